
## TrainerText: trainer_text

trainer-title = Entrenador de finales
trainer-endings = Finales
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
