//! The learned evaluation's pipeline, seeded and reproducible: plays the engine's own games
//! (`damas_ai::selfplay`), keeps every quiet position after the opening (no capture to make, so
//! the evaluation is what decides) labelled with the result its side to move got, and fits the
//! weights of `damas_ai::eval` to them by least log loss (`damas_ai::tune`, Newton's method, the
//! man's value fixed as the unit). Four games in five are fitted on, the fifth is held out to
//! check that the fit predicts games it has not seen.
//!
//! `cargo run --release -p damas-ai --example fit_eval -- [games=400] [variant=brazilian] [threads=2] [seed=1] [write]`
//!
//! With `write`, the weights go to `crates/ai/data/<variant>.weights`, the file the engine loads
//! (`Weights::fitted`); check them by a match first (`scripts/match-tune`, or the `match` example
//! with `+name=value` weights).

use damas_ai::eval::{terms, Tables, Term, Weights};
use damas_ai::selfplay::play_many;
use damas_ai::tune::{fit_scale, fit_weights, loss, to_text, Sample};
use damas_engine::Variant;

/// Plies of each game skipped: the opening set's and a few more.
const SKIP_PLIES: usize = 6;
/// The ridge pulling each weight toward its hand-set value (per sample, in log loss per weight²).
const RIDGE: f64 = 2e-6;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().map_or(400, |a| a.parse().expect("games"));
    let variant: Variant = args.get(1).map_or(Variant::Brazilian, |a| a.parse().expect("variant"));
    let threads: usize = args.get(2).map_or(2, |a| a.parse().expect("threads"));
    let seed: u64 = args.get(3).map_or(1, |a| a.parse().expect("seed"));
    let write = args.iter().any(|a| a == "write");
    let start = Weights::for_variant(variant);
    let tables = Tables::new(variant, start);
    let (mut fit, mut held) = (Vec::new(), Vec::new());
    for (g, game) in play_many(variant, games, threads, seed).iter().enumerate() {
        for pos in game.positions.iter().skip(SKIP_PLIES) {
            let quiet = pos.legal_moves().iter().all(|m| m.captured.is_empty());
            if !quiet {
                continue;
            }
            let t = damas_engine::with_rules!(variant, R => terms::<R>(pos, &tables));
            let sample = Sample { terms: t.0, result: game.result_for(pos.turn()) };
            if g % 5 == 4 { held.push(sample) } else { fit.push(sample) }
        }
    }
    let scale = fit_scale(&fit, &start);
    let fitted = fit_weights(&fit, &start, scale, &[Term::Man], RIDGE);
    println!("{games} games of {}: {} positions fitted, {} held out; logistic scale {scale:.1}", variant.name(), fit.len(), held.len());
    println!("log loss, fitted games: hand-set {:.5}, fitted {:.5}", loss(&fit, &start, scale), loss(&fit, &fitted, scale));
    println!("log loss, held-out games: hand-set {:.5}, fitted {:.5}", loss(&held, &start, scale), loss(&held, &fitted, scale));
    println!("{:>14} {:>9} {:>7}", "weight", "hand-set", "fitted");
    for (t, name) in Term::ALL.iter().zip(Weights::NAMES) {
        println!("{name:>14} {:>9} {:>7}", start.get(*t), fitted.get(*t));
    }
    let plus: Vec<String> = Term::ALL.iter().zip(Weights::NAMES).map(|(t, n)| format!("+{n}={}", fitted.get(*t))).collect();
    println!("as match options: {}", plus.concat());
    if write {
        let path = format!("{}/data/{}.weights", env!("CARGO_MANIFEST_DIR"), variant.name().to_lowercase());
        let header = format!(
            "# Fitted by `cargo run --release -p damas-ai --example fit_eval -- {games} {} {threads} {seed} write`:\n# {} positions of the engine's own games; held-out log loss {:.5} (hand-set {:.5}).\n",
            variant.name().to_lowercase(),
            fit.len(),
            loss(&held, &fitted, scale),
            loss(&held, &start, scale)
        );
        std::fs::create_dir_all(format!("{}/data", env!("CARGO_MANIFEST_DIR"))).expect("data folder");
        std::fs::write(&path, header + &to_text(&fitted)).expect("write the weights");
        println!("wrote {path}");
    }
}
