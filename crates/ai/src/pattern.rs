//! The learned part of the evaluation for 8x8 draughts: patterns of men, in the way of Scan.
//!
//! The board is read through fifteen overlapping windows of 4x4 squares (eight dark squares each,
//! at every second column and every row). Each window's men (empty, own man, opponent's man: 3^8
//! = 6,561 configurations) index a table of weights, and the evaluation adds the weights of every
//! window, once from White's side and once, on the board turned round, from Black's: one table
//! serves both colours, so the evaluation stays symmetric. Kings are not in the windows: a learned
//! material table weighs them instead, with the men, by how many of each each side has (what a
//! king is worth depends on the men left; the hand-set king value is one number), read from the
//! side to move's view (having the move is worth more in some endings than in others).
//!
//! The weights are fitted to the engine's own games (`examples/fit_patterns.rs`, the pipeline)
//! and stored per variant in `data/<variant>.patterns`, which [`for_variant`] reads. The browser's
//! worker has Brazilian's and Russian's built in and fetches the others' ([`FETCHED`], [`install`]).

use damas_engine::Variant;
use std::fmt;
use std::sync::OnceLock;

/// Configurations of one window: 3 states for each of its 8 squares.
pub const CONFIGS: usize = 6561;
/// How many windows read the board.
pub const WINDOWS: usize = 15;
/// Weights in a table: one per configuration of each window.
pub const WEIGHTS: usize = CONFIGS * WINDOWS;
/// King counts the material table tells apart: 0 to 3 (more count as 3).
const KING_COUNTS: usize = 4;
/// Men counts the material table tells apart: 0 to 12 (the most an 8x8 side has).
const MEN_COUNTS: usize = 13;
/// Entries of the material table: one per own kings, opposing kings, own men and opposing men,
/// "own" being the side to move's.
pub const MATERIAL: usize = KING_COUNTS * KING_COUNTS * MEN_COUNTS * MEN_COUNTS;

/// The first bytes of a pattern file (the format's version is the last one).
const MAGIC: &[u8; 8] = b"DAMASPT3";

/// The material table's entry for a side to move with `own_kings` and `own_men` against
/// `opp_kings` and `opp_men`.
#[inline(always)]
#[must_use]
pub fn material_index(own_kings: u32, opp_kings: u32, own_men: u32, opp_men: u32) -> usize {
    let kings = (own_kings as usize).min(KING_COUNTS - 1) * KING_COUNTS + (opp_kings as usize).min(KING_COUNTS - 1);
    (kings * MEN_COUNTS + (own_men as usize).min(MEN_COUNTS - 1)) * MEN_COUNTS + (opp_men as usize).min(MEN_COUNTS - 1)
}

/// The entry of the same material with the other side to move.
#[must_use]
pub fn material_other_side(index: usize) -> usize {
    let (opp_men, own_men) = (index % MEN_COUNTS, index / MEN_COUNTS % MEN_COUNTS);
    let kings = index / (MEN_COUNTS * MEN_COUNTS);
    let (own_kings, opp_kings) = (kings / KING_COUNTS, kings % KING_COUNTS);
    material_index(opp_kings as u32, own_kings as u32, opp_men as u32, own_men as u32)
}

/// Bit of the first dark square of `row` in the engine's padded 8x8 layout (a ghost bit after
/// every pair of rows: period 9).
const fn row_base(row: u32) -> u32 {
    (row / 2) * 9 + (row % 2) * 4
}

/// Two adjacent squares of a row as two base-3 digits with digit 1 where a bit is set.
const PAIR: [u16; 4] = [0, 1, 3, 4];

/// The three pairs of one row (its four dark squares' own men in the low nibble of the index,
/// the opposing men in the high one), each as two base-3 digits: one lookup a row instead of
/// six (the evaluation runs at every leaf).
static ROW_PAIRS: [[u16; 3]; 256] = row_pairs();

const fn row_pairs() -> [[u16; 3]; 256] {
    let mut t = [[0u16; 3]; 256];
    let mut i = 0;
    while i < 256 {
        let (o, p) = (i & 15, i >> 4);
        let mut k = 0;
        while k < 3 {
            t[i][k] = PAIR[o >> k & 3] + 2 * PAIR[p >> k & 3];
            k += 1;
        }
        i += 1;
    }
    t
}

