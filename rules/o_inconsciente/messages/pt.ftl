# O Inconsciente: messages (pt). Ids start with the game's prefix.

o-inconsciente-seat = Jogador(a) { $n }
o-inconsciente-client =
    cliente { $kind ->
        [study] de estudo
       *[routine] rotineiro
    } { $n }
o-inconsciente-grief = pesar { $n }
o-inconsciente-research = pesquisa { $n }
o-inconsciente-effect =
    { $kind ->
        [points] { $n ->
        [1] { $n } ponto
       *[other] { $n } pontos
    }
        [coffee] { $n ->
        [1] { $n } café
       *[other] { $n } cafés
    }
        [heart] { $n ->
        [1] { $n } caixa de coração
       *[other] { $n } caixas de coração
    }
        [rep] um ponto de reputação
       *[insight] um insight menor
    }
o-inconsciente-section-desire = desejo
o-inconsciente-section-memory = memória
o-inconsciente-section-fear = medo
o-inconsciente-place-theatre = Teatro
o-inconsciente-place-library = Biblioteca
o-inconsciente-place-opera = Ópera
o-inconsciente-place-museum = Museu
o-inconsciente-place-university = Universidade
o-inconsciente-place-cafe = Café
o-inconsciente-rondel-column = o espaço superior (uma coluna)
o-inconsciente-rondel-row0 = a primeira linha
o-inconsciente-rondel-row1 = a segunda linha
o-inconsciente-rondel-row2 = a terceira linha
o-inconsciente-rondel-reputation = o espaço mais à esquerda (reputação)
o-inconsciente-action-notes = anotações
o-inconsciente-action-research = pesquisa
o-inconsciente-action-thesis = tese
o-inconsciente-action-insight = insights
o-inconsciente-action-move = mover professor ou Freud
o-inconsciente-describe = Rodada { $round }{ $last ->
        [1] {" "}(a última)
       *[0] {""}
    }, vez de { $seat }. Marcador de Freud na reputação { $freud } (o relógio está em { $clock }).
o-inconsciente-describe-table = Mesa de reunião: { $free ->
        [1] { $free } espaço livre
       *[other] { $free } espaços livres
    }, { $blocked ->
        [1] { $blocked } bloqueado
       *[other] { $blocked } bloqueados
    }.
o-inconsciente-describe-table-seat = Peças de { $seat } apontam para: { $actions }{ $bright ->
        [0] {""}
       *[other] {" "}{ $bright ->
        [1] ({ $bright } ideia brilhante)
       *[other] ({ $bright } ideias brilhantes)
    }
    }.
o-inconsciente-describe-professor = o professor de { $seat } { $place }
o-inconsciente-describe-city = Cidade: Freud { $freud }; { $professors }; { $taken ->
        [1] { $taken } bônus já reivindicado
       *[other] { $taken } bônus já reivindicados
    }; fichas de distrito restantes: { $tokens }.
o-inconsciente-describe-none = nenhum
o-inconsciente-describe-displays = Amostras: anotações de nível I por { $notes1 ->
        [1] { $notes1 } café
       *[other] { $notes1 } cafés
    }, de nível II por { $notes2 ->
        [1] { $notes2 } café
       *[other] { $notes2 } cafés
    }; clientes: { $clients }; { $manifest ->
        [1] { $manifest } sonho manifesto
       *[other] { $manifest } sonhos manifestos
    }, { $research ->
        [1] { $research } pesquisa
       *[other] { $research } pesquisas
    }, { $goals ->
        [1] { $goals } objetivo local
       *[other] { $goals } objetivos locais
    } e { $theses ->
        [1] { $theses } tese disponíveis
       *[other] { $theses } teses disponíveis
    }.
o-inconsciente-describe-player = { $seat }: { $points ->
        [1] { $points } ponto
       *[other] { $points } pontos
    }, { $coffee ->
        [1] { $coffee } café
       *[other] { $coffee } cafés
    }, { $hearts ->
        [1] { $hearts } caixa de coração
       *[other] { $hearts } caixas de coração
    }, { $ideas ->
        [1] { $ideas } ideia na reserva
       *[other] { $ideas } ideias na reserva
    } { $locked ->
        [1] ({ $locked } trancada)
       *[other] ({ $locked } trancadas)
    }, { $bright ->
        [1] { $bright } ideia brilhante,
       *[other] { $bright } ideias brilhantes,
    } reputação { $rep }; tinteiro: { $inkwell }; { $notes } de 9 anotações; { $insights ->
        [1] { $insights } insight no disco
       *[other] { $insights } insights no disco
    } e { $own } da sua cor; consultório: { $office }; { $cured ->
        [1] { $cured } cliente curado
       *[other] { $cured } clientes curados
    }, { $hand ->
        [1] { $hand } pesquisa na mão
       *[other] { $hand } pesquisas na mão
    }, { $played } em jogo, { $theses ->
        [1] { $theses } tese publicada
       *[other] { $theses } teses publicadas
    }, { $goals ->
        [1] { $goals } objetivo.
       *[other] { $goals } objetivos.
    }
