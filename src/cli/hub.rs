//! `damas hub`: the Hub protocol of Scan (version 2), so tournament managers, pydraughts and
//! lidraughts-bot can run damas as an engine.
//!
//! The protocol is line-based on standard input and output: `hub` (answered by `id`, `param`
//! lines and `wait`), `init` (`ready`), `set-param name=<n> value=<v>`, `new-game`,
//! `pos [pos=<position>] [moves="<m> <m>"]`, `level [move-time=<s>] [time=<s>] [inc=<s>]
//! [moves=<n>] [depth=<n>] [nodes=<n>] [infinite]`, `go think|ponder|analyze` (answered by
//! `info` lines and `done move=<m> [ponder=<m>]`), `stop`, `ponder-hit`, `ping` (`pong`) and
//! `quit`. Times are in seconds. Anything unreadable gets an `error` line and the loop goes on.
//! With the parameter `book` (`true` by default), `go think` on time alone answers a position of
//! the game's opening book at once with its best move (`super::book`).
//!
//! Positions: the side to move (`W` or `B`) then one letter per playable square in the game's
//! square-number order (`e` empty, `w`/`b` men, `W`/`B` kings): 50 squares on 10x10
//! (International, Scan's `normal`), 32 on 8x8 (the other games but Turkish, chosen by the
//! `variant` parameter), 64 for Turkish. Each game's square 1 is where its FEN puts it (FMJD's
//! games and Turkish: the top-left square seen from White, as pydraughts writes its Hub
//! positions; Italian a8 and Spanish h1 on their mirrored boards; English's 1 is Black's).
//!
//! Moves: `from-to`, or `fromxto` followed by `x<square>` for every piece taken, in any order.
//! Where pydraughts plays the game (Brazilian, Russian, Turkish, and Czech and Pool on the same
//! board) the 8x8 moves are numbered as pydraughts numbers them: from White's side, 1 = a1,
//! 4 = g1, 5 = b2, ..., 32 = h8 (the rows of the position string, counted from the bottom;
//! Turkish 1 = a1 ... 64 = h8). Elsewhere the squares are the game's own numbers, as `damas
//! moves` writes them: FMJD's on 10x10, Italian's (which pydraughts uses too), English's (whose
//! Hub strings pydraughts writes with the colours swapped) and Spanish's, which no Hub client
//! defines.

use damas_ai::{Engine, GameClock, Info, Limits, StopFlag, SystemClock};
use damas_engine::{Color, Move, Position, Role, Variant};
use std::collections::VecDeque;
use std::io::{BufRead, Write};
use std::sync::atomic::Ordering;
use std::sync::mpsc::{channel, Receiver, TryRecvError};
use std::sync::{Arc, Mutex};

/// The variants `damas hub` plays, as the `variant` parameter names them.
pub const VARIANTS: &str = "brazilian russian czech pool spanish italian english turkish international normal standard";

/// The variant named by the `variant` parameter's value.
fn variant_named(name: &str) -> Option<Variant> {
    match name.to_ascii_lowercase().as_str() {
        "brazilian" => Some(Variant::Brazilian),
        "russian" => Some(Variant::Russian),
        // The other games of the FMJD 8x8 board, numbered as Brazilian in the Hub's strings.
        "czech" => Some(Variant::Czech),
        "pool" => Some(Variant::Pool),
        // The mirrored boards and English, in their own numbers; Turkish on its 64 squares.
        "spanish" => Some(Variant::Spanish),
        "italian" => Some(Variant::Italian),
        "english" => Some(Variant::English),
        "turkish" => Some(Variant::Turkish),
        "international" | "normal" | "standard" => Some(Variant::International),
        _ => None,
    }
}

/// One command line split into its name and its `key=value` (or bare `word`) arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// The command.
    pub name: String,
    /// The arguments in order; a bare word has no value.
    pub args: Vec<(String, Option<String>)>,
}

impl Line {
    fn get(&self, key: &str) -> Option<&str> {
        self.args.iter().find(|(k, _)| k == key).and_then(|(_, v)| v.as_deref())
    }
}

