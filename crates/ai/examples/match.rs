//! Self-play matches between two players, from a fixed set of varied openings with colours
//! alternated. Used for the strength ladder of the levels and to measure search and evaluation
//! changes (`scripts/match-ladder`, `scripts/match-tune`).
//!
//! `cargo run --release -p damas-ai --example match -- A B [games=40] [variant=brazilian] [threads=1] [seed=1]`
//!
//! A player is `level:N` (a playing level, noise seeded per game), `depth:N`, `time:MS`,
//! `nodes:N`, or `clock:MS/INC` (a game clock of MS with INC per move, which the engine manages;
//! a fallen flag loses), optionally followed by `+name=value` pairs: weights (`+king=280`) or switches
//! (`+lmr=0`, `+aspiration=0`, `+single_reply=0`, `+nullmove=0`, `+single_ext=2`, `+rfp=0`, `+rfp_depth=4`;
//! see `Features::set`).
//! Prints each game and the score of A (win 1, draw 1/2) with an Elo estimate and its 95 %
//! interval.

use damas_ai::openings::openings;
use damas_ai::eval::Weights;
use damas_ai::{level, play_level, Engine, FeatureError, Limits, SystemClock};
use damas_engine::{Color, Game, Outcome, Variant};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

#[derive(Clone, Debug)]
struct Player {
    spec: String,
    kind: Kind,
    weights: Option<Weights>,
    features: damas_ai::Features,
}

#[derive(Clone, Debug)]
enum Kind {
    Level(u8),
    Limits(Limits),
    /// Milliseconds for the game and per move.
    Clock(f64, f64),
}

fn parse_player(spec: &str, variant: Variant) -> Player {
    let mut parts = spec.split('+');
    let head = parts.next().unwrap_or_default();
    let (k, v) = head.split_once(':').unwrap_or_else(|| panic!("bad player {spec}"));
    let (v, inc) = v.split_once('/').unwrap_or((v, "0"));
    let n: f64 = v.parse().unwrap_or_else(|_| panic!("bad number in {spec}"));
    let inc: f64 = inc.parse().unwrap_or_else(|_| panic!("bad increment in {spec}"));
    let kind = match k {
        "level" => Kind::Level(n as u8),
        "depth" => Kind::Limits(Limits::depth(n as u32)),
        "time" => Kind::Limits(Limits::movetime(n)),
        "nodes" => Kind::Limits(Limits { nodes: Some(n as u64), ..Limits::default() }),
        "clock" => Kind::Clock(n, inc),
        _ => panic!("bad player {spec}"),
    };
    let mut w = Weights::for_variant(variant);
    let mut changed = false;
    let mut features = damas_ai::Features::default();
    for p in parts {
        let (name, value) = p.split_once('=').unwrap_or_else(|| panic!("bad option {p}"));
        match features.set(name, value) {
            Ok(()) => {}
            Err(FeatureError::Unknown(_)) => {
                let x: i32 = value.parse().unwrap_or_else(|_| panic!("bad value {p}"));
                changed = true;
                *w.field_mut(name).unwrap_or_else(|| panic!("unknown weight or switch {name}")) = x;
            }
            Err(e) => panic!("{e}"),
        }
    }
    Player { spec: spec.to_string(), kind, weights: changed.then_some(w), features }
}

