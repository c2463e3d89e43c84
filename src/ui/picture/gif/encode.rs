//! A [`Film`] as a GIF file: each frame drawn (`raster`), only the part that changed since the
//! frame before kept (a move changes a few squares and the text; within it, the pixels that did
//! not change are transparent), its colours made a table
//! (`quantise`), written (`writer`). `progress` hears each frame done, for the page's bar. This
//! is what the GIF worker runs; natively it is tested whole. Pure and native.

use crate::ui::picture::gif::film::Film;
use crate::ui::picture::gif::quantise::{quantise, UNCHANGED};
use crate::ui::picture::gif::raster::canvas::Canvas;
use crate::ui::picture::gif::raster::frame::Painter;
use crate::ui::picture::gif::writer::{GifWriter, Rect};

/// The smallest rectangle holding every pixel where `now` differs from `before` (the same
/// size); one pixel at the top left when nothing changed (a frame has at least one).
#[must_use]
pub fn changed(before: &Canvas, now: &Canvas) -> Rect {
    let (w, h) = (now.width, now.height);
    let (mut x0, mut y0, mut x1, mut y1) = (w, h, 0, 0);
    for y in 0..h {
        let row = (y * w) as usize..((y + 1) * w) as usize;
        let (a, b) = (&before.pixels[row.clone()], &now.pixels[row]);
        if a == b {
            continue;
        }
        let first = a.iter().zip(b).position(|(p, q)| p != q).unwrap_or(0) as u32;
        let last = a.iter().zip(b).rposition(|(p, q)| p != q).unwrap_or(0) as u32;
        (x0, x1, y0, y1) = (x0.min(first), x1.max(last), y0.min(y), y1.max(y));
    }
    if x0 > x1 {
        return Rect { x: 0, y: 0, w: 1, h: 1 };
    }
    Rect { x: x0 as u16, y: y0 as u16, w: (x1 - x0 + 1) as u16, h: (y1 - y0 + 1) as u16 }
}

/// The pixels of `canvas` in `r`, those the same in `before` marked [`UNCHANGED`] (they compress
/// to long runs of one index, the frame's transparent one).
fn crop(canvas: &Canvas, before: Option<&Canvas>, r: Rect) -> Vec<u32> {
    let mut out = Vec::with_capacity(usize::from(r.w) * usize::from(r.h));
    for y in u32::from(r.y)..u32::from(r.y) + u32::from(r.h) {
        let at = (y * canvas.width + u32::from(r.x)) as usize;
        let row = &canvas.pixels[at..at + usize::from(r.w)];
        match before {
            None => out.extend_from_slice(row),
            Some(b) => out.extend(row.iter().zip(&b.pixels[at..]).map(|(&p, &q)| if p == q { UNCHANGED } else { p })),
        }
    }
    out
}

/// The GIF of `film` (which the caller has checked with [`Film::is_drawable`]); `progress(done,
/// total)` after each frame.
#[must_use]
pub fn encode(film: &Film, mut progress: impl FnMut(usize, usize)) -> Vec<u8> {
    let (w, h) = film.size();
    let mut gif = GifWriter::new(w as u16, h as u16);
    let mut painter = Painter::new();
    let mut before: Option<Canvas> = None;
    let mut now = Canvas::new(w, h);
    let total = film.shots.len();
    for (i, shot) in film.shots.iter().enumerate() {
        painter.draw(film, shot, &mut now);
        let rect = before.as_ref().map_or(Rect { x: 0, y: 0, w: w as u16, h: h as u16 }, |b| changed(b, &now));
        let q = quantise(&crop(&now, before.as_ref(), rect));
        let clear = q.table.first().filter(|&&c| c == UNCHANGED).map(|_| 0);
        gif.frame(rect, &q.table, &q.indices, shot.delay, clear);
        match &mut before {
            Some(b) => std::mem::swap(b, &mut now),
            None => before = Some(now.clone()),
        }
        progress(i + 1, total);
    }
    gif.finish()
}
