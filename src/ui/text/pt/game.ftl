
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
