use super::*;
use damas_engine::lasca::LascaPosition;
use damas_engine::{Position, Variant};
use std::collections::BTreeSet;

const START: &str = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

/// A Brazilian book holding the start with `moves` (as the file writes them).
fn book(moves: &str) -> Book {
    Book::read(&format!("# damas opening book 1 brazilian depth=4\n{START}\t{moves}\n")).expect("a book")
}

fn start() -> Position {
    Position::initial(Variant::Brazilian)
}

/// The text of the move chosen with `seed`.
fn chosen(book: &Book, seed: Option<u64>) -> Option<String> {
    book_move(book, &start(), seed).map(|(mv, _)| start().move_text(&mv))
}

#[test]
fn without_a_seed_the_best_scored_move() {
    let b = book("22-18:12 23-18:12 21-17:8 24-19:3 22-17:-20 23-19:-M9");
    let (mv, score) = book_move(&b, &start(), None).expect("in the book");
    assert_eq!(start().move_text(&mv), "22-18", "the first listed of equals");
    assert_eq!(score, BookScore::Men(12));
    assert!(start().legal_moves().contains(&mv));
    let result = book_result(&b, &start(), None).expect("the same as a search's answer");
    assert_eq!((result.best, result.pv, result.score, result.depth, result.nodes), (Some(mv), vec![mv], crate::Score(12), 4, 0));
}

#[test]
fn a_seed_draws_among_the_moves_within_the_margin_and_again_the_same() {
    let b = book("22-18:12 23-18:10 21-17:7 24-19:6 22-17:-20");
    let drawn: BTreeSet<String> = (0..200).filter_map(|seed| chosen(&b, Some(seed))).collect();
    let near: BTreeSet<String> = ["22-18", "23-18", "21-17"].map(String::from).into();
    assert_eq!(drawn, near, "each within 5 hundredths of 12, and only those");
    for seed in 0..20 {
        assert_eq!(chosen(&b, Some(seed)), chosen(&b, Some(seed)), "seed {seed}");
    }
}

#[test]
fn no_move_outside_the_book() {
    let b = book("22-18:12");
    assert_eq!(book_move(&b, &start().play(&start().legal_moves()[0]), None), None, "a position not in it");
    let russian = Position::initial(Variant::Russian);
    assert_eq!(russian.to_fen(), START, "the same FEN");
    assert_eq!(book_move(&b, &russian, None), None, "another game's position");
}

#[test]
fn a_move_that_is_not_legal_here_is_passed_over() {
    // Squares that read but no legal move of the start (the reader cannot tell without moves).
    let b = book("18-14:90 22-13:80 23-19:4");
    assert_eq!(chosen(&b, None).as_deref(), Some("23-19"));
    assert!((0..50).all(|seed| chosen(&b, Some(seed)).as_deref() == Some("23-19")));
    assert_eq!(chosen(&book("18-14:90 17-13:5"), None), None, "no legal move listed");
}

#[test]
fn a_losing_move_is_never_drawn_beside_one_that_is_not() {
    let b = book("22-18:-400 23-18:-M30 21-17:-M12");
    assert!((0..100).all(|seed| chosen(&b, Some(seed)).as_deref() == Some("22-18")));
    assert_eq!(chosen(&book("23-18:-M30 21-17:-M12"), Some(1)), None, "every move loses: the search plays");
    // A win is drawn only among the quickest wins.
    let b = book("22-18:+M9 23-18:+M11 21-17:28000");
    assert!((0..100).all(|seed| chosen(&b, Some(seed)).as_deref() == Some("22-18")));
}

#[test]
fn a_lasca_book_plays_lasca_moves_and_only_in_lasca() {
    let lasca = LascaPosition::initial();
    let text = format!("# damas opening book 1 lasca depth=4\n{}\ta3-d4:40 c3-d4:12 e3-d4:10 a3-b4:-30\n", lasca.to_fen());
    let b = Book::read(&text).expect("a Lasca book");
    let (mv, score) = book_move(&b, &lasca, None).expect("in the book");
    assert_eq!((lasca.move_text(&mv), score), ("c3-d4".to_string(), BookScore::Men(12)), "a3-d4 is no move: passed over");
    let drawn: BTreeSet<String> = (0..100).filter_map(|seed| book_move(&b, &lasca, Some(seed)).map(|(mv, _)| lasca.move_text(&mv))).collect();
    assert_eq!(drawn, ["c3-d4", "e3-d4"].map(String::from).into());
    let result = book_result(&b, &lasca, None).expect("as a search's answer");
    assert_eq!((result.best, result.depth), (Some(mv), 4));
    assert_eq!(book_move(&b, &start(), None), None, "a draughts position");
    assert_eq!(book_move(&book("22-18:12"), &lasca, None), None, "a draughts book");
}
