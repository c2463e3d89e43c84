//! The player's puzzle record, kept in local storage: a rating (Elo against each puzzle's
//! rating, in whole numbers), the history of attempts, the streak mode and its count. Pure and
//! native-tested; the page stores [`Progress::to_text`] and reads it back with [`Progress::from_text`].

use crate::ui::puzzle::RawPuzzle;

/// How an attempt ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Solved without help.
    Solved,
    /// Solved after a hint: half the score.
    Hinted,
    /// A wrong move, or the solution asked for.
    Failed,
    /// Left for the next one before an answer: seen, not solved, no change to the rating; it
    /// comes back once every puzzle has been tried.
    Skipped,
}

impl Outcome {
    fn letter(self) -> char {
        match self {
            Outcome::Solved => 's',
            Outcome::Hinted => 'h',
            Outcome::Failed => 'f',
            Outcome::Skipped => 'k',
        }
    }

    fn from_letter(c: &str) -> Option<Outcome> {
        match c {
            "s" => Some(Outcome::Solved),
            "h" => Some(Outcome::Hinted),
            "f" => Some(Outcome::Failed),
            "k" => Some(Outcome::Skipped),
            _ => None,
        }
    }

    /// The score for the rating, in thousandths.
    const fn score(self) -> i32 {
        match self {
            Outcome::Solved => 1000,
            Outcome::Hinted => 500,
            Outcome::Failed | Outcome::Skipped => 0,
        }
    }

    /// Whether the puzzle was solved (a hint included).
    const fn solved(self) -> bool {
        matches!(self, Outcome::Solved | Outcome::Hinted)
    }
}

/// The rating a new player starts from.
pub const START_RATING: i32 = 1200;
/// How many attempts the history keeps.
pub const HISTORY: usize = 1000;
/// The rating's step (Elo's K).
const K: i32 = 32;

/// The player's puzzle record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The player's rating.
    pub rating: i32,
    /// Streak mode is on.
    pub streak_mode: bool,
    /// Puzzles solved in a row in streak mode.
    pub streak: u32,
    /// The longest streak.
    pub best_streak: u32,
    /// Attempts, oldest first: puzzle id and outcome.
    pub history: Vec<(String, Outcome)>,
}

impl Default for Progress {
    fn default() -> Progress {
        Progress { rating: START_RATING, streak_mode: false, streak: 0, best_streak: 0, history: Vec::new() }
    }
}

/// Elo's expected score, in thousandths, of a player `diff` points above the puzzle: a table
/// every 100 points, linear between (no floating point on the page).
#[must_use]
pub fn expected(diff: i32) -> i32 {
    const TABLE: [i32; 17] = [10, 17, 31, 53, 91, 151, 240, 360, 500, 640, 760, 849, 909, 947, 969, 983, 990];
    let d = diff.clamp(-800, 800) + 800;
    let (i, rest) = ((d / 100) as usize, d % 100);
    let next = TABLE[(i + 1).min(16)];
    TABLE[i] + (next - TABLE[i]) * rest / 100
}

impl Progress {
    /// The stored text: `1|rating|streak mode|streak|best|id:o,id:o,...`.
    #[must_use]
    pub fn to_text(&self) -> String {
        let history: Vec<String> = self.history.iter().map(|(id, o)| format!("{id}:{}", o.letter())).collect();
        format!("1|{}|{}|{}|{}|{}", self.rating, u8::from(self.streak_mode), self.streak, self.best_streak, history.join(","))
    }

