//! The native `damas` command-line tool: perft, move listing and (with the AI) best-move search,
//! for every draughts variant and for Lasca, the endgame databases (`egtb`) and the puzzle
//! generator (`puzzles`).
//! Every failure is one line on stderr and exit status 2; nothing here panics on user input.

mod args;
mod book;
mod commands;
mod egtb;
pub mod hub;
mod lasca;
mod puzzles;

pub use args::{parse, Command, Start, UsageError};
pub use egtb::Action as EgtbAction;

/// The one-line message for an output that cannot be written (both games' commands).
fn io(e: std::io::Error) -> String {
    format!("cannot write output: {e}")
}

/// One `info` line of a search, the same for every game: depth, score (centi-men, or the win
/// encoding), nodes, nodes per second and the best line in the game's notation.
fn info_line<P: damas_engine::Playable>(pos: &P, info: &damas_ai::Info<P::Move>) -> String {
    let mut texts = Vec::with_capacity(info.pv.len());
    let mut at = *pos;
    for mv in &info.pv {
        texts.push(at.move_text(mv));
        at = at.play(mv);
    }
    let (depth, score, nodes, nps) = (info.depth, info.score.0, info.nodes, info.nps());
    format!("info depth {depth} score {score} nodes {nodes} nps {nps} pv {}", texts.join(" "))
}

/// The `bestmove` line.
fn best_line<P: damas_engine::Playable>(pos: &P, best: Option<P::Move>) -> String {
    best.map_or_else(|| "bestmove none".to_string(), |mv| format!("bestmove {}", pos.move_text(&mv)))
}

/// Runs the tool with `argv` (without the program name); returns the process exit status.
pub fn run(argv: &[String], out: &mut dyn std::io::Write) -> i32 {
    if argv.first().is_some_and(|c| c == "puzzles") {
        let done = puzzles::parse(&argv[1..]).and_then(|args| puzzles::run(&args, out));
        return done.map_or_else(|e| { eprintln!("damas: {e}"); 2 }, |()| 0);
    }
    let command = match parse(argv) {
        Ok(command) => command,
        Err(err) => {
            eprintln!("damas: {err}");
            return 2;
        }
    };
    match commands::execute(command, out) {
        Ok(()) => 0,
        Err(message) => {
            eprintln!("damas: {message}");
            2
        }
    }
}
