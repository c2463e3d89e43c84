//! The numbers the page knows the messages by. Every message of the reference language
//! (English), its name normalised as [`crate::id`] reads it, gets the number [`BASE`] + its place
//! in the order of the names' hashes: the code writes `message!("name")`, a constant the compiler
//! finds in the list of names (a name it lacks does not compile), and a compiled resource stores
//! each entry by its number, a step of one or two from the last. The hashes' order, not the
//! names', so that neighbouring keys of a table (`look-palette-dark`, `-light`, `-system`) never
//! get numbers in a row, which the compiler could write as a sum instead of the numbers the build
//! looks for ([`crate::shake`]). Terms, each language's own, are numbered after the messages in
//! each compiled resource. A number is small (three bytes in a wasm's code) but above the
//! constants a wasm is full of; a resource carries a stamp of the list, so that words from another
//! build are refused rather than misread.

use crate::parse::Entry;
use crate::{id, normal, Id};
use std::collections::BTreeMap;

/// The first message's number.
pub const BASE: u32 = 0x8000;

/// A message's (or, in a compiled resource, a term's) number.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Msg(pub u32);

/// The messages' numbers, from the reference language's entries.
#[derive(Clone, Debug)]
pub struct Numbering {
    /// Each message's name hash and its number.
    numbers: BTreeMap<Id, u32>,
    /// The normalised names in order.
    names: Vec<String>,
    /// The place of each of `names` in the order of their hashes.
    places: Vec<u32>,
}

impl Numbering {
    /// The numbering of `reference`'s messages (its terms are left out).
    #[must_use]
    pub fn of(reference: &[Entry<'_>]) -> Numbering {
        let mut names: Vec<String> = reference.iter().filter(|e| !e.name.starts_with('-')).map(|e| normal(e.name)).collect();
        names.sort_unstable();
        names.dedup();
        let mut by_hash: Vec<(Id, usize)> = names.iter().enumerate().map(|(i, n)| (id(n), i)).collect();
        by_hash.sort_unstable();
        let mut places = vec![0; names.len()];
        for (place, (_, i)) in by_hash.iter().enumerate() {
            places[*i] = place as u32;
        }
        let numbers = names.iter().zip(&places).map(|(n, p)| (id(n), BASE + p)).collect();
        Numbering { numbers, names, places }
    }

    /// The number of the message whose name hashes as `name`.
    #[must_use]
    pub fn number(&self, name: Id) -> Option<Msg> {
        self.numbers.get(&name).map(|n| Msg(*n))
    }

    /// The normalised names in order: the list the code finds its messages in.
    #[must_use]
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// Each name's place in the numbers (`number - BASE`), in the order of [`Numbering::names`].
    #[must_use]
    pub fn places(&self) -> &[u32] {
        &self.places
    }

    /// How many messages there are.
    #[must_use]
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Whether there are none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// A hash of the list, which a compiled resource carries.
    #[must_use]
    pub fn stamp(&self) -> u32 {
        id(&self.names.join("/")).0
    }
}

/// The number of message `name`, given `names` (normalised and sorted, as [`Numbering::names`])
/// and their `places` ([`Numbering::places`]): what `message!` computes while the crate compiles.
/// `None` if there is none.
#[must_use]
pub const fn find(names: &[&str], places: &[u32], name: &str) -> Option<Msg> {
    let (mut low, mut high) = (0, names.len());
    while low < high {
        let mid = (low + high) / 2;
        match compare(names[mid].as_bytes(), name.as_bytes()) {
            0 => return Some(Msg(BASE + places[mid])),
            c if c < 0 => low = mid + 1,
            _ => high = mid,
        }
    }
    None
}

/// `normal` (already normalised) against `name` normalised on the way: -1, 0 or 1.
const fn compare(normal: &[u8], name: &[u8]) -> i8 {
    let (mut i, mut j) = (0, 0);
    loop {
        while j < name.len() && (name[j] == b'-' || name[j] == b'_') {
            j += 1;
        }
        match (i < normal.len(), j < name.len()) {
            (false, false) => return 0,
            (false, true) => return -1,
            (true, false) => return 1,
            (true, true) => {
                let (a, b) = (normal[i], name[j].to_ascii_lowercase());
                if a != b {
                    return if a < b { -1 } else { 1 };
                }
                i += 1;
                j += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::entries;

    #[test]
    fn messages_are_numbered_in_name_order_and_found_while_compiling() {
        let read = entries("b-two = x\na-one = y\n-term = z\nc = w").unwrap();
        let n = Numbering::of(&read);
        assert_eq!(n.names(), ["aone", "btwo", "c"]);
        let mut places = n.places().to_vec();
        places.sort_unstable();
        assert_eq!(places, [0, 1, 2], "every message has its own number");
        assert_eq!(n.number(id("a-one")), Some(Msg(BASE + n.places()[0])));
        assert_eq!(n.number(id("-term")), None, "terms are each language's");
        const NAMES: [&str; 3] = ["aone", "btwo", "c"];
        const PLACES: [u32; 3] = [2, 0, 1];
        const B: Option<Msg> = find(&NAMES, &PLACES, "B-Two");
        assert_eq!(B, Some(Msg(BASE)));
        assert_eq!(find(&NAMES, &PLACES, "c"), Some(Msg(BASE + 1)));
        assert_eq!(find(&NAMES, &PLACES, "d"), None);
        assert_eq!(find(&NAMES, &PLACES, "a"), None);
    }
}
