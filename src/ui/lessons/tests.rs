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
const ES: GameKind = GameKind::Draughts(Variant::Spanish);
const IT: GameKind = GameKind::Draughts(Variant::Italian);
const CZ: GameKind = GameKind::Draughts(Variant::Czech);
const PL: GameKind = GameKind::Draughts(Variant::Pool);
/// Every draughts game with a lesson set.
const DRAUGHTS: [GameKind; 9] = [BR, INTL, RU, EN, TR, ES, IT, CZ, PL];

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
    for game in DRAUGHTS {
        check_set::<Position>(game, king_move);
    }
    check_set::<LascaPosition>(GameKind::Lasca, |_, _| false);
    for game in [ES, IT, CZ, PL] {
        assert!((6..=9).contains(&lessons_of(game).len()), "{game}: 6 to 9 lessons");
    }
    // Every game has its set, and the lesson ids of a set are distinct.
    for game in DRAUGHTS.into_iter().chain([GameKind::Lasca]) {
        assert!(!lessons_of(game).is_empty(), "{game}");
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
    for game in [BR, RU, EN, CZ, PL] {
        let p = pos(game, lesson(game, "capture").fen);
        assert!(matches!(p.explain_select(sq(game, 31)), Some(Refusal::CaptureAvailable { .. })), "{game}");
    }
    // Spanish, on its own numbers: the other man stands on 3.
    let p = pos(ES, lesson(ES, "capture").fen);
    assert!(matches!(p.explain_select(sq(ES, 3)), Some(Refusal::CaptureAvailable { .. })));
    let p = pos(INTL, lesson(INTL, "capture").fen);
    assert!(matches!(p.explain_select(sq(INTL, 47)), Some(Refusal::CaptureAvailable { .. })));
}

#[test]
fn the_majority_rule_is_where_the_sets_teach_it() {
    let fen = "W:W24,27:B14,19,23";
    assert_eq!(texts(&pos(BR, fen)), ["27x9"]);
    assert!(matches!(pos(BR, fen).explain_select(sq(BR, 24)), Some(Refusal::TakeMaximum { .. })));
    for game in [RU, EN, PL] {
        assert_eq!(lesson(game, "choice").fen, fen);
        assert_eq!(texts(&pos(game, fen)), ["24x15", "27x9"], "{game}: free choice");
    }
    // Czech men choose freely too; its words differ (a king captures first).
    assert_eq!(lesson(CZ, "czech-choice").fen, fen);
    assert_eq!(texts(&pos(CZ, fen)), ["24x15", "27x9"]);
    for game in [RU, EN, CZ, PL] {
        assert!(lessons_of(game).iter().all(|l| l.id != "majority" && l.id != "most-kings"), "{game} teaches no majority rule");
    }
    for game in [ES, IT, CZ] {
        assert!(lessons_of(game).iter().all(|l| l.id != "choice"), "{game} has no free choice in choice's words");
    }
    // Spanish and Italian take the most pieces first: the man that takes one is refused.
    let es = pos(ES, lesson(ES, "majority").fen);
    assert_eq!(es.explain_select(sq(ES, 12)), Some(Refusal::TakeMaximum { count: 2, with: vec![sq(ES, 7)] }));
    let it = pos(IT, lesson(IT, "majority").fen);
    assert_eq!(it.explain_select(sq(IT, 21)), Some(Refusal::TakeMaximum { count: 2, with: vec![sq(IT, 26)] }));
    let intl = pos(INTL, lesson(INTL, "majority").fen);
    assert!(matches!(intl.explain_select(sq(INTL, 39)), Some(Refusal::TakeMaximum { .. })));
    let tr = pos(TR, lesson(TR, "majority").fen);
    let (d4, f4) = (Variant::Turkish.square_from_algebraic("d4").unwrap(), Variant::Turkish.square_from_algebraic("f4").unwrap());
    assert!(matches!(tr.explain_move(d4, f4), Some(Refusal::TakeMaximum { .. })), "{:?}", tr.explain_move(d4, f4));
}

#[test]
fn men_capture_backward_only_where_the_sets_say_so() {
    for game in [BR, RU, PL] {
        assert_eq!(texts(&pos(game, lesson(game, "backward").fen)), ["18x25"], "{game}");
    }
    let forward = lesson(EN, "forward").fen;
    assert_eq!(texts(&pos(EN, forward)), ["18x9"], "English: forward only");
    assert_eq!(lesson(CZ, "forward").fen, forward);
    assert_eq!(texts(&pos(CZ, forward)), ["18x9"], "Czech: forward only");
    assert_eq!(texts(&pos(CZ, lesson(BR, "backward").fen)), ["18-14", "18-15"], "no backward capture in Czech");
    // Spanish, mirrored and numbered from White's side: the man on 14 (e4) leaves the one on 10.
    assert_eq!(texts(&pos(ES, lesson(ES, "forward").fen)), ["14x21"]);
    assert!(lessons_of(ES).iter().chain(lessons_of(IT)).chain(lessons_of(CZ)).all(|l| l.id != "backward"));
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
    // Pool: as Brazilian, the man passes and stays a man.
    assert_eq!(lesson(PL, "pass").fen, fen);
    assert_eq!(texts(&pos(PL, fen)), ["9x11"]);
    assert_eq!(role_at(&after(&pos(PL, fen), "9x11"), PL, 11), Some(Role::Man));
    // Italian: as English, on its mirrored board; the new king does not take the man on 6.
    let it = pos(IT, lesson(IT, "crown-ends").fen);
    assert_eq!(texts(&it), ["12x3"]);
    let crowned = after(&it, "12x3");
    assert_eq!((role_at(&crowned, IT, 3), role_at(&crowned, IT, 6)), (Some(Role::King), Some(Role::Man)));
}

