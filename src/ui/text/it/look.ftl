
## LookText: look_text

look-board = Damiera
look-pieces = Pezzi
look-page = Pagina
look-sound = Suoni
look-theme-wood = Legno
look-theme-tournament = Torneo (verde)
look-theme-slate = Ardesia (blu)
look-theme-contrast = Alto contrasto
look-set-classic = Classici
look-set-flat = Piatti
look-set-print = Per la stampa
look-palette-system = Come il sistema
look-palette-light = Chiara
look-palette-dark = Scura
