### What a screen reader hears of the board.

## A group of pieces in the board's description

board-white-men = Pedine bianche
board-white-kings = Damoni bianchi
board-black-men = Pedine nere
board-black-kings = Damoni neri

## A piece of a Lasca column, and the order a column is read in

board-white-soldier = soldato bianco
board-white-officer = ufficiale bianco
board-black-soldier = soldato nero
board-black-officer = ufficiale nero
board-bottom-to-top = dal basso verso l'alto

## The last move, `$move` in the player's notation

board-last-move = Ultima mossa: { $move }.

## The keyboard's cursor on the board, said as it moves (the keys, once, before the first move of it)

board-keys = I tasti freccia percorrono la damiera; Invio o Spazio sceglie un pezzo, poi la sua casella.
board-cursor-light = Una casella chiara: lì non va nessun pezzo.
# "selezionata" agrees with the piece: pedina (feminine), damone, soldato, ufficiale (masculine).
board-cursor = { $square }: { $piece ->
        [white-man] pedina bianca
        [white-king] damone bianco
        [black-man] pedina nera
        [black-king] damone nero
        [white-soldier] soldato bianco
        [white-officer] ufficiale bianco
        [black-soldier] soldato nero
        [black-officer] ufficiale nero
       *[none] vuota
    }{ $mark ->
        [selected] { $piece ->
            [white-man] , selezionata
            [black-man] , selezionata
           *[other] , selezionato
        }
        [dest] , casella dove può andare
        [forced] , deve prendere
        [selectable] , può muovere
       *[none] {""}
    }.
