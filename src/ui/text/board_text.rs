//! What a screen reader hears of the board: every piece by square, a Lasca column bottom to top,
//! the last move, in the player's language (each language's `board.ftl` words the pieces). Apart
//! from the labels in `i18n` because it is built from positions, not keys. Native, unit-tested.

use crate::ui::prefs::Lang;
use crate::ui::prefs::Notation;
use crate::ui::text::i18n::{text, Text};
use crate::ui::text::names::{game_name, square_label, Naming};
use crate::ui::text::words::{self, message, Id};
use damas_engine::lasca::{self, Column, LascaPosition};
use damas_engine::{Color, GameKind, Position};

/// A group of pieces: "White men", "Black kings".
fn piece_group(lang: Lang, color: Color, kings: bool) -> &'static str {
    words::text(lang, piece_group_message(color, kings))
}

/// The message of a group of pieces (`<lang>/board.ftl`).
const fn piece_group_message(color: Color, kings: bool) -> Id {
    match (color, kings) {
        (Color::White, false) => message!("board-white-men"),
        (Color::White, true) => message!("board-white-kings"),
        (Color::Black, false) => message!("board-black-men"),
        (Color::Black, true) => message!("board-black-kings"),
    }
}

/// A piece of a Lasca column: "white soldier".
fn lasca_piece(lang: Lang, color: Color, officer: bool) -> &'static str {
    words::text(lang, lasca_piece_message(color, officer))
}

/// The message of a piece of a Lasca column (`<lang>/board.ftl`).
const fn lasca_piece_message(color: Color, officer: bool) -> Id {
    match (color, officer) {
        (Color::White, false) => message!("board-white-soldier"),
        (Color::White, true) => message!("board-white-officer"),
        (Color::Black, false) => message!("board-black-soldier"),
        (Color::Black, true) => message!("board-black-officer"),
    }
}

/// The order a Lasca column is read in.
fn bottom_to_top(lang: Lang) -> &'static str {
    words::text(lang, message!("board-bottom-to-top"))
}

/// The board for screen readers: every piece by square (in the player's `notation`), men and
/// kings of each side.
#[must_use]
pub fn board_description(lang: Lang, notation: Notation, pos: &Position) -> String {
    let v = pos.variant();
    let naming = Naming::new(GameKind::Draughts(v), notation);
    let mut out = text(lang, Text::Board).to_string();
    out.push('.');
    for color in Color::ALL {
        for (kings, squares) in [(false, pos.men(color)), (true, pos.kings_of(color))] {
            let mut numbers: Vec<u32> = squares.squares().map(|sq| v.number(sq)).collect();
            if numbers.is_empty() {
                continue;
            }
            damas_engine::notation::sort_small(&mut numbers);
            let list: Vec<String> = numbers.iter().map(|&n| square_label(naming, n)).collect();
            out.push_str(&format!(" {}: {}.", piece_group(lang, color, kings), list.join(", ")));
        }
    }
    out
}

