//! The look and sound settings in English.

use crate::look::{BoardTheme, Page, PieceSet};
use crate::ui::text::keys::LookText;

/// The label `key`.
pub const fn look_text(key: LookText) -> &'static str {
    match key {
        LookText::Board => "Board",
        LookText::Pieces => "Pieces",
        LookText::Page => "Page",
        LookText::Sound => "Sounds",
        LookText::Theme(BoardTheme::Wood) => "Wood",
        LookText::Theme(BoardTheme::Tournament) => "Tournament (green)",
        LookText::Theme(BoardTheme::Slate) => "Slate (blue)",
        LookText::Theme(BoardTheme::Contrast) => "High contrast",
        LookText::Set(PieceSet::Classic) => "Classic",
        LookText::Set(PieceSet::Flat) => "Flat",
        LookText::Set(PieceSet::Print) => "For printing",
        LookText::Palette(Page::System) => "As the system",
        LookText::Palette(Page::Light) => "Light",
        LookText::Palette(Page::Dark) => "Dark",
    }
}
