
## BallotText: ballot_text

ballot-start = Início
ballot-initial = Posição inicial
ballot-random = Abertura sorteada
ballot-opening = Abertura
ballot-named = Aberturas com nome
