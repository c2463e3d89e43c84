### The game review: the panel, the judgements, and "learn from your mistakes".

## ReviewText: review_text

review-review = Analizar la partida
review-title = Análisis de la partida
review-cancel = Cancelar
review-close = Cerrar el análisis
review-accuracy = Precisión
review-graph = Quién estaba mejor, jugada a jugada (haz clic para ir a una jugada)
review-checking = Comprobando tu jugada…
review-good = ¡Buena jugada!
review-try-again = Reintentar
review-show-best = Mostrar la mejor jugada
review-next = Siguiente error
review-over = Ese era el último. ¡Muy bien!
review-stop = Volver al análisis
review-inaccuracies = Imprecisiones
review-mistakes = Errores
review-blunders = Errores graves

## Sentences around other texts (`$side`: "white" or "black")

review-progress-line = La máquina está analizando la partida… { $percent } %
review-best-was = Lo mejor era { $best }
review-learn-from = Aprender de los errores de las { -colour(side: $side) }
review-learn-prompt = Error { $which } de { $of }: aquí { -side-subject(side: $side) } jugaron { $played }. Encuentra una jugada mejor.
review-poor-try = { $tried } tampoco basta.
