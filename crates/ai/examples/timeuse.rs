//! How much of its time budget the engine uses: searches eight fixed middlegame positions (four
//! Brazilian, four Russian) at each movetime, then plays a short self-play match at the first
//! movetime, and prints the mean and maximum share of the budget used per move (wall time around
//! `Engine::search`, setup included) and nodes per second.
//!
//! `cargo run --release -p damas-ai --example timeuse -- [movetimes=100,300] [games=20] [variant=brazilian] [clock=MS+INC] [clock_games=4]`
//!
//! With a clock (e.g. `10000+100`), it then plays `clock_games` games on that clock for each side
//! and prints the mean time per move, the largest share of its remaining time one move took, the
//! least time any side had left, and whether a flag fell.
//! (`scripts/time-use` runs it). On a shared machine the maximum can exceed the budget by a
//! scheduler slice; the mean is the figure to compare. Moves with a single legal move (which the
//! engine plays at once) are counted apart: "thinking moves" are those with a choice.

use damas_ai::openings::openings;
use damas_ai::{Engine, Limits, SystemClock};
use damas_engine::{Game, Position, Variant};
use std::time::Instant;

/// Middlegame positions from self-play (random four-ply starts, then depth-6 play), fixed here so
/// the figures compare across commits.
const POSITIONS: [(Variant, &str); 8] = [
    (Variant::Brazilian, "W:W21,22,24,27,29,30,31,32:B1,3,4,5,8,13,15,16"),
    (Variant::Brazilian, "W:W13,19,21,25,27,29,30,31,32:B1,2,3,6,9,10,12,14,15"),
    (Variant::Brazilian, "W:W19,21,22,24,29,30,32:B1,2,4,10,12,14,15"),
    (Variant::Brazilian, "W:W5,24,27,30,31,32:B1,2,4,8,14,16,20"),
    (Variant::Russian, "W:W17,19,20,21,23,29,30,31,32:B1,3,4,6,9,10,11,12,16"),
    (Variant::Russian, "W:W21,22,23,24,27,29,30,31,32:B3,5,7,9,11,12,14,16"),
    (Variant::Russian, "W:W13,17,19,23,24,25,27,30,31,32:B1,3,4,6,9,10,12,14,15,20,21"),
    (Variant::Russian, "W:W19,22,23,25,28,29,30,31:B1,3,9,11,13,14,21"),
];

/// CPU time of this thread so far in milliseconds (Linux `/proc/thread-self/schedstat`), or 0.
fn cpu_ms() -> f64 {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    text.split_whitespace().next().and_then(|ns| ns.parse::<f64>().ok()).map_or(0.0, |ns| ns / 1e6)
}

/// One timed move: its share of the budget, nodes, wall and CPU milliseconds.
struct Timed {
    share: f64,
    nodes: u64,
    wall: f64,
    cpu: f64,
    budget: f64,
    /// Why a search ended before 85 % of its budget: a proven result, the deepest depth.
    proven: bool,
    deepest: bool,
}

/// Shares of the budget and the nodes and time behind them.
#[derive(Default)]
struct Tally {
    shares: Vec<f64>,
    nodes: u64,
    ms: f64,
    cpu: f64,
    /// Moves over budget in wall time although their CPU time was within it (the machine's
    /// scheduler, not the search).
    descheduled: usize,
    /// Moves under 85 % of the budget: with a proven result, at the deepest depth, for no such reason.
    early: [usize; 3],
}

impl Tally {
    fn add(&mut self, t: &Timed) {
        self.shares.push(t.share);
        self.nodes += t.nodes;
        self.ms += t.wall;
        self.cpu += t.cpu;
        if t.share > 1.0 && t.cpu <= t.budget {
            self.descheduled += 1;
        }
        if t.share < 0.85 {
            self.early[if t.proven { 0 } else if t.deepest { 1 } else { 2 }] += 1;
        }
    }
    fn line(&self, what: &str) -> String {
        let n = self.shares.len().max(1) as f64;
        let mean = self.shares.iter().sum::<f64>() / n;
        let max = self.shares.iter().copied().fold(0.0, f64::max);
        let over = self.shares.iter().filter(|&&s| s > 1.0).count();
        let nps = self.nodes as f64 * 1000.0 / self.ms.max(1e-9);
        let cpu_nps = self.nodes as f64 * 1000.0 / self.cpu.max(1e-9);
        format!(
            "{what}: moves {} mean {:.1}% max {:.1}% over-budget {over} (descheduled {}) under-85% {} (proven {}, deepest {}) nps {:.0} cpu_nps {:.0} cpu_share {:.2}",
            self.shares.len(),
            mean * 100.0,
            max * 100.0,
            self.descheduled,
            self.early.iter().sum::<usize>(),
            self.early[0],
            self.early[1],
            nps,
            cpu_nps,
            self.cpu / self.ms.max(1e-9)
        )
    }
}

