//! Where a frame is drawn: an RGB picture ([`Canvas`]) and a piece's picture with its opacity
//! ([`Sprite`]), both taking shapes given by their coverage of each pixel. Pure and native.

use crate::ui::picture::gif::film::Rgba;

/// Something pixels can be painted on, with the colour's opacity times `cover` (0 to 1).
pub trait Plot {
    /// Paints `colour` over pixel `(x, y)`; outside the picture, nothing.
    fn plot(&mut self, x: i32, y: i32, colour: Rgba, cover: f32);
}

/// An RGB picture, `0xRRGGBB` a pixel, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Canvas {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// The pixels.
    pub pixels: Vec<u32>,
}

/// `0xRRGGBB` of a colour, its opacity dropped.
#[must_use]
pub fn rgb(c: Rgba) -> u32 {
    (u32::from(c[0]) << 16) | (u32::from(c[1]) << 8) | u32::from(c[2])
}

fn channel(v: u32, shift: u32) -> f32 {
    ((v >> shift) & 0xff) as f32
}

impl Canvas {
    /// A `width` x `height` picture, black.
    #[must_use]
    pub fn new(width: u32, height: u32) -> Canvas {
        Canvas { width, height, pixels: vec![0; (width * height) as usize] }
    }

    /// Fills the rectangle at `(x, y)`, `w` x `h`, clipped to the picture, with `colour`.
    pub fn fill(&mut self, x: u32, y: u32, w: u32, h: u32, colour: u32) {
        let (x1, y1) = ((x + w).min(self.width), (y + h).min(self.height));
        for row in y.min(y1)..y1 {
            let at = (row * self.width) as usize;
            self.pixels[at + x.min(x1) as usize..at + x1 as usize].fill(colour);
        }
    }

    /// Lays `sprite` with its top left corner at `(x, y)`.
    pub fn lay(&mut self, sprite: &Sprite, x: u32, y: u32) {
        for sy in 0..sprite.size {
            for sx in 0..sprite.size {
                let [r, g, b, a] = sprite.pixels[(sy * sprite.size + sx) as usize];
                if a <= 0.0 {
                    continue;
                }
                let (px, py) = (x + sx, y + sy);
                if px >= self.width || py >= self.height {
                    continue;
                }
                let at = (py * self.width + px) as usize;
                let under = self.pixels[at];
                let mix = |c: f32, shift| (c * 255.0 + channel(under, shift) * (1.0 - a)).round().clamp(0.0, 255.0) as u32;
                self.pixels[at] = (mix(r, 16) << 16) | (mix(g, 8) << 8) | mix(b, 0);
            }
        }
    }

    /// The colour of pixel `(x, y)`.
    #[must_use]
    pub fn at(&self, x: u32, y: u32) -> u32 {
        self.pixels[(y * self.width + x) as usize]
    }
}

impl Plot for Canvas {
    fn plot(&mut self, x: i32, y: i32, colour: Rgba, cover: f32) {
        if x < 0 || y < 0 || x as u32 >= self.width || y as u32 >= self.height {
            return;
        }
        let at = (y as u32 * self.width + x as u32) as usize;
        let a = f32::from(colour[3]) / 255.0 * cover;
        let under = self.pixels[at];
        let mix = |c: u8, shift| (f32::from(c) * a + channel(under, shift) * (1.0 - a)).round().clamp(0.0, 255.0) as u32;
        self.pixels[at] = (mix(colour[0], 16) << 16) | (mix(colour[1], 8) << 8) | mix(colour[2], 0);
    }
}

/// A square picture with opacity (colours premultiplied, 0 to 1): a piece drawn once and laid
/// on every square it stands on.
#[derive(Clone, Debug, PartialEq)]
pub struct Sprite {
    /// Width and height in pixels.
    pub size: u32,
    /// `[r, g, b, a]` a pixel, row by row.
    pub pixels: Vec<[f32; 4]>,
}

impl Sprite {
    /// A clear `size` x `size` sprite.
    #[must_use]
    pub fn new(size: u32) -> Sprite {
        Sprite { size, pixels: vec![[0.0; 4]; (size * size) as usize] }
    }
}

impl Plot for Sprite {
    fn plot(&mut self, x: i32, y: i32, colour: Rgba, cover: f32) {
        if x < 0 || y < 0 || x as u32 >= self.size || y as u32 >= self.size {
            return;
        }
        let p = &mut self.pixels[(y as u32 * self.size + x as u32) as usize];
        let a = f32::from(colour[3]) / 255.0 * cover;
        for (i, c) in colour[..3].iter().enumerate() {
            p[i] = f32::from(*c) / 255.0 * a + p[i] * (1.0 - a);
        }
        p[3] = a + p[3] * (1.0 - a);
    }
}
