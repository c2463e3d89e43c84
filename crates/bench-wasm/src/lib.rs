//! Plain WebAssembly exports for the benchmarks in `scripts/`: Node instantiates the module with
//! no JS glue and calls these functions, so the figures measure the engine and nothing else.

use damas_engine::perft::perft;
use damas_engine::{Duplicates, Position, Variant};

/// Brazilian perft from the initial position at `depth` (FMJD move identity, bulk counted).
#[no_mangle]
pub extern "C" fn perft_brazilian(depth: u32) -> u64 {
    perft(&Position::initial(Variant::Brazilian), depth, Duplicates::Drop)
}
