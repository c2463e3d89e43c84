//! The words of the look and sound settings, in the player's language (each language's
//! `look.rs`).

use crate::ui::prefs::Lang;
use crate::look::{BoardTheme, Page, PieceSet};
use crate::ui::text::words::{message, Id};
pub use crate::ui::text::keys::LookText;

/// `key` in `lang`.
#[must_use]
pub fn look_text(lang: Lang, key: LookText) -> &'static str {
    crate::ui::text::words::text(lang, look_text_message(key))
}

/// The message of `key` (`<lang>/look.ftl`).
const fn look_text_message(key: LookText) -> Id {
    match key {
        LookText::Board => message!("look-board"),
        LookText::Pieces => message!("look-pieces"),
        LookText::Page => message!("look-page"),
        LookText::Sound => message!("look-sound"),
        LookText::Theme(BoardTheme::Wood) => message!("look-theme-wood"),
        LookText::Theme(BoardTheme::Tournament) => message!("look-theme-tournament"),
        LookText::Theme(BoardTheme::Slate) => message!("look-theme-slate"),
        LookText::Theme(BoardTheme::Contrast) => message!("look-theme-contrast"),
        LookText::Set(PieceSet::Classic) => message!("look-set-classic"),
        LookText::Set(PieceSet::Flat) => message!("look-set-flat"),
        LookText::Set(PieceSet::Print) => message!("look-set-print"),
        LookText::Palette(Page::System) => message!("look-palette-system"),
        LookText::Palette(Page::Light) => message!("look-palette-light"),
        LookText::Palette(Page::Dark) => message!("look-palette-dark"),
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
