
## TrainerText: trainer_text

trainer-title = Тренажёр эндшпиля
trainer-endings = Окончания
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
