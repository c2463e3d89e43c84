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
