//! The tree in reading order, as a move list shows it and PDN writes it: each move, then the
//! variations that replace it (nested ones inline), then the line goes on. Each item says what
//! a lichess-style list needs around the move: how deep in variations it sits, whether a
//! variation opens before it or closes after it, and whether it takes its move number.

use super::node::NodeId;
use super::Record;
use crate::play::Playable;

/// One move of [`Record::walk`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeItem<'a> {
    /// The node.
    pub id: NodeId,
    /// Variations it sits in: 0 on the main line.
    pub depth: usize,
    /// Moves from the start to this one, itself included (1 for the first move).
    pub ply: usize,
    /// Its move number as PDN counts them (1 = the first pair of moves).
    pub number: usize,
    /// Whether it is the first move of its pair (`12. 22-18`) rather than the second
    /// (`12... 11-15`).
    pub first_of_pair: bool,
    /// Whether its number is shown: always for the first move of a pair, and for the second
    /// at the start of a line, after a variation, after a comment or before its own.
    pub numbered: bool,
    /// Whether a variation opens just before it (it is the variation's first move).
    pub opens: bool,
    /// How many variations close just after it.
    pub closes: usize,
    /// The move's text.
    pub text: &'a str,
    /// The comment before the move, if any.
    pub comment_before: Option<&'a str>,
    /// The comment after the move, if any.
    pub comment: Option<&'a str>,
    /// Its annotation glyphs.
    pub nags: &'a [u8],
}

/// What is left to do in the walk, kept on a stack so deep trees need no deep recursion.
enum Task {
    /// A line from this node on, at this depth.
    Line(NodeId, usize),
    Open,
    Close,
}

impl<P: Playable> Record<P> {
    /// Whether the start's side moves second in a pair (a set-up position with the other side
    /// to move), so that its first move is numbered `1...`.
    #[must_use]
    pub fn starts_second(&self) -> bool {
        let start = self.start();
        P::initial_of(start.game_kind()).is_some_and(|initial| initial.turn() != start.turn())
    }

    /// Every move of the tree in reading order (see the module's doc), the start left out:
    /// its comment, on the whole game, is [`super::Node::comment`] of [`NodeId::ROOT`].
    #[must_use]
    pub fn walk(&self) -> Vec<TreeItem<'_>> {
        let offset = usize::from(self.starts_second());
        let mut items: Vec<TreeItem<'_>> = Vec::with_capacity(self.nodes.len().saturating_sub(1));
        let mut stack: Vec<Task> = self.root().children.first().map(|&c| Task::Line(c, 0)).into_iter().collect();
        let (mut opening, mut after_break) = (false, true);
        while let Some(task) = stack.pop() {
            let (id, depth) = match task {
                Task::Open => {
                    opening = true;
                    continue;
                }
                Task::Close => {
                    if let Some(last) = items.last_mut() {
                        last.closes += 1;
                    }
                    after_break = true;
                    continue;
                }
                Task::Line(id, depth) => (id, depth),
            };
            let Some(node) = self.node(id) else { continue };
            if let Some(&next) = node.children.first() {
                stack.push(Task::Line(next, depth));
            }
            let siblings = node.parent.and_then(|p| self.node(p)).map_or(&[][..], |p| &p.children[..]);
            if siblings.first() == Some(&id) {
                for &other in siblings[1..].iter().rev() {
                    stack.extend([Task::Close, Task::Line(other, depth + 1), Task::Open]);
                }
            }
            let index = node.ply().saturating_sub(1) + offset;
            let first_of_pair = index % 2 == 0;
            items.push(TreeItem {
                id,
                depth,
                ply: node.ply(),
                number: index / 2 + 1,
                first_of_pair,
                numbered: first_of_pair || opening || after_break || node.comment_before().is_some(),
                opens: opening,
                closes: 0,
                text: node.text(),
                comment_before: node.comment_before(),
                comment: node.comment(),
                nags: node.nags(),
            });
            opening = false;
            after_break = node.comment().is_some();
        }
        items
    }
}
