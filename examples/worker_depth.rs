//! How deep the worker's search gets at a fixed time per move when it keeps its transposition
//! table for the game, beside a worker that forgets it before every search (as it did while it
//! attached the endgame databases before each one). Both runners search the same positions, one
//! after the other (the order alternating, so a busy machine slows both alike), through games the
//! keeping runner plays against itself from varied openings.
//!
//! `cargo run --release --example worker_depth [movetime_ms=300] [games=4] [plies=58]`
//! prints one line per runner: moves, mean and median depth of its `bestmove`s.

use damas::worker::protocol::Response;
use damas::worker::runner::Runner;
use damas_ai::SystemClock;
use damas_engine::{Position, Variant};

fn arg(i: usize, default: u32) -> u32 {
    std::env::args().nth(i).and_then(|a| a.parse().ok()).unwrap_or(default)
}

/// The `bestmove` of a search of `pos` after `history` in `movetime` ms: (move, depth).
fn search(runner: &mut Runner, pos: &Position, history: &[Position], movetime: u32) -> (String, u32) {
    let history: Vec<String> = history.iter().map(|p| format!("\"{}\"", p.to_fen())).collect();
    let json = format!(
        r#"{{"type":"search","id":1,"variant":"brazilian","fen":"{}","history":[{}],"movetime_ms":{movetime}}}"#,
        pos.to_fen(),
        history.join(",")
    );
    let clock = SystemClock::default();
    let mut out = runner.receive(&json, &clock);
    while runner.busy() {
        out.extend(runner.step(&clock));
    }
    match out.pop() {
        Some(Response::BestMove { mv, depth, .. }) => (mv, depth),
        other => panic!("no bestmove: {other:?}"),
    }
}

fn summary(name: &str, depths: &mut [u32]) {
    depths.sort_unstable();
    let mean = f64::from(depths.iter().sum::<u32>()) / depths.len().max(1) as f64;
    let median = depths.get(depths.len() / 2).copied().unwrap_or(0);
    println!("{name} moves {} mean_depth {mean:.2} median_depth {median}", depths.len());
}

fn main() {
    let (movetime, games, plies) = (arg(1, 300), arg(2, 4), arg(3, 58));
    let mut keeps = Runner::default();
    let mut forgets = Runner::default();
    let (mut kept, mut forgot) = (Vec::new(), Vec::new());
    for game in 0..games {
        let mut pos = Position::initial(Variant::Brazilian);
        let mut history = Vec::new();
        // A different opening each game: the first two plies by the game's number.
        for k in 0..2 {
            let moves = pos.legal_moves();
            let mv = moves[(game as usize / (k + 1) + k) % moves.len()];
            history.push(pos);
            pos = pos.play(&mv);
        }
        for ply in 0..plies {
            if pos.legal_moves().is_empty() {
                break;
            }
            forgets.forget();
            let (mv, depth) = if ply % 2 == 0 {
                let found = search(&mut keeps, &pos, &history, movetime);
                forgot.push(search(&mut forgets, &pos, &history, movetime).1);
                found
            } else {
                forgot.push(search(&mut forgets, &pos, &history, movetime).1);
                search(&mut keeps, &pos, &history, movetime)
            };
            kept.push(depth);
            let mv = pos.parse_move(&mv).expect("the worker's move is legal");
            history.push(pos);
            pos = pos.play(&mv);
        }
    }
    summary("keeps_table", &mut kept);
    summary("forgets_table", &mut forgot);
}
