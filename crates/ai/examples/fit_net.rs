//! The network's pipeline, seeded and reproducible: fits the small network of `damas_ai::net`
//! on top of the shipped evaluation (`damas_ai::net_fit`) to the positions that
//! `examples/fit_patterns.rs` wrote beside its samples (a line each, `held score FEN`: the
//! positions of the engine's own games and one or two plies off them, each with its search
//! score; a held-out game's positions are only measured).
//!
//! `cargo run --release -p damas-ai --example fit_net -- POSITIONS [variant=brazilian]
//! [epochs=20] [seed=1] [rate=0.002] [scale=60] [hidden=32] [write]`
//!
//! With `write`, the network goes to `crates/ai/data/<variant>.net`, the file the engine
//! includes (`damas_ai::net::for_variant`); measure it by a match first (the `match` example,
//! `time:50+net=2` against `time:50` with `DAMAS_NET` naming the candidate).
//!
//! With `FIT_NET_ALONE=1` the network is fitted alone, on no evaluation but the tempo (no
//! patterns, no hand-set terms): how much of the evaluation a network could carry by itself
//! (issue 57: the evaluation without it is about a quarter of the search's instructions
//! natively). Its file says so (`Net::alone`), and the engine then plays it as the whole
//! evaluation; the candidate goes to `target/fit_net/<variant>-alone.net`, and a match plays it
//! as `nodes:30000+net=2` with `DAMAS_NET` naming it.

use damas_ai::eval::{endgame_scale, evaluate, Tables, Weights};
use damas_ai::net::{planes, Net};
use damas_ai::net_fit::{fit, FitNet, NetSettings, Sample};
use damas_ai::labelled::{self, Labelled};
use damas_engine::Variant;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "write").collect();
    let write = std::env::args().any(|a| a == "write");
    let arg = |i: usize, d: &str| args.get(i).cloned().unwrap_or_else(|| d.to_string());
    let path = arg(0, "");
    let variant: Variant = arg(1, "brazilian").parse().expect("variant");
    let epochs: usize = arg(2, "20").parse().expect("epochs");
    let seed: u64 = arg(3, "1").parse().expect("seed");
    let rate: f32 = arg(4, "0.002").parse().expect("rate");
    let k: f32 = arg(5, "60").parse().expect("scale");
    let hidden: usize = arg(6, "32").parse().expect("hidden units");

    let alone = std::env::var_os("FIT_NET_ALONE").is_some();
    let started = Instant::now();
    // The base: the evaluation as shipped, without a network.
    let tables = Tables::new(variant, Weights { net: 0, ..Weights::for_variant(variant) });
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let (mut fitted, mut held) = (Vec::new(), Vec::new());
    for Labelled { held: h, score, pos } in labelled::read(variant, &text) {
        let (eval, scale) = damas_engine::with_rules!(variant, R => (evaluate::<R>(&pos, &tables), endgame_scale::<R>(&pos, &tables)));
        let (base, scale) = if alone { (tables.w.tempo as f32 / k, 1.0) } else { (eval as f32 / k, scale as f32 / 16.0) };
        let s = Sample { planes: planes(&pos), base, scale, target: 1.0 / (1.0 + (-score / k).exp()) };
        if h { held.push(s) } else { fitted.push(s) }
    }
    println!("{} positions fitted, {} held out, read in {:.0} s", fitted.len(), held.len(), started.elapsed().as_secs_f64());
    // The fitted loss on a fixed fifth of the positions (the whole takes as long as an epoch).
    let probe: Vec<Sample> = fitted.iter().step_by(5).copied().collect();
    let zero = FitNet::zero();
    println!("log loss, evaluation alone: fitted {:.5}, held-out {:.5}", zero.loss(&probe), zero.loss(&held));
    let settings = NetSettings { epochs, rate, seed, hidden, ..NetSettings::default() };
    let net = fit(&fitted, &settings, &mut |epoch, net| {
        println!("epoch {epoch}: fitted {:.5}, held-out {:.5} ({:.0} s)", net.loss(&probe), net.loss(&held), started.elapsed().as_secs_f64());
    });
    let shipped = Net::from_params(&net.params(k)).expect("a whole network").with_alone(alone);
    if write {
        let out = format!("{}/data/{}.net", env!("CARGO_MANIFEST_DIR"), variant.name().to_lowercase());
        std::fs::write(&out, shipped.to_bytes()).expect("write the network");
        println!("wrote {out}");
    } else {
        let out = format!("{}/../../target/fit_net/{}{}.net", env!("CARGO_MANIFEST_DIR"), variant.name().to_lowercase(), if alone { "-alone" } else { "" });
        let _ = std::fs::create_dir_all(format!("{}/../../target/fit_net", env!("CARGO_MANIFEST_DIR")));
        std::fs::write(&out, shipped.to_bytes()).expect("write the network");
        println!("wrote the candidate {out}");
    }
}
