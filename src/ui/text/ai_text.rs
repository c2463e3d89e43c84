//! The computer's words: the opponent's labels, what each level does, the analysis panel's
//! evaluation and who plays whom. Kept apart from the game's labels in `i18n` because they change
//! with the AI, not with the rules. Native, unit-tested.

use crate::ui::text::names::side;
use crate::ui::text::plural::{counted, Noun};
use crate::ui::prefs::Lang;
use damas_engine::Color;

/// Labels of the computer opponent, the hint and the analysis panel.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum AiText {
    Computer,
    Opponent,
    Person,
    TheComputer,
    Level,
    Hint,
    Analysis,
    Thinking,
    Depth,
    BestLine,
    FromWhite,
    Retry,
    Failed,
    Searching,
}

/// The label `key` in `lang`.
#[must_use]
pub const fn ai_text(lang: Lang, key: AiText) -> &'static str {
    use AiText::*;
    match (lang, key) {
        (Lang::En, Computer) => "Computer",
        (Lang::Pt, Computer) => "Computador",
        (Lang::Ru, Computer | TheComputer) => "Компьютер",
        (Lang::En, Opponent) => "Opponent",
        (Lang::Pt, Opponent) => "Adversário",
        (Lang::Ru, Opponent) => "Соперник",
        (Lang::En, Person) => "A person on this device",
        (Lang::Pt, Person) => "Uma pessoa neste aparelho",
        (Lang::Ru, Person) => "Человек за этим устройством",
        (Lang::En, TheComputer) => "The computer",
        (Lang::Pt, TheComputer) => "O computador",
        (Lang::En, Level) => "Level",
        (Lang::Pt, Level) => "Nível",
        (Lang::Ru, Level) => "Уровень",
        (Lang::En, Hint) => "Hint",
        (Lang::Pt, Hint) => "Dica",
        (Lang::Ru, Hint) => "Подсказка",
        (Lang::En, Analysis) => "Analysis",
        (Lang::Pt, Analysis) => "Análise",
        (Lang::Ru, Analysis) => "Анализ",
        (Lang::En, Thinking) => "The computer is thinking…",
        (Lang::Pt, Thinking) => "O computador está pensando…",
        (Lang::Ru, Thinking) => "Компьютер думает…",
        (Lang::En, Depth) => "depth",
        (Lang::Pt, Depth) => "profundidade",
        (Lang::Ru, Depth) => "глубина",
        (Lang::En, BestLine) => "Best line",
        (Lang::Pt, BestLine) => "Melhor linha",
        (Lang::Ru, BestLine) => "Лучший вариант",
        (Lang::En, FromWhite) => "in men, from White's side",
        (Lang::Pt, FromWhite) => "em pedras, do lado das brancas",
        (Lang::Ru, FromWhite) => "в шашках, с точки зрения белых",
        (Lang::En, Retry) => "Try again",
        (Lang::Pt, Retry) => "Tentar de novo",
        (Lang::Ru, Retry) => "Попробовать снова",
        (Lang::En, Failed) => "The computer could not answer",
        (Lang::Pt, Failed) => "O computador não conseguiu responder",
        (Lang::Ru, Failed) => "Компьютер не смог ответить",
        (Lang::En, Searching) => "Searching…",
        (Lang::Pt, Searching) => "Calculando…",
        (Lang::Ru, Searching) => "Идёт расчёт…",
    }
}

