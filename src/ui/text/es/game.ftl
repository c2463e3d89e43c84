
## Text: text

page-title = Damas
page-tagline = Juega contra un amigo en el mismo dispositivo o contra la máquina
page-new-game = Nueva partida
page-start = Empezar
page-variant-label = Variante
page-bottom = Abajo
page-white-bottom = Blancas
page-black-bottom = Negras
page-undo = Deshacer
page-redo = Rehacer
page-first = Ir al inicio
page-last = Ir a la última jugada
page-flip = Girar el tablero
page-coordinates = Coordenadas
page-coords-off = Ninguna
page-coords-numbers = Números de casilla
page-coords-algebraic = Letras a–h
page-animations = Animaciones
page-language = Idioma
page-moves = Jugadas
page-type-move = Escribe una jugada
page-play-typed = Jugar
page-panels-not-loaded = El formulario de nueva partida, los ajustes y compartir no se cargaron. Si el dispositivo no tiene conexión, conéctate a internet una vez para descargarlos y vuelve a intentarlo.
page-review-not-loaded = La revisión de la partida no se cargó. Si el dispositivo no tiene conexión, conéctate a internet una vez para descargarla y vuelve a intentarlo.
page-no-moves = Aún no hay jugadas.
page-promote-variation = Hacer línea principal
page-delete-variation = Borrar variante
page-dismiss = Cerrar
page-board = Tablero de damas
page-settings = Ajustes
page-viewing = Viendo una posición anterior
page-result = Resultado
