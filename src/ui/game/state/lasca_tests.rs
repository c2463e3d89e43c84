//! Lasca on the one game layer, [`GameState<LascaPosition>`]: clicks and typed moves, columns
//! built by captures, refusals with the engine's reasons, the end of the game, links and PDN,
//! the computer's turn, undo and redo, and a link's bad level.

use super::*;
use crate::link::{read_link, to_query, ShareError, MAX_LEVEL};
use damas_engine::lasca::square_number;
use damas_engine::lasca::{read_lasca_games, square_from_name, write_lasca_game, LascaPosition};
use damas_engine::DrawReason;

type Lasca = GameState<LascaPosition>;
type Msg = Message<LascaPosition>;

/// The number (1..=25) of the square named `name`.
fn sq(name: &str) -> u32 {
    square_number(square_from_name(name).unwrap()).unwrap()
}

fn open(start: LascaPosition, opponent: damas_game::opponent::Opponent, level: Option<u8>) -> Lasca {
    GameState::opened(Opened { opponent, level, ..Opened::new(start) }, crate::clock::now_ms())
}

fn new_game() -> Lasca {
    open(LascaPosition::initial(), damas_game::opponent::Opponent::Local, None)
}

fn from_fen(fen: &str) -> Lasca {
    open(LascaPosition::from_fen(fen).unwrap(), damas_game::opponent::Opponent::Local, None)
}

fn link(query: &str) -> Result<Lasca, ShareError<LascaPosition>> {
    read_link::<LascaPosition>(query).map(|l| GameState::opened(l.game, crate::clock::now_ms()))
}

fn query(s: &Lasca) -> String {
    to_query(&s.game())
}

fn click(s: &mut Lasca, names: &[&str]) {
    for name in names {
        s.reduce_now(Action::Click(sq(name)));
    }
}

fn typed(s: &mut Lasca, text: &str) {
    s.reduce_now(Action::Typed(text.into()));
}

