### The computer's words: the opponent's labels, what each level does, the analysis panel's evaluation and who plays whom.

## AiText: ai_text

ai-computer = Máquina
ai-opponent = Rival
ai-person = Una persona en este dispositivo
ai-the-computer = La máquina
ai-level = Nivel
ai-hint = Pista
ai-analysis = Análisis
ai-thinking = La máquina está pensando…
ai-depth = profundidad
ai-best-line = Mejor línea
ai-from-white = en peones, desde el lado de las blancas
ai-retry = Reintentar
ai-failed = La máquina no pudo responder
ai-unavailable = La máquina no pudo arrancar. Si el dispositivo no tiene conexión, conéctate a internet una vez para descargarla y vuelve a intentarlo.
ai-searching = Calculando…

## What a level does

ai-decimal-mark = ,
ai-level-description = { $depth ->
        [unlimited] calcula tan lejos como puede
       *[limited] calcula a { counted-ply } de profundidad
    }{ $time ->
        [unlimited] {""}
       *[limited] {" "}en un máximo de { $seconds } s
    }; { $errors ->
        [none] sin errores deliberados
        [rare] errores pequeños y poco frecuentes
        [some] algunos errores
        [frequent] errores frecuentes
       *[many] muchos errores graves
    }

## The analysis panel and who plays whom (`$side`: "white" or "black")

ai-wins-in = { $side ->
        [white] { side-white }
       *[black] { side-black }
    } ganan en { $n }
ai-versus = Juegas con { -side-subject(side: $side) } contra la máquina (nivel { $level }).
