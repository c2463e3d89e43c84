use super::*;
use crate::lasca::LascaEngine;
use crate::rng::Xorshift;
use damas_engine::lasca::LascaPosition;

const START: &str = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

/// A small book made as the builder makes one: two positions scored at a shallow depth.
fn small_book() -> Book {
    let mut engine = crate::Engine::new(1);
    let mut book = Book::new(Variant::Brazilian, 4);
    let start = Position::initial(Variant::Brazilian);
    for pos in [start, start.play(&start.legal_moves()[0])] {
        let scored = engine.score_root_moves(&pos, &[], 4);
        book.insert(&pos, &scored);
    }
    book
}

/// The same in Lasca: the start and the position after its first move.
fn small_lasca_book() -> Book {
    let mut engine = LascaEngine::new(1);
    let mut book = Book::new(GameKind::Lasca, 4);
    let start = LascaPosition::initial();
    for pos in [start, start.play(&start.legal_moves()[0])] {
        let scored = engine.score_root_moves(&pos, &[], 4);
        book.insert(&pos, &scored);
    }
    book
}

fn header(rest: &str) -> String {
    format!("# damas opening book 1 brazilian depth=4{rest}\n")
}

fn error(text: &str) -> (usize, BookErrorKind) {
    let e = Book::read(text).expect_err(text);
    (e.line, e.kind)
}

#[test]
fn what_it_writes_reads_back_equal() {
    let book = small_book();
    assert_eq!(book.len(), 2);
    let text = book.write();
    let again = Book::read(&text).expect("reads");
    assert_eq!(again, book);
    assert_eq!(again.write(), text);
    assert_eq!((again.game(), again.variant()), (GameKind::Draughts(Variant::Brazilian), Some(Variant::Brazilian)));
    assert_eq!(again.depth(), 4);
    let moves = again.moves(START).expect("the start is in");
    assert_eq!(moves.len(), 7, "every legal move of the start");
    assert!(moves.windows(2).all(|w| w[0].score >= w[1].score), "best first");
    assert!(again.moves("W:W21:B1").is_none());
}

#[test]
fn comments_blank_lines_and_crlf_are_read() {
    let text = format!("# damas opening book 1 brazilian depth=4\r\n# made by hand\r\n\r\n{START}\t22-18:5 21-17:-3\r\n");
    let book = Book::read(&text).expect("reads");
    assert_eq!(book.moves(START).map(<[BookMove]>::len), Some(2));
}

#[test]
fn scores_read_as_written() {
    for (text, score) in [("35", BookScore::Men(35)), ("-120", BookScore::Men(-120)), ("0", BookScore::Men(0)), ("+M7", BookScore::Win(7)), ("-M4", BookScore::Loss(4))] {
        assert_eq!(BookScore::parse(text), Some(score), "{text}");
        assert_eq!(score.to_string(), text);
        assert_eq!(BookScore::from_score(score.score()), score);
    }
    for bad in ["", "+35", "M3", "+M0", "-M", "+M-3", "+M+3", "1.5", "99999", "+M1001", " 3"] {
        assert_eq!(BookScore::parse(bad), None, "{bad}");
    }
    assert!(BookScore::Win(3) > BookScore::Win(5) && BookScore::Win(99) > BookScore::Men(2000));
    assert!(BookScore::Men(-2000) > BookScore::Loss(99) && BookScore::Loss(9) > BookScore::Loss(3));
    assert_eq!(BookScore::from_score(Score::lost_at(6)), BookScore::Loss(6));
}

#[test]
fn each_wrong_line_is_named() {
    use BookErrorKind::*;
    let line = |moves: &str| format!("{}{START}\t{moves}\n", header(""));
    let cases: Vec<(String, usize, BookErrorKind)> = vec![
        (String::new(), 1, Header),
        ("# damas opening book 2 brazilian depth=4\n".into(), 1, Header),
        ("# damas opening book 1 brazilian\n".into(), 1, Header),
        (header(" depth=x"), 1, Header),
        (header(" depth=4"), 1, Header),
        (header(" colour=white"), 1, Header),
        ("# damas opening book 1 chess depth=4\n".into(), 1, UnknownVariant("chess".into())),
        ("# damas opening book 1 Brazilian depth=4\n".into(), 1, UnknownVariant("Brazilian".into())),
        (format!("{}{START}\t22-18:5\n", header(" positions=2")), 1, Count { said: 2, found: 1 }),
        (format!("{}{START} 22-18:5\n", header("")), 2, NoTab),
        (format!("{}W:W21,22,99:B1\t22-18:5\n", header("")), 2, BadFen("W:W21,22,99:B1".into())),
        (format!("{}W:W22,21:B1\t22-18:5\n", header("")), 2, BadFen("W:W22,21:B1".into())),
        (line(""), 2, NoMoves),
        (line("22-18"), 2, BadMove("22-18".into())),
        (line("22-18:5  21-17:3"), 2, BadMove(String::new())),
        (line("22-40:5"), 2, BadMove("22-40:5".into())),
        (line("22-18:5.5"), 2, BadScore("5.5".into())),
        (line("22-18:5 22-18:3"), 2, DuplicateMove("22-18".into())),
        (line("22-18:5 21-17:+M3"), 2, NotBestFirst("21-17".into())),
        (format!("{}{START}\t22-18:5\nB:W21:B1\t1-5:0\n", header("")), 3, Unsorted),
        (format!("{}{START}\t22-18:5\n# between\n{START}\t22-18:5\n", header("")), 4, Duplicate),
    ];
    for (text, line, kind) in cases {
        assert_eq!(error(&text), (line, kind.clone()), "{text:?}");
        let shown = Book::read(&text).expect_err("fails").to_string();
        assert!(shown.starts_with(&format!("opening book, line {line}: ")), "{shown}");
    }
}

