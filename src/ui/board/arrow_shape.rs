//! The shape of an arrow drawn on a board: a shaft through square centres and a head that stops
//! short of the last centre, in board units (one square = 1). Both boards (draughts and Lasca)
//! draw hints and best lines with it.

use crate::ui::decimal::decimal;

/// SVG `points` of an arrow's shaft (a polyline) and head (a triangle).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArrowPoints {
    /// The shaft: every centre but the last, then the base of the head.
    pub shaft: String,
    /// The head: tip, then the two corners of its base.
    pub head: String,
}

fn point(x: f64, y: f64) -> String {
    format!("{},{}", decimal(x, 3), decimal(y, 3))
}

/// The arrow through `centres` (at least two, the last two apart), or `None`.
#[must_use]
pub fn arrow_points(centres: &[(f64, f64)]) -> Option<ArrowPoints> {
    let (&(ex, ey), rest) = centres.split_last()?;
    let &(px, py) = rest.last()?;
    let len = (ex - px).hypot(ey - py);
    if len <= 0.0 || !len.is_finite() {
        return None;
    }
    let (ux, uy) = ((ex - px) / len, (ey - py) / len);
    let tip = (ex - ux * 0.1, ey - uy * 0.1);
    let base = (tip.0 - ux * 0.34, tip.1 - uy * 0.34);
    let (nx, ny) = (-uy * 0.2, ux * 0.2);
    let mut shaft: Vec<String> = rest.iter().map(|&(x, y)| point(x, y)).collect();
    shaft.push(point(base.0, base.1));
    let head = [point(tip.0, tip.1), point(base.0 + nx, base.1 + ny), point(base.0 - nx, base.1 - ny)].join(" ");
    Some(ArrowPoints { shaft: shaft.join(" "), head })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_arrow_ends_short_of_its_last_centre() {
        let a = arrow_points(&[(0.5, 0.5), (2.5, 0.5)]).unwrap();
        // Tip 0.1 before the centre, base 0.34 behind the tip, head 0.4 wide.
        assert_eq!(a.head, "2.400,0.500 2.060,0.700 2.060,0.300");
        assert_eq!(a.shaft, "0.500,0.500 2.060,0.500");
        let bent = arrow_points(&[(0.5, 0.5), (1.5, 1.5), (2.5, 0.5)]).unwrap();
        assert_eq!(bent.shaft.split(' ').count(), 3);
        assert_eq!(arrow_points(&[(1.0, 1.0)]), None);
        assert_eq!(arrow_points(&[(1.0, 1.0), (1.0, 1.0)]), None);
        assert_eq!(arrow_points(&[(f64::NAN, 1.0), (1.0, 1.0)]), None);
    }
}
