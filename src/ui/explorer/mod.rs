//! The opening explorer beside each game's board (draughts and Lasca): for the position on view,
//! the moves played from it in the player's own games (asked of the library's worker:
//! `library::lookup`) with how often and how they scored, and the engine's opening book for the
//! game (`damas_ai::book`, a file per game fetched when the explorer first opens). Each move is a
//! click away; "Games with this position" opens the library on them. The shares and the
//! evaluation's words are pure ([`shares`]), as is which book a game fetches and what is kept of
//! it ([`shelf`]); on wasm32, `view` holds the panel, drawn by the side panels' bundle (and by
//! Lasca's page's).

pub mod shares;
pub mod shelf;

#[cfg(target_arch = "wasm32")]
pub mod view;

#[cfg(test)]
mod tests;
