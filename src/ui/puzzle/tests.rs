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
    assert_eq!(puzzle_link(""), None);
    assert_eq!(puzzle_link("learn=1"), None);
    assert_eq!(puzzle_link("?puzzle"), Some((String::new(), Variant::Brazilian)));
    assert_eq!(puzzle_link("puzzle=&variant=russian"), Some((String::new(), Variant::Russian)));
    assert_eq!(puzzle_link("puzzle=e1234abcd"), Some(("e1234abcd".into(), Variant::English)));
    assert_eq!(puzzle_link("variant=english&puzzle=r1234abcd"), Some(("r1234abcd".into(), Variant::Russian)));
    assert_eq!(puzzle_link("puzzle&variant=turkish"), Some((String::new(), Variant::Brazilian)));
    assert_eq!(puzzle_link("puzzle&variant=%00"), Some((String::new(), Variant::Brazilian)));
}
