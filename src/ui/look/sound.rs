//! The game's sounds: which one a change of the game calls for ([`sound_for`], comparing two
//! [`Moment`]s of the state), and each sound as notes to synthesise ([`notes`]), rendered to a
//! WAV file by [`synth`]. All pure and native; on wasm32, `web` plays the files through `<audio>`
//! elements (no files to download, no `AudioContext`), muted until the player's first gesture
//! and while the switch is off.

use crate::ui::game::board_game::BoardGame;
use crate::ui::text::messages::Message;
use crate::ui::game::state::GameState;
use damas_engine::Color;

pub mod synth;
#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::{arm, play, set_enabled};

/// How a game ended, for the person at the device.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The player won (or, between two players at one device, someone did).
    Won,
    /// A draw.
    Drawn,
    /// The computer won.
    Lost,
}

/// A sound the page makes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A move without a capture, by either side.
    Move,
    /// A capture of this many pieces.
    Capture(u32),
    /// A man crowned.
    Crown,
    /// A move refused.
    Refused,
    /// The game ended.
    End(Verdict),
    /// A clock is running low (the clock calls `play(Sound::LowTime)` itself).
    LowTime,
}

/// What [`sound_for`] compares: the few facts of a state a sound depends on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moment<G: BoardGame> {
    ply: usize,
    len: usize,
    fresh: bool,
    /// Pieces the move on view took, and whether it crowned.
    last: Option<(usize, bool)>,
    message: Option<Message<G>>,
    verdict: Option<Verdict>,
}

/// Whether `message` turns a move down (rather than asking, informing or reporting a load).
fn is_refusal<G: BoardGame>(message: &Message<G>) -> bool {
    !matches!(
        message,
        Message::ChoosePath { .. }
            | Message::DrawOffered { .. }
            | Message::DrawOfferSent
            | Message::DrawDeclined
            | Message::LinkPartDropped(_)
            | Message::LanguageMissing(_)
            | Message::LibraryFull
            | Message::LoadFailed { .. }
            | Message::PreviousKept(_)
            | Message::StudyMissing(_)
    )
}

impl<G: BoardGame> Moment<G> {
    /// The facts of `state` a sound depends on.
    #[must_use]
    pub fn of(state: &GameState<G>) -> Moment<G> {
        let verdict = state.outcome().map(|ending| {
            // Against the computer the player is the other side; two players hear a win as such.
            let player: Option<Color> = state.computer().map(|c| !c);
            match (ending.winner(), player) {
                (None, _) => Verdict::Drawn,
                (Some(w), Some(p)) if w != p => Verdict::Lost,
                (Some(_), _) => Verdict::Won,
            }
        });
        Moment {
            ply: state.ply(),
            len: state.move_texts().len(),
            fresh: state.fresh(),
            last: state.last_move().map(|(_, d)| (d.captured.len(), d.crowns)),
            message: state.message().cloned(),
            verdict,
        }
    }
}

/// The sound the change from `before` to `after` calls for: a move played (by either side) sounds
/// its kind, and the game's end sounds over it; a new refusal sounds as such. Walking through the
/// game, selecting, or a setting changed is silent.
#[must_use]
pub fn sound_for<G: BoardGame>(before: &Moment<G>, after: &Moment<G>) -> Option<Sound> {
    let played = after.fresh && after.ply == before.ply + 1;
    // The game's end, by a move or by a decision at the same place (resign, draw agreed); a
    // walk back to an ended position is not an end.
    let decided = after.ply == before.ply && after.len == before.len;
    if before.verdict.is_none() && (played || decided) {
        if let Some(v) = after.verdict {
            return Some(Sound::End(v));
        }
    }
    if played {
        return Some(match after.last {
            Some((_, true)) => Sound::Crown,
            Some((n, false)) if n > 0 => Sound::Capture(n as u32),
            _ => Sound::Move,
        });
    }
    match &after.message {
        Some(m) if after.message != before.message && is_refusal(m) => Some(Sound::Refused),
        _ => None,
    }
}

