
## ReviewText: review_text

review-review = Analisar a partida
review-title = Análise da partida
review-cancel = Cancelar
review-close = Fechar a análise
review-accuracy = Precisão
review-graph = Quem estava melhor, lance a lance (clique para ir ao lance)
review-checking = Verificando o seu lance…
review-good = Bom lance!
review-try-again = Tentar de novo
review-show-best = Mostrar o melhor lance
review-next = Próximo erro
review-over = Esse foi o último. Muito bem!
review-stop = Voltar à análise
review-inaccuracies = Imprecisões
review-mistakes = Erros
review-blunders = Erros graves
