### The game's flow: its end, the players' decisions, the questions asked before a game in
### progress is thrown away.

## FlowText: flow_text

flow-game = Partita
flow-resign = Abbandona
flow-resign-question = Abbandonare questa partita?
flow-resign-confirm = Sì, abbandona
flow-offer-draw = Proponi la patta
flow-draw-offer-stands = Patta proposta
flow-take-back = Annulla la mossa
flow-accept = Accetta
flow-decline = Rifiuta
flow-cancel = Annulla
flow-rematch = Rivincita
flow-close = Chiudi
flow-new-game-question = Iniziare una nuova partita? La partita in corso andrà persa.
flow-new-game-confirm = Inizia la nuova partita
flow-keep-playing = Continua a giocare
flow-play-computer = Gioca contro il computer
flow-you-play-white = Giochi con il Bianco
flow-you-play-black = Giochi con il Nero
flow-your-side = Il tuo colore
flow-play = Gioca
flow-clock = Orologio
flow-no-clock = Senza orologio
flow-clocks = Orologi
flow-white-clock = Bianco
flow-black-clock = Nero
flow-notation = Notazione
flow-notation-numbers = Numeri delle caselle (22-17)
flow-notation-algebraic = Algebrica (c3-d4)

## How a game ended. `$side` is "white" or "black"; `$who` says whom a line is about: "you" (the
## player against the computer), "computer", or "side" (two players, named by their side).

# A side as the subject of a sentence (this file's own, with its article: "Il Bianco").
-flow-side = { $side ->
    [white] Il Bianco
   *[black] Il Nero
}

# The result line: `$result` as the game writes it ("2-0"); `$who` won, `$side` the winner's
# ("none": a draw).
flow-result = { $who ->
    [you] Hai vinto { $result }
    [computer] Hai perso { $result }
    [side] { -flow-side(side: $side) } vince { $result }
   *[none] Patta { $result }
}

## Why the game ended: `$who` lost, `$side` the loser's.

flow-ending-no-pieces = { $who ->
    [you] Tutti i tuoi pezzi sono stati presi.
    [computer] Il computer non ha più pezzi.
   *[side] { -flow-side(side: $side) } non ha più pezzi.
}
flow-ending-no-move = { $who ->
    [you] Non hai nessuna mossa possibile.
    [computer] Il computer non ha nessuna mossa possibile.
   *[side] { -flow-side(side: $side) } non ha nessuna mossa possibile.
}
flow-ending-draw-agreed = Patta concordata.
flow-ending-resigned = { $who ->
    [you] Hai abbandonato.
    [computer] Il computer ha abbandonato.
   *[side] { -flow-side(side: $side) } ha abbandonato.
}
# The computer's time never runs out: its side is named like a player's.
flow-ending-flagged = { $who ->
    [you] Hai esaurito il tempo.
   *[side] { -flow-side(side: $side) } ha esaurito il tempo.
}

## Why a game was drawn: `$n` moves.

flow-draw-repetition = La stessa posizione si è ripetuta: patta per ripetizione.
flow-draw-king-moves = { counted-move } per parte con soli damoni e senza prese.
flow-draw-no-progress = { counted-move } per parte senza prese né mosse di pedina.
flow-draw-endgame = Il finale non è stato vinto entro { counted-move }.
flow-draw-one-piece-each = Un pezzo contro un pezzo.

## A draw offered: by `$side` to the other player at the device, or by the player to the computer.

flow-draw-offered = { -flow-side(side: $side) } propone la patta.
flow-draw-offer-sent = Hai proposto la patta: il computer risponde con la sua prossima mossa.
flow-draw-declined = Il computer rifiuta la patta e continua a giocare.
