//! The review panel as the panels' bundle (`src/bin/panels.rs`) draws it for the draughts page
//! ([`super::host`]): the entry point `window.damasReview(host, view, send)` reads the page's
//! [`ReviewPanelView`] and draws a [`ReviewPanel`]; the player's [`ReviewAction`]s go back as
//! text. A view that cannot be read changes nothing.

use crate::ui::shell::parts::draw::{draw, entry, sender, Slot};
use crate::ui::review::view::panel::{ReviewPanel, ReviewPanelProps};
use crate::ui::review::wire::{ReviewAction, ReviewPanelView};
use js_sys::Function;
use std::cell::RefCell;
use web_sys::Element;
use yew::prelude::*;

/// The entry point's name on `window`.
pub const ENTRY: &str = crate::ui::shell::parts::place::Part::Review.entry();

thread_local! {
    static REVIEW: Slot<ReviewPanel> = const { RefCell::new(None) };
}

/// Puts the entry point on `window`: the bundle's `main`.
pub fn install() {
    entry(ENTRY, show);
}

fn show(host: Element, text: String, send: Function) {
    let Ok(view) = ReviewPanelView::read(&text) else { return };
    let send = sender(send);
    let on_action = Callback::from(move |action: ReviewAction| send.emit(action.to_text()));
    let props = ReviewPanelProps { lang: view.lang, review: view.review, can_review: view.can_review, ply: view.ply, on_action };
    draw(&REVIEW, host, text, props);
}
