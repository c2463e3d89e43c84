//! Iterative deepening principal-variation search for draughts: the public face of the search.
//!
//! - Negamax PVS with a transposition table, aspiration windows at the root, and mate scores by
//!   distance (a side with no legal move loses).
//! - Compulsory captures are the quiescence: at depth zero a position where the side to move must
//!   capture is searched on (every capture, no stand-pat, since one of them must be played), a
//!   quiet position is evaluated.
//! - Move ordering: hash move, then captures (most kings first), crowning moves, two killers per
//!   ply, then the history heuristic (`order.rs`).
//! - Late move reductions for quiet moves, verified by a re-search (`node.rs`).
//! - Repetitions (against the game record and inside the tree) and each variant's count rules
//!   score as draws.
//! - The clock is the caller's ([`Clock`]): checked every 256 nodes, so a search stops within a
//!   fraction of a millisecond of its deadline (which keeps a margin: `time.rs`) and never calls `Instant` on wasm32.
//!
//! The search itself is generic over [`crate::game::SearchGame`] (`node.rs`, `deepen.rs`); Lasca uses it too.

use crate::eval::{Tables, Weights};
use crate::features::Features;
use crate::game::Draughts;
use crate::node::{Core, Ctx};
use crate::score::Score;
use crate::Clock;
use damas_engine::rules::Rules;
use damas_egtb::Tablebase;
use damas_engine::{Move, Position};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

pub use crate::deepen::{Session, MAX_DEPTH};
pub use crate::search_io::{Info, Limits, SearchResult};
pub use crate::node::MAX_PLY;

/// A stop request that another holder (a signal handler, a UI thread) can raise.
pub type StopFlag = Arc<AtomicBool>;

/// The draughts searcher: the transposition table and the ordering tables persist between
/// searches; the evaluation tables are rebuilt when the variant or the weights change.
pub struct Engine {
    core: Core<Move>,
    weights: Option<Weights>,
    tables: Option<Tables>,
    tablebase: Option<Arc<Tablebase>>,
    /// Search switches.
    pub features: Features,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new(16)
    }
}

impl Engine {
    /// A searcher with a transposition table of about `tt_mb` megabytes.
    #[must_use]
    pub fn new(tt_mb: usize) -> Engine {
        Engine { core: Core::new(tt_mb), weights: None, tables: None, tablebase: None, features: Features::default() }
    }

    /// Uses `weights` instead of the variant's defaults (for tuning).
    pub fn set_weights(&mut self, weights: Option<Weights>) {
        self.weights = weights;
        self.tables = None;
    }

    /// Attaches endgame databases (or detaches them with `None`). The search probes them for
    /// positions of their variant with no more pieces than they cover, and a root they decide gets
    /// its move from them; other variants and larger positions search as without them. Clears the
    /// transposition table, whose scores may have been found without them.
    pub fn set_tablebase(&mut self, tablebase: Option<Arc<Tablebase>>) {
        self.tablebase = tablebase;
        self.core.clear();
    }

    /// The attached endgame databases.
    #[must_use]
    pub fn tablebase(&self) -> Option<&Arc<Tablebase>> {
        self.tablebase.as_ref()
    }

    /// The flag that stops a running search when raised. It is lowered when a search starts.
    #[must_use]
    pub fn stop_flag(&self) -> StopFlag {
        Arc::clone(&self.core.stop)
    }

    /// Forgets the transposition table and the ordering statistics (a new game).
    pub fn clear(&mut self) {
        self.core.clear();
    }

    /// Searches `root`. `history` is the game record before it (oldest first), for repetitions and
    /// the count rules; `on_info` hears each completed iteration.
    pub fn search(
        &mut self,
        root: &Position,
        history: &[Position],
        limits: &Limits,
        clock: &dyn Clock,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        let mut session = self.begin(root, history, limits, clock);
        // A root the endgame databases decided: its one report (nothing else ends a search
        // before its first iteration with a move to play).
        let r = session.result();
        if session.done() && r.depth > 0 {
            on_info(&Info { depth: r.depth, seldepth: r.depth, score: r.score, nodes: 0, time_ms: 0.0, pv: r.pv.clone() });
        }
        while !session.done() {
            if let Some(info) = self.step(&mut session, clock) {
                on_info(&info);
            }
        }
        session.into_result()
    }

    /// Exact scores of every root move at `depth` (full-window searches; for the weak levels).
    pub fn score_root_moves(&mut self, root: &Position, history: &[Position], depth: u32) -> Vec<(Move, Score)> {
        self.prepare_tables(root);
        let tables = self.tables.as_ref().expect("prepared");
        damas_engine::with_moves!(root.variant(), R => {
            let cx: Ctx<Draughts<R>> = Ctx { eval: tables, clock: &NoClock, features: self.features, tb: self.tablebase.as_deref() };
            self.core.score_root_moves(&cx, root, history, depth)
        })
    }

    /// Starts a search that runs one iteration per [`Engine::step`] call, so a single-threaded
    /// host (a Web Worker) can read its messages between iterations.
    pub fn begin(&mut self, root: &Position, history: &[Position], limits: &Limits, clock: &dyn Clock) -> Session {
        self.prepare_tables(root);
        let mut session = damas_engine::with_moves!(root.variant(), R => self.core.begin::<Draughts<R>>(root, history, limits, clock));
        if let Some(d) = self.tablebase.as_deref().and_then(|tb| crate::egtb::root_result(tb, root)) {
            session.settle(SearchResult { best: Some(d.best), score: d.score, depth: d.depth, nodes: 0, time_ms: 0.0, pv: d.pv });
        }
        session
    }

    /// Runs the next iteration of `session`; returns its report if it completed. When
    /// `session.done()` the result is final.
    pub fn step(&mut self, session: &mut Session, clock: &dyn Clock) -> Option<Info> {
        if session.done() {
            return None;
        }
        damas_engine::with_moves!(session.root().variant(), R => self.step_rules::<R>(session, clock))
    }

    /// Builds the evaluation tables for `root`'s variant and the weights, unless they are ready.
    fn prepare_tables(&mut self, root: &Position) {
        let variant = root.variant();
        let weights = self.weights.unwrap_or(Weights::for_variant(variant));
        let (same, current) = self.tables.as_ref().filter(|t| t.w == weights && t.variant() == variant).map_or((false, false), |t| (true, t.is_current()));
        // A learned table came since (the browser's worker fetches some: `pattern::install`): the
        // transposition table's scores were found without it, and two evaluations' scores must
        // not meet in one search.
        if same && !current {
            self.core.clear();
        }
        if !current {
            self.tables = Some(Tables::new(variant, weights));
        }
    }

    fn step_rules<R: Rules>(&mut self, session: &mut Session, clock: &dyn Clock) -> Option<Info> {
        let tables = self.tables.as_ref().expect("begin prepared the tables");
        let cx: Ctx<Draughts<R>> = Ctx { eval: tables, clock, features: self.features, tb: self.tablebase.as_deref() };
        self.core.step(&cx, session)
    }
}

/// A clock that never advances (searches bounded by depth or nodes).
pub struct NoClock;
impl Clock for NoClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}
