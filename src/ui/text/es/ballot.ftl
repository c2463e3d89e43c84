
## BallotText: ballot_text

ballot-start = Inicio
ballot-initial = Posición inicial
ballot-random = Apertura por sorteo
ballot-opening = Apertura
ballot-named = Aperturas con nombre
