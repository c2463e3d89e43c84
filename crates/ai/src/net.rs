//! A small learned network for 8x8 draughts, added to the evaluation: what the pattern windows
//! cannot see (they read men four rows at a time, and kings only as counts), such as where the
//! kings stand, or how the two wings of the board weigh against each other.
//!
//! The inputs are the pieces from the side to move's view (the board turned round when Black
//! moves): four planes, own men, own kings, opposing men, opposing kings, one input per square
//! (by bit of the engine's padded layout). One hidden layer, as wide as its file says (32 units
//! built into the browser's worker, 128 natively and in the worker built with WebAssembly's
//! vector instructions, which fetches them), clipped to 0..1, and a linear output in
//! hundredths of a man. Its first layer is a sum of the weight rows of the occupied squares; a
//! search keeps those sums from one leaf to the next ([`Net::score_of`]) and changes only the rows
//! of the squares that changed, a few a leaf instead of one for each piece.
//!
//! The weights are fitted to the engine's own positions on top of the rest of the evaluation
//! (`examples/fit_net.rs`) and stored per variant in `data/<variant>.net` (the worker's narrow
//! ones in `data/<variant>-32.net`). A network fitted alone, as the whole evaluation with the
//! tempo, says so in its file ([`Net::alone`]); none is shipped (natively measured, issue 57).

use damas_engine::{Color, Position, Variant};
use std::cell::RefCell;
use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// Bits of one plane: the padded layout's 35 (the ghost bits are never set).
pub const PLANE: usize = 35;
/// Inputs: four planes.
pub const INPUTS: usize = 4 * PLANE;
/// Hidden units of the network built into the browser's worker, and of the fit's default.
pub const HIDDEN: usize = 32;
/// The most hidden units a network file may have.
pub const MAX_HIDDEN: usize = 256;

/// Parameters of a network of `hidden` units: the first layer's weights and biases, the output's
/// weights and bias.
#[must_use]
pub const fn params(hidden: usize) -> usize {
    INPUTS * hidden + hidden + hidden + 1
}

/// The first layer's fixed point: weights and biases in 256ths (two bytes each), and a hidden
/// unit clipped to 0..=256.
const ONE: i32 = 256;
/// The largest first-layer weight or bias kept (3.875): a bias and the rows of all 32 squares
/// then sum within two bytes, so the first layer adds in `i16` lanes, twice as many to a vector
/// instruction as `i32` (the fitted weights stay far inside it).
const ROW_LIMIT: i16 = 992;
/// The output weights' fixed point: 64ths of a hundredth of a man per unit of a hidden unit.
const OUT_ONE: i32 = 64;

/// The first bytes of a network file (the format's version is the last one); then the number
/// of hidden units in two little-endian bytes, then the parameters.
const MAGIC: &[u8; 8] = b"DAMASNN2";
/// The same of a network fitted to carry the evaluation alone ([`Net::alone`]): the file says
/// which evaluation it belongs to, so no program plays one as the other (natively only).
const MAGIC_ALONE: &[u8; 8] = b"DAMASNA2";
/// The length of a network file of `hidden` units: the magic, the width and two little-endian
/// bytes per parameter.
const fn file_len(hidden: usize) -> usize {
    MAGIC.len() + 2 + 2 * params(hidden)
}

/// The four planes of `pos` from the side to move's view: own men, own kings, opposing men,
/// opposing kings, each turned round when Black is to move.
#[inline(always)]
#[must_use]
pub fn planes(pos: &Position) -> [u64; 4] {
    let kings = pos.kings().0;
    let (own, opp) = (pos.pieces(pos.turn()).0, pos.pieces(!pos.turn()).0);
    let p = [own & !kings, own & kings, opp & !kings, opp & kings];
    if pos.turn() == Color::White {
        p
    } else {
        p.map(crate::pattern::rotate)
    }
}

/// Calls `f` with each active input of `planes`.
#[inline(always)]
pub fn for_each_input(planes: &[u64; 4], mut f: impl FnMut(usize)) {
    for (k, &plane) in planes.iter().enumerate() {
        for_each_bit(plane, |b| f(k * PLANE + b));
    }
}

