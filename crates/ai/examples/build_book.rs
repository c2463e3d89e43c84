//! Builds a game's opening book (`damas_ai::book`): every legal move of each opening position
//! scored by a full-window search at a fixed depth, with the evaluation the engine plays with
//! (Lasca's: `damas_ai::lasca`). `scripts/build-book` runs it for each game.
//!
//! `cargo run --release -p damas-ai --example build_book -- GAME DEPTH OUT [cap]`
//!
//! `GAME` is a draughts variant or `lasca`. Positions: for a variant with ballots (Brazilian,
//! Russian), every position along every ballot's line, from its start to its end (no cap unless
//! given). For the other variants and Lasca, a tree from the initial position to 12 plies, scored
//! best first by how often a line leaves the engine's best move (`damas_ai::book::tree`): the tree
//! follows the best move and the others within 30 hundredths of it (three at most); it scores the
//! principal line to ply 12 first, then every line that leaves it once (by ply, then what the move
//! gave up), then twice, and so on until `cap` positions (default 300). Lasca's tree follows the
//! moves within 200 hundredths of a soldier of the best (see `LASCA_TREE`).
//! The book is rewritten to `OUT.part` every 25 positions, and moved to `OUT` when done.
//! Progress goes to stderr, each tree position with its deviations (`d`) and ply (`p`).

use damas_ai::book::tree::{self, Shape};
use damas_ai::book::Book;
use damas_ai::lasca::LascaEngine;
use damas_ai::{Engine, Score};
use damas_engine::lasca::LascaPosition;
use damas_engine::{ballot, GameKind, Playable, Position, Variant};
use std::collections::HashSet;
use std::hash::Hash;
use std::time::Instant;

/// The tree of a game without ballots: 12 plies from the start, following the best move and
/// the others within 30 hundredths of a man of it, three at most.
const TREE: Shape = Shape { plies: 12, margin: 30, width: 3 };

/// Lasca's tree: the same but for a margin of two soldiers. Its scores are far more spread out
/// (in its book the best move leads the second by a median of 180 hundredths of a soldier, in the
/// draughts books by 2 to 6 hundredths of a man), so with 30 the tree followed a second move in a
/// tenth of its positions and was whole at 45 positions (57 with 100); with 200 the cap stops it.
const LASCA_TREE: Shape = Shape { margin: 200, ..TREE };

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 3 {
        eprintln!("usage: build_book GAME DEPTH OUT [cap]");
        std::process::exit(2);
    }
    let game: GameKind = args[0].parse().unwrap_or_else(|e| fail(&format!("{e}")));
    let depth: u32 = args[1].parse().unwrap_or_else(|_| fail("DEPTH must be a number"));
    let out = &args[2];
    let cap: Option<usize> = args.get(3).map(|c| c.parse().unwrap_or_else(|_| fail("cap must be a number")));
    match game {
        GameKind::Draughts(variant) => {
            let mut builder = Builder::new(game, Engine::new(64), depth, out);
            let lines = ballot_positions(variant);
            if lines.is_empty() {
                builder.tree(Position::initial(variant), cap.unwrap_or(300));
            } else {
                let total = cap.map_or(lines.len(), |c| c.min(lines.len()));
                for pos in lines.iter().take(total) {
                    builder.score(pos, total, "");
                }
            }
            builder.finish();
        }
        GameKind::Lasca => {
            let mut builder = Builder::new(game, LascaEngine::new(64), depth, out);
            builder.tree(LascaPosition::initial(), cap.unwrap_or(300));
            builder.finish();
        }
    }
}

fn fail(why: &str) -> ! {
    eprintln!("build_book: {why}");
    std::process::exit(2);
}

/// Every position along every ballot line of `variant`, each once, in the ballots' order.
fn ballot_positions(variant: Variant) -> Vec<Position> {
    let mut seen = HashSet::new();
    let mut all = Vec::new();
    for b in ballot::ballots(variant) {
        let Ok(opening) = b.opening(variant) else {
            eprintln!("{}: ballot {} does not play, skipped", variant.name(), b.id());
            continue;
        };
        let mut pos = opening.start;
        let mut line = vec![pos];
        for mv in &opening.moves {
            pos = pos.play(mv);
            line.push(pos);
        }
        all.extend(line.into_iter().filter(|p| seen.insert(p.to_fen())));
    }
    all
}

/// A game's searcher, giving every legal move of a position its score at a fixed depth.
trait Scorer<P: Playable> {
    fn scores(&mut self, pos: &P, depth: u32) -> Vec<(P::Move, Score)>;
}

impl Scorer<Position> for Engine {
    fn scores(&mut self, pos: &Position, depth: u32) -> Vec<(damas_engine::Move, Score)> {
        self.score_root_moves(pos, &[], depth)
    }
}

impl Scorer<LascaPosition> for LascaEngine {
    fn scores(&mut self, pos: &LascaPosition, depth: u32) -> Vec<(damas_engine::lasca::LascaMove, Score)> {
        self.score_root_moves(pos, &[], depth)
    }
}

struct Builder<E> {
    book: Book,
    engine: E,
    depth: u32,
    out: String,
    t0: Instant,
}

impl<E> Builder<E> {
    fn new(game: GameKind, engine: E, depth: u32, out: &str) -> Builder<E> {
        Builder { book: Book::new(game, depth), engine, depth, out: out.to_string(), t0: Instant::now() }
    }

    /// Scores every move of `pos` into the book; returns the scores.
    fn score<P: Playable>(&mut self, pos: &P, total: usize, note: &str) -> Vec<(P::Move, Score)>
    where
        E: Scorer<P>,
    {
        let t = Instant::now();
        let scored = self.engine.scores(pos, self.depth);
        self.book.insert(pos, &scored);
        let n = self.book.len();
        let best = scored.iter().max_by_key(|(_, s)| *s).map(|(mv, s)| format!("{} {s}", pos.move_text(mv))).unwrap_or_default();
        eprintln!("{n}/{total}{note} {:.2} s (total {:.0} s) {} best {best}", t.elapsed().as_secs_f64(), self.t0.elapsed().as_secs_f64(), pos.to_fen());
        if n % 25 == 0 {
            self.save(&format!("{}.part", self.out));
        }
        scored
    }

    /// The tree of a game without ballots from `root`, its initial position (see the module doc).
    fn tree<P: Playable + Hash>(&mut self, root: P, cap: usize)
    where
        E: Scorer<P>,
    {
        let shape = if self.book.game().is_lasca() { LASCA_TREE } else { TREE };
        let walked = tree::walk(root, &shape, cap, |pos, rank| self.score(pos, cap, &format!(" d{} p{}", rank.deviations, rank.ply)), P::play);
        eprintln!("{}: the tree reaches {} plies, {} positions left unscored", self.book.game(), walked.deepest, walked.left);
    }

    /// Writes the book to its file and removes the partial one.
    fn finish(&self) {
        self.save(&self.out);
        let _ = std::fs::remove_file(format!("{}.part", self.out));
        let (game, n, secs) = (self.book.game(), self.book.len(), self.t0.elapsed().as_secs_f64());
        eprintln!("{game}: {n} positions at depth {} in {secs:.1} s -> {}", self.depth, self.out);
    }

    fn save(&self, path: &str) {
        if let Err(e) = std::fs::write(path, self.book.write()) {
            fail(&format!("cannot write {path}: {e}"));
        }
    }
}
