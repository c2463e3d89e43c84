### Every typed error of the links, pastes, embeds, parsers and editors (error_text): clauses with a
### lower-case start and no full stop, so they drop into the callers' framing sentences. English is
### also what the engine's `Display` impls say (the CLI prints them): keep the two the same.
### `$text` is the player's text, clipped and quoted; `$reason` a nested error, already worded.

# A game in "this is a … game".
-error-game = { $kind ->
    [brazilian] Brazilian
    [russian] Russian
    [english] English
    [international] International
    [turkish] Turkish
   *[lasca] Lasca
}

## A choice ("28x19x10 or 28x17x10"): `error-or` between the first ones, `error-or-last` before
## the last one, whose first number is `$next` (Spanish writes "u" before 8 and 11).

error-or = {" or "}
error-or-last = { $next -> *[other] {" or "} }

## ShareError: share_error

error-share-too-long = the link is too long ({ $n } characters)
error-share-bad-encoding = the link is not properly encoded near { $text }
error-share-unknown-variant = unknown variant { $text }
error-share-other-game = this is a { -error-game(kind: $kind) } game, which opens on its own page
error-share-bad-fen = bad start position: { $reason }
error-share-bad-move = move { $ply } ({ $text }) cannot be played: { $reason }
error-share-after-end = move { $ply } comes after the end of the game
error-share-too-many-moves = too many moves ({ $n })
error-share-bad-variation = the brackets of the variations in { $text } do not pair
error-share-bad-ply = bad ply { $text }
error-share-bad-computer = bad computer side { $text }: expected white or black
error-share-bad-level = bad level { $text }: expected 1 to { $max }
error-share-bad-side = bad side { $text }: expected white or black
error-share-bad-clock = bad clock { $text }: expected minutes+seconds such as 5+3, and times left in milliseconds
error-share-bad-ballot = bad ballot { $text }: expected random or one of this variant's ballot openings, played first
error-share-bad-end = bad end { $text }: expected white-resigned, black-resigned, draw-agreed, white-flagged or black-flagged

## PasteError: paste_error

error-paste-empty = nothing to open: paste a link, a FEN or a PDN game
error-paste-too-long = the text is too long ({ $n } bytes)
error-paste-link = the link does not describe a valid game: { $reason }
error-paste-no-game-in-link = this web address holds no game (no position, no moves)
error-paste-lidraughts-page = only lidraughts analysis links can be opened (/analysis/<variant>/<FEN>), not { $text }; for a game, paste its PDN export
error-paste-lidraughts-variant = the lidraughts variant { $text } is not one damas plays
error-paste-fen = bad FEN: { $reason }
error-paste-pdn = bad PDN: { $reason }
error-paste-unrecognised = not a link, a FEN (like W:W21,22:B1,2) or a PDN game (like 1. 22-18 11-15)

## ImportError: import_error

error-import-too-many-moves = the game has { $n } moves; at most { $max } are kept

## EmbedError: embed_error (`$expected` is the values allowed, joined by `error-or-last`)

error-embed-bad-value = bad { $key } { $value }: expected { $expected }

## FenError: fen_error

error-fen-empty = the FEN is empty
error-fen-too-long = the FEN is { $n } characters long; at most { $max } are read
error-fen-bad-turn = the FEN must start with W or B (the side to move), not { $text }
error-fen-unknown-field = unknown FEN field { $text }: fields start with W, B, H or F
error-fen-bad-square = cannot read square { $text } in the { -colour(side: $side) } pieces
error-fen-off-board = square { $number } is off the board (squares are 1 to { $max })
error-fen-bad-range = bad square range { $text }
error-fen-occupied = square { $number } is given twice
error-fen-man-on-crowning-row = a { -colour(side: $side) } man on { $number } stands on its crowning row; it would be a king
error-fen-bad-counter = bad move counter { $text }

## MoveTextError: move_text_error (`$choices` joined by `error-or` and `error-or-last`)

error-move-empty = no move given
error-move-too-long = a move of { $n } characters is too long
error-move-bad-square = cannot read square { $text }
error-move-one-square = move { $text } needs a start and an end square
error-move-illegal = { $text } is not a legal move here
error-move-ambiguous = { $text } is ambiguous: it could be { $choices }

## PdnError: pdn_error (`$game` is the game's number in the PDN)

error-pdn-no-game = no game found in the PDN
error-pdn-too-long = the PDN is { $n } bytes; at most { $max } are read
error-pdn-bad-tag = game { $game }: bad tag { $text }
error-pdn-unclosed = game { $game }: a { $opener } is never closed
error-pdn-unsupported-game-type = game { $game }: GameType { $text } is not a game damas plays
error-pdn-bad-fen = game { $game }: bad FEN tag: { $reason }
error-pdn-illegal-move = game { $game }: move { $number } ({ -colour(side: $side) }): { $reason }
error-pdn-after-end = game { $game }: move { $text } comes after the game ended

## SetupError: setup_error

error-setup-too-many-pieces = { -colour(side: $side) } has { $n } pieces; a side has at most { $max }
error-setup-man-on-crowning-row = a { -colour(side: $side) } man on { $number } stands on its crowning row; make it a king
error-setup-no-pieces = { -colour(side: $side) } has no pieces

## LascaFenError: lasca_fen_error (`$max` is the pieces a side owns)

error-lasca-fen-empty = the position is empty
error-lasca-fen-too-long = a position of { $n } characters is too long
error-lasca-fen-bad-turn = the position must start with W or B, not { $text }
error-lasca-fen-bad-column = column { $text } is not of the form a1=wbW
error-lasca-fen-bad-square = { $text } is not a playable Lasca square
error-lasca-fen-twice = square { $square } is given twice
error-lasca-fen-bad-piece = unknown piece { $piece }: use w, W, b or B
error-lasca-fen-too-many = { -colour(side: $side) } has more than { $max } pieces

## LascaMoveError: lasca_move_error

error-lasca-move-bad-square = cannot read square { $text }
error-lasca-move-illegal = { $text } is not a legal move here

## LascaPdnError: lasca_pdn_error (its other errors are PdnError's; `$tag` is the tag that marks a Lasca game)

error-lasca-pdn-not-lasca = game { $game } is not a Lasca game (no { $tag } tag)
error-lasca-pdn-illegal-move = game { $game }: move { $number } ({ $text }) is not legal

## LascaSetupError: lasca_setup_error (`$max` is the pieces a side owns)

error-lasca-setup-too-many = { -colour(side: $side) } has { $n } pieces; a side has { $max }
error-lasca-setup-soldier-on-crowning-row = the { -colour(side: $side) } soldier on { $square } would have been promoted
error-lasca-setup-no-column = { -colour(side: $side) } commands no column
