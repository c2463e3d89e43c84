//! The players' clocks (Fischer: a base time and an increment after each move), as pure values:
//! what each side has left at a given moment, a move that stops one clock and starts the other,
//! a flag, a pause. Time comes in as milliseconds handed in by the caller (the page reads the wall
//! clock; a test or a peer's message gives its own), so the same actions give the same clocks.

use damas_engine::Color;
use std::fmt;
use std::str::FromStr;

/// A time control: `base` minutes for the game, `increment` seconds added after each move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    /// Minutes each side starts with.
    pub minutes: u32,
    /// Seconds added after each of a side's moves.
    pub increment: u32,
}

impl TimeControl {
    /// The controls the new-game form offers (blitz to rapid).
    pub const PRESETS: [TimeControl; 4] = [
        TimeControl { minutes: 3, increment: 2 },
        TimeControl { minutes: 5, increment: 3 },
        TimeControl { minutes: 10, increment: 5 },
        TimeControl { minutes: 15, increment: 10 },
    ];
    /// Longest base time a link may ask for (three hours).
    pub const MAX_MINUTES: u32 = 180;
    /// Largest increment a link may ask for (three minutes).
    pub const MAX_INCREMENT: u32 = 180;

    /// The base time in milliseconds.
    #[must_use]
    pub const fn base_ms(self) -> u64 {
        self.minutes as u64 * 60_000
    }

    /// The increment in milliseconds.
    #[must_use]
    pub const fn increment_ms(self) -> u64 {
        self.increment as u64 * 1000
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}+{}", self.minutes, self.increment)
    }
}

/// A time control that cannot be read (`clock=` of a link).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadTimeControl(pub String);

impl fmt::Display for BadTimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} is not a time control: expected minutes+seconds such as 5+3 (1 to {} minutes, 0 to {} seconds)",
            damas_engine::notation::quoted_clip(&self.0, 24),
            TimeControl::MAX_MINUTES,
            TimeControl::MAX_INCREMENT
        )
    }
}

impl std::error::Error for BadTimeControl {}

impl FromStr for TimeControl {
    type Err = BadTimeControl;

    /// `5+3`: five minutes, three seconds a move (a space or `%2B` decoded as `+` is accepted, so
    /// a link whose `+` became a space still reads).
    fn from_str(s: &str) -> Result<TimeControl, BadTimeControl> {
        let bad = || BadTimeControl(s.to_string());
        let (m, i) = s.trim().split_once(['+', ' ']).ok_or_else(bad)?;
        let minutes: u32 = m.trim().parse().map_err(|_| bad())?;
        let increment: u32 = i.trim().parse().map_err(|_| bad())?;
        if !(1..=TimeControl::MAX_MINUTES).contains(&minutes) || increment > TimeControl::MAX_INCREMENT {
            return Err(bad());
        }
        Ok(TimeControl { minutes, increment })
    }
}

/// Both clocks of a game: the time each side had when its clock last stopped, and which clock
/// runs since when. No clock runs before the first move (the first mover thinks freely) nor
/// once the game has ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Clocks {
    /// The time control.
    pub control: TimeControl,
    /// Milliseconds left for White and Black (indexed by `Color::index`) when last stopped.
    left: [u64; 2],
    /// The side whose clock runs, and the wall-clock time it started.
    running: Option<(Color, u64)>,
    /// The side whose clock was running when the clocks were paused.
    paused: Option<Color>,
}

impl Clocks {
    /// Fresh clocks for `control`.
    #[must_use]
    pub fn new(control: TimeControl) -> Clocks {
        let base = control.base_ms();
        Clocks { control, left: [base, base], running: None, paused: None }
    }

    /// Clocks resumed from a link or saved game: `left` for White and Black, stopped (each
    /// capped at the game's base time plus a generous margin of increments, so a link cannot
    /// hand out days).
    #[must_use]
    pub fn resumed(control: TimeControl, left: [u64; 2]) -> Clocks {
        let cap = control.base_ms() + 1000 * control.increment_ms();
        Clocks { control, left: left.map(|ms| ms.min(cap)), running: None, paused: None }
    }

