//! Builds a variant's opening book (`damas_ai::book`): every legal move of each opening position
//! scored by a full-window search at a fixed depth, with the evaluation the engine plays with.
//! `scripts/build-book` runs it for each variant.
//!
//! `cargo run --release -p damas-ai --example build_book -- VARIANT DEPTH OUT [cap]`
//!
//! Positions: for a variant with ballots (Brazilian, Russian), every position along every
//! ballot's line, from its start to its end (no cap unless given). For the others, a tree from the
//! initial position to 12 plies, scored best first by how often a line leaves the engine's best
//! move (`damas_ai::book::tree`): the tree follows the best move and the others within 30
//! hundredths of it (three at most); it scores the principal line to ply 12 first, then every
//! line that leaves it once (by ply, then what the move gave up), then twice, and so on until
//! `cap` positions (default 300).
//! The book is rewritten to `OUT.part` every 25 positions, and moved to `OUT` when done.
//! Progress goes to stderr, each tree position with its deviations (`d`) and ply (`p`).

use damas_ai::book::tree::{self, Shape};
use damas_ai::book::Book;
use damas_ai::{Engine, Score};
use damas_engine::{ballot, Position, Variant};
use std::collections::HashSet;
use std::time::Instant;

/// The tree of a variant without ballots: 12 plies from the start, following the best move and
/// the others within 30 hundredths of a man of it, three at most.
const TREE: Shape = Shape { plies: 12, margin: 30, width: 3 };

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 3 {
        eprintln!("usage: build_book VARIANT DEPTH OUT [cap]");
        std::process::exit(2);
    }
    let variant: Variant = args[0].parse().unwrap_or_else(|e| fail(&format!("{e}")));
    let depth: u32 = args[1].parse().unwrap_or_else(|_| fail("DEPTH must be a number"));
    let out = &args[2];
    let cap: Option<usize> = args.get(3).map(|c| c.parse().unwrap_or_else(|_| fail("cap must be a number")));
    let mut builder = Builder { book: Book::new(variant, depth), engine: Engine::new(64), depth, out: out.clone(), t0: Instant::now() };
    let lines = ballot_positions(variant);
    if lines.is_empty() {
        builder.tree(variant, cap.unwrap_or(300));
    } else {
        let total = cap.map_or(lines.len(), |c| c.min(lines.len()));
        for pos in lines.iter().take(total) {
            builder.score(pos, total, "");
        }
    }
    builder.save(out);
    let _ = std::fs::remove_file(format!("{out}.part"));
    eprintln!("{}: {} positions at depth {depth} in {:.1} s -> {out}", variant.name(), builder.book.len(), builder.t0.elapsed().as_secs_f64());
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

struct Builder {
    book: Book,
    engine: Engine,
    depth: u32,
    out: String,
    t0: Instant,
}

impl Builder {
    /// Scores every move of `pos` into the book; returns the scores.
    fn score(&mut self, pos: &Position, total: usize, note: &str) -> Vec<(damas_engine::Move, Score)> {
        let t = Instant::now();
        let scored = self.engine.score_root_moves(pos, &[], self.depth);
        self.book.insert(pos, &scored);
        let n = self.book.len();
        let best = scored.iter().max_by_key(|(_, s)| *s).map(|(mv, s)| format!("{} {s}", pos.move_text(mv))).unwrap_or_default();
        eprintln!("{n}/{total}{note} {:.2} s (total {:.0} s) {} best {best}", t.elapsed().as_secs_f64(), self.t0.elapsed().as_secs_f64(), pos.to_fen());
        if n % 25 == 0 {
            self.save(&format!("{}.part", self.out));
        }
        scored
    }

    /// The tree of a variant without ballots (see the module doc).
    fn tree(&mut self, variant: Variant, cap: usize) {
        let walked = tree::walk(
            Position::initial(variant),
            &TREE,
            cap,
            |pos, rank| self.score(pos, cap, &format!(" d{} p{}", rank.deviations, rank.ply)),
            Position::play,
        );
        eprintln!("{}: the tree reaches {} plies, {} positions left unscored", variant.name(), walked.deepest, walked.left);
    }

    fn save(&self, path: &str) {
        if let Err(e) = std::fs::write(path, self.book.write()) {
            fail(&format!("cannot write {path}: {e}"));
        }
    }
}
