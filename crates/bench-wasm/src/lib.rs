//! Plain WebAssembly exports for the benchmarks in `scripts/`: Node instantiates the module with
//! no JS glue and calls these functions, so the figures measure the engine and nothing else.

use damas_engine::perft::perft;
use damas_engine::{Duplicates, Position, Variant};

/// Brazilian perft from the initial position at `depth` (FMJD move identity, bulk counted).
#[no_mangle]
pub extern "C" fn perft_brazilian(depth: u32) -> u64 {
    perft(&Position::initial(Variant::Brazilian), depth, Duplicates::Drop)
}

// ---------------------------------------------------------------------------------------------
// The AI. The host gives the clock: on wasm32 an imported `env.now_ms() -> f64` (Node passes
// `performance.now`), natively `std::time::Instant`. Strings go through one shared buffer:
// the host writes UTF-8 at `io_ptr()` and passes the length; answers are written there too and
// their length returned.

use damas_ai::{Clock, Engine, Limits};
use std::cell::RefCell;

#[cfg(target_arch = "wasm32")]
mod host {
    #[link(wasm_import_module = "env")]
    extern "C" {
        pub fn now_ms() -> f64;
    }
}

struct HostClock;
impl Clock for HostClock {
    #[cfg(target_arch = "wasm32")]
    fn now_ms(&self) -> f64 {
        // SAFETY: a plain imported function without arguments or memory access.
        unsafe { host::now_ms() }
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn now_ms(&self) -> f64 {
        use std::sync::OnceLock;
        static START: OnceLock<std::time::Instant> = OnceLock::new();
        START.get_or_init(std::time::Instant::now).elapsed().as_secs_f64() * 1000.0
    }
}

/// Bytes of the shared buffer: strings, and a network file of up to 256 units (72,716 bytes).
pub const IO_SIZE: usize = 1 << 17;

struct State {
    engine: Engine,
    /// The game so far: the start position and every position after it.
    positions: Vec<Position>,
    io: Vec<u8>,
    last_depth: u32,
    last_nodes: u64,
    last_score: i32,
}

thread_local! {
    static STATE: RefCell<State> = RefCell::new(State {
        engine: Engine::new(32),
        positions: vec![Position::initial(Variant::Brazilian)],
        io: vec![0; IO_SIZE],
        last_depth: 0,
        last_nodes: 0,
        last_score: 0,
    });
}

fn variant_of(index: u32) -> Option<Variant> {
    Variant::ALL.get(index as usize).copied()
}

/// The shared buffer's size in bytes ([`IO_SIZE`]): the host writes no more.
#[no_mangle]
pub extern "C" fn io_size() -> u32 {
    IO_SIZE as u32
}

/// Where the host writes input strings and reads answers (`IO_SIZE` bytes).
#[no_mangle]
pub extern "C" fn io_ptr() -> *mut u8 {
    STATE.with(|s| s.borrow_mut().io.as_mut_ptr())
}

fn input(s: &State, len: u32) -> Option<String> {
    let len = len as usize;
    (len <= IO_SIZE).then(|| String::from_utf8(s.io[..len].to_vec()).ok()).flatten()
}

fn answer(s: &mut State, text: &str) -> i32 {
    let bytes = text.as_bytes();
    let n = bytes.len().min(IO_SIZE);
    s.io[..n].copy_from_slice(&bytes[..n]);
    n as i32
}

/// Searches the initial position of variant `variant` (0 Brazilian, 1 Russian, 2 English,
/// 3 International) for `movetime_ms` (0 = none) or to `depth` (0 = none); returns the nodes.
/// `last_depth`, `last_score` tell the rest.
#[no_mangle]
pub extern "C" fn search_initial(variant: u32, movetime_ms: f64, depth: u32) -> u64 {
    let Some(v) = variant_of(variant) else { return 0 };
    STATE.with(|s| {
        let s = &mut *s.borrow_mut();
        s.positions = vec![Position::initial(v)];
        s.engine.clear();
        run_search(s, movetime_ms, depth)
    })
}

/// Nodes of the last search.
#[no_mangle]
pub extern "C" fn last_nodes() -> u64 {
    STATE.with(|s| s.borrow().last_nodes)
}

fn run_search(s: &mut State, movetime_ms: f64, depth: u32) -> u64 {
    let limits = Limits {
        depth: (depth > 0).then_some(depth),
        movetime_ms: (movetime_ms > 0.0).then_some(movetime_ms),
        nodes: None,
        clock: None,
    };
    let (root, history) = s.positions.split_last().expect("a game has a position");
    let r = s.engine.search(root, history, &limits, &HostClock, &mut |_| {});
    s.last_depth = r.depth;
    s.last_nodes = r.nodes;
    s.last_score = r.score.0;
    r.nodes
}

/// Depth of the last search.
#[no_mangle]
pub extern "C" fn last_depth() -> u32 {
    STATE.with(|s| s.borrow().last_depth)
}

/// Score of the last search (side to move, hundredths of a man).
#[no_mangle]
pub extern "C" fn last_score() -> i32 {
    STATE.with(|s| s.borrow().last_score)
}

/// 1 when built with vector instructions (the `simd` feature, as the page's `worker_simd`,
/// which fetches the wide networks), else 0.
#[no_mangle]
pub extern "C" fn vectors() -> u32 {
    u32::from(cfg!(feature = "simd"))
}

/// Installs the network file in the buffer (length `len`) for `variant`, as the page's worker
/// does once it has fetched it (`damas_ai::net::install`). Returns 0, or -1 if it is refused.
#[no_mangle]
pub extern "C" fn install_net(variant: u32, len: u32) -> i32 {
    let Some(v) = variant_of(variant) else { return -1 };
    STATE.with(|s| {
        let s = s.borrow();
        let bytes = s.io.get(..len as usize).unwrap_or_default();
        if damas_ai::net::install(v, bytes).is_ok() { 0 } else { -1 }
    })
}

/// Starts a game of `variant` from the FEN in the buffer (length `len`; 0 = initial position).
/// Returns 0, or -1 if the FEN or variant is bad.
#[no_mangle]
pub extern "C" fn game_new(variant: u32, len: u32) -> i32 {
    let Some(v) = variant_of(variant) else { return -1 };
    STATE.with(|s| {
        let s = &mut *s.borrow_mut();
        let pos = if len == 0 {
            Position::initial(v)
        } else {
            match input(s, len).map(|fen| Position::from_fen(v, &fen)) {
                Some(Ok(p)) => p,
                _ => return -1,
            }
        };
        s.positions = vec![pos];
        s.engine.clear();
        0
    })
}

/// Plays a move given in the buffer either as move text (`22-17`, `28x19x10`) or as square
/// numbers `from to [captured...]` separated by spaces. Returns 0, or -1 if it is not legal.
#[no_mangle]
pub extern "C" fn game_play(len: u32) -> i32 {
    STATE.with(|s| {
        let s = &mut *s.borrow_mut();
        let Some(text) = input(s, len) else { return -1 };
        let pos = *s.positions.last().expect("a game has a position");
        let mv = if text.trim().contains(' ') { by_squares(&pos, &text) } else { pos.parse_move(text.trim()).ok() };
        match mv {
            Some(mv) => {
                s.positions.push(pos.play(&mv));
                0
            }
            None => -1,
        }
    })
}

/// The legal move from, to and capturing exactly the listed squares (numbers).
fn by_squares(pos: &Position, text: &str) -> Option<damas_engine::Move> {
    let numbers: Vec<u32> = text.split_whitespace().map(str::parse).collect::<Result<_, _>>().ok()?;
    let (&from, rest) = numbers.split_first()?;
    let (&to, captured) = rest.split_first()?;
    let v = pos.variant();
    let mut want: Vec<u32> = captured.to_vec();
    want.sort_unstable();
    pos.legal_moves().into_iter().find(|m| {
        let mut got: Vec<u32> = m.captured.squares().map(|sq| v.number(sq)).collect();
        got.sort_unstable();
        v.number(m.from) == from && v.number(m.to) == to && got == want
    })
}

/// How the game stands under the variant's official rules (`damas_engine::Game::outcome`):
/// 0 going on, 1 White won, 2 Black won, 3 drawn.
#[no_mangle]
pub extern "C" fn game_status() -> u32 {
    STATE.with(|s| {
        let s = s.borrow();
        let mut game = damas_engine::Game::from_position(s.positions[0]);
        for pair in s.positions.windows(2) {
            let Some(mv) = pair[0].legal_moves().into_iter().find(|m| pair[0].play(m) == pair[1]) else { return 0 };
            if game.play(mv).is_err() {
                break;
            }
        }
        match game.outcome() {
            None => 0,
            Some(damas_engine::Outcome::Win(damas_engine::Color::White)) => 1,
            Some(damas_engine::Outcome::Win(_)) => 2,
            Some(damas_engine::Outcome::Draw(_)) => 3,
        }
    })
}

/// Thinks about the current game position for `movetime_ms` (0 = none) or to `depth` (0 = none)
/// and writes the best move into the buffer as `from to [captured...] ; text`; returns the
/// length, 0 when there is no legal move. The move is not played.
#[no_mangle]
pub extern "C" fn game_bestmove(movetime_ms: f64, depth: u32) -> i32 {
    STATE.with(|s| {
        let s = &mut *s.borrow_mut();
        let limits = Limits {
            depth: (depth > 0).then_some(depth),
            movetime_ms: (movetime_ms > 0.0).then_some(movetime_ms),
            nodes: None,
            clock: None,
        };
        let (root, history) = s.positions.split_last().expect("a game has a position");
        let root = *root;
        let r = s.engine.search(&root, history, &limits, &HostClock, &mut |_| {});
        s.last_depth = r.depth;
        s.last_nodes = r.nodes;
        s.last_score = r.score.0;
        let Some(mv) = r.best else { return 0 };
        let v = root.variant();
        let mut text = format!("{} {}", v.number(mv.from), v.number(mv.to));
        for sq in mv.captured.squares() {
            text.push_str(&format!(" {}", v.number(sq)));
        }
        text.push_str(" ; ");
        text.push_str(&root.move_text(&mv));
        answer(s, &text)
    })
}
