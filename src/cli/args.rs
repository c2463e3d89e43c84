//! Command-line parsing for `damas`, by hand: the grammar is small and errors must be one line.

use damas_ai::GameClock;
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
    /// `damas bestmove --variant V [--fen F] (--movetime MS | --depth N | --wtime MS --btime MS [--inc MS])`
    BestMove {
        /// The position.
        position: Start,
        /// Milliseconds to think, if limited by time.
        movetime: Option<u64>,
        /// Depth limit, if limited by depth.
        depth: Option<u32>,
        /// The side to move's clock, if playing on one: the engine picks its own time from it.
        clock: Option<GameClock>,
        /// A directory of endgame databases to probe (`damas egtb` writes them).
        egtb: Option<String>,
        /// Answer from the game's opening book when it holds the position.
        book: bool,
    },
    /// `damas egtb --variant V [--pieces N] [--dir D] [--threads N] [--verify | --stats]`
    Egtb {
        /// The variant.
        variant: Variant,
        /// Most pieces.
        pieces: u32,
        /// Where the tables are (`D/<variant>/<class>.egtb`).
        dir: String,
        /// Threads for the build.
        threads: usize,
        /// Build, verify or count.
        action: super::egtb::Action,
    },
    /// `damas hub [--variant V] [--egtb DIR]`: the Hub protocol on standard input and output,
    /// starting in `V`, probing the endgame databases under `DIR` if given.
    Hub(Variant, Option<String>),
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
  damas perft --variant <v> [--fen <FEN>] --depth <N> [--divide]
              [--keep-duplicates | --all-paths]   (draughts; default: FMJD identity, one move per from, to and pieces taken)
  damas moves --variant <v> [--fen <FEN>] [--json]
    <v>: brazilian, russian, english, international, turkish, spanish, italian, czech, pool or lasca
  damas egtb --variant <brazilian|russian|english|international> [--pieces <N>] [--dir <DIR>] [--threads <N>] [--verify | --stats]
    builds the endgame databases up to N pieces (default 4) into DIR/<variant>/ (default egtb);
    --verify checks every stored value against its moves, --stats prints won/drawn/lost counts
  damas puzzles --variant <brazilian|russian|english> [--count <N>] [--seed <S>] [--max-games <G>] [--out <FILE>]
    finds N puzzles (default 500) in seeded self-play games and writes them as JSON (default: stdout)
  damas hub [--variant <v>] [--egtb <DIR>]   (the Hub protocol of Scan, version 2, on stdin/stdout: for pydraughts, lidraughts-bot, tournament managers; every game but lasca; --egtb as for bestmove, for whichever variant is played)
  damas bestmove --variant <v> [--fen <FEN>] (--movetime <ms> | --depth <N> | --wtime <ms> --btime <ms> [--inc <ms>])
                 [--winc <ms>] [--binc <ms>] [--egtb <DIR>] [--book]
    --egtb: probe the endgame databases under DIR (as `damas egtb` wrote them) in the search
    --book: a position of the game's opening book (built in) is answered at once with its best move (draughts only)
    --movetime: think that long (all of it, less a small safety margin; at once with one legal move)
    --wtime/--btime: the clocks' remaining time; the engine allocates the side to move's by the
                     game phase (pieces left) and the increment, thinks longer when unsure, less on
                     an obvious move, never more than 30 % of what is left (plus most of the increment)
    --inc: increment per move for both sides (--winc/--binc for one side); with --movetime too,
           the movetime caps the clock's allocation";

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
    // White's and Black's remaining time and increment.
    let mut times: [Option<f64>; 2] = [None, None];
    let mut incs: [Option<f64>; 2] = [None, None];
    let (mut divide, mut json, mut book) = (false, false, false);
    let mut duplicates = damas_engine::Duplicates::Drop;
    let (mut pieces, mut threads, mut dir, mut egtb) = (4u32, 2usize, "egtb".to_string(), None);
    let mut action = super::egtb::Action::Build;
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
            "--wtime" | "--btime" | "--winc" | "--binc" | "--inc" => {
                let v = value()?;
                let ms: f64 = v.parse().ok().filter(|ms: &f64| ms.is_finite() && *ms >= 0.0).ok_or_else(|| UsageError(format!("bad {flag} {v:?}: expected milliseconds")))?;
                match flag {
                    "--wtime" => times[0] = Some(ms),
                    "--btime" => times[1] = Some(ms),
                    "--winc" => incs[0] = Some(ms),
                    "--binc" => incs[1] = Some(ms),
                    _ => incs = [Some(ms), Some(ms)],
                }
                i += 1;
            }
            "--pieces" | "--threads" => {
                let v = value()?;
                let n: u32 = v.parse().ok().filter(|n| (1..=64).contains(n)).ok_or_else(|| UsageError(format!("bad {flag} {v:?}: expected 1 to 64")))?;
                if flag == "--pieces" {
                    pieces = n;
                } else {
                    threads = n as usize;
                }
                i += 1;
            }
            "--dir" | "--egtb" => {
                let v = value()?;
                if flag == "--dir" {
                    dir = v;
                } else {
                    egtb = Some(v);
                }
                i += 1;
            }
            "--verify" => action = super::egtb::Action::Verify,
            "--stats" => action = super::egtb::Action::Stats,
            "--divide" => divide = true,
            "--book" => book = true,
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
            let side = match &position {
                Start::Draughts(p) => p.turn(),
                Start::Lasca(p) => p.turn(),
            };
            let clock = match times[side.index()] {
                Some(remaining) => Some(GameClock::new(remaining, incs[side.index()].unwrap_or(0.0))),
                None if times.iter().chain(&incs).any(Option::is_some) => {
                    let flag = if side.index() == 0 { "--wtime" } else { "--btime" };
                    return err(format!("{} is to move: the clock needs {flag} <ms>", side.name()));
                }
                None => None,
            };
            if movetime.is_none() && depth.is_none() && clock.is_none() {
                return err("bestmove needs --movetime <ms>, --depth <N> or --wtime/--btime <ms>".into());
            }
            if depth.is_some_and(|d| d == 0 || d > 99) {
                return err("bad depth: expected 1 to 99".into());
            }
            if book && game.is_lasca() {
                return err("--book: the engine plays from its opening books in the draughts games only".into());
            }
            Ok(Command::BestMove { position, movetime, depth, clock, egtb, book })
        }
        "egtb" => match game {
            GameKind::Draughts(variant) if !variant.is_orthogonal() => {
                if !(2..=7).contains(&pieces) {
                    return err(format!("bad pieces {pieces}: expected 2 to 7"));
                }
                Ok(Command::Egtb { variant, pieces, dir, threads, action })
            }
            _ => err("egtb builds the diagonal variants: brazilian, russian, english, international".into()),
        },
        "hub" => match game {
            GameKind::Draughts(v) => Ok(Command::Hub(v, egtb)),
            GameKind::Lasca => err("hub plays every game but lasca (the Hub protocol has no columns)".into()),
        },
        "help" | "--help" | "-h" => Ok(Command::Help),
        other => err(format!("unknown command {other:?}: expected perft, moves, bestmove, egtb or hub")),
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
            "bestmove --wtime x",
            "bestmove --wtime -5",
            "bestmove --btime 1000",
            "bestmove --fen B:W21:B1 --wtime 1000 --inc 10",
            "bestmove --inc 10",
            "hub --variant lasca",
            "hub --variant frisian",
        ] {
            let e = parse(&args(bad)).unwrap_err();
            assert!(!e.0.is_empty(), "{bad}");
        }
    }

    #[test]
    fn reads_egtb_and_its_flags() {
        let c = parse(&args("egtb --variant russian --pieces 3 --dir /tmp/x --stats")).unwrap();
        assert_eq!(c, Command::Egtb { variant: Variant::Russian, pieces: 3, dir: "/tmp/x".into(), threads: 2, action: super::super::egtb::Action::Stats });
        assert!(matches!(parse(&args("bestmove --depth 3 --egtb tb")), Ok(Command::BestMove { egtb: Some(_), book: false, .. })));
        assert!(matches!(parse(&args("bestmove --depth 3 --book")), Ok(Command::BestMove { book: true, .. })));
        assert!(parse(&args("bestmove --variant lasca --depth 3 --book")).is_err());
        for bad in ["egtb --variant turkish", "egtb --variant lasca", "egtb --pieces 1", "egtb --pieces x", "egtb --threads 0"] {
            assert!(parse(&args(bad)).is_err(), "{bad}");
        }
    }

    #[test]
    fn reads_hub_with_its_first_variant() {
        assert_eq!(parse(&args("hub")), Ok(Command::Hub(Variant::Brazilian, None)));
        assert_eq!(parse(&args("hub --variant russian")), Ok(Command::Hub(Variant::Russian, None)));
        for v in Variant::ALL {
            assert_eq!(parse(&args(&format!("hub --variant {}", v.name()))), Ok(Command::Hub(v, None)));
        }
        assert_eq!(parse(&args("hub --egtb tables")), Ok(Command::Hub(Variant::Brazilian, Some("tables".into()))));
    }

    #[test]
    fn reads_a_clock_for_the_side_to_move() {
        let clock = |s: &str| match parse(&args(s)).unwrap() {
            Command::BestMove { clock, .. } => clock,
            other => panic!("{other:?}"),
        };
        assert_eq!(clock("bestmove --wtime 60000 --btime 50000 --inc 500"), Some(GameClock::new(60_000.0, 500.0)));
        assert_eq!(clock("bestmove --fen B:W21:B1 --wtime 60000 --btime 50000 --winc 1 --binc 2"), Some(GameClock::new(50_000.0, 2.0)));
        assert_eq!(clock("bestmove --variant lasca --btime 10 --wtime 3000"), Some(GameClock::new(3000.0, 0.0)));
        assert_eq!(clock("bestmove --movetime 300"), None);
        assert!(matches!(parse(&args("bestmove --movetime 300 --wtime 100")), Ok(Command::BestMove { movetime: Some(300), clock: Some(_), .. })));
    }
}
