//! A game as the library keeps it: one JSON text per game in the device's IndexedDB
//! (`view::store`), read back here whatever wrote it. The game page writes the least it can (the
//! game's link and the time, [`played_json`], with no JSON library in its wasm); the library page
//! adds the [`Summary`] it lists and filters by the first time it reads the game. Every stored
//! text is hostile input: a text that is no game is reported with its reason, never a panic.

use super::summary::Summary;
use crate::link::MAX_QUERY;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The record's schema this code writes. A record of an older schema is read and upgraded; a
/// newer one (written by a later version of the page, then the page went back) is left alone.
pub const SCHEMA: u32 = 1;

/// The longest stored text read (a game's link, its tags and its PDN): a record longer than this
/// is not a game this page wrote.
pub const MAX_RECORD: usize = 256 * 1024;

/// Where a kept game came from.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Origin {
    /// Played on this device (against the computer, a friend here, live or by links).
    #[default]
    Played,
    /// Read from a PDN file the player imported.
    Imported,
}

/// A kept game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kept {
    /// The schema it was written in.
    #[serde(default = "first_schema")]
    pub v: u32,
    /// The whole game as a link's query (`crate::link::round_whole_query`): what opens it on the
    /// game page, at its last move.
    pub query: String,
    /// When it was kept, in milliseconds since 1970 (UTC).
    pub at: u64,
    /// Where it came from.
    #[serde(default)]
    pub origin: Origin,
    /// The PDN tags an imported game brought (`White`, `Black`, `Event`, `Date`...), in file order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<(String, String)>,
    /// What the library lists and filters by; the game page leaves it to the library.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub summary: Option<Summary>,
    /// An imported game's own PDN text (its comments, clock annotations and variations), which
    /// the export writes back as it came.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pdn: Option<String>,
}

const fn first_schema() -> u32 {
    1
}

/// Why a stored text is not a kept game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoredError {
    /// Longer than [`MAX_RECORD`] bytes.
    TooLong(usize),
    /// Not a record of this shape (the JSON reader's reason).
    Unreadable(String),
    /// Written by a newer version of the page.
    Newer(u32),
    /// Its game's link is longer than a link may be.
    QueryTooLong(usize),
}

impl fmt::Display for StoredError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoredError::TooLong(n) => write!(f, "a record of {n} bytes (at most {MAX_RECORD})"),
            StoredError::Unreadable(why) => write!(f, "not a kept game: {why}"),
            StoredError::Newer(v) => write!(f, "written by a newer version of the page (schema {v}, this one reads up to {SCHEMA})"),
            StoredError::QueryTooLong(n) => write!(f, "its game is {n} bytes long (at most {MAX_QUERY})"),
        }
    }
}

impl std::error::Error for StoredError {}

impl Kept {
    /// A game played here, kept at `at`, not yet summed up.
    #[must_use]
    pub fn played(query: String, at: u64) -> Kept {
        Kept { v: SCHEMA, query, at, origin: Origin::Played, tags: Vec::new(), summary: None, pdn: None }
    }

    /// Reads a stored text, upgrading an older schema.
    ///
    /// # Errors
    /// A [`StoredError`] for a text that is no kept game of this schema or an older one.
    pub fn read(text: &str) -> Result<Kept, StoredError> {
        if text.len() > MAX_RECORD {
            return Err(StoredError::TooLong(text.len()));
        }
        let kept: Kept = serde_json::from_str(text).map_err(|e| StoredError::Unreadable(e.to_string()))?;
        if kept.v > SCHEMA {
            return Err(StoredError::Newer(kept.v));
        }
        if kept.query.len() > MAX_QUERY {
            return Err(StoredError::QueryTooLong(kept.query.len()));
        }
        // Schema 1 is the first: nothing to upgrade yet. A later schema upgrades here, from
        // `kept.v`, and writes the record back (`view::store`).
        Ok(Kept { v: SCHEMA, ..kept })
    }

    /// The stored text.
    #[must_use]
    pub fn to_json(&self) -> String {
        // A record holds strings, numbers and lists only: writing it cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The game's key in the store: the same game kept twice is kept once. A game played here is
    /// its link; an imported one its link and the tags that tell two games of the same moves
    /// apart (the players, the event, the round and the date).
    #[must_use]
    pub fn key(&self) -> String {
        key_of(self.origin, &self.query, &self.tags)
    }

    /// The value of tag `name` (any case), if the game brought it.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
}

/// [`Kept::key`] from its parts.
#[must_use]
pub fn key_of(origin: Origin, query: &str, tags: &[(String, String)]) -> String {
    match origin {
        Origin::Played => query.to_string(),
        Origin::Imported => {
            let tag = |name: &str| tags.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map_or("", |(_, v)| v.as_str());
            let parts = ["White", "Black", "Event", "Round", "Date"].map(tag);
            format!("{query}\n{}", parts.join("\n"))
        }
    }
}

/// The stored text of a game played here ([`Kept::played`] as [`Kept::to_json`] writes it),
/// written by hand: the game page has no JSON library, and a link's query is all ASCII.
#[must_use]
pub fn played_json(query: &str, at: u64) -> String {
    let mut out = String::with_capacity(query.len() + 40);
    out.push_str("{\"v\":");
    out.push_str(&SCHEMA.to_string());
    out.push_str(",\"query\":\"");
    for c in query.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push_str("\",\"at\":");
    out.push_str(&at.to_string());
    out.push('}');
    out
}
