
## TrainerText: trainer_text

trainer-title = Treino de finais
trainer-endings = Finais
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