/// An oscillator's wave.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Wave {
    /// Pure tone.
    Sine,
    /// Soft, woody.
    Triangle,
    /// Buzzing.
    Sawtooth,
}

/// One synthesised note: a tone gliding from `freq` to `to` (Hz) over `dur` seconds, starting
/// `at` seconds after the sound, under a quick attack and an exponential decay to silence.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Note {
    /// Start, seconds after the sound begins.
    pub at: f64,
    /// Starting frequency.
    pub freq: f64,
    /// Ending frequency.
    pub to: f64,
    /// Length in seconds.
    pub dur: f64,
    /// Peak gain (0..1).
    pub gain: f64,
    /// Wave.
    pub wave: Wave,
}

/// The most pieces a capture's sound counts (longer captures keep the top pitch).
const MAX_CLICKS: u32 = 8;

const fn tone(at: f64, freq: f64, dur: f64, gain: f64, wave: Wave) -> Note {
    Note { at, freq, to: freq, dur, gain, wave }
}

/// A wooden tock: a short triangle whose pitch drops.
const MOVE: [Note; 1] = [Note { at: 0.0, freq: 520.0, to: 330.0, dur: 0.08, gain: 0.5, wave: Wave::Triangle }];
/// A rising major arpeggio.
const CROWN: [Note; 4] = [
    tone(0.0, 523.25, 0.14, 0.3, Wave::Sine),
    tone(0.07, 659.25, 0.14, 0.3, Wave::Sine),
    tone(0.14, 783.99, 0.14, 0.3, Wave::Sine),
    tone(0.21, 1046.5, 0.14, 0.3, Wave::Sine),
];
/// A low double buzz.
const REFUSED: [Note; 2] = [
    Note { at: 0.0, freq: 170.0, to: 120.0, dur: 0.09, gain: 0.18, wave: Wave::Sawtooth },
    Note { at: 0.11, freq: 170.0, to: 120.0, dur: 0.09, gain: 0.18, wave: Wave::Sawtooth },
];
/// A fanfare up to the octave.
const WON: [Note; 4] = [
    tone(0.0, 523.25, 0.16, 0.3, Wave::Sine),
    tone(0.12, 659.25, 0.16, 0.3, Wave::Sine),
    tone(0.24, 783.99, 0.16, 0.3, Wave::Sine),
    tone(0.36, 1046.5, 0.5, 0.32, Wave::Sine),
];
/// Two level notes.
const DRAWN: [Note; 2] = [tone(0.0, 659.25, 0.22, 0.28, Wave::Sine), tone(0.2, 659.25, 0.45, 0.26, Wave::Sine)];
/// Three falling notes.
const LOST: [Note; 3] =
    [tone(0.0, 392.0, 0.2, 0.28, Wave::Triangle), tone(0.18, 349.23, 0.2, 0.28, Wave::Triangle), tone(0.36, 293.66, 0.55, 0.28, Wave::Triangle)];
/// Two high beeps.
const LOW_TIME: [Note; 2] = [tone(0.0, 880.0, 0.08, 0.3, Wave::Sine), tone(0.16, 880.0, 0.08, 0.3, Wave::Sine)];

/// The notes of `sound`.
#[must_use]
pub fn notes(sound: Sound) -> Vec<Note> {
    let fixed: &[Note] = match sound {
        // One click per piece taken, each a step higher.
        Sound::Capture(n) => {
            let mut freq = 600.0;
            return (0..n.clamp(1, MAX_CLICKS))
                .map(|i| {
                    let note = Note { at: f64::from(i) * 0.085, freq, to: freq * 0.7, dur: 0.07, gain: 0.55, wave: Wave::Triangle };
                    freq *= 1.125;
                    note
                })
                .collect();
        }
        Sound::Move => &MOVE,
        Sound::Crown => &CROWN,
        Sound::Refused => &REFUSED,
        Sound::End(Verdict::Won) => &WON,
        Sound::End(Verdict::Drawn) => &DRAWN,
        Sound::End(Verdict::Lost) => &LOST,
        Sound::LowTime => &LOW_TIME,
    };
    fixed.to_vec()
}

#[cfg(test)]
mod tests;
