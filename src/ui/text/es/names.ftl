### Los nombres de los juegos y de los bandos.

## A game's name as players say it.

game-brazilian = Damas brasileñas
game-russian = Damas rusas
game-english = Damas inglesas
game-international = Damas internacionales
game-turkish = Damas turcas
game-lasca = Lasca

## A side as the subject of a sentence.

side-white = Las blancas
side-black = Las negras
