### Sharing, opening, PDN, the editor, embedding, updates and the Lasca page's own labels.

## Tx: tx

tx-update-ready = È pronta una nuova versione di Damas.
tx-reload = Ricarica
tx-later = Più tardi
tx-offline-all = Rendi tutto disponibile offline
tx-offline-ready = Tutto è disponibile offline.
tx-offline-busy = Download in corso…
tx-share = Condividi
tx-copy-game-link = Copia link della partita
tx-copy-position-link = Copia link della posizione
tx-send-reply = Invia all'avversario
tx-two-players-here = Due giocatori su questo dispositivo.
tx-send-to-friend = Invia a un amico
tx-your-move-then-send = Tocca a te — poi invia la mossa al tuo amico.
tx-send-your-move = Ora invia la tua mossa al tuo amico.
tx-send-your-move-button = Invia la tua mossa
tx-game-over-send = La partita è finita: invia l'ultima mossa al tuo amico.
tx-reply-hint = Gioca via link: dopo la tua mossa, invia il link; il tuo amico lo apre, risponde e te ne rimanda uno.
tx-reply-message = Tocca a te nella nostra partita a dama:
tx-shared = Link inviato.
tx-copied = Link copiato.
tx-copy-failed = Copia non riuscita: seleziona il testo e copialo.
tx-resume-previous = Riprendi la mia partita precedente
tx-previous-kept = Hai aperto una partita condivisa; la tua partita precedente è conservata.
tx-open = Apri
tx-open-placeholder = Incolla un link, una FEN o una partita PDN
tx-open-button = Apri
tx-open-file = File PDN…
tx-choose-game = Più partite: scegline una
tx-opened = Aperto.
tx-for-variant = Variante della FEN
tx-pdn = PDN
tx-copy-pdn = Copia PDN
tx-download-pdn = Scarica PDN
tx-image = Immagine
tx-editor = Editor di posizione
tx-editor-hint = Scegli un pezzo, poi fai clic sulle caselle (un altro clic lo toglie).
tx-edit-position = Imposta una posizione
tx-editor-not-loaded = L'editor non si è caricato. Se questo dispositivo è offline, connettiti a internet una volta per scaricarlo, poi riprova.
tx-close = Chiudi
tx-side-to-move = Muove
tx-clear = Svuota
tx-start-position = Posizione iniziale
tx-play-from-here = Gioca da qui
tx-play-computer = Gioca contro il computer da qui
tx-fen = FEN
tx-erase = Cancella
tx-white-man = Pedina bianca
tx-white-king = Damone bianco
tx-black-man = Pedina nera
tx-black-king = Damone nero
tx-position-ok = La posizione si può giocare.
tx-previous = Mossa precedente
tx-next = Mossa successiva
tx-embed-bad-options = Opzione di incorporamento non valida
tx-open-full = Apri in Damas
tx-embed-on-site = Incorpora in un sito web
tx-embed-hint = Incolla questo codice nella tua pagina: la damiera mostra questa partita e i visitatori possono ripercorrerla.
tx-copy-code = Copia il codice
tx-preview = Anteprima

## LascaTx: lasca_tx

lasca-tx-tagline = Lasca, il gioco a colonne di Emanuel Lasker (1911): gioca contro un amico sullo stesso dispositivo o contro il computer
lasca-tx-column-hint = Ogni clic mette il pezzo scelto in cima alla colonna di quella casella.
lasca-tx-white-soldier = Soldato bianco
lasca-tx-white-officer = Ufficiale bianco
lasca-tx-black-soldier = Soldato nero
lasca-tx-black-officer = Ufficiale nero
lasca-tx-take-top = Togli il pezzo in cima
lasca-tx-empty-square = Svuota la casella
lasca-tx-column-inspect = Tocca una colonna per vedere cosa contiene.
lasca-tx-lasca-rules = I soldati avanzano in diagonale, gli ufficiali si muovono in diagonale in entrambi i sensi. Saltando una colonna se ne prende solo il pezzo in cima, che finisce sotto la colonna che prende. La presa è obbligatoria; chi non ha mosse perde.

## Sentences around another text

# Why a paste opened nothing: `$why`, the error worded.
tools-could-not-open = Non è stato possibile aprirlo: { $why }.
# The friend's move `$move` in a game by links, and what to do next.
tools-friend-played = Il tuo amico ha giocato { $move }. Tocca a te — poi rimandagli il link.
