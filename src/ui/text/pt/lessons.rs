//! The tutorial in Brazilian Portuguese: its labels, and each lesson's title and task (`{1}` is a
//! square the lesson names, written in the player's notation).

use crate::ui::text::keys::LessonKey;

/// A lesson's `[title, task]`.
pub const fn lesson_words(lesson: LessonKey) -> [&'static str; 2] {
    match lesson {
        LessonKey::Move => ["A pedra anda para a frente", "A pedra anda uma casa na diagonal, para a frente, até uma casa escura livre. Mova a pedra da casa {1}."],
        LessonKey::Capture => ["A captura é obrigatória", "Quando uma peça pode capturar, a captura é obrigatória: salte sobre a peça adversária até a casa livre atrás dela. Tente mover a outra pedra primeiro, depois capture."],
        LessonKey::Backward => ["A pedra também captura para trás", "A pedra só anda para a frente, mas captura para a frente e para trás. Capture a pedra atrás da sua."],
        LessonKey::Majority => ["Lei da maioria", "Quando há várias capturas, é obrigatório fazer a que toma mais peças (a lei da maioria). Tente tomar só uma peça primeiro, depois tome duas."],
        LessonKey::Crown => ["Promoção a dama", "A pedra que termina o lance na última fila vira dama. Promova a sua pedra."],
        LessonKey::King => ["A dama voa", "A dama anda quantas casas quiser na diagonal e captura de longe, parando em qualquer casa livre depois da peça. Capture com a sua dama."],
        LessonKey::Landing => ["Onde a dama para", "Depois de capturar, a dama escolhe a casa onde para, além da peça tomada. Escolha uma onde ela não possa ser capturada."],
        LessonKey::Pass => ["Passar pela última fila", "A pedra que chega à última fila no meio de uma captura tem de continuar capturando e continua pedra: só vira dama se o lance terminar lá. Capture."],
        LessonKey::Choice => ["Captura à escolha", "Capturar é obrigatório, mas quando há várias capturas você escolhe qualquer uma, mesmo a que toma menos peças. A captura começada deve ir até o fim. Tome uma ou duas."],
        LessonKey::CrownCapture => ["Promoção durante a captura", "A pedra que chega à última fila durante uma captura vira dama na hora e continua capturando como dama. Capture."],
        LessonKey::Forward => ["A pedra só captura para a frente", "A pedra anda e captura só para a frente. A peça atrás da sua não pode ser tomada: tome a da frente."],
        LessonKey::CrownEnds => ["A promoção encerra o lance", "A pedra que chega à última fila vira dama e o lance termina ali, mesmo que ela pudesse capturar mais. Capture."],
        LessonKey::ShortKing => ["A dama", "A dama anda e captura uma casa em qualquer direção na diagonal, também para trás. Ela não voa. Capture com a sua dama."],
        LessonKey::TurkishMove => ["A pedra anda em linha reta", "A pedra anda uma casa para a frente ou para o lado, nunca na diagonal nem para trás. Mova a pedra da casa {1}."],
        LessonKey::TurkishCapture => ["A captura é obrigatória", "A pedra captura para a frente ou para o lado, saltando sobre a peça adversária vizinha até a casa livre atrás dela. A captura é obrigatória: tente mover a outra pedra primeiro, depois capture."],
        LessonKey::TurkishRemoval => ["A peça tomada sai na hora", "A peça capturada sai do tabuleiro na hora, então a sua peça pode passar pela casa dela mais tarde na mesma captura. Tome as quatro e termine em {1} ou além."],
        LessonKey::TurkishKing => ["A dama voa", "A dama anda quantas casas quiser numa linha ou coluna e captura de longe, parando em qualquer casa livre depois da peça. Capture com a sua dama."],
        LessonKey::LascaMove => ["O soldado anda para a frente", "O soldado anda uma casa na diagonal, para a frente, até uma casa livre. Mova o seu soldado."],
        LessonKey::LascaPrisoner => ["Fazer um prisioneiro", "Captura-se saltando sobre uma coluna adversária vizinha. A peça tomada não sai do tabuleiro: vai para baixo da sua como prisioneira, e a sua coluna a comanda. Capture."],
        LessonKey::LascaColumn => ["Colunas", "A coluna é de quem tem a peça de cima. A captura toma só a peça de cima: as de baixo ficam, e a nova peça de cima as comanda. Tome o topo da coluna e liberte o seu soldado."],
        LessonKey::LascaOfficer => ["Oficiais", "O soldado que chega à última fila vira oficial: anda uma casa na diagonal em qualquer direção, também para trás. Promova o seu soldado."],
        LessonKey::LascaBack => ["O oficial captura para trás", "O oficial captura para trás e para a frente; o soldado não. Capture para trás com o seu oficial."],
        LessonKey::DrawBrazilian => ["Empates", "A partida empata por acordo, quando a mesma posição se repete pela terceira vez com o mesmo lado a jogar, após 20 lances de cada lado só com damas e sem captura, ou quando um final de damas não é ganho a tempo (3 peças contra uma dama sozinha: 16 lances; 2 ou menos: 5). Mova uma dama e veja a contagem."],
        LessonKey::DrawInternational => ["Empates", "A partida empata por acordo, quando a mesma posição se repete pela terceira vez com o mesmo lado a jogar, após 25 lances de cada lado só com damas e sem captura, ou quando um final de damas não é ganho a tempo (3 peças contra uma dama sozinha: 16 lances; 2 ou menos: 5). Mova uma dama e veja a contagem."],
        LessonKey::DrawRussian => ["Empates", "A partida empata por acordo, quando a mesma posição se repete pela terceira vez, após 15 lances de cada lado só com damas e sem captura, ou quando um final de damas não é ganho a tempo (3 damas contra uma dama sozinha: 15 lances; de 4 a 7 peças com damas dos dois lados: 30 ou 60 lances sem captura). Mova uma dama e veja a contagem."],
        LessonKey::DrawEnglish => ["Empates", "A partida empata por acordo, quando a mesma posição se repete pela terceira vez, ou após 40 lances de cada lado sem captura nem lance de pedra. Mova uma dama e veja a contagem."],
        LessonKey::DrawTurkish => ["Empates", "A partida empata por acordo, quando a mesma posição se repete pela terceira vez, ou quando cada lado fica com uma só peça. Capture e veja."],
    }
}
