# As palavras do próprio painel (explorer/chrome.py). Português do Brasil.
# Cada mensagem daqui existe também em en.ftl, com os mesmos parâmetros (tests/explorer/test_chrome.py).

## Abas

tab-play = Jogar
tab-history = Histórico
tab-rulebook = Regras
tab-scenarios = Cenários
tab-quiz = Quiz
tab-bots = Bots
tab-lab = Laboratório
tab-setup = Configuração
tab-files = Arquivos

## O cabeçalho, a troca de idioma e o ponto de vista

# As duas línguas juntas: quem não lê o idioma atual ainda encontra a troca.
language-switch = Language / Idioma
players-count = { $count ->
    [one] 1 jogador
   *[other] { $count } jogadores
}
players-range = de { $low } a { $high } jogadores
header-rules-source = regras em nossas palavras, a partir das regras publicadas do jogo
header-example = Dados de exemplo, não tirados do livro de regras:
viewer-label = Ver como
viewer-teacher = Professor (tudo à mostra)
viewer-note = O professor vê tudo; um jogador vê só o que as regras deixam esse jogador ver.
key-help = Teclas: ← → percorrer os passos · Esc voltar ao agora · z desfazer · y refazer · d deixar o acaso agir · b jogada do bot
key-help-lab = Teclas (clique antes no painel): ← → percorrer os passos · Esc voltar ao agora · ctrl+z desfazer · ctrl+y refazer
presenter-mode = Modo de apresentação
presenter-mode-tip = Texto grande e tabuleiro grande, para um projetor

## Regras citadas, recusas e a linha de mensagens

rule-cited = Regra:
# Uma regra sem seção no livro de regras.
rule-unnamed = as regras do jogo
open-rule = Abrir esta regra
open-rule-tip = Mostrar esta regra na aba Regras
whynot-title = Não é permitido:
action-unknown = esta jogada
board-piece = esta peça
# $names: as peças escolhidas até agora, por extenso ("Red guest 1").
board-selected = Selecionado: { $names }. Agora clique no destino.
board-game-over = A partida acabou: nada no tabuleiro pode mover. Desfaça, ou comece uma nova partida na Configuração.
board-chance-first = O acaso age primeiro: aperte “{ $chance }” (ou a tecla d) e depois mova.
board-selected-stuck = Selecionado: { $names }. Não tem jogada permitida agora: clique no destino que pretendia para ver que regra o proíbe.
announce-turn = { $done }. { $turn }
announce-now = De volta ao agora. { $turn }
announce-step = Passo { $number } de { $total }: { $text }
chance-nothing-to-decide = Não há nada para o acaso decidir agora: é a vez de um jogador.

## Quem agiu (o histórico e o contador de passos)

who-chance = o acaso
who-chance-for = o acaso, na vez de { $seat }
who-bot = { $seat } (bot { $bot })
bot-random = aleatório
bot-heuristic = heurístico

## Histórico

history-start = Início
history-new-game = Nova partida
history-tutorial = Tutorial: { $title }
history-scenario = Cenário: { $title }
history-loaded = Posição carregada de { $name }
history-line = { $number }. { $move }
history-line-by = { $number }. { $who }: { $move }
history-undo = ↶ Desfazer
history-undo-tip = Desfazer (z)
history-redo = ↷ Refazer
history-redo-tip = Refazer (y)
history-jump = Volte a qualquer jogada anterior:

## Por que aconteceu (os passos)

steps-title = Por que aconteceu
steps-previous = ◀ Passo anterior
steps-previous-tip = Passo anterior (←)
steps-next = Próximo passo ▶
steps-next-tip = Próximo passo (→)
steps-none = { $start }: nenhuma jogada ainda. Faça uma jogada (ou deixe o acaso agir); cada regra que ela acionar é explicada aqui, um passo de cada vez.
steps-counter = Passo { $number } de { $total }:
steps-counter-now = Agora: o tabuleiro mostra o presente, depois { $total ->
    [one] do único passo
   *[other] dos { $total } passos
} da jogada:
steps-now = Voltar ao agora
steps-now-tip = Mostrar de novo o presente (Esc)
steps-now-help = Clique num passo para ver o tabuleiro naquele momento; “Voltar ao agora” volta aqui.
steps-badge-start = Agora
steps-badge-now = Agora · depois de: { $action }
steps-badge-step = Olhando para trás: passo { $number } de { $total } · { $action }
steps-list-label = Os passos da última ação
steps-item = { $number }/{ $total }. { $text }
steps-item-now = Agora: o presente
steps-action-by = { $who }: { $action }

