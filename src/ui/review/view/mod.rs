//! The review's views: [`panel`] with its [`eval_graph`], written once for every game (the page
//! wires it to a game and the engine: `play::review`); the reviews the device keeps ([`kept`]).
//! The draughts page has the panel drawn by its panels' bundle: [`host`] is the page's side,
//! [`bundle`] the bundle's; the Lasca page draws it itself.

pub mod bundle;
pub mod eval_graph;
pub mod host;
pub mod kept;
pub mod panel;
