//! Live play in the browser: its machinery ([`controller`]) and its panel ([`panel`]), which the
//! game page shows as the live page (`play::live_page`); the guest's reply step ([`reply_step`])
//! with its QR codes ([`qr`]), and the reply link's tabs ([`handoff`]).

pub mod controller;
pub mod handoff;
pub mod panel;
pub mod qr;
pub mod reply_step;
