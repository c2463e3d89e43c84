### The endgame trainer: its labels, each ending's words and the distance with best play.

## TrainerText: trainer_text

trainer-title = Endgame trainer
trainer-back = Back to the game
trainer-preparing = Setting up a position…
trainer-draw = A draw with best play.
trainer-unknown = The endgame database could not be loaded; the computer defends by searching.
trainer-new-start = New position
trainer-retry-ending = Start this ending again
trainer-take-back = Take back
trainer-show-best = Show the best move
trainer-best-move = Best move:
trainer-won = You won against perfect defence!
trainer-drawn = Drawn.
trainer-lost = Lost.
trainer-goal-win = You play White: win.
trainer-goal-draw = You play White: hold the draw.
trainer-verdict-best = Your last move was best.
trainer-verdict-kept = Your last move kept the win, but a quicker one was there.
trainer-verdict-lost-win = Your last move let the win go: it is a draw now.
trainer-verdict-lost = Your last move loses.

## Each ending's name and what it teaches, named by its id

trainer-ending-three-kings-name = Three kings against one
trainer-ending-three-kings-lesson = Hold the main diagonal and drive the lone king into Petrov's triangle.
trainer-ending-two-kings-name = Two kings against one
trainer-ending-two-kings-lesson = With kings that step one square: drive the lone king out of its double corner.
trainer-ending-two-kings-man-name = Two kings and a man against a king
trainer-ending-two-kings-man-lesson = Crown the man at the right moment, or win with it still on the board.
trainer-ending-king-two-men-name = A king against two men
trainer-ending-king-two-men-lesson = Catch the men before they crown.
trainer-ending-man-race-name = Man against man
trainer-ending-man-race-lesson = Win the race to the crowning row: count the tempi.
trainer-ending-two-kings-v-king-man-name = Two kings against a king and a man
trainer-ending-two-kings-v-king-man-lesson = Win the man without letting the king hold the long diagonal.
trainer-ending-diagonal-name = The lone king on the long diagonal
trainer-ending-diagonal-lesson = Three kings against your one: stay on the main diagonal and it is a draw.

## The distance with best play, `$n` moves

trainer-win-in = White wins in { counted-move } with best play.
