
## LearnText: learn_text

learn-title = Учимся играть
learn-learn = Правила игры
learn-lessons = Уроки
learn-done = Отлично! Именно таково правило.
learn-missed = Такой ход возможен, но урок просит другое. Попробуйте ещё раз.
learn-next = Следующий урок
learn-retry = Ещё раз
learn-back = Вернуться к партии
learn-rules = Правила:
learn-other-games = Уроки другой игры
learn-exposed = Так ходить можно, но там дамку сразу побьют. Остановитесь на поле, где она в безопасности.
learn-play-computer = Теперь сыграйте с компьютером
learn-international-note = В международных шашках правила бразильских, только на доске 10×10.
