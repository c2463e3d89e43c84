//! Move text: `22-17` for a quiet move, `28x19` for a capture, and the full route `28x19x10` when
//! the short form would be ambiguous (two legal captures from 28 to 19 taking different pieces).
//! Reading accepts `-`, `x` or `:` between squares, FMJD numbers or algebraic names (`c3-d4`), and
//! any landing squares in between, which pick one of several captures sharing start and end.
//!
//! ```
//! use damas_engine::{Position, Variant};
//! let pos = Position::initial(Variant::Brazilian);
//! let mv = pos.parse_move("22-17")?;
//! assert_eq!(pos.move_text(&mv), "22-17");
//! # Ok::<_, damas_engine::notation::move_text::MoveTextError>(())
//! ```

use super::{parse_square, MAX_INPUT};
use crate::movegen::routes;
use crate::{Move, Position, Route, Square, Variant};
use std::fmt;

/// Why a move text does not name a legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveTextError {
    /// Nothing was given.
    Empty,
    /// The text is too long to be a move.
    TooLong(usize),
    /// A square cannot be read.
    BadSquare(String),
    /// Only one square was given.
    OneSquare(String),
    /// The squares are readable but no legal move matches them.
    Illegal(String),
    /// Several legal moves match; each is given in full notation.
    Ambiguous {
        /// The text given.
        text: String,
        /// The moves it could mean.
        candidates: Vec<String>,
    },
}

impl fmt::Display for MoveTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let clip = |s| super::quoted_cut(s, 24);
        match self {
            MoveTextError::Empty => write!(f, "no move given"),
            MoveTextError::TooLong(n) => write!(f, "a move of {n} characters is too long"),
            MoveTextError::BadSquare(t) => write!(f, "cannot read square {}", clip(t)),
            MoveTextError::OneSquare(t) => write!(f, "move {} needs a start and an end square", clip(t)),
            MoveTextError::Illegal(t) => write!(f, "{} is not a legal move here", clip(t)),
            MoveTextError::Ambiguous { text, candidates } => {
                write!(f, "{} is ambiguous: it could be {}", clip(text), candidates.join(" or "))
            }
        }
    }
}
impl std::error::Error for MoveTextError {}

/// Everything the UI and the CLI show about one move, in FMJD square numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveDetail {
    /// Move text as [`Position::move_text`] writes it.
    pub text: String,
    /// Start square.
    pub from: u32,
    /// End square.
    pub to: u32,
    /// The start square, then every landing square (the last is `to`).
    pub path: Vec<u32>,
    /// The squares of the pieces taken, in the order the route takes them.
    pub captured: Vec<u32>,
    /// Whether a man is crowned.
    pub crowns: bool,
}

fn route_of(all: &[Route], mv: &Move) -> Vec<Square> {
    all.iter().find(|r| r.mv == *mv).map_or_else(|| vec![mv.to], |r| r.landings.clone())
}

fn write_route(variant: Variant, mv: &Move, landings: &[Square]) -> String {
    let mut text = variant.square_name(mv.from);
    for sq in landings {
        text.push('x');
        text.push_str(&variant.square_name(*sq));
    }
    text
}

impl Position {
    /// The move text of `mv` (a legal move of this position).
    #[must_use]
    pub fn move_text(&self, mv: &Move) -> String {
        self.describe_with(mv, None).text
    }

    /// [`Position::move_text`] knowing `legal`, every legal move here: a capture no other legal
    /// move matches by its ends is written `from x to` without a route search (only an
    /// ambiguous one needs its route).
    #[must_use]
    pub fn move_text_among(&self, mv: &Move, legal: &[Move]) -> String {
        let ambiguous = legal.iter().any(|m| m.from == mv.from && m.to == mv.to && m != mv);
        if !mv.is_capture() || ambiguous {
            return self.move_text(mv);
        }
        let variant = self.variant();
        format!("{}x{}", variant.square_name(mv.from), variant.square_name(mv.to))
    }