/// A fitted network, in fixed point: integer arithmetic gives the same score on every machine,
/// natively and in WebAssembly.
#[derive(Clone)]
pub struct Net {
    /// Hidden units.
    hidden: usize,
    /// The first layer, a row of `hidden` weights per input, within [`ROW_LIMIT`].
    rows: Vec<i16>,
    bias: Vec<i16>,
    /// The output weights, two bytes each as in the file: a unit (0..=256) times one fits two
    /// bytes' product, which a vector instruction multiplies and adds in pairs.
    out: Vec<i16>,
    /// In hundredths of a man.
    out_bias: i32,
    /// Fitted to be the whole evaluation (with the tempo), not added to the patterns and the
    /// hand-set terms.
    alone: bool,
    /// Tells this network's sums apart from another's in [`Net::score_of`]'s memory (each
    /// network read gets its own, so one freed and another made in its place never mix).
    id: u64,
}

impl PartialEq for Net {
    fn eq(&self, other: &Net) -> bool {
        (self.hidden, &self.rows, &self.bias, &self.out, self.out_bias, self.alone)
            == (other.hidden, &other.rows, &other.bias, &other.out, other.out_bias, other.alone)
    }
}

impl Eq for Net {}

impl fmt::Debug for Net {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Net({INPUTS} inputs, {} hidden{})", self.hidden, if self.alone { ", alone" } else { "" })
    }
}

/// Why bytes are not a network.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetError {
    /// The file does not start as a network file does.
    NotNet,
    /// The file names no hidden unit, or more than [`MAX_HIDDEN`].
    Width(usize),
    /// The file has the wrong length for its parameters.
    Length(usize),
    /// A network was given for a game whose network is built in.
    NotFetched,
}

impl fmt::Display for NetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NetError::NotNet => write!(f, "not a damas network file"),
            NetError::Width(n) => write!(f, "a network of {n} hidden units: expected 1 to {MAX_HIDDEN}"),
            NetError::Length(n) => write!(f, "a network file of {n} bytes: not the length its width needs"),
            NetError::NotFetched => write!(f, "this game's network is built in"),
        }
    }
}

impl std::error::Error for NetError {}

/// `x` in fixed point of `one`, within two bytes.
fn fixed(x: f32, one: i32) -> i16 {
    (x * one as f32).round().clamp(f32::from(i16::MIN), f32::from(i16::MAX)) as i16
}

/// The hidden units of a network of `count` parameters, if that is a whole network's count.
fn width_of(count: usize) -> Option<usize> {
    let hidden = count.checked_sub(1)? / (INPUTS + 2);
    (1..=MAX_HIDDEN).contains(&hidden).then_some(hidden).filter(|&h| params(h) == count)
}

impl Net {
    /// The network of fitted parameters, in the order [`params`] counts them: the first layer
    /// input by input, its biases, the output weights and the output bias, the last two in
    /// hundredths of a man; `None` unless they are a whole network's (of 1 to [`MAX_HIDDEN`]
    /// hidden units).
    #[must_use]
    pub fn from_params(p: &[f32]) -> Option<Net> {
        let hidden = width_of(p.len())?;
        let first = p[..INPUTS * hidden + hidden].iter().map(|&x| fixed(x, ONE));
        let out = p[INPUTS * hidden + hidden..p.len() - 1].iter().map(|&x| fixed(x, OUT_ONE));
        let last = fixed(p[p.len() - 1], 1);
        Some(Net::from_fixed(hidden, &first.chain(out).chain(std::iter::once(last)).collect::<Vec<_>>()))
    }

    /// The network of `hidden` units and their [`params`] fixed-point parameters.
    fn from_fixed(hidden: usize, q: &[i16]) -> Net {
        static NEXT_ID: AtomicU64 = AtomicU64::new(1);
        let first = |part: &[i16]| -> Vec<i16> { part.iter().map(|w| w.clamp(&-ROW_LIMIT, &ROW_LIMIT)).copied().collect() };
        let rest = &q[INPUTS * hidden..];
        Net {
            hidden,
            rows: first(&q[..INPUTS * hidden]),
            bias: first(&rest[..hidden]),
            out: rest[hidden..2 * hidden].to_vec(),
            out_bias: i32::from(rest[2 * hidden]),
            alone: false,
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
        }
    }

