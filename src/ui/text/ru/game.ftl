
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
