//! The worker's state machine, free of any browser API so it is tested natively. The agent feeds
//! it each message and calls [`Runner::step`] from a fresh task while it is busy, so the worker
//! reads new messages (a `stop`, a newer `search`) between search iterations. A Lasca search is
//! answered in one go (its `info` lines, then `bestmove`): its engine has no stepwise search, and
//! the validator gives it at most a second unless the request asks for longer.
//!
//! Endgame databases: [`Runner::tables_wanted`] names the class files a message needs that were
//! not tried yet (`tables.rs`); the agent fetches them before handing the message over, and
//! [`Runner::add_table`] loads each. A search of a variant with tables gets them attached, and its
//! `bestmove` carries the root's value (`egtb`) when they hold it.
//!
//! Opening books (`books.rs`): [`Runner::book_wanted`] names the game whose book a message needs
//! fetched first, [`Runner::add_book`] loads it, and a move at a level that plays its best is
//! then the book's, answered at once, while the book holds the position.
//!
//! Learned tables (`patterns.rs`): a game whose table the worker fetches wants it with its book.
//!
//! What the engine learned stays: the transposition table and the move-ordering statistics are
//! kept from one search to the next of the same game (a new position reached from the same first
//! position, its hints and analysis alike), and forgotten only when the game changes
//! (`Lineage`) or a new set of tables is attached (scores found without them may be wrong).

use super::books::Books;
use super::job::{best_move, info, Job, Task};
use super::protocol::{ProtocolError, Request, Response};
use damas_ai::lasca::LascaEngine;
use super::protocol::Known;
use super::tables::{classes_for, shipped};
use damas_ai::{apply_noise, Clock, Engine, Level, Session};
use damas_egtb::{FormatError, Material, Tablebase};
use damas_engine::lasca::LascaPosition;
use damas_engine::{GameKind, Position, Variant};
use std::sync::Arc;

/// Transposition table size of the worker, in megabytes.
pub const TT_MB: usize = 32;

/// Transposition table of the Lasca searcher, made on the first Lasca request.
const LASCA_TT_MB: usize = 8;

/// Which game a search belongs to: its first position (the oldest of its history, or the root
/// itself). A search with another first position is another game, whose table would only crowd
/// this one's: the engine starts afresh.
type Lineage = Position;

struct Running {
    job: Job<Position>,
    session: Session,
}

