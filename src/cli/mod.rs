//! The native `damas` command-line tool: perft, move listing and (with the AI) best-move search,
//! for every draughts variant and for Lasca.
//! Every failure is one line on stderr and exit status 2; nothing here panics on user input.

mod args;
mod commands;
mod lasca;

pub use args::{parse, Command, Start, UsageError};

/// The one-line message for an output that cannot be written (both games' commands).
fn io(e: std::io::Error) -> String {
    format!("cannot write output: {e}")
}

/// Runs the tool with `argv` (without the program name); returns the process exit status.
pub fn run(argv: &[String], out: &mut dyn std::io::Write) -> i32 {
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
