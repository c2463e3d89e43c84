//! The fixed opening set of the match and time-use tools: `count` distinct 3-ply openings of a
//! draughts variant (longer ones when more are asked for than there are of 3), drawn by a seeded
//! generator, so every run of a measurement plays the same games and two engines are compared on
//! the same starts.

use damas_engine::{Move, Position, Variant};

/// `count` distinct 3-ply openings of `variant` (every one leaves the game on), chosen by `seed`;
/// longer ones (up to 6 plies) when `count` is more than the 3-ply lines (fixed-depth matches of
/// many games, where a repeated start would repeat its game).
#[must_use]
pub fn openings(variant: Variant, count: usize, seed: u64) -> Vec<Vec<Move>> {
    let start = Position::initial(variant);
    let mut plies = 3;
    let mut all = lines(start, plies);
    while count > all.len() && plies < 6 {
        plies += 1;
        all = lines(start, plies);
    }
    let mut rng = crate::rng::Xorshift::seeded(seed);
    let mut chosen = Vec::new();
    let wanted = count.min(all.len());
    while chosen.len() < wanted {
        let i = rng.below(all.len());
        chosen.push(all.swap_remove(i));
    }
    chosen
}

/// Every line of `plies` moves from `pos`.
fn lines(pos: Position, plies: usize) -> Vec<Vec<Move>> {
    if plies == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for mv in pos.legal_moves() {
        for mut rest in lines(pos.play(&mv), plies - 1) {
            rest.insert(0, mv);
            all.push(rest);
        }
    }
    all
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
        let many = openings(Variant::Brazilian, 1000, 1);
        assert!(many.len() == 1000 && many.iter().all(|l| l.len() == 4), "{}", many.len());
    }
}
