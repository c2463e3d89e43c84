### Every typed error of the links, pastes, embeds, parsers and editors (error_text): clauses with a
### lower-case start and no full stop, so they drop into the callers' framing sentences ("Не удалось
### открыть: …."). `$text` is the player's text, clipped and quoted; `$reason` a nested error,
### already worded in Russian; counts take their forms (plural.ftl, given `$n`).

# A game by its name (names.ftl).
-error-game-name = { $kind ->
    [brazilian] { game-brazilian }
    [russian] { game-russian }
    [english] { game-english }
    [international] { game-international }
    [turkish] { game-turkish }
   *[lasca] { game-lasca }
}

## A choice ("28x19x10 или 28x17x10"): `error-or` between the first ones, `error-or-last` before
## the last one.

error-or = {" или "}
error-or-last = {" или "}

## ShareError: share_error

error-share-too-long = ссылка слишком длинная ({ counted-char })
error-share-bad-encoding = ссылка неверно закодирована около { $text }
error-share-unknown-variant = неизвестный вид шашек { $text }
error-share-other-game = это партия другой игры ({ -error-game-name(kind: $kind) }), она открывается на своей странице
error-share-bad-fen = неверная начальная позиция: { $reason }
error-share-bad-move = ход { $ply } ({ $text }) нельзя сыграть: { $reason }
error-share-after-end = ход { $ply } идёт после конца партии
error-share-too-many-moves = слишком много ходов ({ $n })
error-share-bad-variation = скобки вариантов в { $text } не парные
error-share-bad-ply = показываемый ход (ply) { $text } — не число от 0 до числа ходов
error-share-bad-computer = неверная сторона компьютера { $text }: укажите white (белые) или black (чёрные)
error-share-bad-level = неверный уровень { $text }: укажите число от 1 до { $max }
error-share-bad-side = неверная сторона { $text }: укажите white (белые) или black (чёрные)
error-share-bad-clock = неверные часы { $text }: укажите минуты+секунды, например 5+3, и оставшееся время в миллисекундах
error-share-bad-ballot = неверный жребий дебюта { $text }: укажите random или один из дебютов этого вида шашек, сыгранный первым
error-share-bad-end = неверный конец партии { $text }: укажите white-resigned, black-resigned, draw-agreed, white-flagged или black-flagged

## PasteError: paste_error

error-paste-empty = нечего открывать: вставьте ссылку, FEN или партию в PDN
error-paste-too-long = текст слишком длинный ({ counted-byte })
error-paste-link = ссылка не описывает правильную партию: { $reason }
error-paste-no-game-in-link = в этом адресе нет партии (ни позиции, ни ходов)
error-paste-lidraughts-page = открыть можно только ссылки на анализ lidraughts (/analysis/<вид>/<FEN>), а не { $text }; чтобы открыть партию, вставьте её PDN, выгруженный с lidraughts
error-paste-lidraughts-variant = вида шашек { $text } с lidraughts в damas нет
error-paste-fen = неверный FEN: { $reason }
error-paste-pdn = неверный PDN: { $reason }
error-paste-unrecognised = это не ссылка, не FEN (вроде W:W21,22:B1,2) и не партия в PDN (вроде 1. 22-18 11-15)

## ImportError: import_error

error-import-too-many-moves = в партии { counted-move }; сохраняется не больше { $max }

## EmbedError: embed_error

error-embed-bad-value = неверное значение { $value } для { $key }: укажите { $expected }

## FenError: fen_error

error-fen-empty = строка FEN пуста
error-fen-too-long = в FEN { counted-char }; читается не больше { $max }
error-fen-bad-turn = FEN должен начинаться с W или B (кто ходит), а не с { $text }
error-fen-unknown-field = неизвестное поле FEN { $text }: поля начинаются с W, B, H или F
error-fen-bad-square = не удалось прочитать поле { $text } в списке { -side-of(side: $side) }
error-fen-off-board = поля { $number } нет на доске (поля — от 1 до { $max })
error-fen-bad-range = неверный диапазон полей { $text }
error-fen-occupied = поле { $number } указано дважды
error-fen-man-on-crowning-row = { -man(side: $side) } на поле { $number } стоит на последней горизонтали: она уже была бы дамкой
error-fen-bad-counter = неверный счётчик ходов { $text }

## MoveTextError: move_text_error

error-move-empty = ход не указан
error-move-too-long = ход слишком длинный ({ counted-char })
error-move-bad-square = не удалось прочитать поле { $text }
error-move-one-square = для хода { $text } нужны начальное и конечное поля
error-move-illegal = ход { $text } здесь невозможен
error-move-ambiguous = ход { $text } неоднозначен: это может быть { $choices }

## PdnError: pdn_error

error-pdn-no-game = в PDN не найдено ни одной партии
error-pdn-too-long = в PDN { counted-byte }; читается не больше { $max }
error-pdn-bad-tag = партия { $game }: неверный тег { $text }
error-pdn-unclosed = партия { $game }: { $opener } так и не закрыт
error-pdn-unsupported-game-type = партия { $game }: GameType { $text } — не та игра, в которую играет damas
error-pdn-bad-fen = партия { $game }: неверный тег FEN: { $reason }
error-pdn-illegal-move = партия { $game }: ход { $number } ({ -side-of(side: $side) }): { $reason }
error-pdn-after-end = партия { $game }: ход { $text } идёт после конца партии

## SetupError: setup_error

error-setup-too-many-pieces = { -at-side(side: $side) } { counted-piece }; у каждой стороны не больше { $max }
error-setup-man-on-crowning-row = { -man(side: $side) } на поле { $number } стоит на последней горизонтали: сделайте её дамкой
error-setup-no-pieces = { -at-side(side: $side) } нет шашек

## LascaFenError: lasca_fen_error

error-lasca-fen-empty = позиция пуста
error-lasca-fen-too-long = позиция слишком длинная ({ counted-char })
error-lasca-fen-bad-turn = позиция должна начинаться с W или B, а не с { $text }
error-lasca-fen-bad-column = колонна { $text } записана не в виде a1=wbW
error-lasca-fen-bad-square = { $text } — не игровое поле Ласки
error-lasca-fen-twice = поле { $square } указано дважды
error-lasca-fen-bad-piece = неизвестная шашка { $piece }: укажите w, W, b или B
error-lasca-fen-too-many = { -at-side(side: $side) } больше { $max } шашек

## LascaMoveError: lasca_move_error

error-lasca-move-bad-square = не удалось прочитать поле { $text }
error-lasca-move-illegal = ход { $text } здесь невозможен

## LascaPdnError: lasca_pdn_error

error-lasca-pdn-not-lasca = партия { $game } — не партия в Ласку (нет тега { $tag })
error-lasca-pdn-illegal-move = партия { $game }: ход { $number } ({ $text }) невозможен

## LascaSetupError: lasca_setup_error

error-lasca-setup-too-many = { -at-side(side: $side) } { counted-piece }; у каждой стороны их { $max }
error-lasca-setup-soldier-on-crowning-row = { -soldier-colour(side: $side) } солдат на поле { $square } уже стал бы офицером
error-lasca-setup-no-column = { -at-side(side: $side) } нет ни одной колонны
