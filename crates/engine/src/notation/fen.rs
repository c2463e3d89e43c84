//! FEN in the FMJD / PDN 3.0 form: `W:W21,22,...,32:B1,...,12`, side to move first, then each
//! colour's squares with `K` before kings. Reading also takes the lidraughts extensions: ranges
//! (`21-32`, `K1-3`), `H` (half-move clock) and `F` (move number) fields, a trailing `.` and
//! surrounding quotes. Writing gives the canonical form: squares ascending, no counters.
//!
//! ```
//! use damas_engine::{Position, Variant};
//! let pos = Position::from_fen(Variant::Brazilian, "W:W21-32:B1-12:H0:F1")?;
//! assert_eq!(pos, Position::initial(Variant::Brazilian));
//! assert_eq!(pos.to_fen(), "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
//! # Ok::<_, damas_engine::notation::fen::FenError>(())
//! ```

use super::{parse_square, MAX_INPUT};
use crate::{Color, Position, Variant};
use std::fmt;

/// What is wrong with a FEN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Nothing was given.
    Empty,
    /// The text is longer than any real FEN.
    TooLong(usize),
    /// The first field is not `W` or `B`.
    BadTurn(String),
    /// A field starts with something other than `W`, `B`, `H` or `F`.
    UnknownField(String),
    /// A square in a piece list cannot be read.
    BadSquare {
        /// Side of the list.
        color: Color,
        /// The text found.
        text: String,
    },
    /// A square number outside the board.
    OffBoard {
        /// The number found.
        number: u32,
        /// The highest square number of the variant.
        max: u32,
    },
    /// A range like `21-32` whose ends are reversed or unreadable.
    BadRange(String),
    /// Two pieces on one square.
    Occupied(u32),
    /// A man on the row where it would have been crowned.
    ManOnCrowningRow {
        /// Its side.
        color: Color,
        /// Its square number.
        number: u32,
    },
    /// `H` or `F` not followed by a number.
    BadCounter(String),
}

fn clip(s: &str) -> super::Quoted<'_> {
    super::quoted_clip(s, 24)
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => write!(f, "the FEN is empty"),
            FenError::TooLong(n) => write!(f, "the FEN is {n} characters long; at most {MAX_INPUT} are read"),
            FenError::BadTurn(t) => write!(f, "the FEN must start with W or B (the side to move), not {}", clip(t)),
            FenError::UnknownField(t) => write!(f, "unknown FEN field {}: fields start with W, B, H or F", clip(t)),
            FenError::BadSquare { color, text } => write!(f, "cannot read square {} in the {color} pieces", clip(text)),
            FenError::OffBoard { number, max } => write!(f, "square {number} is off the board (squares are 1 to {max})"),
            FenError::BadRange(t) => write!(f, "bad square range {}", clip(t)),
            FenError::Occupied(n) => write!(f, "square {n} is given twice"),
            FenError::ManOnCrowningRow { color, number } => {
                write!(f, "a {color} man on {number} stands on its crowning row; it would be a king")
            }
            FenError::BadCounter(t) => write!(f, "bad move counter {}", clip(t)),
        }
    }
}
impl std::error::Error for FenError {}

/// A FEN's pieces, parsed but not yet checked against each other.
struct PieceList {
    squares: Vec<(u32, bool)>,
}

fn parse_number(variant: Variant, color: Color, text: &str) -> Result<u32, FenError> {
    let bad = || FenError::BadSquare { color, text: text.to_string() };
    if text.bytes().all(|b| b.is_ascii_digit()) && !text.is_empty() {
        let number: u32 = text.parse().map_err(|_| bad())?;
        if number == 0 || number > variant.squares() {
            return Err(FenError::OffBoard { number, max: variant.squares() });
        }
        return Ok(number);
    }
    parse_square(variant, text).map(|sq| variant.number(sq)).ok_or_else(bad)
}

fn parse_list(variant: Variant, color: Color, body: &str) -> Result<PieceList, FenError> {
    let mut squares = Vec::new();
    for item in body.split(',') {
        let item = item.trim();
        if item.is_empty() {
            continue;
        }
        let (king, rest) = match item.strip_prefix(['K', 'k']) {
            Some(rest) => (true, rest.trim()),
            None => (false, item),
        };
        if let Some((a, b)) = rest.split_once('-') {
            let lo = parse_number(variant, color, a.trim())?;
            let hi = parse_number(variant, color, b.trim())?;
            if lo > hi {
                return Err(FenError::BadRange(item.to_string()));
            }
            squares.extend((lo..=hi).map(|n| (n, king)));
        } else {
            squares.push((parse_number(variant, color, rest)?, king));
        }
    }
    Ok(PieceList { squares })
}

