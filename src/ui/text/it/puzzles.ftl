
## PuzzleText: puzzle_text

puzzle-task = Trova la mossa vincente. I tuoi pezzi sono in basso.
puzzle-solved = Risolto!
puzzle-failed = Non è questa la mossa.
puzzle-refutation = L'avversario risponde
puzzle-hint = Suggerimento
puzzle-solution = Soluzione
puzzle-solution-line = Soluzione:
puzzle-retry = Riprova
puzzle-next = Problema successivo
puzzle-streak = Serie
puzzle-streak-end = La serie è finita. Record:
puzzle-rating = Punteggio
puzzle-history = Risolti / sbagliati
puzzle-loading = Caricamento dei problemi…
puzzle-load-failed = Non è stato possibile caricare i problemi. Connettiti una volta per scaricarli.
puzzle-all-solved = Hai risolto tutti i problemi di questa variante.
puzzle-back = Torna alla partita
puzzle-themes = Temi
puzzle-puzzle-rating = punteggio del problema

## PuzzleTheme: theme_text

puzzle-theme-shot = colpo (presa multipla)
puzzle-theme-sacrifice = sacrificio
puzzle-theme-quiet = mossa tranquilla
puzzle-theme-crown = sfondamento per andare a dama
puzzle-theme-king-ending = finale di damoni
puzzle-theme-win = vittoria forzata
