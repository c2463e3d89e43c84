//! Command-line parsing for `damas`, by hand: the grammar is small and errors must be one line.

use damas_engine::{Position, Variant};
use std::fmt;

/// A parsed command.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `damas perft --variant V [--fen F] --depth N [--divide] [--keep-duplicates]`
    Perft {
        /// The start position.
        position: Position,
        /// Depth in plies.
        depth: u32,
        /// Break the last depth down per root move.
        divide: bool,
        /// How capture routes that play the same move are counted.
        duplicates: damas_engine::Duplicates,
    },
    /// `damas moves --variant V [--fen F] [--json]`
    Moves {
        /// The position.
        position: Position,
        /// One JSON object per line instead of move text.
        json: bool,
    },
    /// `damas bestmove --variant V [--fen F] (--movetime MS | --depth N)`
    BestMove {
        /// The position.
        position: Position,
        /// Milliseconds to think, if limited by time.
        movetime: Option<u64>,
        /// Depth limit, if limited by depth.
        depth: Option<u32>,
    },
    /// `damas help`
    Help,
}

/// What is wrong with the command line.
#[derive(Clone, Debug, PartialEq)]
pub struct UsageError(pub String);

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (try `damas help`)", self.0)
    }
}

/// The usage text of `damas help`.
pub const USAGE: &str = "\
usage:
  damas perft --variant <brazilian|russian|english|international|turkish> [--fen <FEN>] --depth <N> [--divide]
              [--keep-duplicates | --all-paths]   (default: FMJD identity, one move per from, to and pieces taken)
  damas moves --variant <v> [--fen <FEN>] [--json]
  damas bestmove --variant <v> [--fen <FEN>] (--movetime <ms> | --depth <N>)";

/// Deepest perft accepted: deeper runs would take days.
const MAX_PERFT_DEPTH: u32 = 30;

/// Reads the arguments after the program name.
///
/// # Errors
/// A [`UsageError`] naming the bad or missing argument.
pub fn parse(argv: &[String]) -> Result<Command, UsageError> {
    let err = |s: String| Err(UsageError(s));
    let Some((name, rest)) = argv.split_first() else {
        return err("no command given".into());
    };
    let mut variant = Variant::Brazilian;
    let mut fen: Option<String> = None;
    let mut depth: Option<u32> = None;
    let mut movetime: Option<u64> = None;
    let (mut divide, mut json) = (false, false);
    let mut duplicates = damas_engine::Duplicates::Drop;
    let mut i = 0;
    while i < rest.len() {
        let flag = rest[i].as_str();
        let value = || rest.get(i + 1).cloned().ok_or_else(|| UsageError(format!("{flag} needs a value")));
        match flag {
            "--variant" => {
                variant = value()?.parse().map_err(|e: damas_engine::UnknownVariant| UsageError(e.to_string()))?;
                i += 1;
            }
            "--fen" => {
                fen = Some(value()?);
                i += 1;
            }
            "--depth" => {
                let v = value()?;
                depth = Some(v.parse().map_err(|_| UsageError(format!("bad depth {v:?}: expected a whole number")))?);
                i += 1;
            }
            "--movetime" => {
                let v = value()?;
                movetime = Some(v.parse().map_err(|_| UsageError(format!("bad movetime {v:?}: expected milliseconds")))?);
                i += 1;
            }
            "--divide" => divide = true,
            "--json" => json = true,
            "--keep-duplicates" => duplicates = damas_engine::Duplicates::Keep,
            "--all-paths" => duplicates = damas_engine::Duplicates::AllPaths,
            other => return err(format!("unknown argument {other:?}")),
        }
        i += 1;
    }
    let position = match &fen {
        Some(text) => Position::from_fen(variant, text).map_err(|e| UsageError(format!("bad FEN: {e}")))?,
        None => Position::initial(variant),
    };
    match name.as_str() {
        "perft" => {
            let depth = depth.ok_or_else(|| UsageError("perft needs --depth <N>".into()))?;
            if depth == 0 || depth > MAX_PERFT_DEPTH {
                return err(format!("bad depth {depth}: expected 1 to {MAX_PERFT_DEPTH}"));
            }
            Ok(Command::Perft { position, depth, divide, duplicates })
        }
        "moves" => Ok(Command::Moves { position, json }),
        "bestmove" => {
            if movetime.is_none() && depth.is_none() {
                return err("bestmove needs --movetime <ms> or --depth <N>".into());
            }
            if depth.is_some_and(|d| d == 0 || d > 99) {
                return err("bad depth: expected 1 to 99".into());
            }
            Ok(Command::BestMove { position, movetime, depth })
        }
        "help" | "--help" | "-h" => Ok(Command::Help),
        other => err(format!("unknown command {other:?}: expected perft, moves or bestmove")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn reads_perft_and_moves() {
        let c = parse(&args("perft --variant russian --depth 3 --divide")).unwrap();
        assert!(matches!(c, Command::Perft { depth: 3, divide: true, .. }));
        let c = parse(&args("moves --variant english --fen B:W21:B1 --json")).unwrap();
        assert!(matches!(c, Command::Moves { json: true, .. }));
    }

    #[test]
    fn refuses_bad_input_with_a_message() {
        for bad in [
            "",
            "perft --variant chess --depth 2",
            "perft --depth x",
            "perft --depth 0",
            "perft",
            "moves --fen W:W99",
            "moves --variant",
            "frobnicate",
            "bestmove",
        ] {
            let e = parse(&args(bad)).unwrap_err();
            assert!(!e.0.is_empty(), "{bad}");
        }
    }
}
