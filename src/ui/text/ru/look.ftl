
## LookText: look_text

look-board = Доска
look-pieces = Шашки
look-page = Страница
look-sound = Звуки
look-theme-wood = Дерево
look-theme-tournament = Турнирная (зелёная)
look-theme-slate = Сланец (синяя)
look-theme-contrast = Высокий контраст
look-set-classic = Классические
look-set-flat = Плоские
look-set-print = Для печати
look-palette-system = Как в системе
look-palette-light = Светлая
look-palette-dark = Тёмная
