//! The `damas` commands on a Lasca position: the same output as for draughts, with Lasca's
//! square names (`c3`) where draughts prints square numbers.

use super::{best_line, info_line, io};
use damas_ai::lasca::LascaEngine;
use damas_engine::lasca::{square_name, LascaMove, LascaPosition};
use damas_engine::perft::{divide_game, perft_game};
use std::io::Write;
use std::time::Instant;

/// `perft`: one `perft <depth> <nodes>` line per depth; `divide` breaks the last one down.
pub fn perft(pos: &LascaPosition, depth: u32, divide: bool, out: &mut dyn Write) -> Result<(), String> {
    let last = if divide { depth - 1 } else { depth };
    for d in 1..=last {
        let start = Instant::now();
        let nodes = perft_game(pos, d);
        let secs = start.elapsed().as_secs_f64();
        writeln!(out, "perft {d} {nodes}").map_err(io)?;
        eprintln!("  depth {d}: {nodes} leaves in {secs:.3} s ({:.1} M leaves/s)", nodes as f64 / secs.max(1e-9) / 1e6);
    }
    if divide {
        let rows = divide_game(pos, depth);
        for (mv, nodes) in &rows {
            writeln!(out, "{} {nodes}", pos.move_text(mv)).map_err(io)?;
        }
        writeln!(out, "perft {depth} {}", rows.iter().map(|(_, n)| n).sum::<u64>()).map_err(io)?;
    }
    Ok(())
}

/// `moves`: every legal move's text, or one JSON object per move.
pub fn moves(pos: &LascaPosition, json: bool, out: &mut dyn Write) -> Result<(), String> {
    for mv in pos.legal_moves() {
        let line = if json { move_json(pos, &mv) } else { pos.move_text(&mv) };
        writeln!(out, "{line}").map_err(io)?;
    }
    Ok(())
}

/// `{"move":"c3xe5","from":"c3","to":"e5","path":["c3","e5"],"captured":["d4"]}`: path is the
/// start and each landing square, captured the squares whose top piece is taken, in order.
fn move_json(pos: &LascaPosition, mv: &LascaMove) -> String {
    let names = |bits: &mut dyn Iterator<Item = u8>| bits.map(|b| format!("\"{}\"", square_name(b))).collect::<Vec<_>>().join(",");
    format!(
        "{{\"move\":\"{}\",\"from\":\"{}\",\"to\":\"{}\",\"path\":[{}],\"captured\":[{}]}}",
        pos.move_text(mv),
        square_name(mv.from()),
        square_name(mv.to()),
        names(&mut std::iter::once(mv.from()).chain(mv.landings().iter().copied())),
        names(&mut mv.jumped())
    )
}

/// `bestmove`: an `info` line per completed depth, then `bestmove <move>` (or `none`).
pub fn bestmove(pos: &LascaPosition, limits: damas_ai::Limits, out: &mut dyn Write) -> Result<(), String> {
    let mut engine = LascaEngine::new(64);
    let clock = damas_ai::SystemClock::default();
    let mut failed = None;
    let result = engine.search(pos, &[], &limits, &clock, &mut |info| {
        if let Err(e) = writeln!(out, "{}", info_line(pos, info)) {
            failed.get_or_insert(e);
        }
    });
    if let Some(e) = failed {
        return Err(io(e));
    }
    writeln!(out, "{}", best_line(pos, result.best)).map_err(io)
}
