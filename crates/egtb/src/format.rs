//! The file of one class: a 36-byte header, then the value bytes, raw or run-length coded. Made
//! to be fetched one class at a time by the browser and decoded without trusting a byte of it:
//! every length is checked against the class's size, and a checksum covers the header and the
//! values.
//!
//! `damas egtb` writes raw values: gzip over them (`gzip -9 -n`, or the server's own compression)
//! gives 1.57 MB for every class up to 4 pieces against 1.82 MB over the runs, and browsers
//! decompress gzip natively (`DecompressionStream`), so the shipped files are the raw ones
//! gzipped. The run coding stays for disks where a third off the raw size matters.
//!
//! ```text
//! offset size  field
//!      0    4  magic "DEGT"
//!      4    1  format version (1)
//!      5    1  variant (0 brazilian, 1 russian, 2 english, 3 international)
//!      6    4  men, kings of the side to move; men, kings of the other side
//!     10    1  coding (0: raw values, 1: runs, see `pack`)
//!     11    1  reserved (0)
//!     12    8  number of values (u64, little-endian): the class's index count
//!     20    8  payload length in bytes (u64, little-endian)
//!     28    8  FNV-1a 64 of bytes 0..28 followed by the decoded values
//!     36       payload
//! ```
//! The payload is a sequence of tokens: a byte `c < 0x80` is followed by `c + 1` literal values;
//! `0x80 <= c < 0xFF` by one value repeated `c - 0x80 + 3` times; `0xFF` by a LEB128 count (at
//! least 130) and the value repeated that many times.

use crate::index::Layout;
use crate::material::Material;
use crate::table::Table;
use damas_engine::Variant;
use std::fmt;

/// The magic bytes that open every file.
pub const MAGIC: [u8; 4] = *b"DEGT";
/// The format version this code writes and reads.
pub const VERSION: u8 = 1;
/// Header length in bytes.
pub const HEADER: usize = 36;

/// How the values follow the header.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Coding {
    /// One byte per value, as they are (what `damas egtb` writes).
    Raw = 0,
    /// Run-length coded ([`pack`]).
    Runs = 1,
}

/// Why a file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatError {
    /// Fewer bytes than a header.
    Short(usize),
    /// The file does not start with [`MAGIC`].
    Magic,
    /// A format version this code does not read.
    Version(u8),
    /// An unknown or unsupported variant number.
    Variant(u8),
    /// A file of another variant than the one asked for.
    WrongVariant(Variant),
    /// Counts that name no class.
    Material([u8; 4]),
    /// An unknown payload coding.
    Coding(u8),
    /// The value count is not the class's size.
    Count {
        /// What the header says.
        found: u64,
        /// The class's size.
        expected: u64,
    },
    /// The payload length is not what remains of the file.
    Length {
        /// What the header says.
        found: u64,
        /// Bytes after the header.
        actual: u64,
    },
    /// The payload ends inside a token or decodes to another number of values.
    Payload,
    /// The checksum does not match: the file is damaged.
    Checksum,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormatError::Short(n) => write!(f, "endgame file too short: {n} bytes, the header alone is {HEADER}"),
            FormatError::Magic => write!(f, "not an endgame file (bad magic)"),
            FormatError::Version(v) => write!(f, "endgame file version {v}, expected {VERSION}"),
            FormatError::Variant(v) => write!(f, "endgame file of unknown variant number {v}"),
            FormatError::WrongVariant(v) => write!(f, "endgame file of another variant ({v})"),
            FormatError::Material(c) => write!(f, "endgame file of no class (counts {c:?})"),
            FormatError::Coding(c) => write!(f, "endgame file with unknown coding {c}"),
            FormatError::Count { found, expected } => write!(f, "endgame file holds {found} values, the class has {expected}"),
            FormatError::Length { found, actual } => write!(f, "endgame file payload of {found} bytes announced, {actual} present"),
            FormatError::Payload => write!(f, "endgame file payload is damaged"),
            FormatError::Checksum => write!(f, "endgame file checksum mismatch"),
        }
    }
}
impl std::error::Error for FormatError {}

/// The variants files can hold, by their number in the header (a new one goes at the end).
const VARIANTS: [Variant; 8] = [
    Variant::Brazilian,
    Variant::Russian,
    Variant::English,
    Variant::International,
    Variant::Spanish,
    Variant::Italian,
    Variant::Czech,
    Variant::Pool,
];

fn variant_number(v: Variant) -> u8 {
    VARIANTS.iter().position(|&x| x == v).map_or(u8::MAX, |i| i as u8)
}

