//! A small learned network for 8x8 draughts, added to the evaluation: what the pattern windows
//! cannot see (they read men four rows at a time, and kings only as counts), such as where the
//! kings stand, or how the two wings of the board weigh against each other.
//!
//! The inputs are the pieces from the side to move's view (the board turned round when Black
//! moves): four planes, own men, own kings, opposing men, opposing kings, one input per square
//! (by bit of the engine's padded layout). One hidden layer of [`HIDDEN`] units, clipped to 0..1,
//! and a linear output in hundredths of a man. Its first layer is a sum of the weight rows of
//! the occupied squares, so an evaluation costs about the pieces times [`HIDDEN`] additions.
//!
//! The weights are fitted to the engine's own positions on top of the rest of the evaluation
//! (`examples/fit_net.rs`) and stored per variant in `data/<variant>.net`.

use damas_engine::{Color, Position, Variant};
use std::fmt;
use std::sync::OnceLock;

/// Bits of one plane: the padded layout's 35 (the ghost bits are never set).
pub const PLANE: usize = 35;
/// Inputs: four planes.
pub const INPUTS: usize = 4 * PLANE;
/// Hidden units.
pub const HIDDEN: usize = 32;
/// Parameters: the first layer's weights and biases, the output's weights and bias.
pub const PARAMS: usize = INPUTS * HIDDEN + HIDDEN + HIDDEN + 1;

/// The first layer's fixed point: weights and biases in 256ths (two bytes each), and a hidden
/// unit clipped to 0..=256.
const ONE: i32 = 256;
/// The largest first-layer weight or bias kept (3.875): a bias and the rows of all 32 squares
/// then sum within two bytes, so the first layer adds in `i16` lanes, twice as many to a vector
/// instruction as `i32` (the fitted weights stay far inside it).
const ROW_LIMIT: i16 = 992;
/// The output weights' fixed point: 64ths of a hundredth of a man per unit of a hidden unit.
const OUT_ONE: i32 = 64;

/// The first bytes of a network file (the format's version is the last one).
const MAGIC: &[u8; 8] = b"DAMASNN1";
/// The length of a network file: the magic and two little-endian bytes per parameter.
const FILE_LEN: usize = MAGIC.len() + 2 * PARAMS;

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
        let mut b = plane;
        while b != 0 {
            f(k * PLANE + b.trailing_zeros() as usize);
            b &= b - 1;
        }
    }
}

/// A fitted network, in fixed point: integer arithmetic gives the same score on every machine,
/// natively and in WebAssembly.
#[derive(Clone, PartialEq, Eq)]
pub struct Net {
    /// The first layer, a row of [`HIDDEN`] weights per input, within [`ROW_LIMIT`].
    rows: Vec<[i16; HIDDEN]>,
    bias: [i16; HIDDEN],
    out: [i32; HIDDEN],
    /// In hundredths of a man.
    out_bias: i32,
}

impl fmt::Debug for Net {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Net({INPUTS} inputs, {HIDDEN} hidden)")
    }
}

/// Why bytes are not a network.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetError {
    /// The file does not start as a network file does.
    NotNet,
    /// The file has the wrong length for its parameters.
    Length(usize),
}

impl fmt::Display for NetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NetError::NotNet => write!(f, "not a damas network file"),
            NetError::Length(n) => write!(f, "a network file of {n} bytes: expected {FILE_LEN}"),
        }
    }
}

impl std::error::Error for NetError {}

/// `x` in fixed point of `one`, within two bytes.
fn fixed(x: f32, one: i32) -> i16 {
    (x * one as f32).round().clamp(f32::from(i16::MIN), f32::from(i16::MAX)) as i16
}

impl Net {
    /// The network of fitted parameters, in the order [`PARAMS`] counts them: the first layer
    /// input by input, its biases, the output weights and the output bias, the last two in
    /// hundredths of a man; `None` unless there are [`PARAMS`] of them.
    #[must_use]
    pub fn from_params(params: &[f32]) -> Option<Net> {
        if params.len() != PARAMS {
            return None;
        }
        let first = params[..INPUTS * HIDDEN + HIDDEN].iter().map(|&x| fixed(x, ONE));
        let out = params[INPUTS * HIDDEN + HIDDEN..PARAMS - 1].iter().map(|&x| fixed(x, OUT_ONE));
        let last = fixed(params[PARAMS - 1], 1);
        Some(Net::from_fixed(&first.chain(out).chain(std::iter::once(last)).collect::<Vec<_>>()))
    }

    /// The network of [`PARAMS`] fixed-point parameters.
    fn from_fixed(q: &[i16]) -> Net {
        let wide = |part: &[i16]| -> [i32; HIDDEN] { std::array::from_fn(|j| i32::from(part[j])) };
        let first = |part: &[i16]| -> [i16; HIDDEN] { std::array::from_fn(|j| part[j].clamp(-ROW_LIMIT, ROW_LIMIT)) };
        let rows = q[..INPUTS * HIDDEN].chunks_exact(HIDDEN).map(first).collect();
        let rest = &q[INPUTS * HIDDEN..];
        Net { rows, bias: first(&rest[..HIDDEN]), out: wide(&rest[HIDDEN..2 * HIDDEN]), out_bias: i32::from(rest[2 * HIDDEN]) }
    }

    /// The network's score of `planes` for the side to move, in hundredths of a man.
    #[inline]
    #[must_use]
    pub fn score(&self, planes: &[u64; 4]) -> i32 {
        let mut h = self.bias;
        for_each_input(planes, |i| {
            for (x, w) in h.iter_mut().zip(&self.rows[i]) {
                // Never wraps: at most 32 squares and the bias, each within `ROW_LIMIT`.
                *x = x.wrapping_add(*w);
            }
        });
        let sum: i32 = h.iter().zip(&self.out).map(|(&x, w)| i32::from(x).clamp(0, ONE) * w).sum();
        sum / (ONE * OUT_ONE) + self.out_bias
    }

