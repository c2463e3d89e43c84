//! Which sound a change of the game calls for, on real games through the reducer.
use super::*;
use damas_game::opponent::Opponent;
use damas_game::round::Opened;
use crate::ui::game::state::Action;
use damas_engine::{Position, Variant};

/// The computer playing `side`.
fn vs(side: Color) -> Opponent {
    Opponent::Computer { side }
}

fn game(fen: &str, opponent: Opponent) -> GameState {
    let start = Position::from_fen(Variant::Brazilian, fen).unwrap();
    GameState::opened(Opened { opponent, level: Some(1), ..Opened::new(start) }, crate::clock::now_ms())
}

/// The sound `action` makes on `state` (which it changes).
fn act(state: &mut GameState, action: Action) -> Option<Sound> {
    let before = Moment::of(state);
    state.reduce_now(action);
    sound_for(&before, &Moment::of(state))
}

fn typed(state: &mut GameState, text: &str) -> Option<Sound> {
    act(state, Action::Typed(text.to_string()))
}

const START: &str = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

#[test]
fn a_move_and_the_reply_sound_and_walking_through_the_game_does_not() {
    let mut s = game(START, Opponent::Local);
    assert_eq!(act(&mut s, Action::Click(22)), None, "selecting is silent");
    assert_eq!(act(&mut s, Action::Click(17)), Some(Sound::Move));
    assert_eq!(typed(&mut s, "11-15"), Some(Sound::Move));
    assert_eq!(act(&mut s, Action::Undo), None);
    assert_eq!(act(&mut s, Action::Redo), None);
    // A change of the preferences (a turn of the board, the look, the sound) is no game action:
    // the game's moments, and so its sounds, never see it.
}

#[test]
fn the_computers_move_sounds_too() {
    let mut s = game(START, vs(Color::White));
    let at = *s.position();
    let mv = at.parse_move("22-17").unwrap();
    assert_eq!(act(&mut s, Action::ComputerMove { at, mv, accepts_draw: false }), Some(Sound::Move));
}

#[test]
fn a_capture_sounds_by_the_number_taken_and_a_crowning_as_such() {
    let mut one = game("W:W21,22:B18,1", Opponent::Local);
    assert_eq!(typed(&mut one, "22x15"), Some(Sound::Capture(1)));
    let mut two = game("W:W28:B24,16,1", Opponent::Local);
    assert_eq!(typed(&mut two, "28x12"), Some(Sound::Capture(2)));
    let mut crown = game("W:W6:B28", Opponent::Local);
    assert_eq!(typed(&mut crown, "6-1"), Some(Sound::Crown));
}

#[test]
fn a_new_refusal_sounds_once() {
    let mut s = game(START, Opponent::Local);
    assert_eq!(act(&mut s, Action::Click(27)), Some(Sound::Refused), "a piece that cannot move");
    assert_eq!(act(&mut s, Action::Click(27)), None, "the same refusal again is silent");
    assert_eq!(act(&mut s, Action::Drop { from: 22, to: 26 }), Some(Sound::Refused));
    assert_eq!(typed(&mut s, "abc"), Some(Sound::Refused));
    let mut ask = game("W:WK21:B4,11,14,15,26", Opponent::Local);
    assert_eq!(act(&mut ask, Action::Click(21)), None);
    assert_eq!(act(&mut ask, Action::Click(30)), None, "a question is not a refusal");
}

#[test]
fn the_end_sounds_for_the_player() {
    let mut s = game("W:W22:B18", Opponent::Local);
    assert_eq!(typed(&mut s, "22x15"), Some(Sound::End(Verdict::Won)), "two players hear a win");
    assert_eq!(act(&mut s, Action::Undo), None);
    assert_eq!(act(&mut s, Action::Redo), None, "walking back to the end is not an end");
    let mut won = game("W:W22:B18", vs(Color::Black));
    assert_eq!(typed(&mut won, "22x15"), Some(Sound::End(Verdict::Won)));
    let mut lost = game("W:W22:B18", vs(Color::White));
    let at = *lost.position();
    let mv = at.parse_move("22x15").unwrap();
    assert_eq!(act(&mut lost, Action::ComputerMove { at, mv, accepts_draw: false }), Some(Sound::End(Verdict::Lost)));
    let mut resign = game(START, Opponent::Local);
    typed(&mut resign, "22-17");
    assert_eq!(act(&mut resign, Action::Resign), Some(Sound::End(Verdict::Won)));
    let mut draw = game(START, Opponent::Local);
    typed(&mut draw, "22-17");
    act(&mut draw, Action::OfferDraw);
    assert_eq!(act(&mut draw, Action::AcceptDraw), Some(Sound::End(Verdict::Drawn)));
}

#[test]
fn each_sound_has_notes_and_a_capture_one_rising_click_per_piece() {
    for sound in [Sound::Move, Sound::Crown, Sound::Refused, Sound::LowTime, Sound::End(Verdict::Won), Sound::End(Verdict::Drawn), Sound::End(Verdict::Lost)] {
        let n = notes(sound);
        assert!(!n.is_empty(), "{sound:?}");
        assert!(n.iter().all(|n| n.dur > 0.0 && n.gain > 0.0 && n.gain <= 1.0 && n.freq > 20.0 && n.at >= 0.0), "{sound:?}");
    }
    let three = notes(Sound::Capture(3));
    assert_eq!(three.len(), 3);
    assert!(three.windows(2).all(|w| w[1].freq > w[0].freq && w[1].at > w[0].at));
    assert_eq!(notes(Sound::Capture(20)).len(), MAX_CLICKS as usize, "long captures are capped");
    assert_ne!(notes(Sound::Capture(1)), notes(Sound::Move), "a capture sounds unlike a move");
}
