//! Static evaluation for the diagonal family, generic over the rule set.
//!
//! Every term is a count of pieces in a bitboard mask times a weight, so the whole evaluation is a
//! few dozen popcounts. The masks come from the geometry (rows, centre, long diagonal), so the same
//! code evaluates 8x8 and 10x10 boards; the weights are per variant ([`Weights::for_variant`]).
//! Scores are in hundredths of a man, from the side to move's point of view.

use damas_engine::geometry::Geometry;
use damas_engine::rules::Rules;
use damas_engine::{Color, Position, Variant};
use crate::net::Net;
use crate::pattern::Patterns;

/// The weights of the evaluation terms. [`Weights::for_variant`] gives the tuned defaults;
/// `scripts/match-tune` (driving `examples/match.rs`) measures changes to them by self-play.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// A man.
    pub man: i32,
    /// A king.
    pub king: i32,
    /// Advancement: a man `d` rows from its own back row earns `adv_lin * d + adv_quad * d * d / 4`.
    pub adv_lin: i32,
    /// See `adv_lin`.
    pub adv_quad: i32,
    /// A man on one of the central squares.
    pub centre: i32,
    /// A man still on its own back row while the opponent has no king.
    pub back_guard: i32,
    /// A man one row from crowning with a free square ahead.
    pub runaway1: i32,
    /// A man two rows from crowning with a free two-step path ahead.
    pub runaway2: i32,
    /// A king on the long diagonal (flying kings only).
    pub long_diagonal: i32,
    /// Each free forward step of a man.
    pub mobility: i32,
    /// Side to move.
    pub tempo: i32,
    /// Bonus per piece removed from the board for the side ahead in material (trade when ahead).
    pub trade: i32,
    /// Each man more on one wing (files a to d against e to h) than on the other.
    pub balance: i32,
    /// A man with no free forward step.
    pub locked: i32,
    /// A man on an edge file (a or h on 8x8).
    pub edge: i32,
    /// The learned patterns of men and the learned material table ([`crate::pattern`]): their
    /// score times this (0 leaves them out; the variants without a fitted table have none).
    pub pattern: i32,
    /// The learned network ([`crate::net`]): 1 the variant's shipped network, 2 the one
    /// `$DAMAS_NET` names (a candidate under measurement; with none named, no network); 0 none.
    /// A network is added to the patterns and hand-set terms, unless its file says it was fitted
    /// alone ([`Net::alone`]): then it and the tempo are the whole evaluation.
    pub net: i32,
}

impl Weights {
    /// The measured defaults for `variant` (see `scripts/match-tune` and the README of the crate).
    #[must_use]
    pub const fn for_variant(variant: Variant) -> Weights {
        let base = Weights {
            man: 100,
            king: 300,
            adv_lin: 2,
            adv_quad: 1,
            centre: 6,
            back_guard: 8,
            runaway1: 60,
            runaway2: 25,
            long_diagonal: 20,
            mobility: 3,
            tempo: 4,
            trade: 2,
            balance: 0,
            locked: 0,
            edge: 0,
            pattern: 0,
            net: 0,
        };
        match variant {
            // Measured (`examples/match`, depth 8, 1000 games from distinct 4-ply openings):
            // balance -8 with locked -15 scores 55.6% (+39 Elo) in Brazilian and 55.2% (+37) in
            // Russian against both at 0; each alone about +25 (see `results/tuning.txt`).
            // Men on the edge files: edge -10 scores 56.0% (+42) in Brazilian on top of those;
            // in Russian -5 to -15 score -2 to +15, so it stays 0 there.
            // The learned patterns (`crate::pattern`, fitted to search scores of the engine's
            // own games): +127 Elo in Brazilian and +111 in Russian at depth 8 over 1000 games.
            // The learned network (`crate::net`, fitted to the same kind of search scores on top
            // of the rest): at 30,000 nodes a move +24 Elo in Brazilian and +21 in Russian.
            Variant::Brazilian => Weights { balance: -8, locked: -15, edge: -10, pattern: 1, net: 1, ..base },
            Variant::Russian => Weights { balance: -8, locked: -15, pattern: 1, net: 1, ..base },
            Variant::International => base,
            // Short kings are worth far less.
            // Measured (scripts/match-tune, depth 6, 240 games): king 180 and no linear
            // advancement term score 63% against king 140, adv_lin 2.
            Variant::English => Weights { king: 180, adv_lin: 0, long_diagonal: 0, runaway1: 30, runaway2: 12, ..base },
            // Turkish kings move like rooks and the back row starts empty: no diagonal, no guard.
            Variant::Turkish => Weights { king: 250, long_diagonal: 0, back_guard: 0, ..base },
            // Issue 54's games: the hand-set weights of their family (the flying-king games the
            // base, Italian's short kings, which no man can take, so worth more than English
            // ones, English's), and a pattern table fitted on each game's own self-play (the
            // matches are in crates/ai/README.md). The browser's worker fetches these tables:
            // until one has come, or if it cannot, the game plays with the hand-set weights alone.
            Variant::Spanish | Variant::Czech | Variant::Pool => Weights { pattern: 1, ..base },
            Variant::Italian => Weights { king: 220, adv_lin: 0, long_diagonal: 0, runaway1: 30, runaway2: 12, pattern: 1, ..base },
        }
    }
}

