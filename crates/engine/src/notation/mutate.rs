//! Hostile text for the readers' tests: a valid text with a few characters removed, doubled, or
//! replaced by pieces of the notation (brackets, braces, NAGs, move texts), the same on every run.

/// `count` texts, each `base` with one to four seeded mutations drawn from `pieces`.
pub fn mutated(base: &str, pieces: &[&str], count: usize, seed: u64) -> Vec<String> {
    let mut seed = seed | 1;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n.max(1) as u64) as usize
    };
    (0..count)
        .map(|_| {
            let mut chars: Vec<char> = base.chars().collect();
            for _ in 0..1 + next(4) {
                let at = next(chars.len() + 1);
                match next(3) {
                    0 if at < chars.len() => {
                        chars.remove(at);
                    }
                    1 if at < chars.len() => chars.insert(at, chars[at]),
                    _ => chars.splice(at..at, pieces[next(pieces.len())].chars()).for_each(drop),
                }
            }
            chars.into_iter().collect()
        })
        .collect()
}