/// A position of one of the games, borrowed: what the words describe for screen readers (each
/// game's position gives its own, `BoardGame::any`).
#[derive(Copy, Clone, Debug)]
pub enum AnyBoard<'a> {
    /// Draughts, any variant.
    Draughts(&'a Position),
    /// Lasca.
    Lasca(&'a LascaPosition),
}

/// The whole board of `board` in words, for screen readers.
#[must_use]
pub fn describe(lang: Lang, notation: Notation, board: AnyBoard<'_>) -> String {
    match board {
        AnyBoard::Draughts(pos) => board_description(lang, notation, pos),
        AnyBoard::Lasca(pos) => lasca_board_description(lang, pos),
    }
}

/// A Lasca column from bottom to top ("c3, bottom to top: white soldier, black officer"), its
/// square `bit`; `None` for an empty square.
#[must_use]
pub fn lasca_column(lang: Lang, bit: u8, column: Column) -> Option<String> {
    column.top()?;
    let pieces: Vec<&str> = column.bottom_up().map(|s| lasca_piece(lang, s.color, s.officer)).collect();
    Some(format!("{}, {}: {}", lasca::square_name(bit), bottom_to_top(lang), pieces.join(", ")))
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
    words::format(lang, message!("board-last-move"), &[("move", text.into())])
}

/// The square under the keyboard's cursor, said as the cursor moves (a light one is `None`): its
/// name in the player's `naming`, what stands there (`piece`: the board's name of it, `white-man`, or none) and what
/// the player may do with it; before the player's first key, how the keys drive the board
/// (`keys`: said once, second walk W26 and W29).
#[must_use]
pub fn cursor(lang: Lang, naming: Naming, square: Option<u32>, piece: Option<&str>, mark: &str, keys: bool) -> String {
    let said = match square {
        Some(square) => words::format(lang, message!("board-cursor"), &[("square", square_label(naming, square).into()), ("piece", piece.unwrap_or("none").into()), ("mark", mark.into())]),
        None => words::text(lang, message!("board-cursor-light")).to_string(),
    };
    if keys {
        format!("{} {said}", words::text(lang, message!("board-keys")))
    } else {
        said
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_lasca_column_and_board_are_worded() {
        let pos = LascaPosition::from_fen("W:c3=w,d4=wb,a7=b").unwrap();
        let d4 = lasca::square_from_name("d4").unwrap();
        assert_eq!(lasca_column(Lang::En, d4, pos.column(d4)).as_deref(), Some("d4, bottom to top: white soldier, black soldier"));
        assert!(describe(Lang::Pt, Notation::Numbers, AnyBoard::Lasca(&pos)).contains("d4, de baixo para cima: soldado branco, soldado preto"));
    }

    use super::*;
    use damas_engine::Variant;

    #[test]
    fn the_board_is_described_for_screen_readers() {
        let pos = Position::from_fen(Variant::Brazilian, "W:W22,21,K30:B1,K12").unwrap();
        assert_eq!(
            board_description(Lang::En, Notation::Numbers, &pos),
            "Draughts board. White men: 21, 22. White kings: 30. Black men: 1. Black kings: 12."
        );
        let algebraic = board_description(Lang::En, Notation::Algebraic, &pos);
        assert!(algebraic.contains("White men: a3, c3."), "{algebraic}");
        assert!(board_description(Lang::Pt, Notation::Numbers, &pos).starts_with("Tabuleiro de damas. Pedras brancas: 21, 22."));
        assert_eq!(
            board_description(Lang::Ru, Notation::Numbers, &pos),
            "Шашечная доска. Белые простые: 21, 22. Белые дамки: 30. Чёрные простые: 1. Чёрные дамки: 12."
        );
        assert_eq!(last_move(Lang::En, "22-17"), "Last move: 22-17.");
        assert_eq!(last_move(Lang::Ru, "22-17"), "Последний ход: 22-17.");
        let lasca = LascaPosition::initial();
        let ru = lasca_board_description(Lang::Ru, &lasca);
        assert!(ru.starts_with("Ласка. a7, снизу вверх: чёрный солдат;"), "{ru}");
        assert!(lasca_board_description(Lang::En, &lasca).starts_with("Lasca. a7, bottom to top: black soldier;"));
        assert_eq!(
            board_description(Lang::Es, Notation::Numbers, &pos),
            "Tablero de damas. Peones blancos: 21, 22. Damas blancas: 30. Peones negros: 1. Damas negras: 12."
        );
        assert_eq!(last_move(Lang::Es, "22-17"), "Última jugada: 22-17.");
        assert!(lasca_board_description(Lang::Es, &lasca).starts_with("Lasca. a7, de abajo arriba: soldado negro;"));
    }

    #[test]
    fn the_keyboard_cursor_is_said_with_the_keys_once() {
        let numbers = Naming::numbers(GameKind::Draughts(Variant::Brazilian));
        let first = cursor(Lang::En, numbers, Some(22), Some("white-man"), "selectable", true);
        assert_eq!(first, "Arrow keys move over the board; Enter or Space picks a piece, then its square. 22: white man, can move.");
        assert_eq!(cursor(Lang::En, numbers, Some(18), None, "dest", false), "18: empty, a square it can go to.");
        assert_eq!(cursor(Lang::En, numbers, Some(1), Some("black-king"), "none", false), "1: black king.");
        let algebraic = Naming::new(GameKind::Draughts(Variant::Russian), Notation::Algebraic);
        assert_eq!(cursor(Lang::Ru, algebraic, Some(22), Some("white-man"), "selected", false), "c3: белая простая, выбрана.");
        for lang in Lang::ALL {
            for mark in ["selected", "dest", "forced", "selectable", "none"] {
                let said = cursor(lang, numbers, Some(22), Some("black-man"), mark, true);
                assert!(!said.contains('{') && said.contains("22") && said.ends_with('.'), "{said}");
                let light = cursor(lang, numbers, None, None, mark, false);
                assert!(!light.is_empty() && !light.contains('{'), "{light}");
            }
        }
    }
}
