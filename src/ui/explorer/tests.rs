//! The explorer's shares and evaluations.

use super::shares::{evaluation, shares, white_hundredths, Evaluation};
use damas_ai::book::BookScore;

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
