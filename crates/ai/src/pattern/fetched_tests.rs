//! Tests of the tables of the games the browser's worker fetches ([`super::FETCHED`]: Spanish,
//! Italian, Czech, Pool): each reads, reads its game's board the same way for both colours, and
//! changes the evaluation. The mirrored boards (Spanish, Italian) and the English one (Czech,
//! Pool) are played on the engine's one 8x8 layout, White's men starting on the bottom rows and
//! moving up, so the windows need nothing of their own: the first test pins that down.

use super::*;
use crate::eval::{evaluate, Tables, Weights};
use crate::rng::Xorshift;
use damas_engine::{with_rules, Color, Position};

/// Positions of `variant`'s games: seeded random playouts from the start, captures, kings and
/// endings included.
fn positions(variant: Variant) -> Vec<Position> {
    let mut rng = Xorshift::seeded(54);
    let mut out = Vec::new();
    for _ in 0..30 {
        let mut pos = Position::initial(variant);
        for _ in 0..80 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos.play(&moves[rng.below(moves.len())]);
            out.push(pos);
        }
    }
    out
}

/// `pos` with the colours swapped on the board turned round, the other side to move: the same
/// position for the side to move.
fn swapped(pos: &Position) -> Position {
    let (white, black) = (pos.pieces(Color::White).0, pos.pieces(Color::Black).0);
    Position::from_parts(pos.variant(), rotate(black), rotate(white), rotate(pos.kings().0), !pos.turn())
}

#[test]
fn each_game_starts_in_the_frame_the_windows_read() {
    let brazilian = Position::initial(Variant::Brazilian);
    for v in FETCHED {
        let start = Position::initial(v);
        for c in [Color::White, Color::Black] {
            assert_eq!(start.pieces(c), brazilian.pieces(c), "{v:?} {c:?}");
        }
        let (w, b) = (start.men(Color::White).0, start.men(Color::Black).0);
        assert_eq!(configs(w, b), configs(rotate(b), rotate(w)), "{v:?}: each side sees the same start");
    }
}

#[test]
fn each_fetched_game_has_a_table_that_reads() {
    for v in FETCHED {
        let p = for_variant(v).unwrap_or_else(|| panic!("{v:?}: data/{}.patterns does not read", v.name()));
        let set = p.weights.iter().filter(|w| **w != 0).count();
        assert!(set > 5_000, "{v:?}: {set} weights set");
        let start = Position::initial(v);
        assert_eq!(p.score(start.men(Color::White).0, start.men(Color::Black).0), 0, "{v:?}: the start is level");
        assert_eq!(Patterns::from_bytes(&p.to_bytes()).as_ref(), Ok(p));
    }
}

#[test]
fn the_evaluation_with_a_table_is_colour_symmetric() {
    for v in FETCHED {
        let t = Tables::new(v, Weights::for_variant(v));
        let p = for_variant(v).unwrap_or_else(|| panic!("{v:?}"));
        for pos in positions(v) {
            let other = swapped(&pos);
            let (w, b) = (pos.men(Color::White).0, pos.men(Color::Black).0);
            assert_eq!(p.score(w, b), -p.score(rotate(b), rotate(w)), "{v:?} {}", pos.to_fen());
            with_rules!(v, R => assert_eq!(evaluate::<R>(&pos, &t), evaluate::<R>(&other, &t), "{v:?} {}", pos.to_fen()));
        }
    }
}

#[test]
fn each_table_changes_the_evaluation() {
    for v in FETCHED {
        let with = Tables::new(v, Weights::for_variant(v));
        let without = Tables::new(v, Weights { pattern: 0, ..Weights::for_variant(v) });
        assert!(with.is_current() && without.is_current());
        let all = positions(v);
        let changed = all.iter().filter(|pos| with_rules!(v, R => evaluate::<R>(pos, &with) != evaluate::<R>(pos, &without))).count();
        assert!(changed * 10 > all.len() * 9, "{v:?}: {changed} of {} positions", all.len());
    }
}
