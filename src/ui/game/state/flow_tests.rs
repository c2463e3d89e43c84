//! The players' decisions: resigning, draw offers (to a person and to the computer), taking
//! back for good, the rematch, and what a decided game keeps through a link.
use super::*;
use crate::ui::prefs::{Lang, PrefsAction};
use crate::link::{read_link, to_query};
use damas_engine::Decision;
use damas_game::clock::Clocks;
use damas_game::opponent::Opponent;

/// The computer playing `side`.
fn vs(side: Color) -> Opponent {
    Opponent::Computer { side }
}

fn game(opponent: Opponent) -> GameState {
    let game = Opened { opponent, level: Some(3), ..Opened::new(Position::initial(Variant::Brazilian)) };
    GameState::opened(game, crate::clock::now_ms())
}

fn play(s: &mut GameState, texts: &[&str]) {
    for t in texts {
        s.reduce_now(Action::Typed((*t).to_string()));
    }
}

fn computer_plays(s: &mut GameState, text: &str, accepts_draw: bool) {
    let at = *s.position();
    let mv = at.parse_move(text).unwrap();
    s.reduce_now(Action::ComputerMove { at, mv, accepts_draw });
}

#[test]
fn the_side_to_move_resigns_and_the_game_takes_no_more_moves() {
    let mut s = game(Opponent::Local);
    assert!(!s.in_progress(), "nothing to lose before the first move");
    play(&mut s, &["22-17"]);
    assert!(s.in_progress() && s.can_decide());
    s.reduce_now(Action::Resign);
    assert_eq!(s.status(), Status::Over { ending: Ending::Decided(Decision::Resigned(Color::Black)), no_pieces: false });
    assert_eq!(s.result(), Some("2-0"));
    assert!(!s.in_progress() && !s.can_decide());
    play(&mut s, &["11-15"]);
    assert_eq!((s.ply(), s.message()), (1, Some(&Message::GameOver)));
    // Looking back shows the game as it stood; it still takes no moves.
    s.reduce_now(Action::GoTo(0));
    assert_eq!(s.outcome(), None);
    play(&mut s, &["21-18"]);
    assert_eq!((s.line().len(), s.message()), (1, Some(&Message::GameOver)));
}

#[test]
fn a_decided_game_travels_in_its_link() {
    let mut s = game(Opponent::Local);
    play(&mut s, &["22-17", "11-15"]);
    s.reduce_now(Action::OfferDraw);
    s.reduce_now(Action::AcceptDraw);
    let query = to_query(&s.game());
    assert!(query.ends_with("end=draw-agreed"), "{query}");
    let back = GameState::opened(read_link::<Position>(&query).unwrap().game, crate::clock::now_ms());
    assert_eq!((back.outcome(), back.result()), (Some(Ending::Decided(Decision::DrawAgreed)), Some("1-1")));
    let pdn = crate::link::pdn::export(&s.game(), &[]);
    assert!(pdn.contains("[Result \"1-1\"]") && pdn.trim_end().ends_with("1-1"), "{pdn}");
    // A wrong `end` costs only itself.
    let read = read_link::<Position>("moves=22-17&end=won").unwrap();
    assert_eq!((read.game.moves().len(), read.game.end), (1, None));
    assert_eq!(read.dropped, vec![crate::link::ShareError::BadEnd("won".into())]);
}

#[test]
fn against_the_computer_the_player_resigns_even_on_its_turn() {
    let mut s = game(vs(Color::Black));
    play(&mut s, &["22-17"]);
    assert!(s.computer_to_move());
    s.reduce_now(Action::Resign);
    assert_eq!(s.outcome(), Some(Ending::Decided(Decision::Resigned(Color::White))));
    assert!(!s.computer_to_move(), "the computer does not move in a decided game");
}

