//! The strength match of `scripts/strength`: the engine of the current checkout against the
//! engine of a baseline commit, both linked into this one program (the script writes a Cargo
//! manifest naming the baseline as a git dependency at its commit), so both keep their tables
//! through a game, as the browser does, and neither pays a process's start per move.
//!
//! `arena <variant> <games> <movetime-ms> <threads> <seed> [egtb-dir]`: games from the fixed
//! opening set (`damas_ai::openings::open_openings`: the 3-ply lines a deep search left open;
//! `STRENGTH_OPENINGS=all` for every 3-ply line, `fmjd` for the FMJD drawing table's openings),
//! each opening played twice with the colours swapped; prints a line per game and then the
//! current engine's score, its Elo difference with a 95 % interval, and the mean depth each
//! engine reached. With `egtb-dir`, the current engine probes the endgame databases found there
//! (`damas egtb` files), as the browser's engine does once it has fetched
//! them; the baseline has none, unless it is given its own:
//!
//! With `STRENGTH_BASELINE_EGTB=DIR` (the script then builds the feature `baseline-egtb`, since a
//! baseline before the databases has no such crate), the baseline probes the databases in DIR up
//! to 4 pieces, as the page's engine did at 5122e9a; the current engine's `egtb-dir` may then hold
//! deeper ones.
//!
//! With `STRENGTH_BOOK=1` (or `STRENGTH_BOOK=FILE`), the current engine plays from its opening
//! book (`crates/ai/data/book/<variant>.txt`, read from the working directory, or FILE) as level 8
//! does: a move drawn within the book's margin of the best, seeded by the game and the ply; the
//! baseline has none. The summary then counts the book moves played.
//!
//! With `STRENGTH_BASELINE_MS=T`, the baseline thinks `T` ms a move instead of `movetime-ms`: a
//! match at time odds (issue 57: the current engine at 100 ms against the baseline at 300).
//!
//! With `STRENGTH_CLOCK=1`, the current engine plays on a game clock instead of a fixed time a
//! move: `movetime-ms` to start and `movetime-ms` more after each of its moves, so that it never
//! has used more than `movetime-ms` a move on average, and it spends the time as a game clock
//! lets it (`damas_ai::time`: a forced move at once, longer where the best move changes or the
//! score falls). It loses a game whose clock runs out (none did in the 800 games of 2026-12-02).
//!
//! With `STRENGTH_EARLY=PLIES:MS`, the current engine thinks `MS` a move while the game is shorter
//! than `PLIES` plies (the opening included): what a book that deep, built at that time, could buy
//! at most, as it would never be left early.
//!
//! With `STRENGTH_RECORD=FILE` in the environment, each game is also appended to FILE as one line:
//! its number, the current engine's colour, how it ended, the final position's FEN and the moves
//! (for studying the games afterwards).
//!
//! The two engines' types are distinct crates: positions pass between them as move texts, each
//! side keeping its own game. The rules' end of a game is the current engine's.

use new_ai::elo::{elo_text as elo, mean_and_half_width};

/// Games longer than this are scored as draws.
const MAX_PLIES: usize = 300;
/// Transposition table of each engine, in megabytes.
const TT_MB: usize = 32;

/// One finished game: the current engine's score, and for each side (current first) the sum of
/// the depths it reached, its searches, its nodes and its milliseconds.
struct Played {
    score: f64,
    plies: usize,
    how: String,
    /// The final position's FEN and the moves' texts, opening included.
    fen: String,
    moves: Vec<String>,
    depth: [(u64, u64); 2],
    speed: [(u64, f64); 2],
    /// The current engine's moves from its book.
    book_moves: u64,
}

/// The current engine's endgame databases, shared by every game.
type Tables = Option<std::sync::Arc<new_egtb::Tablebase>>;

/// The baseline's endgame databases (`STRENGTH_BASELINE_EGTB`), shared by every game.
#[cfg(feature = "baseline-egtb")]
type OldTables = Option<std::sync::Arc<old_egtb::Tablebase>>;
#[cfg(not(feature = "baseline-egtb"))]
type OldTables = Option<()>;

