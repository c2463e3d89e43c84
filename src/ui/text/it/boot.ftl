### The message a page shows when it cannot start (its script or WebAssembly did not load). The
### boot script says it before any wasm: scripts/post-build.mjs takes these one-line messages out of
### the words the page loads and into the boot script.

## Offline, for the part of the site that did not load.

boot-offline-app = Il gioco non è ancora stato scaricato su questo dispositivo e non c'è connessione. Connettiti a internet una volta per scaricarlo; dopo funziona anche offline.
boot-offline-puzzles = I problemi non sono ancora stati scaricati su questo dispositivo e non c'è connessione. Connettiti a internet una volta per scaricare i problemi; dopo funzionano anche offline.
boot-offline-lasca = Lasca non è ancora stata scaricata su questo dispositivo e non c'è connessione. Connettiti a internet una volta per scaricarla; dopo funziona anche offline.
boot-offline-study = Le lezioni e l'allenatore dei finali non sono ancora stati scaricati su questo dispositivo e non c'è connessione. Connettiti a internet una volta per scaricarli; dopo funzionano anche offline.
boot-offline-live = Il gioco dal vivo non è ancora stato scaricato su questo dispositivo e non c'è connessione. Una partita dal vivo richiede comunque una connessione: connettiti, poi riprova.

## Online.

boot-online-app = Impossibile caricare il gioco. Controlla la connessione e riprova.
boot-online-puzzles = Impossibile caricare i problemi. Controlla la connessione e riprova.
boot-online-lasca = Impossibile caricare Lasca. Controlla la connessione e riprova.
boot-online-study = Impossibile caricare le lezioni e l'allenatore dei finali. Controlla la connessione e riprova.
boot-online-live = Impossibile caricare il gioco dal vivo. Controlla la connessione e riprova.

## The button.

boot-retry = Riprova
