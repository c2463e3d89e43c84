//! The record as a tree: nodes by id, the cursor anywhere in it, the main line, and the edits
//! an analysis board offers (promote a variation, delete one, comment and annotate a move).
//! Variations keep their order of creation, and no edit depends on anything but the record, so
//! the same edits always give the same record.

use super::node::{clean_comment, Node, NodeId};
use super::Record;
use crate::play::Playable;
use std::sync::OnceLock;

impl<P: Playable> Record<P> {
    /// The node on view.
    #[must_use]
    pub fn cursor(&self) -> NodeId {
        self.line.ids.get(self.ply).copied().unwrap_or(NodeId::ROOT)
    }

    /// The node `id`, if the record has it.
    #[must_use]
    pub fn node(&self, id: NodeId) -> Option<&Node<P>> {
        self.nodes.get(id.index())
    }

    /// How many nodes the tree holds, the start's included.
    #[must_use]
    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// The nodes of the current line, the start's first (the cursor is [`Record::ply`] in).
    #[must_use]
    pub fn line_ids(&self) -> &[NodeId] {
        &self.line.ids
    }

    /// Moves the cursor to `id`. When `id` is off the current line, the line becomes the path
    /// to it followed by its main continuations. Returns whether the cursor moved (an unknown id
    /// moves nothing).
    pub fn go_to_node(&mut self, id: NodeId) -> bool {
        let Some(node) = self.node(id) else { return false };
        let ply = node.ply();
        if id == self.cursor() {
            return false;
        }
        if !self.line.contains(id, ply) {
            self.line.reroute(&self.nodes, id);
            // The same ply on another branch: another position.
            self.legal = OnceLock::new();
        }
        self.set_ply(ply);
        true
    }

