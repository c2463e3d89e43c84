use super::*;
use crate::worker::protocol::{Request, MAX_MESSAGE};
use damas_engine::Variant;

fn search(json: &str) -> Result<Task, ProtocolError> {
    match Request::from_json(json)? {
        Request::Search(s) => s.validate(),
        Request::Stop { .. } => panic!("not a search"),
    }
}

fn request(game: GameKind, fen: String) -> SearchRequest {
    SearchRequest { id: 1, variant: game.to_string(), fen, history: Vec::new(), movetime_ms: None, depth: Some(2), level: None, seed: 0 }
}

fn start_fen(game: GameKind) -> String {
    match game {
        GameKind::Draughts(v) => Position::initial(v).to_fen(),
        GameKind::Lasca => LascaPosition::initial().to_fen(),
    }
}

#[test]
fn every_game_is_read_by_the_one_validator() {
    for game in GameKind::ALL {
        let task = request(game, start_fen(game)).validate().unwrap();
        assert_eq!(task.kind(), game);
        // Any spelling GameKind reads is accepted.
        let shouted = SearchRequest { variant: game.name().to_uppercase(), ..request(game, start_fen(game)) };
        assert_eq!(shouted.validate().unwrap().kind(), game);
    }
}

#[test]
fn unknown_games_and_bad_fens_are_typed_errors() {
    for name in ["chess", "", " ", "lasca2", "brazilian lasca"] {
        let err = SearchRequest { variant: name.into(), ..request(GameKind::Lasca, start_fen(GameKind::Lasca)) }.validate();
        assert!(matches!(&err, Err(ProtocolError::Game(e)) if e.0 == name.chars().take(40).collect::<String>()), "{name:?}: {err:?}");
    }
    for game in GameKind::ALL {
        for fen in ["", "x", "W:W99:B1", "W:z9=w", "W:W1:B1:K"] {
            let err = request(game, fen.into()).validate();
            assert!(matches!(err, Err(ProtocolError::Fen { index: None, .. })), "{game} {fen:?}: {err:?}");
        }
        let mut bad_history = request(game, start_fen(game));
        bad_history.history = vec![start_fen(game), "W:W99:B1".into()];
        assert!(matches!(bad_history.validate(), Err(ProtocolError::Fen { index: Some(1), .. })), "{game}");
    }
    let lasca_in_draughts = request(GameKind::Draughts(Variant::Brazilian), start_fen(GameKind::Lasca));
    assert!(matches!(lasca_in_draughts.validate(), Err(ProtocolError::Fen { .. })));
    let draughts_in_lasca = request(GameKind::Lasca, start_fen(GameKind::Draughts(Variant::Brazilian)));
    assert!(matches!(draughts_in_lasca.validate(), Err(ProtocolError::Fen { .. })));
}

