//! GIF's LZW compression of a frame's colour indices (GIF89a, appendix F): codes of growing
//! width, 3 to 12 bits, packed least significant bit first; a clear code starts a fresh table
//! when it is full. Our own, small encoder. Pure and native.

/// The widest code.
const MAX_WIDTH: u32 = 12;
/// Codes a table may hold.
const MAX_CODES: u32 = 1 << MAX_WIDTH;
/// Slots of the string table's hash (a power of two above [`MAX_CODES`]).
const SLOTS: usize = 8192;

/// Packs codes into bytes, least significant bit first.
struct Bits {
    out: Vec<u8>,
    acc: u32,
    count: u32,
}

impl Bits {
    fn put(&mut self, code: u32, width: u32) {
        self.acc |= code << self.count;
        self.count += width;
        while self.count >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.count -= 8;
        }
    }

    fn finish(mut self) -> Vec<u8> {
        if self.count > 0 {
            self.out.push(self.acc as u8);
        }
        self.out
    }
}

/// The table of strings seen: (prefix code, next index) to code, open addressing.
struct Table {
    keys: Vec<u32>,
    codes: Vec<u16>,
}

impl Table {
    fn new() -> Table {
        Table { keys: vec![u32::MAX; SLOTS], codes: vec![0; SLOTS] }
    }

    fn clear(&mut self) {
        self.keys.fill(u32::MAX);
    }

    fn slot(&self, key: u32) -> usize {
        let mut at = (key.wrapping_mul(0x9E37_79B1) >> 19) as usize & (SLOTS - 1);
        while self.keys[at] != u32::MAX && self.keys[at] != key {
            at = (at + 1) & (SLOTS - 1);
        }
        at
    }
}

/// The smallest code size (2 to 8) for indices below `colours`.
#[must_use]
pub fn min_code_size(colours: usize) -> u8 {
    let mut bits = 2;
    while (1usize << bits) < colours && bits < 8 {
        bits += 1;
    }
    bits
}

/// `indices` (each below `1 << min_size`) compressed with the minimum code size `min_size`.
#[must_use]
pub fn compress(indices: &[u8], min_size: u8) -> Vec<u8> {
    let min = u32::from(min_size);
    let clear = 1u32 << min;
    let end = clear + 1;
    let mut bits = Bits { out: Vec::with_capacity(indices.len() / 2), acc: 0, count: 0 };
    let mut table = Table::new();
    let mut width = min + 1;
    let mut next = end + 1;
    bits.put(clear, width);
    let mut pixels = indices.iter();
    let Some(&first) = pixels.next() else {
        bits.put(end, width);
        return bits.finish();
    };
    let mut prefix = u32::from(first);
    for &p in pixels {
        let key = (prefix << 8) | u32::from(p);
        let at = table.slot(key);
        if table.keys[at] == key {
            prefix = u32::from(table.codes[at]);
            continue;
        }
        bits.put(prefix, width);
        if next < MAX_CODES {
            table.keys[at] = key;
            table.codes[at] = next as u16;
            next += 1;
            // The decoder learns each code one step later, so it widens when it reaches 1 << width.
            if next > (1 << width) && width < MAX_WIDTH {
                width += 1;
            }
        } else {
            bits.put(clear, width);
            table.clear();
            width = min + 1;
            next = end + 1;
        }
        prefix = u32::from(p);
    }
    bits.put(prefix, width);
    // The decoder learns one more code on reading that one, and may widen before the end code.
    if next < MAX_CODES && next + 1 > (1 << width) && width < MAX_WIDTH {
        width += 1;
    }
    bits.put(end, width);
    bits.finish()
}
