//! A GIF reader for the tests only: the blocks, each frame's LZW data decoded, and the frames
//! laid one over the other as a viewer shows them (written from the GIF89a specification, apart
//! from the encoder, so that the two check each other).

/// One frame as the file holds it.
pub struct Frame {
    pub x: usize,
    pub y: usize,
    pub w: usize,
    pub h: usize,
    pub delay: u16,
    pub disposal: u8,
    pub clear: Option<u8>,
    pub table: Vec<u32>,
    pub indices: Vec<u8>,
}

/// The file read.
pub struct Gif {
    pub width: usize,
    pub height: usize,
    pub loops: bool,
    pub frames: Vec<Frame>,
}

fn lzw_decode(data: &[u8], min: u8, expected: usize) -> Result<Vec<u8>, String> {
    let clear = 1usize << min;
    let end = clear + 1;
    let mut width = u32::from(min) + 1;
    let mut dict: Vec<Vec<u8>> = Vec::new();
    let reset = |dict: &mut Vec<Vec<u8>>| {
        dict.clear();
        dict.extend((0..clear).map(|i| vec![i as u8]));
        dict.push(Vec::new());
        dict.push(Vec::new());
    };
    reset(&mut dict);
    let (mut acc, mut count, mut at) = (0u32, 0u32, 0usize);
    let mut out = Vec::new();
    let mut prev: Option<usize> = None;
    loop {
        while count < width {
            let byte = *data.get(at).ok_or("the data ends before the end code")?;
            acc |= u32::from(byte) << count;
            count += 8;
            at += 1;
        }
        let code = (acc & ((1 << width) - 1)) as usize;
        acc >>= width;
        count -= width;
        if code == clear {
            reset(&mut dict);
            width = u32::from(min) + 1;
            prev = None;
            continue;
        }
        if code == end {
            break;
        }
        let entry = match (code < dict.len(), prev) {
            (true, _) => dict[code].clone(),
            (false, Some(p)) if code == dict.len() => {
                let mut e = dict[p].clone();
                e.push(dict[p][0]);
                e
            }
            _ => return Err(format!("code {code} is not in the table of {}", dict.len())),
        };
        if let Some(p) = prev {
            if dict.len() < 4096 {
                let mut e = dict[p].clone();
                e.push(entry[0]);
                dict.push(e);
                if dict.len() == 1 << width && width < 12 {
                    width += 1;
                }
            }
        }
        out.extend_from_slice(&entry);
        prev = Some(code);
    }
    if out.len() != expected {
        return Err(format!("{} pixels decoded, {expected} expected", out.len()));
    }
    Ok(out)
}

/// Reads `bytes` as a GIF.
pub fn read(bytes: &[u8]) -> Result<Gif, String> {
    let word = |at: usize| usize::from(u16::from_le_bytes([bytes[at], bytes[at + 1]]));
    if bytes.get(..6) != Some(b"GIF89a") {
        return Err("no GIF89a header".into());
    }
    let (width, height) = (word(6), word(8));
    let mut at = 13 + if bytes[10] & 0x80 != 0 { 3 << ((bytes[10] & 7) + 1) } else { 0 };
    let mut gif = Gif { width, height, loops: false, frames: Vec::new() };
    let (mut delay, mut disposal, mut clear) = (0, 0, None);
    let sub_blocks = |mut at: usize| -> (Vec<u8>, usize) {
        let mut data = Vec::new();
        while bytes[at] != 0 {
            let n = usize::from(bytes[at]);
            data.extend_from_slice(&bytes[at + 1..at + 1 + n]);
            at += 1 + n;
        }
        (data, at + 1)
    };
    loop {
        match *bytes.get(at).ok_or("no trailer")? {
            0x3b => return if at + 1 == bytes.len() { Ok(gif) } else { Err("bytes after the trailer".into()) },
            0x21 => {
                let label = bytes[at + 1];
                let (data, next) = sub_blocks(at + 2);
                if label == 0xf9 {
                    disposal = (data[0] >> 2) & 7;
                    delay = u16::from_le_bytes([data[1], data[2]]);
                    clear = (data[0] & 1 != 0).then_some(data[3]);
                }
                if label == 0xff && data.starts_with(b"NETSCAPE2.0") {
                    gif.loops = true;
                }
                at = next;
            }
            0x2c => {
                let (x, y, w, h) = (word(at + 1), word(at + 3), word(at + 5), word(at + 7));
                let flags = bytes[at + 9];
                at += 10;
                let mut table = Vec::new();
                if flags & 0x80 != 0 {
                    let n = 1 << ((flags & 7) + 1);
                    table = (0..n).map(|i| (u32::from(bytes[at + 3 * i]) << 16) | (u32::from(bytes[at + 3 * i + 1]) << 8) | u32::from(bytes[at + 3 * i + 2])).collect();
                    at += 3 * n;
                }
                let min = bytes[at];
                let (data, next) = sub_blocks(at + 1);
                let indices = lzw_decode(&data, min, w * h)?;
                if x + w > width || y + h > height {
                    return Err("a frame outside the picture".into());
                }
                gif.frames.push(Frame { x, y, w, h, delay, disposal, clear, table, indices });
                at = next;
            }
            other => return Err(format!("unknown block {other:#x} at {at}")),
        }
    }
}

impl Gif {
    /// The picture after frame `n` (0 first), as a viewer shows it: `0xRRGGBB` a pixel.
    pub fn picture(&self, n: usize) -> Vec<u32> {
        let mut pixels = vec![0; self.width * self.height];
        for f in &self.frames[..=n] {
            for row in 0..f.h {
                for col in 0..f.w {
                    let i = f.indices[row * f.w + col];
                    if Some(i) != f.clear {
                        pixels[(f.y + row) * self.width + f.x + col] = f.table[usize::from(i)];
                    }
                }
            }
        }
        pixels
    }
}

#[cfg(test)]
mod tests {
    use super::lzw_decode;
    use crate::ui::picture::gif::lzw::compress;

    #[test]
    fn lzw_round_trips() {
        let mut seed = 7u32;
        let mut noise = || {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (seed >> 16) as u8
        };
        let cases: Vec<(Vec<u8>, u8)> = vec![
            (vec![], 2),
            (vec![1], 2),
            (vec![0; 10_000], 2),
            ((0..70_000).map(|_| noise()).collect(), 8),
            ((0..50_000).map(|_| noise() & 3).collect(), 2),
            ((0..20_000u32).map(|i| ((i / 7) % 16) as u8).collect(), 4),
        ];
        for (data, min) in cases {
            let packed = compress(&data, min);
            assert_eq!(lzw_decode(&packed, min, data.len()).unwrap(), data, "{} bytes of {min} bits", data.len());
        }
        // Each length around a widening, so the end code's width is tested at every edge.
        for n in 0..600 {
            let data: Vec<u8> = (0..n).map(|_| noise() & 3).collect();
            assert_eq!(lzw_decode(&compress(&data, 2), 2, n).unwrap(), data, "{n}");
        }
    }
}
