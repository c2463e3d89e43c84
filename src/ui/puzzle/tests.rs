use super::*;

const FILE: &str = r#"{"variant":"brazilian","fields":["id","fen","solution","themes","rating","refutations"],"puzzles":[
["b70301058","W:W22,23,28:B20,21","23-18 20-24 28x19","quiet win",1330,"22-17>21x14 28-24>20x25 22-18>21-25 23-19>20-24;"],
["b6679acf6","W:W5,13:B10,20","5-1","quiet crown",1130,"13-9>20-24"]
]}"#;

fn first() -> Puzzle {
    let table = parse_table(FILE).unwrap();
    table.puzzles[0].resolve(table.variant).unwrap()
}

#[test]
fn reads_a_file_and_resolves_its_puzzles() {
    let table = parse_table(FILE).unwrap();
    assert_eq!(table.variant, Variant::Brazilian);
    assert_eq!(table.puzzles.len(), 2);
    assert_eq!(table.puzzles[1].rating, 1130);
    let p = first();
    assert_eq!(p.solution.len(), 3);
    assert_eq!(p.themes, ["quiet", "win"]);
    assert_eq!(p.refutations[0].len(), 4);
    let (wrong, reply) = p.refutations[0][0];
    assert_eq!(p.start.move_text(&wrong), "22-17");
    assert_eq!(p.start.play(&wrong).move_text(&reply.unwrap()), "21x14");
}

#[test]
fn judges_the_line_move_by_move() {
    let p = first();
    let s = &p.solution;
    assert_eq!(p.judge(&[]), Verdict::Yours);
    assert_eq!(p.next_move(&[]), Some(s[0]));
    assert_eq!(p.judge(&s[..1]), Verdict::Reply(s[1]));
    assert_eq!(p.next_move(&s[..1]), None);
    assert_eq!(p.judge(&s[..2]), Verdict::Yours);
    assert_eq!(p.judge(s), Verdict::Solved);
    // A wrong first move fails, with the engine's reply from the data.
    let (wrong, reply) = p.refutations[0][1];
    assert_eq!(p.judge(&[wrong]), Verdict::Failed(reply));
    assert_eq!(p.judge(&[wrong, reply.unwrap()]), Verdict::Failed(reply));
    assert_eq!(p.refutation_text(&[wrong]).as_deref(), Some("20x25"));
    assert_eq!(p.refutation_text(&[wrong, reply.unwrap()]).as_deref(), Some("20x25"));
    assert_eq!(p.refutation_text(&s[..1]), None);
    // A move the data has no reply for still fails.
    let lone = Puzzle { refutations: vec![Vec::new()], ..p.clone() };
    assert_eq!(lone.judge(&[wrong]), Verdict::Failed(None));
}

#[test]
fn hostile_files_give_typed_errors() {
    let cases: &[(&str, TableError)] = &[
        ("", TableError::Syntax(0)),
        ("[", TableError::Syntax(1)),
        ("{\"variant\":\"chess\",\"puzzles\":[]}", TableError::Variant),
        ("{\"puzzles\":[]}", TableError::Variant),
        ("{\"variant\":\"russian\"}", TableError::Puzzles),
        ("{\"variant\":\"russian\",\"puzzles\":[[1,2]]}", TableError::Row(0)),
        ("{\"variant\":\"russian\",\"puzzles\":[]} x", TableError::Syntax(35)),
    ];
    for (text, err) in cases {
        assert_eq!(parse_table(text).as_ref().err(), Some(err), "{text}");
    }
    assert_eq!(parse_table("{\"variant\":\"english\",\"puzzles\":[],\"x\":[true,null,-3,{}]}").unwrap().puzzles, []);
    // Deep nesting, bad escapes, broken UTF-8 and truncation never panic.
    let deep = "[".repeat(10_000);
    for text in [deep.as_str(), "\"\\u0041\"", "{\"a\":\"\u{e9}", "{\"variant\":\"brazilian\",\"puzzles\":[[\"\\\"", "-", "99999999999"] {
        assert!(parse_table(text).is_err(), "{text}");
    }
    for cut in 0..FILE.len() {
        if FILE.is_char_boundary(cut) {
            let _ = parse_table(&FILE[..cut]);
        }
    }
}

