//! The words of the look and sound settings, in the player's language (each language's
//! `look.rs`).

use super::{en, es, pt, ru};
use crate::ui::prefs::Lang;
pub use crate::ui::text::keys::LookText;

/// `key` in `lang`.
#[must_use]
pub const fn look_text(lang: Lang, key: LookText) -> &'static str {
    match lang.words() {
        Lang::En => en::look::look_text(key),
        Lang::Pt => pt::look::look_text(key),
        Lang::Ru => ru::look::look_text(key),
        Lang::Es => es::look::look_text(key),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::look::BoardTheme;

    #[test]
    fn the_settings_read_in_every_language() {
        assert_eq!(LookText::all().len(), 4 + 4 + 3 + 3);
        assert_eq!(look_text(Lang::Pt, LookText::Sound), "Sons");
        assert_eq!(look_text(Lang::En, LookText::Theme(BoardTheme::Contrast)), "High contrast");
    }
}
