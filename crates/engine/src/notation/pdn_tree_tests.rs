//! PDN variations, comments and glyphs: read into the tree, written back, read again; errors
//! inside variations; and hostile text, mutated at random, never making the reader panic.

use super::pdn::{read_games, read_raw, write_record, PdnError, MAX_NESTING};
use crate::{Color, NodeId, Position, Record, Variant};

const ANNOTATED: &str = "[GameType \"26\"]\n{A game} 1. 22-18 {central} 11-15 $14 (1... 12-16 2. 21-17 (2. 18-14!? {also} 9x18) \
    2... 9-13 ({a} 2... 16-20)) 2. 18x11 8x15 *";

fn read_one(text: &str) -> Record<Position> {
    read_games(text, Variant::Brazilian).unwrap_or_else(|e| panic!("{e}: {text}")).remove(0).record
}

fn texts(r: &Record<Position>, ids: &[NodeId]) -> Vec<String> {
    ids.iter().map(|&id| r.node(id).unwrap().text().to_string()).collect()
}

/// The node reached from the start by `line`.
fn find(r: &Record<Position>, line: &[&str]) -> NodeId {
    let mut at = NodeId::ROOT;
    for step in line {
        let node = r.node(at).unwrap();
        at = *node.children().iter().find(|&&c| r.node(c).unwrap().text() == *step).unwrap_or_else(|| panic!("{step}"));
    }
    at
}

#[test]
fn reads_nested_variations_comments_and_glyphs() {
    let games = read_games(ANNOTATED, Variant::Russian).unwrap();
    let (game, r) = (&games[0], &games[0].record);
    assert_eq!(game.game.move_texts(), ["22-18", "11-15", "18x11", "8x15"]);
    assert_eq!((r.move_texts(), r.ply(), r.node_count()), (game.game.record().move_texts(), 4, 11));
    assert_eq!(texts(r, &r.mainline()), ["22-18", "11-15", "18x11", "8x15"]);
    assert_eq!(r.node(NodeId::ROOT).unwrap().comment(), Some("A game"));
    let first = r.node(find(r, &["22-18"])).unwrap();
    assert_eq!((first.comment(), texts(r, first.children())), (Some("central"), vec!["11-15".into(), "12-16".into()]));
    assert_eq!(r.node(find(r, &["22-18", "11-15"])).unwrap().nags(), [14]);
    let var = r.node(find(r, &["22-18", "12-16"])).unwrap();
    assert_eq!(texts(r, var.children()), ["21-17", "18-14"]);
    let deep = r.node(find(r, &["22-18", "12-16", "18-14"])).unwrap();
    assert_eq!((deep.nags(), deep.comment(), texts(r, deep.children())), (&[5][..], Some("also"), vec!["9x18".into()]));
    assert_eq!(texts(r, r.node(find(r, &["22-18", "12-16", "21-17"])).unwrap().children()), ["9-13", "16-20"]);
    let before = r.node(find(r, &["22-18", "12-16", "21-17", "16-20"])).unwrap();
    assert_eq!((before.comment_before(), before.comment()), (Some("a"), None));
    // Written back with every variation where it branches off and the numbers resumed after it.
    let written = write_record(r, &[], "*", false);
    let moves = written.split("\n\n").nth(1).unwrap().replace('\n', " ");
    assert_eq!(
        moves.trim_end(),
        "{A game} 1. 22-18 {central} 1... 11-15 $14 (1... 12-16 2. 21-17 (2. 18-14!? {also} 2... 9x18) \
         2... 9-13 (2... {a} 16-20)) 2. 18x11 8x15 *"
    );
    assert_eq!(&read_one(&written), r);
    // The main line's notes stay as they were read before variations were kept.
    assert_eq!(game.notes.intro, ["A game"]);
    assert_eq!((game.notes.moves.len(), game.notes.moves[1].nag), (4, Some(14)));
}

#[test]
fn a_comment_after_a_move_number_is_before_the_move() {
    let r = read_one("1. {opening} 22-18 {after} 1... {before} 11-15 (1... {first} 12-16) *");
    let (a, b, c) = (find(&r, &["22-18"]), find(&r, &["22-18", "11-15"]), find(&r, &["22-18", "12-16"]));
    let node = |id| r.node(id).unwrap();
    assert_eq!((node(NodeId::ROOT).comment(), node(a).comment_before(), node(a).comment()), (None, Some("opening"), Some("after")));
    assert_eq!((node(b).comment_before(), node(c).comment_before()), (Some("before"), Some("first")));
    assert_eq!(read_one(&write_record(&r, &[], "*", false)), r);
}

#[test]
fn lidraughts_algebraic_variations_round_trip() {
    let text = "[GameType \"26\"]\n1. c3-d4 {[%clock w0:05:00 B0:05:00]} f6-g5 (1... b6-a5 2. d4-c5 (2. g3-h4) d6xb4) \
                2. d4-e5!? $1 d6xf4 3. g3xe5 *";
    let r = read_one(text);
    assert_eq!(texts(&r, &r.mainline()), ["22-18", "11-16", "18-15", "10x19", "24x15"]);
    assert_eq!(r.node(find(&r, &["22-18", "11-16", "18-15"])).unwrap().nags(), [5, 1]);
    assert_eq!(texts(&r, r.node(find(&r, &["22-18", "9-13"])).unwrap().children()), ["18-14", "24-20"]);
    let algebraic = write_record(&r, &[], "*", true);
    let flat = algebraic.replace('\n', " ");
    assert!(flat.contains("(1... b6-a5 2. d4-c5 (2. g3-h4) 2... d6:b4) 2. d4-e5!? $1 2... d6:f4 3."), "{algebraic}");
    assert_eq!(read_one(&algebraic), r);
    assert_eq!(read_one(&write_record(&r, &[], "*", false)), r);
}

