
## PuzzleText: puzzle_text

puzzle-task = Encontre o lance que ganha. O seu lado está embaixo.
puzzle-solved = Resolvido!
puzzle-failed = Não é este lance.
puzzle-refutation = Seu adversário responde
puzzle-hint = Dica
puzzle-solution = Solução
puzzle-solution-line = Solução:
puzzle-retry = Tentar de novo
puzzle-next = Próximo problema
puzzle-streak = Sequência
puzzle-streak-end = A sequência acabou. Melhor:
puzzle-rating = Rating
puzzle-history = Resolvidos / errados
puzzle-loading = Carregando os problemas…
puzzle-load-failed = Não foi possível carregar os problemas. Conecte-se uma vez para baixá-los.
puzzle-all-solved = Você resolveu todos os problemas deste jogo.
puzzle-back = Voltar à partida
puzzle-themes = Temas
puzzle-puzzle-rating = rating do problema

## PuzzleTheme: theme_text

puzzle-theme-shot = golpe (captura múltipla)
puzzle-theme-sacrifice = sacrifício
puzzle-theme-quiet = lance tranquilo
puzzle-theme-crown = avanço para a dama
puzzle-theme-king-ending = final de damas
puzzle-theme-win = vitória forçada
