### What the page answers the player: why a move is refused, which capture path to choose, what
### happened to a link or a saved game that could not be opened.

## Squares as the player writes them: `$square`, `$from`, `$to`; a choice of `$count` squares is
## its `$last` and the ones before it, `$leading` (joined by commas).

# "o", written "u" before a square said with an "o": 8 (ocho), 11 (once); squares go up to 50,
# and names (c3, e4) start with a letter a to h.
-message-or = { $next ->
    [8] u
    [11] u
   *[other] o
}

# Where a capture starts from: "desde la casilla 22", "desde las casillas 21, 22 o 27", "7 u 8".
-message-from-squares = { $count ->
    [1] desde la casilla { $last }
   *[other] desde las casillas { $leading } { -message-or(next: $last) } { $last }
}

## A move refused.

message-not-your-piece = Esa pieza no es tuya.
message-capture-available = Hay una captura disponible { -message-from-squares(count: $count, leading: $leading, last: $last) }.
message-take-maximum = Debes capturar el máximo: { counted-taken } { -message-from-squares(count: $count, leading: $leading, last: $last) }.
message-take-most-kings = De las capturas mayores, debes hacer la que captura más damas: { -message-from-squares(count: $count, leading: $leading, last: $last) }.
message-capture-with-king = Una dama puede capturar, así que captura la dama: { -message-from-squares(count: $count, leading: $leading, last: $last) }.
message-king-first = Debes hacer la captura que encuentra antes una dama: { -message-from-squares(count: $count, leading: $leading, last: $last) }.
message-man-cannot-take-king = En este juego un peón nunca captura una dama.
message-men-forward-only = Los peones solo avanzan.
message-piece-cannot-move = Esa pieza no tiene ninguna jugada posible.
message-occupied = La casilla { $square } está ocupada.
message-off-line = Las piezas se mueven en diagonal.
message-off-line-turkish = Las piezas se mueven por filas y columnas, no en diagonal.
message-one-square-man = El peón avanza una sola casilla, salvo cuando captura.
message-one-square-king = En este juego la dama se mueve una sola casilla, salvo cuando captura.
message-blocked = Hay una pieza en el camino de la dama.
message-not-legal = { $from }-{ $to } no es una jugada válida.
message-choose-path = Varias capturas terminan en la casilla { $square }: haz clic en una casilla marcada del camino que quieras, o elige:
message-game-over = La partida terminó: deshaz una jugada o empieza otra.
message-computer-turn = Es el turno de la máquina.
message-friends-turn = Le toca a tu amigo: envíale el enlace con tu jugada.
message-friends-turn-live = Le toca a tu amigo: tu jugada le llegará en cuanto la hagas.
message-lesson-over = Esta lección terminó: inténtalo de nuevo o pasa a la siguiente.
message-light-square = { $square } es una casilla clara: las piezas están y se mueven solo en las casillas oscuras.
message-previous-kept = Este enlace abrió otra partida: la tuya en curso se conserva.
message-study-missing = { $study ->
        [trainer] Aún no hay finales para entrenar en este juego.
       *[puzzle] Aún no hay problemas de este juego.
    }
message-both-sides = Estás jugando con los dos bandos aquí. Para jugar contra la máquina, pulsa Jugar arriba.

## Lasca's refusals: it moves columns of soldiers and officers.

message-lasca-not-your-piece = Esa columna no es tuya.
message-lasca-men-forward-only = Los soldados solo avanzan.
message-lasca-piece-cannot-move = Esa columna no tiene ninguna jugada posible.
message-lasca-off-line = Las columnas se mueven en diagonal.
message-lasca-one-square-man = El soldado avanza una sola casilla, salvo cuando captura.
message-lasca-one-square-king = El oficial se mueve una sola casilla, salvo cuando captura.

## A typed move that does not read: `$text` as typed, `$example` a legal move.

message-unreadable-move = «{ $text }» no es una jugada.
message-unreadable-move-example = «{ $text }» no es una jugada: escribe sus casillas, como { $example }.

## A link or a saved game not opened as it was: `$error` says what was wrong.

# The level asked for (`$level`) is not one of 1 to `$max`: the computer plays at `$default`.
message-level-dropped = El enlace pide el nivel «{ $level }», pero los niveles de la máquina van del 1 al { $max }: juega en el nivel { $default }.
message-part-dropped = Se ignoró una parte del enlace ({ $error }).
# Where the game came from (`$source`: "link" or "saved") and what is shown instead
# (`$fallback`: "last-game" or "new-game").
message-load-failed = { $source ->
    [link] Este enlace no describe una partida válida
   *[saved] No se pudo leer la partida guardada
} ({ $error }). { $fallback ->
    [last-game] Se muestra tu última partida.
   *[new-game] Se empezó una nueva partida.
}
# The language chosen (`$language`, its own name) could not be downloaded.
message-library-full = El almacenamiento de este dispositivo está lleno: la partida espera para guardarse en tus partidas y entrará cuando las abras y haya sitio. Exporta y borra algunas en la biblioteca para hacer sitio.
message-language-missing = { $language } aún no se ha descargado en este dispositivo: conéctate a internet una vez para cambiar a ese idioma.
