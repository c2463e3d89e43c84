### The game's flow: its end, the players' decisions, the questions asked before a game in
### progress is thrown away.

## FlowText: flow_text

flow-game = Партия
flow-resign = Сдаться
flow-resign-question = Сдать эту партию?
flow-resign-confirm = Да, сдаться
flow-offer-draw = Предложить ничью
flow-draw-offer-stands = Ничья предложена
flow-take-back = Вернуть ход
flow-accept = Принять
flow-decline = Отклонить
flow-cancel = Отмена
flow-rematch = Реванш
flow-close = Закрыть
flow-new-game-question = Начать новую партию? Текущая партия будет потеряна.
flow-new-game-confirm = Начать новую
flow-keep-playing = Продолжить игру
flow-play-computer = Играть с компьютером
flow-you-play-white = За белых
flow-you-play-black = За чёрных
flow-your-side = Ваш цвет
flow-play = Играть
flow-clock = Часы
flow-no-clock = Без часов
flow-clocks = Часы
flow-white-clock = Белые
flow-black-clock = Чёрные
flow-notation = Нотация
flow-notation-numbers = Номера полей (22-17)
flow-notation-algebraic = Алгебраическая (c3-d4)

## How a game ended. `$side` is "white" or "black"; `$who` says whom a line is about: "you" (the
## player against the computer), "computer", or "side" (two players, named by their side).

# A side as the subject of a sentence (names.ftl's).
-flow-side = { $side ->
    [white] { side-white }
   *[black] { side-black }
}

# The result line: `$result` as the game writes it ("2-0"); `$who` won, `$side` the winner's
# ("none": a draw).
flow-result = { $who ->
    [you] Вы победили { $result }
    [computer] Вы проиграли { $result }
    [side] Победа { -side-of(side: $side) } { $result }
   *[none] Ничья { $result }
}

## Why the game ended: `$who` lost, `$side` the loser's.

flow-ending-no-pieces = { $who ->
    [you] Все ваши шашки взяты.
    [computer] У компьютера не осталось шашек.
   *[side] У { -side-of(side: $side) } не осталось шашек.
}
flow-ending-no-move = { $who ->
    [you] У вас нет ходов.
    [computer] У компьютера нет ходов.
   *[side] У { -side-of(side: $side) } нет ходов.
}
flow-ending-draw-agreed = Ничья по соглашению.
flow-ending-resigned = { $who ->
    [you] Вы сдались.
    [computer] Компьютер сдался.
   *[side] { -flow-side(side: $side) } сдались.
}
# The computer's time never runs out: its side is named like a player's.
flow-ending-flagged = { $who ->
    [you] Ваше время истекло.
   *[side] Время { -side-of(side: $side) } истекло.
}

## Why a game was drawn: `$n` moves.

flow-draw-repetition = Позиция повторилась: ничья по повторению.
flow-draw-king-moves = { counted-move } с каждой стороны только дамками и без взятий.
flow-draw-no-progress = { counted-move } с каждой стороны без взятий и ходов простыми.
flow-draw-endgame = Окончание не выиграно за { counted-move }.
flow-draw-one-piece-each = Одна шашка против одной.

## A draw offered: by `$side` to the other player at the device, or by the player to the computer.

flow-draw-offered = { -flow-side(side: $side) } предлагают ничью.
flow-draw-offer-sent = Вы предложили ничью: компьютер ответит своим ходом.
flow-draw-declined = Компьютер отклоняет ничью и продолжает игру.
