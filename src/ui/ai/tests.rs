use super::*;
use damas_game::opponent::Opponent;
use damas_game::round::Opened;
use damas_engine::Record;
use crate::ui::game::state::Action;
use damas_ai::WIN;
use damas_engine::Variant;

/// The computer playing `side`.
fn vs(side: Color) -> Opponent {
    Opponent::Computer { side }
}

fn game(fen: &str, opponent: Opponent) -> GameState {
    let start = Position::from_fen(Variant::Brazilian, fen).unwrap();
    let game = Opened { opponent, level: Some(2), ..Opened::new(start) };
    GameState::opened(game, crate::clock::now_ms())
}

fn texts(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

#[test]
fn scores_read_from_whites_side_and_wins_in_moves() {
    assert_eq!(Eval::from_score(35, Color::White), Eval::Men(35));
    assert_eq!(Eval::from_score(35, Color::Black), Eval::Men(-35));
    assert_eq!(Eval::Men(35).men_text().unwrap(), "+0.35");
    assert_eq!(Eval::Men(-120).men_text().unwrap(), "-1.20");
    assert_eq!(Eval::Men(0).men_text().unwrap(), "0.00");
    // Side to move wins in 5 plies: its 3rd move ends the game.
    assert_eq!(Eval::from_score(WIN - 5, Color::Black), Eval::Win { side: Color::Black, moves: 3 });
    // Side to move loses in 4 plies: the opponent's 2nd move ends it.
    assert_eq!(Eval::from_score(-(WIN - 4), Color::Black), Eval::Win { side: Color::White, moves: 2 });
    assert_eq!(Eval::from_score(WIN - 1, Color::White).men_text(), None);
    let curve = damas_ai::expectation::curve(Variant::Brazilian);
    assert!((Eval::Men(0).white_share(curve) - 0.5).abs() < 1e-9);
    assert!(Eval::Men(100).white_share(curve) > 0.7 && Eval::Men(100).white_share(curve) < 0.8);
    assert!(Eval::Men(-100).white_share(curve) < 0.3);
    assert!(Eval::Men(i32::MAX).white_share(curve) < 1.0, "a score from the worker is clamped, not a win");
    assert_eq!(Eval::Win { side: Color::Black, moves: 2 }.white_share(curve), 0.0);
}

#[test]
fn a_line_becomes_arrows_as_far_as_it_is_legal() {
    let pos = Position::initial(Variant::Brazilian);
    let line = read_line(&pos, &texts(&["22-17", "11-15", "17-13", "99-1", "9-14"]));
    assert_eq!(line.len(), 3);
    let arrows = line_arrows(&line, ArrowKind::Line, 2);
    assert_eq!(arrows.len(), 2);
    assert_eq!(arrows[0].squares, vec![22, 17]);
    assert_eq!((arrows[1].side, arrows[1].index, arrows[1].text.as_str()), (Color::Black, 1, "11-15"));
    // A multi-capture's arrow goes through its landing squares.
    let cap = Position::from_fen(Variant::Brazilian, "W:W28,30:B8,16,24,26").unwrap();
    let line = read_line(&cap, &texts(&["28x3"]));
    assert_eq!(line_arrows(&line, ArrowKind::Hint, 3)[0].squares, vec![28, 19, 12, 3]);
    // Junk from the worker reads as nothing.
    for junk in ["", "x", "22-17-", "\u{0}", "1-1", "28x"] {
        assert!(read_move(&cap, junk).is_none(), "{junk:?}");
    }
}

#[test]
fn an_ambiguous_capture_text_is_resolved() {
    // The king on 21 takes 14, 15, 26 or 14, 11, 26, both ending on 30.
    let pos = Position::from_fen(Variant::Brazilian, "W:WK21:B4,11,14,15,26").unwrap();
    let full = read_move(&pos, "21x7x16x30").unwrap();
    assert_eq!(read_move(&pos, &pos.move_text(&full)), Some(full));
}

#[test]
fn the_computer_comes_first_then_the_hint_then_the_analysis() {
    let mut g = game("W:W21-32:B1-12", vs(Color::White));
    let mut ai = AiState::default();
    let t = wanted(&g, &ai).unwrap();
    assert_eq!((t.kind, t.level, t.ply), (Kind::Move, Some(2), 0));
    // The player's turn: nothing unless asked.
    let at = *g.position();
    g.reduce_now(Action::ComputerMove { at, mv: at.parse_move("22-17").unwrap(), accepts_draw: false });
    assert_eq!(wanted(&g, &ai), None);
    ai.reduce(AiAction::ToggleAnalysis);
    assert_eq!(wanted(&g, &ai).unwrap().kind, Kind::Analysis);
    ai.reduce(AiAction::AskHint { position: *g.position(), ply: 1 });
    let hint = wanted(&g, &ai).unwrap();
    assert_eq!(hint.kind, Kind::Hint);
    ai.reduce(AiAction::Info { task: hint.clone(), depth: 3, score: -20, nodes: 99, pv: texts(&["11-15", "17-13"]) });
    assert_eq!(ai.analysis_at(&g).unwrap().eval, Eval::Men(20), "Black's -0.20 is White's +0.20");
    ai.reduce(AiAction::Best { task: hint.clone(), mv: "11-15".into(), score: -20, depth: 4, pv: texts(&["11-15"]) });
    let arrows = ai.arrows(&g);
    assert!(arrows.iter().any(|a| a.kind == ArrowKind::Hint && a.squares == vec![11, 15]), "{arrows:?}");
    assert_eq!(wanted(&g, &ai).unwrap().kind, Kind::Analysis, "analysis resumes after the hint");
    let analysis = wanted(&g, &ai).unwrap();
    ai.reduce(AiAction::Best { task: analysis, mv: "11-15".into(), score: 0, depth: 9, pv: texts(&["11-15", "17-13"]) });
    assert_eq!(wanted(&g, &ai), None, "a finished analysis is not run again");
    // The line's first move is the hint's: drawn once, as the hint.
    assert_eq!(ai.arrows(&g).iter().map(|a| a.kind).collect::<Vec<_>>(), [ArrowKind::Line, ArrowKind::Hint]);
    ai.reduce(AiAction::ToggleAnalysis);
    assert_eq!(ai.arrows(&g).len(), 1, "the hint stays, the line goes with the panel");
    // The player moves: the hint belonged to the old position; the computer thinks.
    let mut p = g.clone();
    p.reduce_now(Action::Click(11));
    p.reduce_now(Action::Click(15));
    assert!(ai.arrows(&p).is_empty());
    assert_eq!(wanted(&p, &ai).unwrap().kind, Kind::Move);
}

#[test]
fn a_hint_during_a_deep_analysis_is_its_first_move() {
    let g = game("W:W21-32:B1-12", Opponent::Local);
    let mut ai = AiState::default();
    ai.reduce(AiAction::ToggleAnalysis);
    let t = wanted(&g, &ai).unwrap();
    ai.reduce(AiAction::Info { task: t.clone(), depth: 4, score: 3, nodes: 9, pv: texts(&["22-18", "12-16"]) });
    ai.reduce(AiAction::AskHint { position: *g.position(), ply: 0 });
    assert!(ai.hint_at(&g).is_none(), "too shallow: a search of its own");
    assert_eq!(wanted(&g, &ai).unwrap().kind, Kind::Hint);
    ai.reduce(AiAction::Info { task: t, depth: HINT_FROM_DEPTH, score: 3, nodes: 9, pv: texts(&["23-19", "12-16"]) });
    ai.reduce(AiAction::AskHint { position: *g.position(), ply: 0 });
    assert_eq!(ai.hint_at(&g).unwrap().arrow.text, "23-19");
    assert_eq!(wanted(&g, &ai).unwrap().kind, Kind::Analysis);
}

#[test]
fn a_hint_and_the_analysis_never_draw_two_best_moves() {
    let g = game("W:W21-32:B1-12", Opponent::Local);
    let mut ai = AiState::default();
    ai.reduce(AiAction::ToggleAnalysis);
    let t = wanted(&g, &ai).unwrap();
    ai.reduce(AiAction::Info { task: t.clone(), depth: HINT_FROM_DEPTH, score: 3, nodes: 9, pv: texts(&["23-19", "12-16"]) });
    ai.reduce(AiAction::AskHint { position: *g.position(), ply: 0 });
    // The same first move: drawn once, as the hint, with the rest of the line.
    let arrows = ai.arrows(&g);
    let texts_of = |arrows: &[Arrow]| arrows.iter().map(|a| (a.kind, a.text.clone())).collect::<Vec<_>>();
    assert_eq!(texts_of(&arrows), [(ArrowKind::Line, "12-16".to_string()), (ArrowKind::Hint, "23-19".to_string())]);
    // The analysis, deeper, changes its mind: its line alone is drawn.
    ai.reduce(AiAction::Info { task: t, depth: HINT_FROM_DEPTH + 2, score: 5, nodes: 99, pv: texts(&["22-18", "12-16"]) });
    let arrows = ai.arrows(&g);
    assert!(arrows.iter().all(|a| a.kind != ArrowKind::Hint), "{:?}", texts_of(&arrows));
    assert_eq!(arrows.last().map(|a| a.text.as_str()), Some("22-18"));
    // Without the analysis, the hint is drawn.
    ai.reduce(AiAction::ToggleAnalysis);
    assert_eq!(texts_of(&ai.arrows(&g)), [(ArrowKind::Hint, "23-19".to_string())]);
}

#[test]
fn a_failed_search_waits_for_retry_and_a_finished_game_for_nothing() {
    let g = game("W:W21-32:B1-12", vs(Color::White));
    let mut ai = AiState::default();
    let t = wanted(&g, &ai).unwrap();
    ai.reduce(AiAction::Failed { task: t.clone(), message: "stopped answering".into() });
    assert_eq!(wanted(&g, &ai), None);
    ai.reduce(AiAction::Retry);
    assert_eq!(wanted(&g, &ai), Some(t));
    let mut over = game("W:W22:B18", vs(Color::Black));
    over.reduce_now(Action::Click(22));
    over.reduce_now(Action::Click(15));
    ai.reduce(AiAction::ToggleAnalysis);
    assert!(over.outcome().is_some());
    assert_eq!(wanted(&over, &ai), None);
}

#[test]
fn requests_carry_the_game() {
    let start = Position::initial(Variant::Brazilian);
    let next = start.play(&start.parse_move("22-17").unwrap());
    let task = Task { kind: Kind::Move, position: next, ply: 1, level: Some(4), movetime_ms: None };
    let r = request(&task, &[start], 7);
    assert_eq!((r.level, r.movetime_ms, r.seed, r.variant.as_str()), (Some(4), None, 7, "brazilian"));
    assert_eq!(r.history, vec![start.to_fen()]);
    r.validate().unwrap();
    let hint = request(&Task { kind: Kind::Hint, level: None, ..task.clone() }, &[start], 0);
    assert_eq!((hint.level, hint.movetime_ms), (None, Some(HINT_MS)));
    hint.validate().unwrap();
    // A very long game sends its latest positions only, still leading to the position.
    let mut history = vec![];
    let mut pos = Position::from_fen(Variant::Brazilian, "W:WK29:BK1").unwrap();
    let cycle = ["29-25", "1-6", "25-29", "6-1"];
    for i in 0..(MAX_HISTORY + 10) {
        history.push(pos);
        pos = pos.play(&pos.parse_move(cycle[i % 4]).unwrap());
    }
    let r = request(&Task { kind: Kind::Analysis, position: pos, ply: history.len(), level: None, movetime_ms: None }, &history, 0);
    assert_eq!(r.history.len(), MAX_HISTORY);
    assert!(r.validate().is_ok());
}

#[test]
fn analysis_of_a_forced_move_looks_deeper_than_one_ply() {
    // White's only move is a capture: a hint takes it at once, analysis searches on.
    let pos = Position::from_fen(Variant::Brazilian, "W:W22,30,31:B18,3,4").unwrap();
    assert_eq!(pos.legal_moves().len(), 1);
    let depth = |kind| {
        let searched = request(&Task { kind, position: pos, ply: 0, level: None, movetime_ms: None }, &[], 0).validate();
        let Ok(crate::worker::job::Task::Draughts(job)) = searched else { panic!("{searched:?}") };
        // The request's own limits, without the clock and capped at 8 plies to stay quick.
        let limits = damas_ai::Limits { movetime_ms: None, depth: job.limits.depth.map(|d| d.min(8)), nodes: None, clock: None };
        damas_ai::Engine::new(4).search(&pos, &[], &limits, &damas_ai::NoClock, &mut |_| {}).depth
    };
    assert_eq!(depth(Kind::Hint), 1);
    assert_eq!(depth(Kind::Analysis), 8);
}

#[test]
fn lasca_asks_the_same_searches_and_reads_its_answers() {
    use damas_engine::lasca::LascaPosition;
    let start = LascaPosition::initial();
    let opened = crate::ui::game::state::Opened { record: damas_engine::Record::new(start), opponent: damas_game::opponent::Opponent::Computer { side: Color::White }, level: Some(2), end: None, clocks: None, ballot: None, about: Default::default() };
    let game = GameState::opened(opened, crate::clock::now_ms());
    let mut ai = AiState::default();
    let task = wanted(&game, &ai).expect("the computer plays White");
    assert_eq!((task.kind, task.level), (Kind::Move, Some(2)));
    let r = request(&task, game.history(), 7);
    assert_eq!(r.variant, "lasca");
    assert!(matches!(r.validate(), Ok(crate::worker::job::Task::Lasca(_))), "{:?}", r.validate());
    // A hint's answer becomes an arrow through numbered squares; a bad move text is refused.
    let hint = Task { kind: Kind::Hint, position: start, ply: 0, level: None, movetime_ms: None };
    ai.reduce(AiAction::Best { task: hint.clone(), mv: "c3-b4".into(), score: 0, depth: 3, pv: vec![] });
    let arrow = &ai.hint.as_ref().expect("a hint").arrow;
    assert_eq!((arrow.text.as_str(), arrow.squares.len()), ("c3-b4", 2));
    assert_eq!(read_move(&start, "c3-c4"), None);
}

#[test]
fn a_review_searches_every_position_then_a_round_of_mistakes_scores_tries() {
    use crate::ui::review::{Phase, Review};
    use damas_ai::{Engine, Limits, NoClock};
    // 23-18, the ninth and last move, gives away two men.
    let line = "22-17 10-14 17x10 7x14 25-22 6-10 22-17 9-13 23-18";
    let mut pos = Position::initial(Variant::Brazilian);
    let mut moves = vec![];
    for t in line.split_whitespace() {
        let mv = pos.parse_move(t).unwrap();
        moves.push(mv);
        pos = pos.play(&mv);
    }
    let shared = Opened { opponent: Opponent::Local, level: None, ..Opened::from_record(Record::from_line(Position::initial(Variant::Brazilian), &moves, moves.len()).unwrap()) };
    let mut g = GameState::opened(shared.clone(), crate::clock::now_ms());
    let mut ai = AiState::default();
    ai.reduce(AiAction::StartReview(Box::new(Review::new(g.record()))));
    let mut engine = Engine::new(8);
    let mut searched = vec![];
    while let Some(task) = wanted(&g, &ai) {
        assert_eq!(task.kind, Kind::Review);
        let r = request(&task, &g.record().positions()[..task.ply], 0);
        assert_eq!((r.movetime_ms, r.history.len()), (Some(crate::ui::review::REVIEW_MS), task.ply));
        let found = engine.search(&task.position, &g.record().positions()[..task.ply], &Limits::depth(8), &NoClock, &mut |_| {});
        searched.push(task.ply);
        ai.reduce(AiAction::Best { task: task.clone(), mv: task.position.move_text(&found.best.unwrap()), score: found.score.0, depth: 8, pv: vec![] });
        assert!(searched.len() <= 10, "each position once");
    }
    assert_eq!(searched, (0..=9).collect::<Vec<_>>());
    let review = ai.review_of(&g).unwrap();
    assert!(review.done());
    // At the blunder on view, the better move is drawn.
    g.reduce_now(Action::GoTo(9));
    let best = ai.arrows(&g);
    assert!(best.iter().any(|a| a.kind == ArrowKind::Best && a.side == Color::White), "{best:?}");
    // A round of White's mistakes: at the blunder, a good try is found good.
    ai.reduce(AiAction::LearnStart(Color::White));
    g.reduce_now(Action::GoTo(8));
    assert_eq!(ai.learning(&g).unwrap().1, Phase::Asking);
    assert!(ai.arrows(&g).iter().all(|a| a.kind != ArrowKind::Best), "not before it is asked for");
    let better = ai.review.as_ref().unwrap().verdict(8).unwrap().best.clone().unwrap();
    g.reduce_now(Action::Typed(better));
    let Some((_, Phase::Checking(_))) = ai.learning(&g) else { panic!("{:?}", ai.learning(&g)) };
    let task = wanted(&g, &ai).unwrap();
    assert_eq!((task.kind, task.ply), (Kind::Try, 9));
    ai.reduce(AiAction::Best { task, mv: String::new(), score: 0, depth: 1, pv: vec![] });
    let Some((_, Phase::Good(_))) = ai.learning(&g) else { panic!("{:?}", ai.learning(&g)) };
    assert_eq!(wanted(&g, &ai), None, "nothing more to search; the computer never moves in a round");
}

#[test]
fn the_computer_takes_a_draw_only_when_level_and_simplified() {
    let full = Position::initial(Variant::Brazilian);
    assert!(!accepts_draw(&full, 0), "the whole army is still on the board");
    let small = Position::from_fen(Variant::Brazilian, "B:W22,21,30:B1,5,12").unwrap();
    assert!(accepts_draw(&small, 10));
    assert!(!accepts_draw(&small, 80), "not level");
    assert!(!accepts_draw(&small, i32::MIN), "any score from the worker");
}

#[test]
fn the_computer_spends_its_share_of_its_clock() {
    crate::clock::set_now(0);
    let mut s = game("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12", vs(Color::Black));
    let start = *s.start();
    let clocked = Opened { opponent: Opponent::Computer { side: Color::Black }, level: Some(1), clocks: Some(damas_game::clock::Clocks::new("3+2".parse().unwrap())), ..Opened::new(start) };
    s.reduce_now(Action::new_game(clocked, Color::White));
    s.reduce_now(Action::Typed("22-17".into()));
    let task = wanted(&s, &AiState::default()).unwrap();
    let ms = task.movetime_ms.unwrap();
    assert_eq!(task.kind, Kind::Move);
    assert!((1_000..=30_000).contains(&ms), "a few seconds of three minutes: {ms}");
    // The share is fixed for the turn: the task does not change as the clock ticks.
    crate::clock::set_now(7_000);
    assert_eq!(wanted(&s, &AiState::default()), Some(task));
    let unclocked = game("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12", vs(Color::White));
    assert_eq!(wanted(&unclocked, &AiState::default()).unwrap().movetime_ms, None, "no clock, the level decides");
}

#[test]
fn the_engine_keeps_out_of_a_game_by_links_until_it_ends() {
    let read = |q: &str| GameState::opened(crate::link::read_link::<Position>(q).unwrap().game, crate::clock::now_ms());
    let by_links = read("moves=22-17&side=black");
    let mut ai = AiState::default();
    ai.reduce(AiAction::ToggleAnalysis);
    ai.reduce(AiAction::AskHint { position: *by_links.position(), ply: by_links.ply() });
    assert!(by_links.engine_kept_out());
    assert_eq!(wanted(&by_links, &ai), None, "no hint, no analysis while the friends play");
    let over = read("moves=22-17&side=black&end=black-resigned");
    assert!(!over.engine_kept_out());
    assert!(wanted(&over, &ai).is_none(), "an ended game needs no search");
    let at_the_device = read("moves=22-17");
    assert_eq!(wanted(&at_the_device, &ai).map(|t| t.kind), Some(Kind::Hint), "two players at one device keep their help");
}
