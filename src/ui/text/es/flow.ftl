
## FlowText: flow_text

flow-game = Partida
flow-resign = Abandonar
flow-resign-question = ¿Abandonar esta partida?
flow-resign-confirm = Sí, abandonar
flow-offer-draw = Ofrecer tablas
flow-draw-offer-stands = Tablas ofrecidas
flow-take-back = Deshacer jugada
flow-accept = Aceptar
flow-decline = Rechazar
flow-cancel = Cancelar
flow-rematch = Revancha
flow-close = Cerrar
flow-new-game-question = ¿Empezar una nueva partida? Se perderá la partida en curso.
flow-new-game-confirm = Empezar la nueva
flow-keep-playing = Seguir jugando
flow-play-computer = Jugar contra la máquina
flow-you-play-white = Con blancas
flow-you-play-black = Con negras
flow-your-side = Tu color
flow-play = Jugar
flow-clock = Reloj
flow-no-clock = Sin reloj
flow-clocks = Relojes
flow-white-clock = Blancas
flow-black-clock = Negras
flow-notation = Notación
flow-notation-numbers = Números de casilla (22-17)
flow-notation-algebraic = Algebraica (c3-d4)
