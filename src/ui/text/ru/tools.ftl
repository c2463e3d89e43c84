### Sharing, opening, PDN, the editor, embedding, updates and the Lasca page's own labels.

## Tx: tx

tx-update-ready = Готова новая версия Damas.
tx-reload = Обновить
tx-later = Позже
tx-offline-all = Сделать всё доступным без сети
tx-offline-ready = Всё доступно без сети.
tx-offline-busy = Загрузка…
tx-share = Поделиться
tx-copy-game-link = Копировать ссылку на партию
tx-copy-position-link = Копировать ссылку на позицию
tx-send-reply = Отправить сопернику
tx-two-players-here = Два игрока за одним устройством.
tx-send-to-friend = Отправить другу
tx-your-move-then-send = Ваш ход — потом отправьте его другу.
tx-send-your-move = Теперь отправьте свой ход другу.
tx-send-your-move-button = Отправить ход
tx-game-over-send = Партия окончена: отправьте последний ход другу.
tx-reply-hint = Игра по ссылке: после своего хода отправьте ссылку; друг откроет её, ответит и пришлёт свою.
tx-reply-message = Ваш ход в нашей партии в шашки:
tx-shared = Ссылка отправлена.
tx-copied = Ссылка скопирована.
tx-copy-failed = Не удалось скопировать: выделите текст и скопируйте его.
tx-resume-previous = Вернуться к моей прежней партии
tx-previous-kept = Вы открыли присланную партию; ваша прежняя партия сохранена.
tx-open = Открыть
tx-open-placeholder = Вставьте ссылку, FEN или партию в PDN
tx-open-button = Открыть
tx-open-file = Файл PDN…
tx-choose-game = Несколько партий: выберите одну
tx-opened = Открыто.
tx-for-variant = Вид шашек для FEN
tx-pdn = PDN
tx-copy-pdn = Копировать PDN
tx-download-pdn = Скачать PDN
tx-image = Картинка
tx-editor = Редактор позиции
tx-editor-hint = Выберите шашку и нажимайте на поля (повторное нажатие убирает её).
tx-edit-position = Расставить позицию
tx-editor-not-loaded = Редактор не загрузился. Если устройство без сети, подключитесь к интернету один раз, чтобы загрузить его, и попробуйте снова.
tx-close = Закрыть
tx-side-to-move = Ход
tx-clear = Очистить
tx-start-position = Начальная позиция
tx-play-from-here = Играть отсюда
tx-play-computer = Играть с компьютером отсюда
tx-fen = FEN
tx-erase = Стереть
tx-white-man = Белая простая
tx-white-king = Белая дамка
tx-black-man = Чёрная простая
tx-black-king = Чёрная дамка
tx-position-ok = Эту позицию можно играть.
tx-previous = Предыдущий ход
tx-next = Следующий ход
tx-embed-bad-options = Неверный параметр встраивания
tx-open-full = Открыть в Damas
tx-embed-on-site = Встроить на сайт
tx-embed-hint = Вставьте этот код на свою страницу: доска покажет эту партию, и посетители смогут её пролистать.
tx-copy-code = Скопировать код
tx-preview = Предпросмотр

## LascaTx: lasca_tx

lasca-tx-tagline = Ласка, игра колоннами Эмануэля Ласкера (1911): играйте с другом на одном устройстве или с компьютером
lasca-tx-column-hint = Каждое нажатие кладёт выбранную шашку на верх колонны.
lasca-tx-white-soldier = Белый солдат
lasca-tx-white-officer = Белый офицер
lasca-tx-black-soldier = Чёрный солдат
lasca-tx-black-officer = Чёрный офицер
lasca-tx-take-top = Снять верхнюю шашку
lasca-tx-empty-square = Очистить поле
lasca-tx-column-inspect = Нажмите на колонну, чтобы увидеть, из чего она состоит.
lasca-tx-lasca-rules = Солдаты ходят по диагонали вперёд, офицеры — вперёд и назад. Взятие через колонну забирает только её верхнюю шашку, которая уходит под низ бьющей колонны. Бить обязательно; у кого нет хода, тот проиграл.

## Sentences around another text

tools-could-not-open = Не удалось открыть: { $why }.
tools-friend-played = Ваш друг сыграл { $move }. Ваш ход — потом отправьте ссылку обратно.