/// Plays one game; returns the outcome (None = adjudicated draw at the ply limit).
fn play_game(white: &Player, black: &Player, opening: &[damas_engine::Move], variant: Variant, seed: u64) -> (Option<Outcome>, usize) {
    let mut game = Game::new(variant);
    for mv in opening {
        game.play(*mv).expect("opening move");
    }
    let mut engines = [Engine::new(16), Engine::new(16)];
    for (e, p) in engines.iter_mut().zip([white, black]) {
        e.set_weights(p.weights);
        e.features = p.features;
    }
    let clock = SystemClock::default();
    let mut left = [white, black].map(|p| match p.kind {
        Kind::Clock(ms, _) => ms,
        _ => f64::INFINITY,
    });
    while game.outcome().is_none() && game.moves().len() < 300 {
        let pos = *game.position();
        let side = pos.turn().index();
        let player = [white, black][side];
        let history = &game.positions()[..game.positions().len() - 1];
        let engine = &mut engines[side];
        let r = match &player.kind {
            Kind::Level(n) => {
                let l = level(*n).expect("level");
                play_level(engine, &pos, history, &l, None, seed ^ (game.moves().len() as u64) << 20, &clock, &mut |_| {})
            }
            Kind::Limits(limits) => engine.search(&pos, history, limits, &clock, &mut |_| {}),
            Kind::Clock(_, inc) => {
                let t = std::time::Instant::now();
                let r = engine.search(&pos, history, &Limits::clock(left[side], *inc), &clock, &mut |_| {});
                left[side] -= t.elapsed().as_secs_f64() * 1000.0;
                if left[side] < 0.0 {
                    return (Some(Outcome::Win(!pos.turn())), game.moves().len());
                }
                left[side] += inc;
                r
            }
        };
        let mv = r.best.expect("a move when the game is not over");
        game.play(mv).expect("the engine plays legal moves");
    }
    (game.outcome(), game.moves().len())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        eprintln!("usage: match A B [games=40] [variant=brazilian] [threads=1] [seed=1]");
        std::process::exit(2);
    }
    let games: usize = args.get(2).map_or(40, |a| a.parse().expect("games"));
    let variant: Variant = args.get(3).map_or(Variant::Brazilian, |a| a.parse().expect("variant"));
    let threads: usize = args.get(4).map_or(1, |a| a.parse().expect("threads"));
    let seed: u64 = args.get(5).map_or(1, |a| a.parse().expect("seed"));
    let a = parse_player(&args[0], variant);
    let b = parse_player(&args[1], variant);
    let lines = openings(variant, games.div_ceil(2), seed);
    let next = Arc::new(AtomicUsize::new(0));
    let results = Arc::new(Mutex::new(vec![None; games]));
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            let (next, results, lines, a, b) = (Arc::clone(&next), Arc::clone(&results), &lines, &a, &b);
            scope.spawn(move || loop {
                let g = next.fetch_add(1, Ordering::Relaxed);
                if g >= games {
                    break;
                }
                let opening = &lines[g / 2 % lines.len()];
                let a_white = g % 2 == 0;
                let (white, black) = if a_white { (a, b) } else { (b, a) };
                let (outcome, plies) = play_game(white, black, opening, variant, seed.wrapping_add(g as u64));
                let a_color = if a_white { Color::White } else { Color::Black };
                let score = match outcome {
                    Some(Outcome::Win(c)) if c == a_color => 1.0,
                    Some(Outcome::Win(_)) => 0.0,
                    _ => 0.5,
                };
                let how = match outcome {
                    Some(Outcome::Win(c)) => format!("{} wins", c.name()),
                    Some(Outcome::Draw(r)) => format!("draw ({r})"),
                    None => "draw (ply limit)".into(),
                };
                println!("game {:3} A={} plies {plies:3} {how}: A scores {score}", g + 1, if a_white { "white" } else { "black" });
                results.lock().unwrap()[g] = Some(score);
            });
        }
    });
    let scores: Vec<f64> = results.lock().unwrap().iter().map(|s| s.unwrap_or(0.5)).collect();
    let total: f64 = scores.iter().sum();
    let wins = scores.iter().filter(|&&s| s == 1.0).count();
    let losses = scores.iter().filter(|&&s| s == 0.0).count();
    let draws = games - wins - losses;
    let frac = total / games as f64;
    let elo = damas_ai::elo::elo_text(frac);
    // The 95 % interval of the mean score, as Elo.
    let (mean, half) = damas_ai::elo::mean_and_half_width(&scores);
    let (low, high) = (damas_ai::elo::elo_text(mean - half), damas_ai::elo::elo_text(mean + half));
    println!(
        "result {} vs {} ({}): {total}/{games} = {:.1}% (+{wins} ={draws} -{losses}), Elo {elo} [{low}, {high}]",
        a.spec,
        b.spec,
        variant.name(),
        frac * 100.0
    );
}

