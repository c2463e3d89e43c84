//! The engine's move from its opening book: the best-scored move of the position, or with a seed
//! one drawn among those within [`MARGIN`] of it, so that games vary a little without playing a
//! worse opening. Which levels play from the book is [`crate::Level::plays_best`]'s to say.
//!
//! The book is fetched by the browser, so it is hostile input: a move text that names no legal
//! move of the position is passed over, never trusted, and nothing here panics.

use super::{Book, BookMove, BookScore};
use crate::rng::Xorshift;
use crate::search::SearchResult;
use damas_engine::Playable;

/// How far below the best score, in hundredths of a man, a move may be and still be drawn: the
/// book's scores are a depth-20 search's, and 5 hundredths is within what one more ply moves them.
pub const MARGIN: i32 = 5;

/// The move to play from `book` in `pos` (of any game: a draughts [`damas_engine::Position`],
/// a [`damas_engine::lasca::LascaPosition`]), with its score: `None` when the position is not in
/// the book (or the book is another game's), or [`choose`] finds none.
#[must_use]
pub fn book_move<P: Playable>(book: &Book, pos: &P, seed: Option<u64>) -> Option<(P::Move, BookScore)> {
    if book.game() != pos.game_kind() {
        return None;
    }
    choose(book.moves(&pos.to_fen())?, pos, seed)
}

/// The move to play among `listed` (the book's moves of `pos`), with its score: `None` when none
/// of them is legal here, or when the best of them is scored a loss (the search may resist longer
/// than the book's line).
///
/// Without a `seed`, the best-scored legal move (the first listed of equals); with one, a move
/// drawn from those scored within [`MARGIN`] of it (a win only among the quickest wins), the same
/// for the same seed.
#[must_use]
pub fn choose<P: Playable>(listed: &[BookMove], pos: &P, seed: Option<u64>) -> Option<(P::Move, BookScore)> {
    let legal = pos.legal_moves();
    let texts: Vec<String> = legal.iter().map(|mv| pos.move_text(mv)).collect();
    // Each listed move that names a legal move, in the book's order.
    let playable: Vec<(P::Move, BookScore)> =
        listed.iter().filter_map(|m| texts.iter().position(|t| *t == m.text).map(|i| (legal[i], m.score))).collect();
    // The book lists the best first (the reader checks it), but the choice does not rely on it;
    // nor does it sort (a sort's code is a large part of what the worker would add).
    let best = playable.iter().map(|&(_, s)| s).max()?;
    if matches!(best, BookScore::Loss(_)) {
        return None;
    }
    let Some(seed) = seed else { return playable.into_iter().find(|&(_, s)| s == best) };
    let near = |s: BookScore| match (best, s) {
        (BookScore::Men(b), BookScore::Men(v)) => v >= b.saturating_sub(MARGIN),
        _ => s == best,
    };
    let near: Vec<(P::Move, BookScore)> = playable.into_iter().filter(|&(_, s)| near(s)).collect();
    near.get(Xorshift::seeded(seed).below(near.len())).copied()
}

/// [`book_move`] as a search's answer, so each player of the engine (the worker, the CLI) reports
/// it as it reports a search: the move as the whole line, its score, the book's depth, no nodes.
#[must_use]
pub fn book_result<P: Playable>(book: &Book, pos: &P, seed: Option<u64>) -> Option<SearchResult<P::Move>> {
    book_move(book, pos, seed).map(|chosen| answer(chosen, book.depth()))
}

/// A chosen move as the answer of a search of `depth` plies.
pub(super) fn answer<M: Copy>((mv, score): (M, BookScore), depth: u32) -> SearchResult<M> {
    SearchResult { best: Some(mv), score: score.score(), depth, nodes: 0, time_ms: 0.0, pv: vec![mv] }
}

#[cfg(test)]
mod tests;