o-inconsciente-describe-office-blocked = espaço bloqueado
o-inconsciente-describe-office-empty = espaço vazio
o-inconsciente-describe-office-client = { $client } com terapia { $mark } de { $cure }{ $grief ->
        [1] , com pesar
       *[0] , sem pesar
    }{ $dream ->
        [1] , com sonho
       *[0] , sem sonho
    }
o-inconsciente-describe-over = A partida terminou: { $count ->
        [1] vence { $winners }
       *[other] dividem a vitória { $winners }
    }. Pontuação final: { $scores }.
o-inconsciente-describe-final-score = { $seat } com { $points ->
        [1] { $points } ponto
       *[other] { $points } pontos
    }
# uma jogada cuja chave nomeia o que o tabuleiro não tem (uma tese ou espaço 99, digitada ou
# lida de um arquivo): dita em palavras, nunca pela chave
o-inconsciente-label-key = Uma jogada que nomeia algo que este tabuleiro não tem
o-inconsciente-label-declare = Declarar ideias: { $pieces }
# uma peça declarada e o espaço da mesa que ela ocupa (o-inconsciente-table-space-name)
o-inconsciente-declare-piece = { $bright ->
        [1] uma ideia brilhante
       *[other] uma ideia
    } no { $space }
# um espaço da mesa de reunião como o tabuleiro o nomeia ("Espaço de pesquisa", o tinteiro),
# com a linha (de cima) e a coluna (da esquerda): dois espaços da mesma ação se distinguem
o-inconsciente-table-space-name = espaço de { $action } na linha { $row }, coluna { $col } (tinteiro { $ink })
o-inconsciente-label-bonus = Bônus { $place }: { $effect }
o-inconsciente-label-cash = Trocar 1 caixa de coração por 2 pontos
o-inconsciente-label-client = Escolher o { $client }
o-inconsciente-label-column = Ativar a coluna { $col }
o-inconsciente-label-district = Bônus do distrito { $d }: { $effect }
o-inconsciente-label-done = Encerrar os movimentos de insight
o-inconsciente-label-draw = Sacar uma carta ({ $deck }): { $card }
o-inconsciente-label-draw-hidden = Sacar uma carta ({ $deck })
# as cartas que o acaso pode sacar, cada uma distinta das outras da pilha
o-inconsciente-latent-name = sonho latente { $n } (terapia { $therapy })
o-inconsciente-manifest-card-name = carta de sonho manifesto { $n } (terapia { $therapy })
o-inconsciente-note-card-name = ficha de anotação { $n }: { $tile }
o-inconsciente-label-elevate = 2 cafés: elevar um insight{ $own ->
        [1] {" "}da sua cor
       *[0] {""}
    } de { $section } (nível { $level })
o-inconsciente-label-end = Terminar o turno
o-inconsciente-label-heart = Usar 1 caixa de coração no cliente { $slot }
o-inconsciente-label-idea = 3 cafés: ganhar uma ideia brilhante
o-inconsciente-label-ink = Mover o tinteiro { $n ->
        [1] { $n } espaço
       *[other] { $n } espaços
    }
o-inconsciente-label-keep = Não trocar
o-inconsciente-label-lift = Elevar grátis um insight{ $own ->
        [1] {" "}da sua cor
       *[0] {""}
    } de { $section } (nível { $level })
o-inconsciente-label-manifest = Sonho manifesto { $n } da amostra
o-inconsciente-label-manifest-deck = Sonho manifesto do topo do baralho
o-inconsciente-label-minor = Insight menor em { $section }
o-inconsciente-label-move-freud =
    Mover Freud para: { $place }{ $bright ->
        [0] {""}
       *[other] {" "}{ $bright ->
        [1] (+{ $bright } ideia brilhante)
       *[other] (+{ $bright } ideias brilhantes)
    }
    }