    /// Hidden units.
    #[must_use]
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// Whether the network is the whole evaluation (fitted on the tempo alone, `fit_net` with
    /// `FIT_NET_ALONE`) rather than a correction added to the patterns and hand-set terms.
    #[must_use]
    pub fn alone(&self) -> bool {
        self.alone
    }

    /// This network, marked as the whole evaluation or not ([`Net::alone`]).
    #[must_use]
    pub fn with_alone(self, alone: bool) -> Net {
        Net { alone, ..self }
    }

    /// The first layer's weights of input `i`.
    #[inline(always)]
    fn row(&self, i: usize) -> &[i16] {
        &self.rows[i * self.hidden..(i + 1) * self.hidden]
    }

    /// The first layer's sums of `planes`, from the biases up.
    #[inline]
    fn sums(&self, planes: &[u64; 4], h: &mut [i16]) {
        h.copy_from_slice(&self.bias);
        for_each_input(planes, |i| add(h, self.row(i)));
    }

    /// The output of the first layer's sums `h`.
    #[inline]
    fn output(&self, h: &[i16]) -> i32 {
        output_sum(h, &self.out) / (ONE * OUT_ONE) + self.out_bias
    }

    /// The network's score of `planes` for the side to move, in hundredths of a man.
    #[inline]
    #[must_use]
    pub fn score(&self, planes: &[u64; 4]) -> i32 {
        let mut h = [0i16; MAX_HIDDEN];
        let h = &mut h[..self.hidden];
        self.sums(planes, h);
        self.output(h)
    }

    /// [`Net::score`] of `planes`, `turn` to move, found from the sums of the last position this
    /// thread scored with this network and the same side to move: only the rows of the squares
    /// that changed are added or taken away. A search scores one leaf after another a move or
    /// two apart, so a wide first layer costs a few rows a leaf instead of one for each piece.
    /// The same score as [`Net::score`] (the sums never wrap, so their order does not matter).
    #[inline]
    #[must_use]
    #[cfg_attr(all(target_arch = "wasm32", feature = "simd"), target_feature(enable = "simd128"))]
    pub fn score_of(&self, planes: &[u64; 4], turn: Color) -> i32 {
        LAST.with(|last| {
            let mut last = last.borrow_mut();
            if last.net != self.id {
                last.net = self.id;
                last.sides.iter_mut().for_each(|s| s.valid = false);
            }
            let side = &mut last.sides[turn.index()];
            let h = &mut side.sums[..self.hidden];
            // Which way costs fewer rows, counted on the squares (a man crowned counts once
            // though it changes two rows): two bit counts, not eight, since a native build for
            // plain x86-64 counts bits in a dozen instructions. Either way gives the same sums.
            let changed = planes.iter().zip(&side.planes).fold(0, |d, (a, b)| d | (a ^ b)).count_ones();
            let pieces = planes.iter().fold(0, |o, p| o | p).count_ones();
            if side.valid && changed < pieces {
                for (k, (&now, &was)) in planes.iter().zip(&side.planes).enumerate() {
                    for_each_bit(now & !was, |b| add(h, self.row(k * PLANE + b)));
                    for_each_bit(was & !now, |b| sub(h, self.row(k * PLANE + b)));
                }
            } else {
                self.sums(planes, h);
            }
            side.planes = *planes;
            side.valid = true;
            self.output(h)
        })
    }

