### The endgame trainer: its labels, each ending's words and the distance with best play.

## TrainerText: trainer_text

trainer-title = Тренажёр эндшпиля
trainer-back = Вернуться к партии
trainer-preparing = Подбираем позицию…
trainer-draw = При лучшей игре — ничья.
trainer-unknown = Не удалось загрузить базу окончаний; компьютер защищается расчётом.
trainer-new-start = Новая позиция
trainer-retry-ending = Начать этот эндшпиль заново
trainer-take-back = Вернуть ход
trainer-show-best = Показать лучший ход
trainer-best-move = Лучший ход:
trainer-won = Вы победили безупречную защиту!
trainer-drawn = Ничья.
trainer-lost = Поражение.
trainer-goal-win = Вы играете белыми: выиграйте.
trainer-goal-draw = Вы играете белыми: добейтесь ничьей.
trainer-verdict-best = Ваш последний ход — лучший.
trainer-verdict-kept = Последний ход сохранил выигрыш, но был и более быстрый.
trainer-verdict-lost-win = Последний ход упустил выигрыш: теперь ничья.
trainer-verdict-lost = Ваш последний ход проигрывает.

## Each ending's name and what it teaches, named by its id

trainer-ending-three-kings-name = Три дамки против одной
trainer-ending-three-kings-lesson = Владейте большой дорогой и загоните дамку в треугольник Петрова.
trainer-ending-two-kings-name = Две дамки против одной
trainer-ending-two-kings-lesson = Дамки ходят на одно поле: выгоните одинокую дамку из двойного угла.
trainer-ending-two-kings-man-name = Две дамки и простая против дамки
trainer-ending-two-kings-man-lesson = Проведите простую в дамки вовремя или выиграйте, не проводя её.
trainer-ending-king-two-men-name = Дамка против двух простых
trainer-ending-king-two-men-lesson = Поймайте простые, пока они не прошли в дамки.
trainer-ending-man-race-name = Простая против простой
trainer-ending-man-race-lesson = Выиграйте гонку в дамки: считайте темпы.
trainer-ending-two-kings-v-king-man-name = Две дамки против дамки и простой
trainer-ending-two-kings-v-king-man-lesson = Выиграйте простую, не дав дамке занять большую дорогу.
trainer-ending-diagonal-name = Одинокая дамка на большой дороге
trainer-ending-diagonal-lesson = Три дамки против вашей: держитесь большой дороги — и ничья.

## The distance with best play, `$n` moves

trainer-win-in = Белые выигрывают за { counted-move } при лучшей игре.