/// Configuration `c` as the other side sees it: the board turned round reverses the order of a
/// window's squares (window `w` becomes window `WINDOWS - 1 - w`), and own and opposing men swap.
#[must_use]
pub fn mirror(c: u16) -> u16 {
    let (mut rest, mut v) = (c, 0u16);
    for _ in 0..8 {
        let digit = rest % 3;
        rest /= 3;
        v = v * 3 + if digit == 0 { 0 } else { 3 - digit };
    }
    v
}

/// The board turned round (square `n` to `33 - n`): in the padded layout, bit `b` goes to
/// `34 - b`.
#[inline(always)]
#[must_use]
pub fn rotate(bb: u64) -> u64 {
    bb.reverse_bits() >> 29
}

/// The configuration of every window with `own` men and `opp` men, in the own side's frame
/// (the own side moves up the board). Window `w` has rows `w / 3` to `w / 3 + 3` and columns
/// `2 (w % 3)` to `2 (w % 3) + 3`: two adjacent dark squares of each of its rows, at bit
/// `row_base + w % 3`, its squares numbered row by row and left to right (base-3 digits, the
/// first the lowest; 1 an own man, 2 an opposing one). Each row's three pairs are read once and
/// shared by the windows that overlap there.
#[inline(always)]
#[must_use]
pub fn configs(own: u64, opp: u64) -> [u16; WINDOWS] {
    let mut rows = [[0u16; 3]; 8];
    for (r, pairs) in rows.iter_mut().enumerate() {
        let base = row_base(r as u32);
        *pairs = ROW_PAIRS[(own >> base) as usize & 15 | ((opp >> base) as usize & 15) << 4];
    }
    let mut out = [0u16; WINDOWS];
    for (w, c) in out.iter_mut().enumerate() {
        let (top, k) = (w / 3, w % 3);
        *c = rows[top][k] + 9 * rows[top + 1][k] + 81 * rows[top + 2][k] + 729 * rows[top + 3][k];
    }
    out
}

/// A fitted table of pattern weights, in hundredths of a man (one byte each: the fitted weights
/// stay well within ±127, and the table is half the download), and the fitted material table
/// (two bytes each: a king's correction can pass a man's worth).
#[derive(Clone, PartialEq, Eq)]
pub struct Patterns {
    weights: Vec<i8>,
    /// The side to move's material entries.
    material: Vec<i16>,
    /// What each of White's configurations adds in all: its own weight less the weight of the
    /// configuration Black has in the mirrored window then (`weights[w][c] - weights[14 - w][mirror
    /// c]`): Black's windows are White's seen from the other side, so one lookup a window counts
    /// both colours.
    net: Vec<i16>,
}

impl fmt::Debug for Patterns {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let nonzero = self.weights.iter().filter(|w| **w != 0).count();
        let material = self.material.iter().filter(|w| **w != 0).count();
        write!(f, "Patterns({nonzero} of {WEIGHTS} weights set, {material} of {MATERIAL} material entries)")
    }
}

/// Why bytes are not a pattern table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PatternError {
    /// The file does not start as a pattern file does.
    NotPatterns,
    /// The file has the wrong length for its weights.
    Length(usize),
    /// The game's table is built into the engine: none is installed ([`install`]).
    BuiltIn,
}

impl fmt::Display for PatternError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PatternError::NotPatterns => write!(f, "not a damas pattern file"),
            PatternError::Length(n) => write!(f, "a pattern file of {n} bytes: expected {}", FILE_LEN),
            PatternError::BuiltIn => write!(f, "this game's pattern table is built in"),
        }
    }
}

impl std::error::Error for PatternError {}

/// The length of a pattern file: the magic, a byte per window weight, two per material entry.
const FILE_LEN: usize = MAGIC.len() + WEIGHTS + 2 * MATERIAL;

