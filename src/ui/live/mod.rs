//! Live play with a friend on another device (issue 38): the page and its flow, over `net`'s
//! WebRTC link. The session both peers run is `damas_live`'s.

#[cfg(target_arch = "wasm32")]
pub mod net;
