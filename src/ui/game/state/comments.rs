//! The comments a PDN file gave the main line, as the move list shows them: gathered once per
//! change of the game (in [`GameState`]'s refresh), not at every drawing of the list.

use super::{BoardGame, GameState};
use damas_engine::{NodeId, Playable, Record};
use damas_game::about::shown_comment;

/// The main line's comments by ply (0: before the first move), in order. A comment written
/// before a move is read after the one that ends the move before it; PDN commands are left out
/// ([`shown_comment`]), and a ply with nothing left to show has no entry.
#[must_use]
pub fn main_line_comments<P: Playable>(record: &Record<P>) -> Vec<(usize, String)> {
    let ids = record.mainline();
    let mut comments = Vec::new();
    for (ply, id) in std::iter::once(NodeId::ROOT).chain(ids.iter().copied()).enumerate() {
        let before = ids.get(ply).and_then(|&next| record.node(next)?.comment_before());
        let text: Vec<String> = [record.node(id).and_then(|n| n.comment()), before].into_iter().flatten().filter_map(shown_comment).collect();
        if !text.is_empty() {
            comments.push((ply, text.join(" ")));
        }
    }
    comments
}

impl<G: BoardGame> GameState<G> {
    /// The main line's comments as shown, by ply ([`main_line_comments`]).
    #[must_use]
    pub fn comments(&self) -> &std::rc::Rc<[(usize, String)]> {
        &self.comments
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::{Position, Variant};

    fn played(texts: &[&str]) -> Record<Position> {
        let mut record = Record::new(Position::initial(Variant::Brazilian));
        for t in texts {
            let mv = record.position().parse_move(t).expect("a legal move");
            record.play(mv).expect("played");
        }
        record
    }

    #[test]
    fn a_comment_before_a_move_follows_the_one_after_the_move_before_it() {
        let mut record = played(&["22-18", "11-15"]);
        let ids = record.mainline();
        assert!(record.set_comment(NodeId::ROOT, Some("the game".into())));
        assert!(record.set_comment(ids[0], Some("a start [%eval 0.1]".into())));
        assert!(record.set_comment_before(ids[1], Some("then".into())));
        assert!(record.set_comment(ids[1], Some("[%clock 1:00]".into())));
        assert_eq!(main_line_comments(&record), vec![(0, "the game".to_string()), (1, "a start then".to_string())]);
    }

    #[test]
    fn a_variation_s_comments_are_not_the_main_line_s() {
        let mut record = played(&["22-18", "11-15"]);
        record.go_to(1);
        let mv = record.position().parse_move("12-16").expect("a legal move");
        record.play(mv).expect("played");
        let aside = record.cursor();
        assert!(record.set_comment(aside, Some("another way".into())));
        assert!(main_line_comments(&record).is_empty());
    }
}
