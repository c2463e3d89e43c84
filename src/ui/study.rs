//! The study pages, a bundle of their own (`src/bin/study.rs`): the tutorial (`?learn`) and the
//! endgame trainer (`?trainer`). The boot script loads this bundle instead of the game page's when
//! the link names one of them, so the game page's wasm carries none of their code.

use crate::link::route::Route;
use crate::ui::shell::storage;
use yew::prelude::*;

/// The study page the link names; the trainer's list when it names none it knows.
#[function_component(Study)]
pub fn study() -> Html {
    let learn = use_state(|| matches!(Route::parse(&storage::page_query()), Route::Learn(_)));
    if *learn {
        html! { <crate::ui::lessons::view::page::Learn /> }
    } else {
        html! { <crate::ui::trainer::view::page::Trainer /> }
    }
}