/// Splits `text` into a [`Line`]; values may be quoted (`pv="1-2 3-4"`).
///
/// # Errors
/// A message for an empty line or an unclosed quote.
pub fn split(text: &str) -> Result<Line, String> {
    let mut chars = text.trim().chars().peekable();
    let mut words: Vec<(String, Option<String>)> = Vec::new();
    loop {
        while chars.peek().is_some_and(|c| c.is_whitespace()) {
            chars.next();
        }
        if chars.peek().is_none() {
            break;
        }
        let mut key = String::new();
        while let Some(&c) = chars.peek() {
            if c.is_whitespace() || c == '=' {
                break;
            }
            key.push(c);
            chars.next();
        }
        let mut value = None;
        if chars.peek() == Some(&'=') {
            chars.next();
            let mut v = String::new();
            if chars.peek() == Some(&'"') {
                chars.next();
                let mut closed = false;
                for c in chars.by_ref() {
                    if c == '"' {
                        closed = true;
                        break;
                    }
                    v.push(c);
                }
                if !closed {
                    return Err(format!("unclosed quote in the value of {key}"));
                }
            } else {
                while let Some(&c) = chars.peek() {
                    if c.is_whitespace() {
                        break;
                    }
                    v.push(c);
                    chars.next();
                }
            }
            value = Some(v);
        }
        words.push((key, value));
    }
    let mut words = words.into_iter();
    match words.next() {
        Some((name, None)) => Ok(Line { name, args: words.collect() }),
        Some((name, Some(_))) => Err(format!("expected a command, found {name}=...")),
        None => Err("empty line".into()),
    }
}

/// The board size of the hub numbering for `variant`: playable squares per row and rows.
fn shape(variant: Variant) -> (u32, u32) {
    (variant.half(), variant.size())
}

/// Whether the hub numbers this game's moves from White's side, as pydraughts does where it
/// numbers the game's squares from the top left (Brazilian, Russian, Turkish; Czech and Pool
/// share their board). Italian keeps its own numbers, as pydraughts does; English and Spanish
/// keep theirs.
fn counted_from_white(variant: Variant) -> bool {
    matches!(variant, Variant::Brazilian | Variant::Russian | Variant::Czech | Variant::Pool | Variant::Turkish)
}

/// The hub move number of the game's square `number` (where pydraughts counts rows from the
/// bottom; elsewhere the same number). The map is its own inverse.
#[must_use]
pub fn hub_square(variant: Variant, number: u32) -> u32 {
    let (half, rows) = shape(variant);
    if !counted_from_white(variant) || number == 0 || number > half * rows {
        return number;
    }
    let (row, col) = ((number - 1) / half, (number - 1) % half);
    (rows - 1 - row) * half + col + 1
}

/// Reads a hub position string for `variant` (the 8x8 games but Turkish share the 32-square form).
///
/// # Errors
/// A message naming what is wrong: the side, the length, a letter, or a rule the FEN reader refuses.
pub fn read_position(variant: Variant, text: &str) -> Result<Position, String> {
    let mut chars = text.chars();
    let side = match chars.next() {
        Some('W' | 'w') => "W",
        Some('B' | 'b') => "B",
        _ => return Err(format!("bad position {text:?}: expected W or B first")),
    };
    let squares: Vec<char> = chars.collect();
    if squares.len() as u32 != variant.squares() {
        return Err(format!("bad position: {} squares, expected {} for {}", squares.len(), variant.squares(), variant.name()));
    }
    let (mut white, mut black) = (Vec::new(), Vec::new());
    for (i, c) in squares.iter().enumerate() {
        let n = i + 1;
        match c {
            'e' | 'E' | '.' | '-' => {}
            'w' => white.push(n.to_string()),
            'W' => white.push(format!("K{n}")),
            'b' => black.push(n.to_string()),
            'B' => black.push(format!("K{n}")),
            other => return Err(format!("bad position: square {n} is {other:?}, expected e, w, b, W or B")),
        }
    }
    let fen = format!("{side}:W{}:B{}", white.join(","), black.join(","));
    Position::from_fen(variant, &fen).map_err(|e| format!("bad position: {e}"))
}

/// Writes `pos` as a hub position string.
#[must_use]
pub fn write_position(pos: &Position) -> String {
    let variant = pos.variant();
    let mut s = String::from(if pos.turn() == Color::White { "W" } else { "B" });
    for n in 1..=variant.squares() {
        let piece = variant.square(n).and_then(|sq| pos.piece_at(sq));
        s.push(match piece {
            None => 'e',
            Some(p) => match (p.color, p.role) {
                (Color::White, Role::Man) => 'w',
                (Color::White, Role::King) => 'W',
                (Color::Black, Role::Man) => 'b',
                (Color::Black, Role::King) => 'B',
            },
        });
    }
    s
}

