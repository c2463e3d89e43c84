//! Interface text of the sharing, opening, PDN, editor, embed and offline features, and the Lasca
//! page's own labels, in the player's language (each language's `tools.rs`; kept apart from
//! `i18n` so the two can grow independently). Error details come from `error_text`, in the same
//! language, after a lead. Native, unit-tested.

use super::{en, es, pt, ru};
use crate::link::paste::PasteError;
use crate::ui::prefs::Lang;
pub use crate::ui::text::keys::{LascaTx, Tx};

/// The label `key` in `lang`.
#[must_use]
pub const fn tx(lang: Lang, key: Tx) -> &'static str {
    match lang.words() {
        Lang::En => en::tools::tx(key),
        Lang::Pt => pt::tools::tx(key),
        Lang::Ru => ru::tools::tx(key),
        Lang::Es => es::tools::tx(key),
    }
}

/// The Lasca label `key` in `lang`.
#[must_use]
pub const fn lasca_tx(lang: Lang, key: LascaTx) -> &'static str {
    match lang.words() {
        Lang::En => en::tools::lasca_tx(key),
        Lang::Pt => pt::tools::lasca_tx(key),
        Lang::Ru => ru::tools::lasca_tx(key),
        Lang::Es => es::tools::lasca_tx(key),
    }
}

/// The friend's move `mv` in a game by links (in the player's notation), and what to do next.
#[must_use]
pub fn friend_played(lang: Lang, mv: &str) -> String {
    match lang.words() {
        Lang::En => en::tools::friend_played(mv),
        Lang::Pt => pt::tools::friend_played(mv),
        Lang::Ru => ru::tools::friend_played(mv),
        Lang::Es => es::tools::friend_played(mv),
    }
}

/// Why a paste opened nothing, for the player.
#[must_use]
pub fn paste_error(lang: Lang, error: &PasteError) -> String {
    let why = crate::ui::text::error_text::paste_error(lang, error);
    match lang.words() {
        Lang::En => en::tools::could_not_open(&why),
        Lang::Pt => pt::tools::could_not_open(&why),
        Lang::Ru => ru::tools::could_not_open(&why),
        Lang::Es => es::tools::could_not_open(&why),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_read_in_every_language() {
        let ru = paste_error(Lang::Ru, &PasteError::Empty);
        assert!(ru.starts_with("Не удалось открыть: нечего открывать"), "{ru}");
        let pt = paste_error(Lang::Pt, &PasteError::Empty);
        assert!(pt.starts_with("Não foi possível abrir: ") && !pt.contains("nothing"), "{pt}");
        assert!(paste_error(Lang::En, &PasteError::Empty).starts_with("Could not open it: nothing to open"));
    }
}
