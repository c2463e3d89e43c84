//! The learned patterns' pipeline, seeded and reproducible: plays the engine's own games with
//! the hand-set evaluation or, in a second generation, with the shipped patterns as well
//! (`damas_ai::selfplay`, small node budgets drawn per game, distinct
//! openings of up to 6 plies), keeps every quiet position after the opening (no capture to make)
//! labelled with its search score (`lambda` mixes in the game's result: 0.5 and 0 played worse,
//! `results/tuning.txt`), and as many positions one or two random plies off the games' path,
//! each labelled by a search of its own; then fits the pattern and material tables
//! (`damas_ai::pattern_fit`). Four games in five are fitted on (with their off-path positions);
//! the fifth is held out to check that the tables predict games they have not seen.
//!
//! `cargo run --release -p damas-ai --example fit_patterns -- [games=20000] [variant=brazilian]
//! [threads=2] [seed=1] [budgets=2000,4000,8000] [lambda=1] [steps=400] [prior=10] [scale=60]
//! [generation=1] [write] [netted]`
//!
//! Generation 1 plays and labels with the hand-set evaluation; generation 2 with the evaluation
//! the engine ships (the hand-set terms and the table in `crates/ai/data/`), so its labels are
//! the scores of a better player. Either way the table is fitted afresh on the hand-set terms.
//!
//! The samples are kept in `target/fit_patterns/` and read again by a run with the same games,
//! variant, seed and budgets (delete the folder after changing the players or the samples).
//! With `write`, the table goes to `crates/ai/data/<variant>.patterns`, the file the engine
//! includes (`damas_ai::pattern::for_variant`; the browser's worker fetches Spanish's, Italian's,
//! Czech's and Pool's instead, `damas_ai::pattern::FETCHED`); measure it by a match first (the `match` example,
//! `depth:8+pattern=1` against `depth:8+pattern=0`).

use damas_ai::eval::{endgame_scale, evaluate, Tables, Weights};
use damas_ai::labelled::{self, Labelled, DECISIVE};
use damas_ai::openings::openings;
use damas_ai::pattern::{configs, material_index, rotate};
use damas_ai::pattern_fit::{fit, loss, sigmoid, to_patterns, FitSettings, Sample, PARAMS};
use damas_ai::rng::Xorshift;
use damas_ai::selfplay::{in_parallel, play_with};
use damas_ai::tune::golden_log;
use damas_ai::{Engine, Limits, NoClock};
use damas_engine::{Color, Position, Variant};
use std::time::Instant;

/// Plies of each game skipped after the opening set's.
const SKIP_PLIES: usize = 2;

