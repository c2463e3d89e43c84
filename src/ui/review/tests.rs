use super::*;
use damas_ai::{Engine, Limits, NoClock};
use damas_engine::notation::pdn::{read_games, write_game_noted};
use damas_engine::{Position, Variant};

/// Nine moves of a Brazilian game whose ninth, 23-18, gives away two men (found by search).
const BLUNDER_LINE: &str = "22-17 10-14 17x10 7x14 25-22 6-10 22-17 9-13 23-18";

fn record(line: &str) -> Record<Position> {
    let mut r = Record::new(Position::initial(Variant::Brazilian));
    for text in line.split_whitespace() {
        let mv = r.position().parse_move(text).unwrap();
        r.play(mv).unwrap();
    }
    r
}

/// Every position searched to `depth` by the engine, as the worker would answer.
fn searched(record: &Record<Position>, depth: u32) -> Review<Position> {
    let mut review = Review::new(record);
    let mut engine = Engine::new(8);
    while let Some(i) = review.next() {
        let pos = *review.position(i).unwrap();
        let r = engine.search(&pos, &record.positions()[..i], &Limits::depth(depth), &NoClock, &mut |_| {});
        review.record(i, r.score.0, r.best);
    }
    review
}

#[test]
fn losses_are_judged_by_the_thresholds() {
    assert_eq!(Judgement::of_loss(0.0), None);
    assert_eq!(Judgement::of_loss(INACCURACY - 1e-9), None);
    assert_eq!(Judgement::of_loss(INACCURACY), Some(Judgement::Inaccuracy));
    assert_eq!(Judgement::of_loss(MISTAKE), Some(Judgement::Mistake));
    assert_eq!(Judgement::of_loss(0.9), Some(Judgement::Blunder));
    assert_eq!([Judgement::Inaccuracy, Judgement::Mistake, Judgement::Blunder].map(|j| (j.glyph(), j.nag())), [("?!", 6), ("?", 2), ("??", 4)]);
    // On the fitted curve, from level: a fifth of a man is not yet a mistake, a man is a blunder.
    let c = curve(Variant::Brazilian);
    let loss = |cp: i32| c.expected(Score(0)) - c.expected(Score(-cp));
    assert!(Judgement::of_loss(loss(100)) == Some(Judgement::Blunder), "{}", loss(100));
    assert!(Judgement::of_loss(loss(10)).is_none(), "{}", loss(10));
}

#[test]
fn a_review_judges_moves_from_the_verdicts() {
    let r = record("22-17 10-14 17x10");
    let mut review = Review::new(&r);
    assert_eq!((review.next(), review.progress(), review.done()), (Some(0), 0, false));
    let positions = r.positions().to_vec();
    let pos = |i: usize| positions[i];
    let mv = |i: usize, t: &str| Some(pos(i).parse_move(t).unwrap());
    review.record(0, 10, mv(0, "22-17"));
    review.record(1, -10, mv(1, "11-15"));
    assert_eq!(review.progress(), 50);
    assert_eq!(review.accuracy(Color::White), None, "not before the end");
    // White's best was played: nothing lost whatever the next search says.
    assert_eq!(review.judge(0).unwrap().loss, 0.0);
    // Black played 10-14, not the best 11-15: after it White (to move) is a man up.
    review.record(2, 120, mv(2, "17x10"));
    let black = review.judge(1).unwrap();
    assert_eq!((black.side, black.best.as_deref(), black.judgement), (Color::Black, Some("11-15"), Some(Judgement::Blunder)));
    // 17x10 is White's only move: never judged.
    review.record(3, -130, None);
    assert!(review.done());
    let forced = review.judge(2).unwrap();
    assert!(!forced.choice && forced.judgement.is_none());
    assert_eq!(review.accuracy(Color::White), Some(100));
    assert!(review.accuracy(Color::Black).unwrap() < 15, "{:?}", review.accuracy(Color::Black));
    assert_eq!(review.mistakes(Color::Black).len(), 1);
    let graph = review.white_expected();
    assert!(graph.iter().all(Option::is_some));
    assert!(graph[2].unwrap() > 0.75 && graph[3].unwrap() > 0.75 && graph[0].unwrap() > 0.5, "{graph:?}");
    // A best move that is not legal there is dropped.
    review.record(0, 0, mv(1, "11-15"));
    assert_eq!(review.verdict(0).unwrap().best, None);
    // A try that is the best, or gives away little, counts; a poor one does not.
    let at1 = pos(1);
    assert_eq!(review.try_is_good(1, &at1.parse_move("11-15").unwrap(), 999), Some(true));
    assert_eq!(review.try_is_good(1, &at1.parse_move("11-16").unwrap(), 5), Some(true));
    assert_eq!(review.try_is_good(1, &at1.parse_move("11-16").unwrap(), 150), Some(false));
}

