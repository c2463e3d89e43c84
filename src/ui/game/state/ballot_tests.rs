//! A new game from a ballot opening plays its moves (or starts from its rearranged position) and
//! keeps its id through the link and a rematch.

use super::{Action, GameState};
use damas_game::opponent::Opponent;
use damas_game::round::Opened;
use crate::ballot::find;
use crate::link::to_query;
use damas_engine::{Color, Playable, Position, Variant};

#[test]
fn a_new_game_from_a_ballot_plays_it_and_a_rematch_keeps_it() {
    let b = find(Variant::Russian, "staraya").unwrap();
    let mut state = GameState::new(Variant::Russian);
    let start = Position::initial(Variant::Russian);
    state.reduce_now(Action::new_game(Opened { opponent: Opponent::Local, ballot: Some(b), ..Opened::new(start) }, Color::White));
    assert_eq!(state.ballot(), Some(b));
    assert_eq!(state.move_texts().len(), 4);
    assert_eq!(state.game().ballot, Some(b));
    assert!(to_query(&state.game()).contains("ballot=staraya"));
    let rematch = state.rematch();
    assert_eq!(rematch.ballot, Some(b));
    // A ballot that does not fit the start (another variant's) is left out.
    let brazilian = Position::initial(Variant::Brazilian);
    let from_fen = brazilian.read_fen("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3").unwrap();
    state.reduce_now(Action::new_game(Opened { opponent: Opponent::Local, ballot: Some(b), ..Opened::new(from_fen) }, Color::White));
    assert_eq!(state.ballot(), None);
    assert!(state.move_texts().is_empty());
}

#[test]
fn a_rearranged_start_is_a_new_game_and_its_rematch_starts_there_again() {
    let b = find(Variant::Brazilian, "fmjd-22-IX").unwrap();
    let mut state = GameState::new(Variant::Brazilian);
    let initial = Position::initial(Variant::Brazilian);
    state.reduce_now(Action::new_game(Opened { opponent: Opponent::Local, ballot: Some(b), ..Opened::new(initial) }, Color::White));
    let begins = b.opening(Variant::Brazilian).unwrap().start;
    assert_eq!((state.ballot(), *state.start()), (Some(b), begins));
    assert!(state.move_texts().is_empty());
    let rematch = state.rematch();
    assert_eq!((*rematch.start(), rematch.ballot), (begins, Some(b)));
    state.reduce_now(Action::new_game(rematch, Color::Black));
    assert_eq!((state.ballot(), *state.start()), (Some(b), begins));
}