fn arg<T: std::str::FromStr>(args: &[String], i: usize, default: T) -> T {
    args.get(i).filter(|a| !matches!(a.as_str(), "write" | "netted")).map_or(default, |a| a.parse().unwrap_or_else(|_| panic!("argument {}: {a}", i + 1)))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = arg(&args, 0, 20_000);
    let variant: Variant = arg(&args, 1, Variant::Brazilian);
    let threads: usize = arg(&args, 2, 2);
    let seed: u64 = arg(&args, 3, 1);
    let budgets: Vec<u64> = arg(&args, 4, "2000,4000,8000".to_string()).split(',').map(|b| b.parse().expect("budgets")).collect();
    let lambda: f32 = arg(&args, 5, 1.0);
    let steps: usize = arg(&args, 6, 400);
    let prior: f32 = arg(&args, 7, 10.0);
    // The logistic scale: 60 played best (depth-8 matches of k = 30 to 600, `results/tuning.txt`;
    // the curve of search scores to results has about that scale, `damas_ai::expectation`);
    // 0: the one that reads the hand-set evaluation best as a result.
    let scale: f32 = arg(&args, 8, 60.0);
    let generation: u32 = arg(&args, 9, 1);
    let write = args.iter().any(|a| a == "write");
    // The material table without what having the move is worth (the colours' difference alone):
    // Brazilian's table, which played 9 Elo worse with it (`results/tuning.txt`).
    let side_to_move = !args.iter().any(|a| a == "netted");

    // The hand-set evaluation, without patterns: the fit's base, and the first generation's players.
    let hand = Weights { pattern: 0, net: 0, ..Weights::for_variant(variant) };
    let tables = Tables::new(variant, hand);
    let players = if generation >= 2 { Weights::for_variant(variant) } else { hand };
    let cache = format!(
        "{}/../../target/fit_patterns/v5-{}-{games}-{seed}-{}{}.samples",
        env!("CARGO_MANIFEST_DIR"),
        variant.name().to_lowercase(),
        if generation >= 2 { format!("-g{generation}") } else { String::new() },
        budgets.iter().map(u64::to_string).collect::<Vec<_>>().join("_")
    );
    // `FIT_POSITIONS=FILE`: fit on positions written as `held score FEN` lines instead (say, the
    // games' positions labelled again by a deeper search, `examples/relabel.rs`).
    let given = std::env::var("FIT_POSITIONS").ok().map(|path| {
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let (mut fitted, mut held) = (Vec::new(), Vec::new());
        for Labelled { held: h, score, pos } in labelled::read(variant, &text) {
            let entry = (sample(variant, &pos, &tables, 0.5), score);
            if h { held.push(entry) } else { fitted.push(entry) }
        }
        println!("samples read from {path}");
        (fitted, held)
    });
    let (fitted, held) = match given.or_else(|| std::fs::read(&cache).ok().and_then(|b| read_samples(&b)).inspect(|_| println!("samples read from {cache}"))) {
        Some(sets) => sets,
        None => {
            let positions = cache.replace(".samples", ".positions");
            let sets = play_and_sample(variant, games, threads, seed, &budgets, players, &tables, &positions);
            if let Some(dir) = std::path::Path::new(&cache).parent() {
                let _ = std::fs::create_dir_all(dir);
            }
            let _ = std::fs::write(&cache, write_samples(&sets));
            sets
        }
    };
    // The logistic scale that reads the hand-set evaluation best as a result.
    let results: Vec<Sample> = fitted.iter().map(|(s, _)| *s).collect();
    let zero = vec![0f32; PARAMS];
    let k = if scale > 0.0 { scale } else { golden_log(|k| loss(&results, &zero, k as f32), 20.0, 1000.0) as f32 };
    let label = |set: &[(Sample, f32)]| -> Vec<Sample> {
        set.iter().map(|(s, score)| Sample { target: lambda * sigmoid(score / k) + (1.0 - lambda) * s.target, ..*s }).collect()
    };
    let (fit_set, held_set) = (label(&fitted), label(&held));
    println!("{} positions fitted, {} held out; logistic scale {k:.1}; labels {lambda} search + {} result", fit_set.len(), held_set.len(), 1.0 - lambda);
    println!("log loss, hand-set: fitted games {:.5}, held-out games {:.5}", loss(&fit_set, &zero, k), loss(&held_set, &zero, k));

    // The ridge, as a prior of `prior` positions' worth of evidence for zero on each weight.
    let ridge = prior * 0.125 / (k * k * fit_set.len() as f32);
    let settings = FitSettings { k, steps, rate: 1.0, ridge, side_to_move };
    let started = Instant::now();
    let weights = fit(&fit_set, &settings, &mut |step, w| {
        if step % 100 == 0 {
            println!("step {step}: fitted games {:.5}, held-out games {:.5}", loss(&fit_set, w, k), loss(&held_set, w, k));
        }
    });
    let table = to_patterns(&weights).expect("a whole table");
    let set = weights.iter().filter(|w| w.round() != 0.0).count();
    let largest = weights.iter().fold(0f32, |m, w| m.max(w.abs()));
    println!("fitted in {:.0} s: {set} weights set, the largest {largest:.0}", started.elapsed().as_secs_f64());
    if write {
        let path = format!("{}/data/{}.patterns", env!("CARGO_MANIFEST_DIR"), variant.name().to_lowercase());
        std::fs::write(&path, table.to_bytes()).expect("write the table");
        println!("wrote {path}");
    }
}

