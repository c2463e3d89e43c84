//! Variations: the record is a move tree, so a move played where the position on view already
//! has another continuation starts a variation beside it, with no cap, and variations nest, as
//! in lichess. The main line stays the game's until the player promotes another
//! ([`super::Action::PromoteLine`]); going anywhere (a click, the keys, undo and redo) changes
//! no line. The move list shows the main line row by row and, after the row of each of its
//! moves, the other moves played there, each with its own line and the variations inside it; a
//! click on one goes there. Part of [`GameState`].

use super::{BoardGame, GameState};
use damas_game::round::RoundAction;
use damas_engine::{NodeId, Record};

/// One piece of a variation as the move list writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariationItem {
    /// A nested variation opens: `(`.
    Open,
    /// It closes: `)`.
    Close,
    /// A move of the variation.
    Move {
        /// The move's node (for [`super::Action::GoToNode`]).
        id: NodeId,
        /// Moves from the start to this one, itself included.
        ply: usize,
        /// Its text.
        text: String,
        /// Whether it comes first after a bracket (so the second move of a pair takes its
        /// number with an ellipsis: `4… 11-15`).
        first: bool,
    },
}

/// A variation as the move list shows it: the other move played instead of move `at + 1` of the
/// main line, its line, and the variations nested in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariationView {
    /// The moves it shares with the main line: it replaces move `at + 1`.
    pub at: usize,
    /// Its pieces in reading order, the outer brackets left to the view.
    pub items: Vec<VariationItem>,
}

/// The variations that replace each move of the main line, in the tree's order.
pub(super) fn variations_of<P: damas_engine::Playable>(record: &Record<P>) -> Vec<VariationView> {
    let line: Vec<NodeId> = std::iter::once(NodeId::ROOT).chain(record.mainline()).collect();
    let mut views = Vec::new();
    for (at, pair) in line.windows(2).enumerate() {
        let Some(node) = record.node(pair[0]) else { continue };
        for &other in node.children().iter().filter(|&&c| c != pair[1]) {
            views.push(VariationView { at, items: line_from(record, other) });
        }
    }
    // A move replacing the line's last move has no next node on the line to tell it apart: every
    // child of the last node is a continuation, not a variation; none is left out above.
    views
}

/// The line from `first` along its main continuations, each move followed by the other moves
/// played instead of it (nested, bracketed), as PDN writes variations. A stack, not recursion: a
/// deep tree from a hostile link cannot overflow it.
fn line_from<P: damas_engine::Playable>(record: &Record<P>, first: NodeId) -> Vec<VariationItem> {
    enum Task {
        /// Write this move, then go on after it.
        Move(NodeId, bool),
        /// Go on after this move (written): its main continuation, then the variations of that.
        After(NodeId, bool),
        Open,
        Close,
    }
    let item = |id: NodeId, first: bool| {
        record.node(id).map(|n| VariationItem::Move { id, ply: n.ply(), text: n.text().to_string(), first })
    };
    let mut items = Vec::new();
    let mut stack = vec![Task::Move(first, true)];
    while let Some(task) = stack.pop() {
        match task {
            Task::Open => items.push(VariationItem::Open),
            Task::Close => items.push(VariationItem::Close),
            Task::Move(id, first) => {
                items.extend(item(id, first));
                stack.push(Task::After(id, false));
            }
            Task::After(id, numbered) => {
                let Some(node) = record.node(id) else { continue };
                let Some((&main, others)) = node.children().split_first() else { continue };
                items.extend(item(main, numbered));
                stack.push(Task::After(main, !others.is_empty()));
                for &other in others.iter().rev() {
                    stack.push(Task::Close);
                    stack.push(Task::Move(other, true));
                    stack.push(Task::Open);
                }
            }
        }
    }
    items
}

impl<G: BoardGame> GameState<G> {
    /// The variations beside the main line, each where it replaces one of its moves.
    #[must_use]
    pub fn variations(&self) -> &std::rc::Rc<[VariationView]> {
        &self.variations
    }

    /// The main line's moves (the game's, whatever line is on view), as the move list's rows
    /// show them: each move's node and text.
    #[must_use]
    pub fn main_line(&self) -> Vec<(NodeId, &str)> {
        let record = self.record();
        record.mainline().into_iter().filter_map(|id| record.node(id).map(|n| (id, n.text()))).collect()
    }

