
## LookText: look_text

look-board = Tabuleiro
look-pieces = Peças
look-page = Página
look-sound = Sons
look-theme-wood = Madeira
look-theme-tournament = Torneio (verde)
look-theme-slate = Ardósia (azul)
look-theme-contrast = Alto contraste
look-set-classic = Clássicas
look-set-flat = Planas
look-set-print = Para imprimir
look-palette-system = Como o sistema
look-palette-light = Clara
look-palette-dark = Escura