o-inconsciente-label-move-prof =
    Mover o professor para: { $place }{ $bright ->
        [0] {""}
       *[other] {" "}{ $bright ->
        [1] (+{ $bright } ideia brilhante)
       *[other] (+{ $bright } ideias brilhantes)
    }
    }
o-inconsciente-label-note = Ficha de nível { $level ->
        [1] I
       *[2] II
    }, coluna { $slot }, na linha { $row }, espaço { $col }
o-inconsciente-label-play = Jogar a { $card }
o-inconsciente-label-recover = Recuperar ideias
o-inconsciente-label-research = Comprar uma carta de pesquisa
o-inconsciente-label-rest = Passar (nada a fazer)
o-inconsciente-label-set = Um insight de cada tipo por uma caixa de coração{ $own ->
        [0] {""}
        [one] {" "}(1 da sua cor)
       *[other] {" "}({ $own } da sua cor)
    }
o-inconsciente-label-shift = Transferir grátis um insight{ $own ->
        [1] {" "}da sua cor
       *[0] {""}
    } de { $section } para { $target } (nível { $level })
o-inconsciente-label-skip = Não fazer nada aqui
o-inconsciente-label-start-row = Ficha inicial ({ $tile }) na linha { $row }
o-inconsciente-step-start-row = { $seat } põe a ficha inicial na linha { $row } e o professor { $place }.
o-inconsciente-step-own-insight = { $seat } completa uma linha ou coluna: um insight da sua cor vai para o espaço menor de { $section }.
o-inconsciente-ruling-starting-resources = Recursos iniciais
o-inconsciente-reading-starting-resources-example = Valores de exemplo
o-inconsciente-reading-starting-resources-none = Nenhum
o-inconsciente-ruling-generate = O efeito gerar
o-inconsciente-reading-generate-minor-insight = Um insight menor
o-inconsciente-reading-generate-nothing = Nada
o-inconsciente-ruling-suppress = Suprimir um insight
o-inconsciente-reading-suppress-lower = Desce um nível
o-inconsciente-reading-suppress-remove = Sai do disco
o-inconsciente-ruling-dream-insights = Insights do sonho
o-inconsciente-reading-dream-insights-spend = Gastos
o-inconsciente-reading-dream-insights-keep = Mantidos
o-inconsciente-ruling-ink-value = Valor do tinteiro com duas ideias
o-inconsciente-reading-ink-value-max = O maior ícone
o-inconsciente-reading-ink-value-sum = A soma dos ícones
o-inconsciente-ruling-district-ladder = Escada dos distritos
o-inconsciente-reading-district-ladder-one-two-three = 1, 2, 3 distritos
o-inconsciente-reading-district-ladder-two-three = 2, 3 distritos
o-inconsciente-ruling-track-ties = Empates na trilha
o-inconsciente-reading-track-ties-share = Os empatados dividem
o-inconsciente-reading-track-ties-nobody = Ninguém recebe
o-inconsciente-ruling-own-insights = Insights da sua cor
o-inconsciente-reading-own-insights-line-complete = Vão ao disco ao completar a linha
o-inconsciente-reading-own-insights-from-start = No disco desde o início
o-inconsciente-ruling-win-ties = Empate final
o-inconsciente-reading-win-ties-shared = Vitória dividida
o-inconsciente-reading-win-ties-coffee = Mais café desempata
o-inconsciente-pitch = Psicanalistas na Viena de Freud declaram ideias, tratam clientes e publicam teses (Unconscious Mind, Fantasia Games 2024; Mosaico no Brasil).
o-inconsciente-result = O marcador de Freud chegou ao relógio e a última rodada acabou.
o-inconsciente-example-note = Tabuleiros, cartas e fichas: dados de exemplo, não do livro de regras.
o-inconsciente-deck-grief = pesar
o-inconsciente-deck-latent = sonho latente
o-inconsciente-deck-manifest = sonho manifesto para a amostra
o-inconsciente-deck-office-manifest = sonho manifesto do topo
o-inconsciente-deck-research = pesquisa
o-inconsciente-deck-note = ficha de anotação
o-inconsciente-deck-routine = cliente rotineiro
o-inconsciente-deck-study = cliente de estudo
o-inconsciente-kind-setup = Preparação
o-inconsciente-kind-turn = Ações do turno
o-inconsciente-kind-choice = Escolhas
o-inconsciente-kind-convert = A qualquer momento
o-inconsciente-kind-chance = Acaso
o-inconsciente-chance-label = Deixar o acaso decidir
o-inconsciente-label-start = Cliente inicial: { $client }
o-inconsciente-label-suppress = 1 café: suprimir um insight{ $own ->
        [1] {" "}da sua cor
       *[0] {""}
    } de { $section } (nível { $level })
