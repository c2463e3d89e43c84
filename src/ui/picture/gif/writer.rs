//! A GIF89a file written block by block: the header and screen, the looping extension
//! (NETSCAPE2.0, loop forever), then per frame its delay (a graphic control extension), where
//! it goes (an image descriptor, with a colour table of its own) and its LZW data in blocks of
//! at most 255 bytes; the trailer. Each frame may cover only part of the picture: the rest keeps
//! the frame before (disposal "leave in place"). Pure and native.

use crate::ui::picture::gif::lzw::{compress, min_code_size};

/// A rectangle of the picture: left, top, width, height in pixels.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Rect {
    /// Left.
    pub x: u16,
    /// Top.
    pub y: u16,
    /// Width.
    pub w: u16,
    /// Height.
    pub h: u16,
}

/// A GIF file being written.
pub struct GifWriter {
    out: Vec<u8>,
}

fn le(out: &mut Vec<u8>, v: u16) {
    out.extend_from_slice(&v.to_le_bytes());
}

impl GifWriter {
    /// A looping animation `width` x `height` pixels.
    #[must_use]
    pub fn new(width: u16, height: u16) -> GifWriter {
        let mut out = Vec::with_capacity(64 * 1024);
        out.extend_from_slice(b"GIF89a");
        le(&mut out, width);
        le(&mut out, height);
        // No global colour table; background 0; square pixels.
        out.extend_from_slice(&[0, 0, 0]);
        out.extend_from_slice(&[0x21, 0xff, 11]);
        out.extend_from_slice(b"NETSCAPE2.0");
        out.extend_from_slice(&[3, 1, 0, 0, 0]);
        GifWriter { out }
    }

    /// Adds a frame: `indices` (row by row, `rect.w` a row) into `table` (1 to 256 colours,
    /// `0xRRGGBB`), placed at `rect`, shown for `delay` hundredths of a second; pixels of the
    /// index `clear`, if any, show the frame before.
    pub fn frame(&mut self, rect: Rect, table: &[u32], indices: &[u8], delay: u16, clear: Option<u8>) {
        let out = &mut self.out;
        // Graphic control: disposal 1 (leave in place), and the transparent index.
        out.extend_from_slice(&[0x21, 0xf9, 4, (1 << 2) | u8::from(clear.is_some())]);
        le(out, delay);
        out.extend_from_slice(&[clear.unwrap_or(0), 0]);
        out.push(0x2c);
        for v in [rect.x, rect.y, rect.w, rect.h] {
            le(out, v);
        }
        let bits = min_code_size(table.len()).max(1);
        // A local colour table of 2^bits entries.
        out.push(0x80 | (bits - 1));
        for i in 0..(1usize << bits) {
            let c = table.get(i).copied().unwrap_or(0) & 0xff_ffff;
            out.extend_from_slice(&[(c >> 16) as u8, (c >> 8) as u8, c as u8]);
        }
        out.push(bits);
        for block in compress(indices, bits).chunks(255) {
            out.push(block.len() as u8);
            out.extend_from_slice(block);
        }
        out.push(0);
    }

    /// The file, with its trailer.
    #[must_use]
    pub fn finish(mut self) -> Vec<u8> {
        self.out.push(0x3b);
        self.out
    }
}
