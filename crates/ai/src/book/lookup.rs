//! One position's book move straight from a book's text, without reading the rest: for the
//! browser's worker, where the whole reader ([`Book::read`](super::Book::read), with its checks
//! and [`Position::to_fen`]) and a sorted lookup cost 11 KB more of its wasm code (5 KB gzipped)
//! than this scan. The text is fetched, so hostile: a line whose FEN does not read is not the
//! position's, a move that does not read makes the position's line none, another game's header
//! makes the text no book, and nothing panics.

use super::choice::{answer, choose};
use super::{BookMove, BookScore, MAGIC};
use crate::search::SearchResult;
use damas_engine::Position;

/// [`super::book_result`] for a book given as its text: the first line whose FEN reads as `pos`.
/// A scan of every line (about a millisecond for a thousand), once per move asked of the book.
#[must_use]
pub fn book_result_in(text: &str, pos: &Position, seed: Option<u64>) -> Option<SearchResult> {
    let mut lines = text.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l));
    // The header, read only as far as needed: this game's name, then the depth.
    let variant = pos.variant();
    let words = lines.next()?.strip_prefix(MAGIC)?.strip_prefix(variant.name())?.strip_prefix(' ')?;
    let depth = words.split(' ').find_map(|w| w.strip_prefix("depth="))?.parse().ok()?;
    let list = lines.find_map(|line| {
        let (fen, list) = line.split_once('\t')?;
        (Position::from_fen(variant, fen).ok()? == *pos).then_some(list)
    })?;
    // A loop, not a `collect` into `Option<Vec<_>>`: that adapter's code was 1.5 KB of wasm.
    let mut listed = Vec::new();
    for item in list.split(' ') {
        let (mv, score) = item.rsplit_once(':')?;
        listed.push(BookMove { text: mv.to_string(), score: BookScore::parse(score)? });
    }
    choose(&listed, pos, seed).map(|chosen| answer(chosen, depth))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::book::{book_result, Book};
    use damas_engine::Variant;

    #[test]
    fn the_text_answers_as_the_book_read_whole() {
        let text = include_str!("../../data/book/russian.txt");
        let book = Book::read(text).expect("it reads");
        for (fen, _) in book.iter().step_by(97) {
            let pos = Position::from_fen(Variant::Russian, fen).expect("a position");
            for seed in [None, Some(3)] {
                assert_eq!(book_result_in(text, &pos, seed), book_result(&book, &pos, seed), "{fen}");
            }
        }
        let brazilian = Position::initial(Variant::Brazilian);
        assert_eq!(book_result_in(text, &brazilian, None), None, "another game's book");
        let late = Position::from_fen(Variant::Russian, "W:W27,19:B10,15,23").expect("a position");
        assert_eq!(book_result_in(text, &late, None), None, "a position outside it");
    }

    #[test]
    fn hostile_text_gives_no_move_and_no_panic() {
        let start = Position::initial(Variant::Brazilian);
        let fen = start.to_fen();
        let head = "# damas opening book 1 brazilian depth=9\n";
        for text in [
            String::new(),
            "\u{0}\n\t\n".into(),
            format!("{fen}\t22-18:5\n"),
            format!("# damas opening book 1 russian depth=9\n{fen}\t22-18:5\n"),
            format!("{head}{fen}\t22-18:5 23-18\n"),
            format!("{head}{fen}\t22-18:+5\n"),
            format!("{head}{fen}\t18-14:50 99-1:40\n"),
            format!("{head}{fen}\t23-18:-M3\n"),
        ] {
            assert_eq!(book_result_in(&text, &start, Some(1)), None, "{text:?}");
        }
        let text = format!("{head}W:W99:B1\tx:1\n{fen}\r\n\t\n{fen}\t18-14:50 22-18:4\n");
        let result = book_result_in(&text, &start, Some(1)).expect("the first line that reads as the start");
        assert_eq!((result.best.map(|mv| start.move_text(&mv)), result.depth), (Some("22-18".into()), 9));
    }
}