#[test]
fn a_draw_offer_to_the_other_player_is_accepted_declined_or_lapses() {
    let mut s = game(Opponent::Local);
    play(&mut s, &["22-17"]);
    s.reduce_now(Action::OfferDraw);
    assert_eq!((s.draw_offer(), s.message()), (Some(Color::Black), Some(&Message::DrawOffered { by: Color::Black })));
    s.reduce_now(Action::DeclineDraw);
    assert_eq!((s.draw_offer(), s.message()), (None, None));
    s.reduce_now(Action::OfferDraw);
    play(&mut s, &["11-15"]);
    assert_eq!(s.draw_offer(), Some(Color::Black), "the side offering may move first");
    assert_eq!(s.message(), Some(&Message::DrawOffered { by: Color::Black }), "and the question stays");
    play(&mut s, &["17-13"]);
    assert_eq!((s.draw_offer(), s.message()), (None, None), "the other side's move declines it");
    s.reduce_now(Action::AcceptDraw);
    assert_eq!(s.outcome(), None, "no offer, nothing to accept");
    s.reduce_now(Action::OfferDraw);
    s.reduce_now(Action::AcceptDraw);
    assert_eq!(s.outcome(), Some(Ending::Decided(Decision::DrawAgreed)));
}

#[test]
fn the_computer_answers_a_draw_offer_with_its_move() {
    let mut s = game(vs(Color::Black));
    play(&mut s, &["22-17"]);
    s.reduce_now(Action::OfferDraw);
    assert_eq!(s.message(), Some(&Message::DrawOfferSent));
    s.reduce_now(Action::AcceptDraw);
    assert_eq!(s.outcome(), None, "only the computer answers");
    computer_plays(&mut s, "11-15", false);
    assert_eq!((s.ply(), s.message(), s.draw_offer()), (2, Some(&Message::DrawDeclined), None));
    s.reduce_now(Action::OfferDraw);
    play(&mut s, &["17-13"]);
    assert_eq!(s.message(), Some(&Message::DrawOfferSent), "the offer stands through the player's move");
    computer_plays(&mut s, "15-19", true);
    assert_eq!((s.ply(), s.outcome()), (3, Some(Ending::Decided(Decision::DrawAgreed))));
    // With no offer standing, accepting means nothing: the move is played.
    let mut s = game(vs(Color::Black));
    play(&mut s, &["22-17"]);
    computer_plays(&mut s, "11-15", true);
    assert_eq!((s.ply(), s.outcome()), (2, None));
}

#[test]
fn take_back_removes_moves_for_good() {
    let mut s = game(vs(Color::Black));
    play(&mut s, &["22-17"]);
    computer_plays(&mut s, "11-15", false);
    s.reduce_now(Action::TakeBack);
    assert_eq!((s.ply(), s.line().len()), (0, 0), "the player's move and the computer's reply");
    let mut s = game(Opponent::Local);
    play(&mut s, &["22-17", "11-15"]);
    s.reduce_now(Action::TakeBack);
    assert_eq!(s.move_texts(), ["22-17"]);
    // Not while looking back: the line on view is not the game's end.
    s.reduce_now(Action::GoTo(0));
    s.reduce_now(Action::TakeBack);
    assert_eq!(s.line().len(), 1);
}

/// `action` as a page takes it: the game reduces it, the player's preferences take the
/// orientation it asks for (`game::view::use_game::actions`).
fn on_page(s: &mut GameState, prefs: &mut Prefs, action: Action) {
    if let Some(turn) = action.orientation() {
        prefs.reduce(turn);
    }
    s.reduce_now(action);
}

#[test]
fn a_rematch_swaps_the_colours() {
    let (mut s, mut prefs) = (game(vs(Color::Black)), Prefs::new(Lang::En));
    play(&mut s, &["22-17"]);
    s.reduce_now(Action::Resign);
    on_page(&mut s, &mut prefs, Action::Rematch);
    assert_eq!((s.computer(), s.level(), prefs.flipped, s.ply()), (Some(Color::White), Some(3), true, 0));
    assert_eq!(s.outcome(), None);
    on_page(&mut s, &mut prefs, Action::Rematch);
    assert_eq!((s.computer(), prefs.flipped), (Some(Color::Black), false));
    // A new game turns the board to its side at the bottom, whichever way it was.
    on_page(&mut s, &mut prefs, Action::new_game(Opened::new(Position::initial(Variant::Brazilian)), Color::White));
    assert!(!prefs.flipped && !s.board_view(&prefs).flipped);
    // Nothing else the game does turns it.
    on_page(&mut s, &mut prefs, Action::Load(Box::new(Opened::new(Position::initial(Variant::Russian)))));
    assert_eq!((s.variant(), prefs.flipped), (Variant::Russian, false));
}