#[test]
fn bad_puzzles_give_typed_errors() {
    let table = parse_table(FILE).unwrap();
    let raw = &table.puzzles[0];
    let with = |fen: &str, solution: &str| RawPuzzle { fen: fen.into(), solution: solution.into(), ..raw.clone() };
    assert_eq!(with("W:W99", "23-18").resolve(Variant::Brazilian), Err(PuzzleError::Fen));
    assert_eq!(with(&raw.fen, "").resolve(Variant::Brazilian), Err(PuzzleError::Solution(0)));
    assert_eq!(with(&raw.fen, "23-18 20-24 28-10").resolve(Variant::Brazilian), Err(PuzzleError::Solution(2)));
    assert_eq!(with(&raw.fen, "23-18 20-24").resolve(Variant::Brazilian), Err(PuzzleError::Solution(2)), "ends on the defender");
    // Refutations that do not read are left out.
    let odd = RawPuzzle { refutations: "x>y 22-17>zz;;;".into(), ..raw.clone() };
    let p = odd.resolve(Variant::Brazilian).unwrap();
    assert_eq!(p.refutations[0].len(), 1);
    assert_eq!(p.refutations[0][0].1, None);
}

#[test]
fn links_name_the_puzzle_and_its_variant() {
    let puzzle_link = |q: &str| match crate::link::route::Route::parse(q) {
        crate::link::route::Route::Puzzle(l) => Some((l.id, l.variant)),
        _ => None,
    };
    assert_eq!(puzzle_link(""), None);
    assert_eq!(puzzle_link("learn=1"), None);
    assert_eq!(puzzle_link("?puzzle"), Some((String::new(), Variant::Brazilian)));
    assert_eq!(puzzle_link("puzzle=&variant=russian"), Some((String::new(), Variant::Russian)));
    assert_eq!(puzzle_link("puzzle=e1234abcd"), Some(("e1234abcd".into(), Variant::English)));
    assert_eq!(puzzle_link("variant=english&puzzle=r1234abcd"), Some(("r1234abcd".into(), Variant::Russian)));
    assert_eq!(puzzle_link("puzzle&variant=turkish"), Some((String::new(), Variant::Brazilian)));
    assert_eq!(puzzle_link("puzzle&variant=%00"), Some((String::new(), Variant::Brazilian)));
}

/// The opponent's move before the puzzle: legal where it is played, and it leads to the start.
fn leads_in(p: &Puzzle) -> bool {
    played_before(p) && p.lead_in().is_some_and(|(_, mv)| !mv.is_capture())
}

/// Whether the puzzle has a move of the opponent before it, quiet or a capture of one man.
fn played_before(p: &Puzzle) -> bool {
    p.lead_in().is_some_and(|(before, mv)| before.turn() != p.start.turn() && before.legal_moves().contains(&mv) && before.play(&mv) == p.start)
}

