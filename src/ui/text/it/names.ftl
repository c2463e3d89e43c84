### The games' and the sides' names.

## A game's name as players say it.

game-brazilian = Brasiliana
game-russian = Russa
game-english = Inglese (checkers)
game-international = Internazionale (10×10)
game-turkish = Turca (dama)
game-spanish = Spagnola
game-italian = Italiana
game-czech = Ceca
game-pool = Pool (americana)
game-lasca = Lasca

## A side as the subject of a sentence.

side-white = Il Bianco
side-black = Il Nero