impl Position {
    /// Reads a FEN for `variant`.
    ///
    /// # Errors
    /// A [`FenError`] naming the first problem found.
    pub fn from_fen(variant: Variant, fen: &str) -> Result<Position, FenError> {
        if fen.len() > MAX_INPUT {
            return Err(FenError::TooLong(fen.len()));
        }
        let text = fen.trim().trim_matches('"').trim().trim_end_matches('.').trim();
        if text.is_empty() {
            return Err(FenError::Empty);
        }
        let mut fields = text.split(':');
        let turn = match fields.next().map(str::trim) {
            Some("W" | "w") => Color::White,
            Some("B" | "b") => Color::Black,
            other => return Err(FenError::BadTurn(other.unwrap_or_default().to_string())),
        };
        let mut sides = [0u64; 2];
        let mut kings = 0u64;
        for field in fields {
            let field = field.trim();
            let mut chars = field.chars();
            let head = chars.next();
            let body = chars.as_str();
            let color = match head {
                Some('W' | 'w') => Color::White,
                Some('B' | 'b') => Color::Black,
                Some('H' | 'F' | 'h' | 'f') => {
                    if body.trim().parse::<u32>().is_err() {
                        return Err(FenError::BadCounter(field.to_string()));
                    }
                    continue;
                }
                None => continue,
                Some(_) => return Err(FenError::UnknownField(field.to_string())),
            };
            for (number, king) in parse_list(variant, color, body)?.squares {
                let sq = variant.square(number).ok_or(FenError::OffBoard { number, max: variant.squares() })?;
                if (sides[0] | sides[1]) & sq.mask() != 0 {
                    return Err(FenError::Occupied(number));
                }
                sides[color.index()] |= sq.mask();
                if king {
                    kings |= sq.mask();
                } else if variant.crowning_row(color).contains(sq) {
                    return Err(FenError::ManOnCrowningRow { color, number });
                }
            }
        }
        Ok(Position::from_parts(variant, sides[0], sides[1], kings, turn))
    }

    /// The canonical FEN: side to move, then White's and Black's squares ascending, `K` for kings.
    #[must_use]
    pub fn to_fen(&self) -> String {
        let variant = self.variant();
        let mut out = String::with_capacity(96);
        out.push(self.turn().letter());
        for color in Color::ALL {
            out.push(':');
            out.push(color.letter());
            // Sorted by number (bit order is not number order on every board).
            let mut numbers: Vec<u32> = self.pieces(color).squares().map(|sq| variant.number(sq)).collect();
            super::sort_small(&mut numbers);
            let items: Vec<String> = numbers
                .into_iter()
                .filter_map(|n| variant.square(n))
                .map(|sq| {
                    let name = variant.square_name(sq);
                    if self.kings().contains(sq) { format!("K{name}") } else { name }
                })
                .collect();
            out.push_str(&items.join(","));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_lidraughts_forms() {
        let v = Variant::Brazilian;
        let a = Position::from_fen(v, "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12:H0:F1").unwrap();
        assert_eq!(a, Position::initial(v));
        let k = Position::from_fen(v, "B:WK1-2,17:BK29,12").unwrap();
        assert_eq!(k.to_fen(), "B:WK1,K2,17:B12,K29");
        let alg = Position::from_fen(v, "W:Wc3:Bd6").unwrap();
        assert_eq!(alg.to_fen(), "W:W22:B10");
    }

    #[test]
    fn errors_say_what_is_wrong() {
        let v = Variant::Brazilian;
        let err = |s: &str| Position::from_fen(v, s).unwrap_err();
        assert_eq!(err(""), FenError::Empty);
        assert_eq!(err("X:W1"), FenError::BadTurn("X".into()));
        assert_eq!(err("W:W33"), FenError::OffBoard { number: 33, max: 32 });
        assert_eq!(err("W:W5:B5"), FenError::Occupied(5));
        assert_eq!(err("W:W2"), FenError::ManOnCrowningRow { color: Color::White, number: 2 });
        assert_eq!(err("W:W9-3"), FenError::BadRange("9-3".into()));
        assert!(matches!(err("W:Wx"), FenError::BadSquare { .. }));
        assert!(matches!(err("W:Q1"), FenError::UnknownField(_)));
        assert!(matches!(err("W:W21:Hx"), FenError::BadCounter(_)));
        assert!(err("W:W99999999999999999999").to_string().contains("cannot read"));
    }
}
