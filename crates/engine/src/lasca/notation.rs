//! Lasca text forms.
//!
//! **Position** ("Lasca FEN"): the side to move, then every occupied square with its column from
//! bottom to top, `w`/`b` a White/Black soldier and `W`/`B` an officer:
//! `W:a1=w,c1=w,e1=bW,...` (here `e1` holds a Black prisoner under a White officer, who commands).
//! Squares are algebraic, `a1` being White's bottom-left corner. Squares are written in reading
//! order (from `a7` to `g1`), so a position has one canonical text, and reading accepts any order.
//!
//! **Moves**: `a3-b4` for a step, `a3xc5xe7` for a capture, every landing square written.

use super::column::{Column, Stone};
use super::position::{squares, LascaMove, LascaPosition};
use crate::notation::MAX_INPUT;
use crate::Color;
use std::fmt;

/// The algebraic name of a Lasca square (bit index).
#[must_use]
pub fn square_name(bit: u8) -> String {
    format!("{}{}", (b'a' + bit % 7) as char, 7 - bit / 7)
}

/// The Lasca square (its bit) numbered `number` (1 to 25 in reading order, from `a7`), as the
/// page numbers the squares; `None` past them.
#[must_use]
pub fn square_bit(number: u32) -> Option<u8> {
    squares().nth(usize::try_from(number).ok()?.checked_sub(1)?)
}

/// The number (1 to 25) of the Lasca square at `bit`, or `None` for a light square or off the
/// board.
#[must_use]
pub fn square_number(bit: u8) -> Option<u32> {
    squares().position(|b| b == bit).map(|i| i as u32 + 1)
}

/// The bit index of a playable Lasca square named `name`.
#[must_use]
pub fn square_from_name(name: &str) -> Option<u8> {
    let bytes = name.trim().as_bytes();
    if bytes.len() != 2 || !(b'a'..=b'g').contains(&bytes[0]) || !(b'1'..=b'7').contains(&bytes[1]) {
        return None;
    }
    let col = bytes[0] - b'a';
    let row = 7 - (bytes[1] - b'0');
    ((row + col) % 2 == 0).then_some(row * 7 + col)
}

/// What is wrong with a Lasca position text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LascaFenError {
    /// Nothing, or far too much, was given.
    Empty,
    /// Longer than any position.
    TooLong(usize),
    /// The first field is not `W` or `B`.
    BadTurn(String),
    /// A column is not `square=pieces`.
    BadColumn(String),
    /// Not a playable square.
    BadSquare(String),
    /// A square given twice.
    Twice(String),
    /// A piece letter other than `w`, `W`, `b`, `B`.
    BadPiece(char),
    /// More than 11 pieces of one colour.
    TooMany(Color),
}

impl fmt::Display for LascaFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let clip = |s| crate::notation::quoted_cut(s, 24);
        match self {
            LascaFenError::Empty => write!(f, "the position is empty"),
            LascaFenError::TooLong(n) => write!(f, "a position of {n} characters is too long"),
            LascaFenError::BadTurn(t) => write!(f, "the position must start with W or B, not {}", clip(t)),
            LascaFenError::BadColumn(t) => write!(f, "column {} is not of the form a1=wbW", clip(t)),
            LascaFenError::BadSquare(t) => write!(f, "{} is not a playable Lasca square", clip(t)),
            LascaFenError::Twice(t) => write!(f, "square {t} is given twice"),
            LascaFenError::BadPiece(c) => write!(f, "unknown piece {}: use w, W, b or B", crate::notation::QuotedChar(*c)),
            LascaFenError::TooMany(color) => write!(f, "{color} has more than 11 pieces"),
        }
    }
}
impl std::error::Error for LascaFenError {}

/// Why a Lasca move text is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LascaMoveError {
    /// A square cannot be read.
    BadSquare(String),
    /// No legal move matches.
    Illegal(String),
}

