//! The coordinates written on a board, as values: square numbers, files and ranks on the edges,
//! or Lasca's square names, each with its place in viewBox units and its class. The SVG board
//! and the pictures (`ui::picture`) both write them from here. Pure and native.

use crate::ui::board::layout::{square_cell, Layout};
use crate::ui::prefs::Coords;

/// One label: its class (`num`, `name`, `file`, `rank`), where its text starts (or ends, for a
/// file letter, which is right-aligned) and its text.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    /// `num` (a square's number), `name` (a Lasca square), `file` or `rank`.
    pub class: &'static str,
    /// Left (right for `file`) of the text, in squares.
    pub x: f64,
    /// Baseline, in squares.
    pub y: f64,
    /// The text.
    pub text: String,
}

/// The labels of a board of `layout` seen as `flipped`, for the player's `coords`. Lasca names
/// every square, as its notation does (any setting but Off shows them).
#[must_use]
pub fn labels(layout: impl Layout, flipped: bool, coords: Coords) -> Vec<Label> {
    let corner = |class, n: u32, text: String| {
        square_cell(layout, n, flipped).map(|(c, r)| Label { class, x: f64::from(c) + 0.06, y: f64::from(r) + 0.2, text })
    };
    let squares = 1..=layout.square_count();
    match coords {
        Coords::Off => Vec::new(),
        _ if layout.game().is_lasca() => squares.filter_map(|n| corner("name", n, layout.name_of(n)?)).collect(),
        Coords::Numbers => squares.filter_map(|n| corner("num", n, n.to_string())).collect(),
        Coords::Algebraic => {
            let size = layout.size();
            (0..size)
                .flat_map(|i| {
                    let file = if flipped { size - 1 - i } else { i };
                    let rank = if flipped { i + 1 } else { size - i };
                    let letter = char::from(b'a' + file as u8).to_string();
                    [
                        Label { class: "file", x: f64::from(i) + 0.94, y: f64::from(size) - 0.06, text: letter },
                        Label { class: "rank", x: 0.06, y: f64::from(i) + 0.2, text: rank.to_string() },
                    ]
                })
                .collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::board::layout::Lasca;
    use damas_engine::Variant;

    #[test]
    fn each_setting_writes_its_labels() {
        let v = Variant::Brazilian;
        assert!(labels(v, false, Coords::Off).is_empty());
        let nums = labels(v, false, Coords::Numbers);
        assert_eq!(nums.len(), 32);
        assert_eq!((nums[0].class, nums[0].text.as_str(), nums[0].x, nums[0].y), ("num", "1", 1.06, 0.2));
        let alg = labels(v, false, Coords::Algebraic);
        assert_eq!(alg.len(), 16);
        assert_eq!((alg[0].text.as_str(), alg[1].text.as_str()), ("a", "8"));
        let turned = labels(v, true, Coords::Algebraic);
        assert_eq!((turned[0].text.as_str(), turned[1].text.as_str()), ("h", "1"));
        let lasca = labels(Lasca, false, Coords::Algebraic);
        assert_eq!(lasca.len(), 25);
        assert!(lasca.iter().all(|l| l.class == "name"));
        assert_eq!(lasca[0].text, "a7");
        assert!(labels(Lasca, false, Coords::Off).is_empty());
    }
}
