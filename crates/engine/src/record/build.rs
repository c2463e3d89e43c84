//! What a reader needs to grow a record away from the cursor, as a PDN file gives its moves:
//! a continuation put first, comments met one by one, glyphs added, and the end judged at any
//! node. Moves come in checked by the reader (parsing a move checks it).

use super::node::{clean_comment, Node, NodeId};
use super::Record;
use crate::play::Playable;

impl<P: Playable> Record<P> {
    /// Makes `id` the main continuation of its parent, the others keeping their order.
    pub(crate) fn make_main(&mut self, id: NodeId) {
        let Some(parent) = self.node(id).and_then(Node::parent) else { return };
        if let Some(siblings) = self.nodes.get_mut(parent.index()).map(|p| &mut p.children) {
            if let Some(i) = siblings.iter().position(|&c| c == id) {
                siblings[..=i].rotate_right(1);
            }
        }
    }

    /// Adds `text` to the comment after `id` (or before it), as a PDN reader meets comments.
    pub(crate) fn append_comment(&mut self, id: NodeId, text: &str, before: bool) {
        let Some(text) = clean_comment(text) else { return };
        self.edit_node(id, |node| {
            node.edit_notes(|n| {
                let slot = if before { &mut n.before } else { &mut n.comment };
                *slot = Some(match slot.take() {
                    Some(old) => format!("{old} {text}"),
                    None => text,
                });
            });
        });
    }

    /// Adds an annotation glyph to `id`'s move (the start takes none).
    pub(crate) fn push_nag(&mut self, id: NodeId, nag: u8) {
        if id != NodeId::ROOT {
            self.edit_node(id, |node| node.edit_notes(|n| n.nags.push(nag)));
        }
    }

    /// Whether the game has ended by repetition or a count rule at `id` (a side with no move
    /// is left to whoever tries to name one).
    pub(crate) fn ended_at(&self, id: NodeId) -> bool {
        self.ended_by_rule(id).is_some()
    }

    /// A record of the main line alone, without comments, its cursor at the end: the linear
    /// game of the tree.
    pub(crate) fn mainline_record(&self) -> Record<P> {
        let mut line = Record::new(*self.start());
        for id in self.mainline() {
            if let Some(&mv) = self.node(id).and_then(Node::mv) {
                line.play_unchecked(mv);
            }
        }
        line
    }
}
