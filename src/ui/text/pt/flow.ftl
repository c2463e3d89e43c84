### The game's flow: its end, the players' decisions, the questions asked before a game in
### progress is thrown away.

## FlowText: flow_text

flow-game = Partida
flow-resign = Abandonar
flow-resign-question = Abandonar esta partida?
flow-resign-confirm = Sim, abandonar
flow-offer-draw = Propor empate
flow-draw-offer-stands = Empate proposto
flow-take-back = Desfazer lance
flow-accept = Aceitar
flow-decline = Recusar
flow-cancel = Cancelar
flow-rematch = Revanche
flow-close = Fechar
flow-new-game-question = Começar uma nova partida? A partida em andamento será perdida.
flow-new-game-confirm = Começar a nova
flow-keep-playing = Continuar jogando
flow-play-computer = Jogar contra o computador
flow-you-play-white = Com as brancas
flow-you-play-black = Com as pretas
flow-your-side = Seu lado
flow-play = Jogar
flow-clock = Relógio
flow-no-clock = Sem relógio
flow-clocks = Relógios
flow-white-clock = Brancas
flow-black-clock = Pretas
flow-notation = Notação
flow-notation-numbers = Números das casas (22-17)
flow-notation-algebraic = Algébrica (c3-d4)

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
    [you] Você venceu { $result }
    [computer] Você perdeu { $result }
    [side] { -flow-side(side: $side) } vencem { $result }
   *[none] Empate { $result }
}

## Why the game ended: `$who` lost, `$side` the loser's.

flow-ending-no-pieces = { $who ->
    [you] Todas as suas peças foram capturadas.
    [computer] O computador não tem mais peças.
   *[side] { -flow-side(side: $side) } não têm mais peças.
}
flow-ending-no-move = { $who ->
    [you] Você não tem lance possível.
    [computer] O computador não tem lance possível.
   *[side] { -flow-side(side: $side) } não têm lance possível.
}
flow-ending-draw-agreed = Empate de comum acordo.
flow-ending-resigned = { $who ->
    [you] Você abandonou.
    [computer] O computador abandonou.
   *[side] { -flow-side(side: $side) } abandonaram.
}
# The computer's time never runs out: its side is named like a player's.
flow-ending-flagged = { $who ->
    [you] Seu tempo acabou.
   *[side] O tempo das { -colour(side: $side) } acabou.
}

## Why a game was drawn: `$n` moves.

flow-draw-repetition = A mesma posição voltou a aparecer: empate por repetição.
flow-draw-king-moves = { counted-move } de cada lado só com damas e sem captura.
flow-draw-no-progress = { counted-move } de cada lado sem captura nem lance de pedra.
flow-draw-endgame = O final não foi vencido em { counted-move }.
flow-draw-one-piece-each = Uma peça contra uma peça.

## A draw offered: by `$side` to the other player at the device, or by the player to the computer.

flow-draw-offered = { -flow-side(side: $side) } propõem empate.
flow-draw-offer-sent = Você propôs empate: o computador responde com o próximo lance.
flow-draw-declined = O computador recusa o empate e continua.
