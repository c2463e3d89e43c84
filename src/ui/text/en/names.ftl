### The games' and the sides' names.

## A game's name as players say it.

game-brazilian = Brazilian
game-russian = Russian
game-english = English (checkers)
game-international = International (10×10)
game-turkish = Turkish (dama)
game-spanish = Spanish
game-italian = Italian
game-czech = Czech
game-pool = Pool (American)
game-lasca = Lasca

## A side as the subject of a sentence.

side-white = White
side-black = Black
