### The tutorial: its labels, and each lesson's title and task.

## LearnText: learn_text

learn-title = Aprenda a jogar
learn-lessons = Lições
learn-done = Muito bem! É essa a regra.
learn-missed = Esse lance é permitido, mas não é o que a lição pede. Tente de novo.
learn-next = Próxima lição
learn-retry = Tentar de novo
learn-back = Voltar à partida
learn-rules = Regras:
learn-other-games = Lições de outro jogo
learn-exposed = É permitido, mas ali a sua dama é capturada em seguida. Pare numa casa onde ela fique segura.
learn-play-computer = Agora jogue contra o computador
learn-international-note = As damas internacionais têm as regras das brasileiras, num tabuleiro de 10×10.

## Each lesson's title and task, named by its id (`{1}` in a task is a square the lesson marks,
## written in the player's notation)

lesson-move-title = A pedra anda para a frente
lesson-move-task = A pedra anda uma casa na diagonal, para a frente, até uma casa escura livre. Mova a pedra da casa {"{"}1{"}"}.
lesson-capture-title = A captura é obrigatória
lesson-capture-task = Quando uma peça pode capturar, a captura é obrigatória: salte sobre a peça adversária até a casa livre atrás dela. Tente mover a outra pedra primeiro, depois capture.
lesson-backward-title = A pedra também captura para trás
lesson-backward-task = A pedra só anda para a frente, mas captura para a frente e para trás. Capture a pedra atrás da sua.
lesson-majority-title = Lei da maioria
lesson-majority-task = Quando há várias capturas, é obrigatório fazer a que toma mais peças (a lei da maioria). Tente tomar só uma peça primeiro, depois tome duas.
lesson-crown-title = Promoção a dama
lesson-crown-task = A pedra que termina o lance na última fila vira dama. Promova a sua pedra.
lesson-king-title = A dama voa
lesson-king-task = A dama anda quantas casas quiser na diagonal e captura de longe, parando em qualquer casa livre depois da peça. Capture com a sua dama.
lesson-landing-title = Onde a dama para
lesson-landing-task = Depois de capturar, a dama escolhe a casa onde para, além da peça tomada. Escolha uma onde ela não possa ser capturada.
lesson-pass-title = Passar pela última fila
lesson-pass-task = A pedra que chega à última fila no meio de uma captura tem de continuar capturando e continua pedra: só vira dama se o lance terminar lá. Capture.
lesson-choice-title = Captura à escolha
lesson-choice-task = Capturar é obrigatório, mas quando há várias capturas você escolhe qualquer uma, mesmo a que toma menos peças. A captura começada deve ir até o fim. Tome uma ou duas.
lesson-crown-capture-title = Promoção durante a captura
lesson-crown-capture-task = A pedra que chega à última fila durante uma captura vira dama na hora e continua capturando como dama. Capture.
lesson-forward-title = A pedra só captura para a frente
lesson-forward-task = A pedra anda e captura só para a frente. A peça atrás da sua não pode ser tomada: tome a da frente.
lesson-crown-ends-title = A promoção encerra o lance
lesson-crown-ends-task = A pedra que chega à última fila vira dama e o lance termina ali, mesmo que ela pudesse capturar mais. Capture.
lesson-short-king-title = A dama
lesson-short-king-task = A dama anda e captura uma casa em qualquer direção na diagonal, também para trás. Ela não voa. Capture com a sua dama.
lesson-turkish-move-title = A pedra anda em linha reta
lesson-turkish-move-task = A pedra anda uma casa para a frente ou para o lado, nunca na diagonal nem para trás. Mova a pedra da casa {"{"}1{"}"}.
lesson-turkish-capture-title = A captura é obrigatória
lesson-turkish-capture-task = A pedra captura para a frente ou para o lado, saltando sobre a peça adversária vizinha até a casa livre atrás dela. A captura é obrigatória: tente mover a outra pedra primeiro, depois capture.
lesson-turkish-removal-title = A peça tomada sai na hora
lesson-turkish-removal-task = A peça capturada sai do tabuleiro na hora, então a sua peça pode passar pela casa dela mais tarde na mesma captura. Tome as quatro e termine em {"{"}1{"}"} ou além.
lesson-turkish-king-title = A dama voa
lesson-turkish-king-task = A dama anda quantas casas quiser numa linha ou coluna e captura de longe, parando em qualquer casa livre depois da peça. Capture com a sua dama.
lesson-lasca-move-title = O soldado anda para a frente
lesson-lasca-move-task = O soldado anda uma casa na diagonal, para a frente, até uma casa livre. Mova o seu soldado.
lesson-lasca-prisoner-title = Fazer um prisioneiro
lesson-lasca-prisoner-task = Captura-se saltando sobre uma coluna adversária vizinha. A peça tomada não sai do tabuleiro: vai para baixo da sua como prisioneira, e a sua coluna a comanda. Capture.
lesson-lasca-column-title = Colunas
lesson-lasca-column-task = A coluna é de quem tem a peça de cima. A captura toma só a peça de cima: as de baixo ficam, e a nova peça de cima as comanda. Tome o topo da coluna e liberte o seu soldado.
lesson-lasca-officer-title = Oficiais
lesson-lasca-officer-task = O soldado que chega à última fila vira oficial: anda uma casa na diagonal em qualquer direção, também para trás. Promova o seu soldado.
lesson-lasca-back-title = O oficial captura para trás
lesson-lasca-back-task = O oficial captura para trás e para a frente; o soldado não. Capture para trás com o seu oficial.
lesson-draw-brazilian-title = Empates
lesson-draw-brazilian-task = A partida empata por acordo, quando a mesma posição se repete pela terceira vez com o mesmo lado a jogar, após 20 lances de cada lado só com damas e sem captura, ou quando um final de damas não é ganho a tempo (3 peças contra uma dama sozinha: 16 lances; 2 ou menos: 5). Mova uma dama e veja a contagem.
lesson-draw-international-title = Empates
lesson-draw-international-task = A partida empata por acordo, quando a mesma posição se repete pela terceira vez com o mesmo lado a jogar, após 25 lances de cada lado só com damas e sem captura, ou quando um final de damas não é ganho a tempo (3 peças contra uma dama sozinha: 16 lances; 2 ou menos: 5). Mova uma dama e veja a contagem.
lesson-draw-russian-title = Empates
lesson-draw-russian-task = A partida empata por acordo, quando a mesma posição se repete pela terceira vez, após 15 lances de cada lado só com damas e sem captura, ou quando um final de damas não é ganho a tempo (3 damas contra uma dama sozinha: 15 lances; de 4 a 7 peças com damas dos dois lados: 30 ou 60 lances sem captura). Mova uma dama e veja a contagem.
lesson-draw-english-title = Empates
lesson-draw-english-task = A partida empata por acordo, quando a mesma posição se repete pela terceira vez, ou após 40 lances de cada lado sem captura nem lance de pedra. Mova uma dama e veja a contagem.
lesson-draw-turkish-title = Empates
lesson-draw-turkish-task = A partida empata por acordo, quando a mesma posição se repete pela terceira vez, ou quando cada lado fica com uma só peça. Capture e veja.
