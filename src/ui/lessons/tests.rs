//! Every lesson against the engine's own rules: each position reads in its game, every goal is a
//! legal move there, every other legal move is judged missed, and each rule a set teaches is the
//! rule the engine enforces in that game (and, where the sets differ, not in the others).

use super::*;
use damas_engine::lasca::{square_from_name, LascaPosition};
use damas_engine::{Color, Position, Record, Refusal, Role, Square};

const BR: GameKind = GameKind::Draughts(Variant::Brazilian);
const RU: GameKind = GameKind::Draughts(Variant::Russian);
const EN: GameKind = GameKind::Draughts(Variant::English);
const INTL: GameKind = GameKind::Draughts(Variant::International);
const TR: GameKind = GameKind::Draughts(Variant::Turkish);

/// Each set's lessons, judged over every legal move of their position.
fn check_set<P: Playable>(game: GameKind, king_moved: impl Fn(&P, &P::Move) -> bool) {
    for lesson in lessons_of(game) {
        let pos: P = lesson.position(game).unwrap_or_else(|| panic!("{game} {}: {} does not read", lesson.id, lesson.fen));
        let legal: Vec<(String, bool)> = pos.legal_moves().iter().map(|m| (pos.move_text(m), king_moved(&pos, m))).collect();
        let texts: Vec<&str> = legal.iter().map(|(t, _)| t.as_str()).collect();
        if let Goal::Moves(goals) = lesson.goal {
            for goal in goals {
                assert!(texts.contains(goal), "{game} {}: {goal} is not legal among {texts:?}", lesson.id);
            }
        }
        for trap in lesson.traps {
            assert!(texts.contains(trap), "{game} {}: trap {trap} is not legal", lesson.id);
        }
        let mut done = 0;
        for (text, king) in &legal {
            let judged = progress(lesson, std::slice::from_ref(text), *king);
            let expected = match lesson.goal {
                Goal::Moves(goals) if goals.contains(&text.as_str()) => Progress::Done,
                Goal::KingMove if *king => Progress::Done,
                _ if lesson.traps.contains(&text.as_str()) => Progress::Exposed,
                _ => Progress::Missed,
            };
            assert_eq!(judged, expected, "{game} {}: {text}", lesson.id);
            done += usize::from(judged == Progress::Done);
        }
        assert!(done > 0, "{game} {}: no legal move completes it", lesson.id);
        assert!(lesson.marks.iter().all(|m| !m.is_empty()), "{game} {}", lesson.id);
    }
}

fn king_move(pos: &Position, mv: &damas_engine::Move) -> bool {
    pos.kings().contains(mv.from)
}

#[test]
fn every_lesson_reads_and_judges_every_legal_move() {
    for game in [BR, INTL, RU, EN, TR] {
        check_set::<Position>(game, king_move);
    }
    check_set::<LascaPosition>(GameKind::Lasca, |_, _| false);
    // Every game has its set, and the lesson ids of a set are distinct.
    for game in GameKind::ALL {
        let ids: Vec<&str> = lessons_of(game).iter().map(|l| l.id).collect();
        let mut unique = ids.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), ids.len(), "{game}");
    }
}

fn pos(game: GameKind, fen: &str) -> Position {
    Position::from_fen(game.variant().unwrap(), fen).unwrap()
}

fn texts(p: &Position) -> Vec<String> {
    let mut t: Vec<String> = p.legal_moves().iter().map(|m| p.move_text(m)).collect();
    t.sort();
    t
}

fn after(p: &Position, text: &str) -> Position {
    p.play(&p.parse_move(text).unwrap())
}

fn sq(game: GameKind, n: u32) -> Square {
    game.variant().unwrap().square(n).unwrap()
}

fn role_at(p: &Position, game: GameKind, n: u32) -> Option<Role> {
    p.piece_at(sq(game, n)).map(|piece| piece.role)
}

