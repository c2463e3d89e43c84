### The endgame trainer: its labels, each ending's words and the distance with best play.

## TrainerText: trainer_text

trainer-title = Treino de finais
trainer-back = Voltar à partida
trainer-preparing = Preparando uma posição…
trainer-draw = Empate com o melhor jogo.
trainer-unknown = A base de finais não pôde ser carregada; o computador defende calculando.
trainer-new-start = Nova posição
trainer-retry-ending = Recomeçar este final
trainer-take-back = Voltar o lance
trainer-show-best = Mostrar o melhor lance
trainer-best-move = Melhor lance:
trainer-won = Você venceu a defesa perfeita!
trainer-drawn = Empate.
trainer-lost = Derrota.
trainer-goal-win = Você joga de brancas: vença.
trainer-goal-draw = Você joga de brancas: segure o empate.
trainer-verdict-best = Seu último lance foi o melhor.
trainer-verdict-kept = Seu último lance manteve a vitória, mas havia um mais rápido.
trainer-verdict-lost-win = Seu último lance deixou escapar a vitória: agora é empate.
trainer-verdict-lost = Seu último lance perde.

## Each ending's name and what it teaches, named by its id

trainer-ending-three-kings-name = Três damas contra uma
trainer-ending-three-kings-lesson = Domine a grande diagonal e leve a dama sozinha ao triângulo de Petrov.
trainer-ending-two-kings-name = Duas damas contra uma
trainer-ending-two-kings-lesson = Com damas que andam uma casa: tire a dama sozinha do canto duplo.
trainer-ending-two-kings-man-name = Duas damas e uma pedra contra uma dama
trainer-ending-two-kings-man-lesson = Coroe a pedra no momento certo, ou vença com ela ainda no tabuleiro.
trainer-ending-king-two-men-name = Uma dama contra duas pedras
trainer-ending-king-two-men-lesson = Pegue as pedras antes que virem damas.
trainer-ending-man-race-name = Pedra contra pedra
trainer-ending-man-race-lesson = Ganhe a corrida até a coroação: conte os tempos.
trainer-ending-two-kings-v-king-man-name = Duas damas contra dama e pedra
trainer-ending-two-kings-v-king-man-lesson = Ganhe a pedra sem deixar a dama dominar a grande diagonal.
trainer-ending-diagonal-name = A dama sozinha na grande diagonal
trainer-ending-diagonal-lesson = Três damas contra a sua: fique na grande diagonal e é empate.

## The distance with best play, `$n` moves

trainer-win-in = As brancas vencem em { counted-move } com o melhor jogo.
