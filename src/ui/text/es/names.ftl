### Los nombres de los juegos y de los bandos.

## A game's name as players say it.

game-brazilian = Damas brasileñas
game-russian = Damas rusas
game-english = Damas inglesas
game-international = Damas internacionales
game-turkish = Damas turcas
game-spanish = Damas españolas
game-italian = Damas italianas
game-czech = Damas checas
game-pool = Damas pool (americanas)
game-lasca = Lasca

## A side as the subject of a sentence.

side-white = Las blancas
side-black = Las negras
