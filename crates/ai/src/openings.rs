//! The fixed opening set of the match and time-use tools: `count` distinct 3-ply openings of a
//! draughts variant, drawn by a seeded generator, so every run of a measurement plays the same
//! games and two engines are compared on the same starts.

use damas_engine::{Move, Position, Variant};

/// `count` distinct 3-ply openings of `variant` (every one leaves the game on), chosen by `seed`.
#[must_use]
pub fn openings(variant: Variant, count: usize, seed: u64) -> Vec<Vec<Move>> {
    let mut all = Vec::new();
    let start = Position::initial(variant);
    for a in start.legal_moves() {
        let p1 = start.play(&a);
        for b in p1.legal_moves() {
            let p2 = p1.play(&b);
            for c in p2.legal_moves() {
                all.push(vec![a, b, c]);
            }
        }
    }
    // xorshift64: small, seeded, the same on every machine.
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut chosen = Vec::new();
    while chosen.len() < count.min(all.len()) {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let i = (state % all.len() as u64) as usize;
        chosen.push(all.swap_remove(i));
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_set_is_fixed_by_its_seed_and_distinct() {
        let a = openings(Variant::Brazilian, 20, 1);
        assert_eq!(a, openings(Variant::Brazilian, 20, 1));
        assert_ne!(a, openings(Variant::Brazilian, 20, 2));
        let mut sorted: Vec<String> = a.iter().map(|l| format!("{l:?}")).collect();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 20);
    }
}