impl Weights {
    /// The names of the weights, in declaration order.
    pub const NAMES: [&'static str; 16] = [
        "man", "king", "adv_lin", "adv_quad", "centre", "back_guard", "runaway1", "runaway2",
        "long_diagonal", "mobility", "tempo", "trade", "balance", "locked", "edge", "pattern",
    ];

    /// The weight called `name`.
    pub fn field_mut(&mut self, name: &str) -> Option<&mut i32> {
        Some(match name {
            "man" => &mut self.man,
            "king" => &mut self.king,
            "adv_lin" => &mut self.adv_lin,
            "adv_quad" => &mut self.adv_quad,
            "centre" => &mut self.centre,
            "back_guard" => &mut self.back_guard,
            "runaway1" => &mut self.runaway1,
            "runaway2" => &mut self.runaway2,
            "long_diagonal" => &mut self.long_diagonal,
            "mobility" => &mut self.mobility,
            "tempo" => &mut self.tempo,
            "trade" => &mut self.trade,
            "balance" => &mut self.balance,
            "locked" => &mut self.locked,
            "edge" => &mut self.edge,
            "pattern" => &mut self.pattern,
            "net" => &mut self.net,
            _ => return None,
        })
    }
}

/// Rows of the largest board (10x10).
const MAX_ROWS: usize = 10;

/// Masks and tables of one board, built once per search.
#[derive(Clone, Debug)]
pub struct Tables {
    /// Squares of each row, row 0 at the top (where White crowns).
    rows: [u64; MAX_ROWS],
    /// The central squares.
    centre: u64,
    /// The long diagonal (a1 to the far corner).
    long_diagonal: u64,
    /// Advancement bonus by rows from the own back row.
    adv: [i32; MAX_ROWS],
    /// The left half of the board (files a to d on 8x8).
    left: u64,
    /// The two edge files.
    edge: u64,
    /// The fitted patterns of the variant, when it has them and the weights want them.
    patterns: Option<&'static Patterns>,
    /// The fitted network, when the weights want one and there is one.
    net: Option<&'static Net>,
    /// The weights.
    pub w: Weights,
    variant: Variant,
}

impl Tables {
    /// Tables for `variant` with weights `w`.
    #[must_use]
    pub fn new(variant: Variant, w: Weights) -> Tables {
        let size = variant.size();
        let mut rows = [0u64; MAX_ROWS];
        let mut centre = 0u64;
        let mut long_diagonal = 0u64;
        let mut left = 0u64;
        let mut edge = 0u64;
        for n in 1..=variant.squares() {
            let Some(sq) = variant.square(n) else { continue };
            let bit = u32::from(sq.bit());
            let (row, col) = variant.row_col(sq);
            rows[row as usize] |= 1u64 << bit;
            if (row == size / 2 - 1 || row == size / 2) && col >= 2 && col + 2 < size {
                centre |= 1u64 << bit;
            }
            if row + col == size - 1 {
                long_diagonal |= 1u64 << bit;
            }
            if col < size / 2 {
                left |= 1u64 << bit;
            }
            if col == 0 || col == size - 1 {
                edge |= 1u64 << bit;
            }
        }
        let adv = std::array::from_fn(|d| w.adv_lin * d as i32 + w.adv_quad * (d * d) as i32 / 4);
        let patterns = if w.pattern != 0 { crate::pattern::for_variant(variant) } else { None };
        let net = net_of(variant, &w);
        Tables { rows, centre, long_diagonal, adv, left, edge, patterns, net, w, variant }
    }