impl Patterns {
    /// A table of weights, window by window (`weights[w * CONFIGS + config]`), and a material
    /// table (`material[material_index(..)]`); `None` unless they hold [`WEIGHTS`] and
    /// [`MATERIAL`] entries.
    #[must_use]
    pub fn new(weights: Vec<i8>, material: Vec<i16>) -> Option<Patterns> {
        if weights.len() != WEIGHTS || material.len() != MATERIAL {
            return None;
        }
        let mirrors: Vec<usize> = (0..CONFIGS as u16).map(|c| mirror(c) as usize).collect();
        let mut net = vec![0i16; WEIGHTS];
        for w in 0..WINDOWS {
            let other = (WINDOWS - 1 - w) * CONFIGS;
            for (c, &m) in mirrors.iter().enumerate() {
                net[w * CONFIGS + c] = i16::from(weights[w * CONFIGS + c]) - i16::from(weights[other + m]);
            }
        }
        Some(Patterns { weights, material, net })
    }

    /// The weight of `config` in window `w`.
    #[must_use]
    pub fn weight(&self, w: usize, config: u16) -> i8 {
        self.weights[w * CONFIGS + config as usize]
    }

    /// The patterns' score from White's side: White's windows less Black's, each side's read in
    /// its own frame.
    #[inline]
    #[must_use]
    pub fn score(&self, white_men: u64, black_men: u64) -> i32 {
        let white = configs(white_men, black_men);
        white.iter().enumerate().map(|(w, &c)| i32::from(self.net[w * CONFIGS + c as usize])).sum()
    }

    /// The material table's score from White's side, for White's and Black's kings and men: the
    /// side to move's entry (negated when Black moves).
    #[inline]
    #[must_use]
    pub fn material(&self, white_to_move: bool, white_kings: u32, black_kings: u32, white_men: u32, black_men: u32) -> i32 {
        if white_to_move {
            i32::from(self.material[material_index(white_kings, black_kings, white_men, black_men)])
        } else {
            -i32::from(self.material[material_index(black_kings, white_kings, black_men, white_men)])
        }
    }

    /// The material table's entry `index` (see [`material_index`]).
    #[must_use]
    pub fn material_weight(&self, index: usize) -> i16 {
        self.material[index]
    }

    /// The file's bytes: the magic, each window weight as a signed byte, then each material entry
    /// as two (little-endian).
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.extend(self.weights.iter().map(|w| w.to_le_bytes()[0]));
        out.extend(self.material.iter().flat_map(|m| m.to_le_bytes()));
        out
    }

    /// A table read from a file's bytes.
    ///
    /// # Errors
    /// [`PatternError`] when the bytes are not a pattern file of the right length.
    pub fn from_bytes(bytes: &[u8]) -> Result<Patterns, PatternError> {
        let body = check(bytes)?;
        let (windows, material) = body.split_at(WEIGHTS);
        let weights = windows.iter().map(|b| i8::from_le_bytes([*b])).collect();
        let material = material.chunks_exact(2).map(|m| i16::from_le_bytes([m[0], m[1]])).collect();
        Patterns::new(weights, material).ok_or(PatternError::Length(bytes.len()))
    }
}

/// The body of a pattern file (after its magic), or why `bytes` are none: a file of the right
/// magic and length always reads as a table.
fn check(bytes: &[u8]) -> Result<&[u8], PatternError> {
    let body = bytes.strip_prefix(MAGIC.as_slice()).ok_or(PatternError::NotPatterns)?;
    if bytes.len() == FILE_LEN {
        Ok(body)
    } else {
        Err(PatternError::Length(bytes.len()))
    }
}

/// The games whose tables the browser's worker fetches (`patterns-<variant>.bin`, when it first
/// searches the game) instead of having them built in: four more tables would pass its wasm's
/// budget. Native builds (the CLI, the tools, the tests) include them.
pub const FETCHED: [Variant; 4] = [Variant::Spanish, Variant::Italian, Variant::Czech, Variant::Pool];

