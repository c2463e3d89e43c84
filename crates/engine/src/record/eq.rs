//! Equality of records by what they hold, not by how their arenas happen to be laid out: a tree
//! read from PDN numbers its nodes in the file's order, one built by hand in the order of play,
//! and both are the same record when the trees, annotations, current lines and cursors agree.
//! The legal moves kept for the cursor are a cache and take no part.

use super::node::NodeId;
use super::Record;
use crate::play::Playable;

impl<P: Playable> PartialEq for Record<P> {
    fn eq(&self, other: &Record<P>) -> bool {
        self.ply == other.ply && self.same_tree(other) && self.same_line(other)
    }
}

impl<P: Playable> Eq for Record<P> {}

impl<P: Playable> Record<P> {
    /// Whether both trees have the same nodes in the same places, walked side by side.
    fn same_tree(&self, other: &Record<P>) -> bool {
        let mut stack = vec![(NodeId::ROOT, NodeId::ROOT)];
        while let Some((a, b)) = stack.pop() {
            let (Some(x), Some(y)) = (self.node(a), other.node(b)) else { return false };
            if !x.same_content(y) {
                return false;
            }
            stack.extend(x.children.iter().copied().zip(y.children.iter().copied()));
        }
        true
    }

    /// Whether both current lines take the same continuation at every step (the trees being
    /// the same).
    fn same_line(&self, other: &Record<P>) -> bool {
        let (a, b) = (&self.line.ids, &other.line.ids);
        a.len() == b.len()
            && a.windows(2).zip(b.windows(2)).all(|(x, y)| self.child_rank(x[0], x[1]) == other.child_rank(y[0], y[1]))
    }

    /// Where `child` stands among `parent`'s continuations.
    fn child_rank(&self, parent: NodeId, child: NodeId) -> Option<usize> {
        self.node(parent)?.children.iter().position(|&c| c == child)
    }
}
