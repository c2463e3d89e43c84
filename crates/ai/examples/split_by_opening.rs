//! Splits recorded strength matches by their openings' verdicts: the games from open lines and
//! from decided ones (`damas_ai::openings::verdicts`), each with its score and Elo interval per
//! game and per opening pair. For matches played on every 3-ply line before the open set
//! existed: the verdicts come from a search of the opening alone, never from the games, so the
//! open part is a fair sample of what the open set would have played.
//!
//! `cargo run --release -p damas-ai --example split_by_opening -- <variant> <log.txt:games.tsv>...`
//! (a `scripts/strength` log and the `STRENGTH_RECORD` file of the same run). A log given alone
//! is a run on a balanced set (the open lines, or the FMJD table): all of it counts as open, so
//! the open parts of older runs and whole newer runs pool into one figure.

use damas_ai::elo::{elo_text as elo, mean_and_half_width};
use damas_ai::openings::{verdicts, OPEN_MARGIN};
use damas_engine::{Position, Variant};
use std::collections::HashMap;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant: Variant = args.first().expect("a variant").parse().expect("variant");
    let margins: HashMap<String, i32> = verdicts(variant)
        .expect("verdicts for this variant")
        .into_iter()
        .map(|(score, line)| {
            let mut pos = Position::initial(variant);
            let texts: Vec<String> = line.iter().map(|mv| (pos.move_text(mv), pos = pos.play(mv)).0).collect();
            (texts.join(" "), score.abs())
        })
        .collect();
    // Per part (open, decided, all): the games' scores and the pairs' means.
    let mut parts: [(Vec<f64>, Vec<f64>); 3] = Default::default();
    for run in &args[1..] {
        let (log, record) = run.split_once(':').map_or((run.as_str(), None), |(l, r)| (l, Some(r)));
        let scores: HashMap<usize, f64> = read(log)
            .lines()
            .filter(|l| l.starts_with("game "))
            .filter_map(|l| Some((l.split_whitespace().nth(1)?.parse().ok()?, l.rsplit(' ').next()?.parse().ok()?)))
            .collect();
        // The opening of each game, from the record (none: the whole run is open).
        let openings: Option<HashMap<usize, String>> = record.map(|record| {
            read(record)
                .lines()
                .filter_map(|l| {
                    let fields: Vec<&str> = l.split('\t').collect();
                    Some((fields.first()?.parse().ok()?, fields.get(4)?.split_whitespace().take(3).collect::<Vec<_>>().join(" ")))
                })
                .collect()
        });
        for first in (1..=scores.len()).step_by(2) {
            let (Some(&a), Some(&b)) = (scores.get(&first), scores.get(&(first + 1))) else { continue };
            let decided = match &openings {
                None => false,
                Some(openings) => {
                    let Some(line) = openings.get(&first) else { continue };
                    let margin = margins.get(line).unwrap_or_else(|| panic!("{run}: game {first}'s opening {line} is not a 3-ply line"));
                    *margin > OPEN_MARGIN
                }
            };
            for part in [usize::from(decided), 2] {
                parts[part].0.extend([a, b]);
                parts[part].1.push((a + b) / 2.0);
            }
        }
    }
    for (name, (games, pairs)) in ["open", "decided", "all"].iter().zip(&parts) {
        if games.len() < 2 {
            continue;
        }
        let count = |x: f64| games.iter().filter(|&&s| s == x).count();
        let ((m, h), (pm, ph)) = (mean_and_half_width(games), mean_and_half_width(pairs));
        println!(
            "{name}: {} games, {:.1} % (+{} ={} -{}), Elo {} [{}, {}]; by pair ({} pairs) {} [{}, {}]",
            games.len(),
            100.0 * m,
            count(1.0),
            count(0.5),
            count(0.0),
            elo(m),
            elo(m - h),
            elo(m + h),
            pairs.len(),
            elo(pm),
            elo(pm - ph),
            elo(pm + ph)
        );
    }
}

fn read(path: &str) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}
