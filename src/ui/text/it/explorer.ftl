### L'esploratore delle aperture accanto alla damiera.

## ExplorerText: explorer_text

explorer-title = Esploratore delle aperture
explorer-hint = Le mosse giocate qui nelle tue partite, e il libro del motore.
explorer-reading = Lettura delle tue partite…
explorer-games = Tue partite con questa posizione: { $n } su { $total }
explorer-none = Nessuna delle tue partite è arrivata a questa posizione.
explorer-unavailable = Le tue partite non si possono leggere in questo browser.
explorer-move = Mossa
explorer-count = Partite
explorer-results = Vince il bianco · patta · vince il nero
explorer-play = Gioca { $move }
explorer-find = Partite con questa posizione
explorer-book = Il libro del motore
explorer-book-reading = Caricamento del libro…
explorer-book-none = Questa posizione non è nel libro.
explorer-book-failed = Impossibile caricare il libro. Connettiti a internet una volta per conservarlo su questo dispositivo.
explorer-eval = Valutazione (+ è buono per il bianco)
explorer-white-wins = Vince il bianco
explorer-black-wins = Vince il nero
