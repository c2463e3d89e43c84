//! Fitting the small network of [`crate::net`] to labelled positions, on top of the rest of the
//! evaluation: a position's prediction is `σ(base + scale · network)`, `base` being the
//! evaluation over the logistic scale `k`, and the network's output in the same logits (it is
//! written in hundredths of a man, times `k`). Adam's steps on shuffled mini-batches minimise
//! the mean log loss; the weights start from a seeded draw, so a fit is reproducible on any
//! machine (one thread).

use crate::net::{for_each_input, params, HIDDEN, INPUTS, MAX_HIDDEN};

/// One labelled position, as the fit reads it.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Sample {
    /// The pieces from the side to move's view ([`crate::net::planes`]).
    pub planes: [u64; 4],
    /// The rest of the evaluation over the logistic scale: the logit before the network.
    pub base: f32,
    /// The endgame knowledge's factor (1 is full weight), which multiplies the network as well.
    pub scale: f32,
    /// The label: the expected result for the side to move, 0 to 1.
    pub target: f32,
}

/// How to fit.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct NetSettings {
    /// Passes over the samples.
    pub epochs: usize,
    /// Adam's step size (a tenth of it over the last third of the epochs).
    pub rate: f32,
    /// Samples a step.
    pub batch: usize,
    /// The seed of the first weights and of the order of the samples.
    pub seed: u64,
    /// Hidden units.
    pub hidden: usize,
}

impl Default for NetSettings {
    fn default() -> NetSettings {
        NetSettings { epochs: 20, rate: 0.002, batch: 1024, seed: 1, hidden: HIDDEN }
    }
}

/// The logistic function.
fn sigmoid(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}

/// The network during the fit, in floating point, its output in logits.
#[derive(Clone, Debug, PartialEq)]
pub struct FitNet {
    hidden: usize,
    w1: Vec<f32>,
    b1: Vec<f32>,
    w2: Vec<f32>,
    b2: f32,
}

impl FitNet {
    /// A network that adds nothing: the evaluation alone.
    #[must_use]
    pub fn zero() -> FitNet {
        FitNet { hidden: HIDDEN, w1: vec![0.0; INPUTS * HIDDEN], b1: vec![0.0; HIDDEN], w2: vec![0.0; HIDDEN], b2: 0.0 }
    }

    /// The first weights of `hidden` units: the first layer drawn evenly from ±0.3 by `seed`,
    /// each unit half on, the output zero (so the fit starts from the evaluation alone).
    fn seeded(hidden: usize, next: &mut impl FnMut() -> u64) -> FitNet {
        let w1 = (0..INPUTS * hidden).map(|_| (next() % 20_001) as f32 / 10_000.0 * 0.3 - 0.3).collect();
        FitNet { hidden, w1, b1: vec![0.5; hidden], w2: vec![0.0; hidden], b2: 0.0 }
    }

    /// The hidden sums of `s` into `h` (one per unit), and the output in logits.
    fn forward(&self, s: &Sample, h: &mut [f32]) -> f32 {
        let hidden = self.hidden;
        h.copy_from_slice(&self.b1);
        for_each_input(&s.planes, |i| {
            for (x, w) in h.iter_mut().zip(&self.w1[i * hidden..(i + 1) * hidden]) {
                *x += w;
            }
        });
        h.iter().zip(&self.w2).fold(self.b2, |y, (x, w)| y + x.clamp(0.0, 1.0) * w)
    }

    /// The prediction for `s`: the expected result for the side to move.
    #[must_use]
    pub fn predict(&self, s: &Sample) -> f32 {
        let mut h = [0.0; MAX_HIDDEN];
        sigmoid(s.base + s.scale * self.forward(s, &mut h[..self.hidden]))
    }

    /// The mean log loss over `samples`.
    #[must_use]
    pub fn loss(&self, samples: &[Sample]) -> f64 {
        let total: f64 = samples
            .iter()
            .map(|s| {
                let p = self.predict(s).clamp(1e-6, 1.0 - 1e-6);
                -f64::from(s.target * p.ln() + (1.0 - s.target) * (1.0 - p).ln())
            })
            .sum();
        total / samples.len().max(1) as f64
    }

    /// The parameters as [`crate::net::Net::from_params`] reads them, the output's in hundredths
    /// of a man for the logistic scale `k`.
    #[must_use]
    pub fn params(&self, k: f32) -> Vec<f32> {
        let mut p = self.w1.clone();
        p.extend_from_slice(&self.b1);
        p.extend(self.w2.iter().map(|w| w * k));
        p.push(self.b2 * k);
        debug_assert_eq!(p.len(), params(self.hidden));
        p
    }
}

