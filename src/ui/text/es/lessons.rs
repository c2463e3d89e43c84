//! The tutorial in Spanish: its labels, and each lesson's title and task (`{1}` is a square the
//! lesson names, written in the player's notation).

use crate::ui::text::keys::LessonKey;

/// A lesson's `[title, task]`.
pub const fn lesson_words(lesson: LessonKey) -> [&'static str; 2] {
    match lesson {
        LessonKey::Move => ["Los peones avanzan", "Un peón avanza una casilla en diagonal hacia delante, a una casilla oscura libre. Mueve el peón de la casilla {1}."],
        LessonKey::Capture => ["La captura es obligatoria", "Cuando una pieza puede capturar, es obligatorio hacerlo: salta sobre la pieza rival hasta la casilla libre que hay detrás. Prueba primero a mover el otro peón y luego captura."],
        LessonKey::Backward => ["Los peones también capturan hacia atrás", "Un peón solo avanza, pero captura hacia delante y hacia atrás. Captura el peón que está detrás del tuyo."],
        LessonKey::Majority => ["La ley de la mayoría", "Cuando hay varias capturas posibles, es obligatorio hacer la que captura más piezas (la ley de la mayoría). Prueba primero a capturar una sola pieza y luego captura dos."],
        LessonKey::Crown => ["La coronación", "Un peón que termina su jugada en la última fila corona y se convierte en dama. Corona tu peón."],
        LessonKey::King => ["La dama vuela", "La dama recorre cualquier número de casillas en diagonal y captura a distancia, parando en cualquier casilla libre detrás de la pieza capturada. Captura con tu dama."],
        LessonKey::Landing => ["Dónde se detiene la dama", "Tras capturar, la dama elige la casilla donde se detiene, más allá de la pieza capturada. Elige una donde no puedan capturarla."],
        LessonKey::Pass => ["Pasar por la última fila", "Un peón que llega a la última fila en mitad de una captura debe seguir capturando y sigue siendo peón: solo corona si la jugada termina allí. Captura."],
        LessonKey::Choice => ["Captura a elección", "Capturar es obligatorio, pero si hay varias capturas eliges cualquiera, incluso la que captura menos piezas. La captura empezada debe terminarse. Captura una o dos."],
        LessonKey::CrownCapture => ["Coronar durante la captura", "Un peón que llega a la última fila durante una captura corona en el acto y sigue capturando como dama. Captura."],
        LessonKey::Forward => ["Los peones solo capturan hacia delante", "Un peón mueve y captura solo hacia delante. La pieza que está detrás del tuyo no se puede capturar: captura la de delante."],
        LessonKey::CrownEnds => ["Coronar termina la jugada", "Un peón que llega a la última fila corona y su jugada termina ahí, aunque pudiera capturar más. Captura."],
        LessonKey::ShortKing => ["La dama", "La dama mueve y captura una casilla en cualquier dirección en diagonal, también hacia atrás. No vuela. Captura con tu dama."],
        LessonKey::TurkishMove => ["Los peones van en línea recta", "Un peón avanza una casilla hacia delante o hacia un lado, nunca en diagonal ni hacia atrás. Mueve el peón de la casilla {1}."],
        LessonKey::TurkishCapture => ["La captura es obligatoria", "Un peón captura hacia delante o hacia un lado, saltando sobre una pieza rival vecina hasta la casilla libre de detrás. Es obligatorio: prueba primero a mover el otro peón y luego captura."],
        LessonKey::TurkishRemoval => ["Las piezas capturadas salen enseguida", "Una pieza capturada sale del tablero en el acto, así que tu pieza puede cruzar su casilla más tarde en la misma captura. Captura las cuatro y termina en {1} o más allá."],
        LessonKey::TurkishKing => ["La dama vuela", "La dama recorre cualquier número de casillas en una fila o columna y captura a distancia, parando en cualquier casilla libre detrás de la pieza. Captura con tu dama."],
        LessonKey::LascaMove => ["Los soldados avanzan", "Un soldado avanza una casilla en diagonal hacia delante, a una casilla libre. Mueve tu soldado."],
        LessonKey::LascaPrisoner => ["Hacer un prisionero", "Se captura saltando sobre una columna rival vecina. La pieza capturada no sale del tablero: va debajo de la tuya como prisionera y tu columna la manda. Captura."],
        LessonKey::LascaColumn => ["Columnas", "Una columna es del bando cuya pieza está arriba. Una captura se lleva solo la pieza de arriba: las de abajo se quedan y la nueva de arriba las manda. Captura la cima de la columna y libera a tu soldado."],
        LessonKey::LascaOfficer => ["Oficiales", "Un soldado que llega a la última fila se convierte en oficial: mueve una casilla en diagonal en cualquier dirección, también hacia atrás. Promueve tu soldado."],
        LessonKey::LascaBack => ["Los oficiales capturan hacia atrás", "Un oficial captura hacia atrás y hacia delante; un soldado no. Captura hacia atrás con tu oficial."],
        LessonKey::DrawBrazilian => ["Tablas", "La partida es tablas por acuerdo, cuando la misma posición se repite por tercera vez con el mismo bando al turno, tras 20 jugadas de cada bando moviendo solo damas y sin capturas, o cuando un final de damas no se gana a tiempo (3 piezas contra una dama sola: 16 jugadas; 2 o menos: 5). Mueve una dama y mira la cuenta."],
        LessonKey::DrawInternational => ["Tablas", "La partida es tablas por acuerdo, cuando la misma posición se repite por tercera vez con el mismo bando al turno, tras 25 jugadas de cada bando moviendo solo damas y sin capturas, o cuando un final de damas no se gana a tiempo (3 piezas contra una dama sola: 16 jugadas; 2 o menos: 5). Mueve una dama y mira la cuenta."],
        LessonKey::DrawRussian => ["Tablas", "La partida es tablas por acuerdo, cuando la misma posición se repite por tercera vez, tras 15 jugadas de cada bando moviendo solo damas y sin capturas, o cuando un final de damas no se gana a tiempo (3 damas contra una dama sola: 15 jugadas; de 4 a 7 piezas con damas en ambos bandos: 30 o 60 jugadas sin capturas). Mueve una dama y mira la cuenta."],
        LessonKey::DrawEnglish => ["Tablas", "La partida es tablas por acuerdo, cuando la misma posición se repite por tercera vez, o tras 40 jugadas de cada bando sin capturas ni movimientos de peón. Mueve una dama y mira la cuenta."],
        LessonKey::DrawTurkish => ["Tablas", "La partida es tablas por acuerdo, cuando la misma posición se repite por tercera vez, o cuando a cada bando le queda una sola pieza. Captura y compruébalo."],
    }
}