    /// The network as a file's bytes.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = if self.alone { MAGIC_ALONE } else { MAGIC }.to_vec();
        out.extend_from_slice(&(self.hidden as u16).to_le_bytes());
        let first = self.rows.iter().chain(&self.bias);
        let last = self.out.iter().copied().chain(std::iter::once(self.out_bias as i16));
        for p in first.copied().chain(last) {
            out.extend_from_slice(&p.to_le_bytes());
        }
        out
    }

    /// The network of a file's bytes.
    ///
    /// # Errors
    /// When the bytes are not a whole network file of this format.
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, NetError> {
        let (rest, alone) = match (bytes.strip_prefix(MAGIC), bytes.strip_prefix(MAGIC_ALONE)) {
            (Some(rest), _) => (rest, false),
            // The browser's worker has no evaluation by a network alone (the branch would
            // cost its wasm some 800 bytes gzipped, over its budget): there such a file is none.
            (_, Some(rest)) if cfg!(not(target_arch = "wasm32")) => (rest, true),
            _ => return Err(NetError::NotNet),
        };
        let [lo, hi, ..] = *rest else { return Err(NetError::Length(bytes.len())) };
        let hidden = usize::from(u16::from_le_bytes([lo, hi]));
        if !(1..=MAX_HIDDEN).contains(&hidden) {
            return Err(NetError::Width(hidden));
        }
        if bytes.len() != file_len(hidden) {
            return Err(NetError::Length(bytes.len()));
        }
        let q: Vec<i16> = rest[2..].chunks_exact(2).map(|c| i16::from_le_bytes([c[0], c[1]])).collect();
        Ok(Net::from_fixed(hidden, &q).with_alone(alone))
    }
}

/// Adds `row` to the sums `h`. Never wraps: at most 32 squares and the bias, each within
/// [`ROW_LIMIT`].
#[inline(always)]
fn add(h: &mut [i16], row: &[i16]) {
    for (x, w) in h.iter_mut().zip(row) {
        *x = x.wrapping_add(*w);
    }
}

/// Takes `row` from the sums `h`.
#[inline(always)]
fn sub(h: &mut [i16], row: &[i16]) {
    for (x, w) in h.iter_mut().zip(row) {
        *x = x.wrapping_sub(*w);
    }
}

/// The output layer's sum: each hidden unit's sum clipped to 0..=[`ONE`], times its weight.
#[inline(always)]
fn output_sum_plain(h: &[i16], out: &[i16]) -> i32 {
    h.iter().zip(out).fold(0, |sum, (&x, &w)| sum.wrapping_add(i32::from(x.clamp(0, ONE as i16)) * i32::from(w)))
}

/// [`output_sum_plain`], natively eight units to a multiply-and-add-pairs instruction: the
/// compiler, left to itself, widened four units to a vector first (for 128 units some 300
/// instructions an evaluation against 110, 2026-12-02). The same sum: two's complement adds in
/// any order.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn output_sum(h: &[i16], out: &[i16]) -> i32 {
    use std::arch::x86_64::{
        __m128i, _mm_add_epi32, _mm_loadu_si128, _mm_madd_epi16, _mm_max_epi16, _mm_min_epi16, _mm_set1_epi16,
        _mm_setzero_si128, _mm_storeu_si128,
    };
    let n = h.len().min(out.len());
    let whole = n / 8 * 8;
    let mut lanes = [0i32; 4];
    // SAFETY: SSE2 is part of every x86-64 processor; each load reads eight `i16` at `i <
    // whole <= n`, inside both slices.
    unsafe {
        let (low, high) = (_mm_setzero_si128(), _mm_set1_epi16(ONE as i16));
        let mut acc = _mm_setzero_si128();
        for i in (0..whole).step_by(8) {
            let x = _mm_loadu_si128(h.as_ptr().add(i).cast::<__m128i>());
            let w = _mm_loadu_si128(out.as_ptr().add(i).cast::<__m128i>());
            acc = _mm_add_epi32(acc, _mm_madd_epi16(_mm_min_epi16(_mm_max_epi16(x, low), high), w));
        }
        _mm_storeu_si128(lanes.as_mut_ptr().cast::<__m128i>(), acc);
    }
    lanes.iter().fold(0i32, |a, &b| a.wrapping_add(b)).wrapping_add(output_sum_plain(&h[whole..n], &out[whole..n]))
}