    /// How many moves the line on view shares with the main line from the start.
    #[must_use]
    pub fn shared_with_main(&self) -> usize {
        let record = self.record();
        record.line_ids().iter().skip(1).zip(record.mainline()).take_while(|(a, b)| *a == b).count()
    }

    /// Goes to the move `id` (`Action::GoToNode`): into a variation, the line on view goes
    /// through it; on the main line, the line on view is the main line again (so the next move
    /// is the main line's). Which line is the main one never changes.
    pub(super) fn go_to_node(&mut self, id: NodeId) {
        let record = self.record();
        let onto_main = record.is_mainline(id) && self.shared_with_main() < record.len();
        let end = record.mainline().last().copied().filter(|_| onto_main);
        let rerouted = end.is_some_and(|end| self.act(RoundAction::GoToNode(end)).is_ok());
        if self.act(RoundAction::GoToNode(id)).is_ok() || rerouted {
            self.fresh = false;
            self.message = None;
        }
    }

    /// The move reached by playing `line` from the start, if the tree has it.
    #[must_use]
    pub fn node_of_line(&self, line: &[G::Move]) -> Option<NodeId> {
        let record = self.record();
        let mut at = NodeId::ROOT;
        for mv in line {
            let children = record.node(at)?.children();
            at = *children.iter().find(|&&c| record.node(c).and_then(damas_engine::Node::mv) == Some(mv))?;
        }
        Some(at)
    }

    /// Whether the position on view is off the main line (in a variation).
    #[must_use]
    pub fn in_variation(&self) -> bool {
        !self.record().is_mainline(self.record().cursor())
    }

    /// The first move of the innermost variation the position on view is in: the last move up
    /// to the cursor that is not its parent's main continuation.
    pub(super) fn variation_start(&self) -> Option<NodeId> {
        let record = self.record();
        let path = record.line_ids().get(1..=record.ply())?;
        path.iter().copied().rev().find(|&id| {
            let parent = record.node(id).and_then(damas_engine::Node::parent);
            parent.and_then(|p| record.node(p)).and_then(|p| p.children().first()) != Some(&id)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::{Position, Variant};

    fn texts(items: &[VariationItem]) -> String {
        items
            .iter()
            .map(|i| match i {
                VariationItem::Open => "(".to_string(),
                VariationItem::Close => ")".to_string(),
                VariationItem::Move { text, .. } => text.clone(),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn nested_variations_read_as_pdn_writes_them() {
        let mut r = Record::new(Position::initial(Variant::Brazilian));
        let play = |r: &mut Record<Position>, line: &[&str]| {
            for t in line {
                let mv = r.position().parse_move(t).unwrap_or_else(|e| panic!("{t}: {e}"));
                r.play(mv).unwrap_or_else(|e| panic!("{t}: {e}"));
            }
        };
        play(&mut r, &["21-17", "11-15", "24-20", "12-16"]);
        r.go_to(1);
        play(&mut r, &["12-16", "24-19", "16-20"]);
        r.go_to(3);
        play(&mut r, &["10-14"]);
        r.go_to(1);
        play(&mut r, &["9-13"]);
        // Back on the first line: the moves played instead of 11-15 are its variations.
        let first_line = r.node(r.line_ids()[1]).unwrap().children()[0];
        let deep = r.node(r.node(first_line).unwrap().children()[0]).unwrap().children()[0];
        r.go_to_node(deep);
        assert_eq!(r.move_texts(), ["21-17", "11-15", "24-20", "12-16"]);
        let views = variations_of(&r);
        assert_eq!(views.len(), 2);
        assert_eq!(views[0].at, 1);
        assert_eq!(texts(&views[0].items), "12-16 24-19 16-20 ( 10-14 )");
        assert_eq!(texts(&views[1].items), "9-13");
        let firsts: Vec<bool> = views[0].items.iter().filter_map(|i| match i { VariationItem::Move { first, .. } => Some(*first), _ => None }).collect();
        assert_eq!(firsts, [true, false, false, true], "a move after a bracket takes its number");
    }
}