fn play(s: &mut Lasca, texts: &[&str]) {
    for t in texts {
        let mv = s.position().parse_move(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        s.reduce_now(Action::Play(mv));
    }
}

#[test]
fn typed_moves_play_or_get_the_reasons_a_click_would() {
    let mut s = new_game();
    typed(&mut s, " C3-B4 ");
    assert_eq!(s.move_texts(), ["c3-b4"]);
    typed(&mut s, "e5-d4");
    assert!(matches!(s.message(), Some(Msg::CaptureAvailable { .. })), "{:?}", s.message());
    // From an empty square: no move goes there (the old page said "not your column").
    typed(&mut s, "c3-d4");
    assert_eq!(s.message(), Some(&Msg::NotLegal { from: sq("c3"), to: sq("d4") }));
    // A quiet move while a capture is compulsory: the engine names the capturers.
    typed(&mut s, "a5-b4");
    assert_eq!(s.message(), Some(&Msg::CaptureAvailable { with: vec![sq("a5")] }));
    typed(&mut s, "hello");
    assert_eq!(s.message(), Some(&Msg::UnreadableMove { text: "hello".into(), example: Some("a5xc3".into()) }));
    typed(&mut s, "a5xc3");
    assert_eq!(s.move_texts(), ["c3-b4", "a5xc3"]);
    let mut cpu = link("variant=lasca&computer=white&level=1").unwrap();
    typed(&mut cpu, "c3-b4");
    assert_eq!((cpu.move_texts().len(), cpu.message()), (0, Some(&Msg::ComputerTurn)));
}

#[test]
fn a_capture_by_clicks_builds_a_column() {
    let mut s = new_game();
    click(&mut s, &["c3"]);
    assert_eq!(s.selected(), Some(sq("c3")));
    click(&mut s, &["b4"]);
    assert_eq!(s.move_texts(), ["c3-b4"]);
    // Black must take with a5; clicking a quiet column says so.
    click(&mut s, &["e5"]);
    assert!(matches!(s.message(), Some(Msg::CaptureAvailable { .. })), "{:?}", s.message());
    let mark = |s: &Lasca, name: &str| s.marks()[sq(name) as usize - 1];
    assert!(mark(&s, "a5").forced);
    click(&mut s, &["a5"]);
    assert!(mark(&s, "c3").dest);
    assert!(mark(&s, "b4").captured);
    click(&mut s, &["c3"]);
    let column = s.position().column(square_from_name("c3").unwrap());
    assert_eq!(column.height(), 2, "the prisoner went under the capturer");
    assert!(s.position().to_fen().contains("c3=wb"), "{}", s.position().to_fen());
}

#[test]
fn refusals_and_game_end() {
    let mut s = new_game();
    click(&mut s, &["a5"]);
    assert_eq!(s.message(), Some(&Msg::NotYourPiece));
    click(&mut s, &["a1"]);
    assert_eq!(s.message(), Some(&Msg::PieceCannotMove));
    let mut over = link("variant=lasca&fen=B:e5%3Dbw").unwrap();
    assert_eq!((over.status(), over.result()), (Status::Over { ending: damas_engine::Ending::Rules(damas_engine::Outcome::Win(Color::White)), no_pieces: false }, Some("1-0")));
    click(&mut over, &["e5"]);
    assert_eq!(over.message(), Some(&Msg::GameOver));
}

#[test]
fn links_round_trip_and_errors_are_typed() {
    let mut s = new_game();
    play(&mut s, &["c3-b4", "a5xc3"]);
    s.reduce_now(Action::Undo);
    let q = query(&s);
    assert_eq!(q, "variant=lasca&moves=c3-b4+a5xc3&ply=1");
    assert_eq!(link(&q).unwrap(), s);
    let set_up = link("?variant=lasca&fen=W:c3%3Dw,d4%3Dwb&computer=black&level=2").unwrap();
    assert_eq!((set_up.computer(), set_up.level()), (Some(Color::Black), Some(2)));
    assert_eq!(link(&query(&set_up)).unwrap(), set_up);
    assert!(matches!(link("variant=lasca&fen=W:z9%3Dw"), Err(ShareError::BadFen(_))));
    assert!(matches!(link("variant=lasca&moves=c3-c4"), Err(ShareError::BadMove { ply: 1, .. })));
    assert!(matches!(link("variant=lasca&fen=%zz"), Err(ShareError::BadEncoding(_))));
    assert!(matches!(link("moves=22-17"), Err(ShareError::OtherGame(_))));
    // Junk never panics; whatever of it opens as a game links back to the same game.
    for junk in ["%", "fen=%E2%82", "moves=++++", "ply=-1", "&&&=", "computer=red"] {
        for q in [junk.to_string(), format!("variant=lasca&{junk}")] {
            if let Ok(game) = link(&q) {
                assert_eq!(link(&query(&game)).as_ref(), Ok(&game), "{q}");
            }
        }
    }
}

#[test]
fn pdn_export_and_import_give_the_same_game() {
    let mut s = new_game();
    play(&mut s, &["c3-b4", "a5xc3", "d2xb4"]);
    let pdn = write_lasca_game(s.start(), s.line(), s.result().unwrap_or("*"), &[("Date", "2026.11.22")]);
    let game = &read_lasca_games(&pdn).unwrap()[0];
    assert_eq!(game.result.as_deref(), Some("*"));
    let mut other = new_game();
    let record = Record::from_line(game.start, &game.moves, game.moves.len()).unwrap();
    other.reduce_now(Action::Load(Box::new(Opened::from_record(record))));
    assert_eq!(other.move_texts(), s.move_texts());
    assert_eq!(other.position(), s.position());
}

#[test]
fn the_computer_side_cannot_be_moved_by_hand() {
    let mut s = new_game();
    let start = LascaPosition::initial();
    let action = Action::new_game(Opened { opponent: Opponent::Computer { side: Color::White }, level: Some(1), ..Opened::new(start) }, Color::Black);
    // The page turns the board to the player's side (`Action::orientation`).
    assert_eq!(action.orientation(), Some(crate::ui::prefs::PrefsAction::Bottom(Color::Black)));
    s.reduce_now(action);
    assert!(s.computer_to_move());
    click(&mut s, &["c3"]);
    assert_eq!(s.message(), Some(&Msg::ComputerTurn));
    let mv = start.parse_move("c3-b4").unwrap();
    s.reduce_now(Action::ComputerMove { at: start, mv, accepts_draw: false });
    assert_eq!(s.move_texts(), ["c3-b4"]);
    // A stale answer (for another position) is ignored.
    let stale = start.parse_move("e3-f4").unwrap();
    s.reduce_now(Action::ComputerMove { at: start, mv: stale, accepts_draw: false });
    assert_eq!((s.ply(), s.move_texts().len()), (1, 1));
    // Looking back at the start (the computer's turn) does not wake the computer.
    s.reduce_now(Action::GoTo(0));
    assert!(!s.computer_to_move());
    click(&mut s, &["c3"]);
    assert_eq!(s.message(), Some(&Msg::ComputerTurn), "still not the player's piece to move");
    assert_eq!(s.ply(), 0);
    s.reduce_now(Action::Redo);
    assert_eq!((s.ply(), s.move_texts()), (1, &["c3-b4".to_string()][..]));
}

#[test]
fn threefold_repetition_draws_from_the_record() {
    let mut s = from_fen("W:a1=W:g7=B");
    play(&mut s, &["a1-b2", "g7-f6", "b2-a1", "f6-g7", "a1-b2", "g7-f6", "b2-a1"]);
    assert!(matches!(s.status(), Status::ToMove { .. }), "only twice so far");
    play(&mut s, &["f6-g7"]);
    let drawn = Status::Over { ending: damas_engine::Ending::Rules(damas_engine::Outcome::Draw(DrawReason::Repetition)), no_pieces: false };
    assert_eq!((s.status(), s.result()), (drawn, Some("1/2-1/2")));
    click(&mut s, &["a1"]);
    assert_eq!(s.message(), Some(&Msg::GameOver));
    let pdn = write_lasca_game(s.start(), s.line(), s.result().unwrap(), &[("Date", "2026.01.01")]);
    assert!(pdn.contains("1/2-1/2"), "{pdn}");
    // Looking back, the game goes on; the link keeps the line and the ply on view.
    s.reduce_now(Action::GoTo(4));
    assert!(matches!(s.status(), Status::ToMove { .. }));
    assert_eq!(link(&query(&s)).unwrap(), s);
    // A link that plays on after the draw is refused at the move after it.
    let over = format!("{}+a1-b2", query(&s).replace("&ply=4", ""));
    assert_eq!(link(&over), Err(ShareError::AfterEnd { ply: 9 }), "{over}");
}

#[test]
fn undo_against_the_computer_goes_back_to_the_players_turn() {
    let mut s = link("variant=lasca&computer=black&level=1").unwrap();
    play(&mut s, &["c3-b4"]);
    let at = *s.position();
    s.reduce_now(Action::ComputerMove { at, mv: at.parse_move("a5xc3").unwrap(), accepts_draw: false });
    play(&mut s, &["d2xb4"]);
    assert_eq!(s.ply(), 3);
    // While the computer thinks (ply 3, its turn): back to the player's previous turn, ply 2.
    assert_eq!(s.undo_target(), Some(2));
    s.reduce_now(Action::Undo);
    assert_eq!(s.ply(), 2);
    // From the player's turn: over the computer's reply and the player's move, to ply 0.
    s.reduce_now(Action::Undo);
    assert_eq!((s.ply(), s.undo_target()), (0, None));
    // Redo steps over the computer's moves to the player's turns.
    assert_eq!(s.redo_target(), Some(2));
    s.reduce_now(Action::Redo);
    assert_eq!(s.ply(), 2);
    s.reduce_now(Action::Redo);
    assert_eq!((s.ply(), s.redo_target()), (3, None));
    // Two players: one ply each way.
    let mut two = new_game();
    play(&mut two, &["c3-b4", "a5xc3"]);
    two.reduce_now(Action::Undo);
    assert_eq!(two.ply(), 1);
    two.reduce_now(Action::Redo);
    assert_eq!(two.ply(), 2);
    // Playing the next move of the line keeps the line; another move branches.
    two.reduce_now(Action::GoTo(1));
    play(&mut two, &["a5xc3"]);
    assert_eq!((two.ply(), two.move_texts().len()), (2, 2));
    two.reduce_now(Action::GoTo(0));
    play(&mut two, &["c3-d4"]);
    assert_eq!(two.move_texts(), ["c3-d4"]);
}

#[test]
fn clicks_and_typed_moves_are_refused_with_the_engines_reasons() {
    let mut s = from_fen("W:d4=w,a1=W:g7=b");
    typed(&mut s, "d4-c3");
    assert_eq!(s.message(), Some(&Msg::MenForwardOnly));
    // A refused target drops the selection (the old page kept d4 selected).
    click(&mut s, &["d4", "c3"]);
    assert_eq!((s.message(), s.selected()), (Some(&Msg::MenForwardOnly), None));
    click(&mut s, &["d4", "f6"]);
    assert_eq!(s.message(), Some(&Msg::OneSquare { king: false }), "a soldier steps one square");
    click(&mut s, &["g7"]);
    assert_eq!(s.message(), Some(&Msg::NotYourPiece));
    // From an empty square no move goes anywhere (the old page said "not your column").
    typed(&mut s, "b4-c5");
    assert_eq!(s.message(), Some(&Msg::NotLegal { from: sq("b4"), to: sq("c5") }));
    assert_eq!(s.ply(), 0);
    // A capture typed with a dash: the one legal move between those squares is played.
    let mut cap = from_fen("W:c3=w,d4=wb,a7=b");
    typed(&mut cap, "e3-c5");
    assert_eq!(cap.message(), Some(&Msg::NotLegal { from: sq("e3"), to: sq("c5") }));
    typed(&mut cap, "c3-d4");
    assert_eq!(cap.message(), Some(&Msg::CaptureAvailable { with: vec![sq("c3")] }));
    typed(&mut cap, "c3-e5");
    assert_eq!(cap.move_texts(), ["c3xe5"]);
}

#[test]
fn a_bad_level_costs_only_the_level() {
    for bad in ["12", "0", "abc", "", "-1"] {
        let read = read_link::<LascaPosition>(&format!("variant=lasca&moves=c3-b4&computer=black&level={bad}")).unwrap();
        assert_eq!(read.dropped, vec![ShareError::BadLevel(bad.into())], "level={bad}");
        let s = GameState::opened(read.game.clone(), crate::clock::now_ms());
        assert_eq!((s.move_texts(), s.computer()), (&["c3-b4".to_string()][..], Some(Color::Black)));
        // No level: the computer plays at the AI's default.
        assert_eq!(s.level(), None, "level={bad}");
    }
    let top = read_link::<LascaPosition>(&format!("variant=lasca&computer=black&level={MAX_LEVEL}")).unwrap();
    assert_eq!((top.game.level, top.dropped), (Some(MAX_LEVEL), vec![]));
    assert_eq!(new_game().level(), None, "the AI's default level (3) plays");
    // A new game at a level the AI lacks plays at its nearest one, and its link keeps that.
    let mut s = new_game();
    let settings = Opened { opponent: damas_game::opponent::Opponent::Computer { side: Color::Black }, level: Some(99), ..Opened::new(LascaPosition::initial()) };
    s.reduce_now(Action::new_game(settings, Color::White));
    assert_eq!(s.level(), Some(MAX_LEVEL));
    let read = read_link::<LascaPosition>(&query(&s)).unwrap();
    assert_eq!((read.game.level, read.game.opponent.computer_side(), read.dropped), (Some(MAX_LEVEL), Some(Color::Black), vec![]));
    // The message that names the level asked for and the one played: `text::message_text`'s tests.
}
