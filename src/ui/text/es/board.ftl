### What a screen reader hears of the board.

## A group of pieces in the board's description

board-white-men = Peones blancos
board-white-kings = Damas blancas
board-black-men = Peones negros
board-black-kings = Damas negras

## A piece of a Lasca column, and the order a column is read in

board-white-soldier = soldado blanco
board-white-officer = oficial blanco
board-black-soldier = soldado negro
board-black-officer = oficial negro
board-bottom-to-top = de abajo arriba

## The last move, `$move` in the player's notation

board-last-move = Última jugada: { $move }.

## The keyboard's cursor on the board, said as it moves (the keys, once, before the first move of it)

board-keys = Las flechas recorren el tablero; Intro o Espacio elige una pieza y luego su casilla.
board-cursor-light = Una casilla clara: ninguna pieza va allí.
board-cursor = { $square }: { $piece ->
        [white-man] peón blanco
        [white-king] dama blanca
        [black-man] peón negro
        [black-king] dama negra
        [white-soldier] soldado blanco
        [white-officer] oficial blanco
        [black-soldier] soldado negro
        [black-officer] oficial negro
       *[none] vacía
    }{ $mark ->
        [selected] , elegida
        [dest] , casilla adonde puede ir
        [forced] , debe capturar
        [selectable] , puede mover
       *[none] {""}
    }.
