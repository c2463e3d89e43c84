//! The look and sound settings in Brazilian Portuguese.

use crate::look::{BoardTheme, Page, PieceSet};
use crate::ui::text::keys::LookText;

/// The label `key`.
pub const fn look_text(key: LookText) -> &'static str {
    match key {
        LookText::Board => "Tabuleiro",
        LookText::Pieces => "Peças",
        LookText::Page => "Página",
        LookText::Sound => "Sons",
        LookText::Theme(BoardTheme::Wood) => "Madeira",
        LookText::Theme(BoardTheme::Tournament) => "Torneio (verde)",
        LookText::Theme(BoardTheme::Slate) => "Ardósia (azul)",
        LookText::Theme(BoardTheme::Contrast) => "Alto contraste",
        LookText::Set(PieceSet::Classic) => "Clássicas",
        LookText::Set(PieceSet::Flat) => "Planas",
        LookText::Set(PieceSet::Print) => "Para imprimir",
        LookText::Palette(Page::System) => "Como o sistema",
        LookText::Palette(Page::Light) => "Clara",
        LookText::Palette(Page::Dark) => "Escura",
    }
}
