### The game review: the panel, the judgements, and "learn from your mistakes".

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

## Sentences around other texts (`$side`: "white" or "black")

review-progress-line = O computador está analisando a partida… { $percent } %
review-best-was = O melhor era { $best }
review-learn-from = Aprender com os erros das { -colour(side: $side) }
review-learn-prompt = Erro { $which } de { $of }: { $side ->
        [white] { side-white }
       *[black] { side-black }
    } jogaram { $played } aqui. Encontre um lance melhor.
review-poor-try = { $tried } também não basta.
