//! The committed puzzle files (static/puzzles/, written by `damas puzzles`): each holds at least
//! the promised number of puzzles, every puzzle reads and plays on the page's reader, and a sample
//! of each variant is re-derived by the generator's own analysis: the first move is still the
//! unique winner at the verification depth, the line is the same, and the gain is realised.

// Native only: the generator (damas-puzzles) is not built for wasm32.
#![cfg(not(target_arch = "wasm32"))]

use damas::ui::puzzle::{parse_table, RawPuzzle, Table};
use damas_engine::{Position, Variant};
use damas_puzzles::{balance, verify, Settings, Theme, GAIN};

fn table(variant: Variant) -> Table {
    let path = format!("{}/static/puzzles/{}.json", env!("CARGO_MANIFEST_DIR"), variant.name());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let table = parse_table(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    assert_eq!(table.variant, variant);
    table
}

/// The generator's puzzle for a row of the file.
fn generated(raw: &RawPuzzle) -> damas_puzzles::Puzzle {
    damas_puzzles::Puzzle {
        id: raw.id.clone(),
        fen: raw.fen.clone(),
        solution: raw.solution.split_whitespace().map(String::from).collect(),
        themes: raw.themes.split_whitespace().map(|t| Theme::from_name(t).unwrap_or_else(|| panic!("{}: theme {t}", raw.id))).collect(),
        rating: u32::try_from(raw.rating).expect("a positive rating"),
        refutations: raw
            .refutations
            .split(';')
            .map(|group| {
                group.split_whitespace().map(|e| e.split_once('>').map(|(w, r)| (w.to_string(), r.to_string())).expect("wrong>reply")).collect()
            })
            .collect(),
    }
}

fn check(variant: Variant, at_least: usize, samples: usize) {
    let table = table(variant);
    assert!(table.puzzles.len() >= at_least, "{}: {} puzzles", variant.name(), table.puzzles.len());
    let mut ids: Vec<&str> = table.puzzles.iter().map(|p| p.id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), table.puzzles.len(), "ids are unique");
    for raw in &table.puzzles {
        assert_eq!(raw.id, damas_puzzles::puzzle_id(variant, &raw.fen));
        let puzzle = raw.resolve(variant).unwrap_or_else(|e| panic!("{}: {e}", raw.id));
        // The line is legal (it resolved) and the gain is realised at its end.
        let solver = puzzle.start.turn();
        let end = puzzle.solution.iter().fold(puzzle.start, |at: Position, mv| at.play(mv));
        let gained = balance(&end, solver) >= balance(&puzzle.start, solver) + GAIN && !end.must_capture();
        assert!(gained || end.legal_moves().is_empty(), "{}: no gain at the end of the line", raw.id);
        assert_eq!(puzzle.refutations.len(), puzzle.solution.len().div_ceil(2), "{}", raw.id);
        assert!(puzzle.refutations[0].len() + 1 == puzzle.start.legal_moves().len(), "{}: every wrong first move is answered", raw.id);
    }
    let step = table.puzzles.len() / samples;
    for raw in table.puzzles.iter().step_by(step.max(1)).take(samples) {
        verify(Settings::new(variant), &generated(raw)).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn brazilian_puzzles_hold() {
    check(Variant::Brazilian, 500, 12);
}

#[test]
fn russian_puzzles_hold() {
    check(Variant::Russian, 300, 12);
}

#[test]
fn english_puzzles_hold() {
    check(Variant::English, 200, 12);
}
