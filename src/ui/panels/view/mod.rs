//! The panels' views: [`host`] is the page's side (where the panels go, loading their bundle),
//! [`bundle`] and [`side_panels`] the bundle's, [`fence`] keeps each bundle's events its own. The
//! panels themselves, written once for every game (the Lasca page draws them in its own bundle):
//! [`settings`] (the new game, with [`ballot_select`], and the settings), [`share_panel`],
//! [`open_panel`]. [`use_bundle`] is the page's side of every part the bundle draws (the review
//! panel too).

pub mod ballot_select;
pub mod bundle;
pub mod fence;
pub mod host;
pub mod open_panel;
pub mod settings;
pub mod share_panel;
pub mod side_panels;
pub mod use_bundle;
