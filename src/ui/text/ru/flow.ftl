
## FlowText: flow_text

flow-game = Партия
flow-resign = Сдаться
flow-resign-question = Сдать эту партию?
flow-resign-confirm = Да, сдаться
flow-offer-draw = Предложить ничью
flow-draw-offer-stands = Ничья предложена
flow-take-back = Вернуть ход
flow-accept = Принять
flow-decline = Отклонить
flow-cancel = Отмена
flow-rematch = Реванш
flow-close = Закрыть
flow-new-game-question = Начать новую партию? Текущая партия будет потеряна.
flow-new-game-confirm = Начать новую
flow-keep-playing = Продолжить игру
flow-play-computer = Играть с компьютером
flow-you-play-white = За белых
flow-you-play-black = За чёрных
flow-your-side = Ваш цвет
flow-play = Играть
flow-clock = Часы
flow-no-clock = Без часов
flow-clocks = Часы
flow-white-clock = Белые
flow-black-clock = Чёрные
flow-notation = Нотация
flow-notation-numbers = Номера полей (22-17)
flow-notation-algebraic = Алгебраическая (c3-d4)