/// [`output_sum_plain`] in the worker built with WebAssembly's vector instructions, eight units to
/// a dot-product instruction (`i32x4.dot_i16x8_s`), as natively.
#[cfg(all(target_arch = "wasm32", feature = "simd"))]
#[inline(always)]
fn output_sum(h: &[i16], out: &[i16]) -> i32 {
    // SAFETY: this worker is loaded only where the browser validated a module with vector
    // instructions (the page's probe), as `Net::score_of`, which enables them, already assumes.
    unsafe { output_sum_simd128(h, out) }
}

#[cfg(all(target_arch = "wasm32", feature = "simd"))]
#[target_feature(enable = "simd128")]
#[inline]
unsafe fn output_sum_simd128(h: &[i16], out: &[i16]) -> i32 {
    use std::arch::wasm32::{i16x8_max, i16x8_min, i16x8_splat, i32x4_add, i32x4_dot_i16x8, i32x4_extract_lane, v128, v128_load};
    let n = h.len().min(out.len());
    let whole = n / 8 * 8;
    let (low, high) = (i16x8_splat(0), i16x8_splat(ONE as i16));
    let mut acc = i16x8_splat(0);
    for i in (0..whole).step_by(8) {
        // SAFETY: eight `i16` at `i < whole <= n`, inside both slices.
        let (x, w) = unsafe { (v128_load(h.as_ptr().add(i).cast::<v128>()), v128_load(out.as_ptr().add(i).cast::<v128>())) };
        acc = i32x4_add(acc, i32x4_dot_i16x8(i16x8_min(i16x8_max(x, low), high), w));
    }
    let lanes = [i32x4_extract_lane::<0>(acc), i32x4_extract_lane::<1>(acc), i32x4_extract_lane::<2>(acc), i32x4_extract_lane::<3>(acc)];
    lanes.iter().fold(0i32, |a, &b| a.wrapping_add(b)).wrapping_add(output_sum_plain(&h[whole..n], &out[whole..n]))
}

/// [`output_sum_plain`] elsewhere.
#[cfg(not(any(target_arch = "x86_64", all(target_arch = "wasm32", feature = "simd"))))]
#[inline(always)]
fn output_sum(h: &[i16], out: &[i16]) -> i32 {
    output_sum_plain(h, out)
}

/// Calls `f` with each set bit of `b`.
#[inline(always)]
fn for_each_bit(mut b: u64, mut f: impl FnMut(usize)) {
    while b != 0 {
        f(b.trailing_zeros() as usize);
        b &= b - 1;
    }
}

/// The first layer's sums of the last position scored from one side's view.
struct Side {
    planes: [u64; 4],
    valid: bool,
    sums: [i16; MAX_HIDDEN],
}

/// What [`Net::score_of`] remembers on each thread: the network's id and, for each side to
/// move, the last position's sums.
struct Last {
    net: u64,
    sides: [Side; 2],
}

thread_local! {
    static LAST: RefCell<Last> = const {
        RefCell::new(Last { net: 0, sides: [const { Side { planes: [0; 4], valid: false, sums: [0; MAX_HIDDEN] } }; 2] })
    };
}

/// The network read from `$DAMAS_NET`, for experiments: a candidate measured by a match before
/// it is shipped.
#[must_use]
pub fn candidate() -> Option<&'static Net> {
    static NET: OnceLock<Option<Net>> = OnceLock::new();
    NET.get_or_init(|| {
        let path = std::env::var("DAMAS_NET").ok()?;
        let bytes = std::fs::read(&path).ok()?;
        Net::from_bytes(&bytes).ok()
    })
    .as_ref()
}

/// The games whose wide network the browser's worker may fetch (`net-<variant>.bin`, a copy of
/// `data/<variant>.net`, 36 KB) at the game's first search: the worker's wasm has room only for
/// narrow ones of 32 units (`data/<variant>-32.net`), which it plays with until the file comes.
/// Only the worker built with vector instructions fetches them (the `simd` feature: there the
/// wide layer costs a node no more than the narrow one without them; docs/ai.md, "The worker").
pub const FETCHED: [Variant; 2] = [Variant::Brazilian, Variant::Russian];

/// The networks installed from fetched files ([`install`]), in the order of [`FETCHED`].
static INSTALLED: [OnceLock<Net>; FETCHED.len()] = [const { OnceLock::new() }; FETCHED.len()];

