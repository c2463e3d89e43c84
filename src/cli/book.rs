//! The opening books of the native `damas` tool: every game's book (`crates/ai/data/book`)
//! compiled in with `include_str!`. Only the CLI compiles this module, so no page's or worker's
//! wasm carries them (the browser's worker fetches its game's file when it first needs it).

use damas_ai::book::{book_result, Book};
use damas_ai::SearchResult;
use damas_engine::{Position, Variant};
use std::sync::OnceLock;

/// Each game's book as the build found it.
fn text(variant: Variant) -> &'static str {
    match variant {
        Variant::Brazilian => include_str!("../../crates/ai/data/book/brazilian.txt"),
        Variant::Russian => include_str!("../../crates/ai/data/book/russian.txt"),
        Variant::English => include_str!("../../crates/ai/data/book/english.txt"),
        Variant::International => include_str!("../../crates/ai/data/book/international.txt"),
        Variant::Turkish => include_str!("../../crates/ai/data/book/turkish.txt"),
        Variant::Spanish => include_str!("../../crates/ai/data/book/spanish.txt"),
        Variant::Italian => include_str!("../../crates/ai/data/book/italian.txt"),
        Variant::Czech => include_str!("../../crates/ai/data/book/czech.txt"),
        Variant::Pool => include_str!("../../crates/ai/data/book/pool.txt"),
    }
}

/// The books, read once on the first question (a few milliseconds); a book that would not read
/// is left out (`crates/ai/tests/book.rs` checks that each does).
fn books() -> &'static [Book] {
    static BOOKS: OnceLock<Vec<Book>> = OnceLock::new();
    BOOKS.get_or_init(|| Variant::ALL.into_iter().filter_map(|v| Book::read(text(v)).ok()).collect())
}

/// The book's move in `pos` as a search's answer, the best-scored one (the tool answers the same
/// position the same way), or `None` outside the book.
#[must_use]
pub fn answer(pos: &Position) -> Option<SearchResult> {
    let book = books().iter().find(|b| b.variant() == Some(pos.variant()))?;
    book_result(book, pos, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_its_book_and_a_legal_first_move() {
        assert_eq!(books().len(), Variant::ALL.len());
        for v in Variant::ALL {
            let start = Position::initial(v);
            let result = answer(&start).unwrap_or_else(|| panic!("{v}"));
            assert!(start.legal_moves().contains(&result.best.expect("a move")), "{v}");
            assert_eq!(result.depth, books().iter().find(|b| b.variant() == Some(v)).expect("its book").depth());
        }
        let late = Position::from_fen(Variant::Brazilian, "W:W27,19:B10,15,23").expect("a position");
        assert_eq!(answer(&late), None);
    }
}
