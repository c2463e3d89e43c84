
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
