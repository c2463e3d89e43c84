
## ReviewText: review_text

review-review = Review the game
review-title = Game review
review-cancel = Cancel
review-close = Close the review
review-accuracy = Accuracy
review-graph = Who stood better, move by move (click to go to a move)
review-checking = Checking your move…
review-good = Good move!
review-try-again = Try again
review-show-best = Show the best move
review-next = Next mistake
review-over = That was the last one. Well done!
review-stop = Back to the review
review-inaccuracies = Inaccuracies
review-mistakes = Mistakes
review-blunders = Blunders