o-inconsciente-label-swap = Trocar a { $card } pela carta { $n } da amostra
o-inconsciente-label-thesis = Publicar uma tese de { $volumes } volumes ({ $points } pontos)
o-inconsciente-label-track = Ação da trilha: { $effect }
o-inconsciente-label-transfer = 2 cafés: transferir um insight{ $own ->
        [1] {" "}da sua cor
       *[0] {""}
    } de { $section } para { $target } (nível { $level })
o-inconsciente-label-treat = Tratar o cliente { $slot }
o-inconsciente-label-treat-both = Tratar os dois clientes
o-inconsciente-no-convert = Esta troca não é possível agora: faltam café, caixas de coração ou insights.
o-inconsciente-no-declare = Essas ideias não podem ir aí: o espaço está ocupado ou bloqueado, falta a peça, ou você já aponta para essa ação.
o-inconsciente-no-note = Essa ficha não pode ir aí: falta café, ou o espaço não é o mais à esquerda livre de uma linha liberada pelos clientes curados.
o-inconsciente-no-now = Agora não: { $due }.
o-inconsciente-no-convert-thesis = Enquanto você escreve uma tese, seu último insight da sua cor fica no disco: ao publicar, ele vai para a tese.
o-inconsciente-no-convert-now = As trocas valem durante o seu turno, não na preparação nem na vez de outro jogador.
o-inconsciente-no-recover = Para recuperar ideias é preciso ter ao menos uma peça na mesa de reunião.
o-inconsciente-no-thesis = Essa tese não pode ser publicada: falta uma pesquisa sua em jogo para o primeiro volume, volumes para o resto, ou um insight da sua cor no disco.
o-inconsciente-no-minor = Não há insight comum no centro do seu disco.
o-inconsciente-no-move = O professor anda 1 ou 2 locais ou vai até Freud; Freud anda de 1 a 3 locais; cada ideia brilhante precisa estar na sua reserva.
o-inconsciente-no-research = A pilha de pesquisa acabou.
o-inconsciente-no-swap = Só se troca uma carta da sua mão por uma carta da amostra.
o-inconsciente-no-play = Só se joga uma carta que está na sua mão.
o-inconsciente-no-lift = Essa elevação não é possível: não há insight ali, ele já está no nível mais alto, ou as elevações grátis acabaram.
o-inconsciente-no-shift = Essa transferência não é possível: só para a seção vizinha, com um insight ali, e uma vez só.
o-inconsciente-no-ink = O tinteiro anda o valor dos ícones; cada ideia brilhante muda 1, e ele anda pelo menos 1.
o-inconsciente-no-column = Só uma coluna desbloqueada (sem ideia no topo) pode ser ativada.
o-inconsciente-no-track = Escolha uma das duas ações abaixo do marcador de Freud.
o-inconsciente-no-bonus = Esse bônus não está livre, não fica onde estão o seu professor ou Freud, ou o distrito não tem mais fichas.
o-inconsciente-no-district = Esse bônus de distrito pede mais símbolos dos seus dois locais, um insight da sua cor no disco, ou já foi tomado.
o-inconsciente-no-heart = Não há caixa de coração, ou não há cliente nesse espaço.
o-inconsciente-no-client = Esse cliente não está na amostra.
o-inconsciente-no-manifest = Esse sonho manifesto não está na amostra, ou o baralho acabou.
o-inconsciente-no-row = A ficha inicial vai para uma das três linhas.
o-inconsciente-no-start = Esse cliente inicial não está entre os abertos.
o-inconsciente-due-start-row = cada jogador põe a ficha inicial numa linha
o-inconsciente-due-start-client = os clientes iniciais estão sendo escolhidos
o-inconsciente-due-pick-client = um cliente da amostra para o consultório
o-inconsciente-due-manifest = um sonho manifesto para o cliente
o-inconsciente-due-draw = o acaso compra uma carta
o-inconsciente-due-turn = escolha Declarar Ideias, Recuperar Ideias ou Tratar Clientes
o-inconsciente-due-resolve = resolva a ação para a qual a sua peça aponta
o-inconsciente-due-swap = troque uma pesquisa com a amostra ou fique com a mão
o-inconsciente-due-play = jogue uma pesquisa da mão ou passe
o-inconsciente-due-free = use as elevações e a transferência grátis ou pare
o-inconsciente-due-ink = mova o tinteiro
o-inconsciente-due-column = escolha a coluna a ativar
o-inconsciente-due-track = escolha a ação abaixo do marcador de Freud
o-inconsciente-due-bonus = reivindique um bônus
o-inconsciente-due-hearts = use caixas de coração ou termine o turno
o-inconsciente-no-over = A partida já terminou.
o-inconsciente-no-treat = Esse cliente não pode ser tratado: não há cliente com sonho ali, ou já foi tratado neste turno.
o-inconsciente-step-bonus = { $seat } reivindica um bônus { $place }.
o-inconsciente-step-cash = { $seat } troca uma caixa de coração por 2 pontos.
o-inconsciente-step-catharsis = Catarse: { $seat } ganha { $n ->
        [1] { $n } ponto
       *[other] { $n } pontos
    } e descarta o pesar.
