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

## The keyboard's cursor on the board, said as it moves (the keys, once, before the first move of it)

board-keys = As setas andam pelo tabuleiro; Enter ou Espaço escolhe uma peça e depois a sua casa.
board-cursor-light = Uma casa clara: nenhuma peça vai lá.
board-cursor = { $square }: { $piece ->
        [white-man] pedra branca
        [white-king] dama branca
        [black-man] pedra preta
        [black-king] dama preta
        [white-soldier] soldado branco
        [white-officer] oficial branco
        [black-soldier] soldado preto
        [black-officer] oficial preto
       *[none] vazia
    }{ $mark ->
        [selected] , escolhida
        [dest] , casa aonde ela pode ir
        [forced] , deve capturar
        [selectable] , pode mover
       *[none] {""}
    }.
