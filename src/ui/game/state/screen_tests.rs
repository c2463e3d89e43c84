//! What the screen has open or set aside (`screen.rs`): kept beside the game, out of its links,
//! and gone with the game it was about.

use super::*;
use crate::link::read_link;

fn opened(query: &str) -> GameState {
    GameState::opened(read_link::<Position>(query).unwrap().game, crate::clock::now_ms())
}

fn screen(s: &mut GameState, action: ScreenAction) {
    s.reduce_now(Action::Screen(action));
}

#[test]
fn a_closed_card_stays_closed_for_its_ending_and_a_new_game_brings_it_back() {
    let mut s = opened("moves=22-17&computer=black");
    s.reduce_now(Action::Resign);
    let ending = s.outcome().expect("resigned");
    assert!(!s.screen().card_closed(ending, 1));
    screen(&mut s, ScreenAction::CloseCard(ending, 1));
    s.reduce_now(Action::GoTo(0));
    s.reduce_now(Action::GoTo(1));
    assert!(s.screen().card_closed(ending, 1), "a look back and forward keeps it closed");
    assert!(!s.screen().card_closed(ending, 2), "another ending's card is not");
    s.reduce_now(Action::Rematch);
    assert_eq!(s.screen(), &Screen::default(), "the rematch starts with nothing closed or asked");
}

#[test]
fn the_screen_changes_neither_the_game_nor_its_link() {
    let mut s = opened("moves=22-17+11-15&computer=black&level=3");
    let (query, record) = (s.query().to_string(), s.record().clone());
    for action in [
        ScreenAction::AskResign(true),
        ScreenAction::AskNewGame(true),
        ScreenAction::QuickSide(Color::Black),
        ScreenAction::QuickLevel(7),
        ScreenAction::Sent(Sent::Copied),
    ] {
        screen(&mut s, action);
    }
    assert_eq!((s.query(), s.record()), (query.as_str(), &record));
    assert!(s.screen().resign_asked() && s.screen().new_game_asked());
    screen(&mut s, ScreenAction::AskResign(false));
    screen(&mut s, ScreenAction::AskNewGame(false));
    assert!(!s.screen().resign_asked() && !s.screen().new_game_asked());
}

#[test]
fn quick_play_starts_from_the_game_and_keeps_the_players_choice_until_another_game() {
    let mut s = opened("moves=22-17&computer=white&level=4");
    let quick = |s: &GameState| (s.screen().quick_side(s.round().opponent()), s.screen().quick_level(s.level(), 5));
    assert_eq!(quick(&s), (Color::Black, 4), "the game's side and level");
    assert_eq!(opened("moves=22-17").screen().quick_level(None, 5), 5, "no level played: the default");
    assert_eq!(opened("moves=22-17").screen().quick_side(damas_game::opponent::Opponent::Local), Color::White);
    screen(&mut s, ScreenAction::QuickSide(Color::White));
    screen(&mut s, ScreenAction::QuickLevel(8));
    s.reduce_now(Action::Typed("11-15".into()));
    assert_eq!(quick(&s), (Color::White, 8), "the choice outlives a move");
    // The rematch swaps the sides: the bar follows the new game.
    s.reduce_now(Action::Rematch);
    assert_eq!(quick(&s), (Color::White, 4));
}

#[test]
fn what_a_send_did_is_said_until_the_game_moves_on() {
    let mut s = opened("moves=22-17");
    s.reduce_now(Action::SendToFriend);
    screen(&mut s, ScreenAction::Sent(Sent::Failed));
    assert_eq!(s.screen().sent(s.move_texts().len()), Some(Sent::Failed), "said after the hand-over");
    // The friend's reply comes by link on this device: the game moves on.
    s.reduce_now(Action::Load(Box::new(read_link::<Position>("moves=22-17+11-15&side=white").unwrap().game)));
    assert_eq!(s.screen().sent(s.move_texts().len()), None);
    let mut t = opened("moves=22-17");
    screen(&mut t, ScreenAction::Sent(Sent::Copied));
    t.reduce_now(Action::Typed("11-15".into()));
    assert_eq!(t.screen().sent(t.move_texts().len()), None, "a move played here ends it too");
}
