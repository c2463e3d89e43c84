### What the page answers the player: why a move is refused, which capture path to choose, what
### happened to a link or a saved game that could not be opened.

## Squares as the player writes them: `$square`, `$from`, `$to`; a choice of `$count` squares is
## its `$last` and the ones before it, `$leading` (joined by commas).

# The squares to choose from: "22", "21, 22 o 27".
-message-squares = { $count ->
    [1] { $last }
   *[other] { $leading } o { $last }
}

# Where a capture starts from: "dalla casella 22", "dalle caselle 21, 22 o 27".
-message-from-squares = { $count ->
    [1] dalla casella { $last }
   *[other] dalle caselle { $leading } o { $last }
}

## A move refused.

message-not-your-piece = Quel pezzo non è tuo.
message-capture-available = C'è una presa possibile { -message-from-squares(count: $count, leading: $leading, last: $last) }.
message-take-maximum = Devi prendere il massimo: { counted-taken } { -message-from-squares(count: $count, leading: $leading, last: $last) }.
message-take-most-kings = Tra le prese più lunghe, devi fare quella che prende più damoni: { -message-from-squares(count: $count, leading: $leading, last: $last) }.
message-capture-with-king = Un damone può prendere, quindi prende il damone: { -message-from-squares(count: $count, leading: $leading, last: $last) }.
message-king-first = Devi fare la presa che incontra prima un damone: { -message-from-squares(count: $count, leading: $leading, last: $last) }.
message-man-cannot-take-king = In questo gioco la pedina non prende mai il damone.
message-men-forward-only = Le pedine muovono solo in avanti.
message-piece-cannot-move = Quel pezzo non ha mosse valide.
message-occupied = La casella { $square } è occupata.
message-off-line = I pezzi si muovono lungo le diagonali.
message-off-line-turkish = I pezzi si muovono lungo righe e colonne, non in diagonale.
message-one-square-man = La pedina muove di una casella alla volta, tranne quando prende.
message-one-square-king = In questo gioco il damone muove di una casella alla volta, tranne quando prende.
message-blocked = Un pezzo sbarra la strada al damone.
message-not-legal = { $from }-{ $to } non è una mossa valida.
message-choose-path = Più prese finiscono sulla casella { $square }: fai clic su una casella segnata del percorso che vuoi, oppure scegline una:
message-game-over = La partita è finita: annulla la mossa o inizia una nuova partita.
message-computer-turn = Tocca al computer.
message-friends-turn = Tocca al tuo amico: mandagli il link con la tua mossa.
message-friends-turn-live = Tocca al tuo amico: la tua mossa gli arriverà appena la giocherai.
message-lesson-over = Questa lezione è finita: riprovala o passa alla prossima.
message-light-square = { $square } è una casella chiara: i pezzi stanno e si muovono solo sulle caselle scure.
message-previous-kept = Questo link ha aperto un'altra partita: quella che stavi giocando è conservata.
message-study-missing = { $study ->
        [trainer] Non ci sono ancora lezioni sui finali per questo gioco.
       *[puzzle] Non ci sono ancora problemi per questo gioco.
    }
message-both-sides = Qui giochi sia con il Bianco sia con il Nero. Per giocare contro il computer, premi Gioca in alto.

## Lasca's refusals: it moves columns of soldiers and officers.

message-lasca-not-your-piece = Quella colonna non è tua.
message-lasca-men-forward-only = I soldati muovono solo in avanti.
message-lasca-piece-cannot-move = Quella colonna non ha mosse valide.
message-lasca-off-line = Le colonne si muovono lungo le diagonali.
message-lasca-one-square-man = Il soldato muove di una casella alla volta, tranne quando prende.
message-lasca-one-square-king = L'ufficiale muove di una casella alla volta, tranne quando prende.

## A typed move that does not read: `$text` as typed, `$example` a legal move.

message-unreadable-move = “{ $text }” non è una mossa.
message-unreadable-move-example = “{ $text }” non è una mossa: scrivine le caselle, per esempio { $example }.

## A link or a saved game not opened as it was: `$error` says what was wrong.

# The level asked for (`$level`) is not one of 1 to `$max`: the computer plays at `$default`.
message-level-dropped = Il link chiede il livello “{ $level }”, ma i livelli del computer vanno da 1 a { $max }: gioca al livello { $default }.
message-part-dropped = Una parte del link è stata ignorata ({ $error }).
# Where the game came from (`$source`: "link" or "saved") and what is shown instead
# (`$fallback`: "last-game" or "new-game").
message-load-failed = { $source ->
    [link] Questo link non descrive una partita valida
   *[saved] Non è stato possibile leggere la partita salvata
} ({ $error }). { $fallback ->
    [last-game] Al suo posto viene mostrata la tua ultima partita.
   *[new-game] Al suo posto è stata iniziata una nuova partita.
}
# The language chosen (`$language`, its own name) could not be downloaded.
message-library-full = La memoria di questo dispositivo è piena: la partita attende di essere salvata tra le tue partite ed entrerà quando le aprirai e ci sarà spazio. Esporta ed elimina qualche partita nella biblioteca per fare spazio.
message-language-missing = { $language } non è ancora su questo dispositivo: connettiti a internet una volta per passare a questa lingua.
