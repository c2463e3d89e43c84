### The tutorial: its labels, and each lesson's title and task.

## LearnText: learn_text

learn-title = Aprende a jugar
learn-lessons = Lecciones
learn-done = ¡Muy bien! Esa es la regla.
learn-missed = Esa jugada es válida, pero no es lo que pide esta lección. Inténtalo de nuevo.
learn-next = Siguiente lección
learn-retry = Reintentar
learn-back = Volver a la partida
learn-rules = Reglas:
learn-other-games = Lecciones de otro juego
learn-exposed = Es válida, pero ahí te capturan la dama enseguida. Detente en una casilla donde esté a salvo.
learn-play-computer = Ahora juega contra la computadora
learn-international-note = Las damas internacionales tienen las reglas de las brasileñas, en un tablero de 10×10.

## Each lesson's title and task, named by its id (`{1}` in a task is a square the lesson marks,
## written in the player's notation)

lesson-move-title = Los peones avanzan
lesson-move-task = Un peón avanza una casilla en diagonal hacia delante, a una casilla oscura libre. Mueve el peón de la casilla {"{"}1{"}"}.
lesson-capture-title = La captura es obligatoria
lesson-capture-task = Cuando una pieza puede capturar, es obligatorio hacerlo: salta sobre la pieza rival hasta la casilla libre que hay detrás. Prueba primero a mover el otro peón y luego captura.
lesson-backward-title = Los peones también capturan hacia atrás
lesson-backward-task = Un peón solo avanza, pero captura hacia delante y hacia atrás. Captura el peón que está detrás del tuyo.
lesson-majority-title = La ley de la mayoría
lesson-majority-task = Cuando hay varias capturas posibles, es obligatorio hacer la que captura más piezas (la ley de la mayoría). Prueba primero a capturar una sola pieza y luego captura dos.
lesson-crown-title = La coronación
lesson-crown-task = Un peón que termina su jugada en la última fila corona y se convierte en dama. Corona tu peón.
lesson-king-title = La dama vuela
lesson-king-task = La dama recorre cualquier número de casillas en diagonal y captura a distancia, parando en cualquier casilla libre detrás de la pieza capturada. Captura con tu dama.
lesson-landing-title = Dónde se detiene la dama
lesson-landing-task = Tras capturar, la dama elige la casilla donde se detiene, más allá de la pieza capturada. Elige una donde no puedan capturarla.
lesson-pass-title = Pasar por la última fila
lesson-pass-task = Un peón que llega a la última fila en mitad de una captura debe seguir capturando y sigue siendo peón: solo corona si la jugada termina allí. Captura.
lesson-choice-title = Captura a elección
lesson-choice-task = Capturar es obligatorio, pero si hay varias capturas eliges cualquiera, incluso la que captura menos piezas. La captura empezada debe terminarse. Captura una o dos.
lesson-crown-capture-title = Coronar durante la captura
lesson-crown-capture-task = Un peón que llega a la última fila durante una captura corona en el acto y sigue capturando como dama. Captura.
lesson-forward-title = Los peones solo capturan hacia delante
lesson-forward-task = Un peón mueve y captura solo hacia delante. La pieza que está detrás del tuyo no se puede capturar: captura la de delante.
lesson-crown-ends-title = Coronar termina la jugada
lesson-crown-ends-task = Un peón que llega a la última fila corona y su jugada termina ahí, aunque pudiera capturar más. Captura.
lesson-short-king-title = La dama
lesson-short-king-task = La dama mueve y captura una casilla en cualquier dirección en diagonal, también hacia atrás. No vuela. Captura con tu dama.
lesson-turkish-move-title = Los peones van en línea recta
lesson-turkish-move-task = Un peón avanza una casilla hacia delante o hacia un lado, nunca en diagonal ni hacia atrás. Mueve el peón de la casilla {"{"}1{"}"}.
lesson-turkish-capture-title = La captura es obligatoria
lesson-turkish-capture-task = Un peón captura hacia delante o hacia un lado, saltando sobre una pieza rival vecina hasta la casilla libre de detrás. Es obligatorio: prueba primero a mover el otro peón y luego captura.
lesson-turkish-removal-title = Las piezas capturadas salen enseguida
lesson-turkish-removal-task = Una pieza capturada sale del tablero en el acto, así que tu pieza puede cruzar su casilla más tarde en la misma captura. Captura las cuatro y termina en {"{"}1{"}"} o más allá.
lesson-turkish-king-title = La dama vuela
lesson-turkish-king-task = La dama recorre cualquier número de casillas en una fila o columna y captura a distancia, parando en cualquier casilla libre detrás de la pieza. Captura con tu dama.
lesson-lasca-move-title = Los soldados avanzan
lesson-lasca-move-task = Un soldado avanza una casilla en diagonal hacia delante, a una casilla libre. Mueve tu soldado.
lesson-lasca-prisoner-title = Hacer un prisionero
lesson-lasca-prisoner-task = Se captura saltando sobre una columna rival vecina. La pieza capturada no sale del tablero: va debajo de la tuya como prisionera y tu columna la manda. Captura.
lesson-lasca-column-title = Columnas
lesson-lasca-column-task = Una columna es del bando cuya pieza está arriba. Una captura se lleva solo la pieza de arriba: las de abajo se quedan y la nueva de arriba las manda. Captura la cima de la columna y libera a tu soldado.
lesson-lasca-officer-title = Oficiales
lesson-lasca-officer-task = Un soldado que llega a la última fila se convierte en oficial: mueve una casilla en diagonal en cualquier dirección, también hacia atrás. Promueve tu soldado.
lesson-lasca-back-title = Los oficiales capturan hacia atrás
lesson-lasca-back-task = Un oficial captura hacia atrás y hacia delante; un soldado no. Captura hacia atrás con tu oficial.
lesson-draw-brazilian-title = Tablas
lesson-draw-brazilian-task = La partida es tablas por acuerdo, cuando la misma posición se repite por tercera vez con el mismo bando al turno, tras 20 jugadas de cada bando moviendo solo damas y sin capturas, o cuando un final de damas no se gana a tiempo (3 piezas contra una dama sola: 16 jugadas; 2 o menos: 5). Mueve una dama y mira la cuenta.
lesson-draw-international-title = Tablas
lesson-draw-international-task = La partida es tablas por acuerdo, cuando la misma posición se repite por tercera vez con el mismo bando al turno, tras 25 jugadas de cada bando moviendo solo damas y sin capturas, o cuando un final de damas no se gana a tiempo (3 piezas contra una dama sola: 16 jugadas; 2 o menos: 5). Mueve una dama y mira la cuenta.
lesson-draw-russian-title = Tablas
lesson-draw-russian-task = La partida es tablas por acuerdo, cuando la misma posición se repite por tercera vez, tras 15 jugadas de cada bando moviendo solo damas y sin capturas, o cuando un final de damas no se gana a tiempo (3 damas contra una dama sola: 15 jugadas; de 4 a 7 piezas con damas en ambos bandos: 30 o 60 jugadas sin capturas). Mueve una dama y mira la cuenta.
lesson-draw-english-title = Tablas
lesson-draw-english-task = La partida es tablas por acuerdo, cuando la misma posición se repite por tercera vez, o tras 40 jugadas de cada bando sin capturas ni movimientos de peón. Mueve una dama y mira la cuenta.
lesson-draw-turkish-title = Tablas
lesson-draw-turkish-task = La partida es tablas por acuerdo, cuando la misma posición se repite por tercera vez, o cuando a cada bando le queda una sola pieza. Captura y compruébalo.
