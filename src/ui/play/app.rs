//! The draughts page, and how every page starts: the game in the link, then the saved one, then
//! a new one, with the player's preferences as the link turns them ([`initial_state`]); the page
//! itself is the one page of every game (`play::page::page`) with the draughts panels.

use crate::ui::panels::view::host::panels_place;
use crate::ui::panels::wire::PanelsView;
use crate::link::{parse_query, read_link};
use crate::ui::game::link_over_saved::{link_over_saved, LinkOverSaved};
use damas_game::round::Opened;
use crate::ui::game::board_game::BoardGame;
use crate::ui::play::page;
use crate::ui::play::use_page::use_page;
use crate::ui::text::messages::{Fallback, Message, Source};
use crate::ui::game::state::{Action, GameState};
use crate::ui::game::view::use_game::{actions, use_start};
use crate::ui::prefs::Prefs;
use crate::ui::shell::storage::{self, Key};
use damas_engine::{Color, Position};
use std::cell::RefCell;
use yew::prelude::*;

/// The first state of a page of `G` and the player's preferences: the game in the link, else the
/// one saved under `key`, else a new one; a broken link or saved game leaves a message and falls
/// back. A link read keeps the game it replaces, to resume (`Key::Previous`), and says so at the
/// top with the game offered back in one tap; a link that names no game of its own
/// (`?variant=russian`) opens the game in progress of that game, if there is one
/// (`link_over_saved`, second walk W17). A link turns the board to its `side=`; a link to a game
/// against the computer without one puts the player's side at the bottom.
pub fn initial_state<G: BoardGame>(key: Key) -> (GameState<G>, Prefs) {
    let mut prefs = storage::saved_prefs();
    // A link or saved game may start from a ballot: its tables came with the page if so.
    crate::ui::shell::ballot_tables::take();
    // Storage is read once, and the saved game parsed only where it is used (once).
    let stored = storage::load(key);
    let saved = || stored.as_deref().map(|q| parse_query::<G>(q).map(|game| with_notes(key, q, game)));
    let link = storage::page_query();
    // A first visit opens the game of the browser's language where it has one (Russian).
    let home = prefs.lang.home_game().and_then(|v| G::initial_of(damas_engine::GameKind::Draughts(v))).unwrap_or_else(G::home);
    let new = || Opened::new(home);
    let (game, message) = if link.is_empty() {
        match saved() {
            Some(Ok(game)) => (game, None),
            Some(Err(error)) => (new(), Some(Message::LoadFailed { source: Source::Saved, error: error.into(), fallback: Fallback::NewGame })),
            None => (new(), None),
        }
    } else {
        match read_link::<G>(&link) {
            Ok(read) => {
                let had = saved().and_then(Result::ok);
                let (game, kept) = match link_over_saved(&read.game, had.as_ref()) {
                    LinkOverSaved::Saved => (had.unwrap_or(read.game), false),
                    // The address bar holds the saved game's query: its notes are the link's.
                    LinkOverSaved::Link { keep } => (with_notes(key, &link, read.game), keep),
                };
                let kept = stored.as_deref().filter(|_| kept);
                if let Some(query) = kept {
                    storage::save(Key::Previous, query);
                } else if storage::load(Key::Previous).is_some_and(|q| q == link) {
                    // The game kept, opened again by its link: nothing is left to resume.
                    storage::remove(Key::Previous);
                }
                let computer = game.opponent.computer_side();
                match (read.side, computer) {
                    (Some(side), _) => prefs.flipped = side == Color::Black,
                    (None, Some(computer)) => prefs.flipped = computer == Color::White,
                    (None, None) => {}
                }
                (game, read.dropped.into_iter().next().map(|e| Message::LinkPartDropped(e.into())).or(kept.map(|q| Message::PreviousKept(q.to_string()))))
            }
            Err(error) => match saved() {
                Some(Ok(game)) => (game, Some(Message::LoadFailed { source: Source::Link, error: error.into(), fallback: Fallback::LastGame })),
                _ => (new(), Some(Message::LoadFailed { source: Source::Link, error: error.into(), fallback: Fallback::NewGame })),
            },
        }
    };
    // Words of another language than the player's (the boot script's fallback when the player's
    // could not be downloaded, offline): the page speaks the language it has, and says why.
    let wanted = prefs.lang;
    let missing = (!crate::ui::text::words::carried(wanted)).then(|| {
        prefs.lang = crate::ui::text::words::spoken(wanted);
        Message::LanguageMissing(wanted)
    });
    let now = crate::clock::now_ms();
    let mut state = GameState::opened(game, now);
    state.newcomer = true;
    if let Some(message) = message.or(missing) {
        state.reduce(Action::Notify(message), now);
    }
    (state, prefs)
}

