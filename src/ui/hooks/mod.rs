//! Hooks that tie the pure state to the browser (wasm32 only).

pub mod kept_reviews;
pub mod parts;
pub mod review_parts;
pub mod use_embed_reports;
pub mod use_engine;
pub mod use_game;
pub mod use_look;
pub mod use_page;
