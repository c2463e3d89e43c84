//! The parts of the SVG board that only change with the board's size, orientation or labels,
//! written as markup text: the light squares, the labels and the pieces' gradients. The board
//! (`view::svg_board`) hands each to the browser's parser in one call instead of building its
//! elements one by one from Rust: on a slow phone the board's first drawing was the longest task
//! of the page's start (issue 36), much of it spent in those calls (the pieces, which move and
//! change, stay elements of their own). The
//! elements, classes and attributes are the ones the board drew before, so styles, themes and
//! tests see the same markup. Every text in it is escaped ([`escape`]). Pure and native.

use crate::ui::board::labels::Label;
use crate::ui::board::layout::{cell_square, Layout};
use crate::ui::decimal::decimal;
use std::fmt::Write;

/// `text` made safe inside an XML attribute or element: markup characters as entities, tabs and
/// line breaks as spaces, other control characters (which XML forbids) dropped.
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' => out.push(' '),
            c if c.is_control() || matches!(c, '\u{FFFE}' | '\u{FFFF}') => {}
            c => out.push(c),
        }
    }
    out
}

/// The pieces' shading (`url(#g-white)` and `url(#g-black)` in `styles/app.css`).
pub const GRADIENTS: &str = concat!(
    r##"<radialGradient id="g-white" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#fffaf0"/><stop offset="1" stop-color="#d8ccb4"/></radialGradient>"##,
    r##"<radialGradient id="g-black" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#5a4a42"/><stop offset="1" stop-color="#1b1512"/></radialGradient>"##,
);

/// The light (unplayable) squares of `layout` seen as `flipped`: a unit `rect.light` each.
#[must_use]
pub fn light_squares(layout: impl Layout, flipped: bool) -> String {
    let size = layout.size();
    let mut out = String::new();
    for row in 0..size {
        for col in 0..size {
            if cell_square(layout, col, row, flipped).is_none() {
                let _ = write!(out, r#"<rect class="light" x="{col}" y="{row}" width="1" height="1"/>"#);
            }
        }
    }
    out
}

/// The board's labels (`ui::board::labels`): a `text` each, with its class and place.
#[must_use]
pub fn labels(labels: &[Label]) -> String {
    let mut out = String::new();
    for l in labels {
        let _ = write!(
            out,
            r#"<text class="{}" x="{}" y="{}">{}</text>"#,
            l.class,
            decimal(l.x, 3),
            decimal(l.y, 3),
            escape(&l.text)
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::board::labels::labels as board_labels;
    use crate::ui::board::layout::Lasca;
    use crate::ui::prefs::Coords;
    use damas_engine::Variant;

    #[test]
    fn text_is_escaped() {
        assert_eq!(escape(r#"<a href="x">&'"#), "&lt;a href=&quot;x&quot;&gt;&amp;&apos;");
        assert_eq!(escape("a\tb\nc\u{7}d"), "a b cd");
    }

    #[test]
    fn the_light_squares_are_the_unplayable_cells() {
        for (size, light) in [(Variant::Brazilian, 32), (Variant::International, 50)] {
            let out = light_squares(size, false);
            assert_eq!(out.matches(r#"<rect class="light""#).count(), light);
            assert_eq!(out, light_squares(size, true), "the same cells either way up");
        }
        // The top left cell is light on a draughts board; Lasca's 7x7 has 24 light cells.
        assert!(light_squares(Variant::Brazilian, false).starts_with(r#"<rect class="light" x="0" y="0" width="1" height="1"/>"#));
        assert_eq!(light_squares(Lasca, false).matches("<rect").count(), 24);
    }

    #[test]
    fn labels_keep_their_class_place_and_text() {
        let out = labels(&board_labels(Variant::Brazilian, false, Coords::Numbers));
        assert_eq!(out.matches("<text").count(), 32);
        assert!(out.starts_with(r#"<text class="num" x="1.060" y="0.200">1</text>"#), "{out}");
        let hostile = [Label { class: "num", x: 0.0, y: 0.5, text: "<b>&".into() }];
        assert_eq!(labels(&hostile), r#"<text class="num" x="0.000" y="0.500">&lt;b&gt;&amp;</text>"#);
    }
}
