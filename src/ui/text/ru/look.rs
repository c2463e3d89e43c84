//! The look and sound settings in Russian.

use crate::look::{BoardTheme, Page, PieceSet};
use crate::ui::text::keys::LookText;

/// The label `key`.
pub const fn look_text(key: LookText) -> &'static str {
    match key {
        LookText::Board => "Доска",
        LookText::Pieces => "Шашки",
        LookText::Page => "Страница",
        LookText::Sound => "Звуки",
        LookText::Theme(BoardTheme::Wood) => "Дерево",
        LookText::Theme(BoardTheme::Tournament) => "Турнирная (зелёная)",
        LookText::Theme(BoardTheme::Slate) => "Сланец (синяя)",
        LookText::Theme(BoardTheme::Contrast) => "Высокий контраст",
        LookText::Set(PieceSet::Classic) => "Классические",
        LookText::Set(PieceSet::Flat) => "Плоские",
        LookText::Set(PieceSet::Print) => "Для печати",
        LookText::Palette(Page::System) => "Как в системе",
        LookText::Palette(Page::Light) => "Светлая",
        LookText::Palette(Page::Dark) => "Тёмная",
    }
}
