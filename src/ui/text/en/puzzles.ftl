
## PuzzleText: puzzle_text

puzzle-task = Find the move that wins. Your side is at the bottom.
puzzle-solved = Solved!
puzzle-failed = Not this move.
puzzle-refutation = Your opponent answers
puzzle-hint = Hint
puzzle-solution = Solution
puzzle-solution-line = Solution:
puzzle-retry = Retry
puzzle-next = Next puzzle
puzzle-streak = Streak
puzzle-streak-end = The streak is over. Best:
puzzle-rating = Rating
puzzle-history = Solved / missed
puzzle-loading = Loading the puzzles…
puzzle-load-failed = The puzzles could not be loaded. Connect once to download them.
puzzle-all-solved = You have solved every puzzle of this game.
puzzle-back = Back to the game
puzzle-themes = Themes
puzzle-puzzle-rating = puzzle rating

## PuzzleTheme: theme_text

puzzle-theme-shot = multi-capture shot
puzzle-theme-sacrifice = sacrifice
puzzle-theme-quiet = quiet move
puzzle-theme-crown = breakthrough to the crown
puzzle-theme-king-ending = king ending
puzzle-theme-win = forced win