/// Reads `bytes` as the network of `variant`, one of [`FETCHED`], for the rest of the process (a
/// worker fetches each once; a second network of the same game is ignored). The engine reads it
/// at its next search and forgets the scores it found without it (`Engine::begin`).
///
/// # Errors
/// [`NetError`] when the bytes are no network (nothing is installed: the game plays with the
/// narrow network built in), or [`NetError::NotFetched`] for a game not of [`FETCHED`].
pub fn install(variant: Variant, bytes: &[u8]) -> Result<(), NetError> {
    let at = FETCHED.iter().position(|v| *v == variant).ok_or(NetError::NotFetched)?;
    let net = Net::from_bytes(bytes)?;
    let _ = INSTALLED[at].set(net);
    Ok(())
}

/// The network of `variant` installed from a fetched file, if any.
#[must_use]
pub fn installed(variant: Variant) -> Option<&'static Net> {
    INSTALLED[FETCHED.iter().position(|v| *v == variant)?].get()
}

/// The network of `variant` the engine plays with, if it has one, read once: `data/<variant>.net`
/// natively (128 units); in the worker built with vector instructions (wasm and the `simd`
/// feature), the one fetched once it came ([`install`]); until then, and in the worker without
/// them, the narrow one built in (32 units). A file that does not read as a network leaves it out.
#[must_use]
pub fn for_variant(variant: Variant) -> Option<&'static Net> {
    static BRAZILIAN: OnceLock<Option<Net>> = OnceLock::new();
    static RUSSIAN: OnceLock<Option<Net>> = OnceLock::new();
    #[cfg(all(target_arch = "wasm32", feature = "simd"))]
    if let Some(net) = installed(variant) {
        return Some(net);
    }
    let (cell, bytes): (_, &[u8]) = match variant {
        #[cfg(not(target_arch = "wasm32"))]
        Variant::Brazilian => (&BRAZILIAN, include_bytes!("../data/brazilian.net")),
        #[cfg(target_arch = "wasm32")]
        Variant::Brazilian => (&BRAZILIAN, include_bytes!("../data/brazilian-32.net")),
        #[cfg(not(target_arch = "wasm32"))]
        Variant::Russian => (&RUSSIAN, include_bytes!("../data/russian.net")),
        #[cfg(target_arch = "wasm32")]
        Variant::Russian => (&RUSSIAN, include_bytes!("../data/russian-32.net")),
        _ => return None,
    };
    cell.get_or_init(|| Net::from_bytes(bytes).ok()).as_ref()
}

