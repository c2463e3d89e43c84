//! A study for issue 57, not a pipeline: would pattern windows with two phases (each window's
//! weight blended between an opening weight and an ending weight by the pieces left, as Scan's
//! patterns are) predict the engine's own search scores better than one weight per
//! configuration? Fits both models the same way (full-batch Adam from zero, the ridge of
//! `examples/fit_patterns.rs`, the material table as the colours' difference) on a positions file
//! (`held score FEN` lines) and prints their held-out log loss. Nothing is written.
//!
//! `cargo run --release -p damas-ai --example study_phases -- POSITIONS [variant=brazilian] [steps=400]`

use damas_ai::eval::{endgame_scale, evaluate, Tables, Weights};
use damas_ai::pattern::{configs, material_index, rotate, CONFIGS, WEIGHTS, WINDOWS};
use damas_ai::labelled::{self, Labelled};
use damas_engine::{Color, Variant};

/// Material entries: as `damas_ai::pattern` (4 × 4 king counts, 13 × 13 men counts).
const MATERIAL: usize = 4 * 4 * 13 * 13;
const K: f32 = 60.0;

struct Sample {
    white: [u16; WINDOWS],
    black: [u16; WINDOWS],
    material: [u16; 2],
    hand: f32,
    sign: f32,
    /// Pieces on the board over 24: 1 at the start, toward 0 in the ending.
    phase: f32,
    target: f32,
}

fn sigmoid(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}

/// The pattern sum from White's side with `phases` weights per configuration.
fn sum(s: &Sample, w: &[f32], phases: usize) -> f32 {
    let blend = |at: usize| if phases == 1 { w[at] } else { w[at] * s.phase + w[WEIGHTS + at] * (1.0 - s.phase) };
    let windows: f32 = (0..WINDOWS).map(|i| blend(i * CONFIGS + s.white[i] as usize) - blend(i * CONFIGS + s.black[i] as usize)).sum();
    let m = phases * WEIGHTS;
    windows + w[m + s.material[0] as usize] - w[m + s.material[1] as usize]
}

fn loss(samples: &[Sample], w: &[f32], phases: usize) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| {
            let p = f64::from(sigmoid((s.hand + s.sign * sum(s, w, phases)) / K)).clamp(1e-7, 1.0 - 1e-7);
            let t = f64::from(s.target);
            -(t * p.ln() + (1.0 - t) * (1.0 - p).ln())
        })
        .sum();
    total / samples.len().max(1) as f64
}

fn fit(samples: &[Sample], held: &[Sample], phases: usize, steps: usize) -> Vec<f32> {
    let params = phases * WEIGHTS + MATERIAL;
    let (mut w, mut m, mut v, mut grad) = (vec![0f32; params], vec![0f32; params], vec![0f32; params], vec![0f32; params]);
    let n = samples.len() as f32;
    let ridge = 10.0 * 0.125 / (K * K * n);
    for step in 1..=steps {
        grad.iter_mut().for_each(|g| *g = 0.0);
        for s in samples {
            let g = (sigmoid((s.hand + s.sign * sum(s, &w, phases)) / K) - s.target) * s.sign / (K * n);
            for i in 0..WINDOWS {
                for (side, c) in [(1.0, s.white[i]), (-1.0, s.black[i])] {
                    let at = i * CONFIGS + c as usize;
                    if phases == 1 {
                        grad[at] += side * g;
                    } else {
                        grad[at] += side * g * s.phase;
                        grad[WEIGHTS + at] += side * g * (1.0 - s.phase);
                    }
                }
            }
            grad[phases * WEIGHTS + s.material[0] as usize] += g;
            grad[phases * WEIGHTS + s.material[1] as usize] -= g;
        }
        let (c1, c2) = (1.0 - 0.9f32.powi(step as i32), 1.0 - 0.999f32.powi(step as i32));
        for i in 0..params {
            let g = grad[i] + 2.0 * ridge * w[i];
            if g == 0.0 && m[i] == 0.0 {
                continue;
            }
            m[i] = 0.9 * m[i] + 0.1 * g;
            v[i] = 0.999 * v[i] + 0.001 * g * g;
            w[i] -= (m[i] / c1) / ((v[i] / c2).sqrt() + 1e-8);
        }
        if step % 100 == 0 {
            println!("{phases} phase(s), step {step}: held-out {:.5}", loss(held, &w, phases));
        }
    }
    w
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let path = args.first().expect("a positions file");
    let variant: Variant = args.get(1).map_or(Variant::Brazilian, |v| v.parse().expect("variant"));
    let steps: usize = args.get(2).map_or(400, |s| s.parse().expect("steps"));
    let tables = Tables::new(variant, Weights { pattern: 0, net: 0, ..Weights::for_variant(variant) });
    let text = std::fs::read_to_string(path).expect("the positions");
    let (mut fitted, mut held) = (Vec::new(), Vec::new());
    for Labelled { held: h, score, pos } in labelled::read(variant, &text) {
        let (white, black) = (pos.men(Color::White).0, pos.men(Color::Black).0);
        let (nwm, nbm) = (white.count_ones(), black.count_ones());
        let (nwk, nbk) = (pos.kings_of(Color::White).0.count_ones(), pos.kings_of(Color::Black).0.count_ones());
        let (hand, scale) = damas_engine::with_rules!(variant, R => (evaluate::<R>(&pos, &tables), endgame_scale::<R>(&pos, &tables)));
        let side = if pos.turn() == Color::White { 1.0 } else { -1.0 };
        let s = Sample {
            white: configs(white, black),
            black: configs(rotate(black), rotate(white)),
            material: [material_index(nwk, nbk, nwm, nbm) as u16, material_index(nbk, nwk, nbm, nwm) as u16],
            hand: hand as f32,
            sign: side * scale as f32 / 16.0,
            phase: ((nwm + nbm + nwk + nbk) as f32 / 24.0).min(1.0),
            target: sigmoid(score / K),
        };
        if h { held.push(s) } else { fitted.push(s) }
    }
    println!("{} fitted, {} held out; hand-set alone: held-out {:.5}", fitted.len(), held.len(), loss(&held, &vec![0.0; WEIGHTS + MATERIAL], 1));
    for phases in [1, 2] {
        let w = fit(&fitted, &held, phases, steps);
        println!("{phases} phase(s): fitted {:.5}, held-out {:.5}", loss(&fitted, &w, phases), loss(&held, &w, phases));
    }
}