impl fmt::Display for LascaMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let clip = |s| crate::notation::quoted_cut(s, 24);
        match self {
            LascaMoveError::BadSquare(t) => write!(f, "cannot read square {}", clip(t)),
            LascaMoveError::Illegal(t) => write!(f, "{} is not a legal move here", clip(t)),
        }
    }
}
impl std::error::Error for LascaMoveError {}

impl LascaPosition {
    /// Reads a position in the notation above.
    ///
    /// # Errors
    /// [`LascaFenError`] naming the first problem.
    pub fn from_fen(text: &str) -> Result<LascaPosition, LascaFenError> {
        if text.len() > MAX_INPUT {
            return Err(LascaFenError::TooLong(text.len()));
        }
        let text = text.trim();
        let (turn, body) = text.split_once(':').unwrap_or((text, ""));
        let turn = match turn.trim() {
            "W" | "w" => Color::White,
            "B" | "b" => Color::Black,
            "" => return Err(LascaFenError::Empty),
            other => return Err(LascaFenError::BadTurn(other.to_string())),
        };
        let mut columns = [Column::EMPTY; 49];
        let mut counts = [0u32; 2];
        for item in body.split([',', ':']).map(str::trim).filter(|s| !s.is_empty()) {
            let (square, pieces) = item.split_once('=').ok_or_else(|| LascaFenError::BadColumn(item.to_string()))?;
            let bit = square_from_name(square).ok_or_else(|| LascaFenError::BadSquare(square.to_string()))?;
            if !columns[usize::from(bit)].is_empty() {
                return Err(LascaFenError::Twice(square_name(bit)));
            }
            if pieces.trim().is_empty() {
                return Err(LascaFenError::BadColumn(item.to_string()));
            }
            let mut column = Column::EMPTY;
            // Written bottom to top: each later piece goes on top, so build top-down from the end.
            for c in pieces.trim().chars().rev() {
                let stone = match c {
                    'w' => Stone { color: Color::White, officer: false },
                    'W' => Stone { color: Color::White, officer: true },
                    'b' => Stone { color: Color::Black, officer: false },
                    'B' => Stone { color: Color::Black, officer: true },
                    other => return Err(LascaFenError::BadPiece(other)),
                };
                counts[stone.color.index()] += 1;
                if counts[stone.color.index()] > 11 {
                    return Err(LascaFenError::TooMany(stone.color));
                }
                column = column.with_bottom(stone);
            }
            columns[usize::from(bit)] = column;
        }
        Ok(LascaPosition::from_columns(columns, turn))
    }

    /// The canonical text of this position.
    #[must_use]
    pub fn to_fen(&self) -> String {
        let mut out = String::from(if self.turn() == Color::White { "W" } else { "B" });
        let mut first = true;
        for bit in squares() {
            let column = self.column(bit);
            if column.is_empty() {
                continue;
            }
            out.push(if first { ':' } else { ',' });
            first = false;
            out.push_str(&square_name(bit));
            out.push('=');
            for s in column.bottom_up() {
                out.push(match (s.color, s.officer) {
                    (Color::White, false) => 'w',
                    (Color::White, true) => 'W',
                    (Color::Black, false) => 'b',
                    (Color::Black, true) => 'B',
                });
            }
        }
        out
    }

    /// The text of `mv`.
    #[must_use]
    pub fn move_text(&self, mv: &LascaMove) -> String {
        let sep = if mv.is_capture() { "x" } else { "-" };
        let mut text = square_name(mv.from());
        for &land in mv.landings() {
            text.push_str(sep);
            text.push_str(&square_name(land));
        }
        text
    }

