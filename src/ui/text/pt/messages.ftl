### What the page answers the player: why a move is refused, which capture path to choose, what
### happened to a link or a saved game that could not be opened.

## Squares as the player writes them: `$square`, `$from`, `$to`; a choice of `$count` squares is
## its `$last` and the ones before it, `$leading` (joined by commas).

# The squares to choose from: "22", "21, 22 ou 27".
-message-squares = { $count ->
    [1] { $last }
   *[other] { $leading } ou { $last }
}

## A move refused.

message-not-your-piece = Essa peça não é sua.
message-capture-available = Há uma captura com a { -message-squares(count: $count, leading: $leading, last: $last) }.
message-take-maximum = Você deve tomar o máximo: { counted-taken } com a { -message-squares(count: $count, leading: $leading, last: $last) }.
message-take-most-kings = Das capturas maiores, você deve fazer a que toma mais damas: com a { -message-squares(count: $count, leading: $leading, last: $last) }.
message-capture-with-king = Uma dama pode capturar, então é a dama que captura: com a { -message-squares(count: $count, leading: $leading, last: $last) }.
message-king-first = Você deve fazer a captura que encontra uma dama primeiro: com a { -message-squares(count: $count, leading: $leading, last: $last) }.
message-man-cannot-take-king = Neste jogo a pedra nunca captura uma dama.
message-men-forward-only = A pedra só anda para a frente.
message-piece-cannot-move = Essa peça não tem lance possível.
message-occupied = A casa { $square } está ocupada.
message-off-line = As peças andam pelas diagonais.
message-off-line-turkish = As peças andam pelas linhas e colunas, não na diagonal.
message-one-square-man = A pedra anda uma casa por vez, a não ser quando captura.
message-one-square-king = Neste jogo a dama anda uma casa por vez, a não ser quando captura.
message-blocked = Há uma peça no caminho da dama.
message-not-legal = { $from }-{ $to } não é um lance válido.
message-choose-path = Várias capturas terminam na { $square }: clique numa casa marcada do caminho desejado, ou escolha:
message-game-over = A partida terminou: volte um lance ou comece outra.
message-computer-turn = É a vez do computador.
message-friends-turn = É a vez do seu amigo: envie a ele o link com o seu lance.
message-friends-turn-live = É a vez do seu amigo: o seu lance chega a ele assim que você jogar.
message-lesson-over = Esta lição terminou: tente de novo ou passe para a próxima.
message-light-square = { $square } é uma casa clara: as peças ficam e andam só nas casas escuras.
message-previous-kept = Este link abriu outra partida: a sua em andamento foi guardada.
message-study-missing = { $study ->
        [trainer] Ainda não há finais para treinar neste jogo.
       *[puzzle] Ainda não há problemas deste jogo.
    }
message-both-sides = Você está jogando com os dois lados aqui. Para jogar contra o computador, toque em Jogar no alto.

## Lasca's refusals: it moves columns of soldiers and officers.

message-lasca-not-your-piece = Essa coluna não é sua.
message-lasca-men-forward-only = O soldado só anda para a frente.
message-lasca-piece-cannot-move = Essa coluna não tem lance possível.
message-lasca-off-line = As colunas andam pelas diagonais.
message-lasca-one-square-man = O soldado anda uma casa por vez, a não ser quando captura.
message-lasca-one-square-king = O oficial anda uma casa por vez, a não ser quando captura.

## A typed move that does not read: `$text` as typed, `$example` a legal move.

message-unreadable-move = “{ $text }” não é um lance.
message-unreadable-move-example = “{ $text }” não é um lance: digite as casas, como { $example }.

## A link or a saved game not opened as it was: `$error` says what was wrong.

# The level asked for (`$level`) is not one of 1 to `$max`: the computer plays at `$default`.
message-level-dropped = O link pede o nível “{ $level }”, mas os níveis do computador vão de 1 a { $max }: ele joga no nível { $default }.
message-part-dropped = Uma parte do link foi ignorada ({ $error }).
# Where the game came from (`$source`: "link" or "saved") and what is shown instead
# (`$fallback`: "last-game" or "new-game").
message-load-failed = { $source ->
    [link] Este link não descreve uma partida válida
   *[saved] Não foi possível ler a partida salva
} ({ $error }). { $fallback ->
    [last-game] Mostrando a sua última partida.
   *[new-game] Uma nova partida foi iniciada.
}
# The language chosen (`$language`, its own name) could not be downloaded.
message-library-full = O armazenamento deste aparelho está cheio: a partida espera para ser guardada nas suas partidas e entra quando você abri-las e houver espaço. Exporte e apague algumas na biblioteca para liberar espaço.
message-language-missing = { $language } ainda não foi baixado neste aparelho: conecte-se à internet uma vez para mudar para ele.