    /// The variant these tables describe.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Whether these tables read the learned patterns and network the engine has now: not when
    /// a table or a network has come since they were built ([`crate::pattern::install`],
    /// [`crate::net::install`]) that the weights want. Only the worker built with vector
    /// instructions installs a network (`net::for_variant`), so only it asks about one.
    #[must_use]
    pub fn is_current(&self) -> bool {
        let patterns = self.w.pattern == 0 || self.patterns.is_some() || crate::pattern::installed(self.variant).is_none();
        let net = !cfg!(all(target_arch = "wasm32", feature = "simd"))
            || match (self.net, net_of(self.variant, &self.w)) {
                (Some(a), Some(b)) => std::ptr::eq(a, b),
                (a, b) => a.is_none() && b.is_none(),
            };
        patterns && net
    }

    /// The long diagonal mask.
    #[must_use]
    pub fn long_diagonal(&self) -> u64 {
        self.long_diagonal
    }
}

/// The network the weights `w` want for `variant`, if there is one. It reads the 8x8 diagonal
/// board's padded layout; only the variants fitted use it.
fn net_of(variant: Variant, w: &Weights) -> Option<&'static Net> {
    match w.net {
        _ if !matches!(variant, Variant::Brazilian | Variant::Russian) => None,
        0 => None,
        1 => crate::net::for_variant(variant),
        _ => crate::net::candidate(),
    }
}

#[inline(always)]
fn pop(b: u64) -> i32 {
    b.count_ones() as i32
}

/// One term of the evaluation: what a weight of [`Weights`] multiplies.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Term {
    Man,
    King,
    AdvLin,
    AdvQuad,
    Centre,
    BackGuard,
    Runaway1,
    Runaway2,
    LongDiagonal,
    Mobility,
    Tempo,
    Trade,
    Balance,
    Locked,
    Edge,
    Pattern,
}

impl Term {
    /// Every term, in the order of [`Weights::NAMES`].
    pub const ALL: [Term; 16] = [
        Term::Man,
        Term::King,
        Term::AdvLin,
        Term::AdvQuad,
        Term::Centre,
        Term::BackGuard,
        Term::Runaway1,
        Term::Runaway2,
        Term::LongDiagonal,
        Term::Mobility,
        Term::Tempo,
        Term::Trade,
        Term::Balance,
        Term::Locked,
        Term::Edge,
        Term::Pattern,
    ];
}

impl Weights {
    /// The weight of `term`.
    #[inline(always)]
    #[must_use]
    pub const fn get(&self, term: Term) -> i32 {
        match term {
            Term::Man => self.man,
            Term::King => self.king,
            Term::AdvLin => self.adv_lin,
            Term::AdvQuad => self.adv_quad,
            Term::Centre => self.centre,
            Term::BackGuard => self.back_guard,
            Term::Runaway1 => self.runaway1,
            Term::Runaway2 => self.runaway2,
            Term::LongDiagonal => self.long_diagonal,
            Term::Mobility => self.mobility,
            Term::Tempo => self.tempo,
            Term::Trade => self.trade,
            Term::Balance => self.balance,
            Term::Locked => self.locked,
            Term::Edge => self.edge,
            Term::Pattern => self.pattern,
        }
    }
}

/// Where the evaluation's terms go: summed with the weights (the search, [`evaluate`]) or counted
/// one by one (the fit of the weights, [`terms`]). One piece of code computes both, so the fit
/// learns exactly what the search adds up.
pub trait Sink {
    /// `count` times `term`, from White's side (Black's terms come negative).
    fn add(&mut self, term: Term, count: i32);
    /// `n` men (negative: Black's) `d` rows from their own back row.
    fn advance(&mut self, d: usize, n: i32);
    /// Whether `term` counts here (the search skips the work of a term weighted 0).
    fn wants(&self, _term: Term) -> bool {
        true
    }
}

/// The search's sink: the weighted sum, as integers.
struct Sum<'a> {
    t: &'a Tables,
    sum: i32,
}

