### The page's fixed labels and the game's status.

## Text: text

page-title = Damas
page-tagline = Gioca contro un amico sullo stesso dispositivo o contro il computer
page-new-game = Nuova partita
page-start = Inizia
page-variant-label = Variante
page-bottom = In basso
page-white-bottom = Bianco
page-black-bottom = Nero
page-undo = Annulla
page-redo = Ripeti
page-first = Vai all'inizio
page-last = Vai all'ultima mossa
page-flip = Gira la damiera
page-coordinates = Coordinate
page-coords-off = Nessuna
page-coords-numbers = Numeri delle caselle
page-coords-algebraic = Lettere a–h
page-animations = Animazioni
page-language = Lingua
page-moves = Mosse
page-type-move = Scrivi una mossa
page-play-typed = Gioca
page-panels-not-loaded = Il modulo della nuova partita, le impostazioni e la condivisione non sono stati caricati. Se il dispositivo è offline, connettiti a internet una volta per scaricarli, poi riprova.
page-review-not-loaded = L'analisi della partita non è stata caricata. Se il dispositivo è offline, connettiti a internet una volta per scaricarla, poi riprova.
page-no-moves = Ancora nessuna mossa.
page-promote-variation = Rendi linea principale
page-delete-variation = Elimina la variante
page-dismiss = Chiudi
page-board = Damiera
page-settings = Impostazioni
page-viewing = Stai guardando una posizione precedente
page-result = Risultato
# A PDN game's round of its event ("Round 3").
page-round = Turno

## The status: whose turn it is, the compulsory capture, a draw rule near its end (`$side` is
## "white" or "black").

# A side by its name, without article (this file's own: "tocca al Bianco", "(Nero)").
-status-side = { $side ->
    [white] Bianco
   *[black] Nero
}

# Whose turn it is: `$who` is "you", "computer", "friend" (on another device) or "side"
# (two players at the device, named by their side).
status-turn = { $who ->
    [you] Tocca a te ({ -status-side(side: $side) })
    [computer] Tocca al computer ({ -status-side(side: $side) })
    [friend] In attesa del tuo amico ({ -status-side(side: $side) })
   *[side] Tocca al { -status-side(side: $side) }
}
# Capturing is compulsory; with `$n`, every legal move takes that many pieces.
status-capture = La presa è obbligatoria
status-capture-take = { status-capture }: devi prendere { counted-taken }
# A draw rule near its end, by the rule: `$n` moves left to each side.
status-countdown-king-moves = Patta tra { counted-move } per parte, a meno che non si muova una pedina o si faccia una presa.
status-countdown-no-progress = Patta tra { counted-move } per parte senza prese né mosse di pedina.
status-countdown-ending = Questo finale è patta tra { counted-move } per parte, se non viene vinto prima.
