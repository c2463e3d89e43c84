
## LearnText: learn_text

learn-title = Learn to play
learn-learn = Learn the rules
learn-lessons = Lessons
learn-done = Well done! That is the rule.
learn-missed = That move is legal, but it is not what this lesson asks. Try again.
learn-next = Next lesson
learn-retry = Try again
learn-back = Back to the game
learn-rules = Rules:
learn-other-games = Lessons for another game
learn-exposed = Legal, but there your king is taken at once. Land on a square where it is safe.
learn-play-computer = Now play the computer
learn-international-note = International draughts has the Brazilian rules, on a 10×10 board.
