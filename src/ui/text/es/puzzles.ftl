
## PuzzleText: puzzle_text

puzzle-task = Encuentra la jugada ganadora. Tu bando está abajo.
puzzle-solved = ¡Resuelto!
puzzle-failed = No es esta jugada.
puzzle-refutation = Tu rival responde
puzzle-hint = Pista
puzzle-solution = Solución
puzzle-solution-line = Solución:
puzzle-retry = Reintentar
puzzle-next = Siguiente problema
puzzle-streak = Racha
puzzle-streak-end = Se acabó la racha. Mejor:
puzzle-rating = Puntuación
puzzle-history = Resueltos / fallados
puzzle-loading = Cargando los problemas…
puzzle-load-failed = No se pudieron cargar los problemas. Conéctate una vez para descargarlos.
puzzle-all-solved = Resolviste todos los problemas de este juego.
puzzle-back = Volver a la partida
puzzle-themes = Temas
puzzle-puzzle-rating = puntuación del problema

## PuzzleTheme: theme_text

puzzle-theme-shot = golpe (captura múltiple)
puzzle-theme-sacrifice = sacrificio
puzzle-theme-quiet = jugada tranquila
puzzle-theme-crown = avance a la coronación
puzzle-theme-king-ending = final de damas
puzzle-theme-win = victoria forzada
