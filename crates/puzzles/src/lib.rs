//! Puzzles found by damas's own engine in its own self-play games.
//!
//! [`generate`] plays seeded self-play games (random first plies, then the engine at a fixed depth
//! with an occasional random move) and, at each position, asks [`Finder::analyse`] whether exactly one move
//! wins decisively. `analyse` is a pure function of the position: every analysis starts from an
//! empty transposition table and every search is bounded by depth only, so the same position gives
//! the same puzzle on every machine, and [`verify`] re-derives a committed puzzle from its FEN.
//!
//! What a puzzle is (see [`Settings`] for the depths):
//! - at the scan depth and again at the verify depth, the best move scores at least
//!   [`GAIN`] centi-men above the material balance (or is a proven win), and every other move
//!   scores at least [`GAP`] below it;
//! - the solution line is played out: the defender's replies are the engine's best, and every
//!   later solver move is the only move, or the unique winner by the same gap at the scan depth;
//! - it ends on a solver move once the gain is realised (the balance is up by [`GAIN`] and the
//!   defender has no capture) or the defender is left without a move; otherwise no puzzle.
//!
//! ```
//! use damas_engine::{Position, Variant};
//! let pos = Position::from_fen(Variant::Brazilian, "W:W27,28,32:B19,20,23").unwrap();
//! let mut finder = damas_puzzles::Finder::new(damas_puzzles::Settings::new(Variant::Brazilian));
//! let _maybe = finder.analyse(&pos);
//! ```

#![warn(missing_docs)]

mod json;
mod theme;

pub use json::to_json;
pub use theme::{rating as theme_rating, Theme};

use damas_ai::eval::Weights;
use damas_ai::{Engine, Features, Limits, NoClock, Score};
use damas_engine::{Color, Move, Position, Variant};

/// The least material gain (centi-men) a puzzle must win.
pub const GAIN: i32 = 100;
/// How much worse (centi-men) every other move must score.
pub const GAP: i32 = 150;
/// Most solver moves in a solution line.
pub const MAX_SOLVER_MOVES: usize = 5;

/// The search depths of generation and verification (plies; no clocks: the output is reproducible).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The variant.
    pub variant: Variant,
    /// Depth of the first filter and of later solver moves' uniqueness.
    pub scan_depth: u32,
    /// Depth of the confirmation of the first move and of the defender's replies.
    pub verify_depth: u32,
    /// Depth of the self-play games' moves.
    pub play_depth: u32,
    /// The evaluation's weights, for the games and the analysis alike.
    pub weights: Weights,
    /// The search's switches, likewise pinned.
    pub features: Features,
}

impl Settings {
    /// The depths and weights used for the committed files. The weights are the variant's as
    /// they were when the files were generated (before the engine's `balance`, `locked` and `edge` terms, its patterns and its network),
    /// and so are the search's switches (before reverse futility pruning, with late move
    /// reductions of half a ply per ln d · ln n, 40 % of today's, and the plain history sum):
    /// a puzzle is what one analysis found, so re-running the generator gives the same files and
    /// the tests re-derive them with the analysis that made them, whatever the engine's tuning.
    #[must_use]
    pub fn new(variant: Variant) -> Settings {
        let weights = Weights { balance: 0, locked: 0, edge: 0, pattern: 0, net: 0, ..Weights::for_variant(variant) };
        let features = Features { rfp: 0, rfp_depth: 0, lmr_scale: 40, hist: 0, ..Features::default() };
        Settings { variant, scan_depth: 8, verify_depth: 12, play_depth: 6, weights, features }
    }
}

/// One puzzle: the position, the solution line (solver and defender moves alternately, in the
/// variant's move text), themes, a rating, and the engine's reply to each wrong solver move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Stable id: the variant's initial and a hash of the FEN.
    pub id: String,
    /// The start position; its side to move is the solver.
    pub fen: String,
    /// The line, solver first, ending on a solver move.
    pub solution: Vec<String>,
    /// What the puzzle shows.
    pub themes: Vec<Theme>,
    /// Difficulty as a rating (about 800 to 2400).
    pub rating: u32,
    /// For each solver move of the line: every other legal move with the engine's best reply
    /// (empty when the wrong move ends the game).
    pub refutations: Vec<Vec<(String, String)>>,
}

