//! The puzzle rules: ids, uniqueness, the line, themes, ratings, the file and reproducibility.

use damas_engine::{Position, Variant};
use damas_puzzles::{generate, puzzle_id, to_json, Finder, Settings, Theme};

fn analyse(variant: Variant, fen: &str) -> Option<damas_puzzles::Puzzle> {
    Finder::new(Settings::new(variant)).analyse(&Position::from_fen(variant, fen).unwrap())
}

#[test]
fn ids_are_stable_and_name_the_variant() {
    let id = puzzle_id(Variant::Brazilian, "W:W22,23,28:B20,21");
    assert_eq!(id, puzzle_id(Variant::Brazilian, "W:W22,23,28:B20,21"));
    assert_eq!(id.len(), 9);
    assert!(id.starts_with('b'));
    assert!(puzzle_id(Variant::Russian, "W:W22,23,28:B20,21").starts_with('r'));
    assert_ne!(puzzle_id(Variant::Russian, "W:W22,23,28:B20,21")[1..], id[1..]);
}

#[test]
fn a_breakthrough_is_found_with_its_line_and_themes() {
    // White crowns by force: 5-1 is the only move that wins (13-9 lets Black run).
    let p = analyse(Variant::Brazilian, "W:W5,13:B10,20").expect("a puzzle");
    assert_eq!(p.solution[0], "5-1");
    assert!(p.themes.contains(&Theme::Crown), "{:?}", p.themes);
    assert_eq!(p.refutations[0].len(), 1);
    assert_eq!(p.refutations[0][0].0, "13-9");
}

#[test]
fn quiet_starts_and_lost_causes_are_not_puzzles() {
    assert_eq!(analyse(Variant::Brazilian, &Variant::Brazilian.start_fen()), None);
    assert_eq!(analyse(Variant::Russian, "W:W29:B1"), None, "a single move is no puzzle");
    assert_eq!(analyse(Variant::English, "W:W32,31,30:B1"), None, "far ahead already");
}

#[test]
fn the_same_seed_gives_the_same_puzzles() {
    let settings = Settings { scan_depth: 4, verify_depth: 6, play_depth: 2, ..Settings::new(Variant::Brazilian) };
    let (a, ra) = generate(settings, 4, 7, 40, &mut |_, _| {});
    let (b, rb) = generate(settings, 4, 7, 40, &mut |_, _| {});
    assert_eq!((a.len(), &a, ra), (4, &b, rb));
    let json = to_json(Variant::Brazilian, &a);
    assert!(json.starts_with("{\"variant\":\"brazilian\""));
    assert_eq!(json.lines().count(), 6);
    for p in &a {
        assert!(json.contains(&format!("[\"{}\",\"{}\",", p.id, p.fen)));
        assert!((600..=2400).contains(&p.rating));
        assert_eq!(p.solution.len() % 2, 1, "the line ends on the solver's move");
    }
}

#[test]
fn ratings_grow_with_depth_length_and_sacrifice() {
    use damas_puzzles::theme_rating as rating;
    assert!(rating(8, 1, &[], false) > rating(2, 1, &[], false));
    assert!(rating(4, 3, &[], false) > rating(4, 1, &[], false));
    assert!(rating(4, 1, &[Theme::Sacrifice], false) > rating(4, 1, &[Theme::Shot], false));
    assert!(rating(4, 1, &[], true) < rating(4, 1, &[], false));
}
