//! A game record with a cursor, for any [`Playable`] game: a tree of moves from the start
//! position, each node holding the position it reaches, with the variations an analyst or a
//! PDN file adds kept beside the main line, and comments and annotation glyphs on the nodes.
//!
//! Most callers see one line of it, the *current line*: from the start through the cursor and
//! on along the line last walked (at first, and whenever the cursor jumps to another branch,
//! the main continuations down to a leaf). The linear methods ([`Record::moves`],
//! [`Record::positions`], [`Record::go_to`], ...) read it, as they read the whole record when it
//! was a single line. Playing a move at the cursor follows the continuation that has it or adds
//! a variation: nothing played is lost, and the line then ends with the new move as before.
//!
//! The outcome and draw counts are judged at the cursor from what the nodes keep (positions,
//! streaks), so no call replays the game from its start, and the legal moves at the cursor are
//! generated once and reused by [`Record::play`], [`Record::outcome`] and
//! [`Record::legal_moves`]. The tree itself is reached by [`NodeId`]: [`Record::node`],
//! [`Record::go_to_node`], [`Record::promote`], [`Record::delete`], and [`Record::walk`] for
//! display.

mod build;
mod eq;
mod line;
mod node;
mod tree;
mod walk;

#[cfg(test)]
mod counting;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tree_tests;

pub use node::{clean_comment, Node, NodeId};
pub use walk::TreeItem;

use crate::draw::{DrawCount, DrawReason, Streaks};
use crate::play::Playable;
use crate::Outcome;
use line::Line;
use std::fmt;
use std::sync::OnceLock;

/// Why a move cannot be played at the cursor.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game has ended at the cursor.
    GameOver,
    /// The move is not legal there.
    Illegal,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver => f.write_str("the game is over"),
            PlayError::Illegal => f.write_str("that move is not legal in this position"),
        }
    }
}
impl std::error::Error for PlayError {}

/// A line of moves that cannot be replayed: the ply of the first bad move and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LineError {
    /// The ply (0-based index in the line) of the move refused.
    pub ply: usize,
    /// Why it was refused.
    pub error: PlayError,
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {} of the line: {}", self.ply + 1, self.error)
    }
}
impl std::error::Error for LineError {}

/// A game record: a move tree with a cursor on its current line. Two records are equal when
/// their trees, annotations, current lines and cursors are, however their arenas are laid out.
#[derive(Clone, Debug)]
pub struct Record<P: Playable> {
    /// The arena; `nodes[0]` is the start.
    nodes: Vec<Node<P>>,
    line: Line<P>,
    /// The cursor's index in the current line.
    ply: usize,
    /// The legal moves at the cursor, made on first need and dropped when the cursor moves.
    legal: OnceLock<Vec<P::Move>>,
}

impl<P: Playable> Record<P> {
    /// A record holding only `start`.
    #[must_use]
    pub fn new(start: P) -> Record<P> {
        let root = Node::root(start);
        let line = Line::root(&root);
        Record { nodes: vec![root], line, ply: 0, legal: OnceLock::new() }
    }

    /// A record of `line` played from `start`, its cursor on `ply` (clamped to the line's end).
    ///
    /// # Errors
    /// [`LineError`] at the first move that is illegal or comes after the game has ended.
    pub fn from_line(start: P, line: &[P::Move], ply: usize) -> Result<Record<P>, LineError> {
        let mut record = Record::new(start);
        for (i, &mv) in line.iter().enumerate() {
            record.play(mv).map_err(|error| LineError { ply: i, error })?;
        }
        record.go_to(ply);
        Ok(record)
    }

    /// The start position.
    #[must_use]
    pub fn start(&self) -> &P {
        &self.root().position
    }

    /// The ply on view: 0 at the start, [`Record::len`] at the end of the line.
    #[must_use]
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// Moves in the current line (the cursor may be before its end).
    #[must_use]
    pub fn len(&self) -> usize {
        self.line.len()
    }