/// The samples of four games in five and those of the fifth, each with its search score.
type Sets = (Vec<(Sample, f32)>, Vec<(Sample, f32)>);

/// Plays the games and reads their samples (quiet positions, no win found yet), then as many
/// again from positions just off the games' path ([`off_path`]).
#[allow(clippy::too_many_arguments)]
fn play_and_sample(variant: Variant, games: usize, threads: usize, seed: u64, budgets: &[u64], players: Weights, tables: &Tables, positions: &str) -> Sets {
    let lines = openings(variant, games, seed);
    let started = Instant::now();
    let played = in_parallel(games, threads, |g| {
        let pick = |k: u64| budgets[((seed.wrapping_mul(31) + g as u64 * k) % budgets.len() as u64) as usize];
        play_with(variant, &lines[g % lines.len()], [pick(7), pick(11)], Some(players), 2)
    });
    println!("{games} games of {} ({} distinct openings) in {:.0} s", variant.name(), lines.len(), started.elapsed().as_secs_f64());
    let mut quiet = Vec::new();
    for (g, game) in played.iter().enumerate() {
        for (pos, &score) in game.positions.iter().zip(&game.scores).skip(SKIP_PLIES) {
            if !pos.must_capture() && score.abs() < DECISIVE {
                quiet.push(Quiet { pos: *pos, score, held: g % 5 == 4, result: game.result_for(pos.turn()) as f32 });
            }
        }
    }
    let started = Instant::now();
    let off = off_path(&quiet, threads, seed, players);
    println!("{} positions off the games' path labelled in {:.0} s", off.len(), started.elapsed().as_secs_f64());
    // The positions themselves, for fits of other models (`examples/fit_net.rs`): a line each,
    // `held score FEN`, held 1 for a held-out game's.
    let lines: String = quiet.iter().chain(&off).map(|q| Labelled { held: q.held, score: q.score as f32, pos: q.pos }.line()).collect();
    if let Some(dir) = std::path::Path::new(positions).parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let _ = std::fs::write(positions, lines);
    let (mut fitted, mut held) = (Vec::new(), Vec::new());
    for q in quiet.iter().chain(&off) {
        let entry = (sample(variant, &q.pos, tables, q.result), q.score as f32);
        if q.held { held.push(entry) } else { fitted.push(entry) }
    }
    (fitted, held)
}

/// A quiet position with its search score, whether its game is held out, and the game's result
/// for the side to move (½ off the games' path, where there is none).
struct Quiet {
    pos: Position,
    score: i32,
    held: bool,
    result: f32,
}

/// The sample of `pos`: its windows, material and hand-set evaluation, and `result` as the target.
fn sample(variant: Variant, pos: &Position, tables: &Tables, result: f32) -> Sample {
    let white = pos.men(Color::White).0;
    let black = pos.men(Color::Black).0;
    let (nwm, nbm) = (white.count_ones(), black.count_ones());
    let (nwk, nbk) = (pos.kings_of(Color::White).0.count_ones(), pos.kings_of(Color::Black).0.count_ones());
    let (hand_score, scale) = damas_engine::with_rules!(variant, R => (evaluate::<R>(pos, tables), endgame_scale::<R>(pos, tables)));
    let side = if pos.turn() == Color::White { 1.0 } else { -1.0 };
    Sample {
        white: configs(white, black),
        black: configs(rotate(black), rotate(white)),
        material: [material_index(nwk, nbk, nwm, nbm) as u16, material_index(nbk, nwk, nbm, nwm) as u16],
        turn: side,
        hand: hand_score as f32,
        sign: side * scale as f32 / 16.0,
        target: result,
    }
}

/// Random plies away from a game position, at most (one or two, drawn), before it is labelled.
const OFF_PATH_PLIES: usize = 2;
/// Nodes of the search that labels a position off the path.
const OFF_PATH_NODES: u64 = 3000;
/// Positions each thread labels with one engine (fixed, so the labels do not depend on the threads).
const OFF_PATH_CHUNK: usize = 2000;

