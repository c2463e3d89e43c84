//! Turkish draughts, rule by rule (RULES.md section 5): orthogonal men that never go back, rook-like
//! kings, pieces removed as they are jumped, no 180-degree turn, the majority rule, and crowning
//! only where the move ends.

use damas_engine::{Position, Variant};
use std::collections::BTreeSet;

fn moves(fen: &str) -> BTreeSet<String> {
    let pos = Position::from_fen(Variant::Turkish, fen).unwrap();
    pos.legal_moves().iter().map(|m| pos.move_text(m)).collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

#[test]
fn men_move_forward_or_sideways_never_back_or_diagonally() {
    assert_eq!(moves("W:Wd4:Ba8"), set(&["d4-c4", "d4-d5", "d4-e4"]));
    assert_eq!(moves("B:Wh1:Bd4"), set(&["d4-c4", "d4-d3", "d4-e4"]));
}

#[test]
fn men_capture_forward_and_sideways_only() {
    // d5 ahead and c4 beside can be taken; d3 behind cannot.
    assert_eq!(moves("W:Wd4:Bd5,c4,d3"), set(&["d4xb4", "d4xd6"]));
}

#[test]
fn a_king_slides_like_a_rook_and_lands_anywhere_beyond() {
    assert_eq!(moves("W:WKa1:Bh8").len(), 14);
    assert_eq!(moves("W:WKa1:Ba4,h8"), set(&["a1xa5", "a1xa6", "a1xa7", "a1xa8"]));
}

#[test]
fn jumped_pieces_leave_at_once_so_their_square_can_be_crossed_again() {
    // The king takes e4, f6, d7 and c5 round a square, then runs back along the 4th rank through
    // e4's square, emptied at once, to take g4: five pieces. Were e4 still on the board (as in the
    // diagonal games) the route would stop at four.
    let pos = Position::from_fen(Variant::Turkish, "W:WKd4:Be4,f6,d7,c5,g4,a8").unwrap();
    let legal = pos.legal_moves();
    assert_eq!(legal.len(), 1);
    assert_eq!(legal[0].captured.count(), 5);
    let detail = pos.describe(&legal[0]);
    assert_eq!(detail.path, [36, 38, 14, 11, 35, 40]); // d4 f4 f7 c7 c4 h4
    assert_eq!(detail.captured, [37, 22, 12, 27, 39]); // e4 f6 d7 c5 g4, in the order taken
}

#[test]
fn no_turning_back_between_two_jumps() {
    // A man takes c4 sideways to b4; taking d4 would need a 180-degree turn (back through c4,
    // whose piece is already gone), so the capture ends on b4.
    assert_eq!(moves("W:Wd4:Bc4,e4"), set(&["d4xb4", "d4xf4"]));
    // A king likewise: after taking d4 going left it may not come straight back to take f4.
    let texts = moves("W:WKe4:Bc4,g4,a8");
    assert!(texts.iter().all(|t| t.matches('x').count() == 1), "{texts:?}");
}

#[test]
fn the_majority_rule_counts_pieces() {
    // Taking two (d5 then d7) is compulsory over taking one (c4).
    assert_eq!(moves("W:Wd4:Bc4,d5,d7"), set(&["d4xd8"]));
}

#[test]
fn a_man_is_crowned_only_where_the_move_ends() {
    // Reaching the 8th rank with c8 then taking on along it sideways: still a man mid-way, crowned
    // at the end because it ends on the last rank.
    let pos = Position::from_fen(Variant::Turkish, "W:Wc6:Bc7,d8,h2").unwrap();
    let legal = pos.legal_moves();
    assert_eq!(legal.len(), 1);
    assert_eq!(pos.move_text(&legal[0]), "c6xe8");
    assert!(legal[0].crowns);
}
