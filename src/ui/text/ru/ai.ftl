
## AiText: ai_text

ai-computer = Компьютер
ai-opponent = Соперник
ai-person = Человек за этим устройством
ai-the-computer = Компьютер
ai-level = Уровень
ai-hint = Подсказка
ai-analysis = Анализ
ai-thinking = Компьютер думает…
ai-depth = глубина
ai-best-line = Лучший вариант
ai-from-white = в шашках, с точки зрения белых
ai-retry = Попробовать снова
ai-failed = Компьютер не смог ответить
ai-unavailable = Компьютер не смог запуститься. Если устройство без сети, подключитесь к интернету один раз, чтобы загрузить его, и попробуйте снова.
ai-searching = Идёт расчёт…
