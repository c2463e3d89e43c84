//! Messages between the page and the AI worker, as JSON text.
//!
//! Page to worker ([`Request`]):
//! ```json
//! {"type":"search","id":7,"variant":"brazilian","fen":"W:W21-32:B1-12",
//!  "history":["W:W21-32:B1-12", "..."],"movetime_ms":1000,"depth":null,"level":8,"seed":42}
//! {"type":"search","id":8,"variant":"lasca","fen":"W:c3=w,d4=bw,a7=B","level":3,"seed":1}
//! {"type":"stop","id":7}
//! ```
//! `variant` names the game: `brazilian`, `russian`, `english`, `international`, `turkish` or
//! `lasca` (any name [`GameKind`] reads), and `fen` and `history` are in that game's FEN.
//! `history` lists the FENs of the positions before `fen`, oldest first (for repetitions and
//! the count rules); each must lead to the next by one legal move. `movetime_ms`, `depth` and
//! `level` limit the search (a level may be capped by `movetime_ms`); with none the worker thinks
//! for a second.
//!
//! Worker to page ([`Response`]):
//! ```json
//! {"type":"info","id":7,"depth":12,"score":35,"nodes":812345,"time_ms":180.500,"pv":["22-17","11-16"]}
//! {"type":"bestmove","id":7,"move":"22-17","score":35,"depth":14,"pv":["22-17","11-16"]}
//! {"type":"bestmove","id":8,"move":"29-25","score":29987,"depth":13,"pv":["29-25"],"egtb":{"result":"win","plies":13}}
//! {"type":"error","id":7,"message":"bad FEN: ..."}
//! ```
//! Scores are for the side to move in hundredths of a man; beyond ±29000 they are wins or
//! losses (`30000 - score` plies to the end; see [`damas_ai::score_text`]). `egtb`, present
//! only when the endgame databases hold the root (`tables.rs`), is its exact value for the side
//! to move (`win`, `loss` or `draw`, with the plies to the end). Requests are checked in
//! `job.rs`, the same way for every game.

use damas_ai::MAX_LEVEL;
use damas_engine::UnknownGame;
#[cfg(doc)]
use damas_engine::GameKind;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Longest message accepted, in bytes.
pub const MAX_MESSAGE: usize = 256 * 1024;
/// The `error` the page's bridge answers with when the worker cannot start or stops answering
/// (`bridge.rs`); the page shows its own words for it, in the player's language, with a retry.
pub const WORKER_UNAVAILABLE: &str = "the AI worker could not start or stopped answering";
/// Most history positions accepted.
pub const MAX_HISTORY: usize = 2000;
/// Longest think accepted, in milliseconds.
pub const MAX_MOVETIME_MS: u32 = 600_000;
/// Longest think when the request gives only a depth or a level without a time.
pub const DEFAULT_CAP_MS: f64 = 60_000.0;

/// A request to the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Request {
    /// Think about a position; the worker answers with `info` lines, then `bestmove`.
    Search(SearchRequest),
    /// Stop the search `id` and answer with its `bestmove` now.
    Stop {
        /// The search to stop.
        id: u32,
    },
}

/// What to search.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SearchRequest {
    /// Chosen by the page; echoed in every response to this search.
    pub id: u32,
    /// The game, as [`GameKind`] names it (`brazilian` ... `lasca`), read by
    /// [`SearchRequest::game`]. Kept as text here so an unknown name is answered with a typed
    /// error naming the request's id, not a malformed message.
    pub variant: String,
    /// The position to search.
    pub fen: String,
    /// FENs of the earlier positions of the game, oldest first.
    #[serde(default)]
    pub history: Vec<String>,
    /// Milliseconds to think.
    #[serde(default)]
    pub movetime_ms: Option<u32>,
    /// Depth limit in plies.
    #[serde(default)]
    pub depth: Option<u32>,
    /// Playing level, 1 to 8 (see `damas_ai::LEVELS`).
    #[serde(default)]
    pub level: Option<u8>,
    /// Seed for the weak levels' deliberate errors.
    #[serde(default)]
    pub seed: u64,
}

/// A message from the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Response {
    /// Progress after each completed iteration.
    Info {
        /// The search.
        id: u32,
        /// Completed depth.
        depth: u32,
        /// Score for the side to move.
        score: i32,
        /// Nodes so far.
        nodes: u64,
        /// Milliseconds so far.
        time_ms: f64,
        /// Principal variation as move texts.
        pv: Vec<String>,
    },
    /// The move to play.
    #[serde(rename = "bestmove")]
    BestMove {
        /// The search.
        id: u32,
        /// Move text, as `damas moves` prints it (`22-17`, `28x19`).
        #[serde(rename = "move")]
        mv: String,
        /// Score for the side to move.
        score: i32,
        /// Completed depth.
        depth: u32,
        /// Principal variation as move texts.
        pv: Vec<String>,
        /// The root's value in the endgame databases, when they hold it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        egtb: Option<Known>,
    },
    /// A request that could not be served.
    Error {
        /// The search, if the request named one.
        id: Option<u32>,
        /// What went wrong, in English.
        message: String,
    },
}

/// A position's value in the endgame databases, for its side to move: `{"result":"win","plies":13}`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Known {
    /// Won, lost or drawn.
    pub result: Outcome,
    /// Plies to the end with best play (0 for a draw).
    #[serde(default)]
    pub plies: u32,
}

