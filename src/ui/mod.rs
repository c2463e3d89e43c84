//! The browser app, one folder per feature. Each folder holds the feature's pure model, native and
//! unit-tested, and in its `view/` folder (wasm32 only) its Yew views. No rule logic anywhere here:
//! the engine's `Record` keeps each game and `explain` says why a move is refused. Each layer
//! imports only the layers under it (docs/architecture.md, "The layers of src/ui"), from the
//! bottom:
//!
//! - [`prefs`], `decimal`, `class_list`: the player's preferences and two small writers.
//! - [`text`]: every visible string in each interface language, and what the page says as values
//!   (its messages, the status); it imports no feature: features word their values through its
//!   keys.
//! - [`board`]: what the board draws, square <-> cell, arrows; the SVG board on wasm32.
//! - [`shell`]: the browser access the features share (storage, web, pwa, the parts of the page
//!   another bundle draws, the allocator).
//! - [`game`]: the game layer every feature is written against (`BoardGame`, `GameState<G>` and
//!   its reducer); on wasm32 the reducer's handle and the parts every page shows.
//! - The features: [`look`] looks and sounds; [`review`] game review; [`ai`] the computer, hint
//!   and analysis; [`editor`] the set-up; [`panels`] the side panels; [`puzzle`], [`trainer`],
//!   [`lessons`] the study pages; [`live`] live play; `embed` the board in an iframe; [`picture`]
//!   pictures and sheets.
//! - `play` (wasm32): the game page (draughts, Lasca, live), its assembly and its own parts.
//! - This module and `study`: each bundle's start.
//!
//! Each bundle (`src/bin/*.rs`) starts here from the link's [`crate::link::route::Route`] (or, for
//! a bundle that knows its page, that page's parameters alone).

pub mod ai;
pub mod board;
pub mod class_list;
pub mod decimal;
pub mod editor;
pub mod explorer;
pub mod game;
pub mod lessons;
pub mod library;
pub mod live;
pub mod look;
pub mod panels;
pub mod picture;
pub mod prefs;
pub mod puzzle;
pub mod review;
pub mod shell;
pub mod text;
pub mod trainer;

#[cfg(target_arch = "wasm32")]
pub mod embed;
#[cfg(target_arch = "wasm32")]
pub mod play;
#[cfg(target_arch = "wasm32")]
pub mod study;

/// Renders the game page (the `game` binary, every language: its words come beside it, see
/// `shell::words_file`). Lasca is another binary (`start_lasca`), the embedded board another
/// (`start_embed`): the page's boot script loads the one the link asks for.
#[cfg(target_arch = "wasm32")]
pub fn start() {
    shell::words_file::take("game");
    // In a task of its own: the wasm's instantiation (and the end of its compiling) and the
    // first drawing were one long task on a slow phone; apart, each blocks the page less. The
    // game page's first state is read in this task, before it, and the page's one parameter
    // before the page writes the game's link in its address.
    let _ = shell::storage::page_ice();
    play::app::prepare();
    gloo::timers::callback::Timeout::new(0, || {
        // Into a root of its own after the static skeleton: Yew empties the element it mounts
        // in, and emptying the body took the skeleton out and back, which made a slow phone
        // style and lay out the whole skeleton again (60 ms at CPU 4x) before the first view.
        // The skeleton stays until the app shows its first view (it draws its first parts
        // hidden: `play::page`, and the boot script then removes the skeleton).
        match app_root() {
            Some(root) => yew::Renderer::<play::app::App>::with_root(root).render(),
            None => yew::Renderer::<play::app::App>::new().render(),
        };
    })
    .forget();
}

/// Renders the embedded board (`?embed`: the `app` binary, every language, since the embedding
/// page's visitor may speak any), in a task after the wasm's start like the game page.
#[cfg(target_arch = "wasm32")]
pub fn start_embed() {
    shell::words_file::take("app");
    gloo::timers::callback::Timeout::new(0, || {
        yew::Renderer::<embed::page::Embed<damas_engine::Position>>::new().render();
    })
    .forget();
}

/// A new `<div data-app-root>` at the end of the body, for the game page to mount in; `None` if
/// the page has no body or the browser refuses.
#[cfg(target_arch = "wasm32")]
fn app_root() -> Option<web_sys::Element> {
    let document = gloo::utils::document();
    let root = document.create_element("div").ok()?;
    root.set_attribute("data-app-root", "").ok()?;
    document.body()?.append_child(&root).ok()?;
    Some(root)
}

