//! The panels' bundle (`src/bin/panels.rs`), which the draughts page loads for the parts it draws
//! (`shell::parts`): the side panels here, the review panel (`ui::review::view::bundle`). Its
//! `main` puts one entry point per part on `window` (`shell::parts::draw::entry`).

use crate::ui::panels::view::side_panels::{SidePanels, SidePanelsProps};
use crate::ui::panels::wire::{PanelsAction, PanelsView};
use crate::ui::prefs::{Lang, Prefs};
use crate::ui::shell::parts::draw::{draw, entry, sender, Slot};
use js_sys::Function;
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::Element;
use yew::prelude::*;

thread_local! {
    static PANELS: Slot<SidePanels> = const { RefCell::new(None) };
}

/// Puts the side panels' entry point on `window`: the bundle's `main`.
pub fn install() {
    entry(crate::ui::shell::parts::place::Part::Panels.entry(), show);
}

/// The side panels' entry point.
fn show(host: Element, text: String, send: Function) {
    // The page's view carries every preference: the base is only what a text leaves out.
    let Ok(view) = PanelsView::read(&text, Prefs::new(Lang::En)) else { return };
    let send = sender(send);
    let on_action = Callback::from(move |action: PanelsAction| send.emit(action.to_text()));
    draw(&PANELS, host, text, SidePanelsProps { view: Rc::new(view), on_action });
}
