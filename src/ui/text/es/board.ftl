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
