//! The one validator of search requests, for every game: the game's name is read once into a
//! [`GameKind`], then the same code checks both games' FENs, history, limits and level
//! ([`damas_engine::Playable`] gives what it needs of a position). The runner branches once, on
//! the [`Task`] it gets back.

use super::protocol::{ProtocolError, Response, SearchRequest, DEFAULT_CAP_MS, MAX_HISTORY, MAX_MOVETIME_MS};
use damas_ai::{level, Info, Level, Limits, SearchResult};
use damas_engine::lasca::LascaPosition;
use damas_engine::{GameKind, Playable, Position};
use std::fmt::Display;

/// Longest think of a Lasca request that names no time. Lasca's search runs in one go (its
/// engine has no stepwise search the worker could stop between iterations), so it gets the
/// second its strongest levels are given rather than the draughts cap.
pub const LASCA_CAP_MS: f64 = 1000.0;

/// A validated search of one game's positions.
#[derive(Clone, Debug, PartialEq)]
pub struct Job<P> {
    /// The request id.
    pub id: u32,
    /// The position.
    pub root: P,
    /// The positions before it, oldest first.
    pub history: Vec<P>,
    /// Search limits (always bounded in time).
    pub limits: Limits,
    /// The level, if the request named one (its noise applies).
    pub level: Option<Level>,
    /// Seed for the level's noise.
    pub seed: u64,
}

/// A validated search, by game: the positions' types differ, so the game is part of the type.
#[derive(Clone, Debug, PartialEq)]
pub enum Task {
    /// A draughts variant (the variant is the root position's).
    Draughts(Job<Position>),
    /// Lasca (boxed: a Lasca position is columns, several times a draughts job's size).
    Lasca(Box<Job<LascaPosition>>),
}

impl Task {
    /// The game searched.
    #[must_use]
    pub fn kind(&self) -> GameKind {
        match self {
            Task::Draughts(job) => GameKind::Draughts(job.root.variant()),
            Task::Lasca(_) => GameKind::Lasca,
        }
    }
}

impl SearchRequest {
    /// The game the request names.
    ///
    /// # Errors
    /// [`ProtocolError::Game`] for a name that is no game.
    pub fn game(&self) -> Result<GameKind, ProtocolError> {
        self.variant.parse().map_err(ProtocolError::Game)
    }

    /// Checks every field and builds the search.
    ///
    /// # Errors
    /// The first problem found.
    pub fn validate(&self) -> Result<Task, ProtocolError> {
        match self.game()? {
            GameKind::Draughts(v) => self.job(|fen| Position::from_fen(v, fen), DEFAULT_CAP_MS).map(Task::Draughts),
            GameKind::Lasca => self.job(LascaPosition::from_fen, LASCA_CAP_MS).map(|job| Task::Lasca(Box::new(job))),
        }
    }

    /// The checks, the same for every game; `read` is the game's FEN reader, `cap` its longest
    /// think when the request names no time.
    fn job<P: Playable, E: Display>(&self, read: impl Fn(&str) -> Result<P, E>, cap: f64) -> Result<Job<P>, ProtocolError> {
        if self.history.len() > MAX_HISTORY {
            return Err(ProtocolError::HistoryTooLong(self.history.len()));
        }
        let fen = |index: Option<usize>, text: &str| read(text).map_err(|e| ProtocolError::Fen { index, message: e.to_string() });
        let root = fen(None, &self.fen)?;
        let history = self.history.iter().enumerate().map(|(i, text)| fen(Some(i), text)).collect::<Result<Vec<P>, _>>()?;
        for (i, pos) in history.iter().enumerate() {
            let next = history.get(i + 1).unwrap_or(&root);
            if !pos.legal_moves().iter().any(|m| pos.play(m) == *next) {
                return Err(ProtocolError::HistoryBroken(i));
            }
        }
        if let Some(ms) = self.movetime_ms.filter(|&ms| ms == 0 || ms > MAX_MOVETIME_MS) {
            return Err(ProtocolError::MoveTime(ms));
        }
        if let Some(d) = self.depth.filter(|&d| d == 0 || d > damas_ai::search::MAX_DEPTH) {
            return Err(ProtocolError::Depth(d));
        }
        let level = match self.level {
            Some(n) => Some(level(n).ok_or(ProtocolError::Level(n))?),
            None => None,
        };
        if root.legal_moves().is_empty() {
            return Err(ProtocolError::GameOver);
        }
        Ok(Job { id: self.id, root, history, limits: self.limits(level.as_ref(), cap), level, seed: self.seed })
    }

    /// The search limits: the level's, a depth the request names, and always a time.
    fn limits(&self, level: Option<&Level>, cap: f64) -> Limits {
        let movetime = self.movetime_ms.map(f64::from);
        let mut limits = match level {
            Some(l) => l.limits(movetime),
            None => Limits { depth: self.depth, movetime_ms: movetime, nodes: None, clock: None },
        };
        if self.depth.is_some() {
            limits.depth = self.depth;
        }
        if limits.depth.is_none() && limits.movetime_ms.is_none() {
            limits.movetime_ms = Some(1000.0);
        }
        // Every search ends: a depth-only request is capped in time too.
        limits.movetime_ms = Some(limits.movetime_ms.unwrap_or(cap));
        limits
    }
}

/// The move texts of `line` played from `pos` (up to the first move that is not legal there).
#[must_use]
pub fn line_texts<P: Playable>(pos: &P, line: &[P::Move]) -> Vec<String> {
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

/// The `info` line of an iteration of the search of `root`.
#[must_use]
pub fn info<P: Playable>(id: u32, root: &P, info: &Info<P::Move>) -> Response {
    Response::Info {
        id,
        depth: info.depth,
        score: info.score.0,
        nodes: info.nodes,
        time_ms: info.time_ms,
        pv: line_texts(root, &info.pv),
    }
}

/// The `bestmove` of a finished search of `root`, or `None` when it found no move.
#[must_use]
pub fn best_move<P: Playable>(id: u32, root: &P, result: &SearchResult<P::Move>) -> Option<Response> {
    let mv = result.best?;
    Some(Response::BestMove {
        id,
        mv: root.move_text(&mv),
        score: result.score.0,
        depth: result.depth,
        pv: line_texts(root, &result.pv),
        egtb: None,
    })
}

#[cfg(test)]
mod tests;