/// The hub text of the legal move `mv` in `pos`.
#[must_use]
pub fn write_move(pos: &Position, mv: &Move) -> String {
    let v = pos.variant();
    let d = pos.describe(mv);
    let h = |n: u32| hub_square(v, n).to_string();
    if d.captured.is_empty() {
        format!("{}-{}", h(d.from), h(d.to))
    } else {
        let mut parts = vec![h(d.from), h(d.to)];
        parts.extend(d.captured.iter().map(|&n| h(n)));
        parts.join("x")
    }
}

/// The legal move of `pos` that the hub text `text` names.
///
/// # Errors
/// A message when the text is unreadable or names no legal move.
pub fn read_move(pos: &Position, text: &str) -> Result<Move, String> {
    let v = pos.variant();
    let capture = text.contains('x') || text.contains('X');
    let numbers: Option<Vec<u32>> = text.split(['-', 'x', 'X']).map(|p| p.parse::<u32>().ok().map(|n| hub_square(v, n))).collect();
    let numbers = match numbers {
        Some(n) if n.len() >= 2 && n.iter().all(|&x| x >= 1 && x <= v.squares()) => n,
        _ => return Err(format!("bad move {text:?}: expected from-to or fromxtox<taken>...")),
    };
    let (from, to) = (numbers[0], numbers[1]);
    let mut taken: Vec<u32> = numbers[2..].to_vec();
    taken.sort_unstable();
    let all = pos.describe_all();
    let same_ends: Vec<_> = all.iter().filter(|(_, d)| d.from == from && d.to == to && d.captured.is_empty() != capture).collect();
    let exact = same_ends.iter().find(|(_, d)| {
        let mut c = d.captured.clone();
        c.sort_unstable();
        c == taken
    });
    match (exact, same_ends.as_slice()) {
        (Some((mv, _)), _) => Ok(*mv),
        // A capture given by its ends only (or by its landing squares) when one move fits.
        (None, [(mv, _)]) if capture => Ok(*mv),
        _ => Err(format!("illegal move {text:?}")),
    }
}

/// The longest time a `level` argument may give (a year): longer ones are cut to it.
const MAX_SECONDS: f64 = 365.0 * 24.0 * 3600.0;

/// The time controls of the next search (`level`).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Level {
    /// Seconds per move.
    pub move_time: Option<f64>,
    /// Seconds left on the clock, before the increment is added.
    pub time: Option<f64>,
    /// Seconds added per move.
    pub inc: Option<f64>,
    /// Moves to the next time control.
    pub moves: Option<u32>,
    /// Depth limit.
    pub depth: Option<u32>,
    /// Node limit.
    pub nodes: Option<u64>,
    /// Search until stopped.
    pub infinite: bool,
}

impl Level {
    /// Reads the arguments of a `level` line.
    ///
    /// # Errors
    /// A message naming a bad or unknown argument.
    pub fn read(line: &Line) -> Result<Level, String> {
        let mut level = Level::default();
        for (key, value) in &line.args {
            let secs = || {
                value.as_deref().and_then(|v| v.parse::<f64>().ok()).filter(|s| s.is_finite() && *s >= 0.0).map(|s| s.min(MAX_SECONDS)).ok_or_else(|| format!("bad {key}: expected seconds"))
            };
            let whole = || value.as_deref().and_then(|v| v.parse::<u64>().ok()).ok_or_else(|| format!("bad {key}: expected a whole number"));
            match key.as_str() {
                "move-time" => level.move_time = Some(secs()?),
                "time" => level.time = Some(secs()?),
                "inc" => level.inc = Some(secs()?),
                "moves" => level.moves = Some(u32::try_from(whole()?).unwrap_or(u32::MAX)),
                "depth" => level.depth = Some(whole()?.clamp(1, 99) as u32),
                "nodes" => level.nodes = Some(whole()?.max(1)),
                "infinite" => level.infinite = true,
                other => return Err(format!("unknown level argument {other}")),
            }
        }
        Ok(level)
    }

    /// The search limits: none when infinite; one second a move when nothing was given.
    #[must_use]
    pub fn limits(&self) -> Limits {
        if self.infinite {
            return Limits::default();
        }
        let mut limits = Limits { depth: self.depth, nodes: self.nodes, movetime_ms: self.move_time.map(|s| s * 1000.0), clock: None };
        if let Some(time) = self.time {
            let inc = self.inc.unwrap_or(0.0);
            limits.clock = Some(GameClock::new(time * 1000.0, inc * 1000.0));
            if let Some(moves) = self.moves.filter(|&m| m > 0) {
                let share = (time * 1000.0 / f64::from(moves)) + inc * 1000.0 * 0.8;
                limits.movetime_ms = Some(limits.movetime_ms.map_or(share, |ms| ms.min(share)));
            }
        }
        if limits == Limits::default() {
            limits.movetime_ms = Some(1000.0);
        }
        limits
    }
}

