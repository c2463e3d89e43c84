### The computer's words: the opponent's labels, what each level does, the analysis panel's evaluation and who plays whom.

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

## What a level does

ai-decimal-mark = ,
ai-level-description = { $depth ->
        [unlimited] считает так далеко, как может
       *[limited] считает на { counted-ply } вперёд
    }{ $time ->
        [unlimited] {""}
       *[limited] , не дольше { $seconds } с
    }; { $errors ->
        [none] без намеренных ошибок
        [rare] редкие мелкие ошибки
        [some] иногда ошибается
        [frequent] часто ошибается
       *[many] много грубых ошибок
    }

## The analysis panel and who plays whom (`$side`: "white" or "black")

ai-wins-in = { $side ->
        [white] { side-white }
       *[black] { side-black }
    } выигрывают в { counted-move }
ai-versus = Вы играете { -side-with(side: $side) } против компьютера (уровень { $level }).
