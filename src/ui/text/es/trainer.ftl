### The endgame trainer: its labels, each ending's words and the distance with best play.

## TrainerText: trainer_text

trainer-title = Entrenador de finales
trainer-back = Volver a la partida
trainer-preparing = Preparando una posición…
trainer-draw = Tablas con el mejor juego.
trainer-unknown = No se pudo cargar la base de finales; la máquina defiende calculando.
trainer-new-start = Nueva posición
trainer-retry-ending = Empezar de nuevo este final
trainer-take-back = Deshacer la jugada
trainer-show-best = Mostrar la mejor jugada
trainer-best-move = Mejor jugada:
trainer-won = ¡Ganaste contra una defensa perfecta!
trainer-drawn = Tablas.
trainer-lost = Derrota.
trainer-goal-win = Juegas con blancas: gana.
trainer-goal-draw = Juegas con blancas: consigue las tablas.
trainer-verdict-best = Tu última jugada fue la mejor.
trainer-verdict-kept = Tu última jugada mantuvo la victoria, pero había una más rápida.
trainer-verdict-lost-win = Tu última jugada dejó escapar la victoria: ahora son tablas.
trainer-verdict-lost = Tu última jugada pierde.

## Each ending's name and what it teaches, named by its id

trainer-ending-three-kings-name = Tres damas contra una
trainer-ending-three-kings-lesson = Domina la gran diagonal y lleva la dama solitaria al triángulo de Petrov.
trainer-ending-two-kings-name = Dos damas contra una
trainer-ending-two-kings-lesson = Con damas que avanzan una casilla: saca a la dama solitaria de su esquina doble.
trainer-ending-two-kings-man-name = Dos damas y un peón contra una dama
trainer-ending-two-kings-man-lesson = Corona el peón en el momento justo, o gana con él aún en el tablero.
trainer-ending-king-two-men-name = Una dama contra dos peones
trainer-ending-king-two-men-lesson = Atrapa los peones antes de que coronen.
trainer-ending-man-race-name = Peón contra peón
trainer-ending-man-race-lesson = Gana la carrera hasta la coronación: cuenta los tiempos.
trainer-ending-two-kings-v-king-man-name = Dos damas contra dama y peón
trainer-ending-two-kings-v-king-man-lesson = Gana el peón sin dejar que la dama domine la gran diagonal.
trainer-ending-diagonal-name = La dama solitaria en la gran diagonal
trainer-ending-diagonal-lesson = Tres damas contra la tuya: quédate en la gran diagonal y son tablas.

## The distance with best play, `$n` moves

trainer-win-in = Las blancas ganan en { counted-move } con el mejor juego.
