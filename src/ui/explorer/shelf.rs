//! The explorer's book of the game on view: the file it fetches (`book-<game>.txt`, one for each
//! game, Lasca's too: `scripts/post-build.mjs` copies `crates/ai/data/book`) and what it keeps of
//! the answer. Pure; the panel (`view::panel`) fetches. The file is fetched, so hostile: what does
//! not read, or is another game's book, is no book, and nothing panics.

use damas_ai::book::{Book, BookPosition};
use damas_engine::GameKind;

/// The address of `kind`'s book, relative to the app's root: `book-brazilian.txt`,
/// `book-lasca.txt`.
#[must_use]
pub fn book_path(kind: GameKind) -> String {
    format!("book-{}.txt", kind.name())
}

/// `kind`'s book from the fetched `text` (`None`: it did not come), or `None` when the text does
/// not read as a book or is another game's. `P` is the page's position type: only its game's
/// reader of FENs goes into the page's bundle ([`Book::read_for`]).
#[must_use]
pub fn read_book<P: BookPosition>(kind: GameKind, text: Option<&str>) -> Option<Book> {
    Book::read_for::<P>(text?).ok().filter(|book| book.game() == kind)
}