#[test]
fn the_engine_finds_the_blunder() {
    let r = record(BLUNDER_LINE);
    let mut line = BLUNDER_LINE.to_string();
    // Black's punishing reply, then the review of the whole game.
    let after = *r.position();
    let reply = Engine::new(8).search(&after, &r.positions()[..r.len()], &Limits::depth(8), &NoClock, &mut |_| {}).best.unwrap();
    line.push(' ');
    line.push_str(&after.move_text(&reply));
    let review = searched(&record(&line), 8);
    let judged = review.judged();
    let blunders: Vec<&str> = judged.iter().filter(|m| m.judgement == Some(Judgement::Blunder)).map(|m| m.played.as_str()).collect();
    assert_eq!(blunders, ["23-18"], "{judged:?}");
    assert!(review.accuracy(Color::White).unwrap() < review.accuracy(Color::Black).unwrap());
}

#[test]
fn a_review_travels_in_pdn_and_reads_back_the_same() {
    let r = record(BLUNDER_LINE);
    let review = searched(&r, 6);
    let notes = review.notes(str::to_string);
    assert!(notes.intro[0].starts_with("[%eval "), "{:?}", notes.intro);
    let blunder = &notes.moves[8];
    assert_eq!(blunder.nag, Some(4));
    assert!(blunder.comments[0].contains("[%best "), "{blunder:?}");
    let mut game = damas_engine::Game::from_position(*r.start());
    for mv in r.moves() {
        game.play(*mv).unwrap();
    }
    let text = write_game_noted(&game, &[], "*", false, &notes);
    assert!(text.contains("23-18??"), "{text}");
    let read = &read_games(&text, Variant::Brazilian).unwrap()[0];
    let back = Review::from_notes(&r, &read.notes).expect("every position has an evaluation");
    assert!(back.done());
    let judgements = |rv: &Review<Position>| rv.judged().iter().map(|m| (m.judgement, m.best.clone())).collect::<Vec<_>>();
    assert_eq!(judgements(&back), judgements(&review));
    assert_eq!(back.accuracy(Color::White), review.accuracy(Color::White));
    // A game without evaluations carries no review.
    assert!(Review::from_notes(&r, &damas_engine::notation::pdn::Notes::default()).is_none());
}

#[test]
fn evaluations_read_as_written_and_junk_reads_as_nothing() {
    for (score, turn, text) in [(35, Color::White, "0.35"), (35, Color::Black, "-0.35"), (-120, Color::White, "-1.20"), (0, Color::Black, "0.00")] {
        assert_eq!(eval_text(score, turn), format!("[%eval {text}]"));
        assert_eq!(read_eval(&eval_text(score, turn), turn), Some(score));
    }
    // Wins: the mover wins in 5 plies (its third move), or loses in 4.
    for score in [WIN - 5, -(WIN - 4)] {
        for turn in [Color::White, Color::Black] {
            assert_eq!(read_eval(&eval_text(score, turn), turn), Some(score), "{score} {turn:?}");
        }
    }
    assert_eq!(read_eval("[%eval 1.5] [%best 22-17]", Color::White), Some(150));
    for junk in ["", "[%eval]", "[%eval x]", "[%eval 1.234]", "[%eval 99999]", "[%eval #x]", "[%eval #-999]", "[%eval 1.5", "%eval 1"] {
        assert_eq!(read_eval(junk, Color::White), None, "{junk:?}");
    }
}

