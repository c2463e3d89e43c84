### The game review: the panel, the judgements, and "learn from your mistakes".

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

## Sentences around other texts (`$side`: "white" or "black")

# The review's progress, `$percent` done.
review-progress-line = The computer is going through the game… { $percent } %
# Under a judged move: the best move `$best`.
review-best-was = Best was { $best }
# The button that starts a round of `$side`'s mistakes.
review-learn-from = Learn from { $side ->
        [white] { side-white }
       *[black] { side-black }
    }'s mistakes
# The task at mistake `$which` of `$of`: `$side` played `$played` here.
review-learn-prompt = Mistake { $which } of { $of }: { $side ->
        [white] { side-white }
       *[black] { side-black }
    } played { $played } here. Find a better move.
# A try, `$tried`, that gives away too much.
review-poor-try = { $tried } is not good enough either.
