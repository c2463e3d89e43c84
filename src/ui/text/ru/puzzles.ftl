
## PuzzleText: puzzle_text

puzzle-task = Найдите выигрывающий ход. Ваша сторона внизу.
puzzle-solved = Решено!
puzzle-failed = Не этот ход.
puzzle-refutation = Соперник отвечает
puzzle-hint = Подсказка
puzzle-solution = Решение
puzzle-solution-line = Решение:
puzzle-retry = Ещё раз
puzzle-next = Следующая задача
puzzle-streak = Серия
puzzle-streak-end = Серия окончена. Лучшая:
puzzle-rating = Рейтинг
puzzle-history = Решено / ошибок
puzzle-loading = Загрузка задач…
puzzle-load-failed = Не удалось загрузить задачи. Подключитесь к сети один раз, чтобы скачать их.
puzzle-all-solved = Вы решили все задачи этой игры.
puzzle-back = Вернуться к партии
puzzle-themes = Темы
puzzle-puzzle-rating = рейтинг задачи

## PuzzleTheme: theme_text

puzzle-theme-shot = удар (многократное взятие)
puzzle-theme-sacrifice = жертва
puzzle-theme-quiet = тихий ход
puzzle-theme-crown = прорыв в дамки
puzzle-theme-king-ending = дамочный эндшпиль
puzzle-theme-win = форсированный выигрыш
