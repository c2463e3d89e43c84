### The game's flow: its end, the players' decisions, the questions asked before a game in
### progress is thrown away.

## FlowText: flow_text

flow-game = Partida
flow-resign = Abandonar
flow-resign-question = ¿Abandonar esta partida?
flow-resign-confirm = Sí, abandonar
flow-offer-draw = Ofrecer tablas
flow-draw-offer-stands = Tablas ofrecidas
flow-take-back = Deshacer jugada
flow-accept = Aceptar
flow-decline = Rechazar
flow-cancel = Cancelar
flow-rematch = Revancha
flow-close = Cerrar
flow-new-game-question = ¿Empezar una nueva partida? Se perderá la partida en curso.
flow-new-game-confirm = Empezar la nueva
flow-keep-playing = Seguir jugando
flow-play-computer = Jugar contra la máquina
flow-you-play-white = Con blancas
flow-you-play-black = Con negras
flow-your-side = Tu color
flow-play = Jugar
flow-clock = Reloj
flow-no-clock = Sin reloj
flow-clocks = Relojes
flow-white-clock = Blancas
flow-black-clock = Negras
flow-notation = Notación
flow-notation-numbers = Números de casilla (22-17)
flow-notation-algebraic = Algebraica (c3-d4)

## How a game ended. `$side` is "white" or "black"; `$who` says whom a line is about: "you" (the
## player against the computer), "computer", or "side" (two players, named by their side).

# A side as the subject of a sentence (names.ftl's).
-flow-side = { $side ->
    [white] { side-white }
   *[black] { side-black }
}

# The result line: `$result` as the game writes it ("2-0"); `$who` won, `$side` the winner's
# ("none": a draw).
flow-result = { $who ->
    [you] Ganaste { $result }
    [computer] Perdiste { $result }
    [side] Ganan { -side-subject(side: $side) } { $result }
   *[none] Tablas { $result }
}

## Why the game ended: `$who` lost, `$side` the loser's.

flow-ending-no-pieces = { $who ->
    [you] Te capturaron todas las piezas.
    [computer] La máquina se quedó sin piezas.
   *[side] { -flow-side(side: $side) } se quedaron sin piezas.
}
flow-ending-no-move = { $who ->
    [you] No tienes ninguna jugada posible.
    [computer] La máquina no tiene ninguna jugada posible.
   *[side] { -flow-side(side: $side) } no tienen ninguna jugada posible.
}
flow-ending-draw-agreed = Tablas de común acuerdo.
flow-ending-resigned = { $who ->
    [you] Abandonaste.
    [computer] La máquina abandonó.
   *[side] { -flow-side(side: $side) } abandonaron.
}
# The computer's time never runs out: its side is named like a player's.
flow-ending-flagged = { $who ->
    [you] Se te acabó el tiempo.
   *[side] Se acabó el tiempo de { -side-subject(side: $side) }.
}

## Why a game was drawn: `$n` moves.

flow-draw-repetition = La misma posición volvió a aparecer: tablas por repetición.
flow-draw-king-moves = { counted-move } por bando solo con damas y sin capturas.
flow-draw-no-progress = { counted-move } por bando sin capturas ni jugadas de peón.
flow-draw-endgame = El final no se ganó en { counted-move }.
flow-draw-one-piece-each = Una pieza contra una pieza.

## A draw offered: by `$side` to the other player at the device, or by the player to the computer.

flow-draw-offered = { -flow-side(side: $side) } ofrecen tablas.
flow-draw-offer-sent = Ofreciste tablas: la máquina responde con su próxima jugada.
flow-draw-declined = La máquina rechaza las tablas y sigue jugando.
