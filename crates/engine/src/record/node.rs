//! One node of a record's move tree: the move that leads to it, the position after it, and what
//! an annotator said about it. Nodes live in the record's arena and name each other by
//! [`NodeId`], so the tree needs no reference counting and clones as one vector.

use crate::draw::Streaks;
use crate::play::Playable;

/// A node of a [`super::Record`]: an index into its arena. The start is [`NodeId::ROOT`].
/// [`super::Record::delete`] renumbers the nodes created after the ones it removes, so an id
/// is good until the next deletion.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NodeId(pub(super) u32);

impl NodeId {
    /// The start position's node.
    pub const ROOT: NodeId = NodeId(0);

    /// The arena index.
    #[must_use]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The id of arena index `index`, as [`NodeId::index`] gave it (a page keeps ids as
    /// numbers); the record answers an id it does not have with `None` or `false`.
    #[must_use]
    pub fn from_index(index: usize) -> NodeId {
        NodeId(u32::try_from(index).unwrap_or(u32::MAX))
    }
}

/// What PDN says about a node, boxed apart: most nodes have nothing, and the tree stays small.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Notes {
    pub(super) before: Option<String>,
    pub(super) comment: Option<String>,
    pub(super) nags: Vec<u8>,
}

impl Notes {
    fn is_empty(&self) -> bool {
        self.before.is_none() && self.comment.is_none() && self.nags.is_empty()
    }
}

/// A position reached in a record, with the move that reached it (none at the root).
#[derive(Clone, Debug)]
pub struct Node<P: Playable> {
    pub(super) parent: Option<NodeId>,
    /// `children[0]` is the main continuation; the others are variations in creation order.
    pub(super) children: Vec<NodeId>,
    pub(super) mv: Option<P::Move>,
    pub(super) text: String,
    pub(super) position: P,
    /// The count-rule streaks leading into `position`.
    pub(super) streaks: Streaks,
    pub(super) ply: u32,
    pub(super) notes: Option<Box<Notes>>,
}

impl<P: Playable> Node<P> {
    pub(super) fn root(start: P) -> Node<P> {
        Node {
            parent: None,
            children: Vec::new(),
            mv: None,
            text: String::new(),
            position: start,
            streaks: Streaks::default(),
            ply: 0,
            notes: None,
        }
    }

    /// The node reached by `mv` (legal in `parent`'s position) from `parent`, whose id is `id`;
    /// `legal`, the parent's legal moves when known, spares the text a second generation.
    pub(super) fn after(parent: &Node<P>, id: NodeId, mv: P::Move, legal: Option<&[P::Move]>) -> Node<P> {
        let pos = &parent.position;
        Node {
            parent: Some(id),
            children: Vec::new(),
            mv: Some(mv),
            text: legal.map_or_else(|| pos.move_text(&mv), |legal| pos.move_text_among(&mv, legal)),
            position: pos.play(&mv),
            streaks: pos.streaks_after(parent.streaks, &mv),
            ply: parent.ply.saturating_add(1),
            notes: None,
        }
    }

    /// The parent node; `None` at the root.
    #[must_use]
    pub fn parent(&self) -> Option<NodeId> {
        self.parent
    }

    /// The continuations: the main one first, then the variations in the order they were made.
    #[must_use]
    pub fn children(&self) -> &[NodeId] {
        &self.children
    }

    /// The move that leads here; `None` at the root.
    #[must_use]
    pub fn mv(&self) -> Option<&P::Move> {
        self.mv.as_ref()
    }

    /// The move's text in the game's notation (empty at the root).
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The position after the move.
    #[must_use]
    pub fn position(&self) -> &P {
        &self.position
    }

    /// The count-rule streaks in [`Node::position`].
    #[must_use]
    pub fn streaks(&self) -> Streaks {
        self.streaks
    }

    /// Moves from the start to here (0 at the root).
    #[must_use]
    pub fn ply(&self) -> usize {
        self.ply as usize
    }

    /// The comment after the move (PDN `{...}`); at the root, the comment on the whole game.
    #[must_use]
    pub fn comment(&self) -> Option<&str> {
        self.notes.as_ref()?.comment.as_deref()
    }

    /// The comment written before the move, as the first move of a variation may have.
    #[must_use]
    pub fn comment_before(&self) -> Option<&str> {
        self.notes.as_ref()?.before.as_deref()
    }

    /// The annotation glyphs (NAGs: 1 is `!`, 2 is `?`, ...), in the order given.
    #[must_use]
    pub fn nags(&self) -> &[u8] {
        self.notes.as_ref().map_or(&[], |n| &n.nags)
    }

    /// Changes the notes through `edit`, dropping the box when they end up empty.
    pub(super) fn edit_notes(&mut self, edit: impl FnOnce(&mut Notes)) {
        let mut notes = self.notes.take().unwrap_or_default();
        edit(&mut notes);
        self.notes = (!notes.is_empty()).then_some(notes);
    }

    /// The same annotations, the same move and the same number of children (the tree shape
    /// below is compared by the caller).
    pub(super) fn same_content(&self, other: &Node<P>) -> bool {
        self.mv == other.mv
            && self.position == other.position
            && self.children.len() == other.children.len()
            && self.notes == other.notes
    }
}

/// A comment as the tree keeps it: trimmed, with no `}` (which would end it early in PDN, so it
/// becomes `)`), and none at all when empty. A comment read back from PDN is then the same.
#[must_use]
pub fn clean_comment(text: &str) -> Option<String> {
    let text = text.trim();
    (!text.is_empty()).then(|| text.replace('}', ")"))
}
