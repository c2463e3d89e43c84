### The endgame trainer: its labels, each ending's words and the distance with best play.

## TrainerText: trainer_text

trainer-title = Allenamento sui finali
trainer-back = Torna alla partita
trainer-preparing = Preparazione della posizione…
trainer-draw = Patta con il miglior gioco.
trainer-unknown = Impossibile caricare la banca dati dei finali; il computer si difende calcolando.
trainer-new-start = Nuova posizione
trainer-retry-ending = Ricomincia questo finale
trainer-take-back = Annulla la mossa
trainer-show-best = Mostra la mossa migliore
trainer-best-move = Mossa migliore:
trainer-won = Hai vinto contro una difesa perfetta!
trainer-drawn = Patta.
trainer-lost = Sconfitta.
trainer-goal-win = Giochi con il Bianco: vinci.
trainer-goal-draw = Giochi con il Bianco: mantieni la patta.
trainer-verdict-best = La tua ultima mossa era la migliore.
trainer-verdict-kept = La tua ultima mossa ha mantenuto la vittoria, ma ce n'era una più rapida.
trainer-verdict-lost-win = La tua ultima mossa ha lasciato sfuggire la vittoria: ora è patta.
trainer-verdict-lost = La tua ultima mossa perde.

## Each ending's name and what it teaches, named by its id

trainer-ending-three-kings-name = Tre damoni contro uno
trainer-ending-three-kings-lesson = Tieni la grande diagonale e spingi il damone solitario nel triangolo di Petrov.
trainer-ending-two-kings-name = Due damoni contro uno
trainer-ending-two-kings-lesson = Con damoni che muovono di una casella: stana il damone solitario dall'angolo doppio.
trainer-ending-two-kings-man-name = Due damoni e una pedina contro un damone
trainer-ending-two-kings-man-lesson = Porta la pedina a dama al momento giusto, o vinci con la pedina ancora sulla damiera.
trainer-ending-king-two-men-name = Un damone contro due pedine
trainer-ending-king-two-men-lesson = Prendi le pedine prima che vadano a dama.
trainer-ending-man-race-name = Pedina contro pedina
trainer-ending-man-race-lesson = Vinci la corsa verso la promozione: conta i tempi.
trainer-ending-two-kings-v-king-man-name = Due damoni contro damone e pedina
trainer-ending-two-kings-v-king-man-lesson = Prendi la pedina senza lasciare che il damone tenga la grande diagonale.
trainer-ending-diagonal-name = Il damone solitario sulla grande diagonale
trainer-ending-diagonal-lesson = Tre damoni contro il tuo: resta sulla grande diagonale ed è patta.

## The distance with best play, `$n` moves

trainer-win-in = Il Bianco vince in { counted-move } con il miglior gioco.
