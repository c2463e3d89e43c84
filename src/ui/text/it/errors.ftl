### Every typed error of the links, pastes, embeds, parsers and editors (error_text): clauses with a
### lower-case start and no full stop, so they drop into the callers' framing sentences. `$text` is
### the player's text, clipped and quoted; `$reason` a nested error, already worded in Italian;
### counts take their forms (plural.ftl, given `$n`).

# A game in "questa è una partita …".
-error-game = { $kind ->
    [brazilian] di dama brasiliana
    [russian] di dama russa
    [english] di dama inglese
    [international] di dama internazionale
    [turkish] di dama turca
   *[lasca] di Lasca
}

## A choice ("28x19x10, 28x17x10 o 8x10"): `error-or` between the first ones, `error-or-last`
## before the last one, whose first number is `$next`.

error-or = {", "}
error-or-last = { $next -> *[other] {" o "} }

## ShareError: share_error

error-share-too-long = il link è troppo lungo ({ counted-char })
error-share-bad-encoding = il link non è codificato correttamente vicino a { $text }
error-share-unknown-variant = variante sconosciuta { $text }
error-share-other-game = questa è una partita { -error-game(kind: $kind) }, che si apre nella sua pagina
error-share-bad-fen = posizione iniziale non valida: { $reason }
error-share-bad-move = la mossa { $ply } ({ $text }) non si può giocare: { $reason }
error-share-after-end = la mossa { $ply } viene dopo la fine della partita
error-share-too-many-moves = troppe mosse ({ $n })
error-share-bad-variation = le parentesi delle varianti in { $text } non corrispondono
error-share-bad-ply = semimossa da mostrare (ply) non valida { $text }
error-share-bad-computer = colore del computer non valido { $text }: usa white (Bianco) o black (Nero)
error-share-bad-level = livello non valido { $text }: usa un numero da 1 a { $max }
error-share-bad-side = colore non valido { $text }: usa white (Bianco) o black (Nero)
error-share-bad-clock = orologio non valido { $text }: usa minuti+secondi, come 5+3, e i tempi rimasti in millisecondi
error-share-bad-ballot = apertura a sorteggio non valida { $text }: usa random o una delle aperture a sorteggio di questa variante, giocata all'inizio
error-share-bad-end = fine partita non valida { $text }: usa white-resigned, black-resigned, draw-agreed, white-flagged o black-flagged

## PasteError: paste_error

error-paste-empty = niente da aprire: incolla un link, una FEN o una partita in PDN
error-paste-too-long = il testo è troppo lungo ({ counted-byte })
error-paste-link = il link non descrive una partita valida: { $reason }
error-paste-no-game-in-link = questo indirizzo web non contiene nessuna partita (né posizione né mosse)
error-paste-lidraughts-page = si possono aprire solo i link di analisi di lidraughts (/analysis/<variante>/<FEN>), non { $text }; per una partita, incolla il suo PDN esportato
error-paste-lidraughts-variant = la variante { $text } di lidraughts non è tra quelle che damas gioca
error-paste-fen = FEN non valida: { $reason }
error-paste-pdn = PDN non valido: { $reason }
error-paste-unrecognised = non è né un link, né una FEN (come W:W21,22:B1,2), né una partita in PDN (come 1. 22-18 11-15)

## ImportError: import_error

error-import-too-many-moves = la partita ha { counted-move }; se ne tengono al massimo { $max }

## EmbedError: embed_error (`$expected` is the values allowed, joined by `error-or-last`)

error-embed-bad-value = valore non valido { $value } per { $key }: usa { $expected }

## FenError: fen_error

