//! Lasca searches in the worker. A Lasca request has the same shape as any other (`variant`
//! `"lasca"`, a Lasca FEN, the earlier positions' FENs, a level or limits); it is answered in one
//! go, without `info` lines: a Lasca search is short (its levels think at most a second), and the
//! worker stays free of the page either way.

use super::protocol::{Response, SearchRequest, MAX_HISTORY, MAX_MOVETIME_MS};
use damas_ai::lasca::LascaEngine;
use damas_ai::{level, Clock, Level, MAX_LEVEL};
use damas_engine::lasca::LascaPosition;

/// The variant key of Lasca requests.
pub const VARIANT: &str = "lasca";

/// Longest think for a Lasca request that names no time.
const DEFAULT_MS: u32 = 1000;

fn error(id: u32, message: String) -> Response {
    Response::Error { id: Some(id), message }
}

/// Answers a Lasca search request with its `bestmove`, or an `error` naming what is wrong.
pub fn answer(engine: &mut LascaEngine, request: &SearchRequest, clock: &dyn Clock) -> Response {
    let id = request.id;
    let root = match LascaPosition::from_fen(&request.fen) {
        Ok(p) => p,
        Err(e) => return error(id, format!("bad Lasca position: {e}")),
    };
    if request.history.len() > MAX_HISTORY {
        return error(id, format!("history too long ({} positions, at most {MAX_HISTORY})", request.history.len()));
    }
    let mut history = Vec::with_capacity(request.history.len());
    for (i, fen) in request.history.iter().enumerate() {
        match LascaPosition::from_fen(fen) {
            Ok(p) => history.push(p),
            Err(e) => return error(id, format!("history entry {i}: {e}")),
        }
    }
    if let Some(ms) = request.movetime_ms.filter(|&ms| ms == 0 || ms > MAX_MOVETIME_MS) {
        return error(id, format!("bad movetime {ms}: expected 1 to {MAX_MOVETIME_MS} ms"));
    }
    let chosen: Level = match request.level {
        Some(n) => match level(n) {
            Some(l) => l,
            None => return error(id, format!("bad level {n}: expected 1 to {MAX_LEVEL}")),
        },
        None => Level { number: 0, depth: request.depth, movetime_ms: None, noise: 0, description: "" },
    };
    let movetime = f64::from(request.movetime_ms.or(chosen.movetime_ms).unwrap_or(DEFAULT_MS));
    let result = engine.play_level(&root, &history, &chosen, Some(movetime), request.seed, clock);
    let Some(best) = result.best else {
        return error(id, "the side to move has no legal move".into());
    };
    let mut pv = Vec::new();
    let mut pos = root;
    for mv in &result.pv {
        if !pos.legal_moves().contains(mv) {
            break;
        }
        pv.push(pos.move_text(mv));
        pos = pos.play(mv);
    }
    Response::BestMove { id, mv: root.move_text(&best), score: result.score.0, depth: result.depth, pv }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_ai::NoClock;

    fn request(fen: &str, level: Option<u8>) -> SearchRequest {
        SearchRequest {
            id: 3,
            variant: VARIANT.into(),
            fen: fen.into(),
            history: Vec::new(),
            movetime_ms: None,
            depth: Some(3),
            level,
            seed: 1,
        }
    }

    #[test]
    fn answers_with_a_legal_move_or_a_clear_error() {
        let mut engine = LascaEngine::new(1);
        let start = LascaPosition::initial();
        match answer(&mut engine, &request(&start.to_fen(), Some(2)), &NoClock) {
            Response::BestMove { id: 3, mv, .. } => assert!(start.parse_move(&mv).is_ok(), "{mv}"),
            other => panic!("{other:?}"),
        }
        for (fen, level, needle) in [("W:z9=w", None, "bad Lasca position"), ("B:e5=bw", None, "no legal move"), ("W:c3=w", Some(99), "bad level")] {
            match answer(&mut engine, &request(fen, level), &NoClock) {
                Response::Error { id: Some(3), message } => assert!(message.contains(needle), "{message}"),
                other => panic!("{other:?}"),
            }
        }
    }
}
