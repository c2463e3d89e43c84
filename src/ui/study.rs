//! The study pages, a bundle of their own (`src/bin/study.rs`): the tutorial (`?learn`) and the
//! endgame trainer (`?trainer`). The boot script loads this bundle instead of the game page's when
//! the link names one of them, so the game page's wasm carries none of their code.

use crate::link::route::{Route, TrainerLink};
use crate::ui::lessons::view::page::Learn;
use crate::ui::shell::storage;
use crate::ui::trainer::view::page::Trainer;
use yew::prelude::*;

/// The study page the link names; the trainer's list when it names none it knows.
#[function_component(Study)]
pub fn study() -> Html {
    match &*storage::page_route() {
        Route::Learn(link) => html! { <Learn link={link.clone()} /> },
        Route::Trainer(link) => html! { <Trainer link={link.clone()} /> },
        _ => html! { <Trainer link={TrainerLink::default()} /> },
    }
}
