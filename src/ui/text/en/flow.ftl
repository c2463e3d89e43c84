
## FlowText: flow_text

flow-game = Game
flow-resign = Resign
flow-resign-question = Resign this game?
flow-resign-confirm = Yes, resign
flow-offer-draw = Offer a draw
flow-draw-offer-stands = Draw offered
flow-take-back = Take back
flow-accept = Accept
flow-decline = Decline
flow-cancel = Cancel
flow-rematch = Rematch
flow-close = Close
flow-new-game-question = Start a new game? The game in progress will be lost.
flow-new-game-confirm = Start the new game
flow-keep-playing = Keep playing
flow-play-computer = Play the computer
flow-you-play-white = You play White
flow-you-play-black = You play Black
flow-your-side = Your side
flow-play = Play
flow-clock = Clock
flow-no-clock = No clock
flow-clocks = Clocks
flow-white-clock = White
flow-black-clock = Black
flow-notation = Notation
flow-notation-numbers = Square numbers (22-17)
flow-notation-algebraic = Algebraic (c3-d4)
