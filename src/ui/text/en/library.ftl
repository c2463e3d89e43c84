### The game library: the kept games' list, its filters and its actions.

## LibraryText: library_text

library-title = Your games
library-back = Back to the game
library-loading = Reading your games…
library-empty = No games kept yet. Every game you finish on this device is kept here.
library-unavailable = This browser keeps no games for this page (a private window, or storage turned off).
library-shown = Games shown: { $shown } of { $total }
library-unreadable = Games that could not be read: { $n }. They are left as they were.
library-game = Game
library-result = Result
library-players = Opponent
library-opening = Opening
library-position = Games that reached the position: { $n }
library-position-reading = Looking for the position in your games…
library-position-failed = The position could not be looked up in this browser.
library-position-all = Show every game
library-any = All
library-white = White won
library-black = Black won
library-draw = Drawn
library-unfinished = Unfinished
library-by-computer = The computer
library-by-local = Two players here
library-by-remote = A friend on another device
library-by-imported = Imported
library-you = You
library-computer = Computer (level { $level })
library-friend = Friend
library-open = Open
library-export = PDN
library-export-shown = Export the games shown (PDN)
library-delete = Delete
library-delete-ask = Delete this game from your games?
library-keep-it = Keep it
library-moves = Moves: { $n }
library-more = Show more games
library-import = Import a PDN file
library-import-drop = or drop one here
library-importing = Reading the file: { $done } of { $total } games
library-import-summary = { $added } games added, { $skipped } skipped
library-import-duplicates = { $n } were in your games already.
library-import-skipped = Line { $line }: { $reason }
library-import-failed = The file could not be read.
library-import-too-big = The file is larger than { $max } MB: split it, then import each part.

## The player's results (`results_view`): `$games` games, `$score` and `$n` and `$accuracy` in
## percent, `$list` the accuracies joined, `$date` and `$game` a reviewed game's day and name.

library-results = Your results
library-results-total = Games against the computer: { $games } · score { $score }%
library-results-none = No games against the computer yet: the results count the games you finish against it.
library-results-by-game = By game
library-results-by-level = By the computer's level
library-results-by-colour = By your colour
library-results-games = Games
library-results-wins = Won
library-results-draws = Drawn
library-results-losses = Lost
library-results-score = Score
library-results-percent = { $n }%
library-results-level = Level { $level }
library-results-white = With White
library-results-black = With Black
library-results-accuracy = Your accuracy in reviewed games
library-results-accuracy-label = Your accuracy in the reviewed games, oldest first: { $list }
library-results-accuracy-point = { $date }, { $game }: { $accuracy }%
library-results-no-reviews = No reviewed game yet. Open a finished game, choose “Review the game”, and your accuracy in it shows here.
