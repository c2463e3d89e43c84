//! A position as an SVG file: the board of a [`BoardView`] (squares, coordinates as the player
//! set them, pieces or Lasca columns, the last move, arrows) in a [`Palette`], with an optional
//! caption under it. The same drawing as the live board (`ui::board`: its layout, labels,
//! shapes and arrow geometry), written as text so it can be saved, drawn to a canvas for a PNG,
//! or printed. Pure and native. Any text in it (a caption may hold a PDN title) is escaped.

use crate::ui::board::arrow_shape::arrow_points;
use crate::ui::board::board_view::{stone_name, BoardView, StackView, Standing};
use crate::ui::board::labels::labels;
use crate::ui::board::markup::escape;
use crate::ui::board::layout::{square_cell, square_center, Layout};
use crate::ui::board::shapes::{CROWN, CROWN_BAND, DISC_STEP, MAX_DISCS, STAR};
use crate::ui::decimal::decimal;
use crate::ui::picture::palette::{Palette, SidePaint, ARROW, COUNT};
use damas_engine::{Color, Piece, Role};
use std::fmt::Write;

/// What is drawn besides the pieces.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Extras {
    /// The squares of the move that led here are marked.
    pub last_move: bool,
    /// Arrows: each a start square then every landing (a better move, a hint).
    pub arrows: Vec<Vec<u32>>,
    /// A line under the board (whose turn, the FEN, a title), as plain text.
    pub caption: Option<String>,
}

/// Longest caption written, in characters (a longer one is cut with `…`).
pub const MAX_CAPTION: usize = 90;

/// Something that stands on a square and can paint itself in a unit square.
pub trait Paint: Standing {
    /// Its name in the picture's markup (`data-piece`).
    fn name(&self) -> &'static str;
    /// Its drawing in a unit square, at the origin.
    fn paint(&self, out: &mut String, palette: &Palette);
}

fn side(palette: &Palette, color: Color) -> &SidePaint {
    if color == Color::White { &palette.white } else { &palette.black }
}

