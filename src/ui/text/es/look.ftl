
## LookText: look_text

look-board = Tablero
look-pieces = Piezas
look-page = Página
look-sound = Sonidos
look-theme-wood = Madera
look-theme-tournament = Torneo (verde)
look-theme-slate = Pizarra (azul)
look-theme-contrast = Alto contraste
look-set-classic = Clásicas
look-set-flat = Planas
look-set-print = Para imprimir
look-palette-system = Como el sistema
look-palette-light = Clara
look-palette-dark = Oscura
