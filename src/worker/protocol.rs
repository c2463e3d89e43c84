//! Messages between the page and the AI worker, as JSON text.
//!
//! Page to worker ([`Request`]):
//! ```json
//! {"type":"search","id":7,"variant":"brazilian","fen":"W:W21-32:B1-12",
//!  "history":["W:W21-32:B1-12", "..."],"movetime_ms":1000,"depth":null,"level":8,"seed":42}
//! {"type":"stop","id":7}
//! ```
//! `history` lists the FENs of the positions before `fen`, oldest first (for repetitions and
//! the count rules); each must lead to the next by one legal move. At least one of
//! `movetime_ms`, `depth` or `level` limits the search (a level may be capped by `movetime_ms`).
//!
//! Worker to page ([`Response`]):
//! ```json
//! {"type":"info","id":7,"depth":12,"score":35,"nodes":812345,"time_ms":180.5,"pv":["22-17","11-16"]}
//! {"type":"bestmove","id":7,"move":"22-17","score":35,"depth":14,"pv":["22-17","11-16"]}
//! {"type":"error","id":7,"message":"bad FEN: ..."}
//! ```
//! Scores are for the side to move in hundredths of a man; beyond ±29000 they are wins or
//! losses (`30000 - score` plies to the end; see [`damas_ai::score_text`]).

use damas_ai::{level, Level, Limits, MAX_LEVEL};
use damas_engine::{Position, Variant};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Longest message accepted, in bytes.
pub const MAX_MESSAGE: usize = 256 * 1024;
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
    /// `brazilian`, `russian`, `english` or `international`.
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
    },
    /// A request that could not be served.
    Error {
        /// The search, if the request named one.
        id: Option<u32>,
        /// What went wrong, in English.
        message: String,
    },
}

impl Request {
    /// Reads a request from JSON text.
    ///
    /// # Errors
    /// [`ProtocolError::TooLong`] or [`ProtocolError::Malformed`].
    pub fn from_json(text: &str) -> Result<Request, ProtocolError> {
        if text.len() > MAX_MESSAGE {
            return Err(ProtocolError::TooLong(text.len()));
        }
        serde_json::from_str(text).map_err(|e| ProtocolError::Malformed(e.to_string()))
    }

