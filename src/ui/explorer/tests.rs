//! The explorer's shares and evaluations, and the book each game's page reads.

use super::shares::{evaluation, shares, white_hundredths, Evaluation};
use super::shelf::{book_path, read_book};
use damas_ai::book::BookScore;
use damas_engine::lasca::LascaPosition;
use damas_engine::{GameKind, Position, Variant};

#[test]
fn shares_are_whole_percents_that_add_up_to_a_hundred() {
    assert_eq!(shares([1, 1, 1]), [34, 33, 33]);
    assert_eq!(shares([2, 1, 0]), [67, 33, 0]);
    assert_eq!(shares([0, 0, 0]), [0, 0, 0]);
    assert_eq!(shares([7, 0, 0]), [100, 0, 0]);
    assert_eq!(shares([u32::MAX, u32::MAX, 1]), [50, 50, 0]);
    for parts in [[3, 5, 9], [1, 2, 997], [10, 10, 10], [1, 0, 2]] {
        assert_eq!(shares(parts).iter().sum::<u32>(), 100, "{parts:?}");
    }
}

#[test]
fn a_book_score_reads_from_white_s_side() {
    assert_eq!(evaluation(BookScore::Men(35), true), Evaluation::Men("+0.35".into()));
    assert_eq!(evaluation(BookScore::Men(35), false), Evaluation::Men("\u{2212}0.35".into()));
    assert_eq!(evaluation(BookScore::Men(-120), true), Evaluation::Men("\u{2212}1.20".into()));
    assert_eq!(evaluation(BookScore::Men(0), false), Evaluation::Men("0.00".into()));
    assert_eq!(evaluation(BookScore::Men(i32::MIN), true), Evaluation::Men("\u{2212}21474836.48".into()));
    assert_eq!(evaluation(BookScore::Win(9), true), Evaluation::WhiteWins);
    assert_eq!(evaluation(BookScore::Win(9), false), Evaluation::BlackWins);
    assert_eq!(evaluation(BookScore::Loss(4), false), Evaluation::WhiteWins);
    assert_eq!(evaluation(BookScore::Loss(4), true), Evaluation::BlackWins);
    assert_eq!(white_hundredths(BookScore::Men(35), false), -35);
    assert_eq!(white_hundredths(BookScore::Win(3), false), -10_000);
    assert_eq!(white_hundredths(BookScore::Men(i32::MAX), true), 9_999);
}

/// Lasca's page fetches Lasca's book and reads it as a draughts page reads its own: the shipped
/// file is Lasca's, its moves at the start are every legal move, best first from White's side,
/// and Black's after White's best move best first from Black's. Another game's book, a page
/// that is no book, or no file at all is none.
#[test]
fn lasca_s_page_reads_lasca_s_book() {
    let lasca = include_str!("../../../crates/ai/data/book/lasca.txt");
    let brazilian = include_str!("../../../crates/ai/data/book/brazilian.txt");
    assert_eq!(book_path(GameKind::Lasca), "book-lasca.txt");
    assert_eq!(book_path(GameKind::Draughts(Variant::Brazilian)), "book-brazilian.txt");
    let book = read_book::<LascaPosition>(GameKind::Lasca, Some(lasca)).expect("Lasca's book");
    let start = LascaPosition::initial();
    let moves = book.moves(&start.to_fen()).expect("the start");
    assert_eq!(moves.len(), start.legal_moves().len(), "every legal move");
    let evals: Vec<i32> = moves.iter().map(|m| white_hundredths(m.score, true)).collect();
    assert!(evals.windows(2).all(|w| w[0] >= w[1]), "best first for White: {evals:?}");
    let best = start.parse_move(&moves[0].text).expect("a legal move, played by its text");
    let reply = start.play(&best);
    let moves = book.moves(&reply.to_fen()).expect("the principal line is in the book");
    assert!(moves.iter().all(|m| reply.parse_move(&m.text).is_ok()));
    let evals: Vec<i32> = moves.iter().map(|m| white_hundredths(m.score, false)).collect();
    assert!(evals.windows(2).all(|w| w[0] <= w[1]), "best first for Black: {evals:?}");
    assert!(read_book::<Position>(GameKind::Draughts(Variant::Brazilian), Some(brazilian)).is_some());
    assert!(read_book::<Position>(GameKind::Draughts(Variant::Brazilian), Some(lasca)).is_none(), "another game's");
    assert!(read_book::<LascaPosition>(GameKind::Lasca, Some(brazilian)).is_none(), "another game's");
    assert!(read_book::<LascaPosition>(GameKind::Lasca, Some("<!doctype html><p>Not found</p>")).is_none());
    assert!(read_book::<LascaPosition>(GameKind::Lasca, None).is_none(), "not fetched");
    let russian = include_str!("../../../crates/ai/data/book/russian.txt");
    assert!(read_book::<Position>(GameKind::Draughts(Variant::Brazilian), Some(russian)).is_none(), "another variant's");
}