/// Every table read so far, one cell each: Brazilian's and Russian's, the fetched games' built
/// in (native builds), then those installed from fetched files ([`install`]), in the order of
/// [`FETCHED`]. One cell type and one way to fill it ([`read`]) keep the worker's wasm small.
static TABLES: [OnceLock<Option<Patterns>>; 2 + 2 * FETCHED.len()] = [const { OnceLock::new() }; 2 + 2 * FETCHED.len()];

/// Where the installed tables' cells start.
const INSTALLED: usize = 2 + FETCHED.len();

/// The table in cell `at`, read from `bytes` the first time (`None` if they are no table).
fn read(at: usize, bytes: &[u8]) -> Option<&'static Patterns> {
    TABLES[at].get_or_init(|| Patterns::from_bytes(bytes).ok()).as_ref()
}

/// Reads `bytes` as the table of `variant`, one of [`FETCHED`], for the rest of the process (a
/// worker fetches each once; a second table of the same game is ignored). The engine reads it at
/// its next search and forgets the scores it found without it (`Engine::begin`).
///
/// # Errors
/// [`PatternError`] when the bytes are no table (nothing is installed: the game plays with its
/// hand-set weights), or when `variant` has its table built in.
pub fn install(variant: Variant, bytes: &[u8]) -> Result<(), PatternError> {
    let at = FETCHED.iter().position(|v| *v == variant).ok_or(PatternError::BuiltIn)?;
    check(bytes)?;
    read(INSTALLED + at, bytes);
    Ok(())
}

/// The table of `variant` installed from a fetched file, if any (native builds read their own:
/// [`for_variant`]).
#[must_use]
pub fn installed(variant: Variant) -> Option<&'static Patterns> {
    let at = FETCHED.iter().position(|v| *v == variant)?;
    TABLES[INSTALLED + at].get()?.as_ref()
}

/// The table of `variant`, read once; `None` for a variant without one (or, in the worker, whose
/// file has not come: [`install`]).
#[must_use]
pub fn for_variant(variant: Variant) -> Option<&'static Patterns> {
    match variant {
        Variant::Brazilian => read(0, include_bytes!("../data/brazilian.patterns")),
        Variant::Russian => read(1, include_bytes!("../data/russian.patterns")),
        #[cfg(not(target_arch = "wasm32"))]
        Variant::Spanish => read(2, include_bytes!("../data/spanish.patterns")),
        #[cfg(not(target_arch = "wasm32"))]
        Variant::Italian => read(3, include_bytes!("../data/italian.patterns")),
        #[cfg(not(target_arch = "wasm32"))]
        Variant::Czech => read(4, include_bytes!("../data/czech.patterns")),
        #[cfg(not(target_arch = "wasm32"))]
        Variant::Pool => read(5, include_bytes!("../data/pool.patterns")),
        _ => installed(variant),
    }
}