o-inconsciente-step-client = { $seat } recebe o { $client } com o { $grief }.
o-inconsciente-step-clock = O marcador de Freud chegou ao relógio: { $seat } ganha 3 pontos; termina esta rodada e joga-se mais uma.
o-inconsciente-step-cure = { $seat } cura o { $client }: { $n ->
        [1] { $n } ponto
       *[other] { $n } pontos
    } e { $hearts ->
        [1] { $hearts } caixa de coração
       *[other] { $hearts } caixas de coração
    } pelo excesso.
o-inconsciente-step-display = Uma carta nova completa a amostra.
o-inconsciente-step-district = { $seat } coloca um insight no distrito { $d } e recebe o bônus.
o-inconsciente-step-drawn = { $seat } compra uma carta de pesquisa.
o-inconsciente-step-dream-gone = O sonho do cliente de { $seat } é descartado.
o-inconsciente-step-free = { $seat } move um insight de graça.
o-inconsciente-step-freud-walks = Um ícone foi ultrapassado: Freud anda { $place }.
o-inconsciente-step-gain = { $seat } ganha { $effect }.
o-inconsciente-step-goal = { $seat } cumpre o objetivo local { $goal } e o reivindica.
o-inconsciente-step-heart = { $seat } usa uma caixa de coração no cliente { $slot }.
o-inconsciente-step-idea = { $seat } gasta 3 cafés numa ideia brilhante.
o-inconsciente-step-ink = O tinteiro de { $seat } anda { $n ->
        [1] { $n } espaço
       *[other] { $n } espaços
    } { $spent ->
        [1] ({ $spent } ideia brilhante gasta)
       *[other] ({ $spent } ideias brilhantes gastas)
    } e para em { $space }.
o-inconsciente-step-latent = { $seat } compra um sonho latente.
o-inconsciente-step-leftovers = Os clientes iniciais não escolhidos voltam ao fim da pilha; os pesares saem do jogo.
o-inconsciente-step-line = { $seat } ativa { $n ->
        [1] { $n } ficha de anotação
       *[other] { $n } fichas de anotação
    }.
o-inconsciente-step-manifest = { $seat } escolhe o sonho manifesto { $n } da amostra.
o-inconsciente-step-manifest-deck = { $seat } pega o sonho manifesto do topo do baralho.
o-inconsciente-step-marker = O marcador de terapia de { $seat } começa em { $n }.
o-inconsciente-step-minor = { $seat } põe um insight menor em { $section }.
o-inconsciente-step-move =
    { $seat } leva { $who ->
        [freud] Freud
       *[prof] seu professor
    } { $place } e ativa o efeito { $n ->
        [1] uma vez
       *[other] { $n } vezes
    }.
o-inconsciente-step-note =
    { $seat } paga { $cost ->
        [1] { $cost } café
       *[other] { $cost } cafés
    } e põe a ficha na linha { $row }, espaço { $col }{ $replaced ->
        [1] {" "}(substituindo outra)
       *[0] {""}
    }.
o-inconsciente-step-over = A última rodada acabou: contagem final.
o-inconsciente-step-place = { $seat } aponta uma peça para a ação { $action }.
o-inconsciente-step-play = { $seat } põe em jogo a { $card }.
o-inconsciente-step-recover = { $seat } recupera as ideias e ganha { $n ->
        [1] { $n } café
       *[other] { $n } cafés
    }.
