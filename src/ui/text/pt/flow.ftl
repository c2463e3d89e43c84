
## FlowText: flow_text

flow-game = Partida
flow-resign = Abandonar
flow-resign-question = Abandonar esta partida?
flow-resign-confirm = Sim, abandonar
flow-offer-draw = Propor empate
flow-draw-offer-stands = Empate proposto
flow-take-back = Desfazer lance
flow-accept = Aceitar
flow-decline = Recusar
flow-cancel = Cancelar
flow-rematch = Revanche
flow-close = Fechar
flow-new-game-question = Começar uma nova partida? A partida em andamento será perdida.
flow-new-game-confirm = Começar a nova
flow-keep-playing = Continuar jogando
flow-play-computer = Jogar contra o computador
flow-you-play-white = Com as brancas
flow-you-play-black = Com as pretas
flow-your-side = Seu lado
flow-play = Jogar
flow-clock = Relógio
flow-no-clock = Sem relógio
flow-clocks = Relógios
flow-white-clock = Brancas
flow-black-clock = Pretas
flow-notation = Notação
flow-notation-numbers = Números das casas (22-17)
flow-notation-algebraic = Algébrica (c3-d4)
