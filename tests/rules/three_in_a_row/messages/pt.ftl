# Três em Linha em português (o pequeno jogo de exemplo do núcleo).
three-pitch = Dois jogadores marcam à vez uma grelha de nove casas; três marcas em linha ganham.
three-seat = { $seat ->
    [0] Cruzes
   *[1] Bolas
}
three-action-toss = A moeda dá { $side ->
    [x] cara
   *[o] coroa
}
three-action-mark = Marcar a casa { $cell }
three-tossed = A moeda decide: começam as { $seat }.
three-marked = As { $seat } marcam a casa { $cell }.
three-next = Agora jogam as { $seat }.
three-cell-taken = A casa { $cell } já tem a marca das { $seat }.
three-toss-first = A moeda decide quem começa: lance-a primeiro.
three-tossed-already = A moeda já foi lançada: jogam as { $seat }.
three-over = A partida terminou.
three-line = As { $seat } têm três casas em linha.
three-full = Todas as casas estão marcadas e ninguém fez linha.
three-kind-toss = Lançar a moeda
three-kind-mark = Marcar uma casa
three-chance-label = Lançar a moeda ao acaso
three-ruling-first = Quem marca primeiro
three-reading-first-coin = Decide uma moeda
three-reading-first-crosses = Começam sempre as Cruzes
three-variant-misere = Miséria: quem faz linha perde
three-misere = As { $seat } têm três casas em linha e perdem.
three-holds = { $count ->
    [0] As { $seat } não têm nenhuma casa.
    [one] As { $seat } têm uma casa.
   *[other] As { $seat } têm { $count } casas.
}
