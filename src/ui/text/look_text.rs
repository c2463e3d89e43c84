//! The words of the look and sound settings, in the player's language (each language's
//! `look.rs`).

use crate::ui::prefs::Lang;
use crate::look::{BoardTheme, Page, PieceSet};
use crate::ui::text::words::{id, Id};
pub use crate::ui::text::keys::LookText;

/// `key` in `lang`.
#[must_use]
pub fn look_text(lang: Lang, key: LookText) -> &'static str {
    crate::ui::text::words::text(lang, look_text_message(key))
}

/// The message of `key` (`<lang>/look.ftl`).
const fn look_text_message(key: LookText) -> Id {
    match key {
        LookText::Board => id("look-board"),
        LookText::Pieces => id("look-pieces"),
        LookText::Page => id("look-page"),
        LookText::Sound => id("look-sound"),
        LookText::Theme(BoardTheme::Wood) => id("look-theme-wood"),
        LookText::Theme(BoardTheme::Tournament) => id("look-theme-tournament"),
        LookText::Theme(BoardTheme::Slate) => id("look-theme-slate"),
        LookText::Theme(BoardTheme::Contrast) => id("look-theme-contrast"),
        LookText::Set(PieceSet::Classic) => id("look-set-classic"),
        LookText::Set(PieceSet::Flat) => id("look-set-flat"),
        LookText::Set(PieceSet::Print) => id("look-set-print"),
        LookText::Palette(Page::System) => id("look-palette-system"),
        LookText::Palette(Page::Light) => id("look-palette-light"),
        LookText::Palette(Page::Dark) => id("look-palette-dark"),
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
