### The page's fixed labels and the game's status.

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
# A PDN game's round of its event ("Round 3").
page-round = Round

## The status: whose turn it is, the compulsory capture, a draw rule near its end (`$side` is
## "white" or "black").

# A side as the subject of a sentence (names.ftl's).
-status-side = { $side ->
    [white] { side-white }
   *[black] { side-black }
}

# Whose turn it is: `$who` is "you", "computer", "friend" (on another device) or "side"
# (two players at the device, named by their side).
status-turn = { $who ->
    [you] Your move ({ -status-side(side: $side) })
    [computer] The computer's move ({ -status-side(side: $side) })
    [friend] Waiting for your friend ({ -status-side(side: $side) })
   *[side] { -status-side(side: $side) } to move
}
# Capturing is compulsory; with `$n`, every legal move takes that many pieces.
status-capture = Capture is compulsory
status-capture-take = { status-capture }: you must take { counted-taken }
# A draw rule near its end, by the rule: `$n` moves left to each side.
status-countdown-king-moves = Draw in { counted-move } each unless a man moves or a piece is taken.
status-countdown-no-progress = Draw in { counted-move } each without a capture or a man move.
status-countdown-ending = This ending is drawn in { counted-move } each unless it is won first.