    /// The legal move named by `text` (`a3-b4`, `a3xc5xe7`, or just start and end when unique).
    ///
    /// # Errors
    /// [`LascaMoveError`] when unreadable or not legal (or naming several moves).
    pub fn parse_move(&self, text: &str) -> Result<LascaMove, LascaMoveError> {
        let text = text.trim();
        let mut named = Vec::new();
        for part in text.split(['-', 'x', ':']) {
            named.push(square_from_name(part).ok_or_else(|| LascaMoveError::BadSquare(part.to_string()))?);
        }
        if named.len() < 2 || text.len() > 64 {
            return Err(LascaMoveError::Illegal(text.to_string()));
        }
        let moves = self.legal_moves();
        let exact: Vec<&LascaMove> = moves.iter().filter(|m| m.from() == named[0] && m.landings() == &named[1..]).collect();
        if let [one] = exact.as_slice() {
            return Ok(**one);
        }
        let ends: Vec<&LascaMove> =
            moves.iter().filter(|m| m.from() == named[0] && Some(&m.to()) == named.last()).collect();
        match ends.as_slice() {
            [one] if named.len() == 2 => Ok(**one),
            _ => Err(LascaMoveError::Illegal(text.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_round_trip_and_name_the_start() {
        let start = LascaPosition::initial();
        let fen = start.to_fen();
        assert!(fen.starts_with("W:a7=b,c7=b,e7=b,g7=b,b6=b"), "{fen}");
        assert_eq!(LascaPosition::from_fen(&fen), Ok(start));
        let stacked = LascaPosition::from_fen("B:d4=wwbB,a1=W").unwrap();
        assert_eq!(stacked.to_fen(), "B:d4=wwbB,a1=W");
        let top = stacked.column(square_from_name("d4").unwrap()).top().unwrap();
        assert_eq!(top, Stone { color: Color::Black, officer: true });
    }

    #[test]
    fn a_capture_builds_a_column_with_the_prisoner_at_the_bottom() {
        // d4 holds a White soldier under a Black one, so Black commands it.
        let pos = LascaPosition::from_fen("W:c3=w,d4=wb").unwrap();
        let moves = pos.legal_moves();
        assert_eq!(moves.iter().map(|m| pos.move_text(m)).collect::<Vec<_>>(), ["c3xe5"]);
        // Only the top is taken: the freed White soldier now commands d4, and the Black soldier
        // is a prisoner under the capturer on e5.
        let after = pos.play(&moves[0]);
        assert_eq!(after.to_fen(), "B:e5=bw,d4=w");
        assert!(after.legal_moves().is_empty(), "Black commands nothing and loses");
    }

    #[test]
    fn a_column_is_jumped_once_and_promotion_ends_a_capture() {
        // The officer on c3 could go round d4 twice; it may jump it only once.
        let pos = LascaPosition::from_fen("W:c3=W,d4=bbb,d2=b").unwrap();
        let texts: Vec<String> = pos.legal_moves().iter().map(|m| pos.move_text(m)).collect();
        assert!(texts.iter().all(|t| t.matches("xe5").count() + t.matches("xe1").count() <= 1), "{texts:?}");
        // A soldier reaching the far row by a capture is promoted and stops even if it could go on.
        let pos = LascaPosition::from_fen("W:c5=w,d6=b,f6=b").unwrap();
        let moves = pos.legal_moves();
        assert_eq!(moves.iter().map(|m| pos.move_text(m)).collect::<Vec<_>>(), ["c5xe7"]);
        assert!(moves[0].promotes());
    }

    #[test]
    fn errors_say_what_is_wrong() {
        assert_eq!(LascaPosition::from_fen(""), Err(LascaFenError::Empty));
        assert!(matches!(LascaPosition::from_fen("W:b1=w"), Err(LascaFenError::BadSquare(_))));
        assert!(matches!(LascaPosition::from_fen("W:a1=x"), Err(LascaFenError::BadPiece('x'))));
        assert!(matches!(LascaPosition::from_fen("W:a1=w,a1=b"), Err(LascaFenError::Twice(_))));
        assert!(matches!(LascaPosition::from_fen("W:a1=wwwwwwwwwwww"), Err(LascaFenError::TooMany(Color::White))));
        assert!(LascaPosition::initial().parse_move("a3-a4").is_err());
    }
}
