//! What a page asks the library's worker about a position, and what it answers: the games of the
//! library that reached it and the moves played from it (the opening explorer on the game page,
//! the position search on the library page). Two wasm instances that share no memory, so text in
//! the form of a query (`shell::parts::wire`). Reading never panics: a broken text is a
//! [`WireError`]. Pure.

use super::summary::Verdict;
use crate::link::encode_component;
use crate::ui::shell::parts::wire::{flag, pairs, WireError};

/// A question: the position (as a link writes it, `variant=…&fen=…`) and whether to send the
/// games' keys (the library page's filter needs them; the explorer only counts).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lookup {
    /// The position, as [`crate::link::position_query`] writes it.
    pub position: String,
    /// Send the keys of the games that reached it.
    pub keys: bool,
}

impl Lookup {
    /// The question as text.
    #[must_use]
    pub fn to_text(&self) -> String {
        format!("position={}&keys={}", encode_component(&self.position), u8::from(self.keys))
    }

    /// Reads a question.
    ///
    /// # Errors
    /// No position, or a part that does not read: [`WireError`].
    pub fn read(text: &str) -> Result<Lookup, WireError> {
        let mut position = None;
        let mut keys = false;
        for (key, value) in pairs(text)? {
            match key {
                "position" => position = Some(value),
                "keys" => keys = flag("keys", &value)?,
                other => return Err(WireError::Unknown(other.to_string())),
            }
        }
        Ok(Lookup { position: position.ok_or(WireError::Missing("position"))?, keys })
    }
}

/// A move played from a position, and how the games it was played in ended.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveCount {
    /// The move as its game's notation writes it (what the move list shows).
    pub text: String,
    /// The games it was played in.
    pub count: u32,
    /// Of those, won by White.
    pub white: u32,
    /// Drawn.
    pub draws: u32,
    /// Won by Black.
    pub black: u32,
}

impl MoveCount {
    /// Counts one more game, which ended `verdict` (an unfinished game counts in `count` alone).
    pub fn count(&mut self, verdict: Verdict) {
        self.count += 1;
        match verdict {
            Verdict::White => self.white += 1,
            Verdict::Black => self.black += 1,
            Verdict::Draw => self.draws += 1,
            Verdict::Unfinished => {}
        }
    }
}

/// The answer about a position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Found {
    /// The position asked about, as the question wrote it (answers come in order, but a page
    /// that asked twice knows which one this is).
    pub at: String,
    /// Games in the library (of every game kind).
    pub total: u32,
    /// Games that reached the position.
    pub games: u32,
    /// The moves played from it, most played first.
    pub moves: Vec<MoveCount>,
    /// The keys of the games that reached it, when asked.
    pub keys: Vec<String>,
    /// How long the index took to build, in milliseconds (0 when it was built already).
    pub built_ms: u32,
    /// How long the lookup took, in microseconds.
    pub lookup_us: u32,
}

impl Found {
    /// The answer as text: `at=…&total=…&games=…&built=…&took=…`, then `move=text,count,white,draws,black`
    /// and `key=…` pairs, values encoded.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut text = format!("at={}&total={}&games={}&built={}&took={}", encode_component(&self.at), self.total, self.games, self.built_ms, self.lookup_us);
        for m in &self.moves {
            let row = format!("{},{},{},{},{}", m.text, m.count, m.white, m.draws, m.black);
            text.push_str("&move=");
            text.push_str(&encode_component(&row));
        }
        for key in &self.keys {
            text.push_str("&key=");
            text.push_str(&encode_component(key));
        }
        text
    }

    /// Reads an answer.
    ///
    /// # Errors
    /// A part missing or unreadable: [`WireError`].
    pub fn read(text: &str) -> Result<Found, WireError> {
        let number = |part: &'static str, value: &str| value.parse::<u32>().map_err(|_| WireError::Bad(part, value.to_string()));
        let mut found = Found::default();
        let mut has_total = false;
        for (key, value) in pairs(text)? {
            match key {
                "total" => {
                    found.total = number("total", &value)?;
                    has_total = true;
                }
                "at" => found.at = value,
                "games" => found.games = number("games", &value)?,
                "built" => found.built_ms = number("built", &value)?,
                "took" => found.lookup_us = number("took", &value)?,
                "move" => found.moves.push(read_move(&value)?),
                "key" => found.keys.push(value),
                other => return Err(WireError::Unknown(other.to_string())),
            }
        }
        if !has_total {
            return Err(WireError::Missing("total"));
        }
        Ok(found)
    }
}

/// `text,count,white,draws,black`: the move's text may hold commas of its own (none does today),
/// so the four numbers are read from the end.
fn read_move(value: &str) -> Result<MoveCount, WireError> {
    let bad = || WireError::Bad("move", value.to_string());
    let mut parts = value.rsplitn(5, ',');
    let mut numbers = [0u32; 4];
    for n in &mut numbers {
        *n = parts.next().and_then(|n| n.parse::<u32>().ok()).ok_or_else(bad)?;
    }
    let [black, draws, white, count] = numbers;
    let text = parts.next().filter(|t| !t.is_empty()).ok_or_else(bad)?;
    Ok(MoveCount { text: text.to_string(), count, white, draws, black })
}