## Jogar

play-roll-tip = Deixar o acaso decidir (d)
play-show-forbidden = Mostrar também as jogadas proibidas (⊘: clique numa para ver por quê)
play-do-it = Fazer
play-forbidden-tip = { $action }: não é permitido agora; clique para ver qual regra proíbe
play-outcomes-hidden = O que o acaso pode trazer fica oculto na visão deste jogador; na visão do professor dá para escolher (e se…?).
play-outcomes-choose = …ou escolha você mesmo o resultado (e se…?):
play-outcome = { $outcome } ({ NUMBER($chance, style: "percent") })
play-outcome-tip = Escolher este resultado: { $outcome }
play-game-over = Fim de jogo: { $outcome }.
play-turn-of = Vez de { $seat }: { $task }
play-first-game = Primeira vez? Jogue uma primeira partida guiada: cada jogada explicada.
play-group = Grupo
play-action = Ação
play-group-from = { $kind }: { $start }
play-group-part = { $group } ({ $first }–{ $last } de { $total })

## Quiz

quiz-enable = Quiz: quero prever antes de ver
quiz-how = Faça uma jogada: você prevê o que ela vai causar e depois vê as regras em ação.
quiz-prompt = { $action }: o que vai acontecer?
quiz-right = Acertou!
quiz-wrong = Não foi bem isso.
quiz-what-happens = O que acontece: { $outcome }
quiz-no-question = Sem pergunta para esta jogada: toda escolha deste tipo leva ao mesmo resultado, então ela foi jogada.
quiz-score = { $asked ->
    [0] Acertos: nenhuma pergunta ainda
   *[other] Acertos: { $right } de { $asked }
}

## Bots

bots-each-seat = O bot de cada jogador:
bots-one = Bot: uma jogada
bots-one-tip = Deixar o bot jogar (b)
bots-to-end = Bots: jogar até o fim
bots-autoplay = ▶ Jogo automático
bots-stop = ■ Parar
bots-delay = Segundos por jogada
bots-limit-reached = Os bots fizeram { $count } jogadas e a partida não terminou, então pararam. Talvez estes bots nunca terminem esta partida: escolha um limite de rodadas na Configuração, se o jogo tiver um, ou bots mais fortes.
bots-history-full = O histórico guarda no máximo { $limit } jogadas, e já está cheio. Desfaça algumas jogadas, ou comece uma nova partida, para os bots continuarem.
bots-nothing-to-play = Nenhuma jogada é possível nesta posição, mas a partida não acabou: não dá para continuar a partir dela.

## Laboratório

