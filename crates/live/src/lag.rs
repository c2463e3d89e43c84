//! Lag compensation for a clock kept across two machines, as lichess does it
//! (lichess-org/scalachess, `LagTracker.scala`: `onMove`, and its `init` from the clock's
//! configuration). The device that keeps a player's clock measures the time from sending its
//! own move to receiving the reply; the reply says how long its player thought; the difference
//! is the network's lag. Up to the player's quota of it is given back; the quota grows by a fixed
//! gain each move, up to a ceiling, so a steady connection is fully compensated while a player
//! lying about thinking time gains at most the quota. A flag falls only once the elapsed time,
//! less a grace of `min(quota, 2 s)`, reaches what the player had (scalachess `Clock.outOfTime`
//! with grace).

use damas_game::clock::TimeControl;

/// The longest grace a flag waits for (ms).
pub const MAX_GRACE_MS: u64 = 2000;

/// One player's lag quota, in milliseconds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LagTracker {
    /// What each move adds to the quota.
    gain: u64,
    /// What may be given back on the next move.
    quota: u64,
    /// The quota's ceiling.
    max: u64,
}

impl LagTracker {
    /// The tracker for a game played at `control`: the gain is
    /// `min(1 s, ((base s + 40 × increment s) × 2/5 + 15) cs)`, the quota starts at three gains
    /// and never exceeds seven (scalachess `LagTracker.init`).
    #[must_use]
    pub fn new(control: TimeControl) -> LagTracker {
        let estimate_s = u64::from(control.minutes) * 60 + 40 * u64::from(control.increment);
        let gain_cs = (estimate_s * 2 / 5 + 15).min(100);
        let gain = gain_cs * 10;
        LagTracker { gain, quota: 3 * gain, max: 7 * gain }
    }

    /// The compensation for a move whose measured lag was `lag` ms (elapsed since the move was
    /// asked for, less the thinking time the mover reported); the quota is updated.
    pub fn on_move(&mut self, lag: u64) -> u64 {
        let comp = lag.min(self.quota);
        self.quota = (self.quota + self.gain - comp).min(self.max);
        comp
    }

    /// The grace before a flag falls: the quota, at most [`MAX_GRACE_MS`].
    #[must_use]
    pub fn grace(&self) -> u64 {
        self.quota.min(MAX_GRACE_MS)
    }

    /// The quota now (ms).
    #[must_use]
    pub fn quota(&self) -> u64 {
        self.quota
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_quota_follows_the_clock_and_caps_what_a_liar_gains() {
        // 5+3: (300 + 120) × 2/5 + 15 = 183 cs, capped at 100 cs: 1 s a move, 3 s to start, 7 s at most.
        let mut t = LagTracker::new(TimeControl { minutes: 5, increment: 3 });
        assert_eq!((t.gain, t.quota, t.max), (1000, 3000, 7000));
        // A steady 150 ms is given back in full, and the quota grows to its ceiling.
        for _ in 0..20 {
            assert_eq!(t.on_move(150), 150);
        }
        assert_eq!(t.quota(), 7000);
        // A player who claims to think 0 ms while taking 30 s gains the quota once, then a gain a move.
        assert_eq!(t.on_move(30_000), 7000);
        assert_eq!(t.quota(), 1000);
        assert_eq!(t.on_move(30_000), 1000);
        assert_eq!(t.grace(), 1000);
        // 1+0, a bullet game: (60 × 2/5 + 15) = 39 cs a move.
        let t = LagTracker::new(TimeControl { minutes: 1, increment: 0 });
        assert_eq!((t.gain, t.quota, t.max, t.grace()), (390, 1170, 2730, 1170));
    }
}
