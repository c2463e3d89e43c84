### Sharing, opening, PDN, the editor, embedding, updates and the Lasca page's own labels.

## Tx: tx

tx-update-ready = A new version of Damas is ready.
tx-reload = Reload
tx-later = Later
tx-offline-all = Make everything available offline
tx-offline-ready = Everything is available offline.
tx-offline-busy = Downloading…
tx-share = Share
tx-copy-game-link = Copy game link
tx-copy-position-link = Copy position link
tx-send-reply = Send to opponent
tx-two-players-here = Two players at this device.
tx-send-to-friend = Send to a friend
tx-your-move-then-send = Your move — then send it to your friend.
tx-send-your-move = Now send your move to your friend.
tx-send-your-move-button = Send your move
tx-game-over-send = The game is over: send the last move to your friend.
tx-reply-hint = Play by link: after your move, send the link; your friend opens it, replies and sends one back.
tx-reply-message = Your move in our game of draughts:
tx-shared = Link sent.
tx-copied = Link copied.
tx-copy-failed = Could not copy: select the text and copy it.
tx-resume-previous = Resume my previous game
tx-previous-kept = You opened a shared game; your previous game is kept.
tx-open = Open
tx-open-placeholder = Paste a link, a FEN or a PDN game
tx-open-button = Open
tx-open-file = PDN file…
tx-choose-game = Several games: choose one
tx-opened = Opened.
tx-for-variant = Variant of a FEN
tx-pdn = PDN
tx-copy-pdn = Copy PDN
tx-download-pdn = Download PDN
tx-image = Image
tx-editor = Board editor
tx-editor-hint = Choose a piece, then click squares (click again to remove).
tx-edit-position = Set up a position
tx-editor-not-loaded = The editor did not load. If this device is offline, connect to the internet once to download it, then try again.
tx-close = Close
tx-side-to-move = To move
tx-clear = Clear
tx-start-position = Start position
tx-play-from-here = Play from here
tx-play-computer = Play the computer from here
tx-fen = FEN
tx-erase = Erase
tx-white-man = White man
tx-white-king = White king
tx-black-man = Black man
tx-black-king = Black king
tx-position-ok = The position can be played.
tx-previous = Previous move
tx-next = Next move
tx-embed-bad-options = Bad embed option
tx-open-full = Open in Damas
tx-embed-on-site = Embed on a website
tx-embed-hint = Paste this code into your page: the board shows this game, and visitors can play through it.
tx-copy-code = Copy the code
tx-preview = Preview

## LascaTx: lasca_tx

lasca-tx-tagline = Lasca, Emanuel Lasker's game of columns (1911): play a friend on one device, or the computer
lasca-tx-column-hint = Each click puts the piece in hand on top of the column there.
lasca-tx-white-soldier = White soldier
lasca-tx-white-officer = White officer
lasca-tx-black-soldier = Black soldier
lasca-tx-black-officer = Black officer
lasca-tx-take-top = Take the top piece
lasca-tx-empty-square = Empty the square
lasca-tx-column-inspect = Tap a column to see what it holds.
lasca-tx-lasca-rules = Soldiers step diagonally forward, officers either way. Jumping a column takes only its top piece, which goes under the capturer. Capturing is compulsory; a player with no move loses.

## Sentences around another text

# Why a paste opened nothing: `$why`, the error worded.
tools-could-not-open = Could not open it: { $why }.
# The friend's move `$move` in a game by links, and what to do next.
tools-friend-played = Your friend played { $move }. Your move — then send it back.