lab-players = Jogadores
lab-games = Partidas
lab-run = Simular
lab-cancel = Cancelar
lab-progress = { $total ->
    [one] { $games } de 1 partida
   *[other] { NUMBER($games) } de { NUMBER($total) } partidas
}
lab-chart-wins = Vitórias por jogador (%)
lab-chart-points = Pontos por jogador
lab-chart-length = Duração da partida (turnos)
lab-team-bar-won = equipe venceu
lab-team-bar-lost = equipe perdeu
lab-seat-bot = { $seat } ({ $bot })
lab-head = { $games ->
    [0] 0 partidas
    [one] 1 partida
   *[other] { $games } partidas
}, { $players } jogadores, bots: { $bots }
lab-team-won = a equipe venceu { NUMBER($share, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } ({ $won } de { $games })
lab-lost-by = derrota por { $rule }: { NUMBER($share, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }
lab-seat = { $seat } ({ $bot }): vitórias { NUMBER($share, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }, pontuação média { NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) }
lab-no-winner = partidas sem vencedor: { $games }
lab-length = duração média: { NUMBER($turns, minimumFractionDigits: 1, maximumFractionDigits: 1) } turnos, { NUMBER($actions, minimumFractionDigits: 1, maximumFractionDigits: 1) } ações
lab-ended-by = terminou por { $rule }: { NUMBER($share, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }
lab-time = tempo: { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s ({ NUMBER($rate, maximumFractionDigits: 0) } partidas/s)
lab-cancelled = (cancelado)
lab-stopped = (interrompido: a partida { $game } não terminou em { $limit } ações; talvez estes bots nunca a terminem: escolha um limite de rodadas na Configuração, se o jogo tiver um, ou bots mais fortes)

## Configuração

setup-players = Jogadores
setup-seed = Número da partida (o mesmo número dá os mesmos dados e cartas)
setup-variants = Variantes
setup-rulings = Interpretações
setup-rulings-note = (leituras de trechos ambíguos; por padrão, a do próprio livro de regras)
setup-reading = Leitura
setup-default-reading = { $reading } (padrão)
setup-why = por quê?
setup-why-tip = Abrir as regras em: { $ruling }
setup-new-game = Nova partida

## Arquivos

files-load = Carregar posição
files-unnamed = arquivo enviado
files-download = Baixar esta posição (JSON)
files-download-view = Baixar o que este jogador vê (JSON)
files-view-note = Você está vendo a partida como um dos jogadores, então o arquivo guarda só o que esse jogador pode ver. Carregado de novo, ele mostra a mesa como esse jogador a via, para ver, não para jogar: escolha a visão do professor em Ver como para salvar a partida inteira.
files-loaded = Arquivo { $name } carregado.
files-not-loaded = { $name } não foi carregado: { $reason }
files-game-kept = A partida atual continua como estava.

## Regras

rulebook-search = Buscar nas regras (uma palavra, ou “interpretação”)…
rulebook-count = { $shown } de { $total } seções
rulebook-nothing = Nenhuma seção menciona “{ $query }”.
badge-ruling = interpretação: a nossa leitura
badge-example = dados de exemplo, não tirados do livro de regras
section-other-reading = Outra leitura:
section-source = Fonte: { $source }
# O que a fonte de uma seção cita, por extenso em vez de nomes de arquivo.
source-rulebook = o livro de regras
source-rules-page = a página de regras do jogo
source-rules-summary = um resumo das regras
source-reference-summary = o resumo de referência do jogo
source-research = nossas notas de pesquisa
source-data = nossos arquivos de dados
source-file = nossas notas

## Cenários e tutoriais

scenario-heading = Cenários
scenario-load = Carregar: { $title }
scenario-none = Ainda não há cenários para este jogo.
scenario-done = Tarefa cumprida. Veja a explicação passo a passo.
scenario-hint = Dica
tutorial-heading = Tutoriais
tutorial-start = Começar o tutorial: { $title }
tutorial-next = Tutorial: próxima jogada ▶
tutorial-where = jogada { $move } de { $total }.
tutorial-over = O tutorial terminou: continue com os bots ou por conta própria.

## A página inicial

landing-title = Explorador de Regras
landing-lead = Aprenda as regras de um jogo de tabuleiro jogando com elas: cada jogada mostra qual regra entrou em ação, por que ela vale aqui e o que mudou.
landing-games = Jogos
landing-soon = Painel em breve.
landing-variants = { $count ->
    [one] variante: { $names }
   *[other] variantes: { $names }
}

## A conexão com o servidor (explorer/connection.py, scripts/voila_server.py)

server-full = Este servidor já tem { $count } jogos abertos, o máximo que pode. Tente de novo daqui a um ou dois minutos, ou fale com seu professor.
connection-stopped = Este jogo parou no servidor: o kernel dele terminou, e a página não responde mais.
connection-gone = Este jogo não está mais no servidor: foi fechado depois de uma longa pausa sem jogadas, ou o servidor foi reiniciado.
connection-unreachable = O servidor não responde (pode estar reiniciando, ou a rede caiu). Tentando de novo…
connection-way-back = Recarregue a página para começar um novo jogo. Uma posição que você baixou (aba Arquivos) pode ser carregada lá de novo.
connection-reload = Recarregar a página

# O que um leitor de tela ouve (explorer/access.py): o nome do tabuleiro, controles sem nome.
access-page = { $game }: o painel
access-board = Tabuleiro de { $game }. O texto abaixo do tabuleiro o descreve.
access-toolbar = Barra de ferramentas do tabuleiro
access-history-list = Jogadas até agora
access-action-list = Ações

## A parte de jogos de cada visitante no servidor da turma (scripts/voila_server.py)

server-limit-visitor = Você já tem { $count } jogos abertos neste servidor, o máximo para uma pessoa. Feche uma aba com um jogo de que não precisa mais e recarregue esta página.
server-limit-first-visits = Muitos jogos foram pedidos ao mesmo tempo do seu computador ou da sua rede ({ $count } ainda estão começando). Espere alguns segundos e recarregue esta página.
server-limit-address = Já há { $count } jogos abertos a partir da sua rede, o máximo que este servidor permite de um mesmo lugar. Feche um jogo de que não precisa mais, ou fale com seu professor.

## Um histórico cheio, e o que há de errado com um arquivo que não foi carregado, em palavras simples (explorer/session.py)

history-full = O histórico guarda no máximo { $limit } jogadas, e já está cheio. Desfaça algumas jogadas, ou comece uma nova partida, para continuar.
files-why-history-full = o histórico já guarda { $limit } jogadas, o máximo que pode. Desfaça algumas jogadas, ou comece uma nova partida, e carregue o arquivo de novo.
files-why-not-json = não é uma posição salva: o texto dele não pode ser lido como uma (pode estar incompleto, ou ser outro tipo de arquivo).
files-why-not-an-object = não é uma posição salva de { $game }: guarda outros dados.
files-why-too-deep = não é uma posição salva: o conteúdo dele está aninhado muito mais fundo do que o de qualquer partida salva.
files-why-other-game = guarda uma partida de { $other }, não de { $game }. Carregue-o na página desse jogo.
files-why-not-ours = não guarda nenhuma partida do Rules Explorer: foi salvo por outro programa, ou editado.
files-why-newer-format = foi salvo por uma versão mais nova do Rules Explorer, que esta não consegue ler.
files-why-view = guarda só o que um jogador podia ver: o que estava escondido desse jogador não está nele, então a partida não pode continuar a partir dele. Salve pela visão do professor para guardar a partida inteira.
files-why-setup = o que ele diz sobre { $field } não pode estar certo para { $game }: o arquivo foi editado ou danificado.
files-field-players = o número de jogadores
files-field-seed = o número da partida
files-field-variants = a escolha de variantes
files-field-rulings = a leitura das regras
files-why-position = a posição que ele guarda não é uma que as regras de { $game } alcançam: o arquivo foi editado ou danificado.
files-why-unreadable = não pode ser lido como uma posição de { $game }: o arquivo está danificado, ou não foi salvo pelo Rules Explorer.

## O quiz, os cenários e as vistas, os arquivos (issue 44, parte 7: explorer/quiz.py, explorer/app.py, explorer/panels/files.py)

quiz-nothing-else = Nada mais acontece.
scenario-opens-in-view = Mostrado como { $seat } vê: a tarefa é sobre o que esse jogador sabe. Escolha a visão do professor em Ver como para ver tudo.
files-view-opened = A mesa como { $seat } a via, de uma visão salva: para ver, não para jogar (o que estava escondido desse jogador não está no arquivo). Desfazer volta ao jogo de antes.
history-loaded-view = Aberto o que um jogador via, de { $name }
view-not-for-play = Esta é a mesa como { $seat } a via, aberta de uma visão salva: é para olhar, não para jogar. Desfazer volta ao jogo.

## O fim de uma partida: quem venceu e por quê, na linha de situação, nos passos e no tabuleiro (issue 44, parte 1: explorer/ending.py)

end-outcome-one = { $winners } vence
end-outcome-tie = { $winners } dividem a vitória: um empate
end-outcome-team-won = { $count ->
    [one] { $winners } vence a partida solo
   *[other] { $winners } vencem juntos, como uma equipe
}
end-outcome-team-lost = { $count ->
    [one] { $players } perde a partida solo
   *[other] { $players } perdem juntos, como uma equipe
}
end-outcome-nobody = ninguém vence
end-badge = Fim de jogo · { $outcome }
end-badge-team-won = a equipe vence junta
end-badge-team-lost = a equipe perde junta
end-scores = Pontuação final: { $scores }.
end-score = { $seat }: { $score }

## Uma jogada à qual as regras nada acrescentam também é explicada (issue 44, parte 1: explorer/session.py ActionStep)

steps-action-only = { $action }. Isso é tudo nesta jogada: nenhuma outra regra entra em jogo.

## Um tutorial deixado por uma jogada própria, com um caminho de volta (issue 44, parte 1: explorer/panels/play.py)

tutorial-left-play = Você saiu do tutorial “{ $title }” na jogada { $move } de { $total }, onde ele joga “{ $expected }”. Volte para continuar com ele, ou continue explorando daqui.
tutorial-back = ◀ Voltar ao tutorial (jogada { $move })

## Um idioma de cada vez (issue 44, parte "um idioma", explorer/access.py): os botões da barra
## do tabuleiro, que o plotly intitula em inglês, nas palavras do painel
access-toolbar-png = Baixar como imagem PNG
access-toolbar-share = Compartilhar o gráfico
access-toolbar-box = Selecionar com um retângulo
access-toolbar-lasso = Selecionar com um laço
access-toolbar-zoom = Ampliar uma área
access-toolbar-pan = Mover a vista
access-toolbar-zoom-in = Aproximar
access-toolbar-zoom-out = Afastar
access-toolbar-autoscale = Ajustar a vista
access-toolbar-reset = Restaurar a vista
access-toolbar-logo = Feito com Plotly.js

## Uma visão salva de um jogador, aberta de um arquivo: o que dizem a linha de estado e os
## Passos (issue 44, parte "painéis comuns": explorer/panels/play.py, explorer/panels/steps.py)
view-status = Uma visão salva: a mesa como { $seat } a via, para olhar, não para jogar. Para jogar, desfaça (volta ao jogo de antes) ou comece um jogo novo na aba { tab-setup }.
view-steps = { $start }. Uma visão salva não tem jogadas para seguir passo a passo.
view-badge = Uma visão salva · como { $seat } a via

## A lista longa da aba Jogar: o botão diz por inteiro a ação escolhida (issue 44, parte "painéis comuns": explorer/panels/play.py)
play-do-chosen = Fazer: { $action }
play-why-not-chosen = Por que não? { $action }

## See a rule happen, and the rules met (issue 48: explorer/examples_view.py,
## explorer/panels/rulebook.py, explorer/panels/steps.py, explorer/app.py)
example-see = ▶ Ver acontecer
example-see-tip = Ver “{ $rule }” acontecer numa partida curta de exemplo; a sua partida fica guardada, a um clique.
example-history = Exemplo: { $rule }
example-actor = O exemplo
example-heading = Exemplo.
example-how = A jogada é feita: percorra o que ela faz com “Passo anterior” e “Próximo passo”. Desfazer volta à posição logo antes dela.
example-how-refused = A jogada é tentada, mas a regra a proíbe: a mensagem acima diz por quê. Experimente outras jogadas daqui, se quiser.
example-back = ◀ Voltar à minha partida
example-back-tip = Sair do exemplo: a sua partida volta tal como a deixou.
example-back-announce = De volta à sua partida. { $turn }
example-pick = Ver uma regra acontecer:
example-none = “{ $rule }” ainda não tem exemplo: não se encontrou uma partida curta em que ela aconteça.
example-none-silent = “{ $rule }” não é algo que uma jogada faz acontecer (é preparado antes do jogo ou resume outras regras), por isso não há nada para ver acontecer.
rules-met = { $met } de { $total } regras encontradas nas suas partidas
rules-met-next = Ainda não encontrada: “{ $rule }”. Escolha-a abaixo e veja-a acontecer.
rules-met-all = Você encontrou todas as regras que uma jogada pode fazer acontecer.
rules-met-badge = ✓ encontrada
rules-met-option = { $rule } ✓ encontrada