/// The lesson `id` of `game`'s set.
fn lesson(game: GameKind, id: &str) -> Lesson {
    *lessons_of(game).iter().find(|l| l.id == id).unwrap_or_else(|| panic!("{game} has no {id}"))
}

#[test]
fn the_capture_is_compulsory_everywhere() {
    for game in [BR, RU, EN] {
        let p = pos(game, lesson(game, "capture").fen);
        assert!(matches!(p.explain_select(sq(game, 31)), Some(Refusal::CaptureAvailable { .. })), "{game}");
    }
    let p = pos(INTL, lesson(INTL, "capture").fen);
    assert!(matches!(p.explain_select(sq(INTL, 47)), Some(Refusal::CaptureAvailable { .. })));
}

#[test]
fn the_majority_rule_is_brazilian_and_turkish_not_russian_or_english() {
    let fen = "W:W24,27:B14,19,23";
    assert_eq!(texts(&pos(BR, fen)), ["27x9"]);
    assert!(matches!(pos(BR, fen).explain_select(sq(BR, 24)), Some(Refusal::TakeMaximum { .. })));
    for game in [RU, EN] {
        assert_eq!(lesson(game, "choice").fen, fen);
        assert_eq!(texts(&pos(game, fen)), ["24x15", "27x9"], "{game}: free choice");
        assert!(lessons_of(game).iter().all(|l| l.id != "majority"), "{game} teaches no majority rule");
    }
    let intl = pos(INTL, lesson(INTL, "majority").fen);
    assert!(matches!(intl.explain_select(sq(INTL, 39)), Some(Refusal::TakeMaximum { .. })));
    let tr = pos(TR, lesson(TR, "majority").fen);
    let (d4, f4) = (Variant::Turkish.square_from_algebraic("d4").unwrap(), Variant::Turkish.square_from_algebraic("f4").unwrap());
    assert!(matches!(tr.explain_move(d4, f4), Some(Refusal::TakeMaximum { .. })), "{:?}", tr.explain_move(d4, f4));
}

#[test]
fn men_capture_backward_except_in_english() {
    for game in [BR, RU] {
        assert_eq!(texts(&pos(game, lesson(game, "backward").fen)), ["18x25"]);
    }
    let forward = lesson(EN, "forward").fen;
    assert_eq!(texts(&pos(EN, forward)), ["18x9"], "English: forward only");
    assert_eq!(texts(&pos(BR, forward)), ["18x25", "18x9"], "Brazilian: both ways");
    assert_eq!(texts(&pos(EN, lesson(BR, "backward").fen)), ["18-14", "18-15"], "no backward capture in English");
}

#[test]
fn crowning_during_a_capture_differs_by_game() {
    let fen = "W:W9:B6,7";
    // Brazilian: the man passes the last row, goes on as a man and stays one.
    assert_eq!(lesson(BR, "pass").fen, fen);
    assert_eq!(texts(&pos(BR, fen)), ["9x11"]);
    assert_eq!(role_at(&after(&pos(BR, fen), "9x11"), BR, 11), Some(Role::Man));
    let intl = pos(INTL, lesson(INTL, "pass").fen);
    assert_eq!(role_at(&after(&intl, "11x13"), INTL, 13), Some(Role::Man));
    // Russian: crowned at once, it goes on as a flying king.
    assert_eq!(lesson(RU, "crown-capture").fen, fen);
    assert_eq!(texts(&pos(RU, fen)), ["9x11", "9x16", "9x20"]);
    for (mv, n) in [("9x11", 11), ("9x16", 16), ("9x20", 20)] {
        assert_eq!(role_at(&after(&pos(RU, fen), mv), RU, n), Some(Role::King), "{mv}");
    }
    // English: crowned, and the move ends there.
    assert_eq!(lesson(EN, "crown-ends").fen, fen);
    assert_eq!(texts(&pos(EN, fen)), ["9x2"]);
    assert_eq!(role_at(&after(&pos(EN, fen), "9x2"), EN, 2), Some(Role::King));
}