fn on_the_clock(opponent: Opponent, control: &str) -> GameState {
    crate::clock::set_now(0);
    let mut s = game(opponent);
    let start = *s.start();
    let bottom = opponent.computer_side().map_or(Color::White, |c| !c);
    s.reduce_now(Action::new_game(Opened { opponent, level: Some(1), clocks: Some(Clocks::new(control.parse().unwrap())), ..Opened::new(start) }, bottom));
    s
}

#[test]
fn a_flag_loses_the_game_and_a_late_move_does_not_count() {
    let mut s = on_the_clock(Opponent::Local, "3+2");
    crate::clock::set_now(5_000);
    play(&mut s, &["22-17"]);
    let clocks = *s.clocks().unwrap();
    assert_eq!((clocks.running(), clocks.left_at(Color::White, 5_000)), (Some(Color::Black), 180_000), "the first move is free");
    crate::clock::set_now(5_000 + 179_999);
    s.reduce_now(Action::Flag);
    assert_eq!(s.outcome(), None, "one millisecond left");
    crate::clock::set_now(5_000 + 180_000);
    s.reduce_now(Action::Flag);
    assert_eq!((s.outcome(), s.result()), (Some(Ending::Decided(Decision::Flagged(Color::Black))), Some("2-0")));
    // A move sent after the flag fell is the flag.
    let mut s = on_the_clock(Opponent::Local, "3+2");
    play(&mut s, &["22-17"]);
    crate::clock::set_now(200_000);
    play(&mut s, &["11-15"]);
    assert_eq!((s.ply(), s.outcome()), (1, Some(Ending::Decided(Decision::Flagged(Color::Black)))));
}

#[test]
fn clocks_travel_in_links_of_a_game_in_progress() {
    let mut s = on_the_clock(Opponent::Local, "5+3");
    play(&mut s, &["22-17"]);
    crate::clock::set_now(4_000);
    play(&mut s, &["11-15"]);
    let query = to_query(&s.game());
    assert!(query.contains("clock=5%2B3&wtime=300000&btime=299000"), "{query}");
    crate::clock::set_now(10_000);
    let back = GameState::opened(read_link::<Position>(&query).unwrap().game, crate::clock::now_ms());
    let clocks = back.clocks().unwrap();
    assert_eq!((clocks.running(), clocks.left_at(Color::White, 12_000)), (Some(Color::White), 298_000), "White's clock runs again");
    // `clock=3+2` as typed in an address bar (`+` is a space there), and a bad one dropped.
    assert_eq!(read_link::<Position>("clock=3+2").unwrap().game.clocks.map(|c| c.control.to_string()), Some("3+2".into()));
    let read = read_link::<Position>("moves=22-17&clock=3+2&wtime=x&btime=1").unwrap();
    assert_eq!(read.dropped, vec![crate::link::ShareError::BadClock("x".into())]);
    assert_eq!(read.game.clocks, Some(Clocks::new("3+2".parse().unwrap())), "the control is kept, the times left dropped");
    let read = read_link::<Position>("clock=fast").unwrap();
    assert_eq!((read.game.clocks, read.dropped.len()), (None, 1));
}

#[test]
fn against_the_computer_the_clocks_pause_while_the_page_is_hidden() {
    let mut s = on_the_clock(vs(Color::Black), "3+2");
    play(&mut s, &["22-17"]);
    s.reduce_now(Action::Hidden(true));
    crate::clock::set_now(500_000);
    s.reduce_now(Action::Flag);
    assert_eq!(s.outcome(), None, "no time passes while hidden");
    s.reduce_now(Action::Hidden(false));
    assert_eq!(s.clocks().unwrap().left_at(Color::Black, 501_000), 179_000);
    // Between two players at one device the clocks run on.
    let mut s = on_the_clock(Opponent::Local, "3+2");
    play(&mut s, &["22-17"]);
    s.reduce_now(Action::Hidden(true));
    crate::clock::set_now(190_000);
    s.reduce_now(Action::Flag);
    assert!(s.outcome().is_some());
}

#[test]
fn a_rematch_keeps_the_time_control() {
    let mut s = on_the_clock(vs(Color::Black), "10+5");
    play(&mut s, &["22-17"]);
    s.reduce_now(Action::Resign);
    s.reduce_now(Action::Rematch);
    assert_eq!(s.clocks().map(|c| c.control.to_string()), Some("10+5".into()));
}

