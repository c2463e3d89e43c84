//! Shapes in a unit square (the SVG's piece coordinates), painted on a [`Plot`] `size` pixels a
//! side with 4 x 4 samples a pixel for smooth edges: discs, rings, ellipses and their outlines,
//! polygons (a crown, a star: the SVG paths of `ui::board::shapes`) and their outlines. Pure.

use crate::ui::picture::gif::colour::decimal;
use crate::ui::picture::gif::film::Rgba;
use crate::ui::picture::gif::raster::canvas::Plot;

/// Samples a pixel, each way.
const SAMPLES: u32 = 4;

/// A shape, in unit-square coordinates.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// An ellipse: centre, radii (a disc when they are equal).
    Ellipse { cx: f32, cy: f32, rx: f32, ry: f32 },
    /// The outline of an ellipse, `w` wide, centred on it.
    EllipseLine { cx: f32, cy: f32, rx: f32, ry: f32, w: f32 },
    /// A closed polygon.
    Polygon(Vec<(f32, f32)>),
    /// The outline of a closed polygon, `w` wide.
    PolygonLine(Vec<(f32, f32)>, f32),
}

/// The points of an SVG path of straight lines (`M x y L x y … Z`), moved down by `dy`.
#[must_use]
pub fn path_points(path: &str, dy: f32) -> Vec<(f32, f32)> {
    let numbers: Vec<f32> = path.split(|c: char| c.is_ascii_alphabetic() || c.is_whitespace() || c == ',').filter_map(decimal).collect();
    numbers.chunks_exact(2).map(|p| (p[0], p[1] + dy)).collect()
}

fn in_ellipse(x: f32, y: f32, cx: f32, cy: f32, rx: f32, ry: f32) -> bool {
    rx > 0.0 && ry > 0.0 && {
        let (dx, dy) = ((x - cx) / rx, (y - cy) / ry);
        dx * dx + dy * dy <= 1.0
    }
}

fn in_polygon(x: f32, y: f32, points: &[(f32, f32)]) -> bool {
    let mut inside = false;
    let mut j = points.len().wrapping_sub(1);
    for (i, &(xi, yi)) in points.iter().enumerate() {
        let (xj, yj) = points[j];
        if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
            inside = !inside;
        }
        j = i;
    }
    inside
}

fn near_segment(x: f32, y: f32, (ax, ay): (f32, f32), (bx, by): (f32, f32), half: f32) -> bool {
    let (dx, dy) = (bx - ax, by - ay);
    let len = dx * dx + dy * dy;
    let t = if len > 0.0 { (((x - ax) * dx + (y - ay) * dy) / len).clamp(0.0, 1.0) } else { 0.0 };
    let (px, py) = (ax + t * dx - x, ay + t * dy - y);
    px * px + py * py <= half * half
}

impl Shape {
    /// Whether the point `(x, y)` is in the shape.
    #[must_use]
    pub fn contains(&self, x: f32, y: f32) -> bool {
        match self {
            Shape::Ellipse { cx, cy, rx, ry } => in_ellipse(x, y, *cx, *cy, *rx, *ry),
            Shape::EllipseLine { cx, cy, rx, ry, w } => {
                let h = w / 2.0;
                in_ellipse(x, y, *cx, *cy, rx + h, ry + h) && !in_ellipse(x, y, *cx, *cy, rx - h, ry - h)
            }
            Shape::Polygon(points) => points.len() >= 3 && in_polygon(x, y, points),
            Shape::PolygonLine(points, w) => {
                let n = points.len();
                (0..n).any(|i| near_segment(x, y, points[i], points[(i + 1) % n], w / 2.0))
            }
        }
    }

    /// The unit-square box `(x0, y0, x1, y1)` around it.
    fn bounds(&self) -> (f32, f32, f32, f32) {
        match self {
            Shape::Ellipse { cx, cy, rx, ry } => (cx - rx, cy - ry, cx + rx, cy + ry),
            Shape::EllipseLine { cx, cy, rx, ry, w } => (cx - rx - w, cy - ry - w, cx + rx + w, cy + ry + w),
            Shape::Polygon(p) | Shape::PolygonLine(p, _) => {
                let w = if let Shape::PolygonLine(_, w) = self { *w } else { 0.0 };
                let (mut b0, mut b1, mut b2, mut b3) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
                for &(x, y) in p {
                    (b0, b1, b2, b3) = (b0.min(x), b1.min(y), b2.max(x), b3.max(y));
                }
                (b0 - w, b1 - w, b2 + w, b3 + w)
            }
        }
    }

    /// Paints the shape on `target`, `size` pixels a unit, in `colour`, or in the colour
    /// `shade(x, y)` gives at each pixel's centre (a gradient) when there is one.
    pub fn paint(&self, target: &mut impl Plot, size: u32, colour: Rgba, shade: Option<&dyn Fn(f32, f32) -> Rgba>) {
        if colour[3] == 0 && shade.is_none() {
            return;
        }
        let s = size as f32;
        let (x0, y0, x1, y1) = self.bounds();
        let px = |v: f32| (v * s).floor().clamp(0.0, s) as u32;
        let step = 1.0 / (SAMPLES as f32 * s);
        for py in px(y0)..(px(y1) + 1).min(size) {
            for pxx in px(x0)..(px(x1) + 1).min(size) {
                let mut hits = 0;
                for sy in 0..SAMPLES {
                    for sx in 0..SAMPLES {
                        let x = pxx as f32 / s + (sx as f32 + 0.5) * step;
                        let y = py as f32 / s + (sy as f32 + 0.5) * step;
                        hits += u32::from(self.contains(x, y));
                    }
                }
                if hits > 0 {
                    let c = shade.map_or(colour, |f| f((pxx as f32 + 0.5) / s, (py as f32 + 0.5) / s));
                    target.plot(pxx as i32, py as i32, c, hits as f32 / (SAMPLES * SAMPLES) as f32);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::board::shapes::{CROWN, STAR};
    use crate::ui::picture::gif::raster::canvas::Canvas;

    #[test]
    fn paths_read_as_points() {
        assert_eq!(path_points(CROWN, 0.0).len(), 7);
        assert_eq!(path_points(STAR, 0.0).len(), 10);
        assert_eq!(path_points("M0 0 L1 0 L1 1 Z", 0.5), vec![(0.0, 0.5), (1.0, 0.5), (1.0, 1.5)]);
    }

    #[test]
    fn shapes_cover_what_they_should() {
        let mut c = Canvas::new(40, 40);
        Shape::Ellipse { cx: 0.5, cy: 0.5, rx: 0.4, ry: 0.4 }.paint(&mut c, 40, [255, 0, 0, 255], None);
        assert_eq!(c.at(20, 20), 0xff0000, "the centre is filled");
        assert_eq!(c.at(1, 1), 0, "a corner is not");
        assert!(c.pixels.iter().any(|&p| p > 0 && p < 0xff0000), "the edge is blended");
        let ring = Shape::EllipseLine { cx: 0.5, cy: 0.5, rx: 0.3, ry: 0.3, w: 0.05 };
        assert!(ring.contains(0.8, 0.5) && !ring.contains(0.5, 0.5));
        let crown = Shape::Polygon(path_points(CROWN, 0.0));
        assert!(crown.contains(0.5, 0.55) && !crown.contains(0.5, 0.3));
        assert!(Shape::PolygonLine(path_points(CROWN, 0.0), 0.02).contains(0.33, 0.61));
    }
}