/// The result of a [`Known`] position for its side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// The side to move wins.
    Win,
    /// The side to move loses.
    Loss,
    /// Neither side can force a win.
    Draw,
}

impl From<damas_egtb::Value> for Known {
    fn from(v: damas_egtb::Value) -> Known {
        use damas_egtb::Value;
        match v {
            Value::Win(d) => Known { result: Outcome::Win, plies: u32::from(d) },
            Value::Loss(d) => Known { result: Outcome::Loss, plies: u32::from(d) },
            Value::Draw => Known { result: Outcome::Draw, plies: 0 },
        }
    }
}

impl Request {
    /// The request as JSON text, by serde_json (the tests' reference; the page writes its
    /// requests with `page_codec`).
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The id the request names.
    #[must_use]
    pub fn id(&self) -> u32 {
        match self {
            Request::Search(s) => s.id,
            Request::Stop { id } => *id,
        }
    }
}

impl Response {
    /// Reads a response from JSON text, by serde_json (the tests' reference; the page reads
    /// responses with `page_codec`).
    ///
    /// # Errors
    /// [`ProtocolError::Malformed`].
    pub fn from_json(text: &str) -> Result<Response, ProtocolError> {
        if text.len() > MAX_MESSAGE {
            return Err(ProtocolError::TooLong(text.len()));
        }
        serde_json::from_str(text).map_err(|e| ProtocolError::Malformed(e.to_string()))
    }

    /// The search this response belongs to.
    #[must_use]
    pub fn id(&self) -> Option<u32> {
        match self {
            Response::Info { id, .. } | Response::BestMove { id, .. } => Some(*id),
            Response::Error { id, .. } => *id,
        }
    }
}

/// What is wrong with a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtocolError {
    /// Longer than [`MAX_MESSAGE`].
    TooLong(usize),
    /// Not JSON of a known request.
    Malformed(String),
    /// A name that is no game.
    Game(UnknownGame),
    /// A FEN that does not read (`index` None: the position, else the history entry).
    Fen {
        /// Which history entry, or None for the position itself.
        index: Option<usize>,
        /// The reader's complaint.
        message: String,
    },
    /// More than [`MAX_HISTORY`] history entries.
    HistoryTooLong(usize),
    /// A history entry that does not lead to the next position by a legal move.
    HistoryBroken(usize),
    /// A movetime of zero or above [`MAX_MOVETIME_MS`].
    MoveTime(u32),
    /// A depth of zero or above [`damas_ai::search::MAX_DEPTH`].
    Depth(u32),
    /// No such level.
    Level(u8),
    /// The side to move has no legal move.
    GameOver,
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::TooLong(n) => write!(f, "message too long ({n} bytes, at most {MAX_MESSAGE})"),
            ProtocolError::Malformed(e) => write!(f, "malformed request: {e}"),
            ProtocolError::Game(e) => e.fmt(f),
            ProtocolError::Fen { index: None, message } => write!(f, "bad FEN: {message}"),
            ProtocolError::Fen { index: Some(i), message } => write!(f, "bad FEN in history entry {i}: {message}"),
            ProtocolError::HistoryTooLong(n) => write!(f, "history too long ({n} positions, at most {MAX_HISTORY})"),
            ProtocolError::HistoryBroken(i) => write!(f, "history entry {i} does not lead to the next position by a legal move"),
            ProtocolError::MoveTime(ms) => write!(f, "bad movetime {ms}: expected 1 to {MAX_MOVETIME_MS} ms"),
            ProtocolError::Depth(d) => write!(f, "bad depth {d}: expected 1 to {}", damas_ai::search::MAX_DEPTH),
            ProtocolError::Level(l) => write!(f, "bad level {l}: expected 1 to {MAX_LEVEL}"),
            ProtocolError::GameOver => f.write_str("the side to move has no legal move"),
        }
    }
}

impl std::error::Error for ProtocolError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes_the_documented_messages() {
        let r = Request::from_json(r#"{"type":"search","id":7,"variant":"brazilian","fen":"W:W21-32:B1-12","movetime_ms":500}"#).unwrap();
        let Request::Search(s) = &r else { panic!() };
        assert_eq!((s.id, s.movetime_ms, s.level, s.history.len()), (7, Some(500), None, 0));
        assert_eq!(Request::from_json(&r.to_json()).unwrap(), r);
        assert_eq!(Request::from_json(r#"{"type":"stop","id":3}"#).unwrap(), Request::Stop { id: 3 });
        let b = Response::BestMove { id: 1, mv: "22-17".into(), score: 5, depth: 9, pv: vec!["22-17".into()], egtb: None };
        let json = b.to_json();
        assert!(json.contains(r#""type":"bestmove""#) && json.contains(r#""move":"22-17""#) && !json.contains("egtb"), "{json}");
        assert_eq!(Response::from_json(&json).unwrap(), b);
        let known = Some(Known { result: Outcome::Win, plies: 13 });
        let d = Response::BestMove { id: 1, mv: "22-17".into(), score: 5, depth: 9, pv: vec![], egtb: known };
        assert!(d.to_json().ends_with(r#","egtb":{"result":"win","plies":13}}"#), "{}", d.to_json());
        assert_eq!(Response::from_json(&d.to_json()).unwrap(), d);
        let e = Response::Error { id: None, message: "x".into() };
        assert_eq!(Response::from_json(&e.to_json()).unwrap(), e);
    }
}
