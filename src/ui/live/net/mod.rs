//! The transport of a live game: one WebRTC data channel between two browsers, set up by
//! exchanging two codes (`damas_live::sdp`) by hand ([`PeerLink`]) or through a room on a
//! signalling server ([`Room`]), with the ICE servers of an
//! `damas_live::ice::IceSetting`; in a room the host's links use its kept certificate
//! ([`host_certificate`]). Everything the browser can throw becomes a [`LinkError`];
//! what the peer sends is handed on as text, never trusted.

mod certificate;
mod error;
mod gather;
mod peer_link;
mod room;

pub use certificate::{host_certificate, HostCertificate};
pub use error::{LinkError, Step};
pub use peer_link::{DropReason, LinkEvent, LinkState, PeerLink, MAX_MESSAGE};
pub use room::{Room, RoomEvent, MAX_PEERS};
