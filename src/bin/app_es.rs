//! The game page with its words in Spanish only (built with `--features words-es`): the boot script
//! (scripts/post-build.mjs) loads it for a player whose language is Spanish, so the page's wasm
//! carries one language's words (`app.rs` is the embedded board, with every language).

damas::game_page_bundle!();
