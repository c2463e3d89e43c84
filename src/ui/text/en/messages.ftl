### What the page answers the player: why a move is refused, which capture path to choose, what
### happened to a link or a saved game that could not be opened.

## Squares as the player writes them: `$square`, `$from`, `$to`; a choice of `$count` squares is
## its `$last` and the ones before it, `$leading` (joined by commas).

# The squares to choose from: "22", "21, 22 or 27".
-message-squares = { $count ->
    [1] { $last }
   *[other] { $leading } or { $last }
}

## A move refused.

message-not-your-piece = That is not your piece.
message-capture-available = A capture is available with { -message-squares(count: $count, leading: $leading, last: $last) }.
message-take-maximum = You must take the maximum: { counted-taken } with { -message-squares(count: $count, leading: $leading, last: $last) }.
message-take-most-kings = Of the largest captures, you must make the one that takes the most kings, with { -message-squares(count: $count, leading: $leading, last: $last) }.
message-capture-with-king = A king can capture, so the king must: with { -message-squares(count: $count, leading: $leading, last: $last) }.
message-king-first = You must make the capture that meets a king first, with { -message-squares(count: $count, leading: $leading, last: $last) }.
message-man-cannot-take-king = In this game a man never captures a king.
message-men-forward-only = Men move forward only.
message-piece-cannot-move = That piece has no legal move.
message-occupied = Square { $square } is taken.
message-off-line = Pieces move along the diagonals.
message-off-line-turkish = Pieces move along rows and columns, not diagonally.
message-one-square-man = A man moves one square at a time, unless it captures.
message-one-square-king = In this game a king moves one square at a time, unless it captures.
message-blocked = A piece stands in the king's way.
message-not-legal = { $from }-{ $to } is not a legal move.
message-choose-path = Several captures end on { $square }: click a marked square on the path you want, or pick one:
message-game-over = The game is over: undo or start a new game.
message-computer-turn = It is the computer's turn.
message-friends-turn = It is your friend's move: send them the link with yours.
message-friends-turn-live = It is your friend's move: yours will go to them as soon as you play it.
message-lesson-over = This lesson is over: try it again, or go on to the next one.
message-light-square = { $square } is a light square: the pieces stand and move on the dark squares only.
message-previous-kept = This link opened another game: yours in progress is kept.
message-study-missing = { $study ->
        [trainer] There are no endgame lessons for this game yet.
       *[puzzle] There are no puzzles for this game yet.
    }
message-both-sides = You are playing both sides here. To play the computer, press Play at the top.

## Lasca's refusals: it moves columns of soldiers and officers.

message-lasca-not-your-piece = That is not your column.
message-lasca-men-forward-only = Soldiers move forward only.
message-lasca-piece-cannot-move = That column has no legal move.
message-lasca-off-line = Columns move along the diagonals.
message-lasca-one-square-man = A soldier moves one square at a time, unless it captures.
message-lasca-one-square-king = An officer moves one square at a time, unless it captures.

## A typed move that does not read: `$text` as typed, `$example` a legal move.

message-unreadable-move = “{ $text }” is not a move.
message-unreadable-move-example = “{ $text }” is not a move: type its squares, like { $example }.

## A link or a saved game not opened as it was: `$error` says what was wrong.

# The level asked for (`$level`) is not one of 1 to `$max`: the computer plays at `$default`.
message-level-dropped = The link asks for level “{ $level }”, but the computer’s levels are 1 to { $max }: it plays at level { $default }.
message-part-dropped = Part of the link was left out ({ $error }).
# Where the game came from (`$source`: "link" or "saved") and what is shown instead
# (`$fallback`: "last-game" or "new-game").
message-load-failed = { $source ->
    [link] This link does not describe a valid game
   *[saved] The saved game could not be read
} ({ $error }). { $fallback ->
    [last-game] Showing your last game instead.
   *[new-game] A new game was started instead.
}
# The language chosen (`$language`, its own name) could not be downloaded.
message-library-full = This device’s storage is full: the game waits to be kept in your games, and goes in when you open them and there is room. Export some games and delete them in the library to make room.
message-language-missing = { $language } is not on this device yet: connect to the internet once to switch to it.
