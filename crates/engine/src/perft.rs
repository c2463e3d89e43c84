//! Perft: the number of leaf nodes of the legal-move tree to a given depth. Checks the move
//! generator against published counts and measures its speed. The last ply is bulk-counted.

use crate::movegen::{count_moves, legal_moves, Duplicates};
use crate::rules::Rules;
use crate::{Move, Position};

/// Leaves of the move tree of `pos` at `depth` plies.
#[must_use]
pub fn perft(pos: &Position, depth: u32, duplicates: Duplicates) -> u64 {
    crate::with_moves!(pos.variant(), R => {
        let mut lists = vec![Vec::with_capacity(64); depth as usize + 1];
        perft_of::<R>(pos, depth, duplicates, &mut lists)
    })
}

/// Perft of each root move at `depth` (the `--divide` view): (move, leaves below it).
#[must_use]
pub fn divide(pos: &Position, depth: u32, duplicates: Duplicates) -> Vec<(Move, u64)> {
    crate::with_moves!(pos.variant(), R => {
        let mut root = Vec::new();
        legal_moves::<R>(pos, &mut root, duplicates);
        let mut lists = vec![Vec::with_capacity(64); depth as usize + 1];
        root.iter()
            .map(|mv| {
                let child = pos.play(mv);
                let n = if depth <= 1 { 1 } else { perft_of::<R>(&child, depth - 1, duplicates, &mut lists) };
                (*mv, n)
            })
            .collect()
    })
}

fn perft_of<R: Rules>(pos: &Position, depth: u32, duplicates: Duplicates, lists: &mut [Vec<Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (list, rest) = lists.split_first_mut().expect("one list per ply");
    if depth == 1 {
        return count_moves::<R>(pos, list, duplicates);
    }
    legal_moves::<R>(pos, list, duplicates);
    let mut total = 0;
    for mv in list.iter() {
        total += perft_of::<R>(&pos.play(mv), depth - 1, duplicates, rest);
    }
    total
}

/// Perft for any [`crate::Playable`] game (Lasca, whose positions are not bitboards): plain
/// recursion over [`crate::Playable::legal_moves`], every move counted once.
#[must_use]
pub fn perft_game<P: crate::Playable>(pos: &P, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves.iter().map(|mv| perft_game(&pos.play(mv), depth - 1)).sum()
}

/// [`perft_game`] of each root move at `depth`: (move, leaves below it).
#[must_use]
pub fn divide_game<P: crate::Playable>(pos: &P, depth: u32) -> Vec<(P::Move, u64)> {
    pos.legal_moves().into_iter().map(|mv| (mv, perft_game(&pos.play(&mv), depth.saturating_sub(1)))).collect()
}
