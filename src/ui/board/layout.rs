//! Where squares are drawn: the board's viewBox is one unit per square, `(col, row)` from the top
//! left of the picture. White sits at the bottom unless the board is flipped. Squares are known
//! by number on both games' boards (a draughts variant's numbering; Lasca's 25 squares 1 to 25 in
//! reading order), so the board component needs no game of its own. Pure and native.

use damas_engine::lasca::{self, square_bit, square_number};
use damas_engine::{GameKind, Variant};
use std::fmt::Debug;

/// A board's geometry: its size and where each numbered square is. A trait rather than a
/// [`GameKind`] match so the draughts page's wasm holds no Lasca geometry (it has a size budget).
pub trait Layout: Copy + Debug + PartialEq + 'static {
    /// The game the board is for.
    fn game(self) -> GameKind;
    /// Squares per side.
    fn size(self) -> u32;
    /// Playable squares (the highest square number).
    fn square_count(self) -> u32;
    /// The unflipped `(row, col)` of square `number`, row 0 at the top.
    fn row_col_of(self, number: u32) -> Option<(u32, u32)>;
    /// The number of the square at the unflipped `(row, col)`, if it is playable.
    fn number_at(self, row: u32, col: u32) -> Option<u32>;
    /// The algebraic name of square `number` (`c3`, `a1` at White's bottom left), the same on
    /// both games' boards.
    fn name_of(self, number: u32) -> Option<String>;
}

impl Layout for Variant {
    #[inline]
    fn game(self) -> GameKind {
        GameKind::Draughts(self)
    }
    fn size(self) -> u32 {
        Variant::size(self)
    }
    fn square_count(self) -> u32 {
        self.squares()
    }
    fn row_col_of(self, number: u32) -> Option<(u32, u32)> {
        self.square(number).map(|sq| Variant::row_col(self, sq))
    }
    fn number_at(self, row: u32, col: u32) -> Option<u32> {
        self.square_at(row, col).map(|sq| self.number(sq))
    }
    fn name_of(self, number: u32) -> Option<String> {
        self.square(number).map(|sq| self.algebraic(sq))
    }
}

/// The Lasca board: 7x7, its 25 playable squares the bits `row * 7 + col` with `row + col` even
/// (row 0 at the top), numbered 1 to 25 in reading order.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Lasca;

impl Layout for Lasca {
    #[inline]
    fn game(self) -> GameKind {
        GameKind::Lasca
    }
    fn size(self) -> u32 {
        lasca::SIZE
    }
    fn square_count(self) -> u32 {
        lasca::SQUARES
    }
    fn row_col_of(self, number: u32) -> Option<(u32, u32)> {
        square_bit(number).map(|bit| (u32::from(bit) / lasca::SIZE, u32::from(bit) % lasca::SIZE))
    }
    fn number_at(self, row: u32, col: u32) -> Option<u32> {
        square_number(u8::try_from(row * lasca::SIZE + col).ok()?)
    }
    fn name_of(self, number: u32) -> Option<String> {
        square_bit(number).map(lasca::square_name)
    }
}

/// The display cell `(col, row)` of square `number`, or `None` off the board.
#[must_use]
pub fn square_cell(layout: impl Layout, number: u32, flipped: bool) -> Option<(u32, u32)> {
    let (row, col) = layout.row_col_of(number)?;
    let last = layout.size() - 1;
    Some(if flipped { (last - col, last - row) } else { (col, row) })
}

/// The centre of square `number` in viewBox units.
#[must_use]
pub fn square_center(layout: impl Layout, number: u32, flipped: bool) -> Option<(f64, f64)> {
    square_cell(layout, number, flipped).map(|(c, r)| (f64::from(c) + 0.5, f64::from(r) + 0.5))
}

/// The square number drawn at display cell `(col, row)`, or `None` for a light square or off the board.
#[must_use]
pub fn cell_square(layout: impl Layout, col: u32, row: u32, flipped: bool) -> Option<u32> {
    let size = layout.size();
    if col >= size || row >= size {
        return None;
    }
    let (col, row) = if flipped { (size - 1 - col, size - 1 - row) } else { (col, row) };
    layout.number_at(row, col)
}

