//! The Lasca page's state machine: clicks, typed moves, the record, links and levels.

use super::*;

fn click(s: &mut LascaState, name: &str) {
    s.reduce(LascaAction::Click(bit_of(name).unwrap()));
}

#[test]
fn typed_moves_play_or_get_the_reasons_a_click_would() {
    let typed = |s: &mut LascaState, t: &str| s.reduce(LascaAction::Typed(t.into()));
    let mut s = LascaState::default();
    typed(&mut s, " C3-B4 ");
    assert_eq!(s.move_texts(), ["c3-b4"]);
    typed(&mut s, "e5-d4");
    assert!(matches!(s.message, Some(LascaMessage::CaptureAvailable(_))), "{:?}", s.message);
    typed(&mut s, "c3-d4");
    assert_eq!(s.message, Some(LascaMessage::NotYours));
    // A quiet move while a capture is compulsory: the engine names the capturers.
    typed(&mut s, "a5-b4");
    assert_eq!(s.message, Some(LascaMessage::CaptureAvailable(vec![bit_of("a5").unwrap()])));
    typed(&mut s, "hello");
    assert_eq!(s.message, Some(LascaMessage::Unreadable { text: "hello".into(), example: Some("a5xc3".into()) }));
    typed(&mut s, "a5xc3");
    assert_eq!(s.move_texts(), ["c3-b4", "a5xc3"]);
    let mut cpu = LascaState::from_query("variant=lasca&computer=white&level=1").unwrap().state;
    typed(&mut cpu, "c3-b4");
    assert_eq!((cpu.move_texts().len(), cpu.message.clone()), (0, Some(LascaMessage::ComputerTurn)));
}

#[test]
fn a_capture_by_clicks_builds_a_column() {
    let mut s = LascaState::default();
    click(&mut s, "c3");
    assert_eq!(s.selected(), bit_of("c3"));
    click(&mut s, "b4");
    assert_eq!(s.move_texts(), ["c3-b4"]);
    // Black must take: a5 and c5 both can; clicking a quiet piece says so.
    click(&mut s, "e5");
    assert!(matches!(s.message, Some(LascaMessage::CaptureAvailable(_))));
    assert!(s.marks(bit_of("a5").unwrap()).forced);
    click(&mut s, "a5");
    assert!(s.marks(bit_of("c3").unwrap()).dest);
    assert!(s.marks(bit_of("b4").unwrap()).captured);
    click(&mut s, "c3");
    let column = s.position().column(bit_of("c3").unwrap());
    assert_eq!(column.height(), 2, "the prisoner went under the capturer");
    assert!(s.position().to_fen().contains("c3=wb"));
}

#[test]
fn refusals_and_game_end() {
    let mut s = LascaState::default();
    click(&mut s, "a5");
    assert_eq!(s.message, Some(LascaMessage::NotYours));
    click(&mut s, "a1");
    assert_eq!(s.message, Some(LascaMessage::CannotMove));
    let over = LascaState::from_query("variant=lasca&fen=B:e5%3Dbw").unwrap().state;
    assert_eq!(over.status(), LascaStatus::Won(Color::White));
}

#[test]
fn links_round_trip_and_errors_are_typed() {
    let mut s = LascaState::default();
    for m in ["c3-b4", "a5xc3"] {
        let mv = s.position().parse_move(m).unwrap();
        s.reduce(LascaAction::Play(mv));
    }
    s.reduce(LascaAction::Undo);
    let q = s.to_query();
    assert_eq!(q, "variant=lasca&moves=c3-b4+a5xc3&ply=1");
    assert_eq!(LascaState::from_query(&q).unwrap().state, s);
    let set_up = LascaState::from_query("?variant=lasca&fen=W:c3%3Dw,d4%3Dwb&computer=black&level=2").unwrap().state;
    assert_eq!(set_up.computer, Some(Color::Black));
    assert_eq!(LascaState::from_query(&set_up.to_query()).unwrap().state, set_up);
    assert!(matches!(LascaState::from_query("variant=lasca&fen=W:z9%3Dw"), Err(ShareError::BadFen(_))));
    assert!(matches!(LascaState::from_query("variant=lasca&moves=c3-c4"), Err(ShareError::BadMove { ply: 1, .. })));
    assert!(matches!(LascaState::from_query("variant=lasca&fen=%zz"), Err(ShareError::BadEncoding(_))));
    assert!(matches!(LascaState::from_query("moves=22-17"), Err(ShareError::OtherGame(_))));
    for junk in ["%", "fen=%E2%82", "moves=++++", "ply=-1", "&&&=", "computer=red"] {
        let _ = LascaState::from_query(junk);
    }
}

