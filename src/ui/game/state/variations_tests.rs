//! Variations (issue 56, finding W14): going anywhere in the move tree (a click in the move list,
//! the keys, undo and redo) never changes which line is the main one, in the state or in the
//! link a reload reads back; a move played where the position on view already has a
//! continuation starts a variation (or follows the same move); only `PromoteLine` makes another
//! line the main one. Old links, which wrote the line on view first, read as before.
use super::*;
use crate::link::{read_link, to_query};
use damas_engine::NodeId;
use damas_game::opponent::Opponent;

fn game() -> GameState {
    GameState::opened(Opened::new(Position::initial(Variant::Brazilian)), crate::clock::now_ms())
}

fn play(s: &mut GameState, texts: &[&str]) {
    for t in texts {
        s.reduce_now(Action::Typed((*t).to_string()));
    }
}

/// The page as a reload opens it: from the link the state keeps (address bar and storage).
fn reloaded(s: &GameState) -> GameState {
    GameState::opened(read_link::<Position>(s.query()).unwrap().game, crate::clock::now_ms())
}

/// The main line's moves, as the move list's rows show them.
fn main_line(s: &GameState) -> Vec<String> {
    s.main_line().into_iter().map(|(_, t)| t.to_string()).collect()
}

/// The moves of a variation as text, brackets included.
fn variation_texts(v: &VariationView) -> Vec<String> {
    v.items
        .iter()
        .map(|i| match i {
            VariationItem::Open => "(".to_string(),
            VariationItem::Close => ")".to_string(),
            VariationItem::Move { text, .. } => text.clone(),
        })
        .collect()
}

/// The node of the variation move at `index` of variation `v`.
fn variation_node(v: &VariationView, index: usize) -> NodeId {
    v.items.iter().filter_map(|i| match i { VariationItem::Move { id, .. } => Some(*id), _ => None }).nth(index).expect("a move")
}

/// 22-17 11-15 17-13, back to move 1 and 12-16 played there: a variation.
fn with_a_variation() -> GameState {
    let mut s = game();
    play(&mut s, &["22-17", "11-15", "17-13"]);
    s.reduce_now(Action::GoTo(1));
    play(&mut s, &["12-16"]);
    s
}

#[test]
fn a_move_played_where_a_continuation_exists_starts_a_variation() {
    let s = with_a_variation();
    assert_eq!(main_line(&s), ["22-17", "11-15", "17-13"], "the main line stays");
    assert_eq!((s.move_texts(), s.ply()), (&["22-17".to_string(), "12-16".into()][..], 2), "the new move is on view");
    assert!(s.in_variation());
    let kept = s.variations().clone();
    assert_eq!((kept.len(), kept[0].at, variation_texts(&kept[0])), (1, 1, vec!["12-16".to_string()]));
    // The move already there is followed, not added twice.
    let mut s = s;
    s.reduce_now(Action::GoTo(1));
    play(&mut s, &["11-15"]);
    assert!(!s.in_variation());
    assert_eq!((s.record().node_count(), s.variations().len()), (5, 1));
    // A move after the last one goes on along the line on view: in a variation, the variation.
    s.reduce_now(Action::GoToNode(variation_node(&kept[0], 0)));
    play(&mut s, &["17-14"]);
    assert_eq!(s.move_texts(), ["22-17", "12-16", "17-14"]);
    assert_eq!(main_line(&s), ["22-17", "11-15", "17-13"]);
    assert_eq!(variation_texts(&s.variations()[0]), ["12-16", "17-14"]);
}

#[test]
fn going_anywhere_never_changes_the_main_line_nor_does_a_reload() {
    let mut s = with_a_variation();
    let main = main_line(&s);
    let variation = variation_node(&s.variations()[0], 0);
    // The finding: into the variation from the move list, then a reload.
    s.reduce_now(Action::GoTo(0));
    s.reduce_now(Action::GoToNode(variation));
    assert_eq!((main_line(&s), s.record().cursor()), (main.clone(), variation));
    assert_eq!(s.query(), "moves=22-17+11-15+%2812-16%29+17-13&line=3", "the main line first; line= the variation on view");
    let back = reloaded(&s);
    assert_eq!(main_line(&back), main, "the main line after a reload");
    assert_eq!((back.move_texts(), back.ply(), back.in_variation()), (s.move_texts(), 2, true), "the variation's move on view");
    assert_eq!(back.record(), s.record(), "the same tree, line on view and cursor");
    // The keys and the buttons walk the line on view; the main line stays.
    for action in [Action::Undo, Action::Undo, Action::Redo, Action::GoTo(1), Action::Redo, Action::GoTo(usize::MAX)] {
        s.reduce_now(action);
        assert_eq!(main_line(&s), main);
        let back = reloaded(&s);
        assert_eq!((main_line(&back), back.record()), (main.clone(), s.record()), "after a reload at ply {}", s.ply());
    }
    assert_eq!(s.record().cursor(), variation, "Redo followed the variation");
    // Back at the start, the line on view is still the variation until a main line move is
    // clicked: then it is the main line again (Redo follows it).
    s.reduce_now(Action::GoTo(0));
    assert!(s.query().contains("line=3&ply=0"), "{}", s.query());
    let first = s.main_line()[0].0;
    s.reduce_now(Action::GoToNode(first));
    s.reduce_now(Action::Redo);
    assert_eq!((s.move_texts(), s.ply(), s.in_variation()), (&main[..], 2, false));
    assert_eq!(s.query(), "moves=22-17+11-15+%2812-16%29+17-13&ply=2", "the main line on view: no line=");
    assert_eq!(reloaded(&s).record(), s.record());
}

