//! Live play's words, in the player's language (each language's `live.rs`). Native,
//! unit-tested.

use super::{en, es, pt, ru};
use crate::ui::prefs::Lang;
pub use crate::ui::text::keys::LiveText;

/// The text `key` in `lang`.
#[must_use]
pub const fn live_text(lang: Lang, key: LiveText) -> &'static str {
    match lang.words() {
        Lang::En => en::live::live_text(key),
        Lang::Pt => pt::live::live_text(key),
        Lang::Ru => ru::live::live_text(key),
        Lang::Es => es::live::live_text(key),
    }
}

/// "You can claim the game in 12 s."
#[must_use]
pub fn claim_in(lang: Lang, seconds: u64) -> String {
    match lang.words() {
        Lang::En => format!("You can claim the game in {seconds} s."),
        Lang::Pt => format!("Você poderá reivindicar a partida em {seconds} s."),
        Lang::Ru => format!("Через {seconds} с вы сможете потребовать победу."),
        Lang::Es => format!("Podrás reclamar la partida en {seconds} s."),
    }
}

/// A chat phrase's words.
#[must_use]
pub const fn phrase(lang: Lang, p: damas_live::offer::Phrase) -> &'static str {
    use damas_live::offer::Phrase as P;
    match (lang.words(), p) {
        (Lang::En, P::Hello) => "Hello!",
        (Lang::En, P::GoodLuck) => "Good luck!",
        (Lang::En, P::WellPlayed) => "Well played!",
        (Lang::En, P::Thanks) => "Thank you!",
        (Lang::En, P::GoodGame) => "Good game!",
        (Lang::Pt, P::Hello) => "Olá!",
        (Lang::Pt, P::GoodLuck) => "Boa sorte!",
        (Lang::Pt, P::WellPlayed) => "Bem jogado!",
        (Lang::Pt, P::Thanks) => "Obrigado!",
        (Lang::Pt, P::GoodGame) => "Bom jogo!",
        (Lang::Ru, P::Hello) => "Привет!",
        (Lang::Ru, P::GoodLuck) => "Удачи!",
        (Lang::Ru, P::WellPlayed) => "Хорошо сыграно!",
        (Lang::Ru, P::Thanks) => "Спасибо!",
        (Lang::Ru, P::GoodGame) => "Хорошая игра!",
        (Lang::Es, P::Hello) => "¡Hola!",
        (Lang::Es, P::GoodLuck) => "¡Buena suerte!",
        (Lang::Es, P::WellPlayed) => "¡Bien jugado!",
        (Lang::Es, P::Thanks) => "¡Gracias!",
        (Lang::Es, P::GoodGame) => "¡Buena partida!",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_every_live_word() {
        use LiveText as T;
        for lang in Lang::ALL {
            for &key in LiveText::ALL {
                assert!(!live_text(lang, key).is_empty(), "{lang:?} {key:?}");
                if lang != Lang::En && !matches!(key, T::Copy | T::Share) {
                    assert_ne!(live_text(lang, key), live_text(Lang::En, key), "{lang:?} {key:?} is translated");
                }
            }
            assert!(claim_in(lang, 12).contains("12"));
        }
    }
}
