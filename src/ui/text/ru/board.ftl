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

## The keyboard's cursor on the board, said as it moves (the keys, once, before the first move of it)

board-keys = Стрелки ведут по доске; Enter или пробел выбирает шашку, затем её поле.
board-cursor-light = Светлое поле: сюда шашки не ходят.
board-cursor = { $square }: { $piece ->
        [white-man] белая простая
        [white-king] белая дамка
        [black-man] чёрная простая
        [black-king] чёрная дамка
        [white-soldier] белый солдат
        [white-officer] белый офицер
        [black-soldier] чёрный солдат
        [black-officer] чёрный офицер
       *[none] пусто
    }{ $mark ->
        [selected] , выбрана
        [dest] , сюда можно пойти
        [forced] , должна бить
        [selectable] , может ходить
       *[none] {""}
    }.