    /// The request as JSON text.
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
    /// The response as JSON text.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a response from JSON text.
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
    /// Unknown variant name.
    Variant(String),
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
            ProtocolError::Variant(v) => write!(f, "unknown variant {v:?}"),
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

/// A validated search.
#[derive(Clone, Debug, PartialEq)]
pub struct Job {
    /// The request id.
    pub id: u32,
    /// The position.
    pub root: Position,
    /// The positions before it, oldest first.
    pub history: Vec<Position>,
    /// Search limits (always bounded in time).
    pub limits: Limits,
    /// The level, if the request named one (its noise applies).
    pub level: Option<Level>,
    /// Seed for the level's noise.
    pub seed: u64,
}

impl SearchRequest {
    /// Checks every field and builds the job.
    ///
    /// # Errors
    /// The first problem found.
    pub fn validate(&self) -> Result<Job, ProtocolError> {
        let variant: Variant = self.variant.parse().map_err(|_| ProtocolError::Variant(self.variant.clone()))?;
        if self.history.len() > MAX_HISTORY {
            return Err(ProtocolError::HistoryTooLong(self.history.len()));
        }
        let root = Position::from_fen(variant, &self.fen)
            .map_err(|e| ProtocolError::Fen { index: None, message: e.to_string() })?;
        let history = self
            .history
            .iter()
            .enumerate()
            .map(|(i, fen)| {
                Position::from_fen(variant, fen).map_err(|e| ProtocolError::Fen { index: Some(i), message: e.to_string() })
            })
            .collect::<Result<Vec<_>, _>>()?;
        for (i, pos) in history.iter().enumerate() {
            let next = history.get(i + 1).unwrap_or(&root);
            if !pos.legal_moves().iter().any(|m| pos.play(m) == *next) {
                return Err(ProtocolError::HistoryBroken(i));
            }
        }
        if let Some(ms) = self.movetime_ms {
            if ms == 0 || ms > MAX_MOVETIME_MS {
                return Err(ProtocolError::MoveTime(ms));
            }
        }
        if let Some(d) = self.depth {
            if d == 0 || d > damas_ai::search::MAX_DEPTH {
                return Err(ProtocolError::Depth(d));
            }
        }
        let level = match self.level {
            Some(n) => Some(level(n).ok_or(ProtocolError::Level(n))?),
            None => None,
        };
        if root.legal_moves().is_empty() {
            return Err(ProtocolError::GameOver);
        }
        let movetime = self.movetime_ms.map(f64::from);
        let mut limits = match &level {
            Some(l) => l.limits(movetime),
            None => Limits { depth: self.depth, movetime_ms: movetime, nodes: None },
        };
        if level.is_some() && self.depth.is_some() {
            limits.depth = self.depth;
        }
        if limits.depth.is_none() && limits.movetime_ms.is_none() {
            limits.movetime_ms = Some(1000.0);
        }
        // Every search ends: a depth-only request is capped in time too.
        limits.movetime_ms = Some(limits.movetime_ms.unwrap_or(DEFAULT_CAP_MS));
        Ok(Job { id: self.id, root, history, limits, level, seed: self.seed })
    }
}

/// The move texts of `line` played from `pos`.
#[must_use]
pub fn line_texts(pos: &Position, line: &[damas_engine::Move]) -> Vec<String> {
    let mut pos = *pos;
    let mut texts = Vec::with_capacity(line.len());
    for mv in line {
        if !pos.legal_moves().contains(mv) {
            break;
        }
        texts.push(pos.move_text(mv));
        pos = pos.play(mv);
    }
    texts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn search(json: &str) -> Result<Job, ProtocolError> {
        match Request::from_json(json)? {
            Request::Search(s) => s.validate(),
            Request::Stop { .. } => panic!("not a search"),
        }
    }

    #[test]
    fn reads_and_writes_the_documented_messages() {
        let r = Request::from_json(r#"{"type":"search","id":7,"variant":"brazilian","fen":"W:W21-32:B1-12","movetime_ms":500}"#).unwrap();
        let Request::Search(s) = &r else { panic!() };
        assert_eq!((s.id, s.movetime_ms, s.level, s.history.len()), (7, Some(500), None, 0));
        assert_eq!(Request::from_json(&r.to_json()).unwrap(), r);
        assert_eq!(Request::from_json(r#"{"type":"stop","id":3}"#).unwrap(), Request::Stop { id: 3 });
        let b = Response::BestMove { id: 1, mv: "22-17".into(), score: 5, depth: 9, pv: vec!["22-17".into()] };
        let json = b.to_json();
        assert!(json.contains(r#""type":"bestmove""#) && json.contains(r#""move":"22-17""#), "{json}");
        assert_eq!(Response::from_json(&json).unwrap(), b);
        let e = Response::Error { id: None, message: "x".into() };
        assert_eq!(Response::from_json(&e.to_json()).unwrap(), e);
    }

    #[test]
    fn validates_every_field() {
        let ok = search(r#"{"type":"search","id":1,"variant":"russian","fen":"W:W21-32:B1-12","level":3}"#).unwrap();
        assert_eq!(ok.level.unwrap().number, 3);
        assert!(ok.limits.movetime_ms.is_some());
        let cases = [
            (r#"{"type":"search","id":1,"variant":"chess","fen":"W:W21-32:B1-12"}"#, "variant"),
            (r#"{"type":"search","id":1,"variant":"brazilian","fen":"W:W99:B1"}"#, "FEN"),
            (r#"{"type":"search","id":1,"variant":"brazilian","fen":"W:W21:B1","movetime_ms":0}"#, "movetime"),
            (r#"{"type":"search","id":1,"variant":"brazilian","fen":"W:W21:B1","depth":0}"#, "depth"),
            (r#"{"type":"search","id":1,"variant":"brazilian","fen":"W:W21:B1","depth":1000}"#, "depth"),
            (r#"{"type":"search","id":1,"variant":"brazilian","fen":"W:W21:B1","level":0}"#, "level"),
            (r#"{"type":"search","id":1,"variant":"brazilian","fen":"W:W21:B1","level":9}"#, "level"),
            (r#"{"type":"search","id":1,"variant":"brazilian","fen":"W:W21:B","history":["W:W22:B"]}"#, "history"),
            (r#"{"type":"search","id":1,"variant":"brazilian","fen":"B:W21:B"}"#, "no legal move"),
            (r#"{"type":"search","id":-1}"#, "malformed"),
            (r#"{"type":"fly"}"#, "malformed"),
            ("not json", "malformed"),
            ("", "malformed"),
        ];
        for (json, what) in cases {
            let e = search(json).unwrap_err().to_string();
            assert!(e.contains(what), "{json}: {e}");
        }
        assert!(matches!(Request::from_json(&" ".repeat(MAX_MESSAGE + 1)), Err(ProtocolError::TooLong(_))));
    }

    #[test]
    fn history_must_lead_to_the_position() {
        let start = Position::initial(Variant::Brazilian);
        let next = start.play(&start.parse_move("22-17").unwrap());
        let req = SearchRequest {
            id: 2,
            variant: "brazilian".into(),
            fen: next.to_fen(),
            history: vec![start.to_fen()],
            movetime_ms: Some(10),
            depth: None,
            level: None,
            seed: 0,
        };
        let job = req.validate().unwrap();
        assert_eq!(job.history, vec![start]);
        let broken = SearchRequest { history: vec![next.to_fen()], ..req };
        assert_eq!(broken.validate().unwrap_err(), ProtocolError::HistoryBroken(0));
    }

    #[test]
    fn never_panics_on_junk() {
        // A cheap fuzz: mutate a valid request byte by byte.
        let valid = r#"{"type":"search","id":1,"variant":"brazilian","fen":"W:W21-32:B1-12","history":[],"movetime_ms":5,"level":2}"#;
        let mut state = 12345u64;
        for _ in 0..3000 {
            let mut bytes = valid.as_bytes().to_vec();
            for _ in 0..3 {
                state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let i = (state >> 33) as usize % bytes.len();
                bytes[i] = (state >> 20) as u8;
            }
            let text = String::from_utf8_lossy(&bytes);
            if let Ok(Request::Search(s)) = Request::from_json(&text) {
                let _ = s.validate();
            }
        }
    }
}