/// For each quiet game position, the position one or two random plies away (on through any
/// captures), labelled by a search of [`OFF_PATH_NODES`]. The games hold only what good play
/// reaches, while a search evaluates positions after poor moves as well: a king won for
/// nothing, say, which in the games is mostly about to be lost again. Fitted on the games
/// alone, the material table marked such kings down and played no better (Russian +8 at 30,000
/// nodes a move, -3 at depth 8); with these positions as well, +21 and +19 at 30,000 nodes over
/// 1000 games each (`results/tuning.txt`).
fn off_path(quiet: &[Quiet], threads: usize, seed: u64, players: Weights) -> Vec<Quiet> {
    let chunks = in_parallel(quiet.len().div_ceil(OFF_PATH_CHUNK), threads, |c| {
        let mut engine = Engine::new(2);
        engine.set_weights(Some(players));
        let limits = Limits { nodes: Some(OFF_PATH_NODES), ..Limits::default() };
        let mut out = Vec::new();
        for (i, q) in quiet.iter().enumerate().skip(c * OFF_PATH_CHUNK).take(OFF_PATH_CHUNK) {
            let mut rng = Xorshift::from_state((seed ^ (i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1);
            let mut draw = |n: usize| rng.below(n);
            let plies = 1 + draw(OFF_PATH_PLIES);
            let mut pos = q.pos;
            let mut played = 0;
            let reached = loop {
                if played >= plies && !pos.must_capture() {
                    break Some(pos);
                }
                let moves = pos.legal_moves();
                if moves.is_empty() || played > 8 {
                    break None;
                }
                pos = pos.play(&moves[draw(moves.len())]);
                played += 1;
            };
            let Some(pos) = reached else { continue };
            let score = engine.search(&pos, &[], &limits, &NoClock, &mut |_| {}).score.0;
            if score.abs() < DECISIVE {
                out.push(Quiet { pos, score, held: q.held, result: 0.5 });
            }
        }
        out
    });
    chunks.into_iter().flatten().collect()
}

/// The samples as the cache stores them: a count, then each sample's fields little-endian.
fn write_samples((fitted, held): &Sets) -> Vec<u8> {
    let mut out = Vec::new();
    for set in [fitted, held] {
        out.extend_from_slice(&(set.len() as u64).to_le_bytes());
        for (s, score) in set {
            for c in s.white.iter().chain(&s.black).chain(&s.material) {
                out.extend_from_slice(&c.to_le_bytes());
            }
            for x in [s.hand, s.sign, s.target, *score, s.turn] {
                out.extend_from_slice(&x.to_le_bytes());
            }
        }
    }
    out
}

/// The samples of a cache file; `None` if it is not one.
fn read_samples(bytes: &[u8]) -> Option<Sets> {
    const WINDOWS: usize = damas_ai::pattern::WINDOWS;
    let mut at = 0;
    let mut take = |n: usize| -> Option<&[u8]> {
        let part = bytes.get(at..at + n)?;
        at += n;
        Some(part)
    };
    let mut sets = Vec::new();
    for _ in 0..2 {
        let count = u64::from_le_bytes(take(8)?.try_into().ok()?) as usize;
        let mut set = Vec::with_capacity(count.min(1 << 24));
        for _ in 0..count {
            let mut c = [0u16; 2 * WINDOWS + 2];
            for x in &mut c {
                *x = u16::from_le_bytes(take(2)?.try_into().ok()?);
            }
            let mut f = [0f32; 5];
            for x in &mut f {
                *x = f32::from_le_bytes(take(4)?.try_into().ok()?);
            }
            let mut white = [0u16; WINDOWS];
            let mut black = [0u16; WINDOWS];
            white.copy_from_slice(&c[..WINDOWS]);
            black.copy_from_slice(&c[WINDOWS..2 * WINDOWS]);
            let material = [c[2 * WINDOWS], c[2 * WINDOWS + 1]];
            set.push((Sample { white, black, material, turn: f[4], hand: f[0], sign: f[1], target: f[2] }, f[3]));
        }
        sets.push(set);
    }
    let held = sets.pop()?;
    Some((sets.pop()?, held))
}