#[test]
fn against_the_computer_a_variation_starts_only_on_the_player_s_turn() {
    let mut s = game(vs(Color::Black));
    play(&mut s, &["22-17"]);
    computer_plays(&mut s, "11-15", false);
    s.reduce_now(Action::GoTo(1));
    play(&mut s, &["12-16"]);
    assert_eq!((s.line().len(), s.message()), (2, Some(&Message::ComputerTurn)), "never the computer's pieces");
    s.reduce_now(Action::GoTo(0));
    play(&mut s, &["23-18"]);
    assert_eq!((s.move_texts(), s.variations().len()), (&["23-18".to_string()][..], 1));
    assert!(s.computer_to_move());
}

#[test]
fn the_notation_setting_moves_the_board_labels_with_it_unless_they_are_off() {
    use crate::ui::prefs::{Coords, Notation};
    let (mut s, mut prefs) = (game(Opponent::Local), Prefs::new(Lang::En));
    prefs.reduce(PrefsAction::Notation(Notation::Algebraic));
    assert_eq!((prefs.notation, prefs.coords, s.board_view(&prefs).coords), (Notation::Algebraic, Coords::Algebraic, Coords::Algebraic));
    prefs.reduce(PrefsAction::Coords(Coords::Off));
    prefs.reduce(PrefsAction::Notation(Notation::Numbers));
    assert_eq!((prefs.notation, prefs.coords, s.board_view(&prefs).coords), (Notation::Numbers, Coords::Off, Coords::Off));
    assert_eq!(crate::ui::prefs::Prefs::from_text(&prefs.to_text(), Prefs::new(Lang::En)), prefs);
    // A typed move reads in either notation.
    play(&mut s, &["c3-d4"]);
    assert_eq!(s.move_texts(), ["22-18"]);
}

#[test]
fn a_game_from_pdn_keeps_its_header_until_a_new_game() {
    let text = "[White \"Ana\"]\n[Black \"Boris\"]\n1. 22-17 {central} 11-15 *\n";
    let games = damas_engine::notation::pdn::read_games(text, Variant::Brazilian).unwrap();
    let mut s = GameState::opened(Opened::new(Position::initial(Variant::Brazilian)), crate::clock::now_ms());
    s.reduce_now(Action::Load(Box::new(crate::link::pdn::to_opened(&games[0]).unwrap())));
    assert_eq!(s.round().about().white.as_deref(), Some("Ana"));
    // Played on and looked back at: the header and the comment stay with the game.
    s.reduce_now(Action::Typed("17-13".into()));
    s.reduce_now(Action::GoTo(0));
    let first = s.record().mainline()[0];
    assert_eq!((s.record().node(first).and_then(|n| n.comment()), s.game().about.black.as_deref()), (Some("central"), Some("Boris")));
    // A rematch or a new game is played here: not Ana's and Boris's.
    s.reduce_now(Action::Rematch);
    assert!(s.round().about().is_empty());
    s.reduce_now(Action::Load(Box::new(crate::link::pdn::to_opened(&games[0]).unwrap())));
    s.reduce_now(Action::new_game(Opened::new(Position::initial(Variant::Brazilian)), Color::White));
    assert!(s.game().about.is_empty());
}

#[test]
fn a_switch_of_game_keeps_the_computer_with_the_players_side_and_level_else_two_players() {
    use damas_engine::GameKind;
    let russian = GameKind::Draughts(Variant::Russian);
    assert_eq!(switch_query(russian, vs(Color::White), Color::Black, 4), "variant=russian&computer=white&level=4");
    assert_eq!(switch_query(GameKind::Lasca, vs(Color::Black), Color::White, 99), format!("variant=lasca&computer=black&level={}", damas_ai::MAX_LEVEL));
    for opponent in [Opponent::Local, Opponent::Remote { side: Color::Black }] {
        assert_eq!(switch_query(russian, opponent, Color::Black, 4), "variant=russian");
    }
    // The link opens that game against the computer as asked, with nothing played.
    let read = read_link::<Position>(&switch_query(russian, vs(Color::White), Color::Black, 4)).unwrap().game;
    assert_eq!((read.opponent, read.level, read.record.is_empty()), (vs(Color::White), Some(4), true));
    assert_eq!(*read.record.start(), Position::initial(Variant::Russian));
}
