### The page's fixed labels and the game's status.

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
# A PDN game's round of its event ("Round 3").
page-round = Ronda

## The status: whose turn it is, the compulsory capture, a draw rule near its end (`$side` is
## "white" or "black").

# Whose turn it is: `$who` is "you", "computer", "friend" (on another device) or "side"
# (two players at the device, named by their side).
status-turn = { $who ->
    [you] Tu turno ({ -colour(side: $side) })
    [computer] Turno de la máquina ({ -colour(side: $side) })
    [friend] Esperando a tu amigo ({ -colour(side: $side) })
   *[side] Juegan { -side-subject(side: $side) }
}
# Capturing is compulsory; with `$n`, every legal move takes that many pieces.
status-capture = La captura es obligatoria
status-capture-take = { status-capture }: debes capturar { counted-taken }
# A draw rule near its end, by the rule: `$n` moves left to each side.
status-countdown-king-moves = Tablas en { counted-move } por bando, salvo que se mueva un peón o haya una captura.
status-countdown-no-progress = Tablas en { counted-move } por bando sin capturas ni jugadas de peón.
status-countdown-ending = Este final será tablas en { counted-move } por bando si no se gana antes.
