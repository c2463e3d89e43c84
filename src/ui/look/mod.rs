//! Looks and sounds: which sound a change of the game calls for ([`sound`], Web Audio on wasm32),
//! and on wasm32 the settings switch (`settings`) and the hook that applies the look and plays the
//! sounds (`use_look`). The theme and piece-set names themselves are [`crate::look`], shared with
//! the embed links.

pub mod sound;

#[cfg(target_arch = "wasm32")]
pub mod view;
