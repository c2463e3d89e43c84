//! The live page in the browser: its machinery ([`controller`]), its panel ([`panel`]) and the
//! page itself ([`page`]); the guest's reply step ([`reply_step`]) with its QR codes ([`qr`]),
//! and the reply link's tabs ([`handoff`]).

pub mod controller;
pub mod handoff;
pub mod page;
pub mod panel;
pub mod qr;
pub mod reply_step;
