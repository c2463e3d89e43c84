//! Themes and ratings of puzzles.

use damas_engine::{Move, Position};
use std::fmt;

/// What a puzzle shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// A solver move takes two or more pieces at once.
    Shot,
    /// The first move gives material (the defender's reply takes more than it loses).
    Sacrifice,
    /// The first move is quiet: no capture, and the defender takes nothing back.
    Quiet,
    /// A solver man is crowned on the way.
    Crown,
    /// Kings on the board and at most eight pieces.
    KingEnding,
    /// The search proves a win, or the line leaves the defender without a move.
    Win,
}

impl Theme {
    /// Every theme, in file order.
    pub const ALL: [Theme; 6] = [Theme::Shot, Theme::Sacrifice, Theme::Quiet, Theme::Crown, Theme::KingEnding, Theme::Win];

    /// The name in the data files.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Theme::Shot => "shot",
            Theme::Sacrifice => "sacrifice",
            Theme::Quiet => "quiet",
            Theme::Crown => "crown",
            Theme::KingEnding => "king-ending",
            Theme::Win => "win",
        }
    }

    /// The theme named `name`.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The themes of the line `moves` (solver first) from `root`; `won` when a win is proven.
#[must_use]
pub fn themes(root: &Position, moves: &[Move], won: bool) -> Vec<Theme> {
    let mut out = Vec::new();
    if moves.iter().step_by(2).any(|m| m.captured.count() >= 2) {
        out.push(Theme::Shot);
    }
    let first = moves[0];
    let reply_takes = moves.get(1).map_or(0, |r| r.captured.count());
    if reply_takes > first.captured.count() {
        out.push(Theme::Sacrifice);
    } else if !first.is_capture() && reply_takes == 0 {
        out.push(Theme::Quiet);
    }
    if moves.iter().step_by(2).any(|m| m.crowns) {
        out.push(Theme::Crown);
    }
    if root.kings().count() > 0 && root.occupied().count() <= 8 {
        out.push(Theme::KingEnding);
    }
    if won {
        out.push(Theme::Win);
    }
    out
}

/// A rating from the depth at which the search settles on the first move, the number of solver
/// moves and the themes; a forced choice between captures is easier.
#[must_use]
pub fn rating(found_at: u32, solver_moves: usize, themes: &[Theme], must_capture: bool) -> u32 {
    let mut r = 900 + 80 * found_at as i32 + 120 * (solver_moves as i32 - 1);
    if themes.contains(&Theme::Sacrifice) {
        r += 200;
    }
    if themes.contains(&Theme::Quiet) {
        r += 150;
    }
    if must_capture {
        r -= 200;
    }
    r.clamp(600, 2400) as u32
}