o-inconsciente-step-rep = { $seat } ganha reputação (agora { $n }); Freud vai a { $freud }.
o-inconsciente-step-rep-nine = { $seat } preencheu as nove casas do caderno: um ponto de reputação (agora { $n }); Freud vai a { $freud }.
o-inconsciente-step-research = { $seat } vai comprar uma carta de pesquisa.
o-inconsciente-step-research-empty = A pilha de pesquisa está vazia: { $seat } não compra nada, mas ainda pode trocar uma carta da mão com a amostra e jogar uma.
o-inconsciente-step-rest = { $seat } não tem o que fazer e passa.
o-inconsciente-step-set = { $seat } troca um insight de cada tipo por uma caixa de coração{ $own ->
        [0] {""}
        [one] {" "}(1 da sua cor)
       *[other] {" "}({ $own } da sua cor)
    }.
o-inconsciente-step-skip = { $seat } não usa esta ação.
o-inconsciente-step-start-client = { $seat } escolhe o { $client } como cliente inicial.
o-inconsciente-step-swap = { $seat } troca a { $card } com a amostra.
o-inconsciente-step-therapy-points = O marcador de { $seat } passa por um ícone: { $n ->
        [1] { $n } ponto
       *[other] { $n } pontos
    }.
o-inconsciente-step-thesis = { $seat } publica uma tese de { $volumes } volumes { $cited ->
        [1] ({ $cited } citado)
       *[other] ({ $cited } citados)
    } e ganha { $n } pontos.
o-inconsciente-step-track = { $seat } ativa a trilha de reputação: { $points ->
        [1] { $points } ponto
       *[other] { $points } pontos
    } e { $coffee ->
        [1] { $coffee } café
       *[other] { $coffee } cafés
    }.
o-inconsciente-step-treat = { $seat } trata o { $client }: a terapia avança { $n }.
o-inconsciente-step-unblock = O pesar inicial de { $seat } saiu: o segundo espaço do consultório abre.
o-inconsciente-step-unlock = { $seat } completa uma volta: a ideia da coluna { $col } é desbloqueada.
o-inconsciente-step-suppress = { $seat } gasta 1 café e suprime um insight{ $own ->
        [1] {" "}da sua cor
       *[0] {""}
    } de { $section }.
o-inconsciente-step-elevate = { $seat } gasta 2 cafés e eleva um insight{ $own ->
        [1] {" "}da sua cor
       *[0] {""}
    } de { $section }.
o-inconsciente-step-transfer = { $seat } gasta 2 cafés e transfere um insight{ $own ->
        [1] {" "}da sua cor
       *[0] {""}
    } de { $section }.
o-inconsciente-thesis = tese { $n } ({ $volumes } volumes)
o-inconsciente-label-volume = { $card } no próximo volume
o-inconsciente-label-cite = Citar a { $thesis } { $n ->
        [1] ({ $n } volume)
       *[other] ({ $n } volumes)
    }
o-inconsciente-step-thesis-chosen = { $seat } escolhe uma tese de { $volumes } volumes e vai preenchê-los da esquerda para a direita.
o-inconsciente-step-volume = { $seat } põe a { $card } num volume da tese.
o-inconsciente-step-cite = { $seat } cita a { $thesis } num volume da tese.
o-inconsciente-no-volume = Essa carta não serve de volume: não é uma pesquisa sua em jogo, ou com ela os volumes restantes não poderiam ser preenchidos sem vão.
o-inconsciente-no-cite = Essa tese não pode ser citada aqui: não é de outro jogador, já foi citada, é o primeiro volume (que é uma pesquisa sua) ou deixaria vão.
o-inconsciente-due-volume = preencha o próximo volume da tese
o-inconsciente-reading-track-ties-stack = Quem está por cima da pilha
o-inconsciente-ruling-thesis-citation = Volumes de uma tese citada
o-inconsciente-reading-thesis-citation-one-volume = Um volume
o-inconsciente-reading-thesis-citation-its-size = Tantos quanto os dela
o-inconsciente-ruling-empty-research = Pilha de pesquisa vazia
o-inconsciente-reading-empty-research-hand = Trocar e jogar da mão
o-inconsciente-reading-empty-research-closed = Sem ação de pesquisa
o-inconsciente-board-hover = <b>{ $name }</b>: { $rest }
o-inconsciente-board-nothing = {""}
o-inconsciente-board-title-table = Mesa de reunião
o-inconsciente-board-title-city = Cidade
o-inconsciente-board-title-displays = Amostras
o-inconsciente-board-row-notes = Anotações
o-inconsciente-board-row-clients = Clientes
o-inconsciente-board-row-dreams = Sonhos
o-inconsciente-board-row-research = Pesquisas
o-inconsciente-board-row-goals = Objetivos
o-inconsciente-board-title-track = Trilha de reputação
o-inconsciente-board-seat-notebook = { $seat }: caderno
o-inconsciente-board-disc = Disco
o-inconsciente-board-office = Consultório
o-inconsciente-board-rondel = Tinteiro
o-inconsciente-board-status = { $points ->
        [1] { $points } ponto
       *[other] { $points } pontos
    }<br>{ $coffee ->
        [1] { $coffee } café
       *[other] { $coffee } cafés
    } · { $ideas ->
        [1] { $ideas } ideia
       *[other] { $ideas } ideias
    }<br>{ $hearts ->
        [1] { $hearts } caixa de coração
       *[other] { $hearts } caixas de coração
    }<br>{ $bright ->
        [1] { $bright } ideia brilhante
       *[other] { $bright } ideias brilhantes
    }
