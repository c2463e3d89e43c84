### O explorador de aberturas ao lado do tabuleiro.

## ExplorerText: explorer_text

explorer-title = Explorador de aberturas
explorer-hint = Os lances jogados aqui nas suas partidas, e o livro do motor.
explorer-reading = Lendo suas partidas…
explorer-games = Suas partidas com esta posição: { $n } de { $total }
explorer-none = Nenhuma das suas partidas chegou a esta posição.
explorer-unavailable = Suas partidas não podem ser lidas neste navegador.
explorer-move = Lance
explorer-count = Partidas
explorer-results = Brancas venceram · empate · Pretas venceram
explorer-play = Jogar { $move }
explorer-find = Partidas com esta posição
explorer-book = O livro do motor
explorer-book-reading = Carregando o livro…
explorer-book-none = Esta posição não está no livro.
explorer-book-failed = Não foi possível carregar o livro. Conecte-se à internet uma vez para guardá-lo neste aparelho.
explorer-eval = Avaliação (+ é bom para as Brancas)
explorer-white-wins = Brancas vencem
explorer-black-wins = Pretas vencem
