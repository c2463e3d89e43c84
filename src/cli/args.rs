//! Command-line parsing for `damas`, by hand: the grammar is small and errors must be one line.

use damas_engine::lasca::LascaPosition;
use damas_engine::{GameKind, Position, Variant};
use std::fmt;

/// The position a command works on, in either kind of game.
#[derive(Clone, Debug, PartialEq)]
pub enum Start {
    /// A draughts position (its variant inside).
    Draughts(Position),
    /// A Lasca position (boxed: 600 bytes of columns against a draughts position's 40).
    Lasca(Box<LascaPosition>),
}

/// A parsed command.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `damas perft --variant V [--fen F] --depth N [--divide] [--keep-duplicates]`
    Perft {
        /// The start position.
        position: Start,
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
        position: Start,
        /// One JSON object per line instead of move text.
        json: bool,
    },
    /// `damas bestmove --variant V [--fen F] (--movetime MS | --depth N)`
    BestMove {
        /// The position.
        position: Start,
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
  damas perft --variant <brazilian|russian|english|international|turkish|lasca> [--fen <FEN>] --depth <N> [--divide]
              [--keep-duplicates | --all-paths]   (draughts; default: FMJD identity, one move per from, to and pieces taken)
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
    let mut game = GameKind::Draughts(Variant::Brazilian);
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
                game = value()?.parse().map_err(|e: damas_engine::UnknownGame| UsageError(e.to_string()))?;
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
    let position = start(game, fen.as_deref())?;
    if game.is_lasca() && duplicates != damas_engine::Duplicates::Drop {
        return err("--keep-duplicates and --all-paths apply to draughts only: every Lasca move has its own route".into());
    }
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

/// The position of `game` given by `fen`, or its initial position.
fn start(game: GameKind, fen: Option<&str>) -> Result<Start, UsageError> {
    let bad = |e: &dyn fmt::Display| UsageError(format!("bad FEN: {e}"));
    Ok(match (game, fen) {
        (GameKind::Draughts(v), Some(text)) => Start::Draughts(Position::from_fen(v, text).map_err(|e| bad(&e))?),
        (GameKind::Draughts(v), None) => Start::Draughts(Position::initial(v)),
        (GameKind::Lasca, Some(text)) => Start::Lasca(Box::new(LascaPosition::from_fen(text).map_err(|e| bad(&e))?)),
        (GameKind::Lasca, None) => Start::Lasca(Box::new(LascaPosition::initial())),
    })
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
        let c = parse(&args("perft --variant LASCA --depth 4")).unwrap();
        assert_eq!(c, Command::Perft { position: Start::Lasca(Box::new(LascaPosition::initial())), depth: 4, divide: false, duplicates: damas_engine::Duplicates::Drop });
        let c = parse(&args("moves --variant lasca --fen B:a1=w:g7=bW")).unwrap();
        assert!(matches!(c, Command::Moves { position: Start::Lasca(_), json: false }));
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
            "moves --variant lasca --fen W:a2=w",
            "moves --variant lasca --fen W:a1=x",
            "perft --variant lasca --depth 2 --all-paths",
            "bestmove --variant lasca",
        ] {
            let e = parse(&args(bad)).unwrap_err();
            assert!(!e.0.is_empty(), "{bad}");
        }
    }
}
