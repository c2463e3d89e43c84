//! The shipped opening books (`data/book/<game>.txt`, `scripts/build-book`): each reads, and
//! every move text in it is a legal move of its position as the game record writes it.

use damas_ai::book::{book_move, Book, BookScore};
use damas_engine::lasca::{LascaMove, LascaPosition};
use damas_engine::{GameKind, Move, Position, Variant};
use std::collections::HashSet;

/// Each book is its variant's, writes back byte for byte, lists every legal move of every
/// position once, and (Brazilian's and Russian's) holds every position of every ballot.
#[test]
fn the_shipped_books_hold_every_legal_move() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/book");
    for variant in Variant::ALL {
        let path = dir.join(format!("{}.txt", variant.name()));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let book = Book::read(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(book.game(), GameKind::Draughts(variant));
        assert!(book.write() == text, "{variant}: written back byte for byte");
        assert!(book.moves(&Position::initial(variant).to_fen()).is_some(), "{variant}: the start");
        for (fen, moves) in book.iter() {
            let pos = Position::from_fen(variant, fen).expect("the reader checked it");
            let legal: HashSet<Move> = pos.legal_moves().into_iter().collect();
            let mut listed = HashSet::new();
            for m in moves {
                let mv = pos.parse_move(&m.text).unwrap_or_else(|e| panic!("{variant} {fen} {}: {e}", m.text));
                assert_eq!(pos.move_text(&mv), m.text, "{variant} {fen}: as the record writes it");
                assert!(listed.insert(mv), "{variant} {fen}: {} twice", m.text);
            }
            assert_eq!(listed, legal, "{variant} {fen}: every legal move");
        }
        for b in damas_engine::ballot::ballots(variant) {
            let opening = b.opening(variant).expect("the ballots play");
            let mut pos = opening.start;
            for mv in std::iter::once(None).chain(opening.moves.iter().map(Some)) {
                if let Some(mv) = mv {
                    pos = pos.play(mv);
                }
                assert!(book.moves(&pos.to_fen()).is_some(), "{variant} {}: {}", b.id(), pos.to_fen());
            }
        }
    }
}

/// The engine's first move from each shipped book is a legal move of the start, the best or one
/// drawn near it, and none is a loss.
#[test]
fn each_shipped_book_plays_a_legal_first_move() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/book");
    for variant in Variant::ALL {
        let text = std::fs::read_to_string(dir.join(format!("{}.txt", variant.name()))).expect("the book");
        let book = Book::read(&text).expect("it reads");
        let start = Position::initial(variant);
        let best = book.moves(&start.to_fen()).expect("the start")[0].clone();
        let (mv, score) = book_move(&book, &start, None).unwrap_or_else(|| panic!("{variant}: a move"));
        assert_eq!((start.move_text(&mv), score), (best.text, best.score), "{variant}: the best");
        for seed in 0..20 {
            let (mv, score) = book_move(&book, &start, Some(seed)).expect("a move");
            assert!(start.legal_moves().contains(&mv), "{variant}");
            let near = match (best.score, score) {
                (BookScore::Men(b), BookScore::Men(v)) => v >= b - damas_ai::book::MARGIN,
                (b, v) => b == v,
            };
            assert!(near, "{variant}: {score} beside the best {}", best.score);
        }
    }
}

/// `bytes` gzipped as the site's copies are (`gzip -9 -n`), or `None` where no `gzip` runs.
fn gzipped_len(bytes: &[u8]) -> Option<usize> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new("gzip").args(["-9", "-n", "-c"]).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().ok()?;
    child.stdin.take()?.write_all(bytes).ok()?;
    let out = child.wait_with_output().ok()?;
    out.status.success().then_some(out.stdout.len())
}

/// Lasca's book (`data/book/lasca.txt`): it reads as Lasca's and writes back byte for byte, every
/// move listed is a legal move of its position as the record writes it and every legal move is
/// listed, the engine's first move from it is its best, and it is within the 150 KB
/// gzipped (where no `gzip` runs, its raw size is, which gzip only shrinks on text).
#[test]
fn lasca_s_shipped_book_holds_every_legal_move_within_150_kb_gzipped() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/book/lasca.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let book = Book::read(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!((book.game(), book.variant()), (GameKind::Lasca, None));
    assert!(book.write() == text, "written back byte for byte");
    let start = LascaPosition::initial();
    assert!(book.moves(&start.to_fen()).is_some(), "the start");
    assert!(book.len() >= 100, "{} positions", book.len());
    for (fen, moves) in book.iter() {
        let pos = LascaPosition::from_fen(fen).expect("the reader checked it");
        let legal: HashSet<LascaMove> = pos.legal_moves().into_iter().collect();
        let mut listed = HashSet::new();
        for m in moves {
            let mv = pos.parse_move(&m.text).unwrap_or_else(|e| panic!("{fen} {}: {e}", m.text));
            assert_eq!(pos.move_text(&mv), m.text, "{fen}: as the record writes it");
            assert!(listed.insert(mv), "{fen}: {} twice", m.text);
        }
        assert_eq!(listed, legal, "{fen}: every legal move");
    }
    let best = &book.moves(&start.to_fen()).expect("the start")[0];
    let (mv, score) = book_move(&book, &start, None).expect("a move");
    assert_eq!((start.move_text(&mv), score), (best.text.clone(), best.score));
    let size = gzipped_len(text.as_bytes()).unwrap_or(text.len());
    assert!(size <= 150_000, "{size} bytes gzipped");
}