/// The `score=` value: men (pydraughts reads hundredths), a win in `n` plies as `(10000 - n) / 100`.
fn score_value(score: damas_ai::Score) -> String {
    match score.plies_to_end() {
        Some(p) if p >= 0 => format!("{:.2}", f64::from(10_000 - p.min(999)) / 100.0),
        Some(p) => format!("{:.2}", -f64::from(10_000 - (-p).min(999)) / 100.0),
        None => format!("{:.2}", f64::from(score.0) / 100.0),
    }
}

/// The hub texts of `pv` played from `pos`.
fn pv_texts(pos: &Position, pv: &[Move]) -> Vec<String> {
    let mut at = *pos;
    pv.iter()
        .map(|mv| {
            let text = write_move(&at, mv);
            at = at.play(mv);
            text
        })
        .collect()
}

/// One `info` line.
#[must_use]
pub fn info_line(pos: &Position, info: &Info) -> String {
    format!(
        "info depth={} score={} nodes={} time={:.3} nps={} pv=\"{}\"",
        info.depth,
        score_value(info.score),
        info.nodes,
        info.time_ms / 1000.0,
        info.nps(),
        pv_texts(pos, &info.pv).join(" ")
    )
}

/// Lines that end a search.
fn stops(line: &str) -> bool {
    matches!(line.trim(), "stop" | "quit" | "ponder-hit")
}

/// Lines that start one: a stop after a later `go` is that search's.
fn is_go(line: &str) -> bool {
    line.split_whitespace().next() == Some("go")
}

/// The running search as the reader thread sees it: its stop flag, whether it is open-ended, and
/// how many `go` lines had come when it started.
type Active = Arc<Mutex<Option<(StopFlag, bool, usize)>>>;

/// What the loop knows between commands.
struct Hub {
    variant: Variant,
    hash_mb: usize,
    engine: Option<Engine>,
    root: Position,
    history: Vec<Position>,
    level: Level,
    /// Lines read but not yet handled.
    pending: VecDeque<String>,
    rx: Receiver<String>,
    /// The running search, for the reader thread.
    active: Active,
    /// `go` lines taken so far.
    gos: usize,
    /// Where the endgame databases are, if the engine probes them.
    egtb: Option<std::path::PathBuf>,
    /// Whether `go think` plays from the opening book.
    book: bool,
}

/// How a `go` ends.
enum Ended {
    Done,
    Quit,
}

impl Hub {
    fn engine(&mut self) -> &mut Engine {
        let (mb, variant) = (self.hash_mb, self.variant);
        let tables = self.egtb.as_deref();
        let engine = self.engine.get_or_insert_with(|| Engine::new(mb));
        // The databases of the variant played, loaded when it changes (a variant without tables
        // on disk plays without them: the engine needs none).
        if let Some(dir) = tables {
            if engine.tablebase().is_none_or(|tb| tb.variant() != variant) {
                let tb = damas_egtb::files::load(dir, variant, 7).ok().filter(|tb| tb.pieces() > 0);
                engine.set_tablebase(tb.map(Arc::new));
            }
        }
        engine
    }

    /// The next line, from the pending queue or the reader; `None` at the end of input.
    fn next_line(&mut self) -> Option<String> {
        let line = self.pending.pop_front().or_else(|| self.rx.recv().ok())?;
        self.gos += usize::from(is_go(&line));
        Some(line)
    }

