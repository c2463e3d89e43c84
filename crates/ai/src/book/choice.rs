//! The engine's move from its opening book: the best-scored move of the position, or with a seed
//! one drawn among those within [`MARGIN`] of it, so that games vary a little without playing a
//! worse opening. Which levels play from the book is [`crate::Level::plays_best`]'s to say.
//!
//! The book is fetched by the browser, so it is hostile input: a move text that names no legal
//! move of the position is passed over, never trusted, and nothing here panics.

use super::{Book, BookScore};
use crate::rng::Xorshift;
use crate::search::SearchResult;
use damas_engine::{Move, Position};

/// How far below the best score, in hundredths of a man, a move may be and still be drawn: the
/// book's scores are a depth-20 search's, and 5 hundredths is within what one more ply moves them.
pub const MARGIN: i32 = 5;

/// The move to play from `book` in `pos`, with its score: `None` when the position is not in
/// the book (or the book is another game's), when none of its moves is legal here, or when the
/// best of them is scored a loss (the search may resist longer than the book's line).
///
/// Without a `seed`, the best-scored legal move (the first listed of equals); with one, a move
/// drawn from those scored within [`MARGIN`] of it (a win only among the quickest wins), the same
/// for the same seed.
#[must_use]
pub fn book_move(book: &Book, pos: &Position, seed: Option<u64>) -> Option<(Move, BookScore)> {
    if book.variant() != pos.variant() {
        return None;
    }
    let listed = book.moves(&pos.to_fen())?;
    let legal = pos.legal_moves();
    // Each listed move that names a legal move, best first as the book lists them.
    let playable: Vec<(Move, BookScore)> = listed
        .iter()
        .filter_map(|m| legal.iter().find(|mv| pos.move_text_among(mv, &legal) == m.text).map(|mv| (*mv, m.score)))
        .collect();
    // Best first is the reader's check; the choice does not rely on it (a stable sort below).
    let best = playable.iter().map(|&(_, s)| s).max()?;
    if matches!(best, BookScore::Loss(_)) {
        return None;
    }
    let near = |s: BookScore| match (best, s) {
        (BookScore::Men(b), BookScore::Men(v)) => v >= b.saturating_sub(MARGIN),
        _ => s == best,
    };
    let mut near: Vec<(Move, BookScore)> = playable.into_iter().filter(|&(_, s)| near(s)).collect();
    near.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
    let at = seed.map_or(0, |seed| Xorshift::seeded(seed).below(near.len()));
    near.get(at).copied()
}

/// [`book_move`] as a search's answer, so each player of the engine (the worker, the CLI) reports
/// it as it reports a search: the move as the whole line, its score, the book's depth, no nodes.
#[must_use]
pub fn book_result(book: &Book, pos: &Position, seed: Option<u64>) -> Option<SearchResult> {
    let (mv, score) = book_move(book, pos, seed)?;
    Some(SearchResult { best: Some(mv), score: score.score(), depth: book.depth(), nodes: 0, time_ms: 0.0, pv: vec![mv] })
}

#[cfg(test)]
mod tests;