impl Sink for Sum<'_> {
    #[inline(always)]
    fn add(&mut self, term: Term, count: i32) {
        self.sum += self.t.w.get(term) * count;
    }
    #[inline(always)]
    fn advance(&mut self, d: usize, n: i32) {
        self.sum += n * self.t.adv[d];
    }
    #[inline(always)]
    fn wants(&self, term: Term) -> bool {
        self.t.w.get(term) != 0
    }
}

/// The terms of a position, one count per [`Term`] in [`Term::ALL`]'s order, as the fit of the
/// weights reads them: already from the side to move's point of view and scaled by the endgame
/// knowledge, so that the evaluation is their dot product with the weights (up to the search's
/// integer rounding of advancement and of the scale).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Terms(pub [f64; Term::ALL.len()]);

impl Sink for Terms {
    fn add(&mut self, term: Term, count: i32) {
        self.0[term as usize] += f64::from(count);
    }
    fn advance(&mut self, d: usize, n: i32) {
        let d = d as f64;
        self.0[Term::AdvLin as usize] += f64::from(n) * d;
        self.0[Term::AdvQuad as usize] += f64::from(n) * d * d / 4.0;
    }
}

/// Free steps of `men` (White's if `up`) in the directions men move on this board.
#[inline(always)]
fn man_steps<G: Geometry>(men: u64, empty: u64, up: bool) -> u64 {
    let color = if up { Color::White } else { Color::Black };
    G::man_moves(color).iter().fold(0, |acc, &dir| acc | (G::step(men, dir) & empty))
}

/// One side's positional terms (men and kings) into `sink`, with `sign` +1 for White, -1 for
/// Black.
#[inline(always)]
fn side_terms<R: Rules, S: Sink>(t: &Tables, sink: &mut S, men: u64, kings: u64, empty: u64, white: bool, opp_kings: u64) {
    let sign = if white { 1 } else { -1 };
    // The board's rows as a constant: the loop below unrolls, with no bounds checks.
    let rows = R::Geometry::ROWS as usize;
    // Advancement, row by row; d = rows from the own back row.
    for (r, &mask) in t.rows[..rows].iter().enumerate() {
        // No test for an empty row: the branch costs more than adding nothing.
        let d = if white { rows - 1 - r } else { r };
        sink.advance(d, sign * pop(men & mask));
    }
    sink.add(Term::Centre, sign * pop(men & t.centre));
    if opp_kings == 0 {
        let back = if white { t.rows[rows - 1] } else { t.rows[0] };
        sink.add(Term::BackGuard, sign * pop(men & back));
    }
    // Runaways: one or two rows from crowning with free steps ahead.
    let (row1, row2) = if white { (t.rows[1], t.rows[2]) } else { (t.rows[rows - 2], t.rows[rows - 3]) };
    let mut b = men & row1;
    while b != 0 {
        let m = b & b.wrapping_neg();
        b &= b - 1;
        if man_steps::<R::Geometry>(m, empty, white) != 0 {
            sink.add(Term::Runaway1, sign);
        }
    }
    let mut b = men & row2;
    while b != 0 {
        let m = b & b.wrapping_neg();
        b &= b - 1;
        let one = man_steps::<R::Geometry>(m, empty, white);
        if one != 0 && man_steps::<R::Geometry>(one, empty, white) != 0 {
            sink.add(Term::Runaway2, sign);
        }
    }
    sink.add(Term::Mobility, sign * pop(man_steps::<R::Geometry>(men, empty, white)));
    if sink.wants(Term::Balance) {
        sink.add(Term::Balance, sign * (pop(men & t.left) - pop(men & !t.left)).abs());
    }
    if sink.wants(Term::Edge) {
        sink.add(Term::Edge, sign * pop(men & t.edge));
    }
    if sink.wants(Term::Locked) {
        // Men with no free step: a man can step where an empty square is one of its steps away,
        // i.e. it stands one of the opponent's man steps from an empty square.
        let back = R::Geometry::man_moves(if white { Color::Black } else { Color::White });
        let movable = back.iter().fold(0, |acc, &dir| acc | R::Geometry::step(empty, dir));
        sink.add(Term::Locked, sign * pop(men & !movable));
    }
    if R::FLYING_KINGS && kings != 0 {
        sink.add(Term::LongDiagonal, sign * pop(kings & t.long_diagonal));
    }
}

