//! A small pixel font for the GIF's texts (square numbers and names, files and ranks, move
//! texts, results, a Lasca column's height): digits, the files `a`-`j`, `x`, and `- : . / * ( )`.
//! Each glyph is 5 x 7 pixels (a row a byte, the leftmost pixel the 0x10 bit), drawn at a
//! whole scale; a character it lacks is drawn as a space. Pure.

use crate::ui::picture::gif::film::Rgba;
use crate::ui::picture::gif::raster::canvas::Plot;

/// A glyph's width and height in font pixels; characters are one pixel apart.
pub const GLYPH: (i32, i32) = (5, 7);

/// The rows of `c`'s glyph, if the font has it.
#[must_use]
pub fn glyph(c: char) -> Option<[u8; 7]> {
    Some(match c {
        '0' => [0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e],
        '1' => [0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e],
        '2' => [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
        '3' => [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e],
        '4' => [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02],
        '5' => [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
        '6' => [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e],
        '7' => [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
        '8' => [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
        '9' => [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c],
        'a' => [0x00, 0x00, 0x0e, 0x01, 0x0f, 0x11, 0x0f],
        'b' => [0x10, 0x10, 0x16, 0x19, 0x11, 0x11, 0x1e],
        'c' => [0x00, 0x00, 0x0e, 0x10, 0x10, 0x11, 0x0e],
        'd' => [0x01, 0x01, 0x0d, 0x13, 0x11, 0x11, 0x0f],
        'e' => [0x00, 0x00, 0x0e, 0x11, 0x1f, 0x10, 0x0e],
        'f' => [0x06, 0x09, 0x08, 0x1c, 0x08, 0x08, 0x08],
        'g' => [0x00, 0x0f, 0x11, 0x11, 0x0f, 0x01, 0x0e],
        'h' => [0x10, 0x10, 0x16, 0x19, 0x11, 0x11, 0x11],
        'i' => [0x04, 0x00, 0x0c, 0x04, 0x04, 0x04, 0x0e],
        'j' => [0x02, 0x00, 0x06, 0x02, 0x02, 0x12, 0x0c],
        'x' => [0x00, 0x00, 0x11, 0x0a, 0x04, 0x0a, 0x11],
        '-' => [0x00, 0x00, 0x00, 0x1f, 0x00, 0x00, 0x00],
        ':' => [0x00, 0x0c, 0x0c, 0x00, 0x0c, 0x0c, 0x00],
        '.' => [0x00, 0x00, 0x00, 0x00, 0x00, 0x0c, 0x0c],
        '/' => [0x01, 0x01, 0x02, 0x04, 0x08, 0x10, 0x10],
        '*' => [0x00, 0x04, 0x15, 0x0e, 0x15, 0x04, 0x00],
        '(' => [0x02, 0x04, 0x08, 0x08, 0x08, 0x04, 0x02],
        ')' => [0x08, 0x04, 0x02, 0x02, 0x02, 0x04, 0x08],
        _ => return None,
    })
}

/// The width in pixels of `text` at `scale`.
#[must_use]
pub fn text_width(text: &str, scale: i32) -> i32 {
    let n = text.chars().count() as i32;
    if n == 0 { 0 } else { (n * (GLYPH.0 + 1) - 1) * scale }
}

/// Writes `text` in `colour` at `scale`, its left at `x` and its baseline (the glyphs' bottom) at `y`.
pub fn write(target: &mut impl Plot, x: i32, y: i32, scale: i32, colour: Rgba, text: &str) {
    let top = y - GLYPH.1 * scale;
    for (i, c) in text.chars().enumerate() {
        let Some(rows) = glyph(c) else { continue };
        let left = x + i as i32 * (GLYPH.0 + 1) * scale;
        for (r, bits) in rows.iter().enumerate() {
            for col in 0..GLYPH.0 {
                if bits & (0x10 >> col) != 0 {
                    for dy in 0..scale {
                        for dx in 0..scale {
                            target.plot(left + col * scale + dx, top + r as i32 * scale + dy, colour, 1.0);
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::picture::gif::raster::canvas::Canvas;

    #[test]
    fn glyphs_are_five_pixels_wide_and_distinct() {
        let chars: Vec<char> = "0123456789abcdefghijx-:./*()".chars().collect();
        let mut seen = std::collections::HashSet::new();
        for &c in &chars {
            let g = glyph(c).unwrap();
            assert!(g.iter().all(|r| r & !0x1f == 0), "{c}");
            assert!(seen.insert(g), "{c} looks like another");
        }
        assert_eq!(glyph('Z'), None);
        assert_eq!(text_width("22-17", 2), 58);
        assert_eq!(text_width("", 3), 0);
    }

    #[test]
    fn text_is_written_where_asked() {
        let mut c = Canvas::new(20, 10);
        write(&mut c, 1, 8, 1, [255, 255, 255, 255], "1-?");
        // '1' top row: 0x04, the third pixel of the glyph, at (1 + 2, 8 - 7).
        assert_eq!(c.at(3, 1), 0xffffff);
        assert_eq!(c.at(1, 1), 0);
        // '-' is the middle row of the second glyph; '?' is not in the font and leaves no mark.
        assert_eq!(c.at(7, 4), 0xffffff);
        assert!((13..20).all(|x| (0..10).all(|y| c.at(x, y) == 0)));
    }
}
