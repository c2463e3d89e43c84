//! Scores every opening line of the fixed set's length with a fixed-depth search, so the match
//! tools can leave out the lines that are decided before the engines play (the draughts
//! federations' ballots leave out the openings known to lose, for the same reason).
//!
//! `cargo run --release -p damas-ai --example vet_openings -- <variant> <depth> > crates/ai/data/openings-<variant>.txt`
//!
//! Each line of the output: the score in hundredths of a man for White (the side to move after
//! three plies is Black; the score is turned to White's view), a tab, the moves. A fresh engine
//! searches each line to the same depth on one thread, so the output is the same on every run of
//! the same code. With `fmjd` after the depth, the lines are the FMJD drawing table's openings
//! instead (`damas_ai::openings::fmjd_openings`), to compare the federation's ballot with the
//! open set.

use damas_ai::{Engine, Limits, NoClock};
use damas_engine::{Color, Move, Position, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant: Variant = args.first().map_or(Variant::Brazilian, |v| v.parse().expect("variant"));
    let depth: u32 = args.get(1).map_or(20, |d| d.parse().expect("depth"));
    let fmjd = args.get(2).is_some_and(|a| a == "fmjd");
    let lines = if fmjd { damas_ai::openings::fmjd_openings(variant, usize::MAX, 1) } else { damas_ai::openings::all_lines(variant) };
    let set = if fmjd { " fmjd" } else { "" };
    println!("# vet_openings {variant} depth {depth}{set}: White's score in hundredths of a man, then the line");
    for line in lines {
        let (score, texts) = verdict(variant, &line, depth);
        println!("{score}\t{}", texts.join(" "));
    }
}

/// White's score after `line` by a search to `depth`, and the line's move texts.
fn verdict(variant: Variant, line: &[Move], depth: u32) -> (i32, Vec<String>) {
    let mut pos = Position::initial(variant);
    let mut texts = Vec::new();
    for mv in line {
        texts.push(pos.move_text(mv));
        pos = pos.play(mv);
    }
    let r = Engine::new(16).search(&pos, &[], &Limits::depth(depth), &NoClock, &mut |_| {});
    (if pos.turn() == Color::White { r.score.0 } else { -r.score.0 }, texts)
}
