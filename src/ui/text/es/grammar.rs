//! Spanish forms the other files share: the sides with and without their article, the colours'
//! agreement with a man or a soldier ("peón blanco"), where a capture starts from ("desde la
//! casilla 22", "desde las casillas 21 o 22"), and "o" written "u" before a word said with an "o"
//! ("7 u 8", "10 u 11").

use crate::ui::text::names::{square_label, square_list, Naming};
use damas_engine::Color;

/// A side in the middle of a sentence, without its article: "blancas" / "negras" ("Tu turno
/// (blancas)", "las piezas blancas", "el tiempo de las blancas").
pub(super) const fn colour(c: Color) -> &'static str {
    match c {
        Color::White => "blancas",
        Color::Black => "negras",
    }
}

/// A side as the subject inside a clause: "las blancas" / "las negras".
pub(super) const fn side_subject(c: Color) -> &'static str {
    match c {
        Color::White => "las blancas",
        Color::Black => "las negras",
    }
}

/// The colour of a man or a Lasca soldier (masculine: "peón blanco", "soldado negro").
pub(super) const fn masculine(c: Color) -> &'static str {
    match c {
        Color::White => "blanco",
        Color::Black => "negro",
    }
}

/// "o" before `next`, or "u" when `next` is said with an "o" first (8, 11, 80-89, 800-899...).
fn or_before(next: &str) -> &'static str {
    if next == "11" || next.starts_with('8') || next.starts_with(['o', 'O']) {
        " u "
    } else {
        " o "
    }
}

/// `items` as a choice: "a", "a o b", "a, b o c".
pub(super) fn or_join(items: &[String]) -> String {
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{}{}{last}", rest.join(", "), or_before(last)),
        _ => items.join(""),
    }
}

/// `list`'s squares as a choice: "21, 22 o 27".
pub(super) fn squares(naming: Naming, list: &[u32]) -> String {
    let last = list.last().map(|&n| square_label(naming, n)).unwrap_or_default();
    square_list(naming, list, or_before(&last))
}

/// `list`'s squares as where a capture starts from: "desde la casilla 22", "desde las casillas
/// 21 o 22".
pub(super) fn from_squares(naming: Naming, list: &[u32]) -> String {
    let field = if list.len() == 1 { "la casilla" } else { "las casillas" };
    format!("desde {field} {}", squares(naming, list))
}
