//! Sampled positions against a plain search: an exact depth-limited minimax over the engine's moves
//! (no evaluation, no pruning) must find every stored win or loss that ends within its depth, at
//! the same distance, and nothing for draws and longer distances.

use damas_egtb::{build, build_class, Material, Tablebase, Value};
use damas_engine::{Position, Variant};
use std::collections::HashMap;

/// SplitMix64, seeded: the same samples on every run, no dependency.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// The value of `pos` if the game ends within `depth` plies with best play: the quickest win or
/// slowest loss; `None` if neither side can force an end that soon.
fn forced(pos: &Position, depth: u32, memo: &mut HashMap<(u64, u32), Option<Value>>) -> Option<Value> {
    if let Some(&v) = memo.get(&(pos.hash(), depth)) {
        return v;
    }
    let moves = pos.legal_moves();
    let result = if moves.is_empty() {
        Some(Value::Loss(0))
    } else if depth == 0 {
        None
    } else {
        let (mut win, mut all_lost, mut longest) = (None::<u8>, true, 0u8);
        for mv in &moves {
            match forced(&pos.play(mv), depth - 1, memo) {
                Some(Value::Loss(d)) => win = Some(win.map_or(d + 1, |w| w.min(d + 1))),
                Some(Value::Win(d)) => longest = longest.max(d + 1),
                _ => all_lost = false,
            }
        }
        match win {
            Some(d) => Some(Value::Win(d)),
            None if all_lost => Some(Value::Loss(longest)),
            None => None,
        }
    };
    memo.insert((pos.hash(), depth), result);
    result
}

/// Checks `samples` random positions of class `m` against a search of `depth` plies.
fn check(tb: &Tablebase, m: Material, samples: usize, depth: u32, rng: &mut Rng) -> usize {
    let table = tb.table(m).unwrap();
    let mut decided = 0;
    let mut memo = HashMap::new();
    let mut done = 0;
    while done < samples {
        let i = rng.next() % table.values.len() as u64;
        let Some(pos) = tb.layout().position(m, i) else { continue };
        let pos = if rng.next() % 2 == 0 { pos } else { black_to_move(tb, &pos) };
        done += 1;
        let stored = tb.probe(&pos).unwrap();
        let expect = stored.distance().filter(|&d| u32::from(d) <= depth).map(|_| stored);
        decided += usize::from(expect.is_some());
        assert_eq!(forced(&pos, depth, &mut memo), expect, "{m} {} stored {stored:?}", pos.to_fen());
    }
    decided
}

/// The same position turned half a turn with the colours swapped: Black to move.
fn black_to_move(tb: &Tablebase, pos: &Position) -> Position {
    use damas_engine::Color;
    let l = tb.layout();
    Position::from_parts(
        pos.variant(),
        l.turn_bits(pos.pieces(Color::Black).0),
        l.turn_bits(pos.pieces(Color::White).0),
        l.turn_bits(pos.kings().0),
        Color::Black,
    )
}

#[test]
fn small_classes_match_a_plain_search() {
    let mut rng = Rng(2024);
    for variant in [Variant::Brazilian, Variant::Russian] {
        let tb = build(variant, 3, 2, &mut |_, _| {}).unwrap();
        let mut decided = 0;
        for m in Material::all_up_to(3) {
            decided += check(&tb, m, 40, 7, &mut rng);
        }
        assert!(decided > 100, "{variant}: only {decided} samples decided within the depth");
    }
}

#[test]
fn three_kings_against_one_match_a_plain_search() {
    let mut rng = Rng(7);
    // One variant: the kings-only classes come out the same in both (tests/facts.rs builds both).
    for variant in [Variant::Russian] {
        let mut tb = build(variant, 3, 2, &mut |_, _| {}).unwrap();
        build_class(&mut tb, Material::new(0, 3, 0, 1), 2).unwrap();
        for m in [Material::new(0, 3, 0, 1), Material::new(0, 1, 0, 3)] {
            check(&tb, m, 60, 5, &mut rng);
        }
    }
}
