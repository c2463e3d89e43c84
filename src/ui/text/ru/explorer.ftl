### Справочник дебютов рядом с доской.

## ExplorerText: explorer_text

explorer-title = Справочник дебютов
explorer-hint = Ходы, сыгранные здесь в ваших партиях, и дебютная книга программы.
explorer-reading = Читаем ваши партии…
explorer-games = Ваших партий с этой позицией: { $n } из { $total }
explorer-none = Ни одна ваша партия не приходила к этой позиции.
explorer-unavailable = В этом браузере ваши партии прочитать нельзя.
explorer-move = Ход
explorer-count = Партии
explorer-results = Победа белых · ничья · победа чёрных
explorer-play = Сыграть { $move }
explorer-find = Партии с этой позицией
explorer-book = Дебютная книга программы
explorer-book-reading = Загружаем книгу…
explorer-book-none = Этой позиции нет в книге.
explorer-book-failed = Не удалось загрузить книгу. Подключитесь к интернету один раз, чтобы сохранить её на этом устройстве.
explorer-eval = Оценка (+ в пользу белых)
explorer-white-wins = Белые выигрывают
explorer-black-wins = Чёрные выигрывают
