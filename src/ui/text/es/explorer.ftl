### El explorador de aperturas junto al tablero.

## ExplorerText: explorer_text

explorer-title = Explorador de aperturas
explorer-hint = Las jugadas hechas aquí en tus partidas, y el libro del motor.
explorer-reading = Leyendo tus partidas…
explorer-games = Tus partidas con esta posición: { $n } de { $total }
explorer-none = Ninguna de tus partidas llegó a esta posición.
explorer-unavailable = Tus partidas no se pueden leer en este navegador.
explorer-move = Jugada
explorer-count = Partidas
explorer-results = Ganaron blancas · tablas · ganaron negras
explorer-play = Jugar { $move }
explorer-find = Partidas con esta posición
explorer-book = El libro del motor
explorer-book-reading = Cargando el libro…
explorer-book-none = Esta posición no está en el libro.
explorer-book-failed = No se pudo cargar el libro. Conéctate a internet una vez para guardarlo en este dispositivo.
explorer-eval = Evaluación (+ es bueno para las blancas)
explorer-white-wins = Ganan las blancas
explorer-black-wins = Ganan las negras
