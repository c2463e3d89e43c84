//! Kept games as one PDN file: each game in its own game's PDN (PDN 3.0 with its `GameType`, or
//! Lasca's), the players as the library names them, the date it was kept; an imported game as it
//! came.

use super::game::KeptGame;
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

/// A time in milliseconds since 1970 (UTC) as PDN writes a date: `2026.11.29`.
#[must_use]
pub fn pdn_date(ms: u64) -> String {
    let [y, m, d] = civil_date(ms);
    format!("{y:04}.{m:02}.{d:02}")
}

/// The year, month and day (UTC) of a time in milliseconds since 1970: the proleptic Gregorian
/// calendar counted in 400-year eras (146,097 days each), from 1 March so a leap day ends a year.
#[must_use]
pub fn civil_date(ms: u64) -> [u64; 3] {
    let days = ms / 86_400_000 + 719_468;
    let era = days / 146_097;
    let day_of_era = days % 146_097;
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_from_march = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_from_march + 2) / 5 + 1;
    let month = if month_from_march < 10 { month_from_march + 3 } else { month_from_march - 9 };
    let year = year_of_era + era * 400 + u64::from(month <= 2);
    [year, month, day]
}