/// The baseline's databases from `STRENGTH_BASELINE_EGTB`, up to 4 pieces.
#[cfg(feature = "baseline-egtb")]
fn old_tables(variant: &str) -> OldTables {
    let dir = std::env::var("STRENGTH_BASELINE_EGTB").ok().filter(|d| !d.is_empty())?;
    let v: old_engine::Variant = variant.parse().expect("variant");
    let tb = old_egtb::files::load(std::path::Path::new(&dir), v, 4).unwrap_or_else(|e| panic!("the baseline's databases in {dir}: {e}"));
    println!("baseline: endgame databases from {dir}, complete up to {} pieces", tb.pieces());
    Some(std::sync::Arc::new(tb))
}
#[cfg(not(feature = "baseline-egtb"))]
fn old_tables(_: &str) -> OldTables {
    assert!(std::env::var("STRENGTH_BASELINE_EGTB").map_or(true, |d| d.is_empty()), "STRENGTH_BASELINE_EGTB needs the feature baseline-egtb (scripts/strength sets it)");
    None
}

/// The current engine's opening book, shared by every game.
type Book = Option<new_ai::book::Book>;

/// Plays game number `game` (its number seeds the book's draws).
#[allow(clippy::too_many_arguments)]
fn play(variant: &str, opening: &[String], new_is_white: bool, (movetime, old_movetime): (f64, f64), (tables, old_tables): (&Tables, &OldTables), book: &Book, game: usize) -> Played {
    let new_variant: new_engine::Variant = variant.parse().expect("variant");
    let old_variant: old_engine::Variant = variant.parse().expect("variant");
    let mut new_game = new_engine::Game::new(new_variant);
    let mut old_game = old_engine::Game::new(old_variant);
    let mut new_ai = new_ai::Engine::new(TT_MB);
    new_ai.set_tablebase(tables.clone());
    let mut old_ai = old_ai::Engine::new(TT_MB);
    #[cfg(feature = "baseline-egtb")]
    old_ai.set_tablebase(old_tables.clone());
    #[cfg(not(feature = "baseline-egtb"))]
    let _ = old_tables;
    let new_clock = new_ai::SystemClock::default();
    let old_clock = old_ai::SystemClock::default();
    let mut depth = [(0u64, 0u64); 2];
    let mut speed = [(0u64, 0f64); 2];
    let mut book_moves = 0;
    // The current engine's game clock, if it plays on one: what is left on it.
    let mut clock_left = std::env::var_os("STRENGTH_CLOCK").map(|_| movetime);
    let mut texts: Vec<String> = opening.to_vec();
    let early: Option<(usize, f64)> = std::env::var("STRENGTH_EARLY").ok().and_then(|e| {
        let (plies, ms) = e.split_once(':')?;
        Some((plies.parse().expect("STRENGTH_EARLY's plies"), ms.parse().expect("STRENGTH_EARLY's milliseconds")))
    });
    for text in opening {
        push(&mut new_game, &mut old_game, text);
    }
    while new_game.outcome().is_none() && new_game.moves().len() < MAX_PLIES {
        let white_to_move = new_game.position().turn() == new_engine::Color::White;
        let text = if white_to_move == new_is_white {
            let pos = *new_game.position();
            let history = &new_game.positions()[..new_game.positions().len() - 1];
            let seed = (game as u64) << 16 | texts.len() as u64;
            if let Some((mv, _)) = book.as_ref().and_then(|b| new_ai::book::book_move(b, &pos, Some(seed))) {
                book_moves += 1;
                if let Some(left) = &mut clock_left {
                    *left += movetime;
                }
                let text = pos.move_text(&mv);
                push(&mut new_game, &mut old_game, &text);
                texts.push(text);
                continue;
            }
            let t = std::time::Instant::now();
            let ms = early.filter(|&(plies, _)| texts.len() < plies).map_or(movetime, |(_, ms)| ms);
            let limits = match clock_left {
                Some(left) => new_ai::Limits::clock(left, movetime),
                None => new_ai::Limits::movetime(ms),
            };
            let r = new_ai.search(&pos, history, &limits, &new_clock, &mut |_| {});
            if let Some(left) = &mut clock_left {
                *left -= t.elapsed().as_secs_f64() * 1000.0;
                if *left < 0.0 {
                    println!("game {}: the current engine's clock ran out", game + 1);
                    return Played { score: 0.0, plies: texts.len(), how: "current out of time".into(), fen: new_game.position().to_fen(), moves: texts, depth, speed, book_moves };
                }
                *left += movetime;
            }
            speed[0] = (speed[0].0 + r.nodes, speed[0].1 + t.elapsed().as_secs_f64() * 1000.0);
            depth[0].0 += u64::from(r.depth);
            depth[0].1 += 1;
            pos.move_text(&r.best.expect("a move when the game is not over"))
        } else {
            let pos = *old_game.position();
            let history = &old_game.positions()[..old_game.positions().len() - 1];
            let t = std::time::Instant::now();
            let r = old_ai.search(&pos, history, &old_ai::Limits::movetime(old_movetime), &old_clock, &mut |_| {});
            speed[1] = (speed[1].0 + r.nodes, speed[1].1 + t.elapsed().as_secs_f64() * 1000.0);
            depth[1].0 += u64::from(r.depth);
            depth[1].1 += 1;
            pos.move_text(&r.best.expect("a move when the game is not over"))
        };
        push(&mut new_game, &mut old_game, &text);
        texts.push(text);
    }
    let new_color = if new_is_white { new_engine::Color::White } else { new_engine::Color::Black };
    let (score, how) = match new_game.outcome() {
        Some(new_engine::Outcome::Win(c)) => (if c == new_color { 1.0 } else { 0.0 }, format!("{} wins", c.name())),
        Some(new_engine::Outcome::Draw(r)) => (0.5, format!("draw ({r})")),
        None => (0.5, "draw (ply limit)".to_string()),
    };
    Played { score, plies: texts.len(), how, fen: new_game.position().to_fen(), moves: texts, depth, speed, book_moves }
}

