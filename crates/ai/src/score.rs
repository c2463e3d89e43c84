//! Search scores: hundredths of a man for the side to move, with game ends encoded as
//! `WIN - plies` (a win in that many plies) and its negation (a loss). A type of its own so that
//! a raw count of men cannot be mixed up with a distance to mate, and so the table's ply
//! adjustment lives beside the encoding it adjusts.

use std::fmt;
use std::ops::{Add, Neg, Sub};

/// A score for the side to move (see the module doc for the encoding).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score(pub i32);

impl Score {
    /// Neither side ahead (also every draw).
    pub const DRAW: Score = Score(0);
    /// A win on the spot: the side to move wins in `WIN - score` plies.
    pub const WIN: Score = Score(30_000);
    /// Scores above this are wins (below its negation, losses).
    pub const WIN_BOUND: Score = Score(Score::WIN.0 - 1000);
    /// Beyond every score: the open bounds of a full window.
    pub const INF: Score = Score(Score::WIN.0 + 1);

    /// The score of a side with no legal move at `ply`: lost, later losses being better.
    #[must_use]
    pub const fn lost_at(ply: usize) -> Score {
        Score(-(Score::WIN.0 - ply as i32))
    }

    /// The best score reachable from `ply`: a win on the next ply.
    #[must_use]
    pub const fn win_after(ply: usize) -> Score {
        Score(Score::WIN.0 - ply as i32 - 1)
    }

    /// Whether the game's end is known (a win or a loss by distance).
    #[must_use]
    pub const fn is_decisive(self) -> bool {
        self.0 > Score::WIN_BOUND.0 || self.0 < -Score::WIN_BOUND.0
    }

    /// Plies to a win (positive) or a loss (negative) if this is a game-ending score.
    #[must_use]
    pub const fn plies_to_end(self) -> Option<i32> {
        if self.0 > Score::WIN_BOUND.0 {
            Some(Score::WIN.0 - self.0)
        } else if self.0 < -Score::WIN_BOUND.0 {
            Some(-(Score::WIN.0 + self.0))
        } else {
            None
        }
    }

    /// The score as the table keeps it: game ends counted from the stored node, not the root, so
    /// a transposition at another ply reads the right distance.
    #[must_use]
    pub const fn to_tt(self, ply: usize) -> Score {
        if self.0 > Score::WIN_BOUND.0 {
            Score(self.0 + ply as i32)
        } else if self.0 < -Score::WIN_BOUND.0 {
            Score(self.0 - ply as i32)
        } else {
            self
        }
    }

    /// The inverse of [`Score::to_tt`] for a node at `ply`.
    #[must_use]
    pub const fn from_tt(self, ply: usize) -> Score {
        if self.0 > Score::WIN_BOUND.0 {
            Score(self.0 - ply as i32)
        } else if self.0 < -Score::WIN_BOUND.0 {
            Score(self.0 + ply as i32)
        } else {
            self
        }
    }

    /// The size of the score, whichever side it favours.
    #[must_use]
    pub const fn abs(self) -> Score {
        Score(self.0.abs())
    }
}

impl Neg for Score {
    type Output = Score;
    #[inline(always)]
    fn neg(self) -> Score {
        Score(-self.0)
    }
}

/// A margin in hundredths of a man (aspiration windows, null windows).
impl Add<i32> for Score {
    type Output = Score;
    #[inline(always)]
    fn add(self, margin: i32) -> Score {
        Score(self.0 + margin)
    }
}

impl Sub<i32> for Score {
    type Output = Score;
    #[inline(always)]
    fn sub(self, margin: i32) -> Score {
        Score(self.0 - margin)
    }
}

impl From<Score> for i32 {
    fn from(s: Score) -> i32 {
        s.0
    }
}

/// As people read it: `+1.25` (men), or `win 7` / `loss 4` (plies to the end).
impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.plies_to_end() {
            Some(p) if p >= 0 => write!(f, "win {p}"),
            Some(p) => write!(f, "loss {}", -p),
            None => write!(f, "{:+.2}", f64::from(self.0) / 100.0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_ends_by_distance() {
        assert_eq!(Score::lost_at(3).plies_to_end(), Some(-3));
        assert_eq!((-Score::lost_at(3)).plies_to_end(), Some(3));
        assert_eq!(Score(250).plies_to_end(), None);
        assert!(Score::lost_at(90).is_decisive() && !Score(-900).is_decisive());
        assert!(Score::lost_at(2) < Score::lost_at(5), "a later loss is better");
    }

    #[test]
    fn table_scores_are_relative_to_the_node() {
        // A win in 5 plies from the root, found at ply 3, is a win in 2 from that node.
        let root = Score::WIN - 5;
        let stored = root.to_tt(3);
        assert_eq!(stored, Score::WIN - 2);
        assert_eq!(stored.from_tt(1), Score::WIN - 3, "read at ply 1: a win in 3 from the root");
        assert_eq!(Score(123).to_tt(7), Score(123));
        assert_eq!((-root).to_tt(3).from_tt(3), -root);
    }

    #[test]
    fn reads_as_men_or_plies() {
        assert_eq!(Score(125).to_string(), "+1.25");
        assert_eq!(Score(-40).to_string(), "-0.40");
        assert_eq!((Score::WIN - 7).to_string(), "win 7");
        assert_eq!(Score::lost_at(4).to_string(), "loss 4");
    }
}
