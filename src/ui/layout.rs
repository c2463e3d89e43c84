//! Where squares are drawn: the board's viewBox is one unit per square, `(col, row)` from the top
//! left of the picture. White sits at the bottom unless the board is flipped. Pure and native.

use damas_engine::Variant;

/// The display cell `(col, row)` of square `number`, or `None` off the board.
#[must_use]
pub fn square_cell(variant: Variant, number: u32, flipped: bool) -> Option<(u32, u32)> {
    let sq = variant.square(number)?;
    let (row, col) = variant.row_col(sq);
    let last = variant.size() - 1;
    Some(if flipped { (last - col, last - row) } else { (col, row) })
}

/// The centre of square `number` in viewBox units.
#[must_use]
pub fn square_center(variant: Variant, number: u32, flipped: bool) -> Option<(f64, f64)> {
    square_cell(variant, number, flipped).map(|(c, r)| (f64::from(c) + 0.5, f64::from(r) + 0.5))
}

/// The square number drawn at display cell `(col, row)`, or `None` for a light square or off the board.
#[must_use]
pub fn cell_square(variant: Variant, col: u32, row: u32, flipped: bool) -> Option<u32> {
    let size = variant.size();
    if col >= size || row >= size {
        return None;
    }
    let (col, row) = if flipped { (size - 1 - col, size - 1 - row) } else { (col, row) };
    variant.square_at(row, col).map(|sq| variant.number(sq))
}

/// The square under the point `(x, y)` in viewBox units.
#[must_use]
pub fn point_square(variant: Variant, x: f64, y: f64, flipped: bool) -> Option<u32> {
    if !(x.is_finite() && y.is_finite()) || x < 0.0 || y < 0.0 {
        return None;
    }
    cell_square(variant, x.floor() as u32, y.floor() as u32, flipped)
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

    #[test]
    fn cells_and_squares_round_trip_on_every_board() {
        for v in Variant::ALL {
            for flipped in [false, true] {
                for n in 1..=v.squares() {
                    let (c, r) = square_cell(v, n, flipped).unwrap();
                    assert_eq!(cell_square(v, c, r, flipped), Some(n));
                    assert_eq!(point_square(v, f64::from(c) + 0.9, f64::from(r) + 0.1, flipped), Some(n));
                }
            }
            assert_eq!(cell_square(v, 0, 0, false).is_none(), !v.is_orthogonal());
            assert_eq!(point_square(v, -0.5, 1.0, false), None);
            assert_eq!(point_square(v, f64::NAN, 1.0, false), None);
            assert_eq!(point_square(v, 99.0, 1.0, false), None);
        }
    }
}
