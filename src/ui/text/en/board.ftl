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