#[test]
fn finished_reviews_are_kept_and_hostile_text_is_skipped() {
    let r = record("22-17 10-14 17x10");
    let review = searched(&r, 4);
    let mut store = ReviewStore::default();
    store.put(&Review::new(&r));
    assert_eq!(store, ReviewStore::default(), "an unfinished review is not kept");
    store.put(&review);
    let again = ReviewStore::read(&store.to_text());
    assert_eq!(again.find(&r), Some(review.clone()));
    assert_eq!(again.find(&record("22-17 10-14")), None, "another game");
    assert_eq!(again.lengths(), [(3, "brazilian")], "the keys name the game and its length");
    assert!(!again.is_empty() && ReviewStore::default().is_empty());
    let other = searched(&record("21-17"), 2);
    store.put(&other);
    store.put(&other);
    assert_eq!(store.to_text().lines().count(), 2, "the same game twice is kept once");
    assert!(store.find(&r).is_some());
    let text = store.to_text();
    for junk in [text.replace(';', ";x"), text.replace(",", ",99-1,"), "\t\n\t\t".into(), text.replace('\t', " "), "x".repeat(store::MAX_STORE + 1)] {
        assert_eq!(ReviewStore::read(&junk).find(&r), None);
    }
}

#[test]
fn the_store_keeps_the_newest_reviews_within_its_count_and_size() {
    let r = record("22-17 10-14 17x10");
    let review = searched(&r, 4);
    let many: String = (0..store::MAX_REVIEWS + 50).map(|i| format!("k{i}\tv\n")).collect();
    let mut store = ReviewStore::read(&many);
    assert_eq!(store.to_text().lines().count(), store::MAX_REVIEWS, "the newest are read");
    assert!(store.to_text().starts_with("k50\t"));
    store.put(&review);
    let text = store.to_text();
    assert_eq!(text.lines().count(), store::MAX_REVIEWS, "one more review, the oldest goes");
    assert!(text.starts_with("k51\t") && ReviewStore::read(&text).find(&r) == Some(review.clone()));
    // Long games up to 10 bytes under the size: the next review makes the oldest go, so the
    // text still reads whole.
    let long = "x".repeat(100_000);
    let mut lines: Vec<String> = (0..10).map(|i| format!("{i}{long}\tv\n")).collect();
    let used: usize = lines.iter().map(String::len).sum();
    lines.push(format!("z{}\tv\n", "y".repeat(store::MAX_STORE - 10 - used - 4)));
    let full = lines.concat();
    assert_eq!(full.len(), store::MAX_STORE - 10);
    let mut store = ReviewStore::read(&full);
    assert_eq!(store.to_text(), full, "a store within the size reads whole");
    store.put(&review);
    let text = store.to_text();
    assert!(text.len() <= store::MAX_STORE && text.starts_with('1'), "the oldest went");
    assert_eq!(ReviewStore::read(&text).find(&r), Some(review));
}

#[test]
fn a_pdn_file_gives_its_reviewed_games() {
    let r = record(BLUNDER_LINE);
    let review = searched(&r, 4);
    let mut game = damas_engine::Game::from_position(*r.start());
    for mv in r.moves() {
        game.play(*mv).unwrap();
    }
    let reviewed = write_game_noted(&game, &[], "*", false, &review.notes(str::to_string));
    let plain = write_game_noted(&game, &[], "*", false, &damas_engine::notation::pdn::Notes::default());
    let found = reviews_in_pdn(&format!("{reviewed}\n{plain}"), Variant::Brazilian);
    assert_eq!(found.len(), 1, "the plain game carries none");
    assert_eq!(found[0].judged(), review.judged());
    assert!(reviews_in_pdn("{ [%eval 1] } nonsense", Variant::Brazilian).is_empty());
}

#[test]
fn learning_hides_the_better_move_of_the_mistake_asked_until_shown_or_found() {
    let r = record(BLUNDER_LINE);
    let reply = Engine::new(8).search(r.position(), &r.positions()[..r.len()], &Limits::depth(8), &NoClock, &mut |_| {}).best.unwrap();
    let review = searched(&record(&format!("{BLUNDER_LINE} {}", r.position().move_text(&reply))), 8);
    let mut learn = Learn::new(&review, Color::White).unwrap();
    let asked = learn.index().unwrap();
    assert_eq!(review.texts()[asked], "23-18");
    // Asking, or after a poor try: "Best was …" would be the answer.
    let tried = review.position(asked).unwrap().legal_moves().into_iter().find(|m| Some(m) != review.moves().get(asked)).unwrap();
    for phase in [Phase::Asking, Phase::Checking(tried), Phase::Poor(tried)] {
        assert!(!learn.reveals(asked, &phase), "{phase:?}");
        assert!(learn.reveals(asked - 1, &phase), "other moves keep theirs");
    }
    assert!(learn.reveals(asked, &Phase::Good(tried)), "found");
    learn.shown = true;
    assert!(learn.reveals(asked, &Phase::<damas_engine::Move>::Asking), "shown when asked");
}