/// Plays `text` in both engines' games (both accept every legal move's text).
fn push(new_game: &mut new_engine::Game, old_game: &mut old_engine::Game, text: &str) {
    let mv = new_game.position().parse_move(text).expect("the current engine reads its own move");
    new_game.play(mv).expect("a legal move");
    let mv = old_game.position().parse_move(text).expect("the baseline reads the move");
    old_game.play(mv).expect("a legal move for the baseline too");
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or_else(|| default.to_string());
    let variant = arg(0, "brazilian");
    let games: usize = arg(1, "40").parse().expect("games");
    let movetime: f64 = arg(2, "100").parse().expect("movetime");
    let threads: usize = arg(3, "1").parse().expect("threads");
    let seed: u64 = arg(4, "1").parse().expect("seed");
    let old_movetime: f64 = std::env::var("STRENGTH_BASELINE_MS").ok().filter(|t| !t.is_empty()).map_or(movetime, |t| t.parse().expect("STRENGTH_BASELINE_MS"));
    let v: new_engine::Variant = variant.parse().expect("variant");
    let tables: Tables = args.get(5).filter(|d| !d.is_empty()).map(|dir| {
        let tb = new_egtb::files::load(std::path::Path::new(dir), v, 7).unwrap_or_else(|e| panic!("the databases in {dir}: {e}"));
        println!("current engine: endgame databases from {dir}, complete up to {} pieces", tb.pieces());
        std::sync::Arc::new(tb)
    });
    // The open lines by default; `STRENGTH_OPENINGS=all` draws from every 3-ply line, as the runs
    // before the open set did (their logs say "all 3-ply lines").
    // `STRENGTH_OPENINGS=fmjd`: the FMJD drawing table's openings (the federation's ballot).
    let set = std::env::var("STRENGTH_OPENINGS").unwrap_or_default();
    let (lines, name) = match set.as_str() {
        "all" => (new_ai::openings::openings(v, games.div_ceil(2), seed), "of all 3-ply lines"),
        "fmjd" => (new_ai::openings::fmjd_openings(v, games.div_ceil(2), seed), "starts of the FMJD drawing table 64"),
        _ => (new_ai::openings::open_openings(v, games.div_ceil(2), seed), "open 3-ply lines"),
    };
    assert!(!lines.is_empty(), "no openings for {variant} in the set {set:?}");
    println!("openings: {} {name} (seed {seed}), each played with both colours", lines.len());
    let openings: Vec<Vec<String>> = lines
        .into_iter()
        .map(|line| {
            let mut pos = new_engine::Position::initial(v);
            line.iter()
                .map(|mv| {
                    let text = pos.move_text(mv);
                    pos = pos.play(mv);
                    text
                })
                .collect()
        })
        .collect();
    let old_tables = old_tables(&variant);
    let book: Book = std::env::var("STRENGTH_BOOK").ok().filter(|b| !b.is_empty()).map(|b| {
        let path = if b == "1" { format!("crates/ai/data/book/{variant}.txt") } else { b };
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("the book {path}: {e}"));
        let book = new_ai::book::Book::read(&text).unwrap_or_else(|e| panic!("the book {path}: {e}"));
        println!("current engine: the opening book {path}, {} positions", book.len());
        book
    });
    let record = std::env::var_os("STRENGTH_RECORD").map(|path| {
        let file = std::fs::OpenOptions::new().create(true).append(true).open(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        std::sync::Mutex::new(file)
    });
    let played: Vec<Played> = new_ai::selfplay::in_parallel(games, threads, |g| {
        let new_is_white = g % 2 == 0;
        let played = play(&variant, &openings[g / 2 % openings.len()], new_is_white, (movetime, old_movetime), (&tables, &old_tables), &book, g);
        println!(
            "game {:3} current={} plies {:3} {}: current scores {}",
            g + 1,
            if new_is_white { "white" } else { "black" },
            played.plies,
            played.how,
            played.score
        );
        if let Some(file) = &record {
            use std::io::Write;
            let colour = if new_is_white { "white" } else { "black" };
            let line = format!("{}\t{colour}\t{}\t{}\t{}\n", g + 1, played.how, played.fen, played.moves.join(" "));
            file.lock().expect("the record's lock").write_all(line.as_bytes()).expect("the record is written");
        }
        played
    });
    let scores: Vec<f64> = played.iter().map(|p| p.score).collect();
    let n = played.len() as f64;
    let (mean, half) = mean_and_half_width(&scores);
    let (w, d, l) = (
        played.iter().filter(|p| p.score == 1.0).count(),
        played.iter().filter(|p| p.score == 0.5).count(),
        played.iter().filter(|p| p.score == 0.0).count(),
    );
    let depth = |i: usize| {
        let (sum, count) = played.iter().fold((0, 0), |(s, c), p| (s + p.depth[i].0, c + p.depth[i].1));
        sum as f64 / count.max(1) as f64
    };
    let per_move = |i: usize| {
        let (nodes, ms) = played.iter().fold((0, 0.0), |(n, t), p| (n + p.speed[i].0, t + p.speed[i].1));
        let moves = played.iter().map(|p| p.depth[i].1).sum::<u64>().max(1) as f64;
        (nodes as f64 / ms.max(1e-9) / 1000.0, ms / moves)
    };
    let ((new_nps, new_ms), (old_nps, old_ms)) = (per_move(0), per_move(1));
    println!(
        "speed: current {new_nps:.2} M nodes/s, {new_ms:.0} ms a move; baseline {old_nps:.2} M nodes/s, {old_ms:.0} ms a move (wall clock)"
    );
    let odds = if old_movetime == movetime { String::new() } else { format!(" (baseline {old_movetime} ms)") };
    println!(
        "result {variant} {movetime} ms{odds}, {} games: current {:.1}/{} = {:.1} % (+{w} ={d} -{l}), Elo {} [{}, {}] (95 %); mean depth current {:.1}, baseline {:.1}",
        played.len(),
        mean * n,
        played.len(),
        mean * 100.0,
        elo(mean),
        elo(mean - half),
        elo(mean + half),
        depth(0),
        depth(1)
    );
    println!("{}", pairs_line(&scores));
    if book.is_some() {
        let moves: u64 = played.iter().map(|p| p.book_moves).sum();
        let games = played.iter().filter(|p| p.book_moves > 0).count();
        println!("book: current played {moves} book moves, in {games} of {} games", played.len());
    }
}

/// The result counted by opening: games 2k and 2k+1 play the same opening with the colours
/// swapped, so each pair is one observation. An opening that wins for one colour by force gives
/// each engine one win (a pair score of ½): the per-game interval counts such pairs as two
/// independent games and so overstates the noise; the per-pair one does not.
fn pairs_line(scores: &[f64]) -> String {
    let pairs: Vec<f64> = scores.chunks_exact(2).map(|p| (p[0] + p[1]) / 2.0).collect();
    if pairs.len() < 2 {
        return "pairs: too few for an interval".into();
    }
    let (mean, half) = mean_and_half_width(&pairs);
    let count = |v: f64| pairs.iter().filter(|&&x| x == v).count();
    format!(
        "pairs: {} openings, pair scores 0 / ¼ / ½ / ¾ / 1: {} / {} / {} / {} / {}; Elo {} [{}, {}] (95 %, per opening pair)",
        pairs.len(),
        count(0.0),
        count(0.25),
        count(0.5),
        count(0.75),
        count(1.0),
        elo(mean),
        elo(mean - half),
        elo(mean + half)
    )
}
