//! Plays the sounds through Web Audio. Browsers let a page make sound only after the visitor has
//! interacted with it, so nothing plays before the first pointer press or key ([`arm`]), and until
//! then [`play`] is silent. The `AudioContext` itself is made while the page is idle, before any
//! gesture: starting the browser's audio service takes tens of milliseconds (76 ms measured in
//! Chromium), too long for the task of a tap; a context made before a gesture starts suspended, and
//! the first gesture only resumes it. The player's switch ([`set_enabled`]) is checked at each
//! sound, so any part of the page (the clock's low-time warning too) may call [`play`] without
//! knowing about it.

use super::{notes, Note, Sound, Wave};
use std::cell::{Cell, RefCell};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{AudioContext, AudioContextState, OscillatorType};

thread_local! {
    static ENABLED: Cell<bool> = const { Cell::new(true) };
    static GESTURED: Cell<bool> = const { Cell::new(false) };
    static ARMED: Cell<bool> = const { Cell::new(false) };
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Turns sounds on or off (the player's switch).
pub fn set_enabled(on: bool) {
    ENABLED.with(|e| e.set(on));
}

/// The page's audio context, made on first use.
fn made() -> Option<AudioContext> {
    CONTEXT.with(|slot| {
        let mut slot = slot.borrow_mut();
        if slot.is_none() {
            *slot = AudioContext::new().ok();
        }
        slot.clone()
    })
}

/// The page's audio context, resumed if it is suspended (call it only in or after a gesture).
fn context() -> Option<AudioContext> {
    let ctx = made()?;
    if ctx.state() == AudioContextState::Suspended {
        let _ = ctx.resume();
    }
    Some(ctx)
}

/// Makes the context when the page is next idle (or in 1.5 s where the browser has no idle
/// callbacks), if sounds are on then, so that the first gesture does not pay for it.
fn prepare_when_idle() {
    let Some(window) = web_sys::window() else { return };
    let prepare = Closure::once_into_js(|| {
        if ENABLED.with(Cell::get) {
            let _ = made();
        }
    });
    if window.request_idle_callback(prepare.unchecked_ref()).is_err() {
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(prepare.unchecked_ref(), 1500);
    }
}

/// Listens (once, for the page's life) for the first pointer press or key: from then on sounds
/// may play, and the context (made while the page was idle, else now) is resumed inside that
/// gesture when sounds are on.
pub fn arm() {
    if ARMED.with(|a| a.replace(true)) {
        return;
    }
    prepare_when_idle();
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let on_gesture = Closure::<dyn Fn()>::new(|| {
        GESTURED.with(|g| g.set(true));
        if ENABLED.with(Cell::get) {
            let _ = context();
        }
    });
    for kind in ["pointerdown", "keydown"] {
        let _ = document.add_event_listener_with_callback_and_bool(kind, on_gesture.as_ref().unchecked_ref(), true);
    }
    // Kept for the page's life: every gesture may resume a context the browser suspended.
    on_gesture.forget();
}

fn schedule(ctx: &AudioContext, start: f64, note: &Note) -> Option<()> {
    let osc = ctx.create_oscillator().ok()?;
    let gain = ctx.create_gain().ok()?;
    osc.set_type(match note.wave {
        Wave::Sine => OscillatorType::Sine,
        Wave::Triangle => OscillatorType::Triangle,
        Wave::Sawtooth => OscillatorType::Sawtooth,
    });
    let (t0, t1) = (start + note.at, start + note.at + note.dur);
    let freq = osc.frequency();
    freq.set_value_at_time(note.freq as f32, t0).ok()?;
    if note.to != note.freq {
        freq.exponential_ramp_to_value_at_time(note.to as f32, t1).ok()?;
    }
    // A 5 ms attack (no click), then an exponential fall to silence.
    let level = gain.gain();
    level.set_value_at_time(0.0, t0).ok()?;
    level.linear_ramp_to_value_at_time(note.gain as f32, t0 + 0.005).ok()?;
    level.exponential_ramp_to_value_at_time(0.0001, t1).ok()?;
    osc.connect_with_audio_node(&gain).ok()?;
    gain.connect_with_audio_node(&ctx.destination()).ok()?;
    osc.start_with_when(t0).ok()?;
    osc.stop_with_when(t1 + 0.02).ok()
}

/// Plays `sound` now, if sounds are on and the player has interacted with the page.
pub fn play(sound: Sound) {
    if !ENABLED.with(Cell::get) || !GESTURED.with(Cell::get) {
        return;
    }
    let Some(ctx) = context() else { return };
    let start = ctx.current_time() + 0.01;
    for note in notes(sound) {
        if schedule(&ctx, start, &note).is_none() {
            return;
        }
    }
}