#[test]
fn pdn_export_and_import_give_the_same_game() {
    let mut s = LascaState::default();
    for m in ["c3-b4", "a5xc3", "d2xb4"] {
        let mv = s.position().parse_move(m).unwrap();
        s.reduce(LascaAction::Play(mv));
    }
    let pdn = s.to_pdn("2026.11.22");
    let game = &damas_engine::lasca::read_lasca_games(&pdn).unwrap()[0];
    let mut other = LascaState::default();
    other.reduce(LascaAction::Load { start: Box::new(game.start), moves: game.moves.clone() });
    assert_eq!(other.move_texts(), s.move_texts());
    assert_eq!(other.position(), s.position());
}

#[test]
fn the_computer_side_cannot_be_moved_by_hand() {
    let mut s = LascaState::default();
    s.reduce(LascaAction::NewGame { computer: Some(Color::White), level: 1 });
    assert!(s.computer_to_move());
    click(&mut s, "c3");
    assert_eq!(s.message, Some(LascaMessage::ComputerTurn));
    let fen = s.position().to_fen();
    s.reduce(LascaAction::ComputerMove { fen: fen.clone(), text: "c3-b4".into() });
    assert_eq!(s.move_texts(), ["c3-b4"]);
    // A stale answer (for another position) is ignored.
    s.reduce(LascaAction::ComputerMove { fen, text: "e3-f4".into() });
    assert_eq!(s.move_texts().len(), 1);
    // Looking back at the start (the computer's turn) does not wake the computer.
    s.reduce(LascaAction::GoTo(0));
    assert!(!s.computer_to_move());
    click(&mut s, "c3");
    assert_eq!(s.message, Some(LascaMessage::ComputerTurn), "still not the player's piece to move");
    s.reduce(LascaAction::Redo);
    assert_eq!(s.move_texts(), ["c3-b4"]);
}

