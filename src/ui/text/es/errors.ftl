### Every typed error of the links, pastes, embeds, parsers and editors (error_text): clauses with a
### lower-case start and no full stop, so they drop into the callers' framing sentences ("No se pudo
### abrir: …."). `$text` is the player's text, clipped and quoted; `$reason` a nested error,
### already worded in Spanish; counts take their forms (plural.ftl, given `$n`).

# A game by its name (names.ftl).
-error-game-name = { $kind ->
    [brazilian] { game-brazilian }
    [russian] { game-russian }
    [english] { game-english }
    [international] { game-international }
    [turkish] { game-turkish }
   *[lasca] { game-lasca }
}

## A choice ("28x19x10, 28x17x10 o 8x10"): `error-or` between the first ones, `error-or-last`
## before the last one, whose first number is `$next`: "o" is written "u" before a word said
## with an "o" (8, 11; squares go no higher than 50).

error-or = {", "}
error-or-last = { $next ->
    [8] {" u "}
    [11] {" u "}
   *[other] {" o "}
}

## ShareError: share_error

error-share-too-long = el enlace es demasiado largo ({ counted-char })
error-share-bad-encoding = el enlace está mal codificado cerca de { $text }
error-share-unknown-variant = variante desconocida { $text }
error-share-other-game = esta es una partida de otro juego ({ -error-game-name(kind: $kind) }), que se abre en su propia página
error-share-bad-fen = posición inicial no válida: { $reason }
error-share-bad-move = la jugada { $ply } ({ $text }) no se puede jugar: { $reason }
error-share-after-end = la jugada { $ply } viene después del final de la partida
error-share-too-many-moves = demasiadas jugadas ({ $n })
error-share-bad-variation = los paréntesis de las variantes en { $text } no cierran
error-share-bad-ply = la jugada que mostrar (ply) { $text } no es un número entre 0 y el total de jugadas
error-share-bad-computer = bando de la máquina no válido { $text }: usa white (blancas) o black (negras)
error-share-bad-level = nivel no válido { $text }: usa un número del 1 al { $max }
error-share-bad-side = bando no válido { $text }: usa white (blancas) o black (negras)
error-share-bad-clock = reloj no válido { $text }: usa minutos+segundos, como 5+3, y los tiempos restantes en milisegundos
error-share-bad-ballot = apertura sorteada no válida { $text }: usa random o una de las aperturas de esta variante, jugada al principio
error-share-bad-end = final de partida no válido { $text }: usa white-resigned, black-resigned, draw-agreed, white-flagged o black-flagged

## PasteError: paste_error

error-paste-empty = nada que abrir: pega un enlace, una FEN o una partida en PDN
error-paste-too-long = el texto es demasiado largo ({ counted-byte })
error-paste-link = el enlace no describe una partida válida: { $reason }
error-paste-no-game-in-link = esta dirección no contiene ninguna partida (ni posición ni jugadas)
error-paste-lidraughts-page = solo se pueden abrir enlaces de análisis de lidraughts (/analysis/<variante>/<FEN>), no { $text }; para abrir una partida, pega su PDN exportado
error-paste-lidraughts-variant = la variante { $text } de lidraughts no se juega en damas
error-paste-fen = FEN no válida: { $reason }
error-paste-pdn = PDN no válido: { $reason }
error-paste-unrecognised = no es un enlace, ni una FEN (como W:W21,22:B1,2), ni una partida en PDN (como 1. 22-18 11-15)

## ImportError: import_error

error-import-too-many-moves = la partida tiene { counted-move }; se guardan como máximo { $max }

## EmbedError: embed_error

error-embed-bad-value = valor no válido { $value } para { $key }: usa { $expected }

## FenError: fen_error

error-fen-empty = la FEN está vacía
error-fen-too-long = la FEN tiene { counted-char }; se leen como máximo { $max }
error-fen-bad-turn = la FEN debe empezar con W o B (el bando que juega), no con { $text }
error-fen-unknown-field = campo de FEN desconocido { $text }: los campos empiezan con W, B, H o F
error-fen-bad-square = no se pudo leer la casilla { $text } de las piezas { -colour(side: $side) }
error-fen-off-board = la casilla { $number } está fuera del tablero (las casillas van del 1 al { $max })
error-fen-bad-range = rango de casillas no válido { $text }
error-fen-occupied = la casilla { $number } aparece dos veces
error-fen-man-on-crowning-row = un peón { -masculine(side: $side) } en la casilla { $number } está en su fila de coronación: ya sería dama
error-fen-bad-counter = contador de jugadas no válido { $text }

## MoveTextError: move_text_error

error-move-empty = no se indicó ninguna jugada
error-move-too-long = una jugada de { counted-char } es demasiado larga
error-move-bad-square = no se pudo leer la casilla { $text }
error-move-one-square = la jugada { $text } necesita una casilla de salida y una de llegada
error-move-illegal = { $text } no es una jugada válida aquí
error-move-ambiguous = { $text } es ambigua: puede ser { $choices }

## PdnError: pdn_error

error-pdn-no-game = no se encontró ninguna partida en el PDN
error-pdn-too-long = el PDN tiene { counted-byte }; se leen como máximo { $max }
error-pdn-bad-tag = partida { $game }: etiqueta mal formada { $text }
error-pdn-unclosed = partida { $game }: un { $opener } nunca se cierra
error-pdn-unsupported-game-type = partida { $game }: el GameType { $text } no es un juego que damas sepa jugar
error-pdn-bad-fen = partida { $game }: etiqueta FEN no válida: { $reason }
error-pdn-illegal-move = partida { $game }: jugada { $number } ({ -colour(side: $side) }): { $reason }
error-pdn-after-end = partida { $game }: la jugada { $text } viene después del final de la partida

## SetupError: setup_error

error-setup-too-many-pieces = { -side-subject(side: $side) } tienen { counted-piece }; cada bando tiene como máximo { $max }
error-setup-man-on-crowning-row = un peón { -masculine(side: $side) } en la casilla { $number } está en su fila de coronación: conviértelo en dama
error-setup-no-pieces = { -side-subject(side: $side) } no tienen piezas

## LascaFenError: lasca_fen_error

error-lasca-fen-empty = la posición está vacía
error-lasca-fen-too-long = una posición de { counted-char } es demasiado larga
error-lasca-fen-bad-turn = la posición debe empezar con W o B, no con { $text }
error-lasca-fen-bad-column = la columna { $text } no tiene la forma a1=wbW
error-lasca-fen-bad-square = { $text } no es una casilla jugable de Lasca
error-lasca-fen-twice = la casilla { $square } aparece dos veces
error-lasca-fen-bad-piece = pieza desconocida { $piece }: usa w, W, b o B
error-lasca-fen-too-many = { -side-subject(side: $side) } tienen más de { $max } piezas

## LascaMoveError: lasca_move_error

error-lasca-move-bad-square = no se pudo leer la casilla { $text }
error-lasca-move-illegal = { $text } no es una jugada válida aquí

## LascaPdnError: lasca_pdn_error

error-lasca-pdn-not-lasca = la partida { $game } no es una partida de Lasca (falta la etiqueta { $tag })
error-lasca-pdn-illegal-move = partida { $game }: la jugada { $number } ({ $text }) no es válida

## LascaSetupError: lasca_setup_error

error-lasca-setup-too-many = { -side-subject(side: $side) } tienen { counted-piece }; cada bando tiene { $max }
error-lasca-setup-soldier-on-crowning-row = el soldado { -masculine(side: $side) } en { $square } ya habría sido ascendido a oficial
error-lasca-setup-no-column = { -side-subject(side: $side) } no controlan ninguna columna
