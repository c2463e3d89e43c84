//! The computer's words: the opponent's labels, what each level does, the analysis panel's
//! evaluation and who plays whom, in the player's language (each language's `ai.ftl`). Kept apart
//! from the game's labels in `i18n` because they change with the AI, not with the rules. Native,
//! unit-tested.

use crate::ui::decimal::seconds;
use crate::ui::prefs::Lang;
pub use crate::ui::text::keys::AiText;
use crate::ui::text::keys::ErrorRate;
use crate::ui::text::words::{format, message, text, Id};
use damas_engine::Color;

/// The label `key` in `lang`.
#[must_use]
pub fn ai_text(lang: Lang, key: AiText) -> &'static str {
    text(lang, ai_text_message(key))
}

/// The message of `key` (`<lang>/ai.ftl`).
const fn ai_text_message(key: AiText) -> Id {
    match key {
        AiText::Computer => message!("ai-computer"),
        AiText::Opponent => message!("ai-opponent"),
        AiText::Person => message!("ai-person"),
        AiText::TheComputer => message!("ai-the-computer"),
        AiText::Level => message!("ai-level"),
        AiText::Hint => message!("ai-hint"),
        AiText::Analysis => message!("ai-analysis"),
        AiText::Thinking => message!("ai-thinking"),
        AiText::Depth => message!("ai-depth"),
        AiText::BestLine => message!("ai-best-line"),
        AiText::FromWhite => message!("ai-from-white"),
        AiText::Retry => message!("ai-retry"),
        AiText::Failed => message!("ai-failed"),
        AiText::Unavailable => message!("ai-unavailable"),
        AiText::Searching => message!("ai-searching"),
    }
}

/// How often a level with this noise errs on purpose.
const fn error_rate(noise: i32) -> ErrorRate {
    match noise {
        0 => ErrorRate::None,
        1..=20 => ErrorRate::Rare,
        21..=50 => ErrorRate::Some,
        51..=100 => ErrorRate::Frequent,
        _ => ErrorRate::Many,
    }
}

/// The key `ai-level-description` selects `rate`'s words by.
const fn error_rate_key(rate: ErrorRate) -> &'static str {
    match rate {
        ErrorRate::None => "none",
        ErrorRate::Rare => "rare",
        ErrorRate::Some => "some",
        ErrorRate::Frequent => "frequent",
        ErrorRate::Many => "many",
    }
}

/// What a level does: how far it looks, how long it may think, how often it errs on purpose.
#[must_use]
pub fn level_description(lang: Lang, level: &damas_ai::Level) -> String {
    let limited = |on: bool| if on { "limited" } else { "unlimited" };
    // The seconds are written with the language's own decimal mark.
    let mark = text(lang, message!("ai-decimal-mark")).chars().next().unwrap_or('.');
    let time = level.movetime_ms.map(|ms| seconds(ms, mark)).unwrap_or_default();
    format(
        lang,
        message!("ai-level-description"),
        &[
            ("depth", limited(level.depth.is_some()).into()),
            ("n", level.depth.unwrap_or(0).into()),
            ("time", limited(level.movetime_ms.is_some()).into()),
            ("seconds", time.into()),
            ("errors", error_rate_key(error_rate(level.noise)).into()),
        ],
    )
}

/// `Level 3: looks 3 plies ahead; some errors`.
#[must_use]
pub fn level_label(lang: Lang, level: &damas_ai::Level) -> String {
    format!("{} {}: {}", ai_text(lang, AiText::Level), level.number, level_description(lang, level))
}

/// A won evaluation for the analysis panel: `White wins in 3` (`side` wins in `moves` of its own).
#[must_use]
pub fn wins_in(lang: Lang, side: Color, moves: u32) -> String {
    format(lang, message!("ai-wins-in"), &[("side", side.name().into()), ("n", moves.into())])
}

/// Who plays whom: `You play White against the computer (level 3).`
#[must_use]
pub fn versus(lang: Lang, computer: Color, level: u8) -> String {
    format(lang, message!("ai-versus"), &[("side", (!computer).name().into()), ("level", level.into())])
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
        assert_eq!(wins_in(Lang::En, Color::Black, 3), "Black wins in 3");
        assert_eq!(wins_in(Lang::Pt, Color::White, 1), "As brancas vencem em 1");
        assert_eq!(wins_in(Lang::Ru, Color::Black, 3), "Чёрные выигрывают в 3 хода");
        assert_eq!(versus(Lang::Pt, Color::White, 2), "Você joga com as pretas contra o computador (nível 2).");
        assert_eq!(versus(Lang::Ru, Color::Black, 3), "Вы играете белыми против компьютера (уровень 3).");
        assert_eq!(level_label(Lang::Es, &l1), "Nivel 1: calcula a 1 media jugada de profundidad; muchos errores graves");
        assert_eq!(level_description(Lang::Es, &l8), "calcula tan lejos como puede en un máximo de 1 s; sin errores deliberados");
        assert_eq!(wins_in(Lang::Es, Color::Black, 3), "Las negras ganan en 3");
        assert_eq!(versus(Lang::Es, Color::White, 2), "Juegas con las negras contra la máquina (nivel 2).");
    }
}
