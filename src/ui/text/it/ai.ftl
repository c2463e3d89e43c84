### The computer's words: the opponent's labels, what each level does, the analysis panel's evaluation and who plays whom.

## AiText: ai_text

ai-computer = Computer
ai-opponent = Avversario
ai-person = Una persona su questo dispositivo
ai-the-computer = Il computer
ai-level = Livello
ai-hint = Suggerimento
ai-analysis = Analisi
ai-thinking = Il computer sta pensando…
ai-depth = profondità
ai-best-line = Linea migliore
ai-from-white = in pedine, dal punto di vista del Bianco
ai-retry = Riprova
ai-failed = Il computer non è riuscito a rispondere
ai-unavailable = Il computer non è riuscito ad avviarsi. Se questo dispositivo è offline, connettiti a internet una volta per scaricarlo, poi riprova.
ai-searching = Ricerca in corso…

## What a level does

# The mark between a number's whole and its decimals, in `$seconds`.
ai-decimal-mark = ,
# How far it looks (`$depth`: "limited", to `$n` plies, or "unlimited"), how long it may think
# (`$time`: "limited", to `$seconds`, or "unlimited") and how often it errs on purpose (`$errors`:
# "none", "rare", "some", "frequent" or "many").
ai-level-description = { $depth ->
        [unlimited] calcola il più lontano possibile
       *[limited] calcola { counted-ply } in avanti
    }{ $time ->
        [unlimited] {""}
       *[limited] {" "}in al massimo { $seconds } s
    }; { $errors ->
        [none] nessun errore intenzionale
        [rare] piccoli errori rari
        [some] qualche errore
        [frequent] errori frequenti
       *[many] molti errori gravi
    }

## The analysis panel and who plays whom (`$side`: "white" or "black")

# A won position: `$side` wins in `$n` of its moves.
ai-wins-in = { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } vince in { counted-move }
# The player plays `$side` against the computer at level `$level`.
ai-versus = Giochi con { $side ->
        [white] il Bianco
       *[black] il Nero
    } contro il computer (livello { $level }).