/// The stable id of a position: the variant's initial letter and 32 bits of FNV-1a of the FEN.
#[must_use]
pub fn puzzle_id(variant: Variant, fen: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in variant.name().bytes().chain(*b":").chain(fen.bytes()) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{}{:08x}", &variant.name()[..1], (h >> 32) as u32)
}

/// Material of `color` minus its opponent's, in centi-men (a man 100, a king 250 with flying
/// kings, 200 without).
#[must_use]
pub fn balance(pos: &Position, color: Color) -> i32 {
    let king = if pos.variant().move_family() == Variant::English { 200 } else { 250 };
    let side = |c: Color| pos.men(c).count() as i32 * 100 + pos.kings_of(c).count() as i32 * king;
    side(color) - side(!color)
}

/// A small seeded generator (xorshift64), the same on every machine.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator for `seed`.
    #[must_use]
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    /// The next number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// The analyser: one engine whose table is emptied before each analysis.
pub struct Finder {
    settings: Settings,
    engine: Engine,
}

/// Root moves scored at `depth`, best first.
fn ranked(engine: &mut Engine, pos: &Position, depth: u32) -> Vec<(Move, i32)> {
    let mut scores: Vec<(Move, i32)> = engine.score_root_moves(pos, &[], depth).into_iter().map(|(m, s)| (m, s.0)).collect();
    scores.sort_by_key(|&(_, s)| -s);
    scores
}

/// Whether the best of `scores` wins decisively and alone, from a balance of `base`.
fn unique_winner(scores: &[(Move, i32)], base: i32) -> Option<Move> {
    let (best, second) = (scores.first()?, scores.get(1)?);
    let decisive = best.1 >= Score::WIN_BOUND.0 || best.1 >= base + GAIN;
    let alone = second.1 <= best.1 - GAP && second.1 < Score::WIN_BOUND.0;
    (decisive && alone).then_some(best.0)
}

impl Finder {
    /// An analyser for `settings`.
    #[must_use]
    pub fn new(settings: Settings) -> Finder {
        let mut engine = Engine::new(4);
        engine.set_weights(Some(settings.weights));
        engine.features = settings.features;
        Finder { settings, engine }
    }

    /// The engine's best move in `pos` at `depth`, if it has one.
    fn best(&mut self, pos: &Position, depth: u32) -> Option<Move> {
        self.engine.search(pos, &[], &Limits::depth(depth), &NoClock, &mut |_| {}).best
    }

    /// The puzzle starting at `pos`, if it is one. A pure function of the position.
    pub fn analyse(&mut self, pos: &Position) -> Option<Puzzle> {
        let s = self.settings;
        let solver = pos.turn();
        let base = balance(pos, solver);
        if pos.legal_moves().len() < 2 || base > 200 {
            return None;
        }
        self.engine.clear();
        let first = unique_winner(&ranked(&mut self.engine, pos, s.scan_depth), base)?;
        let deep = ranked(&mut self.engine, pos, s.verify_depth);
        if unique_winner(&deep, base) != Some(first) {
            return None;
        }
        let proven = deep[0].1 >= Score::WIN_BOUND.0;
        // The depth from which the search keeps the solution as its best move.
        let mut found_at = s.verify_depth;
        let mut bests = Vec::new();
        self.engine.search(pos, &[], &Limits::depth(s.verify_depth), &NoClock, &mut |info| bests.push((info.depth, info.pv.first().copied())));
        for (depth, mv) in bests.iter().rev() {
            if *mv != Some(first) {
                break;
            }
            found_at = *depth;
        }
        let line = self.line(pos, first)?;
        let themes = theme::themes(pos, &line.moves, proven || line.blocked);
        let rating = theme::rating(found_at, line.moves.len().div_ceil(2), &themes, pos.must_capture());
        let fen = pos.to_fen();
        Some(Puzzle { id: puzzle_id(s.variant, &fen), fen, solution: texts(pos, &line.moves), themes, rating, refutations: line.refutations })
    }

