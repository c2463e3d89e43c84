//! The order in which the book builder (`examples/build_book.rs`) scores the openings of a game
//! without ballots: a tree from the initial position, best first by how often a line leaves the
//! engine's best move.
//!
//! Each position scored has its moves' scores. Of these the builder follows the best (the first
//! of equals) and the others within [`Shape::margin`] of it, [`Shape::width`] moves at most, until
//! [`Shape::plies`] from the start. A position's [`Rank`] counts the moves on its line that were
//! not the best (its deviations), then its ply, then what those moves gave up against the best.
//! The lowest rank is scored first: the principal line to the last ply, then every line with one
//! deviation (the shallower first), then those with two, and so on until the cap. A position
//! reached along two lines takes the lower rank and is scored once.
//!
//! Nothing here searches: [`walk`] is given the scoring as a closure, so its order is tested on
//! made-up trees.

use crate::score::Score;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet};
use std::hash::Hash;

/// Which moves the tree follows, and how far.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    /// The deepest ply scored: a position this far from the start is scored, its moves not followed.
    pub plies: u32,
    /// A move within this many hundredths of a man of the best is followed too.
    pub margin: i32,
    /// The most moves followed from one position, the best among them.
    pub width: usize,
}

/// Where a position stands in the queue, lowest first (the fields in their order of weight).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rank {
    /// The moves on the line from the start that were not the engine's best.
    pub deviations: u32,
    /// Plies from the start.
    pub ply: u32,
    /// What those moves gave up against the best, in hundredths of a man, summed along the line.
    pub loss: i32,
}

/// The moves of a position of rank `parent` that the tree follows, with their children's ranks,
/// best first, given every move's score (`scored`, in any order). None past [`Shape::plies`].
#[must_use]
pub fn followed<M: Copy>(parent: Rank, scored: &[(M, Score)], shape: &Shape) -> Vec<(M, Rank)> {
    if parent.ply >= shape.plies {
        return Vec::new();
    }
    let mut order: Vec<&(M, Score)> = scored.iter().collect();
    // Stable: of equal scores the first given is the best.
    order.sort_by_key(|(_, s)| Reverse(*s));
    let Some(&&(_, best)) = order.first() else { return Vec::new() };
    order
        .iter()
        .take(shape.width)
        .enumerate()
        .take_while(|(_, (_, s))| s.0 >= best.0 - shape.margin)
        .map(|(i, &&(mv, s))| {
            let deviates = u32::from(i > 0);
            let rank = Rank { deviations: parent.deviations + deviates, ply: parent.ply + 1, loss: parent.loss + (best.0 - s.0) };
            (mv, rank)
        })
        .collect()
}

/// What a [`walk`] did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Walked {
    /// Positions scored.
    pub scored: usize,
    /// The deepest ply scored.
    pub deepest: u32,
    /// Positions queued but left unscored at the cap.
    pub left: usize,
}

