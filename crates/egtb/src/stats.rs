//! Counts of won, drawn and lost positions per class (what `damas egtb --stats` prints).

use crate::material::Material;
use crate::table::Table;
use crate::index::Layout;
use crate::value::Value;
use std::fmt;

/// What a class holds, counting real positions only (not the indices that overlap).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// The class.
    pub material: Option<Material>,
    /// Positions (legal arrangements with the side to move).
    pub positions: u64,
    /// Won for the side to move.
    pub wins: u64,
    /// Drawn.
    pub draws: u64,
    /// Lost for the side to move.
    pub losses: u64,
    /// Longest win, in plies.
    pub longest_win: u8,
    /// Longest loss, in plies.
    pub longest_loss: u8,
}

impl Stats {
    /// The counts of `table`.
    #[must_use]
    pub fn of(layout: &Layout, table: &Table) -> Stats {
        let mut s = Stats { material: Some(table.material), ..Stats::default() };
        for (i, &b) in table.values.iter().enumerate() {
            if layout.position(table.material, i as u64).is_none() {
                continue;
            }
            s.positions += 1;
            match Value::from_byte(b) {
                Value::Win(d) => {
                    s.wins += 1;
                    s.longest_win = s.longest_win.max(d);
                }
                Value::Loss(d) => {
                    s.losses += 1;
                    s.longest_loss = s.longest_loss.max(d);
                }
                Value::Draw => s.draws += 1,
            }
        }
        s
    }

    /// Sums of several classes (the class is dropped).
    #[must_use]
    pub fn sum<'a>(all: impl IntoIterator<Item = &'a Stats>) -> Stats {
        all.into_iter().fold(Stats::default(), |a, s| Stats {
            material: None,
            positions: a.positions + s.positions,
            wins: a.wins + s.wins,
            draws: a.draws + s.draws,
            losses: a.losses + s.losses,
            longest_win: a.longest_win.max(s.longest_win),
            longest_loss: a.longest_loss.max(s.longest_loss),
        })
    }
}

/// One line: `class positions wins draws losses longest-win longest-loss`.
impl fmt::Display for Stats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.material.map_or_else(|| "total".to_string(), |m| m.to_string());
        write!(
            f,
            "{name:>5} {:>10} {:>10} {:>10} {:>10} {:>4} {:>4}",
            self.positions, self.wins, self.draws, self.losses, self.longest_win, self.longest_loss
        )
    }
}