/// FNV-1a, 64 bits: enough to catch damage, tiny to run in the browser.
fn fnv(chunks: &[&[u8]]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for chunk in chunks {
        for &b in *chunk {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    h
}

/// The file for `table` of `variant`, raw values.
#[must_use]
pub fn encode(variant: Variant, table: &Table) -> Vec<u8> {
    encode_with(variant, table, Coding::Raw)
}

/// The file for `table` of `variant`, values coded as `coding` says.
#[must_use]
pub fn encode_with(variant: Variant, table: &Table, coding: Coding) -> Vec<u8> {
    let m = table.material;
    let packed;
    let payload: &[u8] = match coding {
        Coding::Raw => &table.values,
        Coding::Runs => {
            packed = pack(&table.values);
            &packed
        }
    };
    let mut out = Vec::with_capacity(HEADER + payload.len());
    out.extend_from_slice(&MAGIC);
    out.push(VERSION);
    out.push(variant_number(variant));
    out.extend_from_slice(&[m.mover_men, m.mover_kings, m.other_men, m.other_kings, coding as u8, 0]);
    out.extend_from_slice(&(table.values.len() as u64).to_le_bytes());
    out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    let sum = fnv(&[&out[..28], &table.values]);
    out.extend_from_slice(&sum.to_le_bytes());
    out.extend_from_slice(payload);
    out
}

fn u64_at(bytes: &[u8], at: usize) -> u64 {
    let mut b = [0u8; 8];
    b.copy_from_slice(&bytes[at..at + 8]);
    u64::from_le_bytes(b)
}

/// Reads a file, checking everything; `expect` refuses a file of another variant.
///
/// # Errors
/// A [`FormatError`] saying what is wrong; never panics, whatever the bytes.
pub fn decode(bytes: &[u8], expect: Option<Variant>) -> Result<(Variant, Table), FormatError> {
    if bytes.len() < HEADER {
        return Err(FormatError::Short(bytes.len()));
    }
    if bytes[..4] != MAGIC {
        return Err(FormatError::Magic);
    }
    if bytes[4] != VERSION {
        return Err(FormatError::Version(bytes[4]));
    }
    let variant = *VARIANTS.get(bytes[5] as usize).ok_or(FormatError::Variant(bytes[5]))?;
    if expect.is_some_and(|v| v != variant) {
        return Err(FormatError::WrongVariant(variant));
    }
    let counts = [bytes[6], bytes[7], bytes[8], bytes[9]];
    let m = Material::new(counts[0], counts[1], counts[2], counts[3]);
    if !m.is_valid() {
        return Err(FormatError::Material(counts));
    }
    let coding = match bytes[10] {
        0 => Coding::Raw,
        1 => Coding::Runs,
        c => return Err(FormatError::Coding(c)),
    };
    let layout = Layout::new(variant).ok_or(FormatError::Variant(bytes[5]))?;
    let expected = layout.size(m);
    let found = u64_at(bytes, 12);
    if found != expected {
        return Err(FormatError::Count { found, expected });
    }
    let payload = &bytes[HEADER..];
    let announced = u64_at(bytes, 20);
    if announced != payload.len() as u64 {
        return Err(FormatError::Length { found: announced, actual: payload.len() as u64 });
    }
    let values = match coding {
        Coding::Raw if payload.len() as u64 == expected => payload.to_vec(),
        Coding::Raw => return Err(FormatError::Payload),
        Coding::Runs => unpack(payload, expected).ok_or(FormatError::Payload)?,
    };
    if fnv(&[&bytes[..28], &values]) != u64_at(bytes, 28) {
        return Err(FormatError::Checksum);
    }
    Ok((variant, Table { material: m, values }))
}

/// Run-length codes `values` (see the module doc).
#[must_use]
pub fn pack(values: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut literal_start = 0;
    let mut i = 0;
    let flush = |out: &mut Vec<u8>, lit: &[u8]| {
        for part in lit.chunks(128) {
            out.push((part.len() - 1) as u8);
            out.extend_from_slice(part);
        }
    };
    while i < values.len() {
        let mut run = 1;
        while i + run < values.len() && values[i + run] == values[i] {
            run += 1;
        }
        if run >= 3 {
            flush(&mut out, &values[literal_start..i]);
            if run < 130 {
                out.push(0x80 + (run - 3) as u8);
            } else {
                out.push(0xFF);
                let mut n = run as u64;
                while n >= 0x80 {
                    out.push((n as u8 & 0x7F) | 0x80);
                    n >>= 7;
                }
                out.push(n as u8);
            }
            out.push(values[i]);
            i += run;
            literal_start = i;
        } else {
            i += run;
        }
    }
    flush(&mut out, &values[literal_start..]);
    out
}

/// The inverse of [`pack`], or `None` unless the payload decodes to exactly `count` values.
#[must_use]
pub fn unpack(payload: &[u8], count: u64) -> Option<Vec<u8>> {
    let count = usize::try_from(count).ok()?;
    let mut out = Vec::with_capacity(count.min(payload.len().saturating_mul(4096)));
    let mut i = 0;
    while i < payload.len() {
        let c = payload[i];
        i += 1;
        if c < 0x80 {
            let n = usize::from(c) + 1;
            let lit = payload.get(i..i + n)?;
            if out.len() + n > count {
                return None;
            }
            out.extend_from_slice(lit);
            i += n;
            continue;
        }
        let run = if c < 0xFF {
            usize::from(c - 0x80) + 3
        } else {
            let (mut n, mut shift) = (0u64, 0u32);
            loop {
                let b = *payload.get(i)?;
                i += 1;
                if shift > 56 {
                    return None;
                }
                n |= u64::from(b & 0x7F) << shift;
                shift += 7;
                if b < 0x80 {
                    break;
                }
            }
            usize::try_from(n).ok()?
        };
        let value = *payload.get(i)?;
        i += 1;
        if run > count - out.len() {
            return None;
        }
        out.resize(out.len() + run, value);
    }
    (out.len() == count).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_round_trip() {
        let mut v = vec![0u8; 1000];
        v.extend([1, 2, 3, 3, 4, 4, 4, 5]);
        v.extend(std::iter::repeat_n(9, 131));
        v.extend((0..300).map(|i| (i % 7) as u8));
        for data in [v.clone(), vec![], vec![7], vec![1, 1], vec![2, 2, 2]] {
            let p = pack(&data);
            assert_eq!(unpack(&p, data.len() as u64), Some(data.clone()));
        }
        assert!(pack(&vec![0u8; 100_000]).len() < 8);
    }
}
