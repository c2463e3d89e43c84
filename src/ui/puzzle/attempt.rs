//! One attempt at a puzzle, as pure logic: what the panel says ([`Stage`]), which buttons work,
//! and what the player's record keeps. The record is written once, at the attempt's first end: a
//! miss stays a miss after a retry, and asking for the solution counts the puzzle as seen, not
//! solved. The page keeps an [`Attempt`] beside the board and asks it at each drawing.

use super::progress::Outcome;
use super::Verdict;

/// The attempt at the puzzle on the board.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Attempt {
    /// How the puzzle counts in the record: set at the first end, kept after a retry.
    pub recorded: Option<Outcome>,
    /// A hint was taken (a solve then counts half).
    pub hinted: bool,
    /// The solution was asked for: it is played out from the start.
    pub showing: bool,
    /// Opened in streak mode (a miss then ends the streak here).
    pub in_streak: bool,
}

/// Where the attempt is, as the panel says it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The opponent's last move is about to be played.
    Opening,
    /// The player looks for the move.
    Task,
    /// A move left the solution ("Not this move"); the opponent's answer follows.
    Wrong,
    /// The whole solution was played by the player.
    Solved,
    /// The solution is being played out.
    Showing,
    /// The solution was played out: the panel names it.
    Shown,
}

impl Stage {
    /// The name in markup (`data-puzzle-stage`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Stage::Opening => "opening",
            Stage::Task => "task",
            Stage::Wrong => "wrong",
            Stage::Solved => "solved",
            Stage::Showing => "showing",
            Stage::Shown => "solution",
        }
    }

    /// Whether the board is the player's to move on (the status line then speaks).
    #[must_use]
    pub const fn live(self) -> bool {
        matches!(self, Stage::Opening | Stage::Task | Stage::Showing)
    }
}

/// The page's buttons.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Button {
    /// Show the piece to move.
    Hint,
    /// Play the solution out.
    Solution,
    /// Back to the puzzle's start after a miss.
    Retry,
    /// The next puzzle.
    Next,
}

impl Attempt {
    /// The stage of the line judged `verdict`; `opening` while the opponent's last move is still
    /// to come.
    #[must_use]
    pub fn stage(&self, verdict: Verdict, opening: bool) -> Stage {
        match verdict {
            _ if opening => Stage::Opening,
            Verdict::Failed(_) => Stage::Wrong,
            Verdict::Solved if self.showing => Stage::Shown,
            Verdict::Solved => Stage::Solved,
            _ if self.showing => Stage::Showing,
            Verdict::Yours | Verdict::Reply(_) => Stage::Task,
        }
    }

    /// What the record keeps for a line judged `verdict`, if the line ends the puzzle and
    /// nothing was recorded yet.
    #[must_use]
    pub fn outcome(&self, verdict: Verdict) -> Option<Outcome> {
        let outcome = match verdict {
            Verdict::Failed(_) => Outcome::Failed,
            Verdict::Solved if self.showing => Outcome::Failed,
            Verdict::Solved if self.hinted => Outcome::Hinted,
            Verdict::Solved => Outcome::Solved,
            Verdict::Yours | Verdict::Reply(_) => return None,
        };
        self.recorded.is_none().then_some(outcome)
    }

    /// The attempt once the solution is asked for: seen, not solved.
    #[must_use]
    pub fn show(self) -> Attempt {
        Attempt { recorded: self.recorded.or(Some(Outcome::Failed)), showing: true, ..self }
    }

    /// The attempt once the player tries again from the start (the record stays as it is).
    #[must_use]
    pub fn retry(self) -> Attempt {
        Attempt { showing: false, ..self }
    }

    /// Whether `button` is offered at `stage` (`Some(false)`: shown disabled; `None`: not shown).
    #[must_use]
    pub fn offers(stage: Stage, button: Button) -> Option<bool> {
        match button {
            Button::Hint => Some(stage == Stage::Task),
            Button::Solution => Some(matches!(stage, Stage::Task | Stage::Wrong)),
            Button::Retry => (stage == Stage::Wrong).then_some(true),
            Button::Next => Some(true),
        }
    }
}
