//! The shipped opening books (`data/book/<variant>.txt`, `scripts/build-book`): each reads, and
//! every move text in it is a legal move of its position as the game record writes it.

use damas_ai::book::Book;
use damas_engine::{Move, Position, Variant};
use std::collections::HashSet;

/// Each book is its variant's, lists every legal move of every position once, and (Brazilian's
/// and Russian's) holds every position of every ballot.
#[test]
fn the_shipped_books_hold_every_legal_move() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/book");
    for variant in Variant::ALL {
        let path = dir.join(format!("{}.txt", variant.name()));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let book = Book::read(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(book.variant(), variant);
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
