//! Property tests over random games in every variant: nothing panics, the incremental hash equals
//! a full recomputation, FEN and move text round-trip, and the parsers survive arbitrary input.

use damas_engine::movegen::{legal_moves_unless_quiet, routes};
use damas_engine::Duplicates;
use damas_engine::{Game, Position, Variant};
use proptest::prelude::*;

fn variant_strategy() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

/// Plays up to `choices.len()` moves, each picked by the next choice, checking every invariant.
fn playout(variant: Variant, choices: &[u16]) {
    let mut game = Game::new(variant);
    for &choice in choices {
        let pos = *game.position();
        assert_eq!(pos.hash(), pos.compute_hash(), "hash drifted at {}", pos.to_fen());
        let fen = pos.to_fen();
        assert_eq!(Position::from_fen(variant, &fen).as_ref(), Ok(&pos), "FEN round trip of {fen}");
        let moves = pos.legal_moves();
        // The search's shortcut at its horizon agrees with the list of moves.
        let mut listed = Vec::new();
        let quiet = damas_engine::with_moves!(variant, R => legal_moves_unless_quiet::<R>(&pos, &mut listed, Duplicates::Drop, true));
        assert_eq!(quiet, !pos.must_capture() && !moves.is_empty(), "legal_moves_unless_quiet in {fen}");
        assert_eq!(listed, if quiet { Vec::new() } else { moves.clone() }, "the moves listed in {fen}");
        if game.outcome().is_some() {
            break;
        }
        // Every move has a route, its text names it and nothing else, and moves are distinct.
        let all_routes = routes(&pos);
        for (i, mv) in moves.iter().enumerate() {
            assert!(all_routes.iter().any(|r| r.mv == *mv), "no route for a move in {fen}");
            let text = pos.move_text(mv);
            assert_eq!(pos.parse_move(&text).as_ref(), Ok(mv), "{text} in {fen}");
            assert!(!moves[..i].contains(mv), "duplicate move {text} in {fen}");
            let detail = pos.describe(mv);
            assert_eq!(detail.captured.len() as u32, mv.captured.count());
            assert_eq!(detail.path.last().copied(), Some(detail.to));
        }
        if pos.must_capture() {
            assert!(moves.iter().all(|m| m.is_capture()), "quiet move offered with a capture on in {fen}");
        } else {
            assert!(moves.iter().all(|m| !m.is_capture()));
        }
        let mv = moves[choice as usize % moves.len()];
        game.play(mv).expect("a generated move is legal");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(variant in variant_strategy(), choices in prop::collection::vec(any::<u16>(), 0..200)) {
        playout(variant, &choices);
    }

    #[test]
    fn fen_parser_never_panics(variant in variant_strategy(), text in ".{0,80}") {
        let _ = Position::from_fen(variant, &text);
    }

    #[test]
    fn fen_like_text_never_panics(variant in variant_strategy(), text in "[WBK:,0-9H F\\-]{0,60}") {
        if let Ok(pos) = Position::from_fen(variant, &text) {
            prop_assert_eq!(Position::from_fen(variant, &pos.to_fen()), Ok(pos));
        }
    }

    #[test]
    fn move_parser_never_panics(variant in variant_strategy(), text in "[0-9a-jx:\\- ]{0,24}") {
        let _ = Position::initial(variant).parse_move(&text);
    }
}

/// A blocked man has neither a capture nor a quiet move: its empty list is listed, not skipped.
#[test]
fn a_blocked_side_is_not_quiet_with_moves() {
    use damas_engine::rules::Brazilian;
    let mut out = Vec::new();
    let pos = Position::from_fen(Variant::Brazilian, "W:W29:B22,25").expect("FEN");
    assert!(pos.legal_moves().is_empty());
    assert!(!legal_moves_unless_quiet::<Brazilian>(&pos, &mut out, Duplicates::Drop, true));
    assert!(out.is_empty());
    let free = Position::from_fen(Variant::Brazilian, "W:W29:B22").expect("FEN");
    assert!(legal_moves_unless_quiet::<Brazilian>(&free, &mut out, Duplicates::Drop, true));
    assert!(!legal_moves_unless_quiet::<Brazilian>(&free, &mut out, Duplicates::Drop, false));
    assert_eq!(out, free.legal_moves());
}
