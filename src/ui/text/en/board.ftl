### What a screen reader hears of the board.

## A group of pieces in the board's description

board-white-men = White men
board-white-kings = White kings
board-black-men = Black men
board-black-kings = Black kings

## A piece of a Lasca column, and the order a column is read in

board-white-soldier = white soldier
board-white-officer = white officer
board-black-soldier = black soldier
board-black-officer = black officer
board-bottom-to-top = bottom to top

## The last move, `$move` in the player's notation

board-last-move = Last move: { $move }.

## The keyboard's cursor on the board, said as it moves (the keys, once, before the first move of it)

board-keys = Arrow keys move over the board; Enter or Space picks a piece, then its square.
board-cursor-light = A light square: no piece goes there.
board-cursor = { $square }: { $piece ->
        [white-man] white man
        [white-king] white king
        [black-man] black man
        [black-king] black king
        [white-soldier] white soldier
        [white-officer] white officer
        [black-soldier] black soldier
        [black-officer] black officer
       *[none] empty
    }{ $mark ->
        [selected] , selected
        [dest] , a square it can go to
        [forced] , must capture
        [selectable] , can move
       *[none] {""}
    }.
