//! The game library: every game finished on this device kept in its IndexedDB, listed newest
//! first, narrowed by game, result, players, opening and position, opened on the game page at its
//! last move, deleted, and exported as one PDN file. The model is pure and natively tested: the
//! stored record and its schema ([`kept`]), what the list shows of a game ([`summary`]), dates
//! ([`date`]), a kept game read back ([`game`]), the list's filter ([`filter`]), the export
//! ([`export`]), the import of PDN files ([`import`]), the position index ([`index`]) with its
//! questions and answers ([`lookup`]), and the player's results against the computer and accuracy
//! over time ([`results`]), and the games waiting while the device is full ([`waiting`]). On wasm32, `view` holds the store (`view::store`), the game pages'
//! keeper (`view::keep`), the library's worker and the library page.

pub mod date;
pub mod export;
pub mod filter;
pub mod game;
pub mod import;
pub mod index;
pub mod kept;
pub mod lookup;
pub mod results;
pub mod summary;
pub mod waiting;

#[cfg(target_arch = "wasm32")]
pub mod view;

#[cfg(test)]
mod index_tests;
#[cfg(test)]
mod results_tests;
#[cfg(test)]
mod tests;
