### Every typed error of the links, pastes, embeds, parsers and editors (error_text): clauses with a
### lower-case start and no full stop, so they drop into the callers' framing sentences ("Não foi
### possível abrir: …."). `$text` is the player's text, clipped and quoted; `$reason` a nested
### error, already worded in Portuguese.

# A game by its name (names.ftl).
-error-game-name = { $kind ->
    [brazilian] { game-brazilian }
    [russian] { game-russian }
    [english] { game-english }
    [international] { game-international }
    [turkish] { game-turkish }
   *[lasca] { game-lasca }
}

## A choice ("28x19x10 ou 28x17x10"): `error-or` between the first ones, `error-or-last` before
## the last one.

error-or = {" ou "}
error-or-last = {" ou "}

## ShareError: share_error

error-share-too-long = o link é longo demais ({ $n } caracteres)
error-share-bad-encoding = o link está mal codificado perto de { $text }
error-share-unknown-variant = modalidade desconhecida { $text }
error-share-other-game = esta é uma partida de { -error-game-name(kind: $kind) }, que abre na sua própria página
error-share-bad-fen = posição inicial inválida: { $reason }
error-share-bad-move = o lance { $ply } ({ $text }) não pode ser jogado: { $reason }
error-share-after-end = o lance { $ply } vem depois do fim da partida
error-share-too-many-moves = lances demais ({ $n })
error-share-bad-variation = os parênteses das variantes em { $text } não fecham
error-share-bad-ply = o lance a mostrar (ply) { $text } não é um número de 0 até o total de lances
error-share-bad-computer = lado do computador inválido { $text }: use white (brancas) ou black (pretas)
error-share-bad-level = nível inválido { $text }: use um número de 1 a { $max }
error-share-bad-side = lado inválido { $text }: use white (brancas) ou black (pretas)
error-share-bad-clock = relógio inválido { $text }: use minutos+segundos como 5+3, e tempos restantes em milissegundos
error-share-bad-ballot = abertura sorteada inválida { $text }: use random ou uma das aberturas desta modalidade, jogada primeiro
error-share-bad-end = fim de partida inválido { $text }: use white-resigned, black-resigned, draw-agreed, white-flagged ou black-flagged

## PasteError: paste_error

error-paste-empty = nada para abrir: cole um link, uma FEN ou uma partida em PDN
error-paste-too-long = o texto é longo demais ({ $n } bytes)
error-paste-link = o link não descreve uma partida válida: { $reason }
error-paste-no-game-in-link = este endereço não contém nenhuma partida (nem posição, nem lances)
error-paste-lidraughts-page = só links de análise do lidraughts podem ser abertos (/analysis/<modalidade>/<FEN>), não { $text }; para uma partida, cole o PDN exportado dela
error-paste-lidraughts-variant = a modalidade { $text } do lidraughts não é jogada no damas
error-paste-fen = FEN inválida: { $reason }
error-paste-pdn = PDN inválido: { $reason }
error-paste-unrecognised = não é um link, nem uma FEN (como W:W21,22:B1,2), nem uma partida em PDN (como 1. 22-18 11-15)

## ImportError: import_error

error-import-too-many-moves = a partida tem { $n } lances; no máximo { $max } são guardados

## EmbedError: embed_error

error-embed-bad-value = valor inválido { $value } para { $key }: use { $expected }

## FenError: fen_error

error-fen-empty = a FEN está vazia
error-fen-too-long = a FEN tem { $n } caracteres; no máximo { $max } são lidos
error-fen-bad-turn = a FEN deve começar com W ou B (o lado que joga), não com { $text }
error-fen-unknown-field = campo da FEN desconhecido { $text }: os campos começam com W, B, H ou F
error-fen-bad-square = não foi possível ler a casa { $text } nas peças { -colour(side: $side) }
error-fen-off-board = a casa { $number } fica fora do tabuleiro (as casas vão de 1 a { $max })
error-fen-bad-range = intervalo de casas inválido { $text }
error-fen-occupied = a casa { $number } aparece duas vezes
error-fen-man-on-crowning-row = uma pedra { -man-colour(side: $side) } na { $number } está na linha de coroação; ela já seria dama
error-fen-bad-counter = contador de lances inválido { $text }

## MoveTextError: move_text_error

error-move-empty = nenhum lance informado
error-move-too-long = um lance de { $n } caracteres é longo demais
error-move-bad-square = não foi possível ler a casa { $text }
error-move-one-square = o lance { $text } precisa de uma casa de partida e uma de chegada
error-move-illegal = { $text } não é um lance válido aqui
error-move-ambiguous = { $text } é ambíguo: pode ser { $choices }

## PdnError: pdn_error

error-pdn-no-game = nenhuma partida encontrada no PDN
error-pdn-too-long = o PDN tem { $n } bytes; no máximo { $max } são lidos
error-pdn-bad-tag = partida { $game }: tag mal formada { $text }
error-pdn-unclosed = partida { $game }: um { $opener } nunca é fechado
error-pdn-unsupported-game-type = partida { $game }: o GameType { $text } não é um jogo que o damas joga
error-pdn-bad-fen = partida { $game }: tag FEN inválida: { $reason }
error-pdn-illegal-move = partida { $game }: lance { $number } ({ -colour(side: $side) }): { $reason }
error-pdn-after-end = partida { $game }: o lance { $text } vem depois do fim da partida

## SetupError: setup_error

error-setup-too-many-pieces = { -side-subject(side: $side) } têm { $n } peças; cada lado tem no máximo { $max }
error-setup-man-on-crowning-row = uma pedra { -man-colour(side: $side) } na { $number } está na linha de coroação; faça dela uma dama
error-setup-no-pieces = { -side-subject(side: $side) } não têm peças

## LascaFenError: lasca_fen_error

error-lasca-fen-empty = a posição está vazia
error-lasca-fen-too-long = uma posição de { $n } caracteres é longa demais
error-lasca-fen-bad-turn = a posição deve começar com W ou B, não com { $text }
error-lasca-fen-bad-column = a coluna { $text } não está na forma a1=wbW
error-lasca-fen-bad-square = { $text } não é uma casa jogável da Lasca
error-lasca-fen-twice = a casa { $square } aparece duas vezes
error-lasca-fen-bad-piece = peça desconhecida { $piece }: use w, W, b ou B
error-lasca-fen-too-many = { -side-subject(side: $side) } têm mais de { $max } peças

## LascaMoveError: lasca_move_error

error-lasca-move-bad-square = não foi possível ler a casa { $text }
error-lasca-move-illegal = { $text } não é um lance válido aqui

## LascaPdnError: lasca_pdn_error

error-lasca-pdn-not-lasca = a partida { $game } não é uma partida de Lasca (falta a tag { $tag })
error-lasca-pdn-illegal-move = partida { $game }: o lance { $number } ({ $text }) não é válido

## LascaSetupError: lasca_setup_error

error-lasca-setup-too-many = { -side-subject(side: $side) } têm { $n } peças; cada lado tem { $max }
error-lasca-setup-soldier-on-crowning-row = o soldado { -soldier-colour(side: $side) } em { $square } já teria sido promovido
error-lasca-setup-no-column = { -side-subject(side: $side) } não comandam nenhuma coluna
