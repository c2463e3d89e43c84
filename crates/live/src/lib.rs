//! Live play with a friend on another device, peer to peer. This crate is the part both peers
//! run and a test can drive: the messages they exchange ([`wire`]), numbered so none is lost or
//! taken twice ([`reliable`]), the session that checks every remote move with the rules and keeps
//! the two games in agreement ([`session`]), the clocks across two machines ([`lag`]), the
//! proposals and chat phrases ([`offer`]), and the codes that carry a WebRTC offer and answer in
//! a link ([`sdp`], [`ice`], [`invite`]), and in a room on a signalling server what to do about
//! the server's messages ([`room_message`]) and who plays and who watches ([`roster`],
//! [`watch`]). The browser's side (the peer connection, the data channel, the page) lives in
//! `src/ui/live`.

pub mod certificate;
pub mod ice;
pub mod invite;
pub mod lag;
pub mod offer;
pub mod reliable;
pub mod room_message;
pub mod roster;
pub mod sdp;
pub mod session;
pub mod watch;
pub mod wire;
