//! Prints the default value of one evaluation weight (for `scripts/match-tune`), or all of them.
//! `cargo run -p damas-ai --example weights -- [variant] [name]`
use damas_ai::eval::Weights;
use damas_engine::Variant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant: Variant = args.first().map_or(Variant::Brazilian, |v| v.parse().expect("variant"));
    let mut w = Weights::for_variant(variant);
    match args.get(1) {
        Some(name) => println!("{}", w.field_mut(name).expect("weight name")),
        None => {
            for name in Weights::NAMES {
                println!("{name} {}", w.field_mut(name).expect("known"));
            }
        }
    }
}
