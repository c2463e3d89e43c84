### What a screen reader hears of the board.

## A group of pieces in the board's description

board-white-men = Белые простые
board-white-kings = Белые дамки
board-black-men = Чёрные простые
board-black-kings = Чёрные дамки

## A piece of a Lasca column, and the order a column is read in

board-white-soldier = белый солдат
board-white-officer = белый офицер
board-black-soldier = чёрный солдат
board-black-officer = чёрный офицер
board-bottom-to-top = снизу вверх

## The last move, `$move` in the player's notation

board-last-move = Последний ход: { $move }.