    /// The network as a file's bytes.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        let first = self.rows.iter().flatten().chain(&self.bias);
        let last = self.out.iter().chain(std::iter::once(&self.out_bias)).map(|&p| p as i16);
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
        if !bytes.starts_with(MAGIC) {
            return Err(NetError::NotNet);
        }
        if bytes.len() != FILE_LEN {
            return Err(NetError::Length(bytes.len()));
        }
        let q: Vec<i16> = bytes[MAGIC.len()..].chunks_exact(2).map(|c| i16::from_le_bytes([c[0], c[1]])).collect();
        Ok(Net::from_fixed(&q))
    }
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

/// The shipped network of `variant`, if it has one (`data/<variant>.net`; a file that does not
/// read as a network leaves it out).
#[must_use]
pub fn for_variant(variant: Variant) -> Option<&'static Net> {
    static BRAZILIAN: OnceLock<Option<Net>> = OnceLock::new();
    static RUSSIAN: OnceLock<Option<Net>> = OnceLock::new();
    let (cell, bytes): (_, &[u8]) = match variant {
        Variant::Brazilian => (&BRAZILIAN, include_bytes!("../data/brazilian.net")),
        Variant::Russian => (&RUSSIAN, include_bytes!("../data/russian.net")),
        _ => return None,
    };
    cell.get_or_init(|| Net::from_bytes(bytes).ok()).as_ref()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn net_with(seed: u64) -> Net {
        let mut rng = crate::rng::Xorshift::seeded(seed);
        // First-layer weights within ±0.25 (so that one piece moves a hidden unit without
        // clipping it), output weights within ±50 hundredths of a man.
        let params: Vec<f32> = (0..PARAMS)
            .map(|i| {
                let x = rng.below(2001) as f32 / 1000.0 - 1.0;
                if i < INPUTS * HIDDEN + HIDDEN { x / 4.0 } else { x * 50.0 }
            })
            .collect();
        Net::from_params(&params).expect("params")
    }

    #[test]
    fn a_network_reads_back_from_its_bytes() {
        let net = net_with(7);
        assert_eq!(Net::from_bytes(&net.to_bytes()), Ok(net.clone()));
        assert_eq!(Net::from_bytes(b"DAMASPT3"), Err(NetError::NotNet));
        assert_eq!(Net::from_bytes(&net.to_bytes()[..100]), Err(NetError::Length(100)));
        assert_eq!(Net::from_params(&[0.0; 3]), None);
    }

    #[test]
    fn the_shipped_network_reads_and_only_the_fitted_variants_have_one() {
        assert!(for_variant(Variant::Brazilian).is_some());
        assert!(for_variant(Variant::Russian).is_some());
        for v in [Variant::English, Variant::International, Variant::Turkish] {
            assert!(for_variant(v).is_none());
        }
    }

    #[test]
    fn the_fixed_point_score_follows_the_fitted_parameters() {
        // One hidden unit on: a bias of 0.5 and an own man on bit 0 adding 0.25; output weight 40
        // hundredths per unit and a bias of -3: 0.75 * 40 - 3 = 27.
        let mut params = vec![0f32; PARAMS];
        params[INPUTS * HIDDEN] = 0.5;
        params[0] = 0.25;
        params[INPUTS * HIDDEN + HIDDEN] = 40.0;
        params[PARAMS - 1] = -3.0;
        let net = Net::from_params(&params).expect("params");
        assert_eq!(net.score(&[1, 0, 0, 0]), 27);
        assert_eq!(net.score(&[0, 0, 0, 0]), 17);
        // Clipped at 1: a large sum counts as one unit.
        params[0] = 3.0;
        assert_eq!(Net::from_params(&params).expect("params").score(&[1, 0, 0, 0]), 37);
        // A weight beyond the first layer's limit is kept at the limit, so the sums never wrap:
        // every square of all four planes on still gives a sum within two bytes.
        params[0] = 1000.0;
        let limited = Net::from_params(&params).expect("params");
        assert_eq!(limited.rows[0][0], ROW_LIMIT);
        assert_eq!(limited.score(&[1, 0, 0, 0]), 37);
        // A full board (32 inputs on) with every first-layer weight and bias at the limit: each
        // unit's sum is 33 times it, within two bytes, so it is clipped to one (or to zero when
        // negative) and never wraps to the other sign.
        let full = [0xffff_ffff, 0, 0, 0];
        for (weight, expected) in [(5.0, HIDDEN as i32), (-5.0, 0)] {
            let mut params = vec![weight; PARAMS];
            params[INPUTS * HIDDEN + HIDDEN..].fill(1.0);
            params[PARAMS - 1] = 0.0;
            assert_eq!(Net::from_params(&params).expect("params").score(&full), expected);
        }
    }

    #[test]
    fn the_score_is_the_same_for_either_colour_in_the_turned_position() {
        // The start position with White to move, and the same with the colours swapped and the
        // board turned round, Black to move: the same planes, so the same score.
        let white = Position::from_fen(Variant::Brazilian, "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12").expect("fen");
        let black = Position::from_fen(Variant::Brazilian, "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12").expect("fen");
        assert_eq!(planes(&white), planes(&black));
        let net = net_with(3);
        let s = net.score(&planes(&white));
        let moved = Position::from_fen(Variant::Brazilian, "W:W20,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12").expect("fen");
        assert_ne!(s, net.score(&planes(&moved)));
    }
}