    /// Handles one line; `Ok(false)` to quit.
    fn handle(&mut self, text: &str, out: &mut dyn Write) -> std::io::Result<bool> {
        let line = match split(text) {
            Ok(line) => line,
            Err(e) if e == "empty line" => return Ok(true),
            Err(e) => return error(out, &e),
        };
        match line.name.as_str() {
            "hub" => {
                say(out, &format!("id name=damas version={} author=\"damas\" country=Brazil", env!("CARGO_PKG_VERSION")))?;
                say(out, &format!("param name=variant value={} type=enum values=\"{VARIANTS}\"", self.variant.name()))?;
                say(out, &format!("param name=hash value={} type=int min=1 max=4096", self.hash_mb))?;
                say(out, &format!("param name=book value={} type=bool", self.book))?;
                say(out, "wait")?;
            }
            "init" => {
                self.engine();
                say(out, "ready")?;
            }
            "set-param" => match (line.get("name"), line.get("value")) {
                (Some("variant"), Some(v)) => match variant_named(v) {
                    Some(variant) => {
                        self.variant = variant;
                        self.root = Position::initial(variant);
                        self.history.clear();
                    }
                    None => return error(out, &format!("unknown variant {v}: expected one of {VARIANTS}")),
                },
                (Some("hash"), Some(v)) => match v.parse::<usize>() {
                    Ok(mb) if (1..=4096).contains(&mb) => {
                        self.hash_mb = mb;
                        self.engine = None;
                    }
                    _ => return error(out, &format!("bad hash {v}: expected 1 to 4096 megabytes")),
                },
                (Some("book"), Some(v @ ("true" | "false"))) => self.book = v == "true",
                (Some(name), _) if !matches!(name, "variant" | "hash" | "book") => return error(out, &format!("unknown parameter {name}")),
                _ => return error(out, "set-param needs name=<name> value=<value>"),
            },
            "new-game" => self.engine().clear(),
            "pos" => {
                if let Err(e) = self.set_position(&line) {
                    return error(out, &e);
                }
            }
            "level" => match Level::read(&line) {
                Ok(level) => self.level = level,
                Err(e) => return error(out, &e),
            },
            "go" => {
                let mode = line.args.first().map_or("think", |(k, _)| k.as_str());
                if !matches!(mode, "think" | "ponder" | "analyze") {
                    return error(out, &format!("unknown go mode {mode}: expected think, ponder or analyze"));
                }
                if let Ended::Quit = self.go(mode, out)? {
                    return Ok(false);
                }
            }
            "ping" => say(out, "pong")?,
            // Outside a search these have nothing to end.
            "stop" | "ponder-hit" => {}
            "quit" => return Ok(false),
            other => return error(out, &format!("unknown command {other}")),
        }
        Ok(true)
    }

    /// `pos`: the position (or the variant's initial one) and the moves played from it.
    fn set_position(&mut self, line: &Line) -> Result<(), String> {
        let mut variant = self.variant;
        let start = match line.get("pos") {
            Some(text) => {
                let count = text.chars().count().saturating_sub(1);
                if count == 50 {
                    variant = Variant::International;
                } else if count == 64 {
                    variant = Variant::Turkish;
                } else if count == 32 && variant.squares() != 32 {
                    variant = Variant::Brazilian;
                }
                read_position(variant, text)?
            }
            None => Position::initial(variant),
        };
        let mut history = Vec::new();
        let mut at = start;
        for text in line.get("moves").unwrap_or("").split_whitespace() {
            let mv = read_move(&at, text).map_err(|e| format!("{e} in {}", write_position(&at)))?;
            history.push(at);
            at = at.play(&mv);
        }
        self.root = at;
        self.history = history;
        Ok(())
    }

    /// Runs one search of the root and reports it; waits for `stop` or `ponder-hit` when pondering
    /// or analysing.
    fn go(&mut self, mode: &str, out: &mut dyn Write) -> std::io::Result<Ended> {
        let open = mode != "think" || self.level.infinite;
        let limits = if open { Limits::default() } else { self.level.limits() };
        let (root, history) = (self.root, self.history.clone());
        let book = if open || !self.book || limits.depth.is_some() || limits.nodes.is_some() { None } else { super::book::answer(&root) };
        let mut result = match book {
            Some(result) => {
                let info = Info { depth: result.depth, seldepth: result.depth, score: result.score, nodes: 0, time_ms: 0.0, pv: result.pv.clone() };
                say(out, &info_line(&root, &info))?;
                result
            }
            None => self.search(&root, &history, &limits, open, out)?,
        };
        if open {
            // Wait for the line that ends it (the reader has queued it if it stopped the search).
            let ender = loop {
                if let Some(i) = self.pending.iter().position(|l| stops(l)) {
                    break self.pending.remove(i);
                }
                match self.rx.recv() {
                    Ok(line) if line.trim() == "ping" => say(out, "pong")?,
                    Ok(line) => self.pending.push_back(line),
                    Err(_) => break None,
                }
            };
            match ender.as_deref().map(str::trim) {
                None | Some("quit") => return Ok(Ended::Quit),
                Some("ponder-hit") if mode == "ponder" => {
                    let limits = self.level.limits();
                    result = self.search(&root, &history, &limits, false, out)?;
                }
                _ => {}
            }
        }
        let mut done = String::from("done");
        if let Some(best) = result.best {
            done += &format!(" move={}", write_move(&root, &best));
            if result.pv.len() >= 2 && result.pv[0] == best {
                let after = root.play(&best);
                done += &format!(" ponder={}", write_move(&after, &result.pv[1]));
            }
        }
        say(out, &done)?;
        Ok(Ended::Done)
    }