#[test]
fn kings_fly_except_in_english() {
    let fen = lesson(BR, "king").fen;
    for game in [BR, RU] {
        assert_eq!(texts(&pos(game, fen)), ["29x11", "29x4", "29x8"], "{game}");
    }
    assert_eq!(texts(&pos(EN, fen)), ["29-25"], "an English king does not capture from afar");
    assert!(lessons_of(EN).iter().all(|l| l.id != "king" && l.id != "landing"), "no flying king in English");
    assert_eq!(texts(&pos(EN, lesson(EN, "short-king").fen)), ["15x24"], "one square, backward too");
    assert_eq!(texts(&pos(BR, lesson(EN, "short-king").fen)), ["15x24", "15x28"]);
}

/// Whether the side to move after `text` can capture at once.
fn taken_at_once(p: &Position, text: &str) -> bool {
    after(p, text).legal_moves().iter().any(damas_engine::Move::is_capture)
}

#[test]
fn a_king_s_landing_is_praised_only_where_it_is_safe() {
    for game in [BR, INTL, RU] {
        for id in ["king", "landing"] {
            let l = lesson(game, id);
            let p = pos(game, l.fen);
            let Goal::Moves(goals) = l.goal else { panic!() };
            for goal in goals {
                assert!(!taken_at_once(&p, goal), "{game} {id}: {goal} is praised but taken at once");
            }
            for trap in l.traps {
                assert!(taken_at_once(&p, trap), "{game} {id}: {trap} is safe, no trap");
            }
        }
        assert!(!lesson(game, "landing").traps.is_empty());
    }
}

#[test]
fn turkish_pieces_move_orthogonally_and_leave_at_once() {
    let t = |s: &str| Variant::Turkish.square_from_algebraic(s).unwrap();
    let p = pos(TR, lesson(TR, "turkish-move").fen);
    assert_eq!(texts(&p), ["d4-c4", "d4-d5", "d4-e4"]);
    assert!(p.explain_move(t("d4"), t("d3")).is_some() && p.explain_move(t("d4"), t("e5")).is_some());
    // The first man taken leaves at once: the king crosses its square, b3, and may stop there.
    let removal = pos(TR, lesson(TR, "turkish-removal").fen);
    assert_eq!(texts(&removal), ["b1xa3", "b1xb3", "b1xc3"]);
    let end = after(&removal, "b1xa3");
    assert_eq!(end.pieces(Color::Black).count(), 1, "four taken");
    // Flying, rook-like kings.
    assert_eq!(texts(&pos(TR, lesson(TR, "turkish-king").fen)), ["a1xa6", "a1xa7", "a1xa8"]);
}

#[test]
fn the_draw_lessons_show_their_rule() {
    use damas_engine::DrawReason;
    let count_after = |game: GameKind, l: &Lesson, mv: &str| {
        let mut record = Record::new(pos(game, l.fen));
        let p = *record.position();
        record.play(p.parse_move(mv).unwrap()).unwrap();
        (record.draw_count(), record.outcome())
    };
    let cases = [(BR, "draw-brazilian", "30-25", DrawReason::KingMoves(20), 20), (RU, "draw-russian", "30-25", DrawReason::KingMoves(15), 15),
        (EN, "draw-english", "30-25", DrawReason::NoProgress(40), 40), (INTL, "draw-international", "47-41", DrawReason::KingMoves(25), 25)];
    for (game, id, mv, reason, left) in cases {
        let l = lesson(game, id);
        assert!(l.draw);
        let (count, _) = count_after(game, &l, mv);
        let count = count.unwrap_or_else(|| panic!("{game}: no count after a king move"));
        assert_eq!((count.reason, count.moves_left), (reason, left), "{game}");
    }
    // Turkish: one piece against one piece is drawn at once.
    let (_, outcome) = count_after(TR, &lesson(TR, "draw-turkish"), "d4xd6");
    assert_eq!(outcome, Some(damas_engine::Outcome::Draw(DrawReason::OnePieceEach)));
}

