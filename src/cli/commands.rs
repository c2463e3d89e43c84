//! What each `damas` command does.

use super::args::{Command, USAGE};
use damas_engine::perft::{divide, perft};
use damas_engine::MoveDetail;
use std::io::Write;
use std::time::Instant;

/// Runs `command`, writing its output to `out`.
///
/// # Errors
/// A one-line message for stderr.
pub fn execute(command: Command, out: &mut dyn Write) -> Result<(), String> {
    let io = |e: std::io::Error| format!("cannot write output: {e}");
    match command {
        Command::Help => writeln!(out, "{USAGE}").map_err(io),
        Command::Perft { position, depth, divide: per_move, duplicates: dup } => {
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
        Command::Moves { position, json } => {
            for (_, detail) in position.describe_all() {
                if json {
                    writeln!(out, "{}", detail_json(&detail)).map_err(io)?;
                } else {
                    writeln!(out, "{}", detail.text).map_err(io)?;
                }
            }
            Ok(())
        }
        Command::BestMove { .. } => Err("bestmove is not available yet".into()),
    }
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
