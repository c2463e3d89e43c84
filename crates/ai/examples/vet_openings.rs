//! Scores every opening line of the fixed set's length with a fixed-depth search, so the match
//! tools can leave out the lines that are decided before the engines play (the draughts
//! federations' ballots leave out the openings known to lose, for the same reason).
//!
//! `cargo run --release -p damas-ai --example vet_openings -- <variant> <depth> > crates/ai/data/openings-<variant>.txt`
//!
//! Each line of the output: the score in hundredths of a man for White (the line's side to move
//! after three plies is Black; the score is turned to White's view), a tab, the moves. A fresh
//! engine searches each line to the same depth on one thread, so the output is the same on every
//! run of the same code.

use damas_ai::{Engine, Limits, NoClock};
use damas_engine::{Color, Position, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant: Variant = args.first().map_or(Variant::Brazilian, |v| v.parse().expect("variant"));
    let depth: u32 = args.get(1).map_or(20, |d| d.parse().expect("depth"));
    println!("# vet_openings {variant} depth {depth}: White's score in hundredths of a man, then the line");
    for line in damas_ai::openings::all_lines(variant) {
        let mut pos = Position::initial(variant);
        let mut texts = Vec::new();
        for mv in &line {
            texts.push(pos.move_text(mv));
            pos = pos.play(mv);
        }
        let r = Engine::new(16).search(&pos, &[], &Limits::depth(depth), &NoClock, &mut |_| {});
        let white = if pos.turn() == Color::White { r.score.0 } else { -r.score.0 };
        println!("{white}\t{}", texts.join(" "));
    }
}