    /// Text, route and captured squares of `mv`, for display and the CLI's JSON.
    #[must_use]
    pub fn describe(&self, mv: &Move) -> MoveDetail {
        self.describe_with(mv, None)
    }

    /// Like [`Position::describe`] for every legal move at once (one route search, not one per move).
    #[must_use]
    pub fn describe_all(&self) -> Vec<(Move, MoveDetail)> {
        self.describe_routes(&routes(self))
    }

    /// [`Position::describe_all`] from the routes already found (`movegen::routes` of this
    /// position): every move they play, in the order the generator finds them, with no second
    /// generation.
    #[must_use]
    pub fn describe_routes(&self, all: &[Route]) -> Vec<(Move, MoveDetail)> {
        let mut moves: Vec<Move> = Vec::with_capacity(all.len());
        for route in all {
            if !moves.contains(&route.mv) {
                moves.push(route.mv);
            }
        }
        moves.iter().map(|mv| (*mv, self.describe_with(mv, Some(all)))).collect()
    }

    fn describe_with(&self, mv: &Move, known: Option<&[Route]>) -> MoveDetail {
        let variant = self.variant();
        let computed;
        let all = match known {
            Some(all) => all,
            None if mv.is_capture() => {
                computed = routes(self);
                &computed
            }
            None => &[],
        };
        let landings = if mv.is_capture() { route_of(all, mv) } else { vec![mv.to] };
        let from = variant.number(mv.from);
        let to = variant.number(mv.to);
        let (from_name, to_name) = (variant.square_name(mv.from), variant.square_name(mv.to));
        let text = if !mv.is_capture() {
            format!("{from_name}-{to_name}")
        } else {
            let ambiguous = all.iter().any(|r| r.mv.from == mv.from && r.mv.to == mv.to && r.mv != *mv);
            if ambiguous {
                write_route(variant, mv, &landings)
            } else {
                format!("{from_name}x{to_name}")
            }
        };
        let mut path = vec![from];
        path.extend(landings.iter().map(|sq| variant.number(*sq)));
        let captured = capture_order(variant, mv, &landings);
        MoveDetail { text, from, to, path, captured, crowns: mv.crowns }
    }

    /// The legal move named by `text`.
    ///
    /// # Errors
    /// [`MoveTextError`] when the text is unreadable, names no legal move, or names several.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveTextError> {
        let variant = self.variant();
        let squares = read_squares(variant, text)?;
        let trimmed = text.trim();
        let (from, to) = (squares[0], squares[squares.len() - 1]);
        let via = &squares[1..squares.len() - 1];
        let all = routes(self);
        let mut found: Vec<Move> = Vec::new();
        // A route written in full names its move even when a longer route passes the same squares.
        for route in &all {
            if route.mv.from == from && route.landings == squares[1..] && !found.contains(&route.mv) {
                found.push(route.mv);
            }
        }
        if found.is_empty() {
            for route in &all {
                if route.mv.from != from || route.mv.to != to || found.contains(&route.mv) {
                    continue;
                }
                if is_subsequence(via, &route.landings) {
                    found.push(route.mv);
                }
            }
        }
        match found.len() {
            0 => Err(MoveTextError::Illegal(trimmed.to_string())),
            1 => Ok(found[0]),
            _ => Err(MoveTextError::Ambiguous {
                text: trimmed.to_string(),
                candidates: found.iter().map(|mv| write_route(variant, mv, &route_of(&all, mv))).collect(),
            }),
        }
    }
}

/// The start and end squares a move text names, whether or not the move is legal (so a caller can
/// say why it is refused); `None` when the text does not read as a move.
#[must_use]
pub fn move_ends(variant: Variant, text: &str) -> Option<(Square, Square)> {
    let squares = read_squares(variant, text).ok()?;
    Some((squares[0], squares[squares.len() - 1]))
}

