
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
