### What a screen reader hears of the board.

## A group of pieces in the board's description

board-white-men = Pedras brancas
board-white-kings = Damas brancas
board-black-men = Pedras pretas
board-black-kings = Damas pretas

## A piece of a Lasca column, and the order a column is read in

board-white-soldier = soldado branco
board-white-officer = oficial branco
board-black-soldier = soldado preto
board-black-officer = oficial preto
board-bottom-to-top = de baixo para cima

## The last move, `$move` in the player's notation

board-last-move = Último lance: { $move }.
