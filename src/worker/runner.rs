//! The worker's state machine, free of any browser API so it is tested natively. The agent feeds
//! it each message and calls [`Runner::step`] from a fresh task while it is busy, so the worker
//! reads new messages (a `stop`, a newer `search`) between search iterations.

use super::protocol::{line_texts, Job, ProtocolError, Request, Response};
use damas_ai::lasca::LascaEngine;
use damas_ai::{apply_noise, Clock, Engine, Session};

/// Transposition table size of the worker, in megabytes.
pub const TT_MB: usize = 32;

struct Running {
    job: Job,
    session: Session,
}

/// Transposition table of the Lasca searcher, made on the first Lasca request.
const LASCA_TT_MB: usize = 8;

/// The worker's engine and its current search.
pub struct Runner {
    engine: Engine,
    current: Option<Running>,
    lasca: Option<LascaEngine>,
}

impl Default for Runner {
    fn default() -> Runner {
        Runner::new(TT_MB)
    }
}

impl Runner {
    /// A runner with a transposition table of `tt_mb` megabytes.
    #[must_use]
    pub fn new(tt_mb: usize) -> Runner {
        Runner { engine: Engine::new(tt_mb), current: None, lasca: None }
    }

    /// Whether a search is under way ([`Runner::step`] has work).
    #[must_use]
    pub fn busy(&self) -> bool {
        self.current.is_some()
    }

    /// Handles one message (JSON text); returns what to send back at once. A new search replaces
    /// the one under way, which is dropped without a `bestmove`.
    pub fn receive(&mut self, text: &str, clock: &dyn Clock) -> Vec<Response> {
        let request = match Request::from_json(text) {
            Ok(r) => r,
            Err(e) => return vec![error(None, &e)],
        };
        match request {
            Request::Search(search) if search.variant == super::lasca::VARIANT => {
                self.current = None;
                let engine = self.lasca.get_or_insert_with(|| LascaEngine::new(LASCA_TT_MB));
                vec![super::lasca::answer(engine, &search, clock)]
            }
            Request::Search(search) => match search.validate() {
                Ok(job) => {
                    let session = self.engine.begin(&job.root, &job.history, &job.limits, clock);
                    self.current = Some(Running { job, session });
                    Vec::new()
                }
                Err(e) => vec![error(Some(search.id), &e)],
            },
            Request::Stop { id } => match &mut self.current {
                Some(running) if running.job.id == id => {
                    // At least one iteration (a few microseconds) so the move is a searched one.
                    if running.session.result().depth == 0 {
                        let _ = self.engine.step(&mut running.session, clock);
                    }
                    running.session.finish();
                    self.finish().into_iter().collect()
                }
                // A stop for a search that already ended: nothing to do.
                _ => Vec::new(),
            },
        }
    }

    /// Runs one iteration of the current search: its `info`, and `bestmove` when it is done.
    pub fn step(&mut self, clock: &dyn Clock) -> Vec<Response> {
        let Some(running) = &mut self.current else { return Vec::new() };
        let mut out = Vec::new();
        if let Some(info) = self.engine.step(&mut running.session, clock) {
            out.push(Response::Info {
                id: running.job.id,
                depth: info.depth,
                score: info.score.0,
                nodes: info.nodes,
                time_ms: info.time_ms,
                pv: line_texts(&running.job.root, &info.pv),
            });
        }
        if running.session.done() {
            out.extend(self.finish());
        }
        out
    }

    /// Ends the current search with its `bestmove`.
    fn finish(&mut self) -> Option<Response> {
        let Running { job, session } = self.current.take()?;
        let mut result = session.result().clone();
        if let Some(level) = &job.level {
            result = apply_noise(&mut self.engine, &job.root, &job.history, level, job.seed, result);
        }
        let mv = result.best?;
        Some(Response::BestMove {
            id: job.id,
            mv: job.root.move_text(&mv),
            score: result.score.0,
            depth: result.depth,
            pv: line_texts(&job.root, &result.pv),
        })
    }
}

