//! Where the current engine's lost games were lost (issue 57): reads a `STRENGTH_RECORD` file of
//! `scripts/strength`, replays each game the current engine lost and searches every position
//! again, deeper than either side did, printing the score from the loser's side. The move after
//! which that score falls, and stays fallen, is the mistake; its ply, the pieces on the board and
//! whether the deeper search would have played it tell where the losses come from. The last lines
//! sum it up: the median ply at which the loser fell a man behind in the judge's eyes, and how
//! often each engine's move was not the judge's (docs/ai.md, "Where the games are lost").
//!
//! `cargo run --release -p damas-ai --example study_losses -- RECORD [variant=brazilian]
//! [nodes=3000000] [threads=2] [egtb-dir]`

use damas_ai::selfplay::in_parallel;
use damas_ai::{Engine, Limits, NoClock};
use damas_engine::{Color, Game, Position, Variant};

/// The score, from the loser's side, below which the game counts as gone.
const GONE: i32 = -250;
/// The score below which the loser is a man down in the judge's eyes.
const MAN_DOWN: i32 = -100;
/// The plies of the match's openings (`damas_ai::openings::open_openings`), played by neither
/// engine's choice.
const OPENING_PLIES: usize = 3;

/// One position of a lost game as the judge saw it.
struct Seen {
    ply: usize,
    current_to_move: bool,
    pieces: usize,
    /// The judge's score from the loser's side.
    score: i32,
    /// Whether the judge would have played another move than the game did.
    differs: bool,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: &str| args.get(i).cloned().unwrap_or_else(|| d.to_string());
    let record = arg(0, "");
    let variant: Variant = arg(1, "brazilian").parse().expect("variant");
    let nodes: u64 = arg(2, "3000000").parse().expect("nodes");
    let threads: usize = arg(3, "2").parse().expect("threads");
    let tables = args.get(4).map(|dir| {
        std::sync::Arc::new(damas_egtb::files::load(std::path::Path::new(dir), variant, 4).expect("tables"))
    });
    let text = std::fs::read_to_string(&record).unwrap_or_else(|e| panic!("{record}: {e}"));
    let lost: Vec<(String, Color, Vec<String>)> = text
        .lines()
        .filter_map(|line| {
            // A line the record's writer did not finish (a stopped match) is left out.
            let [number, colour, how, _fen, moves] = line.split('\t').collect::<Vec<_>>()[..] else { return None };
            let colour = if colour == "white" { Color::White } else { Color::Black };
            let lost = how == if colour == Color::White { "black wins" } else { "white wins" };
            lost.then(|| (number.to_string(), colour, moves.split(' ').map(str::to_string).collect()))
        })
        .collect();
    let reports = in_parallel(lost.len(), threads, |i| {
        let (number, colour, moves) = &lost[i];
        let mut engine = Engine::new(64);
        engine.set_tablebase(tables.clone());
        let mut game = Game::new(variant);
        let mut out = format!("game {number} current={colour:?}\n");
        let mut seen = Vec::new();
        let mut last = 0;
        for (ply, text) in moves.iter().enumerate() {
            let pos: Position = *game.position();
            let history = &game.positions()[..game.positions().len() - 1];
            let r = engine.search(&pos, history, &Limits { nodes: Some(nodes), ..Limits::default() }, &NoClock, &mut |_| {});
            let mine = if pos.turn() == *colour { r.score.0 } else { -r.score.0 };
            let board = pos.board();
            let kings = board.iter().filter(|(_, p)| p.role == damas_engine::Role::King).count();
            let best = r.best.map_or(String::new(), |m| pos.move_text(&m));
            let who = if pos.turn() == *colour { "current" } else { "baseline" };
            let mark = if best == *text { "" } else { " *" };
            out.push_str(&format!(
                "  ply {ply:3} {who:8} pieces {:2} kings {kings} depth {:2} score {mine:6} played {text:8} deep {best}{mark}\n",
                board.len(),
                r.depth
            ));
            seen.push(Seen { ply, current_to_move: pos.turn() == *colour, pieces: board.len(), score: mine, differs: best != *text });
            // Stop once the game is gone for three of the loser's plies running.
            last = if mine <= GONE { last + 1 } else { 0 };
            if last >= 3 {
                break;
            }
            let mv = pos.parse_move(text).expect("a move of the record");
            game.play(mv).expect("legal");
        }
        (out, seen)
    });
    for (text, _) in &reports {
        print!("{text}");
    }
    summary(&reports.into_iter().map(|(_, seen)| seen).collect::<Vec<_>>());
}

/// Medians over the games of where they fell a man behind and where they were gone, and how
/// often each side's move was not the judge's.
fn summary(games: &[Vec<Seen>]) {
    let median = |mut v: Vec<usize>| -> usize {
        v.sort_unstable();
        v.get(v.len() / 2).copied().unwrap_or(0)
    };
    let down: Vec<&Seen> = games.iter().filter_map(|g| g.iter().find(|s| s.score <= MAN_DOWN)).collect();
    println!(
        "{} lost games: a man down (judge) at ply {} (median; {} to {}), with {} pieces (median); gone ({}) at ply {}",
        games.len(),
        median(down.iter().map(|s| s.ply).collect()),
        down.iter().map(|s| s.ply).min().unwrap_or(0),
        down.iter().map(|s| s.ply).max().unwrap_or(0),
        median(down.iter().map(|s| s.pieces).collect()),
        GONE,
        median(games.iter().filter_map(|g| g.last().map(|s| s.ply)).collect()),
    );
    for (name, current) in [("current", true), ("baseline", false)] {
        let moves: Vec<&Seen> = games
            .iter()
            .flatten()
            .filter(|s| s.current_to_move == current && s.ply >= OPENING_PLIES && s.score.abs() < -GONE)
            .collect();
        let differ = moves.iter().filter(|s| s.differs).count();
        println!("{name}: {differ} of {} moves not the judge's ({:.1} %)", moves.len(), 100.0 * differ as f64 / moves.len().max(1) as f64);
    }
}
