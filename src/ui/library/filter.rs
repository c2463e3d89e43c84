//! The library's list: newest first, narrowed by game, result, players, opening and position.
//! Pure, so the page and the tests narrow the same way.

use super::date::game_day;
use super::kept::Kept;
use super::summary::{Players, Verdict};
use std::collections::BTreeSet;
use std::rc::Rc;

/// What the player narrowed the list to; `None` (or empty) lets every game through.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// The game's name (`brazilian`, `lasca`...).
    pub game: Option<String>,
    /// How it ended.
    pub verdict: Option<Verdict>,
    /// Who played.
    pub players: Option<Players>,
    /// The opening, as [`super::summary::Summary::opening`] writes it.
    pub opening: Option<String>,
    /// The keys of the games that reached a position (the position index's answer,
    /// [`super::lookup::Found::keys`]).
    pub position: Option<Rc<BTreeSet<String>>>,
}

impl Filter {
    /// Whether `kept` is let through. A game not yet summed up is let through only when nothing
    /// is narrowed (the page sums every game up as it reads them).
    #[must_use]
    pub fn admits(&self, kept: &Kept) -> bool {
        let Some(s) = &kept.summary else {
            return *self == Filter::default();
        };
        self.game.as_ref().is_none_or(|g| *g == s.game)
            && self.verdict.is_none_or(|v| v == s.verdict)
            && self.players.is_none_or(|p| p == s.players)
            && self.opening.as_ref().is_none_or(|o| *o == s.opening)
            && self.position.as_ref().is_none_or(|keys| keys.contains(&kept.key()))
    }

    /// The indices of the games of `games` it lets through, newest first: by the day each was
    /// played (an imported game's `Date`, else the day it was kept), then the last kept first
    /// (then in the order given, so the list never shuffles).
    #[must_use]
    pub fn list(&self, games: &[Kept]) -> Vec<usize> {
        // Each game's order read once (a library of 10,000 sorts in a few milliseconds).
        let mut keyed: Vec<(u64, u64, usize)> =
            (0..games.len()).filter(|&i| self.admits(&games[i])).map(|i| (game_day(games[i].tag("Date"), games[i].at), games[i].at, i)).collect();
        keyed.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2)));
        keyed.into_iter().map(|(_, _, i)| i).collect()
    }
}

/// The openings of the games of `games` that `game` names (every game when `None`), most played
/// first, then by name: the opening filter's choices.
#[must_use]
pub fn openings(games: &[Kept], game: Option<&str>) -> Vec<(String, usize)> {
    let mut counts: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
    for s in games.iter().filter_map(|k| k.summary.as_ref()) {
        if game.is_none_or(|g| g == s.game) && !s.opening.is_empty() {
            *counts.entry(s.opening.as_str()).or_default() += 1;
        }
    }
    let mut out: Vec<(String, usize)> = counts.into_iter().map(|(o, n)| (o.to_string(), n)).collect();
    out.sort_unstable_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    out
}
