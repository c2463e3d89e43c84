
## BallotText: ballot_text

ballot-start = Inizio
ballot-initial = Posizione iniziale
ballot-random = Apertura a sorteggio
ballot-opening = Apertura
ballot-named = Aperture con nome
