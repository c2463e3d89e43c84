//! `damas egtb`: builds, verifies and counts the endgame databases of a variant (see
//! `crates/egtb/README.md`).

use super::io;
use damas_egtb::files::{load, save};
use damas_egtb::{build_into, verify, Stats, Tablebase};
use damas_engine::Variant;
use std::io::Write;
use std::path::Path;
use std::time::Instant;

/// What `damas egtb` does with the directory.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Build every class not yet in the directory and write its file (the default).
    Build,
    /// Check every loaded class against its moves (retrograde consistency).
    Verify,
    /// Print the won/drawn/lost counts of every loaded class.
    Stats,
}

const STATS_HEADER: &str = "class  positions       wins      draws     losses  lwin lloss";

/// Runs `action` for the classes of `variant` with up to `pieces` pieces under `dir`.
///
/// # Errors
/// A one-line message (unsupported variant, unreadable or damaged file, inconsistency found).
pub fn run(variant: Variant, pieces: u32, dir: &Path, threads: usize, action: Action, out: &mut dyn Write) -> Result<(), String> {
    match action {
        Action::Build => build_all(variant, pieces, dir, threads, out),
        Action::Verify => {
            let tb = open(variant, pieces, dir)?;
            let start = Instant::now();
            let mut total = 0;
            for table in tb.tables() {
                let (checked, bad) = verify::verify_class(&tb, table.material, 5);
                total += checked;
                if let Some(b) = bad.first() {
                    return Err(format!(
                        "class {}: {} disagrees with its moves (stored {:?}, moves give {:?})",
                        b.material, b.fen, b.stored, b.from_moves
                    ));
                }
                writeln!(out, "verified {} {checked} positions", table.material).map_err(io)?;
            }
            writeln!(out, "verified {total} positions of {variant} in {:.1} s: consistent", start.elapsed().as_secs_f64()).map_err(io)
        }
        Action::Stats => {
            let tb = open(variant, pieces, dir)?;
            writeln!(out, "{STATS_HEADER}").map_err(io)?;
            let all: Vec<Stats> = tb.tables().map(|t| Stats::of(tb.layout(), t)).collect();
            for s in &all {
                writeln!(out, "{s}").map_err(io)?;
            }
            writeln!(out, "{}", Stats::sum(&all)).map_err(io)
        }
    }
}

fn open(variant: Variant, pieces: u32, dir: &Path) -> Result<Tablebase, String> {
    let tb = load(dir, variant, pieces).map_err(|e| e.to_string())?;
    if tb.tables().next().is_none() {
        return Err(format!("no {variant} tables under {}", dir.display()));
    }
    Ok(tb)
}

fn build_all(variant: Variant, pieces: u32, dir: &Path, threads: usize, out: &mut dyn Write) -> Result<(), String> {
    let start = Instant::now();
    let mut last = 0.0;
    let mut failed: Option<String> = None;
    let mut bytes = 0u64;
    // Classes already on disk are kept (checked on loading): an interrupted build resumes, and
    // 5 pieces start from the 4-piece files.
    let mut tb = load(dir, variant, pieces).map_err(|e| e.to_string())?;
    let kept = tb.tables().count();
    if kept > 0 {
        writeln!(out, "kept {kept} classes already under {}", dir.display()).map_err(io)?;
    }
    writeln!(out, "{STATS_HEADER}      bytes     secs").map_err(io)?;
    build_into(&mut tb, pieces, threads, &mut |tb, m| {
        if failed.is_some() {
            return;
        }
        let now = start.elapsed().as_secs_f64();
        let stats = Stats::of(tb.layout(), tb.table(m).expect("just built"));
        match save(dir, tb, m) {
            Ok(size) => {
                bytes += size;
                if let Err(e) = writeln!(out, "{stats} {size:>10} {:>8.2}", now - last) {
                    failed = Some(io(e));
                }
            }
            Err(e) => failed = Some(e.to_string()),
        }
        last = now;
    })
    .map_err(|e| e.to_string())?;
    if let Some(e) = failed {
        return Err(e);
    }
    let all: Vec<Stats> = tb.tables().map(|t| Stats::of(tb.layout(), t)).collect();
    let raw: usize = tb.tables().map(|t| t.values.len()).sum();
    writeln!(out, "{} {bytes:>10} {:>8.2}", Stats::sum(&all), start.elapsed().as_secs_f64()).map_err(io)?;
    writeln!(out, "{variant}: {} classes up to {pieces} pieces, {raw} values raw, {bytes} bytes in files", all.len()).map_err(io)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(variant: Variant, dir: &Path, action: Action) -> Result<String, String> {
        let mut out = Vec::new();
        run(variant, 3, dir, 2, action, &mut out)?;
        Ok(String::from_utf8(out).expect("the output is text"))
    }

    #[test]
    fn builds_verifies_counts_and_refuses_a_damaged_file() {
        let dir = std::env::temp_dir().join(format!("damas-egtb-cli-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let built = text(Variant::Russian, &dir, Action::Build).unwrap();
        assert!(built.contains("16 classes up to 3 pieces"), "{built}");
        let again = text(Variant::Russian, &dir, Action::Build).unwrap();
        assert!(again.starts_with("kept 16 classes"), "{again}");
        assert!(text(Variant::Russian, &dir, Action::Verify).unwrap().contains("199520 positions of russian"));
        let stats = text(Variant::Russian, &dir, Action::Stats).unwrap();
        assert!(stats.lines().last().unwrap().starts_with("total     199520"), "{stats}");
        assert!(text(Variant::Brazilian, &dir, Action::Stats).unwrap_err().contains("no brazilian tables"));
        let file = dir.join("russian").join("0201.egtb");
        let mut bytes = std::fs::read(&file).unwrap();
        let last = bytes.len() - 1;
        bytes[last] ^= 0x55;
        std::fs::write(&file, &bytes).unwrap();
        assert!(text(Variant::Russian, &dir, Action::Verify).unwrap_err().contains("checksum"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
