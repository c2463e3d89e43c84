### The game review: the panel, the judgements, and "learn from your mistakes".

## ReviewText: review_text

review-review = Разобрать партию
review-title = Разбор партии
review-cancel = Отмена
review-close = Закрыть разбор
review-accuracy = Точность
review-graph = Чья позиция лучше, ход за ходом (нажмите, чтобы перейти к ходу)
review-checking = Проверяем ваш ход…
review-good = Хороший ход!
review-try-again = Ещё раз
review-show-best = Показать лучший ход
review-next = Следующая ошибка
review-over = Это была последняя ошибка. Отлично!
review-stop = Вернуться к разбору
review-inaccuracies = Неточности
review-mistakes = Ошибки
review-blunders = Грубые ошибки

## Sentences around other texts (`$side`: "white" or "black")

review-progress-line = Компьютер разбирает партию… { $percent } %
review-best-was = Лучше было { $best }
review-learn-from = Работа над ошибками { -side-of(side: $side) }
review-learn-prompt = Ошибка { $which } из { $of }: здесь { -side-lower(side: $side) } сыграли { $played }. Найдите ход лучше.
review-poor-try = Ход { $tried } тоже недостаточно хорош.