#[test]
fn validates_every_field() {
    let Task::Draughts(ok) = search(r#"{"type":"search","id":1,"variant":"russian","fen":"W:W21-32:B1-12","level":3}"#).unwrap() else { panic!() };
    assert_eq!(ok.level.unwrap().number, 3);
    assert!(ok.limits.movetime_ms.is_some());
    let cases = [
        (r#"{"type":"search","id":1,"variant":"chess","fen":"W:W21-32:B1-12"}"#, "unknown game"),
        (r#"{"type":"search","id":1,"variant":"brazilian","fen":"W:W99:B1"}"#, "FEN"),
        (r#"{"type":"search","id":1,"variant":"brazilian","fen":"W:W21:B1","movetime_ms":0}"#, "movetime"),
        (r#"{"type":"search","id":1,"variant":"brazilian","fen":"W:W21:B1","depth":0}"#, "depth"),
        (r#"{"type":"search","id":1,"variant":"brazilian","fen":"W:W21:B1","depth":1000}"#, "depth"),
        (r#"{"type":"search","id":1,"variant":"brazilian","fen":"W:W21:B1","level":0}"#, "level"),
        (r#"{"type":"search","id":1,"variant":"brazilian","fen":"W:W21:B1","level":9}"#, "level"),
        (r#"{"type":"search","id":1,"variant":"brazilian","fen":"W:W21:B","history":["W:W22:B"]}"#, "history"),
        (r#"{"type":"search","id":1,"variant":"brazilian","fen":"B:W21:B"}"#, "no legal move"),
        (r#"{"type":"search","id":1,"variant":"lasca","fen":"W:c3=w","movetime_ms":600001}"#, "movetime"),
        (r#"{"type":"search","id":1,"variant":"lasca","fen":"W:c3=w","depth":0}"#, "depth"),
        (r#"{"type":"search","id":1,"variant":"lasca","fen":"W:c3=w","level":99}"#, "level"),
        (r#"{"type":"search","id":1,"variant":"lasca","fen":"B:e5=bw"}"#, "no legal move"),
        (r#"{"type":"search","id":-1}"#, "malformed"),
        (r#"{"type":"fly"}"#, "malformed"),
        ("not json", "malformed"),
        ("", "malformed"),
    ];
    for (json, what) in cases {
        let e = search(json).unwrap_err().to_string();
        assert!(e.contains(what), "{json}: {e}");
    }
    assert!(matches!(Request::from_json(&" ".repeat(MAX_MESSAGE + 1)), Err(ProtocolError::TooLong(_))));
    let long = SearchRequest { history: vec![String::new(); MAX_HISTORY + 1], ..request(GameKind::Lasca, start_fen(GameKind::Lasca)) };
    assert_eq!(long.validate(), Err(ProtocolError::HistoryTooLong(MAX_HISTORY + 1)));
}

#[test]
fn every_search_is_bounded_in_time() {
    let lasca = |json: &str| match search(json).unwrap() {
        Task::Lasca(job) => job.limits,
        Task::Draughts(_) => panic!("{json}"),
    };
    let level = r#"{"type":"search","id":1,"variant":"lasca","fen":"W:c3=w,a7=b","level":2}"#;
    assert_eq!(lasca(level), Limits { depth: Some(2), movetime_ms: Some(LASCA_CAP_MS), nodes: None, clock: None });
    let hint = r#"{"type":"search","id":1,"variant":"lasca","fen":"W:c3=w,a7=b","movetime_ms":5000}"#;
    assert_eq!(lasca(hint).movetime_ms, Some(5000.0));
    let Task::Draughts(job) = search(r#"{"type":"search","id":1,"variant":"brazilian","fen":"W:W21:B1","depth":9}"#).unwrap() else { panic!() };
    assert_eq!(job.limits, Limits { depth: Some(9), movetime_ms: Some(DEFAULT_CAP_MS), nodes: None, clock: None });
    let Task::Draughts(job) = search(r#"{"type":"search","id":1,"variant":"brazilian","fen":"W:W21:B1"}"#).unwrap() else { panic!() };
    assert_eq!(job.limits.movetime_ms, Some(1000.0));
}

#[test]
fn history_must_lead_to_the_position() {
    let start = Position::initial(Variant::Brazilian);
    let next = start.play(&start.parse_move("22-17").unwrap());
    let req = SearchRequest { history: vec![start.to_fen()], ..request(GameKind::Draughts(Variant::Brazilian), next.to_fen()) };
    let Task::Draughts(job) = req.validate().unwrap() else { panic!() };
    assert_eq!(job.history, vec![start]);
    let broken = SearchRequest { history: vec![next.to_fen()], ..req };
    assert_eq!(broken.validate().unwrap_err(), ProtocolError::HistoryBroken(0));

    // Lasca's history is checked the same way.
    let mut line = vec![LascaPosition::initial()];
    for _ in 0..6 {
        let last = line[line.len() - 1];
        line.push(last.play(&last.legal_moves()[0]));
    }
    let root = line.pop().unwrap();
    let req = SearchRequest { history: line.iter().map(LascaPosition::to_fen).collect(), ..request(GameKind::Lasca, root.to_fen()) };
    let Task::Lasca(job) = req.validate().unwrap() else { panic!() };
    assert_eq!((job.root, job.history), (root, line.clone()));
    let mut skipped = req.clone();
    skipped.history.remove(2);
    assert_eq!(skipped.validate().unwrap_err(), ProtocolError::HistoryBroken(1));
}

#[test]
fn never_panics_on_hostile_text() {
    // A cheap fuzz: mutate valid requests of every game byte by byte, and feed odd strings.
    let mut state = 12345u64;
    let mut next = || {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        state >> 20
    };
    for game in GameKind::ALL {
        let valid = format!(
            r#"{{"type":"search","id":1,"variant":"{game}","fen":"{}","history":[],"movetime_ms":5,"level":2}}"#,
            start_fen(game)
        );
        for _ in 0..1500 {
            let mut bytes = valid.as_bytes().to_vec();
            for _ in 0..3 {
                let i = next() as usize % bytes.len();
                bytes[i] = next() as u8;
            }
            if let Ok(Request::Search(s)) = Request::from_json(&String::from_utf8_lossy(&bytes)) {
                let _ = s.validate();
            }
        }
        let odd = ["\u{0}", "é😀", "W:", ":::", "W:W,,,:B-", "W:a1=", "W:c3=wwwwwwwwwwwwwwwwwwwwww", "B:K1-50", &"9".repeat(100_000)];
        for text in odd {
            let _ = SearchRequest { variant: text.into(), ..request(game, text.into()) }.validate();
            let _ = SearchRequest { history: vec![text.into()], ..request(game, text.into()) }.validate();
            assert!(request(game, text.into()).validate().is_err(), "{game} {text:?}");
        }
    }
}