    /// Milliseconds `side` has left at `now`.
    #[must_use]
    pub fn left_at(&self, side: Color, now: u64) -> u64 {
        let stored = self.left[side.index()];
        match self.running {
            Some((running, since)) if running == side => stored.saturating_sub(elapsed(since, now)),
            _ => stored,
        }
    }

    /// Milliseconds each side had when its clock last stopped (what a link carries).
    #[must_use]
    pub fn stored(&self) -> [u64; 2] {
        self.left
    }

    /// The side whose clock runs, if one does.
    #[must_use]
    pub fn running(&self) -> Option<Color> {
        self.running.map(|(c, _)| c)
    }

    /// When the running clock started (the caller's milliseconds), if one runs.
    #[must_use]
    pub fn running_since(&self) -> Option<u64> {
        self.running.map(|(_, since)| since)
    }

    /// Whether the clocks are paused (the tab hidden during a game against the computer).
    #[must_use]
    pub fn is_paused(&self) -> bool {
        self.paused.is_some()
    }

    /// The side whose time has run out at `now`, if any.
    #[must_use]
    pub fn flagged(&self, now: u64) -> Option<Color> {
        self.running().filter(|&side| self.left_at(side, now) == 0)
    }

    /// `mover` completes a move at `now`: its clock stops (gaining the increment) and the
    /// other's starts. `Err(mover)` when its time had already run out: the move does not count.
    ///
    /// # Errors
    /// The flagged side.
    pub fn on_move(&mut self, mover: Color, now: u64) -> Result<(), Color> {
        self.on_move_credited(mover, now, 0)
    }

    /// [`Clocks::on_move`] for a move that came over a network: `mover` is charged as if it had
    /// moved `credit` ms before `now`, and the other clock starts at `now`.
    ///
    /// # Errors
    /// The flagged side.
    pub fn on_move_credited(&mut self, mover: Color, now: u64, credit: u64) -> Result<(), Color> {
        if self.paused.is_some() {
            self.resume(now);
        }
        if self.running() == Some(mover) {
            let left = self.left_at(mover, now.saturating_sub(credit));
            if left == 0 {
                return Err(mover);
            }
            self.left[mover.index()] = left + self.control.increment_ms();
        }
        self.running = Some((!mover, now));
        Ok(())
    }

    /// Takes `ms` from what `side` has left, its clock running or not (a live game's lag, charged
    /// after the move).
    pub fn charge(&mut self, side: Color, ms: u64) {
        let left = &mut self.left[side.index()];
        *left = left.saturating_sub(ms);
    }

    /// Starts `side`'s clock at `now` (a game resumed from a link, with `side` to move).
    pub fn start(&mut self, side: Color, now: u64) {
        self.stop(now);
        self.running = Some((side, now));
    }

    /// Starts `side`'s clock at `now`, the turn that was running not charged (a live game's
    /// take-back, which the two devices make at different moments).
    pub fn restart(&mut self, side: Color, now: u64) {
        self.paused = None;
        self.running = Some((side, now));
    }

    /// Stops the clocks at `now` (the game has ended), keeping what each side has left.
    pub fn stop(&mut self, now: u64) {
        if let Some(side) = self.running() {
            self.left[side.index()] = self.left_at(side, now);
            self.running = None;
        }
        self.paused = None;
    }

    /// Pauses the running clock at `now`.
    pub fn pause(&mut self, now: u64) {
        if let Some(side) = self.running() {
            self.stop(now);
            self.paused = Some(side);
        }
    }

    /// Restarts the clock that was paused, at `now`.
    pub fn resume(&mut self, now: u64) {
        if let Some(side) = self.paused.take() {
            self.running = Some((side, now));
        }
    }
}

