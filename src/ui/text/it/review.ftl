### The game review: the panel, the judgements, and "learn from your mistakes".

## ReviewText: review_text

review-review = Analizza la partita
review-title = Analisi della partita
review-cancel = Annulla
review-close = Chiudi l'analisi
review-accuracy = Precisione
review-graph = Chi stava meglio, mossa per mossa (clicca per andare a una mossa)
review-checking = Verifica della tua mossa…
review-good = Bella mossa!
review-try-again = Riprova
review-show-best = Mostra la mossa migliore
review-next = Errore successivo
review-over = Era l'ultimo. Ben fatto!
review-stop = Torna all'analisi
review-inaccuracies = Imprecisioni
review-mistakes = Errori
review-blunders = Errori gravi

## Sentences around other texts (`$side`: "white" or "black")

# The review's progress, `$percent` done.
review-progress-line = Il computer sta esaminando la partita… { $percent } %
# Under a judged move: the best move `$best`.
review-best-was = La migliore era { $best }
# The button that starts a round of `$side`'s mistakes.
review-learn-from = Impara dagli errori { $side ->
        [white] del Bianco
       *[black] del Nero
    }
# The task at mistake `$which` of `$of`: `$side` played `$played` here.
review-learn-prompt = Errore { $which } di { $of }: qui { $side ->
        [white] il Bianco
       *[black] il Nero
    } ha giocato { $played }. Trova una mossa migliore.
# A try, `$tried`, that gives away too much.
review-poor-try = Neanche { $tried } è abbastanza buona.
