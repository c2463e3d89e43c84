### Os nomes dos jogos e dos lados.

## A game's name as players say it.

game-brazilian = Brasileira
game-russian = Russa
game-english = Inglesa (checkers)
game-international = Internacional (10×10)
game-turkish = Turca (dama)
game-spanish = Espanhola
game-italian = Italiana
game-czech = Tcheca
game-pool = Pool (americana)
game-lasca = Lasca

## A side as the subject of a sentence.

side-white = As brancas
side-black = As pretas