impl Paint for Piece {
    fn name(&self) -> &'static str {
        Piece::name(*self)
    }

    fn paint(&self, out: &mut String, palette: &Palette) {
        let p = side(palette, self.color);
        if palette.shadow {
            out.push_str(r#"<circle cx="0.5" cy="0.55" r="0.39" fill="rgba(0,0,0,0.38)"/>"#);
        }
        let _ = write!(out, r#"<circle cx="0.5" cy="0.5" r="0.39" fill="{}" stroke="{}" stroke-width="{}"/>"#, p.body, p.edge, palette.edge_width.0);
        let _ = write!(out, r#"<circle cx="0.5" cy="0.5" r="0.3" fill="none" stroke="{}" stroke-width="0.02"/>"#, p.rim);
        if self.role == Role::King {
            let (fill, edge) = p.crown;
            let [x, y, w, h, rx] = CROWN_BAND;
            let _ = write!(
                out,
                r#"<g fill="{fill}" stroke="{edge}" stroke-width="0.012"><path d="{CROWN}"/><rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{rx}"/></g>"#
            );
        } else {
            let _ = write!(out, r#"<circle cx="0.5" cy="0.5" r="0.2" fill="none" stroke="{}" stroke-width="0.02"/>"#, p.inner);
        }
    }
}

impl Paint for StackView {
    fn name(&self) -> &'static str {
        self.column.top().map_or("", stone_name)
    }

    fn paint(&self, out: &mut String, palette: &Palette) {
        let c = self.column;
        let height = c.height();
        let shown = height.min(MAX_DISCS);
        let lift = f64::from(shown.saturating_sub(1)) * DISC_STEP / 2.0;
        for (i, s) in c.bottom_up().skip((height - shown) as usize).enumerate() {
            let p = side(palette, s.color);
            let (face, rim, edge) = p.disc;
            let w = palette.edge_width.1;
            let _ = write!(
                out,
                r#"<g transform="translate(0 {})" stroke="{edge}" stroke-width="{w}"><ellipse cx="0.5" cy="0.54" rx="0.36" ry="0.3" fill="{rim}"/><ellipse cx="0.5" cy="0.5" rx="0.36" ry="0.3" fill="{face}"/>"#,
                decimal(lift - i as f64 * DISC_STEP, 3)
            );
            if s.officer {
                let _ = write!(out, r#"<path d="{STAR}" fill="{}" stroke="{}" stroke-width="0.012"/>"#, p.star.0, p.star.1);
            }
            out.push_str("</g>");
        }
        if height > 1 {
            let _ = write!(
                out,
                r#"<circle cx="0.84" cy="0.17" r="0.14" fill="{}" stroke="{}" stroke-width="0.02"/><text x="0.84" y="0.22" font-size="0.17" font-weight="700" text-anchor="middle" fill="{}">{height}</text>"#,
                COUNT.0, COUNT.1, COUNT.1
            );
        }
    }
}

/// The caption's height under the board, in squares of a board `size` wide.
fn band(size: u32) -> f64 {
    f64::from(size) * 0.09
}

/// The picture's width and height in pixels for a board `width` pixels wide.
#[must_use]
pub fn pixel_size(size: u32, width: u32, captioned: bool) -> (u32, u32) {
    let extra = if captioned { band(size) / f64::from(size) } else { 0.0 };
    (width, (f64::from(width) * (1.0 + extra)).round() as u32)
}

const GRADIENTS: &str = r##"<defs><radialGradient id="g-white" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#fffaf0"/><stop offset="1" stop-color="#d8ccb4"/></radialGradient><radialGradient id="g-black" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#5a4a42"/><stop offset="1" stop-color="#1b1512"/></radialGradient></defs>"##;

/// The SVG file of `view` with `extras`, `width` pixels wide, in `palette`.
#[must_use]
pub fn write_svg<S: Paint>(view: &BoardView<S>, extras: &Extras, palette: &Palette, width: u32) -> String {
    let layout = view.variant;
    let (size, flipped) = (layout.size(), view.flipped);
    let caption = extras.caption.as_deref().map(str::trim).filter(|c| !c.is_empty());
    let (w, h) = pixel_size(size, width, caption.is_some());
    let tall = if caption.is_some() { decimal(f64::from(size) + band(size), 3) } else { size.to_string() };
    let mut out = String::with_capacity(8192);
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {size} {tall}" data-variant="{}" font-family="sans-serif">"#,
        layout.game().name()
    );
    if palette.white.body.starts_with("url(") {
        out.push_str(GRADIENTS);
    }
    let _ = write!(out, r#"<rect width="{size}" height="{size}" fill="{}"/>"#, palette.light);
    for m in &view.squares {
        let Some((c, r)) = square_cell(layout, m.number, flipped) else { continue };
        let fill = if extras.last_move && m.last_move { palette.last } else { palette.dark };
        let _ = write!(out, r#"<rect data-square="{}" x="{c}" y="{r}" width="1" height="1" fill="{fill}"/>"#, m.number);
    }
    out.push_str(r#"<g font-size="0.165" font-weight="600">"#);
    for l in labels(layout, flipped, view.coords) {
        let (fill, anchor) = match l.class {
            "file" => (palette.label_edge, r#" text-anchor="end""#),
            "rank" => (palette.label_edge, ""),
            _ => (palette.label, ""),
        };
        let _ = write!(out, r#"<text x="{}" y="{}" fill="{fill}"{anchor}>{}</text>"#, decimal(l.x, 3), decimal(l.y, 3), escape(&l.text));
    }
    out.push_str("</g>");
    for p in &view.pieces {
        let Some((c, r)) = square_cell(layout, p.square, flipped) else { continue };
        let _ = write!(out, r#"<g data-piece="{}" data-square="{}" transform="translate({c} {r})">"#, p.piece.name(), p.square);
        p.piece.paint(&mut out, palette);
        out.push_str("</g>");
    }
    for arrow in &extras.arrows {
        let centres: Vec<(f64, f64)> = arrow.iter().filter_map(|n| square_center(layout, *n, flipped)).collect();
        if let Some(a) = arrow_points(&centres) {
            let _ = write!(
                out,
                r#"<g data-arrow="" opacity="0.9"><polyline points="{}" fill="none" stroke="{ARROW}" stroke-width="0.14" stroke-linecap="round" stroke-linejoin="round"/><polygon points="{}" fill="{ARROW}"/></g>"#,
                a.shaft, a.head
            );
        }
    }
    if let Some(text) = caption {
        let b = band(size);
        let _ = write!(
            out,
            r##"<rect y="{size}" width="{size}" height="{}" fill="#fff"/><text data-caption="" x="{}" y="{}" font-size="{}" text-anchor="middle" fill="#000">{}</text>"##,
            decimal(b, 3),
            decimal(f64::from(size) / 2.0, 3),
            decimal(f64::from(size) + b * 0.68, 3),
            decimal(b * 0.5, 3),
            escape(&crate::link::clip_to(text, MAX_CAPTION))
        );
    }
    out.push_str("</svg>");
    out
}