    /// Whether the current line has no move.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.line.len() == 0
    }

    /// The position on view.
    #[must_use]
    pub fn position(&self) -> &P {
        &self.cursor_node().position
    }

    /// The position before move `ply` of the line (`ply == len()` is the last one).
    #[must_use]
    pub fn position_at(&self, ply: usize) -> Option<&P> {
        self.line.positions.get(ply)
    }

    /// Every position of the line, start first.
    #[must_use]
    pub fn positions(&self) -> &[P] {
        &self.line.positions
    }

    /// The positions before the one on view (what a search needs for repetitions).
    #[must_use]
    pub fn history(&self) -> &[P] {
        &self.line.positions[..self.ply]
    }

    /// The whole line of moves.
    #[must_use]
    pub fn moves(&self) -> &[P::Move] {
        &self.line.moves
    }

    /// The text of every move of the line.
    #[must_use]
    pub fn move_texts(&self) -> &[String] {
        &self.line.texts
    }

    /// The move that follows the cursor in the line, if any.
    #[must_use]
    pub fn next_move(&self) -> Option<&P::Move> {
        self.line.moves.get(self.ply)
    }

    /// The legal moves on view.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<P::Move> {
        self.legal().to_vec()
    }

    /// The legal moves on view, generated at most once per visit of the cursor.
    fn legal(&self) -> &[P::Move] {
        self.legal.get_or_init(|| self.position().legal_moves())
    }

    /// Plays `mv` at the cursor: follows the continuation that has it when there is one, else
    /// checks it and adds it after the existing continuations (a move played before the end of
    /// the line starts a variation and keeps the old continuation). The cursor moves onto it and
    /// the current line goes on from there.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] when the game has ended on view, [`PlayError::Illegal`] when `mv`
    /// is not a legal move there.
    pub fn play(&mut self, mv: P::Move) -> Result<(), PlayError> {
        if let Some(child) = self.child_with(self.cursor(), &mv) {
            self.enter(child);
            return Ok(());
        }
        if self.outcome().is_some() {
            return Err(PlayError::GameOver);
        }
        if !self.legal().contains(&mv) {
            return Err(PlayError::Illegal);
        }
        self.add_and_enter(mv);
        Ok(())
    }

    /// [`Record::play`] with the checks left to the caller, who vouches that `mv` is one of
    /// [`Record::legal_moves`] and that the game has not ended on view (as a move just parsed
    /// from this position, or taken from the legal moves, is). An illegal move does not panic
    /// but leaves a position the rules never reach in the record.
    pub fn play_unchecked(&mut self, mv: P::Move) {
        match self.child_with(self.cursor(), &mv) {
            Some(child) => self.enter(child),
            None => self.add_and_enter(mv),
        }
    }

    /// Moves the cursor onto `child`, a continuation of the cursor node.
    fn enter(&mut self, child: NodeId) {
        let next = self.ply + 1;
        if !self.line.contains(child, next) {
            self.line.truncate(next);
            if let Some(node) = self.nodes.get(child.index()) {
                self.line.push(child, node);
            }
            self.line.extend_main(&self.nodes);
        }
        self.set_ply(next);
    }

    /// Adds `mv` as the last continuation of the cursor node and moves the cursor onto it.
    fn add_and_enter(&mut self, mv: P::Move) {
        let id = self.add_child(self.cursor(), mv);
        let next = self.ply + 1;
        self.line.truncate(next);
        if let Some(node) = self.nodes.get(id.index()) {
            self.line.push(id, node);
        }
        self.set_ply(next);
    }

    /// Puts the cursor on `ply` of the line, dropping the legal moves kept for the old one.
    fn set_ply(&mut self, ply: usize) {
        if ply != self.ply {
            self.ply = ply;
            self.legal = OnceLock::new();
        }
    }

    /// Removes the last move of the line, with any variations after it, and returns it. The
    /// cursor stays on the line.
    pub fn pop(&mut self) -> Option<P::Move> {
        let &last = self.line.ids.last()?;
        let mv = *self.node(last)?.mv()?;
        self.remove(last).then_some(mv)
    }

    /// Moves the cursor to `ply` (clamped to the line). Returns whether it moved.
    pub fn go_to(&mut self, ply: usize) -> bool {
        let ply = ply.min(self.len());
        let moved = ply != self.ply;
        self.set_ply(ply);
        moved
    }

    /// One ply back. Returns whether the cursor moved.
    pub fn undo(&mut self) -> bool {
        self.ply > 0 && self.go_to(self.ply - 1)
    }

    /// One ply forward along the line. Returns whether the cursor moved.
    pub fn redo(&mut self) -> bool {
        self.go_to(self.ply + 1)
    }

    /// The count-rule streaks on view.
    #[must_use]
    pub fn streaks(&self) -> Streaks {
        self.cursor_node().streaks
    }

    /// How many times the position on view has occurred up to the cursor (same side to move).
    #[must_use]
    pub fn repetitions(&self) -> usize {
        self.repetitions_at(self.cursor())
    }

    /// How the game has ended on view, if it has: a side with no move loses, a third occurrence
    /// (Italian: fourth) draws, and so does any count rule that has run out (draughts).
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        if self.legal().is_empty() {
            return Some(Outcome::Win(!self.position().turn()));
        }
        self.ended_by_rule(self.cursor())
    }

    /// How the game has ended at `id` by a rule other than a side without moves: repetition or
    /// a count rule.
    fn ended_by_rule(&self, id: NodeId) -> Option<Outcome> {
        let node = self.node(id)?;
        if self.repetitions_at(id) >= node.position.repetitions_to_draw() {
            return Some(Outcome::Draw(DrawReason::Repetition));
        }
        node.position.count_rules(node.streaks).reached().map(Outcome::Draw)
    }

    /// How many times `id`'s position has occurred on the way to it, counting back through the
    /// moves that may be undone.
    fn repetitions_at(&self, id: NodeId) -> usize {
        let Some(now) = self.node(id) else { return 0 };
        let key = now.position.hash();
        let mut count = 1;
        let mut at = now;
        while let (Some(mv), Some(parent)) = (at.mv, at.parent.and_then(|p| self.node(p))) {
            if !parent.position.is_reversible(&mv) {
                break;
            }
            if parent.position.hash() == key && parent.position == now.position {
                count += 1;
            }
            at = parent;
        }
        count
    }

    /// The count rule closest to drawing the game on view while it runs (see
    /// [`crate::draw::Counts::closest`]); `None` once the game has ended.
    #[must_use]
    pub fn draw_count(&self) -> Option<DrawCount> {
        if self.outcome().is_some() {
            return None;
        }
        self.position().count_rules(self.streaks()).closest()
    }

    /// The start's node.
    fn root(&self) -> &Node<P> {
        &self.nodes[0]
    }

    /// The node on view.
    fn cursor_node(&self) -> &Node<P> {
        self.node(self.cursor()).unwrap_or_else(|| self.root())
    }
}
