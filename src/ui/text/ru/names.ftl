### Названия игр и сторон (вид шашек назван прилагательным во множественном числе, без слова «шашки»).

## A game's name as players say it.

game-brazilian = Бразильские
game-russian = Русские
game-english = Английские (чекерс)
game-international = Международные (10×10)
game-turkish = Турецкие (дама)
game-spanish = Испанские
game-italian = Итальянские
game-czech = Чешские
game-pool = Пул (американские)
game-lasca = Ласка

## A side as the subject of a sentence.

side-white = Белые
side-black = Чёрные