/// One search of `ms` milliseconds, timed.
fn timed(engine: &mut Engine, pos: &Position, history: &[Position], ms: f64) -> (damas_ai::SearchResult, Timed) {
    let clock = SystemClock::default();
    let (t, cpu) = (Instant::now(), cpu_ms());
    let r = engine.search(pos, history, &Limits::movetime(ms), &clock, &mut |_| {});
    let wall = t.elapsed().as_secs_f64() * 1000.0;
    let cpu = cpu_ms() - cpu;
    let nodes = r.nodes;
    let (proven, deepest) = (r.score.is_decisive(), r.depth >= damas_ai::search::MAX_DEPTH);
    (r, Timed { share: wall / ms, nodes, wall, cpu, budget: ms, proven, deepest })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let times: Vec<f64> = args.first().map_or("100,300", String::as_str).split(',').map(|t| t.parse().expect("movetime")).collect();
    let games: usize = args.get(1).map_or(20, |a| a.parse().expect("games"));
    let variant: Variant = args.get(2).map_or(Variant::Brazilian, |a| a.parse().expect("variant"));
    for &ms in &times {
        let mut tally = Tally::default();
        for (v, fen) in POSITIONS {
            let pos = Position::from_fen(v, fen).expect("FEN");
            let mut engine = Engine::new(64);
            let (r, t) = timed(&mut engine, &pos, &[], ms);
            println!("  {} {fen}: depth {} share {:.1}% nps {:.0}", v.name(), r.depth, t.share * 100.0, r.nodes as f64 * 1000.0 / t.wall);
            tally.add(&t);
        }
        println!("{}", tally.line(&format!("positions movetime {ms}")));
    }
    if let Some(&ms) = times.first().filter(|_| games > 0) {
        fixed_match(variant, ms, games);
    }
    if let Some(spec) = args.get(3) {
        let (total, inc) = spec.split_once('+').unwrap_or((spec, "0"));
        let (total, inc): (f64, f64) = (total.parse().expect("clock ms"), inc.parse().expect("increment ms"));
        let count: usize = args.get(4).map_or(4, |a| a.parse().expect("clock games"));
        clock_match(variant, total, inc, count);
    }
}

/// `games` self-play games at `ms` per move.
fn fixed_match(variant: Variant, ms: f64, games: usize) {
    let (mut all, mut thinking) = (Tally::default(), Tally::default());
    for (g, opening) in openings(variant, games.div_ceil(2), 1).iter().flat_map(|o| [o, o]).take(games).enumerate() {
        let mut game = Game::new(variant);
        for mv in opening {
            game.play(*mv).expect("opening move");
        }
        let mut engines = [Engine::new(16), Engine::new(16)];
        while game.outcome().is_none() && game.moves().len() < 200 {
            let pos = *game.position();
            let history = &game.positions()[..game.positions().len() - 1];
            let (r, t) = timed(&mut engines[(pos.turn().index() + g) % 2], &pos, history, ms);
            all.add(&t);
            if pos.legal_moves().len() > 1 {
                thinking.add(&t);
            }
            game.play(r.best.expect("a move")).expect("legal");
        }
    }
    println!("{}", all.line(&format!("match {games} games {} movetime {ms}, all moves", variant.name())));
    println!("{}", thinking.line(&format!("match {games} games {} movetime {ms}, thinking moves", variant.name())));
}

/// `count` self-play games with `total` ms each and `inc` ms per move.
fn clock_match(variant: Variant, total: f64, inc: f64, count: usize) {
    let (mut moves, mut spent, mut worst_share, mut least_left, mut flags, mut depth) = (0usize, 0.0, 0.0f64, f64::INFINITY, 0, 0u64);
    for (g, opening) in openings(variant, count.div_ceil(2), 1).iter().flat_map(|o| [o, o]).take(count).enumerate() {
        let mut game = Game::new(variant);
        for mv in opening {
            game.play(*mv).expect("opening move");
        }
        let mut engines = [Engine::new(16), Engine::new(16)];
        let mut left = [total, total];
        while game.outcome().is_none() && game.moves().len() < 200 {
            let pos = *game.position();
            let side = pos.turn().index();
            let history = &game.positions()[..game.positions().len() - 1];
            let clock = SystemClock::default();
            let t = Instant::now();
            let r = engines[(side + g) % 2].search(&pos, history, &Limits::clock(left[side], inc), &clock, &mut |_| {});
            let wall = t.elapsed().as_secs_f64() * 1000.0;
            worst_share = worst_share.max(wall / left[side]);
            left[side] -= wall;
            least_left = least_left.min(left[side]);
            if left[side] < 0.0 {
                flags += 1;
                break;
            }
            left[side] += inc;
            (moves, spent, depth) = (moves + 1, spent + wall, depth + u64::from(r.depth));
            game.play(r.best.expect("a move")).expect("legal");
        }
    }
    println!(
        "clock {total}+{inc} {count} games {}: moves {moves} mean {:.0} ms mean depth {:.1} largest share of the time left {:.1}% least left {:.0} ms flags {flags}",
        variant.name(),
        spent / moves.max(1) as f64,
        depth as f64 / moves.max(1) as f64,
        worst_share * 100.0,
        least_left
    );
}