    /// The record in `text`; anything unreadable gives a fresh record (never a panic).
    #[must_use]
    pub fn from_text(text: &str) -> Progress {
        let parts: Vec<&str> = text.split('|').collect();
        let read = || -> Option<Progress> {
            let [version, rating, mode, streak, best, history] = parts[..] else { return None };
            if version != "1" {
                return None;
            }
            let history = history
                .split(',')
                .filter(|e| !e.is_empty())
                .map(|e| {
                    let (id, o) = e.split_once(':')?;
                    let ok = !id.is_empty() && id.len() <= 16 && id.bytes().all(|b| b.is_ascii_alphanumeric());
                    ok.then(|| Some((id.to_string(), Outcome::from_letter(o)?)))?
                })
                .collect::<Option<Vec<_>>>()?;
            Some(Progress {
                rating: rating.parse::<i32>().ok()?.clamp(100, 3500),
                streak_mode: mode == "1",
                streak: streak.parse().ok()?,
                best_streak: best.parse().ok()?,
                history,
            })
        };
        read().unwrap_or_default()
    }

    /// Records an attempt at puzzle `id` of rating `puzzle_rating`, once: a second result for the
    /// puzzle just recorded changes nothing. Returns the rating change.
    pub fn record(&mut self, id: &str, puzzle_rating: i32, outcome: Outcome) -> i32 {
        if self.history.last().is_some_and(|(last, _)| last == id) {
            return 0;
        }
        let change = if outcome == Outcome::Skipped { 0 } else { K * (outcome.score() - expected(self.rating - puzzle_rating)) / 1000 };
        self.rating = (self.rating + change).clamp(100, 3500);
        self.history.push((id.to_string(), outcome));
        if self.history.len() > HISTORY {
            self.history.remove(0);
        }
        if self.streak_mode {
            if outcome == Outcome::Solved {
                self.streak += 1;
                self.best_streak = self.best_streak.max(self.streak);
            } else {
                self.streak_mode = false;
            }
        }
        change
    }

    /// Turns streak mode on (from a streak of zero) or off.
    pub fn set_streak_mode(&mut self, on: bool) {
        self.streak_mode = on;
        if on {
            self.streak = 0;
        }
    }

    /// Whether puzzle `id` was ever solved (a hint included).
    #[must_use]
    pub fn solved(&self, id: &str) -> bool {
        self.history.iter().any(|(h, o)| h == id && o.solved())
    }

    /// Solved and failed counts.
    #[must_use]
    pub fn counts(&self) -> (usize, usize) {
        let solved = self.history.iter().filter(|(_, o)| o.solved()).count();
        let missed = self.history.iter().filter(|(_, o)| *o == Outcome::Failed).count();
        (solved, missed)
    }

