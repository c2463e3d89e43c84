//! A resource made ready for the page: its entries as bytes the page's wasm walks without parsing
//! (the reader of Fluent's syntax stays out of the page: it weighed about 5 KB of the game page's
//! wasm gzipped), and only the entries a page uses ([`compile`]'s `keep`, with every entry they
//! refer to), each by its number ([`crate::numbering`]).
//!
//! The format: `DW2`, the numbering's stamp (4 bytes, little-endian), then each entry in the order
//! of its number: the step from the last number (LEB128; the first from [`BASE`]), its pattern's
//! length and its pattern: parts, each a tag byte and its fields. `0` text (length, UTF-8); `1`
//! argument (length, name); `2` message or term (its number less [`BASE`]); `3` term with
//! arguments (the same number, number of arguments, each its name and operand: `0` text, `1`
//! argument, `2` number as zigzag LEB128); `4` selector (the argument's name, number of variants,
//! default's index, each variant's key and pattern, with their lengths).

use crate::numbering::{Msg, Numbering, BASE};
use crate::parse::Entry;
use crate::pattern::{Literal, Operand, Part, Pattern};
use crate::{id, normal, Id};
use std::collections::BTreeMap;

/// What a compiled resource starts with.
pub const MAGIC: &[u8; 3] = b"DW2";

/// The bytes of `entries` whose number `keep` accepts, with every entry they refer to
/// (transitively), numbered by `numbering` (and this language's terms after its messages).
#[must_use]
pub fn compile(entries: &[Entry<'_>], numbering: &Numbering, keep: impl Fn(Msg) -> bool) -> Vec<u8> {
    // Every entry's number: a message's from the numbering, a term's after them, by name.
    let mut terms: Vec<&Entry<'_>> = entries.iter().filter(|e| e.name.starts_with('-')).collect();
    terms.sort_by_key(|e| normal(e.name));
    let mut numbers: BTreeMap<Id, Msg> = BTreeMap::new();
    for (i, t) in terms.iter().enumerate() {
        numbers.insert(id(t.name), Msg(BASE + (numbering.len() + i) as u32));
    }
    for e in entries.iter().filter(|e| !e.name.starts_with('-')) {
        if let Some(n) = numbering.number(id(e.name)) {
            numbers.insert(id(e.name), n);
        }
    }
    let by_number: BTreeMap<Msg, &Pattern> = entries.iter().filter_map(|e| Some((*numbers.get(&id(e.name))?, &e.pattern))).collect();
    let mut kept: BTreeMap<Msg, &Pattern> = BTreeMap::new();
    let mut todo: Vec<Msg> = by_number.keys().copied().filter(|n| keep(*n)).collect();
    while let Some(next) = todo.pop() {
        let Some(pattern) = by_number.get(&next) else { continue };
        if kept.insert(next, pattern).is_none() {
            let mut refs = Vec::new();
            refers(pattern, &mut refs);
            todo.extend(refs.iter().filter_map(|r| numbers.get(r)));
        }
    }
    let mut out = MAGIC.to_vec();
    out.extend_from_slice(&numbering.stamp().to_le_bytes());
    let mut last = BASE;
    for (number, pattern) in kept {
        number_to(u64::from(number.0 - last), &mut out);
        last = number.0;
        let mut body = Vec::new();
        write_pattern(pattern, &numbers, &mut body);
        number_to(body.len() as u64, &mut out);
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

fn write_pattern(pattern: &Pattern, numbers: &BTreeMap<Id, Msg>, out: &mut Vec<u8>) {
    // A reference to an entry there is none of (the build's check refuses one) reads as a gap.
    let number = |i: &Id| u64::from(numbers.get(i).map_or(u32::MAX, |n| n.0 - BASE));
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
                number_to(number(i), out);
            }
            Part::Term(i, args) if args.is_empty() => {
                out.push(2);
                number_to(number(i), out);
            }
            Part::Term(i, args) => {
                out.push(3);
                number_to(number(i), out);
                number_to(args.len() as u64, out);
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
                            number_to(((n << 1) ^ (n >> 63)) as u64, out);
                        }
                    }
                }
            }
            Part::Select(s) => {
                out.push(4);
                bytes(s.on.as_bytes(), out);
                number_to(s.variants.len() as u64, out);
                number_to(s.default as u64, out);
                for (key, pattern) in &s.variants {
                    bytes(key.as_bytes(), out);
                    let mut body = Vec::new();
                    write_pattern(pattern, numbers, &mut body);
                    bytes(&body, out);
                }
            }
        }
    }
}

/// `data` with its length first.
fn bytes(data: &[u8], out: &mut Vec<u8>) {
    number_to(data.len() as u64, out);
    out.extend_from_slice(data);
}

/// `n` as LEB128: seven bits a byte, low first, the high bit set on all but the last.
fn number_to(mut n: u64, out: &mut Vec<u8>) {
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
