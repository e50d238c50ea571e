# Mensagens comuns a todos os jogos (rules/core/messages.py). Português do Brasil.

# Uma lista de nomes: "Ana, Bia e Caio".
list-and = { $head } e { $last }

# Frases uma depois da outra (``sentences`` em rules/core/messages.py): uma descrição.
sentences = { $first } { $rest }

# Uma jogada que a verificação do jogo deixa passar mas que não está entre as permitidas (a
# resposta do núcleo quando o jogo não dá a sua; os testes de contrato mantêm listas exatas).
move-not-listed = Essa jogada não pode ser feita aqui.

# O botão que deixa a fonte aleatória da partida decidir um momento de acaso
# (``Game.chance_label``, quando o jogo não dá um nome seu).
chance-label = Deixar o acaso decidir

# O que uma ação causou quando os seus passos não contam nada além da própria ação
# (``Game.summarize_outcome``).
nothing-else-happens = Nada mais acontece.

# Por que a visão salva de um jogador é recusada como partida para jogar (rules/core/
# jsonstate.py, ``VIEW_REFUSED``): as mesmas palavras para todos os jogos.
view-refused = este arquivo guarda a visão de um só jogador: o que esse jogador não podia ver (as mãos dos outros, as fichas viradas para baixo, a ordem dos baralhos) ficou de fora quando foi salvo, então não dá para jogar a partir dele. Salve pela visão do professor para guardar a partida inteira

# O que observar no exemplo vivo de uma regra (rules/core/examples.py, ``watch_message``): a
# regra aparece pelo título que tem no livro de regras; a próxima jogada a faz acontecer.
example-watch = Observe “{ $rule }”: a próxima jogada faz essa regra acontecer.
# O mesmo, quando a regra se mostra proibindo a próxima jogada.
example-watch-refused = Observe “{ $rule }”: ela proíbe a próxima jogada e diz por quê.

# Um lugar pelo seu número, para um jogo que não dá outro nome aos lugares (``Game.seat_name``).
seat-number = jogador { $number }
