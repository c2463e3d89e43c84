
## Text: text

page-title = Damas
page-tagline = Play a friend on one device, or the computer
page-new-game = New game
page-start = Start
page-variant-label = Variant
page-bottom = At the bottom
page-white-bottom = White
page-black-bottom = Black
page-undo = Undo
page-redo = Redo
page-first = Go to the start
page-last = Go to the last move
page-flip = Flip board
page-coordinates = Coordinates
page-coords-off = None
page-coords-numbers = Square numbers
page-coords-algebraic = Letters a–h
page-animations = Animations
page-language = Language
page-moves = Moves
page-type-move = Type a move
page-play-typed = Play
page-panels-not-loaded = The new-game form, the settings and sharing did not load. If this device is offline, connect to the internet once to download them, then try again.
page-review-not-loaded = The game review did not load. If this device is offline, connect to the internet once to download it, then try again.
page-no-moves = No moves yet.
page-promote-variation = Make main line
page-delete-variation = Delete variation
page-dismiss = Dismiss
page-board = Draughts board
page-settings = Settings
page-viewing = Viewing an earlier position
page-result = Result