/// The squares of a move text, at least two.
fn read_squares(variant: Variant, text: &str) -> Result<Vec<Square>, MoveTextError> {
    if text.len() > MAX_INPUT {
        return Err(MoveTextError::TooLong(text.len()));
    }
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(MoveTextError::Empty);
    }
    let squares = trimmed
        .split(['-', 'x', 'X', ':', '×'])
        .map(|part| parse_square(variant, part).ok_or_else(|| MoveTextError::BadSquare(part.to_string())))
        .collect::<Result<Vec<_>, _>>()?;
    if squares.len() < 2 {
        return Err(MoveTextError::OneSquare(trimmed.to_string()));
    }
    Ok(squares)
}

/// The captured squares of `mv` in route order: each lies strictly between two consecutive stops.
fn capture_order(variant: Variant, mv: &Move, landings: &[Square]) -> Vec<u32> {
    let mut order = Vec::with_capacity(mv.captured.count() as usize);
    let mut at = mv.from;
    for &next in landings {
        let (r0, c0) = variant.row_col(at);
        let (r1, c1) = variant.row_col(next);
        let (dr, dc) = (r1 as i32 - r0 as i32, c1 as i32 - c0 as i32);
        for sq in mv.captured.squares() {
            let (r, c) = variant.row_col(sq);
            let (pr, pc) = (r as i32 - r0 as i32, c as i32 - c0 as i32);
            // On the line from `at` to `next`, strictly between them (diagonal or orthogonal).
            let dot = pr * dr + pc * dc;
            let on_segment = pr * dc == pc * dr && dot > 0 && dot < dr * dr + dc * dc;
            let number = variant.number(sq);
            if on_segment && !order.contains(&number) {
                order.push(number);
            }
        }
        at = next;
    }
    // A route is always found for a legal move; keep any piece the walk missed rather than drop it.
    for sq in mv.captured.squares() {
        let number = variant.number(sq);
        if !order.contains(&number) {
            order.push(number);
        }
    }
    order
}

fn is_subsequence(needle: &[Square], hay: &[Square]) -> bool {
    let mut it = hay.iter();
    needle.iter().all(|n| it.any(|h| h == n))
}

#[cfg(test)]
mod tests {

    #[test]
    fn moves_described_from_their_routes_come_in_the_generator_s_order() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        for variant in Variant::ALL {
            let mut pos = Position::initial(variant);
            for _ in 0..120 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let described: Vec<crate::Move> = pos.describe_all().into_iter().map(|(mv, _)| mv).collect();
                assert_eq!(described, moves, "{variant}: {}", pos.to_fen());
                for mv in &moves {
                    assert_eq!(pos.move_text_among(mv, &moves), pos.move_text(mv), "{variant}: {}", pos.to_fen());
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                pos = pos.play(&moves[(seed % moves.len() as u64) as usize]);
            }
        }
    }

    use crate::{Position, Variant};

    #[test]
    fn a_full_route_names_its_move_even_inside_a_longer_route() {
        // Russian (free choice): from 13 the king can stop at 29 after two captures, or go round
        // through 22 again and take five; the short route written in full must name the short move.
        let pos = Position::from_fen(Variant::Russian, "B:W16,K17,18,21,25,26,27,30:B8,13").unwrap();
        for mv in pos.legal_moves() {
            let text = pos.move_text(&mv);
            assert_eq!(pos.parse_move(&text), Ok(mv), "{text}");
        }
    }

    #[test]
    fn move_ends_reads_illegal_moves_too() {
        let v = Variant::Brazilian;
        let sq = |n| v.square(n).unwrap();
        assert_eq!(super::move_ends(v, " 22-18 "), Some((sq(22), sq(18))));
        assert_eq!(super::move_ends(v, "28x19x10"), Some((sq(28), sq(10))));
        let t = |name| Variant::Turkish.square_from_algebraic(name).unwrap();
        assert_eq!(super::move_ends(Variant::Turkish, "c3-C4"), Some((t("c3"), t("c4"))));
        for junk in ["", "22", "22-", "22-99", "hello", "22-17-x"] {
            assert_eq!(super::move_ends(v, junk), None, "{junk}");
        }
    }
}
