//! The variants as a plain enum, used at every boundary (UI, URL, worker, CLI). Inside the engine
//! each variant is a [`crate::rules::Rules`] type; [`with_rules!`] dispatches once from one to the
//! other so hot loops stay monomorphic.

use crate::geometry::{bit_of_number, number_of_bit, row_col_of_bit, Geometry};
use crate::rules::Rules;
use crate::Square;
use std::fmt;

/// A supported game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    /// Brazilian draughts (damas brasileiras): the main game.
    Brazilian,
    /// Russian draughts (shashki).
    Russian,
    /// English draughts / American straight checkers.
    English,
    /// International draughts on 10x10.
    International,
    /// Turkish draughts (Dama): all 64 squares, orthogonal moves.
    Turkish,
    /// Spanish draughts: the mirrored board, men forward only, flying kings, the most pieces then
    /// the most kings.
    Spanish,
    /// Italian draughts (dama italiana): the mirrored board, men never take kings, short kings,
    /// four capture priorities.
    Italian,
    /// Czech draughts: men forward only, flying kings, a king captures first.
    Czech,
    /// Pool checkers (American pool): Black first, flying kings, free choice of capture.
    Pool,
}

/// Runs `$body` with `$r` bound to the [`crate::rules::Rules`] type of `$variant`.
#[macro_export]
macro_rules! with_rules {
    ($variant:expr, $r:ident => $body:expr) => {
        match $variant {
            $crate::Variant::Brazilian => {
                type $r = $crate::rules::Brazilian;
                $body
            }
            $crate::Variant::Russian => {
                type $r = $crate::rules::Russian;
                $body
            }
            $crate::Variant::English => {
                type $r = $crate::rules::English;
                $body
            }
            $crate::Variant::International => {
                type $r = $crate::rules::International;
                $body
            }
            $crate::Variant::Turkish => {
                type $r = $crate::rules::Turkish;
                $body
            }
            $crate::Variant::Spanish => {
                type $r = $crate::rules::Spanish;
                $body
            }
            $crate::Variant::Italian => {
                type $r = $crate::rules::Italian;
                $body
            }
            $crate::Variant::Czech => {
                type $r = $crate::rules::Czech;
                $body
            }
            $crate::Variant::Pool => {
                type $r = $crate::rules::Pool;
                $body
            }
        }
    };
}

/// Runs `$body` with `$r` bound to the [`crate::rules::Rules`] type whose move generator
/// `$variant` runs ([`Variant::move_family`]): games that differ only in which capture they
/// prefer, in whether men take backward or in what men may take (read at run time from the
/// position's variant) share one compiled generator, so each new game costs a page its rules,
/// not another copy of the search. (Not `with_rules!(v.move_family(), …)`: that match would still
/// compile the body once for every game.)
#[macro_export]
macro_rules! with_moves {
    ($variant:expr, $r:ident => $body:expr) => {
        match $variant.move_family() {
            $crate::Variant::Russian => {
                type $r = $crate::rules::Russian;
                $body
            }
            $crate::Variant::English => {
                type $r = $crate::rules::English;
                $body
            }
            $crate::Variant::International => {
                type $r = $crate::rules::International;
                $body
            }
            $crate::Variant::Turkish => {
                type $r = $crate::rules::Turkish;
                $body
            }
            _ => {
                type $r = $crate::rules::Brazilian;
                $body
            }
        }
    };
}

/// The error for an unknown variant name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownVariant(pub String);

impl fmt::Display for UnknownVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
        write!(f, "unknown variant {}: expected one of {}", crate::notation::quoted(&self.0), names.join(", "))
    }
}
impl std::error::Error for UnknownVariant {}

impl Variant {
    /// Every variant, the main game first; a new one goes at the end (links and saved games name
    /// games by [`Variant::name`], but lists keep their order).
    pub const ALL: [Variant; 9] = [
        Variant::Brazilian,
        Variant::Russian,
        Variant::English,
        Variant::International,
        Variant::Turkish,
        Variant::Spanish,
        Variant::Italian,
        Variant::Czech,
        Variant::Pool,
    ];

