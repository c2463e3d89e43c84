//! The game page, in every language: its words are data (`words-<lang>-game.bin`, the entries it
//! uses), which the boot script (scripts/post-build.mjs) fetches beside this bundle's wasm for the
//! player's language (`app.rs` is the embedded board).

damas::game_page_bundle!();