#[test]
fn promoting_makes_the_line_on_view_the_main_line_and_a_reload_keeps_it() {
    let mut s = with_a_variation();
    s.reduce_now(Action::PromoteLine);
    assert!(!s.in_variation());
    assert_eq!(main_line(&s), ["22-17", "12-16"]);
    assert_eq!(variation_texts(&s.variations()[0]), ["11-15", "17-13"], "the old main line is a variation");
    assert_eq!(s.query(), "moves=22-17+12-16+%2811-15+17-13%29");
    assert_eq!(main_line(&reloaded(&s)), ["22-17", "12-16"]);
    // And the variation is deleted from inside it; the main line stays.
    s.reduce_now(Action::GoToNode(variation_node(&s.variations()[0], 1)));
    s.reduce_now(Action::DeleteVariation);
    assert_eq!((s.ply(), s.variations().len(), s.in_variation()), (1, 0, false), "back where it branched off");
    assert_eq!(main_line(&s), ["22-17", "12-16"]);
    // A node the tree does not have changes nothing.
    s.reduce_now(Action::GoToNode(NodeId::from_index(999)));
    assert_eq!(s.ply(), 1);
}

#[test]
fn an_old_link_reads_as_before() {
    // Written before issue 56: the line on view first, the rest in brackets, no `line=`.
    let s = GameState::opened(read_link::<Position>("moves=22-17+12-16+%2811-15+17-13%29&ply=1").unwrap().game, 0);
    assert_eq!((main_line(&s), s.ply(), s.in_variation()), (vec!["22-17".to_string(), "12-16".into()], 1, false));
    assert_eq!(variation_texts(&s.variations()[0]), ["11-15", "17-13"]);
    assert_eq!(s.query(), "moves=22-17+12-16+%2811-15+17-13%29&ply=1", "written back the same");
    // A `line=` that names no move is refused with the ply's error, not guessed.
    for bad in ["line=0", "line=5", "line=x"] {
        let error = read_link::<Position>(&format!("moves=22-17+12-16+%2811-15+17-13%29&{bad}"));
        assert!(matches!(error, Err(crate::link::ShareError::BadPly(_))), "{bad}: {error:?}");
    }
    // The PDN keeps the main line first wherever the position on view is.
    let mut v = with_a_variation();
    let pdn = crate::link::pdn::export(&v.game(), &[]);
    assert!(pdn.contains("1. 22-17 11-15 (1... 12-16) 2. 17-13 *"), "{pdn}");
    v.reduce_now(Action::GoTo(0));
    assert_eq!(crate::link::pdn::export(&v.game(), &[]), pdn);
}

#[test]
fn against_the_computer_the_game_at_the_end_of_the_main_line_is_unchanged() {
    let opened = Opened { opponent: Opponent::Computer { side: Color::Black }, level: Some(3), ..Opened::new(Position::initial(Variant::Brazilian)) };
    let mut s = GameState::opened(opened, crate::clock::now_ms());
    for (mine, its) in [("22-17", "11-15"), ("17-13", "9-14")] {
        play(&mut s, &[mine]);
        assert!(s.computer_to_move());
        let at = *s.position();
        s.reduce_now(Action::ComputerMove { at, mv: at.parse_move(its).unwrap(), accepts_draw: false });
    }
    assert_eq!(main_line(&s), ["22-17", "11-15", "17-13", "9-14"]);
    assert_eq!((s.variations().len(), s.in_variation()), (0, false));
    assert_eq!(to_query(&s.game()), "moves=22-17+11-15+17-13+9-14&computer=black&level=3");
}
