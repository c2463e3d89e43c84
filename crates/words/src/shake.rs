//! Which entries a page's bundle uses: the ids its wasm holds. The code names every message by a
//! constant ([`crate::id`], computed when it compiles), which the wasm keeps as an `i32.const`
//! (or inside an `i64.const` that writes two at once) or in a table of its data; a page's words
//! are then only those entries and what they refer to ([`crate::compile::compile`]). A number
//! that merely looks like an id keeps an entry the page does not need: never one it does.

use std::collections::BTreeSet;

/// Every 32-bit number `wasm` may hold as an id: each four bytes little-endian, and each
/// `i32.const`/`i64.const` immediate (the halves of the latter).
#[must_use]
pub fn numbers_in(wasm: &[u8]) -> BTreeSet<u32> {
    let mut found = BTreeSet::new();
    for w in wasm.windows(4) {
        found.insert(u32::from_le_bytes([w[0], w[1], w[2], w[3]]));
    }
    for (at, &op) in wasm.iter().enumerate() {
        if op == 0x41 || op == 0x42 {
            if let Some(n) = signed_leb(&wasm[at + 1..]) {
                found.insert(n as u32);
                found.insert((n >> 32) as u32);
            }
        }
    }
    found
}

/// A signed LEB128 number at the start of `bytes` (at most ten bytes).
fn signed_leb(bytes: &[u8]) -> Option<i64> {
    let mut n: i64 = 0;
    let mut shift = 0;
    for &b in bytes.iter().take(10) {
        n |= i64::from(b & 0x7f) << shift;
        shift += 7;
        if b & 0x80 == 0 {
            if shift < 64 && b & 0x40 != 0 {
                n |= -1 << shift;
            }
            return Some(n);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_found_as_constants_and_in_tables() {
        let id = crate::id("error-share-too-long").0;
        // i32.const with the id as a signed LEB128 number.
        let mut code = vec![0x41];
        let mut n = id as i32 as i64;
        loop {
            let b = (n & 0x7f) as u8;
            n >>= 7;
            let done = (n == 0 && b & 0x40 == 0) || (n == -1 && b & 0x40 != 0);
            code.push(if done { b } else { b | 0x80 });
            if done {
                break;
            }
        }
        assert!(numbers_in(&code).contains(&id));
        let mut table = vec![7, 7, 7];
        table.extend_from_slice(&id.to_le_bytes());
        assert!(numbers_in(&table).contains(&id));
        assert!(!numbers_in(&[0x41, 0x05]).contains(&id));
    }
}