#[test]
fn kings_fly_except_in_english_and_italian() {
    let fen = lesson(BR, "king").fen;
    for game in [BR, RU] {
        assert_eq!(texts(&pos(game, fen)), ["29x11", "29x4", "29x8"], "{game}");
    }
    assert_eq!(texts(&pos(EN, fen)), ["29-25"], "an English king does not capture from afar");
    assert!(lessons_of(EN).iter().all(|l| l.id != "king" && l.id != "landing"), "no flying king in English");
    assert_eq!(texts(&pos(EN, lesson(EN, "short-king").fen)), ["15x24"], "one square, backward too");
    assert_eq!(texts(&pos(BR, lesson(EN, "short-king").fen)), ["15x24", "15x28"]);
    for game in [CZ, PL] {
        assert_eq!(lesson(game, "king").fen, fen);
        assert_eq!(texts(&pos(game, fen)), ["29x11", "29x4", "29x8"], "{game}");
    }
    assert_eq!(texts(&pos(ES, lesson(ES, "king").fen)), ["1x23", "1x28", "1x32"], "Spanish, from h1");
    // Italian kings step one square, backward too, and never fly.
    assert_eq!(texts(&pos(IT, lesson(IT, "short-king").fen)), ["14x21"]);
    let quiet = pos(IT, lesson(IT, "draw-italian").fen);
    assert_eq!(quiet.explain_move(sq(IT, 31), sq(IT, 22)), Some(Refusal::OneSquare { king: true }));
    assert!(lessons_of(IT).iter().all(|l| l.id != "king" && l.id != "landing"), "no flying king in Italian");
}

/// Whether the side to move after `text` can capture at once.
fn taken_at_once(p: &Position, text: &str) -> bool {
    after(p, text).legal_moves().iter().any(damas_engine::Move::is_capture)
}

#[test]
fn a_king_s_landing_is_praised_only_where_it_is_safe() {
    for game in [BR, INTL, RU, ES, CZ, PL] {
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
        (EN, "draw-english", "30-25", DrawReason::NoProgress(40), 40), (INTL, "draw-international", "47-41", DrawReason::KingMoves(25), 25),
        (ES, "draw-spanish", "2-6", DrawReason::KingMoves(20), 20), (IT, "draw-italian", "31-27", DrawReason::NoProgress(40), 40),
        (CZ, "draw-czech", "30-25", DrawReason::KingMoves(30), 30), (PL, "draw-pool", "30-25", DrawReason::NoProgress(15), 15)];
    for (game, id, mv, reason, left) in cases {
        let l = lesson(game, id);
        assert!(l.draw);
        let (count, _) = count_after(game, &l, mv);
        let count = count.unwrap_or_else(|| panic!("{game}: no count after a king move"));
        assert_eq!((count.reason, count.moves_left), (reason, left), "{game}");
        // The words' repetition: the fourth in Italian, the third elsewhere.
        let times = if game == IT { 4 } else { 3 };
        assert_eq!(Playable::repetitions_to_draw(&pos(game, l.fen)), times, "{game}");
    }
    // Pool's ending the words name: three kings against a lone king, 13 moves.
    let ending = Lesson { fen: "W:WK30,K31,K32:BK3", ..lesson(PL, "draw-pool") };
    let (count, _) = count_after(PL, &ending, "30-25");
    assert_eq!(count.map(|c| (c.reason, c.moves_left)), Some((DrawReason::Endgame(13), 13)));
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
    assert_eq!(read("?learn=8&variant=czech"), (CZ, 7));
    assert_eq!(link(IT, 3), "learn=4&variant=italian");
    assert_eq!(link(RU, 3), "learn=4&variant=russian");
    assert_eq!(switch_link(RU, "majority"), "learn=1&variant=russian", "Russian teaches no majority");
    assert_eq!(switch_link(INTL, "landing"), "learn=7&variant=international");
    assert_eq!(play_link(EN), "./?variant=english&computer=black");
    assert_eq!(fill("Move {1} to {2}.", &["22", "18"], |m| format!("<{m}>")), "Move <22> to <18>.");
    // The tutorial's lessons of the Brazilian set keep their places (links and tests name them).
    let ids: Vec<&str> = BRAZILIAN.iter().take(6).map(|l| l.id).collect();
    assert_eq!(ids, ["move", "capture", "backward", "majority", "crown", "king"]);
}