    /// Plays the solution line from `root` starting with `first`.
    fn line(&mut self, root: &Position, first: Move) -> Option<Line> {
        let s = self.settings;
        let solver = root.turn();
        let base = balance(root, solver);
        let (mut pos, mut moves, mut refutations) = (*root, Vec::new(), Vec::new());
        for step in 0..MAX_SOLVER_MOVES {
            let legal = pos.legal_moves();
            let mv = match legal.len() {
                0 => return None,
                1 => legal[0],
                _ if step == 0 => first,
                _ => unique_winner(&ranked(&mut self.engine, &pos, s.scan_depth), balance(&pos, solver))?,
            };
            let mut wrong = Vec::new();
            for other in legal.iter().filter(|m| **m != mv) {
                let child = pos.play(other);
                let reply = self.best(&child, s.scan_depth - 1).map_or_else(String::new, |r| child.move_text(&r));
                wrong.push((pos.move_text(other), reply));
            }
            refutations.push(wrong);
            moves.push(mv);
            pos = pos.play(&mv);
            if pos.legal_moves().is_empty() {
                return Some(Line { moves, refutations, blocked: true });
            }
            if balance(&pos, solver) >= base + GAIN && !pos.must_capture() {
                return Some(Line { moves, refutations, blocked: false });
            }
            let reply = self.best(&pos, s.verify_depth - 1)?;
            moves.push(reply);
            pos = pos.play(&reply);
        }
        None
    }
}

/// A solution line with the refutations of each solver step.
struct Line {
    moves: Vec<Move>,
    refutations: Vec<Vec<(String, String)>>,
    /// The line ends with the defender unable to move.
    blocked: bool,
}

/// The move texts of `moves` played from `pos`.
fn texts(pos: &Position, moves: &[Move]) -> Vec<String> {
    let mut at = *pos;
    moves
        .iter()
        .map(|m| {
            let t = at.move_text(m);
            at = at.play(m);
            t
        })
        .collect()
}

/// What [`generate`] did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Self-play games played.
    pub games: usize,
    /// Positions analysed.
    pub positions: usize,
}

/// Finds `count` puzzles of `settings.variant` in self-play games drawn from `seed` (fewer if
/// `max_games` games do not hold them). `progress` hears the count after each game.
pub fn generate(settings: Settings, count: usize, seed: u64, max_games: usize, progress: &mut dyn FnMut(usize, usize)) -> (Vec<Puzzle>, Report) {
    let mut rng = Rng::new(seed);
    let mut finder = Finder::new(settings);
    let mut player = Engine::new(4);
    player.set_weights(Some(settings.weights));
    player.features = settings.features;
    let mut found: Vec<Puzzle> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut report = Report::default();
    while found.len() < count && report.games < max_games {
        report.games += 1;
        player.clear();
        let mut pos = Position::initial(settings.variant);
        let mut game = damas_engine::Game::from_position(pos);
        let random_plies = 2 + rng.below(6);
        let mut skip_until = 0;
        for ply in 0..160 {
            let legal = pos.legal_moves();
            if legal.is_empty() || game.outcome().is_some() || found.len() >= count {
                break;
            }
            if ply >= random_plies && ply >= skip_until {
                report.positions += 1;
                if let Some(p) = finder.analyse(&pos) {
                    skip_until = ply + p.solution.len();
                    if seen.insert(p.id.clone()) {
                        found.push(p);
                    }
                }
            }
            let mv = if ply < random_plies || rng.below(100) < 8 {
                legal[rng.below(legal.len())]
            } else {
                let history: Vec<Position> = game.positions().to_vec();
                let history = &history[..history.len().saturating_sub(1)];
                player.search(&pos, history, &Limits::depth(settings.play_depth), &NoClock, &mut |_| {}).best.unwrap_or(legal[0])
            };
            if game.play(mv).is_err() {
                break;
            }
            pos = *game.position();
        }
        progress(report.games, found.len());
    }
    (found, report)
}

/// Re-derives `puzzle` from its FEN and says what differs.
///
/// # Errors
/// A sentence naming the first difference (bad FEN, no longer a puzzle, another line or rating).
pub fn verify(settings: Settings, puzzle: &Puzzle) -> Result<(), String> {
    let pos = Position::from_fen(settings.variant, &puzzle.fen).map_err(|e| format!("{}: bad FEN: {e}", puzzle.id))?;
    let again = Finder::new(settings).analyse(&pos).ok_or_else(|| format!("{}: no longer a puzzle", puzzle.id))?;
    if again != *puzzle {
        return Err(format!("{}: re-derived as {again:?}", puzzle.id));
    }
    Ok(())
}