/// Every term of `pos` but the tempo into `sink`, from White's side; returns the endgame scale
/// (16 is full weight) the sum is multiplied by.
#[inline(always)]
fn add_terms<R: Rules, S: Sink>(pos: &Position, t: &Tables, sink: &mut S) -> i32 {
    let white = pos.pieces(Color::White).0;
    let black = pos.pieces(Color::Black).0;
    let kings = pos.kings().0;
    let (wk, bk) = (white & kings, black & kings);
    let (wm, bm) = (white & !kings, black & !kings);
    let (nwm, nbm, nwk, nbk) = (pop(wm), pop(bm), pop(wk), pop(bk));
    let nw = nwm + nwk;
    let nb = nbm + nbk;

    // Endgame knowledge for flying kings: a lone king draws against two pieces, and against three
    // when it holds the long diagonal (the strong side needs the diagonal to win 3 v 1).
    let mut scale = 16;
    if R::Geometry::ORTHOGONAL {
        // Turkish: one piece against one piece is drawn by rule; rook-like kings win the rest.
        if nw == 1 && nb == 1 {
            scale = 0;
        }
    } else if R::FLYING_KINGS {
        for (lone_k, lone_n, strong_n, lone_kings) in [(nwk, nw, nb, wk), (nbk, nb, nw, bk)] {
            if lone_n == 1 && lone_k == 1 {
                if strong_n <= 2 {
                    scale = 1;
                } else if strong_n == 3 && lone_kings & t.long_diagonal != 0 {
                    scale = 2;
                }
            }
        }
    } else if nw == 1 && nb == 1 && nwk == 1 && nbk == 1 {
        scale = 0;
    }

    let empty = R::Geometry::BOARD & !(white | black);
    sink.add(Term::Man, nwm - nbm);
    sink.add(Term::King, nwk - nbk);
    side_terms::<R, S>(t, sink, wm, wk, empty, true, bk);
    side_terms::<R, S>(t, sink, bm, bk, empty, false, wk);
    if let Some(p) = t.patterns {
        let material = p.material(pos.turn() == Color::White, nwk as u32, nbk as u32, nwm as u32, nbm as u32);
        sink.add(Term::Pattern, p.score(wm, bm) + material);
    }
    // Trade down when ahead: the fewer pieces left, the more the lead is worth.
    let material = t.w.man * (nwm - nbm) + t.w.king * (nwk - nbk);
    if material != 0 {
        let max_total = 2 * (R::ROWS_OF_MEN * R::Geometry::HALF) as i32;
        sink.add(Term::Trade, material.signum() * (max_total - (nw + nb)));
    }
    scale
}

/// The evaluation of `pos` for the side to move.
#[inline]
#[must_use]
pub fn evaluate<R: Rules>(pos: &Position, t: &Tables) -> i32 {
    // A network fitted alone is the whole evaluation, with the tempo: no pattern or hand-set
    // term is counted. Natively only: no shipped network is one (issue 57 measured them no
    // stronger at time odds), and the branch would cost the worker's wasm some 800 bytes gzipped.
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(n) = t.net.filter(|n| n.alone()) {
        return n.score_of(&crate::net::planes(pos), pos.turn()) + t.w.tempo;
    }
    let mut sum = Sum { t, sum: 0 };
    let scale = add_terms::<R, _>(pos, t, &mut sum);
    let score = sum.sum * scale / 16;
    let score = if pos.turn() == Color::White { score } else { -score };
    let net = t.net.map_or(0, |n| n.score_of(&crate::net::planes(pos), pos.turn()) * scale / 16);
    score + net + t.w.tempo
}

/// A sink that keeps nothing: for [`endgame_scale`].
struct Discard;

impl Sink for Discard {
    fn add(&mut self, _: Term, _: i32) {}
    fn advance(&mut self, _: usize, _: i32) {}
    fn wants(&self, _: Term) -> bool {
        false
    }
}

/// The endgame knowledge's scale of `pos` (16: full weight; less in the endings it knows are
/// drawish), which multiplies every term but the tempo; for the pattern fit.
#[must_use]
pub fn endgame_scale<R: Rules>(pos: &Position, t: &Tables) -> i32 {
    add_terms::<R, _>(pos, t, &mut Discard)
}

