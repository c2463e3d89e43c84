//! Kept games as one PDN file: each game in its own game's PDN (PDN 3.0 with its `GameType`, or
//! Lasca's), the players as the library names them, the date it was kept; an imported game as it
//! came.

use super::game::KeptGame;
use super::date::pdn_date;
use super::kept::{Kept, Origin};

/// The games of `games` as one PDN text, a blank line between games; `names` gives a game's
/// `[White, Black]` as the player reads them (in their language). A game whose link no longer
/// reads is left out; the second value counts them.
#[must_use]
pub fn export_pdn(games: &[&Kept], names: &dyn Fn(&Kept) -> [String; 2]) -> (String, usize) {
    let mut out = String::new();
    let mut left_out = 0;
    for kept in games {
        if let Some(pdn) = &kept.pdn {
            if !out.is_empty() {
                out.push('\n');
            }
            out.push_str(pdn.trim_end());
            out.push('\n');
            continue;
        }
        let Ok(game) = KeptGame::open(&kept.query) else {
            left_out += 1;
            continue;
        };
        let [white, black] = names(kept);
        let date = kept.tag("Date").map_or_else(|| pdn_date(kept.at), str::to_string);
        let event = match kept.origin {
            Origin::Played => "damas".to_string(),
            Origin::Imported => kept.tag("Event").unwrap_or("?").to_string(),
        };
        let site = kept.tag("Site").unwrap_or("?").to_string();
        let round = kept.tag("Round").unwrap_or("?").to_string();
        let tags = [("Event", event.as_str()), ("Site", site.as_str()), ("Date", date.as_str()), ("Round", round.as_str()), ("White", white.as_str()), ("Black", black.as_str())];
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&game.pdn(&tags));
        if !out.ends_with('\n') {
            out.push('\n');
        }
    }
    (out, left_out)
}
