### What the page answers the player: why a move is refused, which capture path to choose, what
### happened to a link or a saved game that could not be opened.

## Squares as the player writes them: `$square`, `$from`, `$to`; a choice of `$count` squares is
## its `$last` and the ones before it, `$leading` (joined by commas).

# Where a capture starts from: "с поля 22", "с полей 21, 22 или 27".
-message-from-squares = { $count ->
    [1] с поля { $last }
   *[other] с полей { $leading } или { $last }
}

## A move refused.

message-not-your-piece = Это не ваша шашка.
message-capture-available = Бить обязательно: есть взятие { -message-from-squares(count: $count, leading: $leading, last: $last) }.
message-take-maximum = Нужно взять наибольшее число шашек: { counted-taken } { -message-from-squares(count: $count, leading: $leading, last: $last) }.
message-take-most-kings = Из самых длинных взятий нужно выбрать то, что берёт больше дамок: { -message-from-squares(count: $count, leading: $leading, last: $last) }.
message-capture-with-king = Дамка может бить, значит, бьёт дамка: { -message-from-squares(count: $count, leading: $leading, last: $last) }.
message-king-first = Нужно выбрать взятие, которое раньше встречает дамку: { -message-from-squares(count: $count, leading: $leading, last: $last) }.
message-man-cannot-take-king = В этой игре простая никогда не бьёт дамку.
message-men-forward-only = Простые ходят только вперёд.
message-piece-cannot-move = Этой шашке некуда ходить.
message-occupied = Поле { $square } занято.
message-off-line = Шашки ходят по диагоналям.
message-off-line-turkish = Шашки ходят по горизонтали и вертикали, а не по диагонали.
message-one-square-man = Простая ходит на одно поле, если не бьёт.
message-one-square-king = В этой игре дамка ходит на одно поле, если не бьёт.
message-blocked = На пути дамки стоит шашка.
message-not-legal = Ход { $from }-{ $to } невозможен.
message-choose-path = Несколько взятий заканчиваются на поле { $square }: нажмите отмеченное поле на нужном пути или выберите:
message-game-over = Партия окончена: отмените ход или начните новую партию.
message-computer-turn = Сейчас ход компьютера.
message-friends-turn = Сейчас ход вашего друга: отправьте ему ссылку со своим ходом.
message-friends-turn-live = Сейчас ход вашего друга: ваш ход дойдёт до него, как только вы его сделаете.
message-lesson-over = Этот урок окончен: попробуйте ещё раз или перейдите к следующему.
message-light-square = { $square } — светлое поле: шашки стоят и ходят только по тёмным полям.
message-previous-kept = Эта ссылка открыла другую партию: ваша начатая партия сохранена.
message-study-missing = { $study ->
        [trainer] Для этой игры эндшпилей для тренировки пока нет.
       *[puzzle] Для этой игры задач пока нет.
    }
message-both-sides = Вы играете здесь за обе стороны. Чтобы играть с компьютером, нажмите «Играть» вверху.

## Lasca's refusals: it moves columns of soldiers and officers.

message-lasca-not-your-piece = Это не ваша колонна.
message-lasca-men-forward-only = Солдаты ходят только вперёд.
message-lasca-piece-cannot-move = Этой колонне некуда ходить.
message-lasca-off-line = Колонны ходят по диагоналям.
message-lasca-one-square-man = Солдат ходит на одно поле, если не бьёт.
message-lasca-one-square-king = Офицер ходит на одно поле, если не бьёт.

## A typed move that does not read: `$text` as typed, `$example` a legal move.

message-unreadable-move = «{ $text }» — не ход.
message-unreadable-move-example = «{ $text }» — не ход: введите поля, например { $example }.

## A link or a saved game not opened as it was: `$error` says what was wrong.

# The level asked for (`$level`) is not one of 1 to `$max`: the computer plays at `$default`.
message-level-dropped = В ссылке указан уровень «{ $level }», но уровни компьютера — от 1 до { $max }: он играет на уровне { $default }.
message-part-dropped = Часть ссылки пропущена ({ $error }).
# Where the game came from (`$source`: "link" or "saved") and what is shown instead
# (`$fallback`: "last-game" or "new-game").
message-load-failed = { $source ->
    [link] Эта ссылка не описывает правильную партию
   *[saved] Не удалось прочитать сохранённую партию
} ({ $error }). { $fallback ->
    [last-game] Вместо неё показана ваша последняя партия.
   *[new-game] Вместо неё начата новая партия.
}
# The language chosen (`$language`, its own name) could not be downloaded.
message-library-full = Память этого устройства заполнена: партия ждёт сохранения в ваших партиях и будет сохранена, когда вы откроете их и появится место. Экспортируйте и удалите часть партий в библиотеке, чтобы освободить место.
message-language-missing = Язык «{ $language }» ещё не загружен на это устройство: подключитесь к интернету один раз, чтобы переключиться на него.
