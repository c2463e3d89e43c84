//! The current line of a record, laid out flat: the callers of the linear record (the move
//! list, the board, the search's history) read slices of positions, moves and texts, so the path
//! through the tree they look at is kept as those slices and only redone when the cursor
//! leaves it, in as many steps as the tree is deep.

use super::node::{Node, NodeId};
use crate::draw::Streaks;
use crate::play::Playable;

/// A path from the root, with what each node along it holds copied out.
#[derive(Clone, Debug)]
pub(super) struct Line<P: Playable> {
    /// `ids[0]` is the root; `ids[i]` is the node `i` plies in.
    pub(super) ids: Vec<NodeId>,
    /// `positions[i]` is `ids[i]`'s position.
    pub(super) positions: Vec<P>,
    /// `moves[i]` leads from `positions[i]` to `positions[i + 1]`.
    pub(super) moves: Vec<P::Move>,
    pub(super) texts: Vec<String>,
    pub(super) streaks: Vec<Streaks>,
}

impl<P: Playable> Line<P> {
    /// The line holding only the root.
    pub(super) fn root(root: &Node<P>) -> Line<P> {
        Line {
            ids: vec![NodeId::ROOT],
            positions: vec![root.position],
            moves: Vec::new(),
            texts: Vec::new(),
            streaks: vec![root.streaks],
        }
    }

    /// Keeps the first `len` nodes (the root always stays).
    pub(super) fn truncate(&mut self, len: usize) {
        let len = len.max(1);
        self.ids.truncate(len);
        self.positions.truncate(len);
        self.streaks.truncate(len);
        self.moves.truncate(len - 1);
        self.texts.truncate(len - 1);
    }

    /// Appends `id`, a child of the last node.
    pub(super) fn push(&mut self, id: NodeId, node: &Node<P>) {
        self.ids.push(id);
        self.positions.push(node.position);
        self.streaks.push(node.streaks);
        if let Some(mv) = node.mv {
            self.moves.push(mv);
        }
        self.texts.push(node.text.clone());
    }

    /// Follows the main continuations from the last node down to a leaf.
    pub(super) fn extend_main(&mut self, nodes: &[Node<P>]) {
        while let Some(&next) = self.ids.last().and_then(|&id| nodes.get(id.index())).and_then(|n| n.children.first()) {
            let Some(node) = nodes.get(next.index()) else { return };
            self.push(next, node);
        }
    }

    /// Whether `id` (a node `ply` plies in) lies on the line.
    pub(super) fn contains(&self, id: NodeId, ply: usize) -> bool {
        self.ids.get(ply) == Some(&id)
    }

    /// Makes the line run from the root through `id` and on along the main continuations: the
    /// part shared with the old line stays, the rest is read from the tree.
    pub(super) fn reroute(&mut self, nodes: &[Node<P>], id: NodeId) {
        let mut below = Vec::new();
        let mut at = id;
        while let Some(node) = nodes.get(at.index()) {
            if self.contains(at, node.ply()) {
                break;
            }
            below.push(at);
            match node.parent {
                Some(parent) => at = parent,
                None => break,
            }
        }
        let shared = nodes.get(at.index()).map_or(0, Node::ply);
        self.truncate(shared + 1);
        for &step in below.iter().rev() {
            if let Some(node) = nodes.get(step.index()) {
                self.push(step, node);
            }
        }
        self.extend_main(nodes);
    }

    /// Moves in the line.
    pub(super) fn len(&self) -> usize {
        self.moves.len()
    }
}
