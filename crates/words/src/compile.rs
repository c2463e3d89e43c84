//! A resource made ready for the page: its entries as bytes the page's wasm walks without parsing
//! (the reader of Fluent's syntax stays out of the page: it weighed about 5 KB of the game page's
//! wasm gzipped), and only the entries a page uses ([`compile`]'s `keep`, with every entry they
//! refer to).
//!
//! The format (`DW1`, then each entry sorted by id): an entry is its id (4 bytes, little-endian),
//! its pattern's length (a LEB128 number) and its pattern: parts, each a tag byte and its fields.
//! `0` text (length, UTF-8); `1` argument (length, name); `2` message (id); `3` term (id, number of
//! arguments, each its name and operand: `0` text, `1` argument, `2` number as zigzag LEB128); `4`
//! selector (the argument's name, number of variants, default's index, each variant's key and
//! pattern, with their lengths).

use crate::parse::Entry;
use crate::pattern::{Literal, Operand, Part, Pattern};
use crate::{id, Id};
use std::collections::BTreeMap;

/// What a compiled resource starts with.
pub const MAGIC: &[u8; 3] = b"DW1";

/// The bytes of `entries` that `keep` names or that a kept entry refers to (transitively).
#[must_use]
pub fn compile(entries: &[Entry<'_>], keep: impl Fn(Id) -> bool) -> Vec<u8> {
    let by_id: BTreeMap<Id, &Pattern> = entries.iter().map(|e| (id(e.name), &e.pattern)).collect();
    let mut kept: BTreeMap<Id, &Pattern> = BTreeMap::new();
    let mut todo: Vec<Id> = by_id.keys().copied().filter(|i| keep(*i)).collect();
    while let Some(next) = todo.pop() {
        let Some(pattern) = by_id.get(&next) else { continue };
        if kept.insert(next, pattern).is_none() {
            refers(pattern, &mut todo);
        }
    }
    let mut out = MAGIC.to_vec();
    for (key, pattern) in kept {
        out.extend_from_slice(&key.0.to_le_bytes());
        let mut body = Vec::new();
        write_pattern(pattern, &mut body);
        number(body.len() as u64, &mut out);
        out.extend_from_slice(&body);
    }
    out
}

/// The entries `pattern` refers to.
fn refers(pattern: &Pattern, out: &mut Vec<Id>) {
    for part in pattern {
        match part {
            Part::Message(i) | Part::Term(i, _) => out.push(*i),
            Part::Select(s) => s.variants.iter().for_each(|(_, p)| refers(p, out)),
            Part::Text(_) | Part::Var(_) => {}
        }
    }
}

fn write_pattern(pattern: &Pattern, out: &mut Vec<u8>) {
    for part in pattern {
        match part {
            Part::Text(t) => {
                out.push(0);
                bytes(t.as_bytes(), out);
            }
            Part::Var(name) => {
                out.push(1);
                bytes(name.as_bytes(), out);
            }
            Part::Message(i) => {
                out.push(2);
                out.extend_from_slice(&i.0.to_le_bytes());
            }
            Part::Term(i, args) => {
                out.push(3);
                out.extend_from_slice(&i.0.to_le_bytes());
                number(args.len() as u64, out);
                for (name, operand) in args {
                    bytes(name.as_bytes(), out);
                    match operand {
                        Operand::Literal(Literal::Str(s)) => {
                            out.push(0);
                            bytes(s.as_bytes(), out);
                        }
                        Operand::Var(v) => {
                            out.push(1);
                            bytes(v.as_bytes(), out);
                        }
                        Operand::Literal(Literal::Num(n)) => {
                            out.push(2);
                            number(((n << 1) ^ (n >> 63)) as u64, out);
                        }
                    }
                }
            }
            Part::Select(s) => {
                out.push(4);
                bytes(s.on.as_bytes(), out);
                number(s.variants.len() as u64, out);
                number(s.default as u64, out);
                for (key, pattern) in &s.variants {
                    bytes(key.as_bytes(), out);
                    let mut body = Vec::new();
                    write_pattern(pattern, &mut body);
                    bytes(&body, out);
                }
            }
        }
    }
}

/// `data` with its length first.
fn bytes(data: &[u8], out: &mut Vec<u8>) {
    number(data.len() as u64, out);
    out.extend_from_slice(data);
}

/// `n` as LEB128: seven bits a byte, low first, the high bit set on all but the last.
fn number(mut n: u64, out: &mut Vec<u8>) {
    loop {
        let low = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(low);
            return;
        }
        out.push(low | 0x80);
    }
}
