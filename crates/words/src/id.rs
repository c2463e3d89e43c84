//! A message's name as a number: the code names a message by `id("live-play-friend")`, computed
//! when it compiles, so the page's wasm carries four bytes a name instead of the name. Names
//! compare without case, hyphens or underscores, so that the code's `id("LiveText-PlayFriend")`
//! and the words' `live-text-play-friend` are one name.

/// A message's or term's name, hashed ([`id`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Id(pub u32);

/// The [`Id`] of `name` (FNV-1a over its letters and digits, lower-cased; `-` and `_` are skipped but
/// for a term's leading `-`).
#[must_use]
pub const fn id(name: &str) -> Id {
    let bytes = name.as_bytes();
    let mut hash: u32 = 0x811c_9dc5;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        i += 1;
        // A term's leading hyphen is kept (as a byte no name has): `-side` is not `side`.
        let byte = if i == 1 && b == b'-' {
            1
        } else if b == b'-' || b == b'_' {
            continue;
        } else {
            b.to_ascii_lowercase()
        };
        hash ^= byte as u32;
        hash = hash.wrapping_mul(0x0100_0193);
    }
    Id(hash)
}

/// `name` as [`id`] reads it, for reporting two names that are one.
#[must_use]
pub fn normal(name: &str) -> String {
    name.chars().filter(|c| *c != '-' && *c != '_').map(|c| c.to_ascii_lowercase()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_compare_without_case_or_hyphens() {
        assert_eq!(id("LiveText-PlayFriend"), id("live-text-play-friend"));
        assert_eq!(id("a_b"), id("ab"));
        assert_ne!(id("live-a"), id("live-b"));
        assert_ne!(id("-side"), id("side"), "a term's hyphen is part of its name's start");
        assert_eq!(normal("Live-Text"), "livetext");
    }
}
