//! The record as a tree: ids, promotion, deletion, annotations and the walk, and random edits
//! on two records in lockstep, each node checked against a replay of its path.

use super::*;
use crate::{Position, Variant};

fn play_texts(record: &mut Record<Position>, texts: &[&str]) {
    for t in texts {
        let mv = record.position().parse_move(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        record.play(mv).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
}

fn texts(r: &Record<Position>, ids: &[NodeId]) -> Vec<String> {
    ids.iter().map(|&id| r.node(id).unwrap().text().to_string()).collect()
}

/// `1. 22-18 11-15 (1... 12-16 2. 21-17 (2. 18-14)) 2. 18x11 8x15`, the cursor at the end of
/// the main line.
fn sample() -> Record<Position> {
    let mut r = Record::new(Position::initial(Variant::Brazilian));
    play_texts(&mut r, &["22-18", "11-15", "18x11", "8x15"]);
    r.go_to(1);
    play_texts(&mut r, &["12-16", "21-17"]);
    r.undo();
    play_texts(&mut r, &["18-14"]);
    let end = *r.mainline().last().unwrap();
    assert!(r.go_to_node(end));
    r
}

#[test]
fn nodes_paths_and_the_main_line() {
    let mut r = sample();
    let main = r.mainline();
    assert_eq!(texts(&r, &main), ["22-18", "11-15", "18x11", "8x15"]);
    assert_eq!(r.move_texts(), ["22-18", "11-15", "18x11", "8x15"]);
    assert_eq!((r.cursor(), r.ply(), r.node_count()), (main[3], 4, 8));
    let first = r.node(main[0]).unwrap();
    assert_eq!((first.parent(), first.ply(), first.text()), (Some(NodeId::ROOT), 1, "22-18"));
    assert_eq!(texts(&r, first.children()), ["11-15", "12-16"]);
    let variation = first.children()[1];
    assert!(r.is_mainline(main[2]) && r.is_mainline(NodeId::ROOT) && !r.is_mainline(variation));
    let deep = r.node(variation).unwrap().children().to_vec();
    assert_eq!(texts(&r, &deep), ["21-17", "18-14"]);
    assert_eq!(texts(&r, &r.path_to(deep[1])), ["22-18", "12-16", "18-14"]);
    assert!(r.path_to(NodeId::ROOT).is_empty() && r.path_to(NodeId(99)).is_empty());
    assert_eq!(r.node(NodeId::ROOT).unwrap().mv(), None);
    // Off the line, the cursor takes the line with it, along the main continuations.
    assert!(r.go_to_node(variation));
    assert_eq!(r.move_texts(), ["22-18", "12-16", "21-17"]);
    assert_eq!((r.ply(), r.position(), r.next_move()), (2, r.node(variation).unwrap().position(), Some(&r.moves()[2])));
    // Along the line, only the cursor moves.
    assert!(r.go_to_node(NodeId::ROOT));
    assert_eq!(r.move_texts(), ["22-18", "12-16", "21-17"]);
    assert!(!r.go_to_node(NodeId::ROOT) && !r.go_to_node(NodeId(99)));
    // Playing a known move follows it, and the line with it.
    play_texts(&mut r, &["22-18", "11-15"]);
    assert_eq!((r.move_texts(), r.node_count()), (&["22-18", "11-15", "18x11", "8x15"].map(String::from)[..], 8));
}

#[test]
fn promotion_climbs_one_branch_at_a_time() {
    let mut r = sample();
    let deep = *r.walk().iter().find(|item| item.text == "18-14").map(|item| &item.id).unwrap();
    assert!(r.promote(deep));
    assert_eq!(texts(&r, r.node(r.node(deep).unwrap().parent().unwrap()).unwrap().children()), ["18-14", "21-17"]);
    assert_eq!(texts(&r, &r.mainline()), ["22-18", "11-15", "18x11", "8x15"]);
    assert!(r.promote(deep));
    assert_eq!(texts(&r, &r.mainline()), ["22-18", "12-16", "18-14"]);
    assert!(r.is_mainline(deep));
    assert!(!r.promote(deep), "already the main line");
    // The line on view was not touched.
    assert_eq!(r.move_texts(), ["22-18", "11-15", "18x11", "8x15"]);
}

#[test]
fn deletion_removes_a_subtree_and_renumbers() {
    let mut r = sample();
    assert!(!r.delete(NodeId::ROOT) && !r.delete(NodeId(99)));
    let variation = r.node(r.mainline()[0]).unwrap().children()[1];
    assert!(r.go_to_node(r.node(variation).unwrap().children()[1]));
    assert!(r.delete(variation));
    // The cursor is back where the variation began, and the line goes on along the main line.
    assert_eq!((r.move_texts(), r.ply(), r.node_count()), (&["22-18", "11-15", "18x11", "8x15"].map(String::from)[..], 1, 5));
    let mut plain = Record::new(Position::initial(Variant::Brazilian));
    play_texts(&mut plain, &["22-18", "11-15", "18x11", "8x15"]);
    assert_ne!(r, plain, "the cursors differ");
    plain.go_to(1);
    assert_eq!(r, plain);
    plain.pop();
    assert_ne!(r, plain);
    // Popping the last move shortens the line even where a variation could take it on.
    let mut popped = sample();
    popped.go_to(1);
    play_texts(&mut popped, &["12-16", "21-17"]);
    assert_eq!(popped.pop().map(|mv| Position::initial(Variant::Brazilian).play(&popped.moves()[0]).move_text(&mv)), Some("21-17".into()));
    assert_eq!((popped.move_texts(), popped.ply()), (&["22-18", "12-16"].map(String::from)[..], 2));
    // Deleting the main continuation makes the first variation the main one.
    let mut r = sample();
    let main = r.mainline();
    assert!(r.delete(main[1]));
    assert_eq!(texts(&r, &r.mainline()), ["22-18", "12-16", "21-17"]);
    assert_eq!((r.ply(), r.move_texts()), (1, &["22-18", "12-16", "21-17"].map(String::from)[..]));
}

#[test]
fn comments_and_glyphs_belong_to_nodes() {
    let mut r = sample();
    let id = r.mainline()[1];
    assert!(r.set_comment(id, Some("  a } b ".into())));
    assert_eq!(r.node(id).unwrap().comment(), Some("a ) b"));
    assert!(r.set_comment(NodeId::ROOT, Some("game".into())));
    assert!(!r.set_nags(NodeId::ROOT, vec![1]) && !r.set_comment_before(NodeId::ROOT, Some("x".into())));
    assert!(r.set_nags(id, vec![5, 14]) && r.set_comment_before(id, Some("before".into())));
    let node = r.node(id).unwrap();
    assert_eq!((node.nags(), node.comment_before()), (&[5, 14][..], Some("before")));
    let mut other = sample();
    assert_ne!(r, other);
    other.set_comment(id, Some("a ) b".into()));
    other.set_comment(NodeId::ROOT, Some("game".into()));
    other.set_comment_before(id, Some("before".into()));
    other.set_nags(id, vec![5]);
    assert_ne!(r, other);
    other.set_nags(id, vec![5, 14]);
    assert_eq!(r, other);
    assert!(r.set_comment(id, Some("   ".into())) && r.set_nags(id, Vec::new()) && r.set_comment_before(id, None));
    assert_eq!(r, sample().with_comment(NodeId::ROOT, "game"));
}

impl Record<Position> {
    fn with_comment(mut self, id: NodeId, text: &str) -> Record<Position> {
        self.set_comment(id, Some(text.into()));
        self
    }
}

#[test]
fn the_walk_reads_as_pdn_does() {
    let mut r = sample();
    let main = r.mainline();
    r.set_comment(main[0], Some("c".into()));
    let items = r.walk();
    let shown: Vec<String> = items
        .iter()
        .map(|i| {
            let number = match (i.numbered, i.first_of_pair) {
                (false, _) => String::new(),
                (true, true) => format!("{}. ", i.number),
                (true, false) => format!("{}... ", i.number),
            };
            format!("{}{}{number}{}{}", i.depth, if i.opens { "(" } else { "" }, i.text, ")".repeat(i.closes))
        })
        .collect();
    assert_eq!(shown, ["01. 22-18", "01... 11-15", "1(1... 12-16", "12. 21-17", "2(2. 18-14))", "02. 18x11", "08x15"]);
    assert_eq!(items.iter().map(|i| i.ply).collect::<Vec<_>>(), [1, 2, 2, 3, 3, 3, 4]);
    assert_eq!(items[0].comment, Some("c"));
    assert!(Record::new(Position::initial(Variant::Russian)).walk().is_empty());
    // A set-up start with the second side to move numbers its first move `1...`.
    let mut set_up = Record::new(Position::from_fen(Variant::Brazilian, "B:W18,27:B6,7,12").unwrap());
    play_texts(&mut set_up, &["12-16"]);
    assert!(set_up.starts_second());
    let item = &set_up.walk()[0];
    assert_eq!((item.number, item.first_of_pair, item.numbered), (1, false, true));
}

/// Checks everything the record derives against its nodes: links, plies, every position and
/// streak as a replay of the path gives it, and the current line's copies.
fn check(r: &Record<Position>) {
    for (i, node) in r.nodes.iter().enumerate() {
        let id = NodeId::from_index(i);
        for &c in node.children() {
            assert_eq!(r.node(c).unwrap().parent(), Some(id));
        }
        let path = r.path_to(id);
        assert_eq!(path.len(), node.ply());
        let (mut pos, mut streaks) = (*r.start(), crate::draw::Streaks::default());
        for &step in &path {
            let mv = r.node(step).unwrap().mv().copied().unwrap();
            assert!(pos.legal_moves().contains(&mv));
            streaks = streaks.after(&pos, &mv);
            pos = pos.play(&mv);
        }
        assert_eq!((node.position(), node.streaks()), (&pos, streaks));
        if let Some(parent) = node.parent() {
            let siblings = r.node(parent).unwrap().children();
            assert_eq!(siblings.iter().filter(|&&s| r.node(s).unwrap().mv() == node.mv()).count(), 1);
        }
    }
    let ids = r.line_ids();
    assert_eq!((ids[0], r.cursor()), (NodeId::ROOT, ids[r.ply()]));
    assert_eq!(ids.len(), r.len() + 1);
    for (i, &id) in ids.iter().enumerate() {
        let node = r.node(id).unwrap();
        assert_eq!((node.ply(), r.position_at(i)), (i, Some(node.position())));
        if i > 0 {
            assert_eq!((node.parent(), Some(&r.moves()[i - 1])), (Some(ids[i - 1]), node.mv()));
            assert_eq!(r.move_texts()[i - 1], node.text());
        }
    }
    if let Some(legal) = r.legal.get() {
        assert_eq!(legal, &r.position().legal_moves());
    }
}

#[test]
fn random_edits_keep_two_records_equal_and_every_node_true() {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n.max(1) as u64) as usize
    };
    for variant in [Variant::Brazilian, Variant::Russian, Variant::English] {
        let mut effective = [0usize; 14];
        let mut biggest = 0;
        let mut a = Record::new(Position::initial(variant));
        let mut b = a.clone();
        for step in 0..1500 {
            let count = a.node_count();
            let id = NodeId::from_index(next(count + 1));
            let moves = a.legal_moves();
            let mv = moves.get(next(moves.len())).copied();
            let text = ["x", "", "a } b", "[%eval 0.3]"][next(4)].to_string();
            let nags: Vec<u8> = (0..next(3)).map(|_| next(20) as u8).collect();
            let op = next(22).saturating_sub(8);
            let moved: Vec<bool> = [&mut a, &mut b]
                .into_iter()
                .map(|r| match op {
                    0..=3 => mv.is_some_and(|mv| r.play(mv).is_ok()),
                    4 => mv.is_some_and(|mv| {
                        r.play_unchecked(mv);
                        true
                    }),
                    5 => r.go_to(next_ply(r.len(), step)),
                    6 | 7 => r.go_to_node(id),
                    8 => r.promote(id),
                    9 => r.delete(id),
                    10 => r.set_comment(id, Some(text.clone()).filter(|_| step % 3 > 0)),
                    11 => r.set_nags(id, nags.clone()),
                    12 => r.undo() || r.redo(),
                    _ => r.pop().is_some(),
                })
                .collect();
            assert_eq!(moved[0], moved[1]);
            effective[op] += usize::from(moved[0]);
            assert_eq!(a, b, "{variant} step {step} op {op}");
            if step % 25 == 0 || a.node_count() < 40 {
                check(&a);
            }
            biggest = biggest.max(a.node_count());
            if a.outcome().is_some() && a.node_count() > 200 {
                a.go_to(0);
                b.go_to(0);
            }
        }
        check(&a);
        assert!(biggest > 50 && effective.iter().all(|&n| n > 5), "{variant}: {effective:?}, {biggest} nodes at most");
    }
}

/// A ply to go to, the same for both records.
fn next_ply(len: usize, step: usize) -> usize {
    (step * 7) % (len + 2)
}
