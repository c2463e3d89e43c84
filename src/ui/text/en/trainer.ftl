
## TrainerText: trainer_text

trainer-title = Endgame trainer
trainer-endings = Endings
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
