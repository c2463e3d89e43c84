//! A piece or a Lasca column drawn once into a [`Sprite`] a square wide, as the SVG picture
//! draws it (`picture::svg`'s `Paint`): the classic set's shadow and shading, the body and its
//! outline, the rim, a man's inner ring or a king's crown; a column's discs from the bottom up,
//! an officer's star, and its height in a badge. Pure.

use crate::ui::board::shapes::{CROWN, CROWN_BAND, DISC_STEP, MAX_DISCS, STAR};
use crate::ui::picture::gif::colour::{decimal, rgba};
use crate::ui::picture::gif::film::{Figure, Fill, Look, Rgba, SideLook};
use crate::ui::picture::gif::raster::canvas::Sprite;
use crate::ui::picture::gif::raster::font::{text_width, write, GLYPH};
use crate::ui::picture::gif::raster::shape::{path_points, Shape};
use crate::ui::picture::palette::COUNT;

/// Steps of the classic set's shading (fewer colours for the GIF's palette).
const SHADES: f32 = 12.0;

fn mix(a: Rgba, b: Rgba, t: f32) -> Rgba {
    let m = |i: usize| (f32::from(a[i]) + (f32::from(b[i]) - f32::from(a[i])) * t).round() as u8;
    [m(0), m(1), m(2), m(3)]
}

fn circle(cx: f32, cy: f32, r: f32) -> Shape {
    Shape::Ellipse { cx, cy, rx: r, ry: r }
}

fn ring(r: f32, w: f32) -> Shape {
    Shape::EllipseLine { cx: 0.5, cy: 0.5, rx: r, ry: r, w }
}

/// Paints `shape` filled with `fill` (a gradient over the box `x0, y0, side` as the SVG's
/// objectBoundingBox: centre at 40 %, 35 %, radius 70 %).
fn fill_shape(sprite: &mut Sprite, shape: &Shape, fill: Fill, x0: f32, y0: f32, side: f32) {
    let size = sprite.size;
    match fill {
        Fill::Solid(c) => shape.paint(sprite, size, c, None),
        Fill::Radial(from, to) => {
            let (gx, gy, gr) = (x0 + 0.4 * side, y0 + 0.35 * side, 0.7 * side);
            let shade = move |x: f32, y: f32| {
                let t = (((x - gx).powi(2) + (y - gy).powi(2)).sqrt() / gr).min(1.0);
                mix(from, to, (t * SHADES).round() / SHADES)
            };
            shape.paint(sprite, size, [0, 0, 0, 255], Some(&shade));
        }
    }
}

fn side(look: &Look, white: bool) -> &SideLook {
    if white { &look.white } else { &look.black }
}

fn parse(v: &str) -> f32 {
    decimal(v).unwrap_or(0.0)
}

fn piece(s: &mut Sprite, look: &Look, white: bool, king: bool) {
    let size = s.size;
    let p = side(look, white);
    if look.shadow {
        circle(0.5, 0.55, 0.39).paint(s, size, [0, 0, 0, 97], None);
    }
    fill_shape(s, &circle(0.5, 0.5, 0.39), p.body, 0.11, 0.11, 0.78);
    ring(0.39, f32::from(look.edge_width.0) / 1000.0).paint(s, size, p.edge, None);
    ring(0.3, 0.02).paint(s, size, p.rim, None);
    if king {
        let crown = path_points(CROWN, 0.0);
        let [x, y, w, h, _] = CROWN_BAND.map(parse);
        let band = vec![(x, y), (x + w, y), (x + w, y + h), (x, y + h)];
        for shape in [crown, band] {
            Shape::Polygon(shape.clone()).paint(s, size, p.crown.0, None);
            Shape::PolygonLine(shape, 0.012).paint(s, size, p.crown.1, None);
        }
    } else {
        ring(0.2, 0.02).paint(s, size, p.inner, None);
    }
}

fn column(s: &mut Sprite, look: &Look, stones: &[(bool, bool)]) {
    let size = s.size;
    let height = stones.len() as u32;
    let shown = height.min(MAX_DISCS);
    let step = DISC_STEP as f32;
    let lift = shown.saturating_sub(1) as f32 * step / 2.0;
    let w = f32::from(look.edge_width.1) / 1000.0;
    for (i, &(white, officer)) in stones.iter().skip((height - shown) as usize).enumerate() {
        let p = side(look, white);
        let dy = lift - i as f32 * step;
        let (face, rim, edge) = p.disc;
        for (cy, colour) in [(0.54 + dy, rim), (0.5 + dy, face)] {
            Shape::Ellipse { cx: 0.5, cy, rx: 0.36, ry: 0.3 }.paint(s, size, colour, None);
            Shape::EllipseLine { cx: 0.5, cy, rx: 0.36, ry: 0.3, w }.paint(s, size, edge, None);
        }
        if officer {
            let star = path_points(STAR, dy);
            Shape::Polygon(star.clone()).paint(s, size, p.star.0, None);
            Shape::PolygonLine(star, 0.012).paint(s, size, p.star.1, None);
        }
    }
    if height > 1 {
        let (badge, ink) = (rgba(COUNT.0), rgba(COUNT.1));
        circle(0.84, 0.17, 0.14).paint(s, size, badge, None);
        ring(0.14, 0.02).paint(s, size, ink, None);
        let text = height.to_string();
        let scale = ((size as f32 * 0.12 / GLYPH.1 as f32).round() as i32).max(1);
        let x = (0.84 * size as f32) as i32 - text_width(&text, scale) / 2;
        let y = (0.17 * size as f32) as i32 + GLYPH.1 * scale / 2;
        write(s, x, y, scale, ink, &text);
    }
}

/// `figure` drawn in `look` on a clear sprite `size` pixels wide.
#[must_use]
pub fn sprite(figure: &Figure, look: &Look, size: u32) -> Sprite {
    let mut s = Sprite::new(size);
    match figure {
        Figure::Piece { white, king } => piece(&mut s, look, *white, *king),
        Figure::Column(stones) => column(&mut s, look, stones),
    }
    s
}
