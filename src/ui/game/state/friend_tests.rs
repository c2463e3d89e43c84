//! A game by correspondence links: the side the friend plays is locked on this device, the link
//! keeps it, a game at the device is handed over when sent, and a newcomer's first move is told
//! what it started.

use super::*;
use crate::link::{read_link, reply_query, to_query};

fn opened(query: &str) -> GameState {
    GameState::opened(read_link::<Position>(query).unwrap().game, crate::clock::now_ms())
}

fn typed(s: &mut GameState, text: &str) {
    s.reduce_now(Action::Typed(text.into()));
}

#[test]
fn a_reply_link_locks_the_friends_side_and_keeps_it() {
    // The friend sent 22-17 for Black to answer: this device plays Black.
    let mut s = opened("moves=22-17&side=black");
    assert_eq!(s.friend(), Some(Color::White));
    s.reduce_now(Action::Undo);
    typed(&mut s, "22-18");
    assert_eq!(s.message(), Some(&Message::FriendsTurn), "White's moves are the friend's, even looking back");
    s.reduce_now(Action::GoTo(1));
    typed(&mut s, "11-15");
    assert_eq!(s.move_texts(), ["22-17", "11-15"]);
    typed(&mut s, "17-13");
    assert_eq!((s.message(), s.move_texts().len()), (Some(&Message::FriendsTurn), 2));
    // In a live game there is no link to send: the move travels by itself.
    let mut live = s.clone();
    live.live = true;
    typed(&mut live, "17-13");
    assert_eq!(live.message(), Some(&Message::FriendsTurnLive));
    // The page's own link (address bar, storage) keeps the side; the reply names the friend's.
    assert_eq!(s.query(), "moves=22-17+11-15&side=black");
    assert_eq!(opened(s.query()).friend(), Some(Color::White), "a reload keeps it");
    assert_eq!(reply_query(&s.game()), "moves=22-17+11-15&side=white");
    // A link against the computer is no correspondence; an embed's side only turns the board.
    assert_eq!(opened("moves=22-17&computer=black&side=white").friend(), None);
    assert!(matches!(read_link::<Position>("moves=22-17&side=up").unwrap().dropped.as_slice(), [crate::link::ShareError::BadSide(_)]));
}

#[test]
fn a_game_at_the_device_sent_to_a_friend_is_theirs_from_the_side_to_move() {
    let mut s = opened("moves=22-17+11-15+17-13");
    assert_eq!(s.friend(), None);
    s.reduce_now(Action::SendToFriend);
    assert_eq!(s.friend(), Some(Color::Black), "Black is to move: the friend's");
    typed(&mut s, "15-19");
    assert_eq!(s.message(), Some(&Message::FriendsTurn));
    assert_eq!(to_query(&s.game()), "moves=22-17+11-15+17-13&side=white");
    // Against the computer nothing is handed over.
    let mut c = opened("moves=22-17&computer=black");
    c.reduce_now(Action::SendToFriend);
    assert_eq!((c.friend(), c.computer()), (None, Some(Color::Black)));
}

#[test]
fn a_newcomer_s_first_move_says_both_sides_are_played_here() {
    let mut page = opened("");
    page.newcomer = true;
    typed(&mut page, "22-17");
    assert_eq!(page.message(), Some(&Message::BothSides));
    typed(&mut page, "11-15");
    assert_eq!(page.message(), None, "said once, at the first move");
    let mut study = opened("");
    typed(&mut study, "22-17");
    assert_eq!(study.message(), None, "a study page says nothing");
    let mut computer = opened("computer=black");
    computer.newcomer = true;
    typed(&mut computer, "22-17");
    assert_eq!(computer.message(), None);
}

#[test]
fn the_reply_link_is_written_once_per_change_with_the_page_s_own() {
    let mut s = opened("moves=22-17+11-15&ply=1");
    assert_eq!((s.reply_query(), s.turn_at_end()), ("moves=22-17+11-15&side=white", Color::White), "from the end of the line, not the ply on view");
    s.reduce_now(Action::GoTo(2));
    typed(&mut s, "17-13");
    assert_eq!(s.reply_query(), reply_query(&s.game()));
    assert_eq!(s.turn_at_end(), Color::Black);
}

/// A rematch keeps the opponent: a friend by links is offered the rematch (the new game is theirs
/// to answer with the colours swapped), two players here stay here.
#[test]
fn a_rematch_keeps_a_friend_by_links_and_swaps_the_colours() {
    // This device played Black against a friend's White, who resigned.
    let mut s = opened("moves=22-17+11-15&side=black&end=white-resigned");
    assert_eq!((s.friend(), s.outcome().is_some()), (Some(Color::White), true));
    s.reduce_now(Action::Rematch);
    assert_eq!((s.friend(), s.computer(), s.ply(), s.outcome()), (Some(Color::Black), None, 0, None), "the friend now plays Black");
    assert_eq!(s.query(), "side=white", "the page's link keeps the friend, from this device's side");
    typed(&mut s, "22-17");
    assert_eq!(s.reply_query(), "moves=22-17&side=black", "the reply link offers the friend the rematch");
    // Two players at one device rematch at the device.
    let mut here = opened("moves=22-17+11-15&end=draw-agreed");
    here.reduce_now(Action::Rematch);
    assert_eq!((here.friend(), here.computer(), here.ply()), (None, None, 0));
}