/// Milliseconds from `since` to `now` (none when the wall clock went back).
fn elapsed(since: u64, now: u64) -> u64 {
    now.saturating_sub(since)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_read_and_write() {
        assert_eq!("3+2".parse(), Ok(TimeControl { minutes: 3, increment: 2 }));
        assert_eq!("10 5".parse(), Ok(TimeControl { minutes: 10, increment: 5 }), "a + decoded as a space");
        assert_eq!(TimeControl::PRESETS[1].to_string(), "5+3");
        for bad in ["", "5", "0+3", "181+0", "5+181", "x+1", "5+-1", "99999999999+1"] {
            let e = bad.parse::<TimeControl>().unwrap_err();
            assert!(e.to_string().contains("not a time control"), "{bad}");
        }
    }

    #[test]
    fn a_move_stops_one_clock_adds_the_increment_and_starts_the_other() {
        let mut c = Clocks::new(TimeControl { minutes: 3, increment: 2 });
        assert_eq!(c.running(), None, "nothing runs before the first move");
        c.on_move(Color::White, 1000).unwrap();
        assert_eq!((c.running(), c.left_at(Color::White, 5000)), (Some(Color::Black), 180_000));
        assert_eq!(c.left_at(Color::Black, 11_000), 170_000);
        c.on_move(Color::Black, 11_000).unwrap();
        assert_eq!(c.left_at(Color::Black, 99_000), 172_000, "10 s spent, 2 s back");
        assert_eq!(c.left_at(Color::White, 12_500), 178_500);
    }

    #[test]
    fn a_flag_falls_and_a_late_move_does_not_count() {
        let mut c = Clocks::new(TimeControl { minutes: 1, increment: 0 });
        c.on_move(Color::White, 0).unwrap();
        assert_eq!(c.flagged(59_999), None);
        assert_eq!(c.flagged(60_000), Some(Color::Black));
        assert_eq!(c.on_move(Color::Black, 61_000), Err(Color::Black));
        assert_eq!(c.left_at(Color::Black, 70_000), 0);
    }

    #[test]
    fn a_paused_clock_loses_no_time_and_a_stopped_one_keeps_what_was_left() {
        let mut c = Clocks::new(TimeControl { minutes: 5, increment: 0 });
        c.on_move(Color::White, 0).unwrap();
        c.pause(10_000);
        assert!(c.is_paused());
        assert_eq!(c.left_at(Color::Black, 500_000), 290_000);
        c.resume(600_000);
        assert_eq!(c.left_at(Color::Black, 605_000), 285_000);
        c.stop(610_000);
        assert_eq!((c.running(), c.left_at(Color::Black, 900_000)), (None, 280_000));
        // The wall clock going back costs nothing.
        let mut c = Clocks::new(TimeControl { minutes: 5, increment: 0 });
        c.on_move(Color::White, 10_000).unwrap();
        assert_eq!(c.left_at(Color::Black, 5_000), 300_000);
    }

    #[test]
    fn a_credited_move_is_charged_earlier_and_the_other_clock_starts_at_arrival() {
        let mut c = Clocks::new(TimeControl { minutes: 3, increment: 0 });
        c.on_move(Color::White, 0).unwrap();
        c.on_move_credited(Color::Black, 10_000, 400).unwrap();
        assert_eq!(c.left_at(Color::Black, 50_000), 170_400, "9.6 s charged of 10");
        assert_eq!(c.left_at(Color::White, 11_000), 179_000, "White's clock runs from the arrival");
        c.charge(Color::White, 500);
        assert_eq!(c.left_at(Color::White, 11_000), 178_500, "a lag charged after the move, its clock running");
        c.charge(Color::Black, u64::MAX);
        assert_eq!(c.stored()[1], 0, "never below nothing");
    }

    #[test]
    fn a_resumed_clock_cannot_be_given_days() {
        let c = Clocks::resumed(TimeControl { minutes: 3, increment: 2 }, [u64::MAX, 1234]);
        assert_eq!(c.stored(), [180_000 + 2_000_000, 1234]);
    }
}
