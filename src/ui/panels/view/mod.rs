//! The panels' views: [`host`] is the page's side (where the panels go, loading their bundle),
//! [`bundle`] and [`side_panels`] the bundle's (the machinery of a part drawn by another bundle is
//! `shell::parts`'). The panels themselves, written once for every game (the Lasca page draws them
//! in its own bundle): [`settings`] (the new game, with [`ballot_select`], and the settings),
//! [`share_panel`], [`open_panel`].

pub mod ballot_select;
pub mod bundle;
pub mod host;
pub mod open_panel;
pub mod settings;
pub mod share_panel;
pub mod side_panels;