/// The square under the point `(x, y)` in viewBox units.
#[must_use]
pub fn point_square(layout: impl Layout, x: f64, y: f64, flipped: bool) -> Option<u32> {
    if !(x.is_finite() && y.is_finite()) || x < 0.0 || y < 0.0 {
        return None;
    }
    cell_square(layout, x.floor() as u32, y.floor() as u32, flipped)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn white_sits_at_the_bottom_and_flipping_turns_the_board() {
        let v = Variant::Brazilian;
        assert_eq!(square_cell(v, 1, false), Some((1, 0)));
        assert_eq!(square_cell(v, 29, false), Some((0, 7)));
        assert_eq!(square_cell(v, 29, true), Some((7, 0)));
        assert_eq!(square_cell(v, 33, false), None);
        assert_eq!(square_cell(v, 0, false), None);
    }

    fn round_trip(layout: impl Layout, corner_dark: bool) {
        let size = layout.size();
        for flipped in [false, true] {
            for n in 1..=layout.square_count() {
                let (c, r) = square_cell(layout, n, flipped).unwrap();
                assert!(c < size && r < size);
                assert_eq!(cell_square(layout, c, r, flipped), Some(n));
                assert_eq!(point_square(layout, f64::from(c) + 0.9, f64::from(r) + 0.1, flipped), Some(n));
            }
            assert_eq!(square_cell(layout, layout.square_count() + 1, flipped), None);
        }
        assert_eq!(cell_square(layout, 0, 0, false).is_some(), corner_dark, "{layout:?}");
        assert_eq!(point_square(layout, -0.5, 1.0, false), None);
        assert_eq!(point_square(layout, f64::NAN, 1.0, false), None);
        assert_eq!(point_square(layout, 99.0, 1.0, false), None);
    }

    #[test]
    fn cells_and_squares_round_trip_on_every_board() {
        for v in Variant::ALL {
            round_trip(v, v.is_orthogonal() || v.is_mirrored());
            assert_eq!(v.game(), GameKind::Draughts(v));
        }
        round_trip(Lasca, true);
    }

    #[test]
    fn lasca_is_seven_by_seven_with_its_squares_in_reading_order() {
        assert_eq!((Lasca.game(), Lasca.size(), Lasca.square_count()), (GameKind::Lasca, 7, 25));
        // Square 1 is a7, the top left corner; 25 is g1, the bottom right; c3 is 16.
        assert_eq!(square_cell(Lasca, 1, false), Some((0, 0)));
        assert_eq!(square_cell(Lasca, 25, false), Some((6, 6)));
        assert_eq!(square_cell(Lasca, 1, true), Some((6, 6)));
        assert_eq!(Lasca.name_of(1).as_deref(), Some("a7"));
        assert_eq!(Lasca.name_of(16).as_deref(), Some("c3"));
        assert_eq!(Lasca.name_of(26), None);
        // Only the (row + col) even cells are playable: b7 is light.
        assert_eq!(cell_square(Lasca, 1, 0, false), None);
        assert_eq!(cell_square(Lasca, 1, 1, false), Some(5));
        // The numbers follow the engine's squares and bits.
        for (i, bit) in lasca::squares().enumerate() {
            let n = i as u32 + 1;
            assert_eq!((square_bit(n), square_number(bit)), (Some(bit), Some(n)));
            assert_eq!((u32::from(bit) / 7 + u32::from(bit) % 7) % 2, 0);
            let (c, r) = square_cell(Lasca, n, false).unwrap();
            assert_eq!(u32::from(bit), r * 7 + c);
            assert_eq!(Lasca.name_of(n), Some(lasca::square_name(bit)));
        }
        assert_eq!((square_bit(0), square_bit(26), square_number(1), square_number(49)), (None, None, None, None));
    }

    #[test]
    fn draughts_squares_are_named_algebraically() {
        assert_eq!(Variant::Brazilian.name_of(32).as_deref(), Some("g1"));
        assert_eq!(Variant::International.name_of(1).as_deref(), Some("b10"));
        assert_eq!(Variant::Turkish.name_of(36).as_deref(), Some("d4"));
        assert_eq!(Variant::Brazilian.name_of(33), None);
    }
}
