//! One frame of a [`Film`] drawn on a [`Canvas`]: the squares (the last move's marked), the
//! coordinates, the pieces (each kind drawn once, then laid on its squares), the text band
//! under the board, and the result over the board's middle on the last frame. Pure.

use crate::ui::picture::gif::film::{Figure, Film, Rgba, Shot};
use crate::ui::picture::gif::raster::canvas::{rgb, Canvas, Sprite};
use crate::ui::picture::gif::raster::font::{text_width, write, GLYPH};
use crate::ui::picture::gif::raster::piece::sprite;
use std::collections::HashMap;

const WHITE: Rgba = [255, 255, 255, 255];
const BLACK: Rgba = [0, 0, 0, 255];

/// Draws the frames of one film, keeping each piece's drawing for the next frames.
#[derive(Default)]
pub struct Painter {
    sprites: HashMap<Figure, Sprite>,
}

/// The scale of a text `height` pixels tall (at least 1).
fn scale_for(height: f32) -> i32 {
    ((height / GLYPH.1 as f32).round() as i32).max(1)
}

impl Painter {
    /// A painter with nothing drawn yet.
    #[must_use]
    pub fn new() -> Painter {
        Painter::default()
    }

    /// Draws `shot` of `film` on `canvas` (the film's size).
    pub fn draw(&mut self, film: &Film, shot: &Shot, canvas: &mut Canvas) {
        let look = &film.look;
        let cell = u32::from(film.cell_px);
        let (w, h) = film.size();
        let board = w;
        canvas.fill(0, 0, board, board, rgb(look.light));
        for &(c, r) in &film.dark {
            let colour = if shot.last.contains(&(c, r)) { look.last } else { look.dark };
            canvas.fill(u32::from(c) * cell, u32::from(r) * cell, cell, cell, rgb(colour));
        }
        let tag_scale = scale_for(cell as f32 * 0.115);
        for tag in &film.tags {
            let colour = if tag.edge { look.label_edge } else { look.label };
            let x = if tag.right { i32::from(tag.x) - text_width(&tag.text, tag_scale) } else { i32::from(tag.x) };
            write(canvas, x, i32::from(tag.y), tag_scale, colour, &tag.text);
        }
        for (c, r, figure) in &shot.pieces {
            let s = self.sprites.entry(figure.clone()).or_insert_with(|| sprite(figure, look, cell));
            canvas.lay(s, u32::from(*c) * cell, u32::from(*r) * cell);
        }
        if film.band_px > 0 {
            let band = u32::from(film.band_px);
            canvas.fill(0, board, w, h - board, rgb(WHITE));
            let scale = scale_for(band as f32 * 0.5);
            let x = (w as i32 - text_width(&shot.text, scale)) / 2;
            let y = board as i32 + (band as i32 + GLYPH.1 * scale) / 2;
            write(canvas, x, y, scale, BLACK, &shot.text);
        }
        if let Some(badge) = &shot.badge {
            let scale = scale_for(cell as f32 * 0.4);
            let (tw, th) = (text_width(badge, scale), GLYPH.1 * scale);
            let pad = 2 * scale + 2;
            let (bw, bh) = (tw + 2 * pad, th + 2 * pad);
            let (x, y) = ((board as i32 - bw) / 2, (board as i32 - bh) / 2);
            let edge = scale.max(1) as u32;
            canvas.fill(x as u32, y as u32, bw as u32, bh as u32, rgb(BLACK));
            canvas.fill(x as u32 + edge, y as u32 + edge, bw as u32 - 2 * edge, bh as u32 - 2 * edge, rgb(WHITE));
            write(canvas, x + pad, y + pad + th, scale, BLACK, badge);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::look::{BoardTheme, PieceSet};
    use crate::ui::picture::gif::colour::look;
    use crate::ui::picture::gif::film::Tag;
    use crate::ui::picture::palette::palette;

    fn film(band: u16) -> Film {
        let l = look(&palette(BoardTheme::Tournament, PieceSet::Flat));
        let pieces = vec![(0, 1, Figure::Piece { white: true, king: false }), (2, 1, Figure::Piece { white: false, king: true }), (1, 0, Figure::Column(vec![(true, false), (false, true)]))];
        let shot = Shot { last: vec![(0, 1)], pieces, text: "1. 22-17".into(), badge: Some("2-0".into()), delay: 100 };
        let dark = vec![(1, 0), (0, 1), (2, 1), (1, 2)];
        let tags = vec![Tag { x: 2, y: 10, right: false, edge: false, text: "1".into() }];
        Film { cells: 3, cell_px: 40, band_px: band, look: l, dark, tags, shots: vec![shot] }
    }

    #[test]
    fn squares_pieces_text_and_badge_land_where_they_belong() {
        let f = film(16);
        let mut c = Canvas::new(120, 136);
        let mut p = Painter::new();
        p.draw(&f, &f.shots[0], &mut c);
        let l = f.look;
        assert_eq!(c.at(2, 2), rgb(l.light), "a light square's corner");
        assert_eq!(c.at(82, 42), rgb(l.dark), "a dark square's corner");
        assert_eq!(c.at(2, 42), rgb(l.last), "the last move's square");
        assert_eq!(c.at(2, 78), rgb(l.last), "its corner, under no piece");
        let crate::ui::picture::gif::film::Fill::Solid(body) = l.white.body else { panic!() };
        assert_eq!(c.at(20, 47), rgb(body), "the white man's body, off its rings");
        assert_ne!(c.at(100, 60), rgb(l.dark), "the king stands on its square");
        let band: Vec<u32> = (120..136).flat_map(|y| (0..120).map(move |x| (x, y))).map(|(x, y)| c.at(x, y)).collect();
        assert!(band.contains(&0xffffff) && band.contains(&0), "white band, black text");
        assert_eq!(c.at(40, 50), 0xffffff, "the badge is in the middle");
        assert_eq!(c.at(60, 60), 0, "with its text");
        assert_eq!(p.sprites.len(), 3, "each figure drawn once");
        let plain = film(0);
        let mut c2 = Canvas::new(120, 120);
        p.draw(&plain, &plain.shots[0], &mut c2);
        assert_eq!(c2.at(20, 47), c.at(20, 47));
    }
}