o-inconsciente-board-table-space = Espaço de { $action }
# a table space's hover names it as the Play tab's declarations do (table-space-name)
o-inconsciente-board-table-at = Mesa de reunião: { $space }
o-inconsciente-board-table-blocked = Bloqueado: { $space }
o-inconsciente-board-free = livre
o-inconsciente-board-taken-by = de { $seat }
o-inconsciente-board-short-notes = A
o-inconsciente-board-short-research = P
o-inconsciente-board-short-thesis = T
o-inconsciente-board-short-insight = I
o-inconsciente-board-short-move = M
o-inconsciente-board-short-bright = { $short }★
o-inconsciente-board-bonus = Bônus { $n } { $place }
o-inconsciente-board-effect-and = { $effect }, { $then }
o-inconsciente-board-district-name = Distrito { $d }
o-inconsciente-board-district = { $need } símbolos → { $effect } ({ $tokens } fichas)
o-inconsciente-board-empty = vazio
o-inconsciente-board-notes-name = Anotação de nível { $level ->
        [1] I
       *[2] II
    }, coluna { $n }
o-inconsciente-board-notes = { $cost ->
        [1] { $cost } café
       *[other] { $cost } cafés
    }: { $main } / banner { $banner }
o-inconsciente-board-clients-name = Cliente { $n } da amostra
o-inconsciente-board-client = terapia { $therapy }, alta em { $cure }, { $points } pts{ $grief ->
        [1] , com pesar
       *[0] , sem pesar
    }
o-inconsciente-board-manifest-name = Sonho manifesto { $n }
o-inconsciente-board-manifest = terapia { $therapy }; pede { $sections }
o-inconsciente-board-research-name = Pesquisa { $n } da amostra
o-inconsciente-board-research = símbolo { $place }; ao jogar, { $effect }
o-inconsciente-board-goal-name = Objetivo local { $n }
o-inconsciente-board-goal-cured = { $n ->
        [1] { $n } cliente curado
       *[other] { $n } clientes curados
    }
o-inconsciente-board-goal-notes = { $n } anotações
o-inconsciente-board-goal-theses = { $n ->
        [1] { $n } tese publicada
       *[other] { $n } teses publicadas
    }
o-inconsciente-board-goal-research = { $n } pesquisas em jogo
o-inconsciente-board-goal-points = { $n } pontos
o-inconsciente-board-goal-coffee = { $n } cafés
o-inconsciente-board-goal-hearts = { $n } caixas de coração
o-inconsciente-board-track-name = Reputação { $n }
o-inconsciente-board-track = { $points } pts, { $coffee } café{ $icon ->
        [1] ; ícone de mover Freud
       *[0] {""}
    }
o-inconsciente-board-clock-name = Relógio
o-inconsciente-board-clock = quando o marcador de Freud chega aqui, começa o fim do jogo
o-inconsciente-board-note-name = Caderno de { $seat }, linha { $row }, casa { $col }
o-inconsciente-board-note-free = livre (a linha pede { $need ->
        [1] { $need } cliente curado
       *[other] { $need } clientes curados
    })
o-inconsciente-board-note = { $effect }
o-inconsciente-board-disc-name = Disco de { $seat }
o-inconsciente-board-disc-section = { $section } { $counts }
o-inconsciente-board-disc-rest = { $sections }; centro { $centre }; da sua cor: { $own }
o-inconsciente-board-bright-name = Ideia brilhante de { $seat }
o-inconsciente-board-bright = clique nela e depois num espaço da mesa para declará-la
o-inconsciente-board-office-name = Consultório de { $seat }, espaço { $n }
o-inconsciente-board-office-blocked = bloqueado pela carta de consultório
o-inconsciente-board-office-client = { $client }, terapia { $mark } de { $cure }{ $grief ->
        [1] , com pesar
       *[0] , sem pesar
    }{ $dream ->
        [1] , com sonho
       *[0] , sem sonho
    }