    /// The index in `puzzles` of the next one to play: never tried before if any is left, else
    /// not yet solved; the closest to the target rating (the player's, or in streak mode one
    /// that rises with the streak), the first in file order on a tie. `None` when all are solved.
    #[must_use]
    pub fn next(&self, puzzles: &[RawPuzzle]) -> Option<usize> {
        let target = if self.streak_mode { 800 + 100 * self.streak as i32 } else { self.rating };
        let tried = |id: &str| self.history.iter().any(|(h, _)| h == id);
        let pick = |skip: &dyn Fn(&RawPuzzle) -> bool| {
            puzzles.iter().enumerate().filter(|(_, p)| !skip(p)).min_by_key(|(_, p)| (p.rating - target).abs()).map(|(i, _)| i)
        };
        pick(&|p| tried(&p.id)).or_else(|| pick(&|p| self.solved(&p.id)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw(id: &str, rating: i32) -> RawPuzzle {
        RawPuzzle { id: id.into(), fen: String::new(), solution: String::new(), themes: String::new(), rating, refutations: String::new() }
    }

    #[test]
    fn a_skipped_puzzle_is_seen_not_solved_and_comes_back_last() {
        let puzzles = [raw("a", 1200), raw("b", 1250), raw("c", 1300)];
        let mut p = Progress::default();
        assert_eq!(p.next(&puzzles), Some(0));
        // Next on "a" before an answer: no rating change, and the next one is another.
        assert_eq!(p.record("a", 1200, Outcome::Skipped), 0);
        assert_eq!((p.rating, p.counts(), p.solved("a")), (START_RATING, (0, 0), false));
        assert_eq!(p.next(&puzzles), Some(1));
        p.record("b", 1250, Outcome::Solved);
        p.record("c", 1300, Outcome::Failed);
        // Every puzzle tried: the skipped one comes back (the closest unsolved).
        assert_eq!(p.next(&puzzles), Some(0));
        // It is kept as such.
        let back = Progress::from_text(&p.to_text());
        assert_eq!(back, p);
        assert!(p.to_text().contains("a:k"));
        // In a streak, a skip ends it.
        let mut s = Progress::default();
        s.set_streak_mode(true);
        s.record("b", 1250, Outcome::Solved);
        s.record("a", 1200, Outcome::Skipped);
        assert_eq!((s.streak_mode, s.best_streak), (false, 1));
    }

    #[test]
    fn the_expected_score_is_elo_s_curve() {
        assert_eq!(expected(0), 500);
        assert_eq!(expected(400), 909);
        assert_eq!(expected(-400), 91);
        assert_eq!(expected(50), 570);
        assert_eq!((expected(-5000), expected(5000)), (10, 990));
        for d in -900..900 {
            assert!(expected(d) <= expected(d + 1), "{d}");
        }
    }

    #[test]
    fn a_solve_raises_the_rating_a_miss_lowers_it_once() {
        let mut p = Progress::default();
        assert_eq!(p.record("b1", 1200, Outcome::Solved), 16);
        assert_eq!(p.rating, 1216);
        assert_eq!(p.record("b1", 1200, Outcome::Failed), 0, "the same puzzle counts once");
        let before = p.rating;
        assert!(p.record("b2", 1200, Outcome::Failed) < 0);
        assert!(p.rating < before);
        let r = p.rating;
        assert_eq!(p.record("b3", r, Outcome::Hinted), 0, "half a point at even odds");
        assert_eq!(p.counts(), (2, 1));
    }

    #[test]
    fn a_failure_ends_the_streak() {
        let mut p = Progress::default();
        p.set_streak_mode(true);
        p.record("a", 1000, Outcome::Solved);
        p.record("b", 1000, Outcome::Solved);
        assert_eq!((p.streak, p.best_streak, p.streak_mode), (2, 2, true));
        p.record("c", 1000, Outcome::Hinted);
        assert!(!p.streak_mode, "a hint ends a streak too");
        p.set_streak_mode(true);
        assert_eq!((p.streak, p.best_streak), (0, 2));
    }

    #[test]
    fn the_record_round_trips_and_bad_text_gives_a_fresh_one() {
        let mut p = Progress::default();
        p.set_streak_mode(true);
        p.record("b1a2b3c4d", 1300, Outcome::Solved);
        p.record("r00000000", 900, Outcome::Failed);
        assert_eq!(Progress::from_text(&p.to_text()), p);
        for bad in ["", "2|1200|0|0|0|", "1|x|0|0|0|", "1|1200|0|0|0|a:z", "1|1200|0|0|0|a<b>:s", "1|1200|0|-1|0|", "|||||"] {
            assert_eq!(Progress::from_text(bad), Progress::default(), "{bad}");
        }
        assert_eq!(Progress::from_text("1|99999|0|0|0|").rating, 3500);
    }

    #[test]
    fn next_is_the_closest_untried_then_unsolved() {
        let puzzles = [raw("a", 900), raw("b", 1250), raw("c", 1150), raw("d", 2000)];
        let mut p = Progress::default();
        assert_eq!(p.next(&puzzles), Some(1), "1250 and 1150 are as close: the first wins");
        p.record("b", 1250, Outcome::Solved);
        assert_eq!(p.next(&puzzles), Some(2));
        p.record("c", 1150, Outcome::Failed);
        for id in ["a", "d"] {
            p.record(id, 1000, Outcome::Solved);
        }
        assert_eq!(p.next(&puzzles), Some(2), "the failed one comes back");
        p.record("c", 1150, Outcome::Solved);
        assert_eq!(p.next(&puzzles), None);
        p.set_streak_mode(true);
        let q = Progress { streak_mode: true, ..Progress::default() };
        assert_eq!(q.next(&puzzles), Some(0), "a streak starts easy");
    }
}