    /// One search with `info` lines, stoppable by the reader thread.
    fn search(&mut self, root: &Position, history: &[Position], limits: &Limits, open: bool, out: &mut dyn Write) -> std::io::Result<damas_ai::SearchResult> {
        let clock = SystemClock::default();
        let engine = self.engine();
        let flag = engine.stop_flag();
        let mut session = engine.begin(root, history, limits, &clock);
        *self.active.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some((Arc::clone(&flag), open, self.gos));
        // Lines that came in before the reader knew of this search.
        loop {
            match self.rx.try_recv() {
                Ok(line) => self.pending.push_back(line),
                // The input has ended: nothing could stop an open-ended search.
                Err(TryRecvError::Disconnected) => {
                    if open {
                        flag.store(true, Ordering::Relaxed);
                    }
                    break;
                }
                Err(TryRecvError::Empty) => break,
            }
        }
        // A stop meant for this search: one before the next `go`.
        if self.pending.iter().take_while(|l| !is_go(l)).any(|l| stops(l)) {
            flag.store(true, Ordering::Relaxed);
        }
        let engine = self.engine();
        let mut failed = None;
        while !session.done() {
            if let Some(info) = engine.step(&mut session, &clock) {
                if let Err(e) = say(out, &info_line(root, &info)) {
                    failed.get_or_insert(e);
                    session.finish();
                }
            }
        }
        *self.active.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = None;
        match failed {
            Some(e) => Err(e),
            None => Ok(session.result().clone()),
        }
    }
}

fn say(out: &mut dyn Write, line: &str) -> std::io::Result<()> {
    writeln!(out, "{line}")?;
    out.flush()
}

fn error(out: &mut dyn Write, message: &str) -> std::io::Result<bool> {
    say(out, &format!("error message=\"{}\"", message.replace('"', "'")))?;
    Ok(true)
}

/// Runs the hub loop over `input` until `quit` or the end of input, in `variant` until a
/// `set-param name=variant` changes it.
///
/// # Errors
/// A message when the output cannot be written.
pub fn run(variant: Variant, egtb: Option<std::path::PathBuf>, input: Box<dyn BufRead + Send>, out: &mut dyn Write) -> Result<(), String> {
    let (tx, rx) = channel::<String>();
    let active: Active = Arc::new(Mutex::new(None));
    let seen = Arc::clone(&active);
    std::thread::spawn(move || {
        let mut gos = 0;
        let raise = |only_open: bool, gos: usize| {
            if let Some((flag, open, started)) = seen.lock().unwrap_or_else(std::sync::PoisonError::into_inner).as_ref() {
                if (*open || !only_open) && *started == gos {
                    flag.store(true, Ordering::Relaxed);
                }
            }
        };
        let mut input = input;
        let mut bytes = Vec::new();
        loop {
            bytes.clear();
            // Bytes, not `lines()`: a line that is not UTF-8 is an error line, not the end of input.
            match input.read_until(b'\n', &mut bytes) {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
            let line = String::from_utf8_lossy(&bytes).trim_end_matches(['\n', '\r']).to_string();
            gos += usize::from(is_go(&line));
            if stops(&line) {
                raise(false, gos);
            }
            if tx.send(line).is_err() {
                return;
            }
        }
        // The end of input ends a search that would not end by itself; a bounded one finishes
        // and reports.
        raise(true, gos);
    });
    let mut hub = Hub { variant, hash_mb: 64, engine: None, root: Position::initial(variant), history: Vec::new(), level: Level::default(), pending: VecDeque::new(), rx, active, gos: 0, egtb, book: true };
    while let Some(line) = hub.next_line() {
        match hub.handle(&line, out) {
            Ok(true) => {}
            Ok(false) => break,
            Err(e) => return Err(super::io(e)),
        }
    }
    Ok(())
}

#[cfg(test)]
#[path = "hub_tests.rs"]
mod tests;
