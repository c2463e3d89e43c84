//! What each `damas` command does.

use super::args::{Command, Start, USAGE};
use super::{best_line, info_line, io};
use damas_engine::perft::{divide, perft};
use damas_engine::MoveDetail;
use std::io::Write;
use std::time::Instant;

/// Runs `command`, writing its output to `out`.
///
/// # Errors
/// A one-line message for stderr.
pub fn execute(command: Command, out: &mut dyn Write) -> Result<(), String> {
    match command {
        Command::Help => writeln!(out, "{USAGE}").map_err(io),
        Command::Hub(variant, egtb) => super::hub::run(variant, egtb.map(std::path::PathBuf::from), Box::new(std::io::BufReader::new(std::io::stdin())), out),
        Command::Perft { position: Start::Lasca(pos), depth, divide, .. } => super::lasca::perft(&pos, depth, divide, out),
        Command::Moves { position: Start::Lasca(pos), json } => super::lasca::moves(&pos, json, out),
        Command::Egtb { variant, pieces, dir, threads, action } => super::egtb::run(variant, pieces, std::path::Path::new(&dir), threads, action, out),
        Command::BestMove { position: Start::Lasca(pos), movetime, depth, clock, .. } => super::lasca::bestmove(&pos, limits(movetime, depth, clock), out),
        Command::Perft { position: Start::Draughts(position), depth, divide: per_move, duplicates: dup } => {
            let last = if per_move { depth - 1 } else { depth };
            for d in 1..=last {
                let start = Instant::now();
                let nodes = perft(&position, d, dup);
                let secs = start.elapsed().as_secs_f64();
                writeln!(out, "perft {d} {nodes}").map_err(io)?;
                eprintln!("  depth {d}: {nodes} leaves in {secs:.3} s ({:.1} M leaves/s)", nodes as f64 / secs.max(1e-9) / 1e6);
            }
            if per_move {
                let rows = divide(&position, depth, dup);
                let mut total = 0;
                for (mv, nodes) in &rows {
                    writeln!(out, "{} {nodes}", position.move_text(mv)).map_err(io)?;
                    total += nodes;
                }
                writeln!(out, "perft {depth} {total}").map_err(io)?;
            }
            Ok(())
        }
        Command::Moves { position: Start::Draughts(position), json } => {
            for (_, detail) in position.describe_all() {
                if json {
                    writeln!(out, "{}", detail_json(&detail)).map_err(io)?;
                } else {
                    writeln!(out, "{}", detail.text).map_err(io)?;
                }
            }
            Ok(())
        }
        Command::BestMove { position: Start::Draughts(position), movetime, depth, clock, egtb, book } => {
            if let Some(result) = super::book::answer(&position).filter(|_| book) {
                let info = damas_ai::Info { depth: result.depth, seldepth: result.depth, score: result.score, nodes: 0, time_ms: 0.0, pv: result.pv };
                writeln!(out, "{}", info_line(&position, &info)).map_err(io)?;
                return writeln!(out, "{}", best_line(&position, result.best)).map_err(io);
            }
            let limits = limits(movetime, depth, clock);
            let mut engine = damas_ai::Engine::new(64);
            if let Some(dir) = egtb {
                let tb = damas_egtb::files::load(std::path::Path::new(&dir), position.variant(), 7).map_err(|e| e.to_string())?;
                engine.set_tablebase(Some(std::sync::Arc::new(tb)));
            }
            let clock = damas_ai::SystemClock::default();
            let mut failed = None;
            let result = engine.search(&position, &[], &limits, &clock, &mut |info| {
                if let Err(e) = writeln!(out, "{}", info_line(&position, info)) {
                    failed.get_or_insert(e);
                }
            });
            if let Some(e) = failed {
                return Err(io(e));
            }
            writeln!(out, "{}", best_line(&position, result.best)).map_err(io)
        }
    }
}

/// The search limits of `bestmove`.
fn limits(movetime: Option<u64>, depth: Option<u32>, clock: Option<damas_ai::GameClock>) -> damas_ai::Limits {
    damas_ai::Limits { depth, movetime_ms: movetime.map(|ms| ms as f64), nodes: None, clock }
}

fn list(numbers: &[u32]) -> String {
    numbers.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
}

/// `{"move":"28x19x10","from":28,"to":10,"path":[28,19,10],"captured":[23,14]}`
fn detail_json(d: &MoveDetail) -> String {
    format!(
        "{{\"move\":\"{}\",\"from\":{},\"to\":{},\"path\":[{}],\"captured\":[{}]}}",
        d.text,
        d.from,
        d.to,
        list(&d.path),
        list(&d.captured)
    )
}
