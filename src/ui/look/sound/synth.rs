//! Each sound rendered as a short WAV file, in plain arithmetic: the same notes Web Audio used to
//! play (a tone gliding exponentially from `freq` to `to`, a 5 ms linear attack, an exponential
//! fall to 1/10000 at the note's end), mixed into 16-bit mono samples. The page plays the file
//! through an `<audio>` element, which needs no `AudioContext`: making one starts the browser's
//! audio service on the main thread (50-130 ms on a cheap phone, a long task where it lands).
//! Pure and native-tested; `pow` and `sin` come from the caller, so the wasm build can use the
//! browser's `Math` instead of linking its own.

use super::{Note, Wave};

/// Samples per second: the tones are below 1.1 kHz, their overtones well within 16 kHz.
pub const RATE: u32 = 32_000;

/// How long a note's oscillator runs past its end (Web Audio's `stop(t1 + 0.02)`).
const TAIL: f64 = 0.02;
/// The attack, in seconds.
const ATTACK: f64 = 0.005;
/// The level a note falls to at its end.
const FLOOR: f64 = 0.0001;

/// The maths the renderer needs, given by the caller.
pub struct Maths {
    /// `a` to the power `b`.
    pub pow: fn(f64, f64) -> f64,
    /// Sine of an angle in radians.
    pub sin: fn(f64) -> f64,
}

/// The standard library's (native).
pub const STD: Maths = Maths { pow: f64::powf, sin: f64::sin };

/// One period of `wave` at phase `p` (in turns, 0..1), from -1 to 1, starting at 0 like Web
/// Audio's oscillators.
fn sample(wave: Wave, p: f64, maths: &Maths) -> f64 {
    match wave {
        Wave::Sine => (maths.sin)(std::f64::consts::TAU * p),
        Wave::Triangle => {
            let q = (p + 0.25).fract();
            1.0 - 4.0 * (q - 0.5).abs()
        }
        Wave::Sawtooth => 2.0 * (p + 0.5).fract() - 1.0,
    }
}

/// The mixed samples of `notes`, from -1 to 1 (clipped), at `rate` per second.
#[must_use]
pub fn render(notes: &[Note], rate: u32, maths: &Maths) -> Vec<f32> {
    let rate = f64::from(rate);
    let end = notes.iter().map(|n| n.at + n.dur + TAIL).fold(0.0, f64::max);
    let mut out = vec![0.0f64; (end * rate).ceil() as usize];
    for note in notes {
        let first = (note.at * rate).round() as usize;
        let length = (note.dur * rate).max(1.0);
        let attack = (ATTACK * rate).max(1.0);
        // Per-sample factors of the two exponential ramps.
        let glide = (maths.pow)(note.to / note.freq, 1.0 / length);
        let fall = (maths.pow)(FLOOR / note.gain, 1.0 / (length - attack).max(1.0));
        let (mut freq, mut level, mut phase) = (note.freq, note.gain, 0.0f64);
        let count = ((note.dur + TAIL) * rate) as usize;
        for (i, slot) in out.iter_mut().skip(first).take(count).enumerate() {
            let i = i as f64;
            let gain = if i < attack {
                note.gain * i / attack
            } else if i < length {
                level *= fall;
                level
            } else {
                FLOOR
            };
            *slot += gain * sample(note.wave, phase, maths);
            phase = (phase + freq / rate).fract();
            if i < length {
                freq *= glide;
            }
        }
    }
    out.into_iter().map(|s| s.clamp(-1.0, 1.0) as f32).collect()
}

/// A WAV file (RIFF, 16-bit PCM, mono) of `samples` at `rate` per second.
#[must_use]
pub fn wav(samples: &[f32], rate: u32) -> Vec<u8> {
    let data = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&rate.to_le_bytes());
    out.extend_from_slice(&(rate * 2).to_le_bytes()); // bytes per second
    out.extend_from_slice(&2u16.to_le_bytes()); // bytes per frame
    out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data.to_le_bytes());
    for &s in samples {
        out.extend_from_slice(&((s * 32767.0) as i16).to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::look::sound::{notes, Sound, Verdict};

    #[test]
    fn a_move_is_a_short_falling_tock_that_starts_and_ends_silent() {
        let samples = render(&notes(Sound::Move), RATE, &STD);
        // 80 ms and the 20 ms tail.
        assert_eq!(samples.len(), (0.1 * f64::from(RATE)).ceil() as usize);
        let peak = samples.iter().fold(0.0f32, |a, s| a.max(s.abs()));
        assert!(peak > 0.3 && peak <= 0.5, "peak {peak}");
        assert!(samples[0].abs() < 0.01 && samples.last().unwrap().abs() < 0.001);
        // The pitch falls: zero crossings come further apart at the end than at the start.
        let crossings: Vec<usize> = samples.windows(2).enumerate().filter(|(_, w)| w[0] < 0.0 && w[1] >= 0.0).map(|(i, _)| i).collect();
        let first = crossings[1] - crossings[0];
        let last = crossings[crossings.len() - 1] - crossings[crossings.len() - 2];
        assert!(last > first, "periods {first} then {last} samples");
        // 520 Hz at the start: a period of about 61 samples.
        assert!((58..=64).contains(&first), "{first}");
    }

    #[test]
    fn every_sound_renders_within_range_and_as_long_as_its_notes() {
        let all = [Sound::Move, Sound::Capture(3), Sound::Crown, Sound::Refused, Sound::End(Verdict::Won), Sound::End(Verdict::Drawn), Sound::End(Verdict::Lost), Sound::LowTime];
        for sound in all {
            let ns = notes(sound);
            let samples = render(&ns, RATE, &STD);
            let end = ns.iter().map(|n| n.at + n.dur + TAIL).fold(0.0, f64::max);
            assert_eq!(samples.len(), (end * f64::from(RATE)).ceil() as usize, "{sound:?}");
            assert!(samples.iter().all(|s| s.abs() <= 1.0), "{sound:?}");
            assert!(samples.iter().any(|s| s.abs() > 0.1), "{sound:?} is heard");
        }
    }

    #[test]
    fn the_wav_header_describes_the_samples() {
        let bytes = wav(&[0.0, 1.0, -1.0], 8000);
        assert_eq!(bytes.len(), 44 + 6);
        assert_eq!(&bytes[0..4], b"RIFF");
        assert_eq!(u32::from_le_bytes(bytes[4..8].try_into().unwrap()), 36 + 6);
        assert_eq!(&bytes[8..16], b"WAVEfmt ");
        assert_eq!(u32::from_le_bytes(bytes[24..28].try_into().unwrap()), 8000);
        assert_eq!(&bytes[36..40], b"data");
        assert_eq!(i16::from_le_bytes([bytes[46], bytes[47]]), 32767);
        assert_eq!(i16::from_le_bytes([bytes[48], bytes[49]]), -32767);
    }
}