/// The narrow network built into the worker for `variant` (for tests and measures natively).
#[cfg(not(target_arch = "wasm32"))]
#[must_use]
pub fn built_into_worker(variant: Variant) -> Option<Net> {
    let bytes: &[u8] = match variant {
        Variant::Brazilian => include_bytes!("../data/brazilian-32.net"),
        Variant::Russian => include_bytes!("../data/russian-32.net"),
        _ => return None,
    };
    Net::from_bytes(bytes).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A network of `hidden` units drawn from `seed`.
    fn net_of(seed: u64, hidden: usize) -> Net {
        let mut rng = crate::rng::Xorshift::seeded(seed);
        // First-layer weights within ±0.25 (so that one piece moves a hidden unit without
        // clipping it), output weights within ±50 hundredths of a man.
        let p: Vec<f32> = (0..params(hidden))
            .map(|i| {
                let x = rng.below(2001) as f32 / 1000.0 - 1.0;
                if i < INPUTS * hidden + hidden { x / 4.0 } else { x * 50.0 }
            })
            .collect();
        Net::from_params(&p).expect("params")
    }

    #[test]
    fn the_vector_output_sums_as_the_plain_one() {
        let mut rng = crate::rng::Xorshift::seeded(11);
        for width in [1, 7, 8, 9, 32, 127, 128, 256] {
            for _ in 0..50 {
                // Sums past both ends of the clip, and weights of any size a file may hold.
                let h: Vec<i16> = (0..width).map(|_| rng.below(2 * 2000 + 1) as i16 - 2000).collect();
                let w: Vec<i16> = (0..width).map(|_| (rng.below(1 << 16) as i32 - (1 << 15)) as i16).collect();
                let plain = h.iter().zip(&w).fold(0i32, |s, (&x, &w)| s.wrapping_add(i32::from(x.clamp(0, 256)) * i32::from(w)));
                assert_eq!(output_sum(&h, &w), plain, "width {width}");
            }
        }
    }

    #[test]
    fn a_network_reads_back_from_its_bytes() {
        let net = net_of(7, HIDDEN);
        assert_eq!(Net::from_bytes(&net.to_bytes()), Ok(net.clone()));
        assert_eq!(Net::from_bytes(b"DAMASPT3"), Err(NetError::NotNet));
        assert_eq!(Net::from_bytes(&net.to_bytes()[..100]), Err(NetError::Length(100)));
        assert_eq!(Net::from_params(&[0.0; 3]), None);
        // The width is the file's: 128 units read back, and a width of none or too many is named.
        let wide = Net::from_params(&vec![0.125; params(128)]).expect("128 units");
        assert_eq!(wide.hidden(), 128);
        assert_eq!(Net::from_bytes(&wide.to_bytes()), Ok(wide.clone()));
        let mut zero = wide.to_bytes();
        zero[8..10].copy_from_slice(&0u16.to_le_bytes());
        assert_eq!(Net::from_bytes(&zero), Err(NetError::Width(0)));
        zero[8..10].copy_from_slice(&300u16.to_le_bytes());
        assert_eq!(Net::from_bytes(&zero), Err(NetError::Width(300)));
        // A width that does not match the length: refused, not read past the end.
        zero[8..10].copy_from_slice(&129u16.to_le_bytes());
        assert_eq!(Net::from_bytes(&zero), Err(NetError::Length(zero.len())));
        // A network fitted alone says so in its file, and reads back as one.
        let alone = net.clone().with_alone(true);
        assert!(alone.alone() && !net.alone());
        assert_ne!(alone, net);
        assert_eq!(&alone.to_bytes()[..8], b"DAMASNA2");
        assert_eq!(Net::from_bytes(&alone.to_bytes()), Ok(alone.clone()));
        assert!(Net::from_bytes(&alone.to_bytes()).is_ok_and(|n| n.alone()));
        assert_eq!(Net::from_bytes(b"DAMASNN2\x01"), Err(NetError::Length(9)));
        assert_eq!(Net::from_params(&vec![0.0; params(MAX_HIDDEN + 1)]), None);
    }

    #[test]
    fn the_remembered_sums_give_the_full_score_along_games() {
        // Seeded random games of Brazilian and Russian, each position scored from the sums of the
        // one before with the same side to move (a move apart, or a capture of many pieces), the
        // games by two networks of two widths in turn (a new network starts afresh: their sums
        // must not mix, and one game's last position is far from the next one's first).
        let nets = [net_of(11, HIDDEN), net_of(5, 128)];
        let mut rng = crate::rng::Xorshift::seeded(5);
        let mut scored = 0;
        for (g, variant) in [Variant::Brazilian, Variant::Russian].into_iter().cycle().take(12).enumerate() {
            let net = &nets[g / 2 % 2];
            let mut pos = Position::initial(variant);
            let mut moves = Vec::new();
            for _ in 0..120 {
                assert_eq!(net.score_of(&planes(&pos), pos.turn()), net.score(&planes(&pos)), "game {g}: {}", pos.to_fen());
                scored += 1;
                damas_engine::with_rules!(variant, R => damas_engine::movegen::legal_moves::<R>(&pos, &mut moves, damas_engine::Duplicates::Drop));
                if moves.is_empty() {
                    break;
                }
                pos = pos.play(&moves[rng.below(moves.len())]);
            }
        }
        assert!(scored > 500);
    }

    #[test]
    fn the_shipped_network_reads_and_only_the_fitted_variants_have_one() {
        assert_eq!(for_variant(Variant::Brazilian).map(Net::hidden), Some(128));
        assert_eq!(for_variant(Variant::Russian).map(Net::hidden), Some(128));
        // The worker's own are narrow, and the fetched file is the native one.
        for v in [Variant::Brazilian, Variant::Russian] {
            assert_eq!(built_into_worker(v).map(|n| n.hidden()), Some(HIDDEN));
        }
        for v in FETCHED {
            assert!(for_variant(v).is_some_and(|n| n.hidden() > HIDDEN), "{v:?} fetches a wider network than the worker has");
        }
        for v in [Variant::English, Variant::International, Variant::Turkish] {
            assert!(for_variant(v).is_none());
        }
    }

    #[test]
    fn a_fetched_network_is_installed_only_when_it_reads_and_only_for_its_game() {
        let wide = for_variant(Variant::Brazilian).expect("native builds have it").to_bytes();
        assert_eq!(install(Variant::Brazilian, b"<!doctype html>"), Err(NetError::NotNet));
        assert_eq!(install(Variant::Brazilian, &wide[..1000]), Err(NetError::Length(1000)));
        assert!(installed(Variant::Brazilian).is_none());
        assert_eq!(install(Variant::English, &wide), Err(NetError::NotFetched));
        assert_eq!(install(Variant::Brazilian, &wide), Ok(()));
        assert_eq!(installed(Variant::Brazilian), for_variant(Variant::Brazilian));
        assert!(installed(Variant::Russian).is_none());
    }

    #[test]
    fn the_fixed_point_score_follows_the_fitted_parameters() {
        // One hidden unit on: a bias of 0.5 and an own man on bit 0 adding 0.25; output weight 40
        // hundredths per unit and a bias of -3: 0.75 * 40 - 3 = 27.
        let mut p = vec![0f32; params(HIDDEN)];
        p[INPUTS * HIDDEN] = 0.5;
        p[0] = 0.25;
        p[INPUTS * HIDDEN + HIDDEN] = 40.0;
        p[params(HIDDEN) - 1] = -3.0;
        let net = Net::from_params(&p).expect("params");
        assert_eq!(net.score(&[1, 0, 0, 0]), 27);
        assert_eq!(net.score(&[0, 0, 0, 0]), 17);
        // Clipped at 1: a large sum counts as one unit.
        p[0] = 3.0;
        assert_eq!(Net::from_params(&p).expect("params").score(&[1, 0, 0, 0]), 37);
        // A weight beyond the first layer's limit is kept at the limit, so the sums never wrap:
        // every square of all four planes on still gives a sum within two bytes.
        p[0] = 1000.0;
        let limited = Net::from_params(&p).expect("params");
        assert_eq!(limited.rows[0], ROW_LIMIT);
        assert_eq!(limited.score(&[1, 0, 0, 0]), 37);
        // A full board (32 inputs on) with every first-layer weight and bias at the limit: each
        // unit's sum is 33 times it, within two bytes, so it is clipped to one (or to zero when
        // negative) and never wraps to the other sign.
        let full = [0xffff_ffff, 0, 0, 0];
        for (weight, expected) in [(5.0, HIDDEN as i32), (-5.0, 0)] {
            let mut p = vec![weight; params(HIDDEN)];
            p[INPUTS * HIDDEN + HIDDEN..].fill(1.0);
            p[params(HIDDEN) - 1] = 0.0;
            assert_eq!(Net::from_params(&p).expect("params").score(&full), expected);
        }
    }

    #[test]
    fn the_score_is_the_same_for_either_colour_in_the_turned_position() {
        // The start position with White to move, and the same with the colours swapped and the
        // board turned round, Black to move: the same planes, so the same score.
        let white = Position::from_fen(Variant::Brazilian, "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12").expect("fen");
        let black = Position::from_fen(Variant::Brazilian, "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12").expect("fen");
        assert_eq!(planes(&white), planes(&black));
        let net = net_of(3, HIDDEN);
        let s = net.score(&planes(&white));
        let moved = Position::from_fen(Variant::Brazilian, "W:W20,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12").expect("fen");
        assert_ne!(s, net.score(&planes(&moved)));
    }
}