/// Random bytes, and random changes to a real book's text (a draughts book's, a Lasca book's):
/// the reader answers, never panics, and what it accepts it writes back to text it reads equal.
#[test]
fn no_input_makes_it_panic() {
    let mut rng = Xorshift::seeded(55);
    let books = [small_book().write(), small_lasca_book().write()];
    let alphabet: Vec<char> = "0123456789-x:+M\t \n#WBKwbacdefg=,".chars().chain(['é', '\r']).collect();
    for round in 0..20_000 {
        let real = &books[round % 2];
        let bytes: Vec<u8> = (0..rng.below(200)).map(|_| rng.next_u64() as u8).collect();
        let _ = Book::read(&String::from_utf8_lossy(&bytes));
        let mut text: Vec<char> = real.chars().collect();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(text.len() + 1);
            match rng.below(4) {
                0 if at < text.len() => {
                    text.remove(at);
                }
                1 => text.insert(at, alphabet[rng.below(alphabet.len())]),
                2 if at < text.len() => text[at] = alphabet[rng.below(alphabet.len())],
                _ => text.truncate(at),
            }
        }
        let text: String = text.into_iter().collect();
        if let Ok(book) = Book::read(&text) {
            assert_eq!(Book::read(&book.write()).as_ref(), Ok(&book), "{text:?}");
        }
    }
}

#[test]
fn a_lasca_book_reads_back_equal_with_its_fens_and_moves() {
    let book = small_lasca_book();
    let text = book.write();
    assert!(text.starts_with("# damas opening book 1 lasca depth=4 positions=2\n"), "{text}");
    let again = Book::read(&text).expect("reads");
    assert_eq!(again, book);
    assert_eq!(again.write(), text);
    assert_eq!((again.game(), again.variant()), (GameKind::Lasca, None));
    let start = LascaPosition::initial();
    let moves = again.moves(&start.to_fen()).expect("the start is in");
    assert_eq!(moves.len(), start.legal_moves().len(), "every legal move of the start");
    for m in moves {
        let mv = start.parse_move(&m.text).expect("a legal move");
        assert_eq!(start.move_text(&mv), m.text);
    }
}

/// A page reads its own games' books only, with only its own game's reader of FENs.
#[test]
fn a_reader_for_one_kind_of_position_refuses_the_other_games_at_the_header() {
    let (lasca, brazilian) = (small_lasca_book(), small_book());
    assert_eq!(Book::read_for::<LascaPosition>(&lasca.write()).as_ref(), Ok(&lasca));
    assert_eq!(Book::read_for::<Position>(&brazilian.write()).as_ref(), Ok(&brazilian));
    let e = Book::read_for::<Position>(&lasca.write()).expect_err("Lasca's");
    assert_eq!((e.line, e.kind), (1, BookErrorKind::OtherGame(GameKind::Lasca)));
    let e = Book::read_for::<LascaPosition>(&brazilian.write()).expect_err("Brazilian's");
    assert_eq!((e.line, e.kind.clone()), (1, BookErrorKind::OtherGame(GameKind::Draughts(Variant::Brazilian))));
    assert_eq!(e.to_string(), "opening book, line 1: a book of another game, brazilian");
}

#[test]
fn each_wrong_lasca_line_is_named() {
    use BookErrorKind::*;
    let start = LascaPosition::initial().to_fen();
    let head = "# damas opening book 1 lasca depth=4\n";
    let line = |moves: &str| format!("{head}{start}\t{moves}\n");
    let cases: Vec<(String, usize, BookErrorKind)> = vec![
        (format!("{head}{START}\t22-18:5\n"), 2, BadFen(START.into())),
        (format!("{head}W:a1=w,c3=w\tc3-d4:5\n"), 2, BadFen("W:a1=w,c3=w".into())),
        (format!("{head}W:b1=w\tc3-d4:5\n"), 2, BadFen("W:b1=w".into())),
        (line("22-18:5"), 2, BadMove("22-18:5".into())),
        (line("c3-d4-e5-:5"), 2, BadMove("c3-d4-e5-:5".into())),
        (line("c3:5"), 2, BadMove("c3:5".into())),
        (line("c3-b3:5"), 2, BadMove("c3-b3:5".into())),
        (line("c3-d4:5 c3-d4:1"), 2, DuplicateMove("c3-d4".into())),
        (line("c3-d4:5 e3-d4:6"), 2, NotBestFirst("e3-d4".into())),
        (format!("{head}{start}\tc3-d4:5\nB:a7=b\ta7-b6:0\n"), 3, Unsorted),
    ];
    for (text, line, kind) in cases {
        assert_eq!(error(&text), (line, kind.clone()), "{text:?}");
    }
    // A move whose squares read is the reader's to keep (it generates no moves), the player's
    // to refuse: the choice passes it over.
    assert!(Book::read(&line("a1-g7:5 c3xe5xc7:1")).is_ok());
}