    /// The lower-case key used in URLs and on the command line.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Brazilian => "brazilian",
            Variant::Russian => "russian",
            Variant::English => "english",
            Variant::International => "international",
            Variant::Turkish => "turkish",
            Variant::Spanish => "spanish",
            Variant::Italian => "italian",
            Variant::Czech => "czech",
            Variant::Pool => "pool",
        }
    }

    /// The PDN `GameType` number (PDN 3.0 as the FMJD publishes it at pdn.fmjd.org/gametype.html;
    /// lidraughts uses the same numbers).
    #[must_use]
    pub const fn pdn_game_type(self) -> u32 {
        match self {
            Variant::Brazilian => 26,
            Variant::Russian => 25,
            Variant::English => 21,
            Variant::International => 20,
            Variant::Turkish => 30,
            Variant::Spanish => 24,
            Variant::Italian => 22,
            Variant::Czech => 29,
            Variant::Pool => 23,
        }
    }

    /// The variant with PDN `GameType` `number`.
    #[must_use]
    pub fn from_pdn_game_type(number: u32) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.pdn_game_type() == number)
    }

    /// Playable squares per row (4 on 8x8, 5 on 10x10, 8 for Turkish), read from the board's
    /// [`Geometry`] so the two never disagree.
    #[must_use]
    pub const fn half(self) -> u32 {
        crate::with_rules!(self, R => <<R as Rules>::Geometry as Geometry>::HALF)
    }

    /// Whether every square is played on and moves go along rows and columns (Turkish).
    #[must_use]
    pub const fn is_orthogonal(self) -> bool {
        crate::with_rules!(self, R => <<R as Rules>::Geometry as Geometry>::ORTHOGONAL)
    }

    /// Rows and columns of the board.
    #[must_use]
    pub const fn size(self) -> u32 {
        crate::with_rules!(self, R => <<R as Rules>::Geometry as Geometry>::ROWS)
    }

    /// Number of playable squares, i.e. the highest square number.
    #[must_use]
    pub const fn squares(self) -> u32 {
        self.half() * self.size()
    }

    /// The variant whose move generator this one runs ([`with_moves!`]): one whose kings move
    /// and whose pieces crown the same way on the same board, so that only the precedence among
    /// captures, whether men take backward and whether they may take kings differ, and those are
    /// read at run time. Spanish, Czech and Pool move as Brazilian, Italian as English.
    #[must_use]
    pub const fn move_family(self) -> Variant {
        match self {
            Variant::Spanish | Variant::Czech | Variant::Pool => Variant::Brazilian,
            Variant::Italian => Variant::English,
            v => v,
        }
    }

    /// Whether men capture backward as well as forward.
    #[must_use]
    pub const fn men_capture_backward(self) -> bool {
        crate::with_rules!(self, R => <R as Rules>::MEN_CAPTURE_BACKWARD)
    }

    /// How this game chooses among captures.
    #[must_use]
    pub const fn precedence(self) -> crate::rules::Precedence {
        crate::with_rules!(self, R => <R as Rules>::PRECEDENCE)
    }

    /// Whether kings fly (move and capture along a whole diagonal): not in English and Italian,
    /// whose kings step one square.
    #[must_use]
    pub const fn flying_kings(self) -> bool {
        crate::with_rules!(self, R => <R as Rules>::FLYING_KINGS)
    }

    /// Whether men may capture kings (not in Italian).
    #[must_use]
    pub const fn men_capture_kings(self) -> bool {
        crate::with_rules!(self, R => <R as Rules>::MEN_CAPTURE_KINGS)
    }

    /// How many times the same position (same side to move) must occur for the game to be drawn:
    /// the fourth in Italian (FID 9.3 b1; dctl max_repetitions = 4), the third elsewhere.
    #[must_use]
    pub const fn repetitions_to_draw(self) -> usize {
        if matches!(self, Variant::Italian) {
            4
        } else {
            3
        }
    }

    /// Whether the board is the mirror image of the FMJD one: the long diagonal runs from each
    /// player's lower right (Spanish, Italian). The engine plays such a game on the mirror image,
    /// since no rule tells left from right; only names, numbers and pictures turn it back.
    #[must_use]
    pub const fn is_mirrored(self) -> bool {
        matches!(self, Variant::Spanish | Variant::Italian)
    }

    /// Whether square 1 is at White's lower right and the numbers run from White's side (Spanish:
    /// PDN `N1` with White first), rather than from the top left as White sees the board.
    const fn numbered_from_white(self) -> bool {
        matches!(self, Variant::Spanish)
    }

    /// The engine's FMJD-ordered number of the square this game numbers `number`, and back (the
    /// turn is its own inverse): numbers counted from the other end, and each row read the other
    /// way on a mirrored board.
    const fn engine_number(self, number: u32) -> u32 {
        let n = if self.numbered_from_white() { self.squares() + 1 - number } else { number };
        if self.is_mirrored() {
            let (row, i) = ((n - 1) / self.half(), (n - 1) % self.half());
            row * self.half() + (self.half() - 1 - i) + 1
        } else {
            n
        }
    }

    /// The square this game numbers `number` (FMJD: 1 = the top left playable square as White
    /// sees the board; Italian the same on its mirrored board, 1 = a8; Spanish 1 = h1), or `None`
    /// when off the board. Turkish squares are numbered the same way over all 64 squares: 1 = a8,
    /// 8 = h8, 64 = h1.
    #[must_use]
    pub const fn square(self, number: u32) -> Option<Square> {
        if number == 0 || number > self.squares() {
            return None;
        }
        if self.is_orthogonal() {
            return Some(Square::from_bit((number - 1) as u8));
        }
        Some(Square::from_bit(bit_of_number(self.half(), self.engine_number(number)) as u8))
    }

    /// The number this game gives `sq` (1-based), as [`Variant::square`] reads it.
    #[must_use]
    pub const fn number(self, sq: Square) -> u32 {
        if self.is_orthogonal() {
            return sq.bit() as u32 + 1;
        }
        match number_of_bit(self.half(), self.size(), sq.bit() as u32) {
            Some(n) => self.engine_number(n),
            None => 0,
        }
    }

    /// How notation names `sq`: its number, or its algebraic name where the variant's notation is
    /// algebraic (Turkish).
    #[must_use]
    pub fn square_name(self, sq: Square) -> String {
        if self.is_orthogonal() {
            self.algebraic(sq)
        } else {
            self.number(sq).to_string()
        }
    }

    /// Every playable square in number order.
    pub fn all_squares(self) -> impl Iterator<Item = Square> {
        (1..=self.squares()).filter_map(move |n| self.square(n))
    }

    /// (row, column) of `sq` on the board as players see it, 0-based from White's top-left corner.
    #[must_use]
    pub const fn row_col(self, sq: Square) -> (u32, u32) {
        if self.is_orthogonal() {
            return (sq.bit() as u32 / 8, sq.bit() as u32 % 8);
        }
        let (row, col) = row_col_of_bit(self.half(), sq.bit() as u32);
        (row, if self.is_mirrored() { self.size() - 1 - col } else { col })
    }

    /// The playable square at (row, column), 0-based from White's top-left corner, if any.
    #[must_use]
    pub const fn square_at(self, row: u32, col: u32) -> Option<Square> {
        let size = self.size();
        if row >= size || col >= size {
            return None;
        }
        if self.is_orthogonal() {
            return self.square(row * size + col + 1);
        }
        let col = if self.is_mirrored() { size - 1 - col } else { col };
        if (row + col) % 2 == 0 {
            return None; // a light square
        }
        Some(Square::from_bit(bit_of_number(self.half(), row * self.half() + col / 2 + 1) as u8))
    }

    /// The algebraic name, `a1` at White's bottom left (`c3`, `h8`, `j10`).
    #[must_use]
    pub fn algebraic(self, sq: Square) -> String {
        let (row, col) = self.row_col(sq);
        format!("{}{}", (b'a' + col as u8) as char, self.size() - row)
    }

    /// The square with algebraic name `name` (`c3`), or `None` if it is not a playable square.
    #[must_use]
    pub fn square_from_algebraic(self, name: &str) -> Option<Square> {
        let (&file, rank) = name.as_bytes().split_first()?;
        let (row, col) = self.cell_named(file, rank)?;
        self.square_at(row, col)
    }

    /// The grid's cell of file `file` (a lower-case letter) and rank `rank` (digits), as (row
    /// from the top, column), playable or not.
    fn cell_named(self, file: u8, rank: &[u8]) -> Option<(u32, u32)> {
        if !file.is_ascii_lowercase() {
            return None;
        }
        let col = u32::from(file - b'a');
        let rank: u32 = std::str::from_utf8(rank).ok()?.parse().ok()?;
        (col < self.size() && (1..=self.size()).contains(&rank)).then(|| (self.size() - rank, col))
    }

    /// Whether `name` names a square of the board's grid that is no playable square (`b5` on an
    /// 8x8 board of dark squares: a light one; any case), so a typed move through it can say so.
    #[must_use]
    pub fn is_light_square_name(self, name: &str) -> bool {
        let Some((&file, rank)) = name.trim().as_bytes().split_first() else { return false };
        self.cell_named(file.to_ascii_lowercase(), rank).is_some_and(|(row, col)| self.square_at(row, col).is_none())
    }

    /// The row where `color`'s men are crowned.
    #[must_use]
    pub fn crowning_row(self, color: crate::Color) -> crate::Bitboard {
        fn rows<R: crate::rules::Rules>() -> (u64, u64) {
            use crate::geometry::Geometry;
            (R::Geometry::TOP_ROW, R::Geometry::BOTTOM_ROW)
        }
        let (top, bottom) = crate::with_rules!(self, R => rows::<R>());
        crate::Bitboard(match color {
            crate::Color::White => top,
            crate::Color::Black => bottom,
        })
    }

    /// The FEN of the initial position.
    #[must_use]
    pub fn start_fen(self) -> String {
        crate::Position::initial(self).to_fen()
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Variant {
    type Err = UnknownVariant;
    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        let key = s.trim().to_ascii_lowercase();
        let found = match key.as_str() {
            "brazilian" | "brasileiro" | "brasileira" | "br" => Some(Variant::Brazilian),
            "russian" | "shashki" | "ru" => Some(Variant::Russian),
            "english" | "american" | "checkers" | "straight" | "en" => Some(Variant::English),
            "international" | "standard" | "intl" => Some(Variant::International),
            "turkish" | "dama" | "tr" => Some(Variant::Turkish),
            "spanish" | "espanol" | "espanola" | "es" => Some(Variant::Spanish),
            "italian" | "italiana" | "dama-italiana" | "it" => Some(Variant::Italian),
            "czech" | "ceska" | "cz" => Some(Variant::Czech),
            "pool" | "american-pool" | "pool-checkers" => Some(Variant::Pool),
            _ => None,
        };
        found.ok_or_else(|| UnknownVariant(s.chars().take(40).collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn algebraic_names_match_the_fmjd_numbers() {
        let v = Variant::Brazilian;
        assert_eq!(v.algebraic(v.square(1).unwrap()), "b8");
        assert_eq!(v.algebraic(v.square(29).unwrap()), "a1");
        assert_eq!(v.algebraic(v.square(32).unwrap()), "g1");
        assert_eq!(v.square_from_algebraic("c3"), v.square(22));
        assert_eq!(v.square_from_algebraic("a2"), None);
        assert_eq!(v.square_from_algebraic("z9"), None);
        let i = Variant::International;
        assert_eq!(i.algebraic(i.square(46).unwrap()), "a1");
        assert_eq!(i.algebraic(i.square(5).unwrap()), "j10");
        let t = Variant::Turkish;
        assert_eq!(t.algebraic(t.square(1).unwrap()), "a8");
        assert_eq!(t.algebraic(t.square(64).unwrap()), "h1");
        assert_eq!(t.square_from_algebraic("a2"), t.square(49));
        // The mirrored boards: Italian 1 = a8 and 32 = h1 (FID), Spanish 1 = h1 (PDN N1); both
        // have a dark square at each player's lower right, so a1 is light.
        let it = Variant::Italian;
        assert_eq!(it.algebraic(it.square(1).unwrap()), "a8");
        assert_eq!(it.algebraic(it.square(4).unwrap()), "g8");
        assert_eq!(it.algebraic(it.square(5).unwrap()), "b7");
        assert_eq!(it.algebraic(it.square(32).unwrap()), "h1");
        assert_eq!(it.square_from_algebraic("a1"), None);
        let es = Variant::Spanish;
        assert_eq!(es.algebraic(es.square(1).unwrap()), "h1");
        assert_eq!(es.algebraic(es.square(4).unwrap()), "b1");
        assert_eq!(es.algebraic(es.square(5).unwrap()), "g2");
        assert_eq!(es.algebraic(es.square(32).unwrap()), "a8");
        assert!(es.is_light_square_name("a1") && !es.is_light_square_name("h1"));
        for v in Variant::ALL {
            let numbers: std::collections::BTreeSet<u32> = v.all_squares().map(|sq| v.number(sq)).collect();
            assert_eq!(numbers.len() as u32, v.squares(), "{v}: every square its own number");
            for sq in v.all_squares() {
                let (row, col) = v.row_col(sq);
                assert_eq!(v.square_at(row, col), Some(sq));
                assert_eq!(v.square_from_algebraic(&v.algebraic(sq)), Some(sq));
            }
        }
    }

    #[test]
    fn a_light_square_is_named_as_such() {
        let r = Variant::Russian;
        assert!(r.is_light_square_name("b5") && r.is_light_square_name("A2"));
        assert!(!r.is_light_square_name("a3") && !r.is_light_square_name("c3"), "dark squares");
        assert!(!r.is_light_square_name("i3") && !r.is_light_square_name("a9") && !r.is_light_square_name("22") && !r.is_light_square_name(""), "off the grid or no name");
        assert!(Variant::International.is_light_square_name("a10") && !Variant::International.is_light_square_name("b10"));
        assert!(!Variant::Turkish.is_light_square_name("b5"), "every square is played");
    }

    /// What a move generator compiles in: a game and the family whose generator it runs must
    /// agree on all of it ([`Variant::move_family`]).
    fn movement(v: Variant) -> (u32, u32, bool, bool, bool, bool, bool, u32, u32) {
        fn of<R: Rules>() -> (u32, u32, bool, bool, bool, bool, bool, u32, u32) {
            type G<R> = <R as Rules>::Geometry;
            (
                G::<R>::HALF,
                G::<R>::ROWS,
                G::<R>::ORTHOGONAL,
                R::FLYING_KINGS,
                R::CROWN_MID_CAPTURE,
                R::CROWNING_ENDS_CAPTURE,
                R::REMOVE_AT_ONCE,
                R::ROWS_OF_MEN,
                R::MEN_OFFSET,
            )
        }
        crate::with_rules!(v, R => of::<R>())
    }

    #[test]
    fn a_game_runs_the_generator_of_a_game_that_moves_alike() {
        for v in Variant::ALL {
            let family = v.move_family();
            assert_eq!(movement(v), movement(family), "{v} runs {family}'s generator");
            assert_eq!(family.move_family(), family);
            assert_eq!(crate::with_moves!(v, R => <R as Rules>::VARIANT), family);
        }
    }

    #[test]
    fn names_round_trip() {
        for v in Variant::ALL {
            assert_eq!(v.name().parse::<Variant>(), Ok(v));
            assert_eq!(Variant::from_pdn_game_type(v.pdn_game_type()), Some(v));
        }
        assert!("checkerz".parse::<Variant>().is_err());
    }
}