#[test]
fn a_puzzle_opens_one_move_earlier() {
    let p = first();
    assert!(leads_in(&p));
    let (_, lead) = p.lead_in().unwrap();
    // The line on the board starts with the opponent's move; the puzzle's own moves follow.
    assert_eq!(lead_in::after_lead_in(Some(lead), &[]), (&[][..], true));
    assert_eq!(lead_in::after_lead_in(Some(lead), &[lead, p.solution[0]]), (&p.solution[..1], false));
    assert_eq!(lead_in::after_lead_in(None, &p.solution[..1]), (&p.solution[..1], false));
    // The man the solution takes is the one that just stepped in, when one did.
    let table = parse_table(r#"{"variant":"russian","puzzles":[["r7c4ac37d","B:W14,20,24,27:B4,6,7,8,11,26","26-30","quiet crown win",1210,""]]}"#).unwrap();
    let p = table.puzzles[0].resolve(Variant::Russian).unwrap();
    assert!(leads_in(&p));
    assert_eq!(p.solution_texts(), ["26-30"]);
    // A position where the defender has no quiet move into it has no lead-in.
    let table = parse_table(r#"{"variant":"brazilian","puzzles":[["b1","W:W5,6,13:B1","13-9","",1000,""]]}"#).unwrap();
    let lone = table.puzzles[0].resolve(Variant::Brazilian).unwrap();
    assert_eq!(lone.lead_in(), None, "a black man on its back row, with no jump into it");
}

#[test]
fn nearly_every_shipped_puzzle_has_the_opponents_move_before_it() {
    // The few without one were reached by a multiple capture or a king's long one, which the
    // reconstruction does not try: they open on their own position, as before.
    for variant in PUZZLE_VARIANTS {
        let path = format!("{}/static/puzzles/{}.json", env!("CARGO_MANIFEST_DIR"), variant.name());
        let table = parse_table(&std::fs::read_to_string(path).unwrap()).unwrap();
        let missing: Vec<&str> = table.puzzles.iter().filter(|raw| !played_before(&raw.resolve(variant).unwrap())).map(|raw| raw.id.as_str()).collect();
        assert!(missing.len() * 50 <= table.puzzles.len(), "{variant:?}: {missing:?}");
    }
}

#[test]
fn an_attempt_says_where_it_is_and_records_once() {
    use attempt::{Attempt, Button, Stage};
    use progress::Outcome;
    let p = first();
    let (wrong, reply) = p.refutations[0][1];
    let fresh = Attempt::default();
    assert_eq!(fresh.stage(p.judge(&[]), true), Stage::Opening);
    assert_eq!(fresh.stage(p.judge(&[]), false), Stage::Task);
    assert_eq!(fresh.stage(p.judge(&p.solution[..1]), false), Stage::Task, "the opponent's reply is coming");
    // A wrong move: "Not this move", a miss recorded, Retry offered, Hint off.
    let failed = p.judge(&[wrong, reply.unwrap()]);
    assert_eq!(fresh.stage(failed, false), Stage::Wrong);
    assert_eq!(fresh.outcome(failed), Some(Outcome::Failed));
    assert_eq!(Attempt::offers(Stage::Wrong, Button::Retry), Some(true));
    assert_eq!(Attempt::offers(Stage::Wrong, Button::Hint), Some(false));
    assert_eq!(Attempt::offers(Stage::Task, Button::Retry), None);
    // Retry: back to the task; solving then records nothing more (a miss stays a miss).
    let missed = Attempt { recorded: Some(Outcome::Failed), ..fresh }.retry();
    assert_eq!(missed.stage(p.judge(&[]), false), Stage::Task);
    assert_eq!(Attempt::offers(Stage::Task, Button::Hint), Some(true));
    assert_eq!(missed.stage(p.judge(&p.solution), false), Stage::Solved);
    assert_eq!(missed.outcome(p.judge(&p.solution)), None);
    // Solved at once, or after a hint.
    assert_eq!(fresh.outcome(p.judge(&p.solution)), Some(Outcome::Solved));
    assert_eq!(Attempt { hinted: true, ..fresh }.outcome(p.judge(&p.solution)), Some(Outcome::Hinted));
    // The solution: seen, not solved; played out, then named, with Hint and Solution off.
    let shown = fresh.show();
    assert_eq!(shown.recorded, Some(Outcome::Failed));
    assert_eq!(missed.show().recorded, Some(Outcome::Failed));
    assert_eq!(Attempt { recorded: Some(Outcome::Solved), ..fresh }.show().recorded, Some(Outcome::Solved));
    assert_eq!(shown.stage(p.judge(&p.solution[..2]), false), Stage::Showing);
    assert_eq!(shown.stage(p.judge(&p.solution), false), Stage::Shown);
    assert_eq!(shown.outcome(p.judge(&p.solution)), None);
    assert!(!Stage::Shown.live() && !Stage::Wrong.live() && Stage::Showing.live());
    for button in [Button::Hint, Button::Solution] {
        assert_eq!(Attempt::offers(Stage::Shown, button), Some(false));
        assert_eq!(Attempt::offers(Stage::Solved, button), Some(false));
    }
    assert_eq!(Attempt::offers(Stage::Shown, Button::Next), Some(true));
}
