//! The Yew components, one per file. Each draws what [`crate::ui::state::GameState`] hands it and
//! sends [`crate::ui::state::Action`]s back; none holds game rules.

pub mod ai_panel;
pub mod app;
pub mod ballot;
pub mod board;
pub mod clocks;
pub mod confirm;
pub mod controls;
pub mod editor;
pub mod embed;
pub mod game_actions;
pub mod game_over;
pub mod lasca_app;
pub mod learn;
pub mod look_settings;
pub mod eval_bar;
pub mod eval_graph;
pub mod message;
pub mod move_list;
pub mod open_panel;
pub mod piece;
pub mod puzzle_page;
pub mod quick_play;
pub mod review_panel;
pub mod settings;
pub mod share_panel;
pub mod stack;
pub mod status;
pub mod study;
pub mod trainer;
