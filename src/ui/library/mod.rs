//! The game library: every game finished on this device kept in its IndexedDB, listed newest
//! first, narrowed by game, result, players and opening, opened on the game page at its last move,
//! deleted, and exported as one PDN file. The model is pure and natively tested: the stored
//! record and its schema ([`kept`]), what the list shows of a game ([`summary`]), dates ([`date`]), a kept game read
//! back ([`game`]), the list's filter ([`filter`]), the export ([`export`]), the import of PDN
//! files ([`import`]) and the position index ([`index`]) with its questions and answers ([`lookup`]). On wasm32, `view`
//! holds the store (`view::store`), the game pages' keeper (`view::keep`) and the library page.

pub mod date;
pub mod export;
pub mod filter;
pub mod game;
pub mod import;
pub mod index;
pub mod kept;
pub mod lookup;
pub mod summary;

#[cfg(target_arch = "wasm32")]
pub mod view;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod index_tests;