/// Renders the study page the link names (the `study` binary): the tutorial, the endgame trainer.
#[cfg(target_arch = "wasm32")]
pub fn start_study() {
    shell::words_file::take("study");
    yew::Renderer::<study::Study>::new().render();
}

/// Renders the live page of the draughts variants (the `live` binary, loaded by the boot script
/// for `?live` links and invitations, `#live=…`).
#[cfg(target_arch = "wasm32")]
pub fn start_live() {
    shell::words_file::take("live");
    if reply_link_opened() {
        yew::Renderer::<live::view::handoff::ReplyTab>::new().render();
    } else {
        let link = crate::link::route::LiveLink::read(&shell::storage::page_query());
        yew::Renderer::<play::live_page::LivePage<damas_engine::Position>>::with_props(play::live_page::LivePageProps { link }).render();
    }
}

/// Renders Lasca's live page (the `livelasca` binary: `?live&variant=lasca`, and invitations to
/// Lasca), a bundle of its own so that neither live page carries the other game.
#[cfg(target_arch = "wasm32")]
pub fn start_live_lasca() {
    shell::words_file::take("livelasca");
    if reply_link_opened() {
        yew::Renderer::<live::view::handoff::ReplyTab>::new().render();
    } else {
        let link = crate::link::route::LiveLink::read(&shell::storage::page_query());
        yew::Renderer::<play::live_page::LivePage<damas_engine::lasca::LascaPosition>>::with_props(play::live_page::LivePageProps { link }).render();
    }
}

/// Whether the page was opened by a reply link (`#live-reply=…`): its tab hands the reply to the
/// invitation's tab and shows no game.
#[cfg(target_arch = "wasm32")]
fn reply_link_opened() -> bool {
    web_sys::window().and_then(|w| w.location().hash().ok()).is_some_and(|h| live::handoff::is_reply_link(&h))
}

/// Renders puzzle mode (the `puzzles` binary, loaded by the boot script for `?puzzle` links).
#[cfg(target_arch = "wasm32")]
pub fn start_puzzles() {
    shell::words_file::take("puzzles");
    use crate::link::route::{PuzzleLink, Route};
    use damas_engine::Variant;
    let link = match &*shell::storage::page_route() {
        Route::Puzzle(link) => link.clone(),
        _ => PuzzleLink { id: String::new(), variant: Variant::Brazilian },
    };
    yew::Renderer::<puzzle::view::page::PuzzlePage>::with_props(puzzle::view::page::PuzzlePageProps { link }).render();
}

/// Renders the game library (the `library` binary, loaded by the boot script for `?library`).
#[cfg(target_arch = "wasm32")]
pub fn start_library() {
    if library::view::import_worker::in_worker() {
        library::view::import_worker::start();
        return;
    }
    shell::words_file::take("library");
    yew::Renderer::<library::view::page::Library>::new().render();
}

/// Renders the pictures (the `pictures` binary, loaded by the boot script for `?picture` and
/// `?print=` links): a position's picture or a printable sheet, of the game the link names.
#[cfg(target_arch = "wasm32")]
pub fn start_pictures() {
    shell::words_file::take("pictures");
    use damas_engine::{lasca::LascaPosition, Position};
    use picture::view::{page::PicturePage, print::PrintPage};
    use crate::link::route::{PictureLink, PrintLink, Route};
    match &*shell::storage::page_route() {
        Route::Print(PrintLink { lasca: true, .. }) => {
            yew::Renderer::<PrintPage<LascaPosition>>::new().render();
        }
        Route::Print(_) => {
            yew::Renderer::<PrintPage<Position>>::new().render();
        }
        Route::Picture(PictureLink { lasca: true, .. }) => {
            yew::Renderer::<PicturePage<LascaPosition>>::new().render();
        }
        _ => {
            yew::Renderer::<PicturePage<Position>>::new().render();
        }
    };
}

/// Renders the Lasca page, or its embedded board, into the page's body (the `lasca` binary).
#[cfg(target_arch = "wasm32")]
pub fn start_lasca() {
    shell::words_file::take("lasca");
    // The page's one parameter, read before the page writes the game's link in its address.
    let _ = shell::storage::page_ice();
    if shell::storage::page_route().is_embed() {
        yew::Renderer::<embed::page::Embed<damas_engine::lasca::LascaPosition>>::new().render();
    } else {
        yew::Renderer::<play::lasca_app::LascaApp>::new().render();
    }
}