#[test]
fn lasca_takes_the_top_piece_as_a_prisoner() {
    let at = |p: &LascaPosition, s: &str| p.column(square_from_name(s).unwrap());
    let play = |fen: &str, mv: &str| {
        let p = LascaPosition::from_fen(fen).unwrap();
        p.play(&p.parse_move(mv).unwrap())
    };
    // The black soldier goes under the white one; d4 is empty.
    let p = play(lesson(GameKind::Lasca, "lasca-prisoner").fen, "c3xe5");
    let stones: Vec<Color> = at(&p, "e5").bottom_up().map(|s| s.color).collect();
    assert_eq!(stones, [Color::Black, Color::White]);
    assert!(at(&p, "d4").is_empty());
    // Only the top is taken: the white soldier under it is free and commands d4 again.
    let p = play(lesson(GameKind::Lasca, "lasca-column").fen, "c3xe5");
    assert_eq!(at(&p, "d4").top().map(|s| s.color), Some(Color::White));
    // A soldier reaching the far row is an officer; officers move and take backward, soldiers do not.
    let p = play(lesson(GameKind::Lasca, "lasca-officer").fen, "b6-a7");
    assert!(at(&p, "a7").top().is_some_and(|s| s.officer));
    let back = LascaPosition::from_fen(lesson(GameKind::Lasca, "lasca-back").fen).unwrap();
    assert_eq!(back.legal_moves().iter().map(|m| back.move_text(m)).collect::<Vec<_>>(), ["d6xb4"]);
    let soldier = LascaPosition::from_fen("W:d6=w,c5=b,g1=b").unwrap();
    assert!(soldier.legal_moves().iter().all(|m| !m.is_capture()), "a soldier does not take backward");
}

#[test]
fn progress_and_links() {
    let first = &BRAZILIAN[0];
    assert_eq!(progress(first, &[], false), Progress::Waiting);
    assert_eq!(progress(first, &["22-18".into()], false), Progress::Done);
    assert_eq!(progress(&BRAZILIAN[4], &["31-27".into()], false), Progress::Missed, "legal, but no crown");
    let landing = lesson(BR, "landing");
    assert_eq!((progress(&landing, &["29x8".into()], true), Progress::Exposed.name()), (Progress::Exposed, "missed"));
    // The route reads the link; the lesson it names, in its game's set.
    let read = |q: &str| match crate::link::route::Route::parse(q) {
        crate::link::route::Route::Learn(l) => (l.game, lesson_index(lessons_of(l.game), &l.lesson)),
        other => panic!("{q}: {other:?}"),
    };
    assert_eq!(read("?learn"), (BR, 0));
    assert_eq!(read("?learn=4&variant=russian"), (RU, 3));
    assert_eq!(read("?learn=99&variant=lasca"), (GameKind::Lasca, 0));
    assert_eq!(read("?learn=x&variant=nonsense"), (BR, 0));
    assert_eq!(read("learn=2&variant=%20English"), (EN, 1));
    assert_eq!(link(RU, 3), "learn=4&variant=russian");
    assert_eq!(switch_link(RU, "majority"), "learn=1&variant=russian", "Russian teaches no majority");
    assert_eq!(switch_link(INTL, "landing"), "learn=7&variant=international");
    assert_eq!(play_link(EN), "./?variant=english&computer=black");
    assert_eq!(fill("Move {1} to {2}.", &["22", "18"], |m| format!("<{m}>")), "Move <22> to <18>.");
    // The tutorial's lessons of the Brazilian set keep their places (links and tests name them).
    let ids: Vec<&str> = BRAZILIAN.iter().take(6).map(|l| l.id).collect();
    assert_eq!(ids, ["move", "capture", "backward", "majority", "crown", "king"]);
}