    /// The nodes from the first move to `id`, in order (as many as `id`'s ply): empty for the
    /// start and for an id the record does not have.
    #[must_use]
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = Vec::new();
        let mut at = id;
        while let Some(parent) = self.node(at).and_then(Node::parent) {
            path.push(at);
            at = parent;
        }
        path.reverse();
        path
    }

    /// The main line's nodes after the start: the first continuation at every step.
    #[must_use]
    pub fn mainline(&self) -> Vec<NodeId> {
        let mut out = Vec::new();
        let mut at = NodeId::ROOT;
        while let Some(&next) = self.node(at).and_then(|n| n.children.first()) {
            out.push(next);
            at = next;
        }
        out
    }

    /// Whether `id` lies on the main line (the start does).
    #[must_use]
    pub fn is_mainline(&self, id: NodeId) -> bool {
        let mut at = id;
        loop {
            let Some(node) = self.node(at) else { return false };
            let Some(parent) = node.parent else { return true };
            if self.node(parent).and_then(|p| p.children.first()) != Some(&at) {
                return false;
            }
            at = parent;
        }
    }

    /// Makes the variation holding `id` the main continuation where it branches off (the
    /// former main continuation becomes its first variation). Called again, it promotes the
    /// next branch up, until `id` is on the main line. Returns whether anything changed.
    pub fn promote(&mut self, id: NodeId) -> bool {
        let mut at = id;
        while let Some(parent) = self.node(at).and_then(Node::parent) {
            let Some(siblings) = self.nodes.get_mut(parent.index()).map(|p| &mut p.children) else { return false };
            if let Some(i) = siblings.iter().position(|&c| c == at).filter(|&i| i > 0) {
                siblings[..=i].rotate_right(1);
                return true;
            }
            at = parent;
        }
        false
    }

    /// Removes `id` and everything after it (not the start). The cursor, when inside, goes to
    /// `id`'s parent; the current line, when through it, goes on from there along the main
    /// continuations. Nodes made after the ones removed take new ids. Returns whether anything
    /// was removed.
    pub fn delete(&mut self, id: NodeId) -> bool {
        let removed = self.remove(id);
        if removed {
            self.line.extend_main(&self.nodes);
        }
        removed
    }

    /// [`Record::delete`], the current line ending at `id`'s parent when it went through `id`.
    pub(super) fn remove(&mut self, id: NodeId) -> bool {
        let Some(parent) = self.node(id).and_then(Node::parent) else { return false };
        let mut subtree = Vec::new();
        let mut stack = vec![id];
        while let Some(at) = stack.pop() {
            subtree.push(at);
            if let Some(node) = self.node(at) {
                stack.extend_from_slice(&node.children);
            }
        }
        if let Some(p) = self.nodes.get_mut(parent.index()) {
            p.children.retain(|&c| c != id);
        }
        let cut = self.node(id).map_or(0, Node::ply);
        if self.line.contains(id, cut) {
            self.line.truncate(cut);
            if self.ply >= cut {
                self.set_ply(cut - 1);
            }
        }
        self.compact(&subtree);
        true
    }

    /// Drops the nodes of `subtree` from the arena, keeping the others in order and
    /// renumbering their links.
    fn compact(&mut self, subtree: &[NodeId]) {
        let kept = self.nodes.len().saturating_sub(subtree.len());
        if subtree.iter().all(|id| id.index() >= kept) {
            // Only the newest nodes go (as when the last move is taken back): nothing moves.
            self.nodes.truncate(kept);
            return;
        }
        let mut gone = vec![false; self.nodes.len()];
        for id in subtree {
            if let Some(slot) = gone.get_mut(id.index()) {
                *slot = true;
            }
        }
        let mut new_id = Vec::with_capacity(gone.len());
        let mut next = 0;
        for &g in &gone {
            new_id.push((!g).then(|| NodeId::from_index(next)));
            next += usize::from(!g);
        }
        let map = |id: NodeId| new_id.get(id.index()).copied().flatten();
        let old = std::mem::take(&mut self.nodes);
        self.nodes = old
            .into_iter()
            .zip(&gone)
            .filter(|(_, g)| !**g)
            .map(|(mut node, _)| {
                node.parent = node.parent.and_then(map);
                node.children = node.children.iter().filter_map(|&c| map(c)).collect();
                node
            })
            .collect();
        for id in &mut self.line.ids {
            *id = map(*id).unwrap_or(NodeId::ROOT);
        }
    }

    /// Sets the comment after `id`'s move (at the start: on the whole game), cleaned as
    /// [`clean_comment`] says; `None` removes it. Returns whether `id` exists.
    pub fn set_comment(&mut self, id: NodeId, comment: Option<String>) -> bool {
        let comment = comment.as_deref().and_then(clean_comment);
        self.edit_node(id, |node| node.edit_notes(|n| n.comment = comment))
    }

    /// Sets the comment before `id`'s move; the start has none. Returns whether it was set.
    pub fn set_comment_before(&mut self, id: NodeId, comment: Option<String>) -> bool {
        let comment = comment.as_deref().and_then(clean_comment);
        id != NodeId::ROOT && self.edit_node(id, |node| node.edit_notes(|n| n.before = comment))
    }

    /// Sets the annotation glyphs of `id`'s move; the start has none. Returns whether they
    /// were set.
    pub fn set_nags(&mut self, id: NodeId, nags: Vec<u8>) -> bool {
        id != NodeId::ROOT && self.edit_node(id, |node| node.edit_notes(|n| n.nags = nags))
    }

    pub(super) fn edit_node(&mut self, id: NodeId, edit: impl FnOnce(&mut Node<P>)) -> bool {
        self.nodes.get_mut(id.index()).map(edit).is_some()
    }

    /// The continuation of `id` that plays `mv`, if there is one.
    pub(crate) fn child_with(&self, id: NodeId, mv: &P::Move) -> Option<NodeId> {
        let node = self.node(id)?;
        node.children.iter().copied().find(|&c| self.node(c).and_then(Node::mv) == Some(mv))
    }

    /// Adds `mv` (vouched legal) as the last continuation of `parent`, without moving the cursor.
    pub(crate) fn add_child(&mut self, parent: NodeId, mv: P::Move) -> NodeId {
        let id = NodeId::from_index(self.nodes.len());
        let Some(from) = self.node(parent) else { return NodeId::ROOT };
        let legal = if parent == self.cursor() { self.legal.get().map(Vec::as_slice) } else { None };
        let node = Node::after(from, parent, mv, legal);
        self.nodes.push(node);
        if let Some(p) = self.nodes.get_mut(parent.index()) {
            p.children.push(id);
        }
        id
    }
}