/// The worker's engines and its current search.
pub struct Runner {
    engine: Engine,
    current: Option<Running>,
    lasca: Option<LascaEngine>,
    /// The endgame databases loaded so far, one per variant.
    tables: Vec<Arc<Tablebase>>,
    /// Every class file asked for (loaded or not: a missing file is not asked again).
    tried: Vec<(Variant, Material)>,
    /// The game of the last draughts search.
    lineage: Option<Lineage>,
    /// How many times the engine started afresh (a new game, new tables).
    fresh_starts: u32,
    /// The opening books fetched so far.
    books: Books,
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
        Runner {
            engine: Engine::new(tt_mb),
            current: None,
            lasca: None,
            tables: Vec::new(),
            tried: Vec::new(),
            lineage: None,
            fresh_starts: 0,
            books: Books::default(),
        }
    }

    /// The database classes `text` (a message) needs that were not asked for yet: none unless
    /// it is a valid search of a position few enough pieces in a variant with tables.
    #[must_use]
    pub fn tables_wanted(&self, text: &str) -> Vec<(Variant, Material)> {
        let Ok(Request::Search(search)) = Request::from_json(text) else { return Vec::new() };
        let Ok(GameKind::Draughts(variant)) = search.game() else { return Vec::new() };
        if !shipped(variant) {
            return Vec::new();
        }
        let Ok(pos) = Position::from_fen(variant, &search.fen) else { return Vec::new() };
        classes_for(&pos).into_iter().map(|m| (variant, m)).filter(|t| !self.tried.contains(t)).collect()
    }

    /// Loads one class file of `variant` (`None`: it could not be fetched; it is not asked for
    /// again). The class is `m` as asked; the file says which it holds.
    ///
    /// # Errors
    /// The file's [`FormatError`] (the runner goes on without it).
    pub fn add_table(&mut self, variant: Variant, m: Material, bytes: Option<&[u8]>) -> Result<(), FormatError> {
        if !self.tried.contains(&(variant, m)) {
            self.tried.push((variant, m));
        }
        let Some(bytes) = bytes else { return Ok(()) };
        // The engine lets go of its handle so the tablebase can grow in place (and forgets what
        // it found without this file).
        if self.engine.tablebase().is_some() {
            self.engine.set_tablebase(None);
        }
        let at = match self.tables.iter().position(|t| t.variant() == variant) {
            Some(i) => i,
            None => {
                let Some(tb) = Tablebase::new(variant) else { return Ok(()) };
                self.tables.push(Arc::new(tb));
                self.tables.len() - 1
            }
        };
        Arc::make_mut(&mut self.tables[at]).load_bytes(bytes).map(|_| ())
    }

    /// The game whose opening book `text` (a message) needs and that was not asked for yet.
    #[must_use]
    pub fn book_wanted(&self, text: &str) -> Option<Variant> {
        self.books.wanted(text)
    }

    /// Loads the opening book of `variant` (`None`: it could not be fetched); a book that does
    /// not read is left out. Neither is asked for again.
    pub fn add_book(&mut self, variant: Variant, text: Option<&str>) {
        self.books.add(variant, text);
    }

    /// How many database classes are loaded.
    #[must_use]
    pub fn tables_loaded(&self) -> usize {
        self.tables.iter().map(|t| t.tables().count()).sum()
    }

    /// How many times the engine started with an empty table: tables attached (a new set), a
    /// new game, or [`Runner::forget`].
    #[must_use]
    pub fn fresh_starts(&self) -> u32 {
        self.fresh_starts
    }

    /// Forgets the transposition table and the ordering statistics, as at a new game (the
    /// measurements' way to compare with a worker that forgot them before every search).
    pub fn forget(&mut self) {
        self.engine.clear();
        self.lineage = None;
        self.fresh_starts += 1;
    }

    /// Makes the engine ready for `job`: its variant's tables attached (only when they are not
    /// already: attaching clears the table), and a fresh table for another game.
    fn prepare(&mut self, job: &Job<Position>) {
        let variant = job.root.variant();
        let tb = self.tables.iter().find(|t| t.variant() == variant).cloned();
        let same_tables = match (&tb, self.engine.tablebase()) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        };
        let lineage = *job.history.first().unwrap_or(&job.root);
        if !same_tables {
            self.engine.set_tablebase(tb);
            self.fresh_starts += 1;
        } else if self.lineage.is_some_and(|l| l != lineage) {
            self.engine.clear();
            self.fresh_starts += 1;
        }
        self.lineage = Some(lineage);
    }

    /// Whether a search is under way ([`Runner::step`] has work).
    #[must_use]
    pub fn busy(&self) -> bool {
        self.current.is_some()
    }

    /// Handles one message (JSON text); returns what to send back at once. A new search, valid
    /// or not, replaces the one under way, which is dropped without a `bestmove`.
    pub fn receive(&mut self, text: &str, clock: &dyn Clock) -> Vec<Response> {
        let request = match Request::from_json(text) {
            Ok(r) => r,
            Err(e) => return vec![error(None, &e)],
        };
        match request {
            Request::Search(search) => {
                self.current = None;
                match search.validate() {
                    Ok(Task::Draughts(job)) => {
                        if let Some(out) = self.books.answer(&job) {
                            return vec![out];
                        }
                        self.prepare(&job);
                        let session = self.engine.begin(&job.root, &job.history, &job.limits, clock);
                        self.current = Some(Running { job, session });
                        Vec::new()
                    }
                    Ok(Task::Lasca(job)) => self.lasca(&job, clock),
                    Err(e) => vec![error(Some(search.id), &e)],
                }
            }
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
        if let Some(found) = self.engine.step(&mut running.session, clock) {
            out.push(info(running.job.id, &running.job.root, &found));
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
        let known = self.engine.tablebase().and_then(|tb| damas_ai::egtb::probe(tb, &job.root)).map(Known::from);
        best_move(job.id, &job.root, &result).map(|r| match r {
            Response::BestMove { id, mv, score, depth, pv, .. } => Response::BestMove { id, mv, score, depth, pv, egtb: known },
            other => other,
        })
    }

    /// Searches a Lasca position to the end: its `info` lines, then `bestmove`.
    fn lasca(&mut self, job: &Job<LascaPosition>, clock: &dyn Clock) -> Vec<Response> {
        let engine = self.lasca.get_or_insert_with(|| LascaEngine::new(LASCA_TT_MB));
        let mut out = Vec::new();
        let result = match job.level.filter(|l| l.noise != 0) {
            // The noisy levels choose after the search, without reports. The job's limits
            // already hold the level's depth and time.
            Some(level) => {
                let limits = Level { depth: job.limits.depth, movetime_ms: None, ..level };
                engine.play_level(&job.root, &job.history, &limits, job.limits.movetime_ms, job.seed, clock)
            }
            None => engine.search(&job.root, &job.history, &job.limits, clock, &mut |found| out.push(info(job.id, &job.root, found))),
        };
        out.push(best_move(job.id, &job.root, &result).unwrap_or_else(|| error(Some(job.id), &ProtocolError::GameOver)));
        out
    }
}

fn error(id: Option<u32>, e: &ProtocolError) -> Response {
    Response::Error { id, message: e.to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_ai::NoClock;
    use damas_engine::{GameKind, Playable};

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
    fn a_game_whose_table_is_refused_still_searches() {
        let mut r = Runner::new(2);
        let start = Position::initial(Variant::Spanish);
        let text = &format!(r#"{{"type":"search","id":6,"variant":"spanish","fen":"{}","depth":4}}"#, start.to_fen());
        // At a level that does not play from the book: its book and table are wanted all the same.
        assert_eq!(r.book_wanted(text), Some(Variant::Spanish));
        r.add_book(Variant::Spanish, None);
        let refused = super::super::patterns::load(Variant::Spanish, Some(&[0u8; 64]));
        assert_eq!(refused, Err(damas_ai::pattern::PatternError::NotPatterns));
        assert_eq!(r.book_wanted(text), None);
        assert!(r.receive(text, &NoClock).is_empty());
        let out = run(&mut r);
        let Some(Response::BestMove { id: 6, mv, .. }) = out.last() else { panic!("{out:?}") };
        assert!(start.parse_move(mv).is_ok());
    }

    /// The worker reads a message that is not a string (none the page sends) as the empty text:
    /// it answers with an error, searches nothing and fetches no table.
    #[test]
    fn a_message_that_is_no_text_is_answered_with_an_error() {
        let mut r = Runner::new(2);
        assert!(r.tables_wanted("").is_empty());
        let out = r.receive("", &NoClock);
        assert!(matches!(&out[..], [Response::Error { id: None, message }] if !message.is_empty()), "{out:?}");
        assert!(!r.busy());
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
        // An invalid search still replaces the one under way: the page no longer wants it.
        let mut r = Runner::new(2);
        r.receive(r#"{"type":"search","id":1,"variant":"russian","fen":"W:W21-32:B1-12","depth":30}"#, &NoClock);
        let out = r.receive(r#"{"type":"search","id":2,"variant":"chess","fen":""}"#, &NoClock);
        assert!(matches!(&out[..], [Response::Error { id: Some(2), message }] if message.contains("unknown game")), "{out:?}");
        assert!(!r.busy());
        for junk in ["", "{", r#"{"type":"search"}"#, r#"{"type":"search","id":4,"variant":"x","fen":""}"#] {
            let out = r.receive(junk, &NoClock);
            assert!(matches!(&out[..], [Response::Error { .. }]), "{junk}: {out:?}");
        }
        let out = r.receive(r#"{"type":"search","id":4,"variant":"brazilian","fen":"W:W21:B1","level":9}"#, &NoClock);
        assert!(matches!(&out[..], [Response::Error { id: Some(4), .. }]));
        r.receive(r#"{"type":"search","id":6,"variant":"brazilian","fen":"W:W21:B1","level":2,"seed":3}"#, &NoClock);
        assert!(matches!(run(&mut r).last(), Some(Response::BestMove { id: 6, .. })));
    }

    /// Checks that `out` is `info` lines and then a legal `bestmove` of `pos`.
    fn assert_answer<P: Playable>(pos: &P, id: u32, out: &[Response]) {
        let Some((Response::BestMove { id: got, mv, pv, .. }, infos)) = out.split_last() else { panic!("{out:?}") };
        assert_eq!(*got, id);
        assert!(pos.parse_move(mv).is_ok(), "{mv}");
        assert_eq!(pv.first(), Some(mv));
        assert!(infos.iter().all(|m| matches!(m, Response::Info { id: i, .. } if *i == id)), "{infos:?}");
    }

    #[test]
    fn searches_every_game() {
        let mut r = Runner::new(2);
        for (id, game) in (10..).zip(GameKind::ALL) {
            let fen = match game {
                GameKind::Draughts(v) => Position::initial(v).to_fen(),
                GameKind::Lasca => LascaPosition::initial().to_fen(),
            };
            for level in [None, Some(1)] {
                let level = level.map_or(String::new(), |l| format!(r#","level":{l}"#));
                let json = format!(r#"{{"type":"search","id":{id},"variant":"{game}","fen":"{fen}","depth":3{level}}}"#);
                let mut out = r.receive(&json, &NoClock);
                out.extend(run(&mut r));
                match game {
                    GameKind::Draughts(v) => assert_answer(&Position::initial(v), id, &out),
                    GameKind::Lasca => assert_answer(&LascaPosition::initial(), id, &out),
                }
            }
        }
    }

    #[test]
    fn database_files_are_asked_for_once_and_decide_the_move() {
        use crate::worker::protocol::{Known, Outcome};
        use damas_egtb::{format, Value};
        let tb = crate::worker::tables::test_tables();
        let mut r = Runner::new(2);
        let search = r#"{"type":"search","id":1,"variant":"brazilian","fen":"W:WK18,K23,K30:BK4","movetime_ms":5000}"#;
        let wanted = r.tables_wanted(search);
        assert_eq!(wanted.len(), 5, "{wanted:?}");
        assert!(r.tables_wanted(r#"{"type":"search","id":1,"variant":"english","fen":"W:WK18:BK4"}"#).is_empty());
        assert!(r.tables_wanted(r#"{"type":"stop","id":1}"#).is_empty());
        for &(v, m) in &wanted {
            let bytes = format::encode(v, tb.table(m).unwrap());
            r.add_table(v, m, Some(&bytes)).unwrap();
        }
        assert!(r.tables_wanted(search).is_empty(), "asked once");
        assert_eq!(r.tables_loaded(), 5);
        // A file that did not come is not asked again; a damaged one is refused.
        let (v, m) = (Variant::Russian, Material::new(0, 1, 0, 1));
        r.add_table(v, m, None).unwrap();
        assert!(r.add_table(Variant::Russian, Material::new(0, 2, 0, 1), Some(b"junk")).is_err());
        assert!(r.tables_wanted(r#"{"type":"search","id":1,"variant":"russian","fen":"W:WK18:BK4"}"#).is_empty());
        // The search answers at once with a move that keeps the win at the database's distance.
        r.receive(search, &NoClock);
        let out = run(&mut r);
        let Some(Response::BestMove { mv, egtb: Some(known), .. }) = out.last() else { panic!("{out:?}") };
        let pos = Position::from_fen(Variant::Brazilian, "W:WK18,K23,K30:BK4").unwrap();
        let Some(Value::Win(d)) = tb.probe(&pos) else { panic!() };
        assert_eq!(*known, Known { result: Outcome::Win, plies: u32::from(d) });
        let after = pos.play(&pos.parse_move(mv).unwrap());
        assert_eq!(tb.probe(&after), Some(Value::Loss(d - 1)));
        // A position the tables do not hold has no value.
        r.receive(r#"{"type":"search","id":2,"variant":"brazilian","fen":"W:W21-32:B1-12","depth":2}"#, &NoClock);
        assert!(matches!(run(&mut r).last(), Some(Response::BestMove { egtb: None, .. })));
    }

    /// The nodes a depth-8 search of `fen` (after `history`) took.
    fn nodes_for(r: &mut Runner, fen: &str, history: &[&str]) -> u64 {
        let history = history.iter().map(|h| format!("\"{h}\"")).collect::<Vec<_>>().join(",");
        let out = r.receive(&format!(r#"{{"type":"search","id":1,"variant":"brazilian","fen":"{fen}","history":[{history}],"depth":8}}"#), &NoClock);
        assert!(out.is_empty(), "{out:?}");
        let out = run(r);
        out.iter().rev().find_map(|m| match m { Response::Info { nodes, .. } => Some(*nodes), _ => None }).expect("an info line")
    }

    #[test]
    fn the_table_is_kept_for_the_game_and_forgotten_for_another() {
        const START: &str = "W:W21-32:B1-12";
        const AFTER: &str = "B:W17,21,23-32:B1-12";
        let mut r = Runner::new(2);
        let first = nodes_for(&mut r, START, &[]);
        // The same position again: the table answers part of the tree (a search without it takes
        // `first` nodes exactly, as the fresh start below shows). How much depends on the
        // evaluation: 80 % with the narrow network, 35 % with the wide one.
        let again = nodes_for(&mut r, START, &[]);
        assert!(again < first, "{again} nodes again, {first} the first time");
        // The game goes on (the start position is its first): the table stays.
        let next = nodes_for(&mut r, AFTER, &[START]);
        assert_eq!(r.fresh_starts(), 0);
        // Another game (another first position): a fresh table, so the start costs what it did.
        nodes_for(&mut r, "W:W21-31:B1-12", &[]);
        assert_eq!(r.fresh_starts(), 1);
        assert_eq!(nodes_for(&mut r, START, &[]), first);
        assert_eq!(r.fresh_starts(), 2);
        // A worker that forgets before every search (as it did) spends the full count each time.
        r.forget();
        let cold = nodes_for(&mut r, AFTER, &[START]);
        assert!(next < cold, "{next} nodes with the table, {cold} without");
    }

    #[test]
    fn tables_are_attached_once_per_set() {
        let tb = super::super::tables::test_tables();
        let mut r = Runner::new(2);
        let v = Variant::Brazilian;
        for m in classes_for(&Position::from_fen(v, "W:WK18,K23:BK4").unwrap()) {
            r.add_table(v, m, Some(&damas_egtb::format::encode(v, tb.table(m).unwrap()))).unwrap();
        }
        let fen = "W:WK18,K23:BK4,K3";
        let search = format!(r#"{{"type":"search","id":1,"variant":"brazilian","fen":"{fen}","depth":6}}"#);
        r.receive(&search, &NoClock);
        run(&mut r);
        assert_eq!(r.fresh_starts(), 1, "attached once");
        for _ in 0..3 {
            r.receive(&search, &NoClock);
            assert!(matches!(run(&mut r).last(), Some(Response::BestMove { .. })));
        }
        assert_eq!(r.fresh_starts(), 1, "and kept");
        // A new file makes a new set: attached again, once.
        let m = Material::new(0, 3, 0, 1);
        r.add_table(v, m, Some(&damas_egtb::format::encode(v, tb.table(m).unwrap()))).unwrap();
        r.receive(&search, &NoClock);
        run(&mut r);
        r.receive(&search, &NoClock);
        run(&mut r);
        assert_eq!(r.fresh_starts(), 2);
    }

    #[test]
    fn the_best_level_plays_from_the_book_once_it_came() {
        let book = include_str!("../../crates/ai/data/book/russian.txt");
        let search = r#"{"type":"search","id":2,"variant":"russian","fen":"W:W21-32:B1-12","level":8,"seed":5}"#;
        let mut r = Runner::new(2);
        assert_eq!(r.book_wanted(search), Some(Variant::Russian));
        r.add_book(Variant::Russian, Some(book));
        assert_eq!(r.book_wanted(search), None);
        let out = r.receive(search, &NoClock);
        assert!(!r.busy(), "answered at once");
        assert!(matches!(&out[..], [Response::BestMove { id: 2, depth: 20, .. }]), "{out:?}");
        assert_answer(&Position::initial(Variant::Russian), 2, &out);
        // Without its book (a failed fetch) the level searches.
        let mut r = Runner::new(2);
        r.add_book(Variant::Russian, None);
        assert!(r.receive(search, &NoClock).is_empty() && r.busy());
    }

    #[test]
    fn lasca_answers_in_one_go_or_with_a_typed_error() {
        let mut r = Runner::new(2);
        let start = LascaPosition::initial();
        let json = format!(r#"{{"type":"search","id":3,"variant":"lasca","fen":"{}","depth":4}}"#, start.to_fen());
        let out = r.receive(&json, &NoClock);
        assert!(!r.busy());
        assert_answer(&start, 3, &out);
        assert_eq!(out.len(), 5, "four info lines then bestmove: {out:?}");
        // A Lasca search replaces a draughts search under way.
        r.receive(r#"{"type":"search","id":4,"variant":"brazilian","fen":"W:W21-32:B1-12","depth":30}"#, &NoClock);
        let out = r.receive(r#"{"type":"search","id":5,"variant":"lasca","fen":"W:c3=w,d4=b,a7=b","depth":4}"#, &NoClock);
        assert!(!r.busy());
        assert!(matches!(out.last(), Some(Response::BestMove { id: 5, mv, .. }) if mv == "c3xe5"), "{out:?}");
        for (fen, needle) in [("W:z9=w", "bad FEN"), ("B:e5=bw", "no legal move")] {
            let out = r.receive(&format!(r#"{{"type":"search","id":6,"variant":"lasca","fen":"{fen}"}}"#), &NoClock);
            assert!(matches!(&out[..], [Response::Error { id: Some(6), message }] if message.contains(needle)), "{out:?}");
        }
    }
}
