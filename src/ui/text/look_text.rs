//! The words of the look and sound settings, in every interface language: one row per key,
//! English, Portuguese and Russian side by side.

use crate::look::{BoardTheme, Page, PieceSet};
use crate::ui::prefs::Lang;

/// A label of the look and sound settings.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LookText {
    /// The board theme's select.
    Board,
    /// The piece set's select.
    Pieces,
    /// The page palette's select.
    Page,
    /// The sound switch.
    Sound,
    /// A board theme.
    Theme(BoardTheme),
    /// A piece set.
    Set(PieceSet),
    /// A page palette.
    Palette(Page),
}

/// `[en, pt, ru]` for `key`.
const fn words(key: LookText) -> [&'static str; 3] {
    match key {
        LookText::Board => ["Board", "Tabuleiro", "Доска"],
        LookText::Pieces => ["Pieces", "Peças", "Шашки"],
        LookText::Page => ["Page", "Página", "Страница"],
        LookText::Sound => ["Sounds", "Sons", "Звуки"],
        LookText::Theme(BoardTheme::Wood) => ["Wood", "Madeira", "Дерево"],
        LookText::Theme(BoardTheme::Tournament) => ["Tournament (green)", "Torneio (verde)", "Турнирная (зелёная)"],
        LookText::Theme(BoardTheme::Slate) => ["Slate (blue)", "Ardósia (azul)", "Сланец (синяя)"],
        LookText::Theme(BoardTheme::Contrast) => ["High contrast", "Alto contraste", "Высокий контраст"],
        LookText::Set(PieceSet::Classic) => ["Classic", "Clássicas", "Классические"],
        LookText::Set(PieceSet::Flat) => ["Flat", "Planas", "Плоские"],
        LookText::Set(PieceSet::Print) => ["For printing", "Para imprimir", "Для печати"],
        LookText::Palette(Page::System) => ["As the system", "Como o sistema", "Как в системе"],
        LookText::Palette(Page::Light) => ["Light", "Clara", "Светлая"],
        LookText::Palette(Page::Dark) => ["Dark", "Escura", "Тёмная"],
    }
}

/// `key` in `lang`.
#[must_use]
pub fn look_text(lang: Lang, key: LookText) -> &'static str {
    let [en, pt, ru] = words(key);
    match lang {
        Lang::En => en,
        Lang::Pt => pt,
        Lang::Ru => ru,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::look::Named;

    #[test]
    fn every_word_is_there_in_every_language() {
        let mut keys = vec![LookText::Board, LookText::Pieces, LookText::Page, LookText::Sound];
        keys.extend(BoardTheme::ALL.iter().map(|&t| LookText::Theme(t)));
        keys.extend(PieceSet::ALL.iter().map(|&p| LookText::Set(p)));
        keys.extend(Page::ALL.iter().map(|&p| LookText::Palette(p)));
        for lang in Lang::ALL {
            for &key in &keys {
                assert!(!look_text(lang, key).is_empty(), "{key:?} in {lang:?}");
            }
        }
        assert_eq!(look_text(Lang::Pt, LookText::Sound), "Sons");
        assert_eq!(look_text(Lang::En, LookText::Theme(BoardTheme::Contrast)), "High contrast");
    }
}
