//! The endgame trainer's words, in English, Brazilian Portuguese and Russian. Native, unit-tested.

use crate::ui::text::plural::{counted, Noun};
use crate::ui::prefs::Lang;
use crate::ui::trainer::Verdict;

/// A fixed label of the trainer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum TrainerText {
    Title,
    Endings,
    Back,
    Preparing,
    Draw,
    Unknown,
    NewStart,
    Won,
    Drawn,
    Lost,
    GoalWin,
    GoalDraw,
}

/// The label `key` in `lang`.
#[must_use]
pub const fn trainer_text(lang: Lang, key: TrainerText) -> &'static str {
    use TrainerText::*;
    match (lang, key) {
        (Lang::En, Title) => "Endgame trainer",
        (Lang::Pt, Title) => "Treino de finais",
        (Lang::Ru, Title) => "Тренажёр эндшпиля",
        (Lang::En, Endings) => "Endings",
        (Lang::Pt, Endings) => "Finais",
        (Lang::Ru, Endings) => "Окончания",
        (Lang::En, Back) => "Back to the game",
        (Lang::Pt, Back) => "Voltar à partida",
        (Lang::Ru, Back) => "Вернуться к партии",
        (Lang::En, Preparing) => "Setting up a position…",
        (Lang::Pt, Preparing) => "Preparando uma posição…",
        (Lang::Ru, Preparing) => "Подбираем позицию…",
        (Lang::En, Draw) => "A draw with best play.",
        (Lang::Pt, Draw) => "Empate com o melhor jogo.",
        (Lang::Ru, Draw) => "При лучшей игре — ничья.",
        (Lang::En, Unknown) => "The endgame database could not be loaded; the computer defends by searching.",
        (Lang::Pt, Unknown) => "A base de finais não pôde ser carregada; o computador defende calculando.",
        (Lang::Ru, Unknown) => "Не удалось загрузить базу окончаний; компьютер защищается расчётом.",
        (Lang::En, NewStart) => "New position",
        (Lang::Pt, NewStart) => "Nova posição",
        (Lang::Ru, NewStart) => "Новая позиция",
        (Lang::En, Won) => "You won against perfect defence!",
        (Lang::Pt, Won) => "Você venceu a defesa perfeita!",
        (Lang::Ru, Won) => "Вы победили безупречную защиту!",
        (Lang::En, Drawn) => "Drawn.",
        (Lang::Pt, Drawn) => "Empate.",
        (Lang::Ru, Drawn) => "Ничья.",
        (Lang::En, Lost) => "Lost.",
        (Lang::Pt, Lost) => "Derrota.",
        (Lang::Ru, Lost) => "Поражение.",
        (Lang::En, GoalWin) => "You play White: win.",
        (Lang::Pt, GoalWin) => "Você joga de brancas: vença.",
        (Lang::Ru, GoalWin) => "Вы играете белыми: выиграйте.",
        (Lang::En, GoalDraw) => "You play White: hold the draw.",
        (Lang::Pt, GoalDraw) => "Você joga de brancas: segure o empate.",
        (Lang::Ru, GoalDraw) => "Вы играете белыми: добейтесь ничьей.",
    }
}