#[cfg(test)]
mod fetched_tests;

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::{Color, Position};

    /// Every count the material table tells apart: own kings, opposing kings, own men, opposing men.
    fn material_counts() -> impl Iterator<Item = (u32, u32, u32, u32)> {
        let (k, m) = (KING_COUNTS as u32, MEN_COUNTS as u32);
        (0..k).flat_map(move |ok| (0..k).flat_map(move |pk| (0..m).flat_map(move |om| (0..m).map(move |pm| (ok, pk, om, pm)))))
    }

    fn men(fen: &str) -> (u64, u64) {
        let pos = Position::from_fen(Variant::Brazilian, fen).unwrap();
        let kings = pos.kings().0;
        (pos.pieces(Color::White).0 & !kings, pos.pieces(Color::Black).0 & !kings)
    }

    #[test]
    fn windows_cover_eight_squares_each_and_the_whole_board() {
        let v = Variant::Brazilian;
        let mut seen = [0u32; 33];
        for n in 1..=32u32 {
            // A lone own man on square n: one digit 1 in each window holding n, nothing elsewhere.
            let sq = v.square(n).unwrap();
            let (row, col) = v.row_col(sq);
            let c = configs(sq.mask(), 0);
            for (w, &config) in c.iter().enumerate() {
                let (top, k) = ((w / 3) as u32, (w % 3) as u32);
                let inside = (top..top + 4).contains(&row) && (2 * k..2 * k + 4).contains(&col);
                if inside {
                    assert!((0..8).any(|i| config == 3u16.pow(i)), "square {n} window {w}: {config}");
                    seen[n as usize] += 1;
                } else {
                    assert_eq!(config, 0, "square {n} window {w}");
                }
                // An opposing man reads as digit 2 in the same place.
                assert_eq!(configs(0, sq.mask())[w], 2 * config);
            }
        }
        assert!(seen[1..].iter().all(|&n| n >= 1), "every square is in a window: {seen:?}");
        // Each window holds eight squares.
        for w in 0..WINDOWS {
            let count = (1..=32u32).filter(|&n| configs(v.square(n).unwrap().mask(), 0)[w] != 0).count();
            assert_eq!(count, 8, "window {w}");
        }
    }

    #[test]
    fn turning_the_board_maps_each_square_to_its_opposite() {
        let v = Variant::Brazilian;
        for n in 1..=32 {
            let a = v.square(n).unwrap().mask();
            let b = v.square(33 - n).unwrap().mask();
            assert_eq!(rotate(a), b, "square {n}");
        }
    }

    #[test]
    fn configurations_read_own_and_opposing_men() {
        // The start: White's windows in White's frame equal Black's in Black's.
        let (w, b) = men("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
        assert_eq!(configs(w, b), configs(rotate(b), rotate(w)));
        // One white man on 5 (a7): the top-left window's third square (the second row's first)
        // is own: digit 2.
        let (w, b) = men("W:W5:B28");
        assert_eq!(configs(w, b)[0], 9);
        // Seen from Black (the board turned round), it is an opposing man on 28 (h2), the
        // bottom-right window's sixth square, and Black's own man on 28 is on 5 in its frame.
        let black_frame = configs(rotate(b), rotate(w));
        assert_eq!((black_frame[WINDOWS - 1], black_frame[0]), (2 * 3u16.pow(5), 9));
    }

    #[test]
    fn the_mirror_gives_black_configurations_from_white_ones() {
        let mut pos = Position::initial(Variant::Brazilian);
        for i in 0..80 {
            let kings = pos.kings().0;
            let (w, b) = (pos.pieces(Color::White).0 & !kings, pos.pieces(Color::Black).0 & !kings);
            let white = configs(w, b);
            let black = configs(rotate(b), rotate(w));
            for win in 0..WINDOWS {
                assert_eq!(mirror(white[WINDOWS - 1 - win]), black[win], "{} window {win}", pos.to_fen());
            }
            let moves = pos.legal_moves();
            let Some(mv) = moves.get((i * 7) % moves.len().max(1)) else { break };
            pos = pos.play(mv);
        }
        assert!((0..CONFIGS as u16).all(|c| mirror(mirror(c)) == c));
    }

    #[test]
    fn the_shipped_tables_read_and_count() {
        for v in [Variant::Brazilian, Variant::Russian] {
            let p = for_variant(v).unwrap_or_else(|| panic!("{v:?}: data/*.patterns does not read"));
            let set = p.weights.iter().filter(|w| **w != 0).count();
            assert!(set > 10_000, "{v:?}: {set} weights set");
            let (w, b) = men("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
            assert_eq!(p.score(w, b), 0, "the start is level");
            // Having the move at the start is worth little (the hand-set tempo term has it too).
            assert!(p.material(true, 0, 0, 12, 12).abs() <= 20, "{v:?}: {}", p.material(true, 0, 0, 12, 12));
        }
        // Brazilian's table is the colours' difference alone (`fit_patterns ... netted`): each
        // entry the negation of the other side's. Russian's has what the move is worth as well.
        let antisymmetric = |v| {
            let p = for_variant(v).unwrap();
            (0..MATERIAL).all(|i| p.material_weight(i) == -p.material_weight(material_other_side(i)))
        };
        assert!(antisymmetric(Variant::Brazilian));
        assert!(!antisymmetric(Variant::Russian));
        for v in [Variant::International, Variant::English, Variant::Turkish] {
            assert!(for_variant(v).is_none());
        }
    }

    #[test]
    fn the_score_is_symmetric_and_files_round_trip() {
        let weights: Vec<i8> = (0..WEIGHTS).map(|i| ((i * 7919) % 61) as i8 - 30).collect();
        let material: Vec<i16> = (0..MATERIAL).map(|i| ((i * 104_729) % 601) as i16 - 300).collect();
        let p = Patterns::new(weights, material).unwrap();
        let (w, b) = men("W:W17,21,22,25,28,30:B3,6,9,10,12,14");
        // Colours swapped on the board turned round: the score changes sign.
        assert_eq!(p.score(w, b), -p.score(rotate(b), rotate(w)));
        // It is White's windows' weights less Black's, each side's read in its own frame.
        let sides = |own: u64, opp: u64| -> i32 { configs(own, opp).iter().enumerate().map(|(win, &c)| i32::from(p.weight(win, c))).sum() };
        assert_eq!(p.score(w, b), sides(w, b) - sides(rotate(b), rotate(w)));
        let (w0, b0) = men("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
        assert_eq!(p.score(w0, b0), 0);
        assert_eq!(Patterns::from_bytes(&p.to_bytes()), Ok(p.clone()));
        assert_eq!(Patterns::from_bytes(b"junk"), Err(PatternError::NotPatterns));
        let mut short = p.to_bytes();
        short.pop();
        assert_eq!(Patterns::from_bytes(&short), Err(PatternError::Length(FILE_LEN - 1)));
        assert!(Patterns::new(vec![0; 3], vec![0; MATERIAL]).is_none());
        assert!(Patterns::new(vec![0; WEIGHTS], vec![0; 3]).is_none());
        let mut old = b"DAMASPT1".to_vec();
        old.extend(vec![0u8; WEIGHTS]);
        assert_eq!(Patterns::from_bytes(&old), Err(PatternError::NotPatterns), "a file of the first version");
        // The second version netted the material table (White's entry less Black's): the same
        // length, read another way, so it is refused too.
        let mut second = p.to_bytes();
        second[..8].copy_from_slice(b"DAMASPT2");
        assert_eq!(Patterns::from_bytes(&second), Err(PatternError::NotPatterns), "a file of the second version");
    }

    #[test]
    fn the_material_table_reads_the_side_to_move_and_caps_kings() {
        let material: Vec<i16> = (0..MATERIAL).map(|i| ((i * 7_919) % 401) as i16 - 200).collect();
        let p = Patterns::new(vec![0; WEIGHTS], material).unwrap();
        for (wk, bk, wm, bm) in [(0, 0, 12, 12), (1, 0, 7, 8), (2, 1, 3, 5), (0, 3, 12, 0), (5, 4, 1, 0)] {
            // White to move: White's entry; Black to move: Black's, from White's side.
            let white = i32::from(p.material_weight(material_index(wk, bk, wm, bm)));
            let black = i32::from(p.material_weight(material_index(bk, wk, bm, wm)));
            assert_eq!(p.material(true, wk, bk, wm, bm), white, "{wk} {bk} {wm} {bm}");
            assert_eq!(p.material(false, wk, bk, wm, bm), -black, "{wk} {bk} {wm} {bm}");
            // The colours swapped, with the other side to move: the same for the mover.
            assert_eq!(p.material(true, wk, bk, wm, bm), -p.material(false, bk, wk, bm, wm));
            // The other side's entry of the same material.
            assert_eq!(material_other_side(material_index(wk, bk, wm, bm)), material_index(bk, wk, bm, wm));
        }
        // Four kings or more count as three.
        assert_eq!(p.material(true, 5, 1, 2, 3), p.material(true, 3, 1, 2, 3));
        // Every count has its own entry, and the other side's of the other side's is its own.
        let mut seen = vec![false; MATERIAL];
        for (ok, pk, om, pm) in material_counts() {
            let i = material_index(ok, pk, om, pm);
            assert!(!seen[i], "{ok} {pk} {om} {pm}");
            seen[i] = true;
            assert_eq!(material_other_side(material_other_side(i)), i);
        }
        assert!(seen.iter().all(|s| *s));
    }
}