/// Fits a network to `samples`; `on_epoch` sees each epoch's number and network.
pub fn fit(samples: &[Sample], settings: &NetSettings, on_epoch: &mut dyn FnMut(usize, &FitNet)) -> FitNet {
    let mut rng = crate::rng::Xorshift::seeded(settings.seed);
    let mut next = move || rng.next_u64();
    let hidden = settings.hidden;
    let mut net = FitNet::seeded(hidden, &mut next);
    let n = params(hidden);
    let (mut m, mut v, mut grad) = (vec![0f32; n], vec![0f32; n], vec![0f32; n]);
    let (beta1, beta2, eps) = (0.9f32, 0.999f32, 1e-8f32);
    let mut order: Vec<usize> = (0..samples.len()).collect();
    let mut h = vec![0f32; hidden];
    let mut t = 0;
    for epoch in 0..settings.epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, (next() % (i as u64 + 1)) as usize);
        }
        let rate = if epoch * 3 >= settings.epochs * 2 { settings.rate * 0.1 } else { settings.rate };
        for chunk in order.chunks(settings.batch.max(1)) {
            grad.fill(0.0);
            let (gw1, rest) = grad.split_at_mut(INPUTS * hidden);
            let (gb1, rest) = rest.split_at_mut(hidden);
            let (gw2, gb2) = rest.split_at_mut(hidden);
            for &j in chunk {
                let s = &samples[j];
                let y = net.forward(s, &mut h);
                // d loss / d output, then back through the clipped units into `h`.
                let d = (sigmoid(s.base + s.scale * y) - s.target) * s.scale;
                gb2[0] += d;
                for u in 0..hidden {
                    let x = h[u];
                    gw2[u] += d * x.clamp(0.0, 1.0);
                    h[u] = if x > 0.0 && x < 1.0 { d * net.w2[u] } else { 0.0 };
                }
                for (g, d) in gb1.iter_mut().zip(&h) {
                    *g += d;
                }
                for_each_input(&s.planes, |i| {
                    for (g, d) in gw1[i * hidden..(i + 1) * hidden].iter_mut().zip(&h) {
                        *g += d;
                    }
                });
            }
            t += 1;
            let (c1, c2) = (1.0 - beta1.powi(t), 1.0 - beta2.powi(t));
            let per = 1.0 / chunk.len() as f32;
            let params = net.w1.iter_mut().chain(net.b1.iter_mut()).chain(net.w2.iter_mut()).chain(std::iter::once(&mut net.b2));
            for (((x, g), m), v) in params.zip(&grad).zip(&mut m).zip(&mut v) {
                let g = g * per;
                *m = beta1 * *m + (1.0 - beta1) * g;
                *v = beta2 * *v + (1.0 - beta2) * g * g;
                *x -= rate * (*m / c1) / ((*v / c2).sqrt() + eps);
            }
        }
        on_epoch(epoch + 1, &net);
    }
    net
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::{Net, PLANE};

    /// Positions of a few random men and kings; the label says the side to move wins when it
    /// has a king on bit 0 and the opponent has none, and otherwise follows the base evaluation.
    fn samples(count: usize) -> Vec<Sample> {
        let mut rng = crate::rng::Xorshift::from_state(0x1234_5678_9ABC_DEF1);
        let mut next = move || rng.next_u64();
        let board = |n: u64| n & 0x7_FBFD_FEFF; // the padded layout's 32 squares
        (0..count)
            .map(|_| {
                // Bit 0 is kept for kings; an own king stands there in a quarter of the positions.
                let own_men = board(next() & next()) & !1;
                let opp_men = board(next() & next()) & !own_men & !1;
                let square = if next() % 4 == 0 { 0 } else { next() % 35 };
                let own_kings = board(1 << square) & !(own_men | opp_men);
                let opp_kings = board(1 << (next() % 35)) & !(own_men | opp_men | own_kings) & (next() & 1).wrapping_neg();
                let base = (next() % 200) as f32 / 100.0 - 1.0;
                let planted = own_kings & 1 != 0 && opp_kings == 0;
                let target = if planted { 0.95 } else { sigmoid(base) };
                Sample { planes: [own_men, own_kings, opp_men, opp_kings], base, scale: 1.0, target }
            })
            .collect()
    }

    #[test]
    fn the_fit_finds_what_the_labels_reward_and_the_fixed_point_network_keeps_it() {
        let train = samples(20_000);
        let held = samples(25_000).split_off(20_000);
        let settings = NetSettings { epochs: 6, ..NetSettings::default() };
        let fitted = fit(&train, &settings, &mut |_, _| {});
        let (before, after) = (FitNet::zero().loss(&held), fitted.loss(&held));
        assert!(after < before - 0.01, "held-out log loss {before:.5} -> {after:.5}");
        // The shipped form scores the planted position well above the same without the king there.
        let net = Net::from_params(&fitted.params(60.0)).expect("params");
        let king_there = [0b110, 1, 0b1100 << 10, 0];
        let king_elsewhere = [0b110, 1 << 20, 0b1100 << 10, 0];
        assert!(net.score(&king_there) > net.score(&king_elsewhere) + 60, "{} against {}", net.score(&king_there), net.score(&king_elsewhere));
        // The same fit twice gives the same network.
        assert_eq!(fit(&train, &settings, &mut |_, _| {}), fitted);
        const { assert!(PLANE * 4 == INPUTS) };
    }
}