/// Ending `id`'s name and what it teaches, `[name, lesson]`.
#[must_use]
pub const fn ending_words(lang: Lang, id: &str) -> [&'static str; 2] {
    match (lang, id.as_bytes()) {
        (Lang::En, b"three-kings") => ["Three kings against one", "Hold the main diagonal and drive the lone king into Petrov's triangle."],
        (Lang::Pt, b"three-kings") => ["Três damas contra uma", "Domine a grande diagonal e leve a dama sozinha ao triângulo de Petrov."],
        (Lang::Ru, b"three-kings") => ["Три дамки против одной", "Владейте большой дорогой и загоните дамку в треугольник Петрова."],
        (Lang::En, b"two-kings-man") => ["Two kings and a man against a king", "Crown the man at the right moment, or win with it still on the board."],
        (Lang::Pt, b"two-kings-man") => ["Duas damas e uma pedra contra uma dama", "Coroe a pedra no momento certo, ou vença com ela ainda no tabuleiro."],
        (Lang::Ru, b"two-kings-man") => ["Две дамки и простая против дамки", "Проведите простую в дамки вовремя или выиграйте, не проводя её."],
        (Lang::En, b"king-two-men") => ["A king against two men", "Catch the men before they crown."],
        (Lang::Pt, b"king-two-men") => ["Uma dama contra duas pedras", "Pegue as pedras antes que virem damas."],
        (Lang::Ru, b"king-two-men") => ["Дамка против двух простых", "Поймайте простые, пока они не прошли в дамки."],
        (Lang::En, b"man-race") => ["Man against man", "Win the race to the crowning row: count the tempi."],
        (Lang::Pt, b"man-race") => ["Pedra contra pedra", "Ganhe a corrida até a coroação: conte os tempos."],
        (Lang::Ru, b"man-race") => ["Простая против простой", "Выиграйте гонку в дамки: считайте темпы."],
        (Lang::En, b"two-kings-v-king-man") => ["Two kings against a king and a man", "Win the man without letting the king hold the long diagonal."],
        (Lang::Pt, b"two-kings-v-king-man") => ["Duas damas contra dama e pedra", "Ganhe a pedra sem deixar a dama dominar a grande diagonal."],
        (Lang::Ru, b"two-kings-v-king-man") => ["Две дамки против дамки и простой", "Выиграйте простую, не дав дамке занять большую дорогу."],
        (Lang::En, _) => ["The lone king on the long diagonal", "Three kings against your one: stay on the main diagonal and it is a draw."],
        (Lang::Pt, _) => ["A dama sozinha na grande diagonal", "Três damas contra a sua: fique na grande diagonal e é empate."],
        (Lang::Ru, _) => ["Одинокая дамка на большой дороге", "Три дамки против вашей: держитесь большой дороги — и ничья."],
    }
}

/// The distance with best play: "White wins in 7 moves with best play." for `plies` plies.
#[must_use]
pub fn win_in(lang: Lang, moves: u32) -> String {
    let n = counted(lang, moves, Noun::Move);
    match lang {
        Lang::En => format!("White wins in {n} with best play."),
        Lang::Pt => format!("As brancas vencem em {n} com o melhor jogo."),
        Lang::Ru => format!("Белые выигрывают за {n} при лучшей игре."),
    }
}

/// The verdict of the last move.
#[must_use]
pub const fn verdict_text(lang: Lang, v: Verdict) -> &'static str {
    match (lang, v) {
        (Lang::En, Verdict::Best) => "Your last move was best.",
        (Lang::Pt, Verdict::Best) => "Seu último lance foi o melhor.",
        (Lang::Ru, Verdict::Best) => "Ваш последний ход — лучший.",
        (Lang::En, Verdict::Kept) => "Your last move kept the win, but a quicker one was there.",
        (Lang::Pt, Verdict::Kept) => "Seu último lance manteve a vitória, mas havia um mais rápido.",
        (Lang::Ru, Verdict::Kept) => "Последний ход сохранил выигрыш, но был и более быстрый.",
        (Lang::En, Verdict::LostWin) => "Your last move let the win go: it is a draw now.",
        (Lang::Pt, Verdict::LostWin) => "Seu último lance deixou escapar a vitória: agora é empate.",
        (Lang::Ru, Verdict::LostWin) => "Последний ход упустил выигрыш: теперь ничья.",
        (Lang::En, Verdict::Lost) => "Your last move loses.",
        (Lang::Pt, Verdict::Lost) => "Seu último lance perde.",
        (Lang::Ru, Verdict::Lost) => "Ваш последний ход проигрывает.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::trainer::ENDINGS;

    #[test]
    fn every_ending_has_its_own_words_in_every_language() {
        for lang in [Lang::En, Lang::Pt, Lang::Ru] {
            let names: Vec<_> = ENDINGS.iter().map(|e| ending_words(lang, e.id)[0]).collect();
            assert!(names.iter().enumerate().all(|(i, n)| !names[..i].contains(n)), "{names:?}");
        }
        assert_eq!(win_in(Lang::En, 7), "White wins in 7 moves with best play.");
        assert_eq!(win_in(Lang::Ru, 2), "Белые выигрывают за 2 хода при лучшей игре.");
    }
}