/// The terms of `pos` for the fit of the weights: [`evaluate`] is their dot product with the
/// weights (up to its integer rounding). Which side counts as ahead for the trade term follows
/// `t`'s weights.
#[must_use]
pub fn terms<R: Rules>(pos: &Position, t: &Tables) -> Terms {
    let mut terms = Terms::default();
    let scale = f64::from(add_terms::<R, _>(pos, t, &mut terms)) / 16.0;
    let side = if pos.turn() == Color::White { 1.0 } else { -1.0 };
    for x in &mut terms.0 {
        *x *= scale * side;
    }
    terms.0[Term::Tempo as usize] = 1.0;
    terms
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::rules::Brazilian;

    fn eval(fen: &str) -> i32 {
        let pos = Position::from_fen(Variant::Brazilian, fen).unwrap();
        evaluate::<Brazilian>(&pos, &Tables::new(Variant::Brazilian, Weights::for_variant(Variant::Brazilian)))
    }

    #[test]
    fn the_terms_dotted_with_the_weights_are_the_evaluation() {
        let v = Variant::Brazilian;
        // The network is no term (`the_network_adds_its_score_times_the_endgame_scale`).
        let t = Tables::new(v, Weights { net: 0, ..Weights::for_variant(v) });
        let w = Term::ALL.map(|term| f64::from(t.w.get(term)));
        // Positions along a game, endings with scaled evaluations included.
        let mut pos = Position::initial(v);
        let mut checked = 0;
        for fen in ["W:WK1,K2,K3:BK5", "B:WK1,K2,K3:BK22", "W:W21,22,23:B1,2", "B:WK29,K30:BK4,9"] {
            let p = Position::from_fen(v, fen).unwrap();
            let dot: f64 = terms::<Brazilian>(&p, &t).0.iter().zip(w).map(|(x, w)| x * w).sum();
            assert!((dot - f64::from(evaluate::<Brazilian>(&p, &t))).abs() <= 2.0, "{fen}: {dot}");
        }
        for i in 0..60 {
            let moves = pos.legal_moves();
            let Some(mv) = moves.get((i * 7) % moves.len().max(1)) else { break };
            pos = pos.play(mv);
            let dot: f64 = terms::<Brazilian>(&pos, &t).0.iter().zip(w).map(|(x, w)| x * w).sum();
            // The search rounds each man's advancement bonus down to a whole hundredth.
            assert!((dot - f64::from(evaluate::<Brazilian>(&pos, &t))).abs() <= 6.0, "{}: {dot}", pos.to_fen());
            checked += 1;
        }
        assert!(checked > 20);
    }

    #[test]
    fn balance_and_locked_men_count_what_they_say() {
        let v = Variant::Brazilian;
        let t = Tables::new(v, Weights::for_variant(v));
        let count = |fen: &str| {
            let x = terms::<Brazilian>(&Position::from_fen(v, fen).unwrap(), &t).0;
            (x[Term::Balance as usize], x[Term::Locked as usize])
        };
        // Counts are White's less Black's, for the side to move (White here). The start: the
        // same for both sides.
        assert_eq!(count("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"), (0.0, 0.0));
        // White's a5 (13) and b4 (17) are both on the left wing (2), Black's b6 (9) too (1).
        // a5's one step, b6, is taken: locked; b4 and b6 each have a free step.
        assert_eq!(count("W:W13,17:B9"), (1.0, 1.0));
        // a5 is on an edge file; b4 and b6 are not.
        let edge = |fen: &str| terms::<Brazilian>(&Position::from_fen(v, fen).unwrap(), &t).0[Term::Edge as usize];
        // Black to move, with h6 (12) and h4 (20) on the edge against none of White's: +2 for Black.
        assert_eq!((edge("W:W13,17:B9"), edge("B:W17:B12,20")), (1.0, 2.0));
        // a3 (21) is held by its own man on b4: locked; a5, b4 and b8 (1) are free.
        assert_eq!(count("W:W13,17,21:B1"), (2.0, 1.0));
        // Set-wise locked men agree with one man at a time along a game.
        let mut pos = Position::initial(v);
        for i in 0..80 {
            let moves = pos.legal_moves();
            let Some(mv) = moves.get((i * 5) % moves.len().max(1)) else { break };
            pos = pos.play(mv);
            let white = pos.pieces(Color::White).0;
            let black = pos.pieces(Color::Black).0;
            let kings = pos.kings().0;
            let empty = <Brazilian as Rules>::Geometry::BOARD & !(white | black);
            let one_by_one = |men: u64, up: bool| {
                (0..64).filter(|b| men >> b & 1 == 1).filter(|b| man_steps::<<Brazilian as Rules>::Geometry>(1 << b, empty, up) == 0).count() as f64
            };
            let expected = one_by_one(white & !kings, true) - one_by_one(black & !kings, false);
            let got = terms::<Brazilian>(&pos, &t).0[Term::Locked as usize];
            let sign = if pos.turn() == Color::White { 1.0 } else { -1.0 };
            assert_eq!(got, sign * expected, "{}", pos.to_fen());
        }
    }

    #[test]
    fn start_position_is_balanced() {
        let w = Weights { net: 0, ..Weights::for_variant(Variant::Brazilian) };
        let pos = Position::initial(Variant::Brazilian);
        let t = Tables::new(Variant::Brazilian, w);
        assert_eq!(evaluate::<Brazilian>(&pos, &t), w.tempo);
        let black = pos.with_turn(Color::Black);
        assert_eq!(evaluate::<Brazilian>(&black, &t), w.tempo);
        // The network reads the position from the side to move's view: the same for either side.
        let t = Tables::new(Variant::Brazilian, Weights::for_variant(Variant::Brazilian));
        assert_eq!(evaluate::<Brazilian>(&pos, &t), evaluate::<Brazilian>(&black, &t));
    }

    #[test]
    fn the_network_adds_its_score_times_the_endgame_scale() {
        let v = Variant::Brazilian;
        let net = crate::net::for_variant(v).expect("Brazilian ships a network");
        let with = Tables::new(v, Weights::for_variant(v));
        let without = Tables::new(v, Weights { net: 0, ..Weights::for_variant(v) });
        let mut seen = 0;
        // Full weight, and a lone king against two kings (the scale 1 in 16).
        for fen in ["W:W21,22,23,27:B1,2,9,13", "B:W21,22,23,27:B1,2,9,13", "W:WK29,K30:BK4", "B:WK29,K30:BK4"] {
            let pos = Position::from_fen(v, fen).unwrap();
            let scale = endgame_scale::<Brazilian>(&pos, &without);
            let added = net.score(&crate::net::planes(&pos)) * scale / 16;
            assert_eq!(evaluate::<Brazilian>(&pos, &with), evaluate::<Brazilian>(&pos, &without) + added, "{fen}");
            seen += usize::from(added != 0);
        }
        assert!(seen >= 2, "the network added nothing");
        // Only the fitted variants read it.
        let english = Tables::new(Variant::English, Weights { net: 1, ..Weights::for_variant(Variant::English) });
        assert!(english.net.is_none());
    }

    #[test]
    fn tables_find_the_centre_and_the_long_diagonal() {
        let t = Tables::new(Variant::Brazilian, Weights::for_variant(Variant::Brazilian));
        let v = Variant::Brazilian;
        let mask = |ns: &[u32]| ns.iter().fold(0u64, |m, &n| m | v.square(n).unwrap().mask());
        assert_eq!(t.centre, mask(&[14, 15, 18, 19]));
        assert_eq!(t.long_diagonal, mask(&[4, 8, 11, 15, 18, 22, 25, 29]));
    }

    #[test]
    fn material_and_endgame_knowledge() {
        // A man up is good for the side that has it, bad for the other.
        assert!(eval("W:W21,22,23:B1,2") > 50);
        assert!(eval("B:W21,22,23:B1,2") < -50);
        // One king against one king is a dead draw; so is two against one.
        assert!(eval("W:WK29:BK4").abs() <= 10);
        assert!(eval("W:WK29,K30:BK4").abs() <= 60);
        // Three kings against one: winning, unless the lone king holds the long diagonal (the
        // learned material table, fitted to search scores, takes most of the lead of two kings: the
        // lone king often reaches the diagonal; the endgame databases know each case exactly).
        let off = eval("W:WK1,K2,K3:BK5");
        let on = eval("W:WK1,K2,K3:BK22");
        assert!(off > 100, "{off}");
        assert!(on < off / 3, "{on} {off}");
    }
}
