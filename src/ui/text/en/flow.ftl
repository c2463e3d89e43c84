### The game's flow: its end, the players' decisions, the questions asked before a game in
### progress is thrown away.

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

## How a game ended. `$side` is "white" or "black"; `$who` says whom a line is about: "you" (the
## player against the computer), "computer", or "side" (two players, named by their side).

# A side as the subject of a sentence (names.ftl's).
-flow-side = { $side ->
    [white] { side-white }
   *[black] { side-black }
}

# The result line: `$result` as the game writes it ("2-0"); `$who` won, `$side` the winner's
# ("none": a draw).
flow-result = { $who ->
    [you] You won { $result }
    [computer] You lost { $result }
    [side] { -flow-side(side: $side) } wins { $result }
   *[none] Draw { $result }
}

## Why the game ended: `$who` lost, `$side` the loser's.

flow-ending-no-pieces = { $who ->
    [you] All your pieces were taken.
    [computer] The computer has no pieces left.
   *[side] { -flow-side(side: $side) } has no pieces left.
}
flow-ending-no-move = { $who ->
    [you] You have no legal move.
    [computer] The computer has no legal move.
   *[side] { -flow-side(side: $side) } has no legal move.
}
flow-ending-draw-agreed = Draw agreed.
flow-ending-resigned = { $who ->
    [you] You resigned.
    [computer] The computer resigned.
   *[side] { -flow-side(side: $side) } resigned.
}
# The computer's time never runs out: its side is named like a player's.
flow-ending-flagged = { $who ->
    [you] Your time ran out.
   *[side] { -flow-side(side: $side) } ran out of time.
}

## Why a game was drawn: `$n` moves.

flow-draw-repetition = The same position came up again: a draw by repetition.
flow-draw-king-moves = { counted-move } by each side with only kings and no capture.
flow-draw-no-progress = { counted-move } by each side without a capture or a man move.
flow-draw-endgame = The ending was not won within { counted-move }.
flow-draw-one-piece-each = One piece against one piece.

## A draw offered: by `$side` to the other player at the device, or by the player to the computer.

flow-draw-offered = { -flow-side(side: $side) } offers a draw.
flow-draw-offer-sent = You offer a draw: the computer answers with its next move.
flow-draw-declined = The computer declines the draw and plays on.
