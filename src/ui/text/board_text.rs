//! What a screen reader hears of the board: every piece by square, a Lasca column bottom to top,
//! the last move. Apart from the labels in `i18n` because it is built from positions, not keys.
//! Native, unit-tested.

use crate::ui::text::i18n::{square_name, text, Text};
use crate::ui::text::names::game_name;
use crate::ui::prefs::Lang;
use damas_engine::lasca::{self, Column, LascaPosition};
use damas_engine::{Color, GameKind, Position};

/// The board for screen readers: every piece by square number, men and kings of each side.
#[must_use]
pub fn board_description(lang: Lang, pos: &Position) -> String {
    let v = pos.variant();
    let mut out = text(lang, Text::Board).to_string();
    out.push('.');
    for color in Color::ALL {
        for (kings, squares) in [(false, pos.men(color)), (true, pos.kings_of(color))] {
            let mut numbers: Vec<u32> = squares.squares().map(|sq| v.number(sq)).collect();
            if numbers.is_empty() {
                continue;
            }
            damas_engine::notation::sort_small(&mut numbers);
            let list: Vec<String> = numbers.iter().map(|&n| square_name(v, n)).collect();
            let group = match (lang, color, kings) {
                (Lang::En, Color::White, false) => "White men",
                (Lang::En, Color::White, true) => "White kings",
                (Lang::En, Color::Black, false) => "Black men",
                (Lang::En, Color::Black, true) => "Black kings",
                (Lang::Pt, Color::White, false) => "Pedras brancas",
                (Lang::Pt, Color::White, true) => "Damas brancas",
                (Lang::Pt, Color::Black, false) => "Pedras pretas",
                (Lang::Pt, Color::Black, true) => "Damas pretas",
                (Lang::Ru, Color::White, false) => "Белые простые",
                (Lang::Ru, Color::White, true) => "Белые дамки",
                (Lang::Ru, Color::Black, false) => "Чёрные простые",
                (Lang::Ru, Color::Black, true) => "Чёрные дамки",
            };
            out.push_str(&format!(" {group}: {}.", list.join(", ")));
        }
    }
    out
}

/// A Lasca column from bottom to top ("c3, bottom to top: white soldier, black officer"), its
/// square `bit`; `None` for an empty square.
#[must_use]
pub fn lasca_column(lang: Lang, bit: u8, column: Column) -> Option<String> {
    column.top()?;
    let pieces: Vec<&str> = column
        .bottom_up()
        .map(|s| match (lang, s.color, s.officer) {
            (Lang::En, Color::White, false) => "white soldier",
            (Lang::En, Color::White, true) => "white officer",
            (Lang::En, Color::Black, false) => "black soldier",
            (Lang::En, Color::Black, true) => "black officer",
            (Lang::Pt, Color::White, false) => "soldado branco",
            (Lang::Pt, Color::White, true) => "oficial branco",
            (Lang::Pt, Color::Black, false) => "soldado preto",
            (Lang::Pt, Color::Black, true) => "oficial preto",
            (Lang::Ru, Color::White, false) => "белый солдат",
            (Lang::Ru, Color::White, true) => "белый офицер",
            (Lang::Ru, Color::Black, false) => "чёрный солдат",
            (Lang::Ru, Color::Black, true) => "чёрный офицер",
        })
        .collect();
    let from = match lang {
        Lang::En => "bottom to top",
        Lang::Pt => "de baixo para cima",
        Lang::Ru => "снизу вверх",
    };
    Some(format!("{}, {from}: {}", lasca::square_name(bit), pieces.join(", ")))
}

/// The Lasca board for screen readers: every column, bottom to top.
#[must_use]
pub fn lasca_board_description(lang: Lang, pos: &LascaPosition) -> String {
    let columns: Vec<String> = lasca::squares().filter_map(|bit| lasca_column(lang, bit, pos.column(bit))).collect();
    format!("{}. {}.", game_name(lang, GameKind::Lasca), columns.join("; "))
}

/// The last move, for screen readers (the status line is a live region).
#[must_use]
pub fn last_move(lang: Lang, text: &str) -> String {
    match lang {
        Lang::En => format!("Last move: {text}."),
        Lang::Pt => format!("Último lance: {text}."),
        Lang::Ru => format!("Последний ход: {text}."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::Variant;

    #[test]
    fn the_board_is_described_for_screen_readers() {
        let pos = Position::from_fen(Variant::Brazilian, "W:W22,21,K30:B1,K12").unwrap();
        assert_eq!(
            board_description(Lang::En, &pos),
            "Draughts board. White men: 21, 22. White kings: 30. Black men: 1. Black kings: 12."
        );
        assert!(board_description(Lang::Pt, &pos).starts_with("Tabuleiro de damas. Pedras brancas: 21, 22."));
        assert_eq!(
            board_description(Lang::Ru, &pos),
            "Шашечная доска. Белые простые: 21, 22. Белые дамки: 30. Чёрные простые: 1. Чёрные дамки: 12."
        );
        assert_eq!(last_move(Lang::En, "22-17"), "Last move: 22-17.");
        assert_eq!(last_move(Lang::Ru, "22-17"), "Последний ход: 22-17.");
        let lasca = LascaPosition::initial();
        let ru = lasca_board_description(Lang::Ru, &lasca);
        assert!(ru.starts_with("Ласка. a7, снизу вверх: чёрный солдат;"), "{ru}");
        assert!(lasca_board_description(Lang::En, &lasca).starts_with("Lasca. a7, bottom to top: black soldier;"));
    }
}
