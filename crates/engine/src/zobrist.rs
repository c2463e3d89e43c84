//! Zobrist keys: one random 64-bit key per (colour, role, bit) and one for Black to move.
//! Generated at compile time by splitmix64 so the keys are the same in every build (native and
//! WASM), which keeps hashes comparable across the worker boundary and in tests.

use crate::{Color, Role};

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn build() -> [[u64; 64]; 4] {
    let mut keys = [[0u64; 64]; 4];
    let mut state = 0xDA4A_5B2A_2100_0001u64;
    let mut table = 0;
    while table < 4 {
        let mut bit = 0;
        while bit < 64 {
            let (s, key) = splitmix64(state);
            state = s;
            keys[table][bit] = key;
            bit += 1;
        }
        table += 1;
    }
    keys
}

static PIECE_KEYS: [[u64; 64]; 4] = build();

/// XOR this into the hash when Black is to move.
pub const BLACK_TO_MOVE: u64 = splitmix64(0x005E_ED0F_B1AC).1;

/// The key of a piece of `color` and `role` on `bit`.
#[inline(always)]
#[must_use]
pub fn piece_key(color: Color, role: Role, bit: u32) -> u64 {
    let table = color.index() * 2 + (role == Role::King) as usize;
    PIECE_KEYS[table][bit as usize & 63]
}