fn error(id: Option<u32>, e: &ProtocolError) -> Response {
    Response::Error { id, message: e.to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_ai::NoClock;
    use damas_engine::{Position, Variant};

    fn run(runner: &mut Runner) -> Vec<Response> {
        let mut all = Vec::new();
        let mut guard = 0;
        while runner.busy() {
            all.extend(runner.step(&NoClock));
            guard += 1;
            assert!(guard < 200);
        }
        all
    }

    #[test]
    fn streams_info_then_a_legal_bestmove() {
        let mut r = Runner::new(2);
        let out = r.receive(r#"{"type":"search","id":5,"variant":"brazilian","fen":"W:W21-32:B1-12","depth":6}"#, &NoClock);
        assert!(out.is_empty() && r.busy());
        let out = run(&mut r);
        let infos = out.iter().filter(|m| matches!(m, Response::Info { .. })).count();
        assert_eq!(infos, 6);
        let Some(Response::BestMove { id, mv, depth, pv, .. }) = out.last() else { panic!("{out:?}") };
        assert_eq!((*id, *depth), (5, 6));
        let start = Position::initial(Variant::Brazilian);
        assert!(start.parse_move(mv).is_ok());
        assert_eq!(pv.first(), Some(mv));
    }

    #[test]
    fn stop_answers_at_once_and_new_search_replaces_old() {
        let mut r = Runner::new(2);
        r.receive(r#"{"type":"search","id":1,"variant":"russian","fen":"W:W21-32:B1-12","depth":30}"#, &NoClock);
        r.step(&NoClock);
        r.step(&NoClock);
        // A stale stop is ignored; the right one ends the search with its best move so far.
        assert!(r.receive(r#"{"type":"stop","id":99}"#, &NoClock).is_empty());
        let out = r.receive(r#"{"type":"stop","id":1}"#, &NoClock);
        assert!(matches!(&out[..], [Response::BestMove { id: 1, depth: 2, .. }]), "{out:?}");
        assert!(!r.busy());
        r.receive(r#"{"type":"search","id":2,"variant":"russian","fen":"W:W21-32:B1-12","depth":30}"#, &NoClock);
        r.receive(r#"{"type":"search","id":3,"variant":"english","fen":"B:W21-32:B1-12","level":1}"#, &NoClock);
        let out = run(&mut r);
        assert!(out.iter().all(|m| m.id() == Some(3)));
        // A stop before the first iteration still answers with a searched move.
        r.receive(r#"{"type":"search","id":4,"variant":"brazilian","fen":"W:W21-32:B1-12","movetime_ms":5000}"#, &NoClock);
        let out = r.receive(r#"{"type":"stop","id":4}"#, &NoClock);
        assert!(matches!(&out[..], [Response::BestMove { id: 4, depth: 1, .. }]), "{out:?}");
        assert!(matches!(out.last(), Some(Response::BestMove { .. })));
    }

    #[test]
    fn errors_are_typed_and_the_runner_goes_on() {
        let mut r = Runner::new(2);
        for junk in ["", "{", r#"{"type":"search"}"#, r#"{"type":"search","id":4,"variant":"x","fen":""}"#] {
            let out = r.receive(junk, &NoClock);
            assert!(matches!(&out[..], [Response::Error { .. }]), "{junk}: {out:?}");
        }
        let out = r.receive(r#"{"type":"search","id":4,"variant":"brazilian","fen":"W:W21:B1","level":9}"#, &NoClock);
        assert!(matches!(&out[..], [Response::Error { id: Some(4), .. }]));
        r.receive(r#"{"type":"search","id":6,"variant":"brazilian","fen":"W:W21:B1","level":2,"seed":3}"#, &NoClock);
        assert!(matches!(run(&mut r).last(), Some(Response::BestMove { id: 6, .. })));
    }
}