#[test]
fn spanish_takes_the_most_pieces_then_the_most_kings() {
    // The mirrored board numbered from White's side: 1 is h1, and White's men go up to 29-32.
    assert_eq!(Variant::Spanish.algebraic(sq(ES, 1)), "h1");
    let first = pos(ES, lesson(ES, "move").fen);
    assert_eq!((Variant::Spanish.algebraic(sq(ES, 10)), texts(&first)), ("f3".to_string(), vec!["10-13".to_string(), "10-14".to_string()]));
    assert_eq!(role_at(&after(&pos(ES, lesson(ES, "crown").fen), "26-30"), ES, 30), Some(Role::King));
    // As many pieces either way: the king on 14 must be taken, not the man on 15.
    let p = pos(ES, lesson(ES, "most-kings").fen);
    assert_eq!(texts(&p), ["11x18"]);
    assert_eq!(p.explain_move(sq(ES, 11), sq(ES, 20)), Some(Refusal::TakeMostKings { kings: 1, with: vec![sq(ES, 11)] }));
    assert_eq!(role_at(&after(&p, "11x18"), ES, 15), Some(Role::Man), "the man stays");
}

#[test]
fn italian_men_spare_kings_and_captures_follow_four_priorities() {
    let refusal = |id: &str, from: u32, to: u32| pos(IT, lesson(IT, id).fen).explain_move(sq(IT, from), sq(IT, to));
    // A man never takes a king: it must take the man.
    assert_eq!(texts(&pos(IT, lesson(IT, "italian-man-king").fen)), ["22x13"]);
    assert_eq!(refusal("italian-man-king", 22, 15), Some(Refusal::ManCannotTakeKing));
    // Then, at equal count: a king captures rather than a man.
    assert_eq!(texts(&pos(IT, lesson(IT, "italian-king-takes").fen)), ["24x15"]);
    assert_eq!(refusal("italian-king-takes", 22, 13), Some(Refusal::CaptureWithKing { with: vec![sq(IT, 24)] }));
    // Then the most kings.
    assert_eq!(texts(&pos(IT, lesson(IT, "most-kings").fen)), ["22x13"]);
    assert_eq!(refusal("most-kings", 22, 15), Some(Refusal::TakeMostKings { kings: 1, with: vec![sq(IT, 22)] }));
    // Then the king met first: e4 (king) then g6, not c4 then c6 (king).
    assert_eq!(texts(&pos(IT, lesson(IT, "italian-king-met-first").fen)), ["22x8"]);
    assert_eq!(refusal("italian-king-met-first", 22, 6), Some(Refusal::KingFirst { with: vec![sq(IT, 22)] }));
}

#[test]
fn czech_men_choose_freely_but_a_king_captures_first() {
    let fen = lesson(CZ, "czech-king-first").fen;
    let p = pos(CZ, fen);
    assert_eq!(texts(&p), ["30x21"]);
    // The man on 32 could take two, the king only one: the king captures all the same.
    assert_eq!(p.explain_move(sq(CZ, 32), sq(CZ, 14)), Some(Refusal::CaptureWithKing { with: vec![sq(CZ, 30)] }));
    assert_eq!(texts(&pos(CZ, "W:W32:B25,27,18")), ["32x14"], "without the king, the man takes two");
    assert_eq!(texts(&pos(BR, fen)), ["32x14"], "Brazilian: the most pieces");
    assert_eq!(texts(&pos(PL, fen)), ["30x21", "32x14"], "Pool: free choice");
    // The men's free choice: either man may capture.
    let choice = pos(CZ, lesson(CZ, "czech-choice").fen);
    assert_eq!((choice.explain_select(sq(CZ, 24)), choice.explain_select(sq(CZ, 27))), (None, None));
}

#[test]
fn pool_black_moves_first_and_men_capture_backward() {
    assert_eq!(Position::initial(Variant::Pool).turn(), Color::Black);
    let first = lesson(PL, "pool-move");
    let p = pos(PL, first.fen);
    assert_eq!((p.turn(), texts(&p)), (Color::Black, vec!["11-15".to_string(), "11-16".to_string()]));
    assert_eq!(first.marks, ["11"]);
    assert!(lessons_of(PL).iter().all(|l| l.id != "move"), "Pool's first lesson says who starts");
    assert_eq!(switch_link(PL, "move"), "learn=1&variant=pool");
    assert_eq!(texts(&pos(PL, lesson(PL, "backward").fen)), ["18x25"]);
    // Men capture backward and choose freely: the piece that takes one is not refused.
    let choice = pos(PL, lesson(PL, "choice").fen);
    assert_eq!(choice.explain_select(sq(PL, 24)), None);
    assert!(matches!(choice.explain_move(sq(PL, 24), sq(PL, 20)), Some(Refusal::CaptureAvailable { .. })), "a quiet move is refused");
}
