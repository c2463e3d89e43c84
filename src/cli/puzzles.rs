//! `damas puzzles`: finds puzzles in seeded self-play games and writes the variant's data file.

use damas_engine::Variant;
use std::io::Write;

/// The arguments of `damas puzzles`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Args {
    /// The variant.
    pub variant: Variant,
    /// How many puzzles.
    pub count: usize,
    /// The seed of the self-play games.
    pub seed: u64,
    /// Most games to play.
    pub max_games: usize,
    /// Where to write the file (standard output when absent).
    pub out: Option<String>,
}

/// Reads `damas puzzles --variant V --count N --seed S [--max-games G] [--out FILE]`.
///
/// # Errors
/// A one-line message naming the bad argument.
pub fn parse(rest: &[String]) -> Result<Args, String> {
    let mut args = Args { variant: Variant::Brazilian, count: 500, seed: 1, max_games: 100_000, out: None };
    let mut it = rest.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = |what: &str| value.parse::<u64>().map_err(|_| format!("bad {what} {value:?}: expected a whole number"));
        match flag.as_str() {
            "--variant" => args.variant = value.parse().map_err(|e: damas_engine::UnknownVariant| e.to_string())?,
            "--count" => args.count = number("count")? as usize,
            "--seed" => args.seed = number("seed")?,
            "--max-games" => args.max_games = number("max-games")? as usize,
            "--out" => args.out = Some(value.clone()),
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    if args.count == 0 || args.max_games == 0 {
        return Err("--count and --max-games must be at least 1".into());
    }
    Ok(args)
}

/// Generates the puzzles and writes the file; a summary goes to stderr.
///
/// # Errors
/// A one-line message when the file cannot be written.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    let start = std::time::Instant::now();
    let settings = damas_puzzles::Settings::new(args.variant);
    let (puzzles, report) = damas_puzzles::generate(settings, args.count, args.seed, args.max_games, &mut |games, found| {
        if games % 20 == 0 {
            eprintln!("  {games} games, {found} puzzles, {:.0} s", start.elapsed().as_secs_f64());
        }
    });
    let json = damas_puzzles::to_json(args.variant, &puzzles);
    match &args.out {
        Some(path) => std::fs::write(path, &json).map_err(|e| format!("cannot write {path}: {e}"))?,
        None => out.write_all(json.as_bytes()).map_err(super::io)?,
    }
    eprintln!(
        "{} puzzles of {} from {} games ({} positions analysed) in {:.1} s",
        puzzles.len(),
        args.variant.name(),
        report.games,
        report.positions,
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn reads_its_flags_and_refuses_bad_ones() {
        let a = parse(&args("--variant russian --count 30 --seed 7 --out x.json")).unwrap();
        assert_eq!(a, Args { variant: Variant::Russian, count: 30, seed: 7, max_games: 100_000, out: Some("x.json".into()) });
        for bad in ["--count", "--count x", "--count 0", "--variant chess", "--frob 1", "--seed -1"] {
            assert!(parse(&args(bad)).is_err(), "{bad}");
        }
    }
}