error-fen-empty = la FEN è vuota
error-fen-too-long = la FEN è lunga { counted-char }; se ne leggono al massimo { $max }
error-fen-bad-turn = la FEN deve iniziare con W o B (chi muove), non con { $text }
error-fen-unknown-field = campo FEN sconosciuto { $text }: i campi iniziano con W, B, H o F
error-fen-bad-square = impossibile leggere la casella { $text } dei pezzi { -colour(side: $side, form: "mp") }
error-fen-off-board = la casella { $number } è fuori dalla damiera (le caselle vanno da 1 a { $max })
error-fen-bad-range = intervallo di caselle non valido { $text }
error-fen-occupied = la casella { $number } compare due volte
error-fen-man-on-crowning-row = una pedina { -colour(side: $side, form: "fs") } sulla casella { $number } è sulla sua riga di promozione: sarebbe un damone
error-fen-bad-counter = contatore di mosse non valido { $text }

## MoveTextError: move_text_error (`$choices` joined by `error-or` and `error-or-last`)

error-move-empty = nessuna mossa indicata
error-move-too-long = una mossa di { counted-char } è troppo lunga
error-move-bad-square = impossibile leggere la casella { $text }
error-move-one-square = la mossa { $text } richiede una casella di partenza e una di arrivo
error-move-illegal = { $text } non è una mossa valida qui
error-move-ambiguous = { $text } è ambigua: potrebbe essere { $choices }

## PdnError: pdn_error (`$game` is the game's number in the PDN)

error-pdn-no-game = nessuna partita trovata nel PDN
error-pdn-too-long = il PDN è di { counted-byte }; se ne leggono al massimo { $max }
error-pdn-bad-tag = partita { $game }: tag non valido { $text }
error-pdn-unclosed = partita { $game }: manca la chiusura di { $opener }
error-pdn-unsupported-game-type = partita { $game }: il GameType { $text } non è un gioco che damas sa giocare
error-pdn-bad-fen = partita { $game }: tag FEN non valido: { $reason }
error-pdn-illegal-move = partita { $game }: mossa { $number } ({ -side-name(side: $side) }): { $reason }
error-pdn-after-end = partita { $game }: la mossa { $text } viene dopo la fine della partita

## SetupError: setup_error

error-setup-too-many-pieces = { -side-subject(side: $side) } ha { counted-piece }; ogni colore ne ha al massimo { $max }
error-setup-man-on-crowning-row = una pedina { -colour(side: $side, form: "fs") } sulla casella { $number } è sulla sua riga di promozione: promuovila a damone
error-setup-no-pieces = { -side-subject(side: $side) } non ha pezzi

## LascaFenError: lasca_fen_error (`$max` is the pieces a side owns)

error-lasca-fen-empty = la posizione è vuota
error-lasca-fen-too-long = una posizione di { counted-char } è troppo lunga
error-lasca-fen-bad-turn = la posizione deve iniziare con W o B, non con { $text }
error-lasca-fen-bad-column = la colonna { $text } non ha la forma a1=wbW
error-lasca-fen-bad-square = { $text } non è una casella giocabile di Lasca
error-lasca-fen-twice = la casella { $square } compare due volte
error-lasca-fen-bad-piece = pezzo sconosciuto { $piece }: usa w, W, b o B
error-lasca-fen-too-many = { -side-subject(side: $side) } ha più di { $max } pezzi

## LascaMoveError: lasca_move_error

error-lasca-move-bad-square = impossibile leggere la casella { $text }
error-lasca-move-illegal = { $text } non è una mossa valida qui

## LascaPdnError: lasca_pdn_error

error-lasca-pdn-not-lasca = la partita { $game } non è una partita di Lasca (manca il tag { $tag })
error-lasca-pdn-illegal-move = partita { $game }: la mossa { $number } ({ $text }) non è valida

## LascaSetupError: lasca_setup_error (`$max` is the pieces a side owns)

error-lasca-setup-too-many = { -side-subject(side: $side) } ha { counted-piece }; ogni colore ne ha { $max }
error-lasca-setup-soldier-on-crowning-row = il soldato { -colour(side: $side, form: "ms") } in { $square } sarebbe già stato promosso
error-lasca-setup-no-column = { -side-subject(side: $side) } non comanda nessuna colonna