/// What a level does: how far it looks, how long it may think, how often it errs on purpose.
#[must_use]
pub fn level_description(lang: Lang, level: &damas_ai::Level) -> String {
    let depth = match (lang, level.depth) {
        (Lang::En, Some(d)) => format!("looks {} ahead", counted(lang, d, Noun::Ply)),
        (Lang::Pt, Some(d)) => format!("calcula {} à frente", counted(lang, d, Noun::Ply)),
        (Lang::Ru, Some(d)) => format!("считает на {} вперёд", counted(lang, d, Noun::Ply)),
        (Lang::En, None) => "looks as far as it can".into(),
        (Lang::Pt, None) => "calcula o mais longe que puder".into(),
        (Lang::Ru, None) => "считает так далеко, как может".into(),
    };
    let time = match (lang, level.movetime_ms) {
        (_, None) => String::new(),
        (Lang::En, Some(ms)) => format!(" in at most {} s", crate::ui::text::decimal::seconds(ms, '.')),
        (Lang::Pt, Some(ms)) => format!(" em até {} s", crate::ui::text::decimal::seconds(ms, ',')),
        (Lang::Ru, Some(ms)) => format!(", не дольше {} с", crate::ui::text::decimal::seconds(ms, ',')),
    };
    let errors = match (lang, level.noise) {
        (Lang::En, 0) => "no deliberate errors",
        (Lang::Pt, 0) => "sem erros de propósito",
        (Lang::Ru, 0) => "без намеренных ошибок",
        (Lang::En, 1..=20) => "rare small errors",
        (Lang::Pt, 1..=20) => "raros erros pequenos",
        (Lang::Ru, 1..=20) => "редкие мелкие ошибки",
        (Lang::En, 21..=50) => "some errors",
        (Lang::Pt, 21..=50) => "alguns erros",
        (Lang::Ru, 21..=50) => "иногда ошибается",
        (Lang::En, 51..=100) => "frequent errors",
        (Lang::Pt, 51..=100) => "erros frequentes",
        (Lang::Ru, 51..=100) => "часто ошибается",
        (Lang::En, _) => "many large errors",
        (Lang::Pt, _) => "muitos erros grandes",
        (Lang::Ru, _) => "много грубых ошибок",
    };
    format!("{depth}{time}; {errors}")
}

/// `Level 3: looks 3 plies ahead; some errors`.
#[must_use]
pub fn level_label(lang: Lang, level: &damas_ai::Level) -> String {
    format!("{} {}: {}", ai_text(lang, AiText::Level), level.number, level_description(lang, level))
}

/// An evaluation for the analysis panel: `+0.35`, or `White wins in 3`.
#[must_use]
pub fn eval_text(lang: Lang, eval: crate::ui::ai::eval::Eval) -> String {
    use crate::ui::ai::eval::Eval;
    match eval {
        Eval::Men(_) => eval.men_text().unwrap_or_default(),
        Eval::Win { side: s, moves } => match lang {
            Lang::En => format!("{} wins in {moves}", side(lang, s)),
            Lang::Pt => format!("{} vencem em {moves}", side(lang, s)),
            Lang::Ru => format!("{} выигрывают в {}", side(lang, s), counted(lang, moves, Noun::Move)),
        },
    }
}

/// Who plays whom: `You play White against the computer (level 3).`
#[must_use]
pub fn versus(lang: Lang, computer: Color, level: u8) -> String {
    match lang {
        Lang::En => format!("You play {} against the computer (level {level}).", side(lang, !computer)),
        Lang::Pt => {
            let you = if computer == Color::White { "as pretas" } else { "as brancas" };
            format!("Você joga com {you} contra o computador (nível {level}).")
        }
        Lang::Ru => {
            let you = if computer == Color::White { "чёрными" } else { "белыми" };
            format!("Вы играете {you} против компьютера (уровень {level}).")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_say_what_they_do_in_every_language() {
        let l1 = damas_ai::level(1).unwrap();
        assert_eq!(level_label(Lang::En, &l1), "Level 1: looks 1 ply ahead; many large errors");
        assert_eq!(level_label(Lang::Pt, &l1), "Nível 1: calcula 1 lance à frente; muitos erros grandes");
        assert_eq!(level_label(Lang::Ru, &l1), "Уровень 1: считает на 1 полуход вперёд; много грубых ошибок");
        let l8 = damas_ai::level(damas_ai::MAX_LEVEL).unwrap();
        assert_eq!(level_description(Lang::En, &l8), "looks as far as it can in at most 1 s; no deliberate errors");
        assert_eq!(level_description(Lang::Ru, &l8), "считает так далеко, как может, не дольше 1 с; без намеренных ошибок");
        for l in damas_ai::LEVELS {
            for lang in Lang::ALL {
                assert!(!level_description(lang, &l).is_empty());
            }
        }
        use crate::ui::ai::eval::Eval;
        assert_eq!(eval_text(Lang::En, Eval::Win { side: Color::Black, moves: 3 }), "Black wins in 3");
        assert_eq!(eval_text(Lang::Pt, Eval::Win { side: Color::White, moves: 1 }), "As brancas vencem em 1");
        assert_eq!(eval_text(Lang::Ru, Eval::Win { side: Color::Black, moves: 3 }), "Чёрные выигрывают в 3 хода");
        assert_eq!(eval_text(Lang::En, Eval::Men(-250)), "-2.50");
        assert_eq!(versus(Lang::Pt, Color::White, 2), "Você joga com as pretas contra o computador (nível 2).");
        assert_eq!(versus(Lang::Ru, Color::Black, 3), "Вы играете белыми против компьютера (уровень 3).");
    }
}
