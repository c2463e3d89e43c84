//! The live page in the browser: its machinery ([`controller`]), its panel ([`panel`]) and the
//! page itself ([`page`]).

pub mod controller;
pub mod page;
pub mod panel;
