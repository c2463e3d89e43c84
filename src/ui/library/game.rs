//! A kept game's link read back as its game, draughts or Lasca: summed up for the list, written
//! as PDN for an export. The link is the one stored ([`super::kept::Kept::query`]), read by the
//! same reader as any link, so a stored text that was tampered with is refused like a bad link.

use super::kept::{Kept, Origin};
use super::summary::Summary;
use crate::link::pdn::WritesPdn;
use crate::link::{link_game, parse_query};
use damas_engine::lasca::LascaPosition;
use damas_engine::Position;
use damas_game::round::Opened;

/// A kept game, read.
#[derive(Clone, Debug)]
pub enum KeptGame {
    /// A draughts game, any variant.
    Draughts(Opened<Position>),
    /// A Lasca game.
    Lasca(Opened<LascaPosition>),
}

impl KeptGame {
    /// Reads `query`, a kept game's link.
    ///
    /// # Errors
    /// The link reader's reason, in English (for the library's report of games it could not
    /// read: the player sees how many, the console why).
    pub fn open(query: &str) -> Result<KeptGame, String> {
        let kind = link_game(query).map_err(|e| e.to_string())?;
        if kind.is_lasca() {
            parse_query::<LascaPosition>(query).map(KeptGame::Lasca).map_err(|e| e.to_string())
        } else {
            parse_query::<Position>(query).map(KeptGame::Draughts).map_err(|e| e.to_string())
        }
    }

    /// The summary of `kept`, this game read from it.
    #[must_use]
    pub fn summary(&self, kept: &Kept) -> Summary {
        let result = kept.tag("Result");
        match (self, kept.origin) {
            (KeptGame::Draughts(g), Origin::Played) => Summary::of_played(g),
            (KeptGame::Lasca(g), Origin::Played) => Summary::of_played(g),
            (KeptGame::Draughts(g), Origin::Imported) => Summary::of_imported(g, result),
            (KeptGame::Lasca(g), Origin::Imported) => Summary::of_imported(g, result),
        }
    }

    /// The game as PDN (its own game's form: PDN 3.0, or Lasca's) with `tags`.
    #[must_use]
    pub fn pdn(&self, tags: &[(&str, &str)]) -> String {
        match self {
            KeptGame::Draughts(g) => Position::write_pdn(g, tags, false),
            KeptGame::Lasca(g) => LascaPosition::write_pdn(g, tags, false),
        }
    }
}

/// Reads every game of `games` that has no summary yet and sums it up; returns how many it
/// summed up (to be written back) and the indices of those it could not read, with why.
pub fn sum_up(games: &mut [Kept]) -> (Vec<usize>, Vec<(usize, String)>) {
    let mut done = Vec::new();
    let mut failed = Vec::new();
    for (i, kept) in games.iter_mut().enumerate() {
        if kept.summary.is_some() {
            continue;
        }
        match KeptGame::open(&kept.query) {
            Ok(game) => {
                kept.summary = Some(game.summary(kept));
                done.push(i);
            }
            Err(why) => failed.push((i, why)),
        }
    }
    (done, failed)
}
