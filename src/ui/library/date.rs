//! Dates as the library writes and sorts them: PDN's `2026.11.29`, from a time in milliseconds
//! since 1970 (UTC), with no clock library (the calendar's arithmetic is a few lines).

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

/// The day a game was played, to sort by: its PDN `Date` tag when it names a whole day, else the
/// day it was kept; as a number, `20261129` (no text made: a library of 10,000 sorts at once).
#[must_use]
pub fn game_day(tag: Option<&str>, kept_at: u64) -> u64 {
    match tag {
        Some(d) if d.len() == 10 && d.bytes().enumerate().all(|(i, b)| if i == 4 || i == 7 { b == b'.' } else { b.is_ascii_digit() }) => {
            d.bytes().filter(u8::is_ascii_digit).fold(0, |n, b| n * 10 + u64::from(b - b'0'))
        }
        _ => {
            let [y, m, d] = civil_date(kept_at);
            y * 10_000 + m * 100 + d
        }
    }
}
