### The page's fixed labels and the game's status.

## Text: text

page-title = Damas
page-tagline = Играйте с другом на одном устройстве или с компьютером
page-new-game = Новая партия
page-start = Начать
page-variant-label = Вид шашек
page-bottom = Внизу
page-white-bottom = Белые
page-black-bottom = Чёрные
page-undo = Отменить ход
page-redo = Вернуть ход
page-first = В начало партии
page-last = К последнему ходу
page-flip = Перевернуть доску
page-coordinates = Координаты
page-coords-off = Нет
page-coords-numbers = Номера полей
page-coords-algebraic = Буквы a–h
page-animations = Анимация
page-language = Язык
page-moves = Ходы
page-type-move = Введите ход
page-play-typed = Сыграть
page-panels-not-loaded = Новая партия, настройки и обмен ссылками не загрузились. Если устройство без сети, подключитесь к интернету один раз, чтобы загрузить их, и попробуйте снова.
page-review-not-loaded = Разбор партии не загрузился. Если устройство без сети, подключитесь к интернету один раз, чтобы загрузить его, и попробуйте снова.
page-no-moves = Ходов пока нет.
page-promote-variation = Сделать основным вариантом
page-delete-variation = Удалить вариант
page-dismiss = Закрыть
page-board = Шашечная доска
page-settings = Настройки
page-viewing = Просмотр прежней позиции
page-result = Результат
# A PDN game's round of its event ("Round 3").
page-round = Тур

## The status: whose turn it is, the compulsory capture, a draw rule near its end (`$side` is
## "white" or "black").

# Whose turn it is: `$who` is "you", "computer", "friend" (on another device) or "side"
# (two players at the device, named by their side).
status-turn = { $who ->
    [you] Ваш ход ({ -side-lower(side: $side) })
    [computer] Ход компьютера ({ -side-lower(side: $side) })
    [friend] Ждём хода друга ({ -side-lower(side: $side) })
   *[side] Ход { -side-of(side: $side) }
}
# Capturing is compulsory; with `$n`, every legal move takes that many pieces.
status-capture = Бить обязательно
status-capture-take = { status-capture }: нужно взять { counted-taken }
# A draw rule near its end, by the rule: `$n` moves left to each side.
status-countdown-king-moves = Ничья через { counted-move } с каждой стороны, если не будет хода простой или взятия.
status-countdown-no-progress = Ничья через { counted-move } с каждой стороны без взятий и ходов простыми.
status-countdown-ending = Это окончание станет ничьей через { counted-move } с каждой стороны, если не будет выиграно раньше.
