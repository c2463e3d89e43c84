//! Every example of `shared/rulebook_examples.json` for the supported variants: the set of legal
//! moves must be exactly the one the rulebook gives, and `after` the position after the only move.

mod reference;

use damas_engine::Position;
use std::collections::BTreeSet;

#[test]
fn rulebook_examples_have_exactly_the_published_moves() {
    let data = reference::load("rulebook_examples.json");
    let mut checked = 0;
    let mut failures = Vec::new();
    for e in data.as_array().expect("a list") {
        let Some(variant) = reference::variant(e["variant"].as_str().unwrap_or("")) else { continue };
        let case = format!("{} {} ({})", e["variant"], e["case"], e["article"]);
        let pos = Position::from_fen(variant, e["fen"].as_str().expect("fen")).expect("valid fen");
        let legal: BTreeSet<String> = pos.legal_moves().iter().map(|m| pos.move_text(m)).collect();
        let mut named = BTreeSet::new();
        for text in e["expected"].as_array().expect("expected moves") {
            let text = text.as_str().expect("move text");
            match pos.parse_move(text) {
                Ok(mv) => {
                    named.insert(pos.move_text(&mv));
                }
                Err(err) => failures.push(format!("{case}: {text}: {err}")),
            }
        }
        if named != legal || named.len() != e["expected"].as_array().map_or(0, Vec::len) {
            failures.push(format!("{case}: expected {named:?}, generated {legal:?}"));
        }
        if let Some(after) = e["after"].as_str() {
            let moves = pos.legal_moves();
            let want = Position::from_fen(variant, after).expect("valid after fen");
            if moves.len() != 1 || pos.play(&moves[0]) != want {
                failures.push(format!("{case}: position after the move is not {after}"));
            }
        }
        checked += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked >= 38, "only {checked} examples checked (Italian's 12 included)");
}
