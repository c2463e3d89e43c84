//! What a game opened from PDN carries besides its link, across the panels' wire both ways: its
//! header ([`About`]: `white=`, `event=`…) and its comments, `c=<k>~<text>` after the `k`-th
//! move a link writes (`0`: before the first) and `b=<k>~<text>` before it. The panels open a
//! pasted game and send it to the page, whose move list shows them; the page sends them back
//! for the PDN the share panel writes. The order of the moves as a link writes them
//! ([`written_ids`]) names the same move on both sides. Pure and native.

use crate::link::encode_component;
use crate::link::line::written_ids;
use damas_engine::{NodeId, Playable, Record};
use damas_game::about::About;

/// The longest comment taken from the wire (longer is no comment a player wrote).
const MAX_COMMENT: usize = 4000;

/// A comment pair that names no move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadComment;

/// The pairs (each after a `&`) of `record`'s comments and `about`'s parts; empty when there is
/// neither.
#[must_use]
pub fn annotation_pairs<P: Playable>(record: &Record<P>, about: &About) -> String {
    let mut out = String::new();
    let mut pair = |key: &str, value: &str| {
        out.push('&');
        out.push_str(key);
        out.push('=');
        out.push_str(&encode_component(value));
    };
    for (name, value) in about.parts() {
        pair(name, value);
    }
    let ids = std::iter::once(NodeId::ROOT).chain(written_ids(record));
    for (k, node) in ids.enumerate().filter_map(|(k, id)| Some((k, record.node(id)?))) {
        for (key, comment) in [("c", node.comment()), ("b", node.comment_before())] {
            if let Some(comment) = comment {
                pair(key, &(k.to_string() + "~" + comment));
            }
        }
    }
    out
}

/// Whether `key` is a pair [`annotation_pairs`] writes.
#[must_use]
pub fn is_annotation(key: &str) -> bool {
    matches!(key, "c" | "b") || About::PARTS.contains(&key)
}

/// Puts the annotation pairs among `pairs` on `record` and `about` (pairs that are none are left
/// alone).
///
/// # Errors
/// [`BadComment`]: a comment not of the form `<k>~<text>` or naming no move of the record (one
/// longer than 4,000 bytes is left out).
pub fn read_annotations<P: Playable>(pairs: &[(&str, String)], record: &mut Record<P>, about: &mut About) -> Result<(), BadComment> {
    let mut ids: Option<Vec<NodeId>> = None;
    for (key, value) in pairs {
        if !matches!(*key, "c" | "b") {
            about.set(key, value);
            continue;
        }
        let ids = ids.get_or_insert_with(|| std::iter::once(NodeId::ROOT).chain(written_ids(record)).collect());
        let at = value.split_once('~');
        let Some((&id, text)) = at.and_then(|(k, text)| Some((ids.get(k.parse::<usize>().ok()?)?, text))) else {
            return Err(BadComment);
        };
        // A comment longer than a player writes is left out, the game and the rest kept.
        if text.len() > MAX_COMMENT {
            continue;
        }
        let text = Some(text.to_string());
        if *key == "c" { record.set_comment(id, text) } else { record.set_comment_before(id, text) };
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::pdn::to_opened;
    use crate::link::{parse_query, to_query};

    /// The pairs of a query, decoded (as the wire reads them).
    fn pairs(text: &str) -> Vec<(&str, String)> {
        text.split('&').filter_map(|p| p.split_once('=')).map(|(k, v)| (k, crate::link::decode_component(v).unwrap())).collect()
    }
    use damas_engine::notation::pdn::read_games;
    use damas_engine::{Position, Variant};

    #[test]
    fn a_games_header_and_comments_cross_with_its_link() {
        let text = "[White \"Ana & Bia\"]\n[Round \"3\"]\n{start} 1. 22-17 {a ~ b} (1. 21-17 {side line} 12-16) 11-15 2. {before} 17-13 {x=1&y} *\n";
        let game = to_opened(&read_games(text, Variant::Brazilian).unwrap()[0]).unwrap();
        let wire = annotation_pairs(&game.record, &game.about);
        // The other side: the game read from its link, then its annotations.
        let mut back = parse_query::<Position>(&to_query(&game)).unwrap();
        read_annotations(&pairs(wire.trim_start_matches('&')), &mut back.record, &mut back.about).unwrap();
        assert_eq!(back.about, game.about);
        let comments = |r: &Record<Position>| {
            std::iter::once(NodeId::ROOT).chain(written_ids(r)).map(|id| (r.node(id).unwrap().comment().map(String::from), r.node(id).unwrap().comment_before().map(String::from))).collect::<Vec<_>>()
        };
        assert_eq!(comments(&back.record), comments(&game.record));
        assert!(comments(&back.record).iter().any(|(c, _)| c.as_deref() == Some("side line")), "a variation's comment too");
        assert_eq!(annotation_pairs(&Record::new(Position::initial(Variant::Brazilian)), &About::default()), "");
    }

    #[test]
    fn hostile_comments_are_refused_not_applied() {
        let mut record = parse_query::<Position>("moves=22-17").unwrap().record;
        let mut about = About::default();
        for bad in ["9~x", "x~y", "no tilde", "-1~x"] {
            let pairs = vec![("c", bad.to_string())];
            assert!(read_annotations(&pairs, &mut record, &mut about).is_err(), "{bad}");
        }
        let long = vec![("c", format!("1~{}", "x".repeat(MAX_COMMENT + 1)))];
        assert_eq!(read_annotations(&long, &mut record, &mut about), Ok(()), "left out, not refused");
        assert_eq!(record.node(record.mainline()[0]).unwrap().comment(), None);
        // A header's value is cleaned as a PDN tag's is.
        read_annotations(&[("white", "a\u{0}b".to_string())], &mut record, &mut about).unwrap();
        assert_eq!(about.white.as_deref(), Some("a b"));
    }
}