o-inconsciente-board-rondel-name = Tinteiro de { $seat }
o-inconsciente-board-rondel-space = { $space }{ $here ->
        [1] {" "}(o tinteiro está aqui)
       *[0] {""}
    }
o-inconsciente-board-row-start = Clientes iniciais
o-inconsciente-note-tile = { $main } / banner: { $banner }
o-inconsciente-board-first-name = Ficha inicial { $n } de { $seat }
o-inconsciente-board-first = { $tile }; clique nela e depois na primeira casa de uma linha do caderno
o-inconsciente-board-row-first = Fichas iniciais
o-inconsciente-place-in-theatre = no Teatro
o-inconsciente-place-to-theatre = para o Teatro
o-inconsciente-place-of-theatre = do Teatro
o-inconsciente-place-in-library = na Biblioteca
o-inconsciente-place-to-library = para a Biblioteca
o-inconsciente-place-of-library = da Biblioteca
o-inconsciente-place-in-opera = na Ópera
o-inconsciente-place-to-opera = para a Ópera
o-inconsciente-place-of-opera = da Ópera
o-inconsciente-place-in-museum = no Museu
o-inconsciente-place-to-museum = para o Museu
o-inconsciente-place-of-museum = do Museu
o-inconsciente-place-in-university = na Universidade
o-inconsciente-place-to-university = para a Universidade
o-inconsciente-place-of-university = da Universidade
o-inconsciente-place-in-cafe = no Café
o-inconsciente-place-to-cafe = para o Café
o-inconsciente-place-of-cafe = do Café

## Issue 44, "One language at a time" and O Inconsciente's board: names instead of codes, a key
## to the letters and symbols left, the levels of the note tiles named, the scores at the end.
o-inconsciente-board-notes-level = { $level ->
        [1] nível I
       *[other] nível II
    }
o-inconsciente-board-key-freud = marcador de Freud
o-inconsciente-board-key-item = { $mark }: { $what }
o-inconsciente-board-key-bright = ideia brilhante
o-inconsciente-board-key-blocked = bloqueado
o-inconsciente-board-key-note = anotação feita
o-inconsciente-board-key-inkwell = tinteiro
o-inconsciente-board-status-scored = Final: { $points ->
        [1] { $points } ponto
       *[other] { $points } pontos
    }<br>{ $coffee ->
        [1] { $coffee } café
       *[other] { $coffee } cafés
    } · { $ideas ->
        [1] { $ideas } ideia
       *[other] { $ideas } ideias
    }<br>{ $hearts ->
        [1] { $hearts } caixa de coração
       *[other] { $hearts } caixas de coração
    }<br>{ $bright ->
        [1] { $bright } ideia brilhante
       *[other] { $bright } ideias brilhantes
    }

## Issue 44, o tabuleiro de O Inconsciente num projetor: o que conta o número num círculo, na
## legenda do tabuleiro (s3 full a)
o-inconsciente-board-key-numbers = Números nos círculos:
o-inconsciente-board-key-number-notes = anotações: custo em café
o-inconsciente-board-key-number-points = clientes, trilha: pontos
o-inconsciente-board-key-number-dreams = sonhos, consultórios: terapia
o-inconsciente-board-key-number-research = pesquisas: carta 1 ou 2
o-inconsciente-board-key-number-goals = objetivos: quanto pedem
o-inconsciente-board-key-number-districts = distritos: símbolos pedidos
o-inconsciente-board-key-number-disc = disco: insights nele
# Rótulos de uma chave lida sem a posição (a posição nomeia a ficha, o cliente, a carta ou o baralho).
o-inconsciente-label-start-row-any = Ficha inicial { $tile } da carta de consultório na linha { $row }
o-inconsciente-label-start-any = Cliente inicial { $n } dos revelados
o-inconsciente-label-client-any = O cliente { $n } da amostra
o-inconsciente-label-track-any = Ação da trilha { $n } abaixo do marcador de Freud
o-inconsciente-label-cite-any = Citar a { $thesis }
o-inconsciente-label-draw-any = Sacar uma carta