/// The saved game `game` (its query `query`, under `key`) with the header and comments saved
/// beside it, when they are its (`Key::Notes`); a note that does not read is left out.
fn with_notes<G: BoardGame>(key: Key, query: &str, mut game: Opened<G>) -> Opened<G> {
    let notes = storage::load(Key::Notes).filter(|_| key == Key::Game);
    let Some(pairs) = notes.as_deref().and_then(|n| n.strip_prefix(query)?.strip_prefix('\n')) else { return game };
    let mut about = damas_game::about::About::default();
    if let Ok(pairs) = crate::ui::shell::parts::wire::pairs(pairs.trim_start_matches('&')) {
        if crate::link::annotations::read_annotations(&pairs, &mut game.record, &mut about).is_ok() {
            game.about = about;
        }
    }
    game
}

thread_local! {
    /// The draughts page's first state and preferences, read by [`prepare`] before the page's
    /// first drawing.
    static PREPARED: RefCell<Option<(GameState<Position>, Prefs)>> = const { RefCell::new(None) };
}

/// Reads the draughts page's first state now ([`initial_state`]: the link, the saved game, the
/// preferences), for the page's first drawing to take. `ui::start` calls it in the task that
/// starts the wasm, a task before the first drawing: on a slow phone that reading, most of it V8
/// compiling the rules' code on its first call, made the first drawing the longest task.
pub fn prepare() {
    let state = first_state();
    PREPARED.with(|p| *p.borrow_mut() = Some(state));
}

/// The draughts page's first state and preferences: the shared game wins; the one the player had
/// is kept to resume; `side=` turns the board.
fn first_state() -> (GameState<Position>, Prefs) {
    initial_state(Key::Game)
}

/// The draughts page: the one page of every game, with the draughts panels. The study pages are
/// other bundles, loaded by the boot script instead when the link names one: the tutorial and the
/// endgame trainer (`?learn`, `?trainer`: [`crate::ui::study::Study`]), puzzle mode (`?puzzle`:
/// `src/bin/puzzles.rs`).
#[function_component(App)]
pub fn app() -> Html {
    let (game, prefs) = use_start(|| PREPARED.with(|p| p.borrow_mut().take()).unwrap_or_else(first_state));
    let stage = crate::ui::shell::later::use_drawing_stage(page::last_stage(1));
    let engine = use_page(&game, &prefs, Key::Game);
    let arrows = engine.ai.arrows(&game);
    // The side panels are a bundle of their own (`ui::panels`), loaded once the rest is drawn.
    let panels = if page::side_panels(stage) > 0 {
        let notes = crate::ui::play::review::review_notes(&game, &engine.ai, prefs.notation);
        let annotations = crate::link::annotations::annotation_pairs(game.record(), game.round().about());
        let view = PanelsView::text_of(&prefs, game.in_progress(), game.query(), &annotations, &notes);
        panels_place(AttrValue::from(view), prefs.lang, actions(&game, &prefs), prefs.callback())
    } else {
        Html::default()
    };
    let banner = crate::ui::shell::pwa::use_update_banner(prefs.lang, stage >= page::ABOVE);
    page::page(&game, &prefs, &engine, arrows, panels, banner, stage)
}
