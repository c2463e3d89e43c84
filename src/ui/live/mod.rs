//! Live play with a friend on another device (issue 38): the page and its flow, over `net`'s
//! WebRTC link. The session both peers run is `damas_live`'s; [`flow`] is what the page shows
//! and does, as pure values; `view` draws it.

pub mod flow;
pub mod handoff;
#[cfg(target_arch = "wasm32")]
pub mod net;
#[cfg(target_arch = "wasm32")]
pub mod view;