#[test]
fn variation_moves_are_checked_where_they_branch_off() {
    let err = |text: &str| read_games(text, Variant::Brazilian).unwrap_err();
    // 21-17 replaces 11-15: White is not to move there.
    let e = err("1. 22-18 11-15 (1... 21-17) *");
    assert!(matches!(e, PdnError::IllegalMove { game: 1, number: 1, color: Color::Black, .. }), "{e:?}");
    assert!(e.to_string().contains("\"21-17\""), "{e}");
    let e = err("1. 22-18 11-15 * \n\n1. 22-18 11-15 (1... 12-16 2. 21-17 (2. 18-14 9-13)) 2. 18x11 *");
    assert!(matches!(e, PdnError::IllegalMove { game: 2, number: 2, color: Color::Black, .. }), "{e:?}");
    assert!(e.to_string().contains("9-13"), "{e}");
    // A variation goes on after the game has ended by repetition.
    let shuffle = "[GameType \"21\"][FEN \"W:WK29:BK4\"] 1. 29-25 4-8 2. 25-29 8-4 3. 29-25 4-8";
    let e = err(&format!("{shuffle} 4. 25-22 (4. 25-29 8-4 5. 29-25) *"));
    assert_eq!(e, PdnError::AfterEnd { game: 1, text: "29-25".into() });
    assert!(read_games(&format!("{shuffle} 4. 25-22 (4. 25-29 8-4) *"), Variant::Brazilian).is_ok());
    // One `)` too many, or one `(` never closed.
    assert!(matches!(err("1. 22-18 11-15) 2. 18x11 *"), PdnError::IllegalMove { number: 2, .. }));
    assert_eq!(err("1. 22-18 (1. 21-17 *"), PdnError::Unclosed { game: 1, opener: '(' });
}

#[test]
fn variations_with_nothing_to_replace_or_nested_too_deep_are_skipped() {
    let r = read_one("(1. 21-17) 1. 22-18 ((1. 99-1) 1. 21-17) 11-15 *");
    assert_eq!((r.node_count(), texts(&r, &r.mainline())), (4, vec!["22-18".to_string(), "11-15".into()]));
    // Each level replaces the move before it: 22-18, 22-17, 22-18... alternate down the tree.
    let nest = |levels: usize| {
        let mut text = String::from("1. 22-18 ");
        for level in 0..levels {
            text.push_str(if level % 2 == 0 { "(1. 22-17 " } else { "(1. 22-18 " });
        }
        text + &")".repeat(levels) + " *"
    };
    let r = read_one(&nest(MAX_NESTING));
    assert_eq!(r.node_count(), 3, "the two moves, merged level after level");
    let deep = read_one(&nest(MAX_NESTING + 1));
    assert_eq!(deep, r);
    let r = read_one(&nest(100_000));
    assert_eq!(r.node_count(), 3);
    assert!(read_raw(&nest(100_000)).is_ok());
}

/// A random record with variations, comments before and after moves, and glyphs.
fn random_record(variant: Variant, seed: u64) -> Record<Position> {
    let mut seed = seed;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n.max(1) as u64) as usize
    };
    let comments = ["x", "a } b", "[%eval 0.25]", "two\nlines ( )", "  ", "{ nested"];
    let mut r = Record::new(Position::initial(variant));
    for _ in 0..300 {
        let id = NodeId::from_index(next(r.node_count()));
        match next(12) {
            0..=5 => {
                let moves = r.legal_moves();
                if r.outcome().is_none() {
                    r.play(moves[next(moves.len())]).unwrap();
                }
            }
            6 => {
                r.go_to(next(r.len() + 1));
            }
            7 => {
                r.go_to_node(id);
            }
            8 => {
                r.set_comment(id, Some(comments[next(comments.len())].to_string()));
            }
            9 => {
                r.set_comment_before(id, Some(comments[next(comments.len())].to_string()));
            }
            10 => {
                r.set_nags(id, (0..next(3)).map(|_| next(256) as u8).collect());
            }
            _ => {
                r.promote(id);
            }
        }
    }
    if let Some(&end) = r.mainline().last() {
        r.go_to_node(end);
    }
    r
}

#[test]
fn random_trees_survive_a_file() {
    for (i, variant) in Variant::ALL.into_iter().enumerate() {
        for seed in 1..6u64 {
            let r = random_record(variant, seed * 0x9E37_79B9 + i as u64);
            for algebraic in [false, true] {
                let text = write_record(&r, &[("Event", "random")], "*", algebraic);
                let back = read_games(&text, Variant::Brazilian).unwrap_or_else(|e| panic!("{e}\n{text}")).remove(0);
                assert_eq!(back.record, r, "{variant}\n{text}");
                assert_eq!(back.game.moves().len(), r.mainline().len());
            }
        }
    }
}

#[test]
fn mutated_text_is_refused_or_read_never_panics() {
    let pieces = ["(", ")", "{", "}", "$", "1", "9", "255", "256", " ", "\n", "22-18", "11-15", "x", "-", "!", "?", ".", "...", "[", "]", "\"", "%", ";", "é", "*", "2-0"];
    let (mut read, mut refused) = (0, 0);
    for text in super::mutate::mutated(ANNOTATED, &pieces, 3000, 0xD1B5_4A32_D192_ED03) {
        let _ = read_raw(&text);
        match read_games(&text, Variant::Brazilian) {
            Ok(games) => {
                read += 1;
                for g in games {
                    let again = write_record(&g.record, &[], "*", false);
                    assert_eq!(read_one(&again), g.record, "{text}\n{again}");
                }
            }
            Err(_) => refused += 1,
        }
    }
    assert!(read > 100 && refused > 100, "{read} read, {refused} refused");
}
