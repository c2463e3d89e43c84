//! The look and sound settings in Spanish.

use crate::look::{BoardTheme, Page, PieceSet};
use crate::ui::text::keys::LookText;

/// The label `key`.
pub const fn look_text(key: LookText) -> &'static str {
    match key {
        LookText::Board => "Tablero",
        LookText::Pieces => "Piezas",
        LookText::Page => "Página",
        LookText::Sound => "Sonidos",
        LookText::Theme(BoardTheme::Wood) => "Madera",
        LookText::Theme(BoardTheme::Tournament) => "Torneo (verde)",
        LookText::Theme(BoardTheme::Slate) => "Pizarra (azul)",
        LookText::Theme(BoardTheme::Contrast) => "Alto contraste",
        LookText::Set(PieceSet::Classic) => "Clásicas",
        LookText::Set(PieceSet::Flat) => "Planas",
        LookText::Set(PieceSet::Print) => "Para imprimir",
        LookText::Palette(Page::System) => "Como el sistema",
        LookText::Palette(Page::Light) => "Clara",
        LookText::Palette(Page::Dark) => "Oscura",
    }
}