/// Scores the tree from `root` in [`Rank`] order until `cap` positions: `score` gives every
/// move of a position with its score (the builder searches and writes the book there), `play`
/// the position a move leads to. Ties keep the order positions were queued in, so the same scores
/// give the same walk.
pub fn walk<P, M>(root: P, shape: &Shape, cap: usize, mut score: impl FnMut(&P, Rank) -> Vec<(M, Score)>, play: impl Fn(&P, &M) -> P) -> Walked
where
    P: Copy + Eq + Hash,
    M: Copy,
{
    // The queue holds (rank, order queued) and the position by that order; a position queued
    // again at a lower rank pops first, and its older entry is skipped when it pops in turn.
    let mut queued: Vec<P> = vec![root];
    let mut heap = BinaryHeap::from([Reverse((Rank::default(), 0_usize))]);
    let mut lowest: HashMap<P, Rank> = HashMap::from([(root, Rank::default())]);
    let mut done: HashSet<P> = HashSet::new();
    let mut walked = Walked::default();
    while walked.scored < cap {
        let Some(Reverse((rank, at))) = heap.pop() else { break };
        let pos = queued[at];
        if !done.insert(pos) {
            continue;
        }
        walked.scored += 1;
        walked.deepest = walked.deepest.max(rank.ply);
        let scored = score(&pos, rank);
        for (mv, child_rank) in followed(rank, &scored, shape) {
            let child = play(&pos, &mv);
            if done.contains(&child) || lowest.get(&child).is_some_and(|r| *r <= child_rank) {
                continue;
            }
            lowest.insert(child, child_rank);
            heap.push(Reverse((child_rank, queued.len())));
            queued.push(child);
        }
    }
    walked.left = lowest.keys().filter(|p| !done.contains(p)).count();
    walked
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHAPE: Shape = Shape { plies: 3, margin: 30, width: 3 };

    fn rank(deviations: u32, ply: u32, loss: i32) -> Rank {
        Rank { deviations, ply, loss }
    }

    #[test]
    fn the_best_keeps_its_deviations_and_the_others_within_the_margin_add_one() {
        let scored = [('c', Score(-20)), ('a', Score(10)), ('d', Score(-25)), ('b', Score(-5)), ('e', Score(-100))];
        let parent = rank(1, 1, 7);
        // 'd' is within the margin but beyond the width; 'e' beyond both.
        assert_eq!(followed(parent, &scored, &SHAPE), vec![('a', rank(1, 2, 7)), ('b', rank(2, 2, 22)), ('c', rank(2, 2, 37))]);
        let narrow = Shape { margin: 15, ..SHAPE };
        assert_eq!(followed(parent, &scored, &narrow), vec![('a', rank(1, 2, 7)), ('b', rank(2, 2, 22))]);
        let single = Shape { width: 1, ..SHAPE };
        assert_eq!(followed(parent, &scored, &single), vec![('a', rank(1, 2, 7))]);
    }

    #[test]
    fn of_equal_scores_the_first_given_is_the_best_and_the_last_ply_follows_nothing() {
        let scored = [('x', Score(0)), ('y', Score(0))];
        assert_eq!(followed(rank(0, 0, 0), &scored, &SHAPE), vec![('x', rank(0, 1, 0)), ('y', rank(1, 1, 0))]);
        assert_eq!(followed(rank(0, 3, 0), &scored, &SHAPE), vec![]);
        assert_eq!(followed::<char>(rank(0, 0, 0), &[], &SHAPE), vec![]);
    }

    /// A made-up game: a position is its line of moves from the start, each move a digit 1 to 4
    /// (`12` is move 1, then move 2); move `m` scores `-15 (m - 1)`, so three are within 30.
    fn made_up(pos: &u64) -> Vec<(u64, Score)> {
        assert!(*pos < 1000, "{pos} is past the last ply");
        (1..=4).map(|m| (m, Score(-15 * (m as i32 - 1)))).collect()
    }

    fn ply(pos: u64) -> u32 {
        if pos == 0 { 0 } else { pos.ilog10() + 1 }
    }

    fn walk_made_up(cap: usize) -> (Vec<(u64, Rank)>, Walked) {
        let mut order = Vec::new();
        let walked = walk(
            0_u64,
            &SHAPE,
            cap,
            |pos, rank| {
                order.push((*pos, rank));
                made_up(pos)
            },
            |pos, mv| pos * 10 + mv,
        );
        (order, walked)
    }

    #[test]
    fn the_principal_line_goes_to_the_last_ply_first_then_one_deviation_shallowest_first() {
        let (order, walked) = walk_made_up(usize::MAX);
        let lines: Vec<u64> = order.iter().map(|(p, _)| *p).collect();
        assert_eq!(lines[..4], [0, 1, 11, 111], "the principal line to ply 3");
        // Then one deviation: by ply, then the least loss, then the first queued.
        assert_eq!(lines[4..16], [2, 3, 12, 21, 13, 31, 112, 121, 211, 113, 131, 311]);
        assert!(order[16..].iter().all(|(_, r)| r.deviations >= 2));
        assert!(order.windows(2).all(|w| w[0].1 <= w[1].1), "never a lower rank after a higher one");
        // 1 + 3 + 9 + 27 positions: every line of three moves among the three followed.
        assert_eq!((walked.scored, walked.deepest, walked.left), (40, 3, 0));
        assert!(order.iter().all(|(p, r)| r.ply == ply(*p)));
    }

    #[test]
    fn the_cap_stops_it_with_the_rest_queued() {
        let (order, walked) = walk_made_up(16);
        assert_eq!(order.len(), 16);
        assert!(order.iter().all(|(_, r)| r.deviations <= 1), "every line with one deviation fits in 16");
        // Two deviations queued from each of 2, 3, 12, 21, 13 and 31.
        assert_eq!(walked, Walked { scored: 16, deepest: 3, left: 12 });
        let (order, walked) = walk_made_up(5);
        assert_eq!(order.iter().map(|(p, _)| *p).collect::<Vec<_>>(), [0, 1, 11, 111, 2]);
        assert_eq!(walked.left, 8, "3, 12, 13, 112, 113, 21, 22 and 23");
    }

    /// Moves that meet again: from the start, `a` then `b` and `b` then `a` lead to one position.
    #[test]
    fn a_position_reached_twice_is_scored_once_at_its_lowest_rank() {
        let shape = Shape { plies: 2, margin: 30, width: 2 };
        let mut order = Vec::new();
        let walked = walk(
            "",
            &shape,
            usize::MAX,
            |pos: &&str, rank| {
                order.push((*pos, rank));
                match *pos {
                    "" => vec![('a', Score(0)), ('b', Score(-10))],
                    "a" => vec![('c', Score(0)), ('b', Score(-20))],
                    "b" => vec![('a', Score(0)), ('d', Score(-1))],
                    _ => vec![('z', Score(0))],
                }
            },
            |pos, mv| match (*pos, *mv) {
                ("", 'a') => "a",
                ("", 'b') => "b",
                ("a", 'c') => "ac",
                ("a" | "b", 'b' | 'a') => "ab",
                _ => "bd",
            },
        );
        // "ab" is queued from "a" with one deviation (loss 20), then from "b" with one (loss 10).
        assert_eq!(order, [("", rank(0, 0, 0)), ("a", rank(0, 1, 0)), ("ac", rank(0, 2, 0)), ("b", rank(1, 1, 10)), ("ab", rank(1, 2, 10)), ("bd", rank(2, 2, 11))]);
        assert_eq!(walked, Walked { scored: 6, deepest: 2, left: 0 });
    }
}
