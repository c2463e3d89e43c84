
## LookText: look_text

look-board = Board
look-pieces = Pieces
look-page = Page
look-sound = Sounds
look-theme-wood = Wood
look-theme-tournament = Tournament (green)
look-theme-slate = Slate (blue)
look-theme-contrast = High contrast
look-set-classic = Classic
look-set-flat = Flat
look-set-print = For printing
look-palette-system = As the system
look-palette-light = Light
look-palette-dark = Dark
