### The opening explorer beside the board: the moves played from the position on view in the
### player's own games, and the engine's opening book.

## ExplorerText: explorer_text

explorer-title = Opening explorer
explorer-hint = The moves played here in your games, and the engine's book.
explorer-reading = Reading your games…
explorer-games = Your games with this position: { $n } of { $total }
explorer-none = None of your games reached this position.
explorer-unavailable = Your games cannot be read in this browser.
explorer-move = Move
explorer-count = Games
explorer-results = White won · drawn · Black won
explorer-play = Play { $move }
explorer-find = Games with this position
explorer-book = The engine's book
explorer-book-reading = Loading the book…
explorer-book-none = This position is not in the book.
explorer-book-failed = The book could not be loaded. Connect to the internet once to keep it on this device.
explorer-eval = Evaluation (+ is good for White)
explorer-white-wins = White wins
explorer-black-wins = Black wins
