### The page's fixed labels and the game's status.

## Text: text

page-title = Damas
page-tagline = Jogue com um amigo no mesmo aparelho, ou contra o computador
page-new-game = Nova partida
page-start = Começar
page-variant-label = Modalidade
page-bottom = Embaixo
page-white-bottom = Brancas
page-black-bottom = Pretas
page-undo = Voltar
page-redo = Avançar
page-first = Ir ao início
page-last = Ir ao último lance
page-flip = Girar tabuleiro
page-coordinates = Coordenadas
page-coords-off = Nenhuma
page-coords-numbers = Números das casas
page-coords-algebraic = Letras a–h
page-animations = Animações
page-language = Idioma
page-moves = Lances
page-type-move = Digite um lance
page-play-typed = Jogar
page-panels-not-loaded = O formulário de nova partida, as configurações e o compartilhamento não carregaram. Se o aparelho está sem conexão, conecte-se à internet uma vez para baixá-los e tente de novo.
page-review-not-loaded = A revisão da partida não carregou. Se o aparelho está sem conexão, conecte-se à internet uma vez para baixá-la e tente de novo.
page-no-moves = Nenhum lance ainda.
page-promote-variation = Tornar linha principal
page-delete-variation = Apagar variante
page-dismiss = Fechar
page-board = Tabuleiro de damas
page-settings = Ajustes
page-viewing = Vendo uma posição anterior
page-result = Resultado
# A PDN game's round of its event ("Round 3").
page-round = Rodada

## The status: whose turn it is, the compulsory capture, a draw rule near its end (`$side` is
## "white" or "black").

# A side as the subject of a sentence (names.ftl's).
-status-side = { $side ->
    [white] { side-white }
   *[black] { side-black }
}

# Whose turn it is: `$who` is "you", "computer", "friend" (on another device) or "side"
# (two players at the device, named by their side).
status-turn = { $who ->
    [you] Sua vez ({ -colour(side: $side) })
    [computer] Vez do computador ({ -colour(side: $side) })
    [friend] Esperando o seu amigo ({ -colour(side: $side) })
   *[side] { -status-side(side: $side) } jogam
}
# Capturing is compulsory; with `$n`, every legal move takes that many pieces.
status-capture = A captura é obrigatória
status-capture-take = { status-capture }: você deve tomar { counted-taken }
# A draw rule near its end, by the rule: `$n` moves left to each side.
status-countdown-king-moves = Empate em { counted-move } de cada lado, a menos que uma pedra ande ou haja captura.
status-countdown-no-progress = Empate em { counted-move } de cada lado sem captura nem lance de pedra.
status-countdown-ending = Este final empata em { counted-move } de cada lado se não for vencido antes.