fn play_texts(s: &mut LascaState, texts: &[&str]) {
    for t in texts {
        let mv = s.position().parse_move(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        s.reduce(LascaAction::Play(mv));
    }
}

#[test]
fn threefold_repetition_draws_from_the_record() {
    let mut s = LascaState::from_start(LascaPosition::from_fen("W:a1=W:g7=B").unwrap());
    play_texts(&mut s, &["a1-b2", "g7-f6", "b2-a1", "f6-g7", "a1-b2", "g7-f6", "b2-a1"]);
    assert!(matches!(s.status(), LascaStatus::ToMove { .. }), "only twice so far");
    play_texts(&mut s, &["f6-g7"]);
    assert_eq!((s.status(), s.result()), (LascaStatus::Drawn, Some("1/2-1/2")));
    click(&mut s, "a1");
    assert_eq!(s.message, Some(LascaMessage::GameOver));
    assert!(s.to_pdn("2026.01.01").contains("1/2-1/2"));
    // Looking back, the game goes on; the link keeps the line and the ply on view.
    s.reduce(LascaAction::GoTo(4));
    assert!(matches!(s.status(), LascaStatus::ToMove { .. }));
    assert_eq!(LascaState::from_query(&s.to_query()).unwrap().state, s);
    // A link that plays on after the draw is refused at the move after it.
    let over = format!("{}+a1-b2", s.to_query().replace("&ply=4", ""));
    assert_eq!(LascaState::from_query(&over), Err(ShareError::AfterEnd { ply: 9 }), "{over}");
}

#[test]
fn undo_against_the_computer_goes_back_to_the_players_turn() {
    let mut s = LascaState::from_query("variant=lasca&computer=black&level=1").unwrap().state;
    play_texts(&mut s, &["c3-b4"]);
    let fen = s.position().to_fen();
    s.reduce(LascaAction::ComputerMove { fen, text: "a5xc3".into() });
    play_texts(&mut s, &["d2xb4"]);
    assert_eq!(s.ply(), 3);
    // While the computer thinks (ply 3, its turn): back to the player's previous turn, ply 2.
    assert_eq!(s.undo_target(), Some(2));
    s.reduce(LascaAction::Undo);
    assert_eq!(s.ply(), 2);
    // From the player's turn: over the computer's reply and the player's move, to ply 0.
    s.reduce(LascaAction::Undo);
    assert_eq!((s.ply(), s.undo_target()), (0, None));
    // Redo steps over the computer's moves to the player's turns.
    assert_eq!(s.redo_target(), Some(2));
    s.reduce(LascaAction::Redo);
    assert_eq!(s.ply(), 2);
    s.reduce(LascaAction::Redo);
    assert_eq!((s.ply(), s.redo_target()), (3, None));
    // Two players: one ply each way.
    let mut two = LascaState::default();
    play_texts(&mut two, &["c3-b4", "a5xc3"]);
    two.reduce(LascaAction::Undo);
    assert_eq!(two.ply(), 1);
    two.reduce(LascaAction::Redo);
    assert_eq!(two.ply(), 2);
    // Playing the next move of the line keeps the line; another move branches.
    two.reduce(LascaAction::GoTo(1));
    play_texts(&mut two, &["a5xc3"]);
    assert_eq!((two.ply(), two.move_texts().len()), (2, 2));
    two.reduce(LascaAction::GoTo(0));
    play_texts(&mut two, &["c3-d4"]);
    assert_eq!(two.move_texts(), ["c3-d4"]);
}

#[test]
fn clicks_and_typed_moves_are_refused_with_the_engines_reasons() {
    let typed = |s: &mut LascaState, t: &str| s.reduce(LascaAction::Typed(t.into()));
    let quiet = LascaPosition::from_fen("W:d4=w,a1=W:g7=b").unwrap();
    let mut s = LascaState::from_start(quiet);
    typed(&mut s, "d4-c3");
    assert_eq!(s.message, Some(LascaMessage::ForwardOnly));
    click(&mut s, "d4");
    click(&mut s, "c3");
    assert_eq!((s.message.clone(), s.selected()), (Some(LascaMessage::ForwardOnly), bit_of("d4")));
    click(&mut s, "f6");
    assert_eq!(s.message, Some(LascaMessage::NotLegal("d4-f6".into())));
    click(&mut s, "g7");
    assert_eq!(s.message, Some(LascaMessage::NotYours));
    typed(&mut s, "b4-c5");
    assert_eq!(s.message, Some(LascaMessage::NotYours), "an empty square holds no column of the player's");
    // A capture typed with a dash: the one legal move between those squares is played.
    let mut cap = LascaState::from_start(LascaPosition::from_fen("W:c3=w,d4=wb,a7=b").unwrap());
    typed(&mut cap, "e3-c5");
    assert_eq!(cap.message, Some(LascaMessage::NotYours));
    typed(&mut cap, "c3-d4");
    assert_eq!(cap.message, Some(LascaMessage::CaptureAvailable(vec![bit_of("c3").unwrap()])));
    typed(&mut cap, "c3-e5");
    assert_eq!(cap.move_texts(), ["c3xe5"]);
}

#[test]
fn a_bad_level_costs_only_the_level() {
    for bad in ["12", "0", "abc", "", "-1"] {
        let read = LascaState::from_query(&format!("variant=lasca&moves=c3-b4&computer=black&level={bad}")).unwrap();
        assert_eq!(read.dropped, vec![ShareError::BadLevel(bad.into())], "level={bad}");
        assert_eq!((read.state.move_texts(), read.state.computer), (&["c3-b4".to_string()][..], Some(Color::Black)));
        assert_eq!(read.state.level, DEFAULT_LEVEL, "level={bad}");
    }
    let top = LascaState::from_query(&format!("variant=lasca&computer=black&level={MAX_LEVEL}")).unwrap();
    assert_eq!((top.state.level, top.dropped), (MAX_LEVEL, vec![]));
    assert_eq!(LascaState::default().level, 3, "the AI's default level");
    let mut s = LascaState::default();
    s.reduce(LascaAction::NewGame { computer: Some(Color::Black), level: 99 });
    assert_eq!(s.level, MAX_LEVEL);
    // The message names the level asked for and the one played, in the player's language.
    let dropped = LascaMessage::LinkPartDropped(ShareError::BadLevel("12".into()));
    let pos = LascaPosition::initial();
    let en = super::super::text::message(crate::ui::prefs::Lang::En, &dropped, &pos);
    assert!(en.contains("level “12”") && en.contains(&format!("1 to {MAX_LEVEL}")) && en.contains("level 3"), "{en}");
    let pt = super::super::text::message(crate::ui::prefs::Lang::Pt, &dropped, &pos);
    assert!(pt.contains("nível “12”") && pt.contains("nível 3"), "{pt}");
}
