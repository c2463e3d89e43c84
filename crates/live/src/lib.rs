//! Live play with a friend on another device, peer to peer. This crate is the part both peers
//! run and a test can drive: the messages they exchange, the session that checks every remote
//! move with the rules and keeps the two games in agreement, the clocks across two machines and
//! the codes that carry a WebRTC offer and answer in a link. The browser's side (the peer
//! connection, the data channel, the page) lives in `src/ui/live`.

pub mod ice;
pub mod sdp;
