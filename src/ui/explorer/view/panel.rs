//! The opening explorer's panel (`[data-explorer]`), one of the side panels of each game's page
//! (draughts and Lasca). It stays a button until the player opens it: only then does it start the
//! library's worker, which indexes the kept games (`library::view::lookup_worker`), and fetch the
//! game's book (`book-<game>.txt`, [`book_path`]). Then, for each position on view, it asks the
//! worker about it and looks it up in the book; a move of either list is a button that plays it
//! (by its text, as a typed move is played).

use crate::link::position_query;
use crate::ui::explorer::shares::{evaluation, shares, white_hundredths, Evaluation};
use crate::ui::explorer::shelf::{book_path, read_book};
use crate::ui::library::lookup::{Found, Lookup};
use crate::ui::prefs::{Lang, Notation};
use crate::ui::library::view::lookup_job::LookupJob;
use crate::ui::shell::storage::{self, Key};
use crate::ui::text::explorer_text::{explorer_text, explorer_words, ExplorerText as Tx};
use crate::ui::text::names::{move_label, Naming};
use damas_ai::book::{Book, BookMove, BookPosition};
use damas_engine::{Color, GameKind, Playable};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// Properties: the position on view, how the player writes moves, and where a chosen move goes.
#[derive(Properties, PartialEq)]
pub struct ExplorerProps<P: Playable + PartialEq> {
    /// The player's language.
    pub lang: Lang,
    /// The position on view (of any game: each has its book).
    pub position: P,
    /// How moves are written.
    pub notation: Notation,
    /// A move chosen, by its text (the record's notation).
    pub on_play: Callback<String>,
}

/// What the library's worker has said.
#[derive(Clone, PartialEq)]
enum Games {
    /// Asked; no answer yet.
    Reading,
    /// The answer about a position (its `at`: the question's position link).
    Found(Rc<Found>),
    /// The store cannot be read, or the worker cannot start.
    Unavailable,
}

/// The book of the game on view.
#[derive(Clone, PartialEq)]
enum Shelf {
    Reading,
    Ready(Rc<Book>),
    /// It could not be fetched or read.
    Failed,
}

/// The opening explorer.
#[function_component(Explorer)]
pub fn explorer<P: BookPosition + PartialEq + 'static>(props: &ExplorerProps<P>) -> Html {
    let open = use_state(|| false);
    let games = use_state(|| Games::Reading);
    // `Failed` at first: the first opening fetches.
    let shelf = use_state(|| (None::<GameKind>, Shelf::Failed));
    let job = use_mut_ref(|| None::<Job>);
    let lang = props.lang;
    let position = props.position;
    let fen = position.to_fen();
    let kind = position.game_kind();

    // Ask the worker about each position on view while open (starting it the first time).
    {
        let (games, job) = (games.clone(), Rc::clone(&job));
        use_effect_with((*open, fen.clone()), move |(open, _)| {
            if *open {
                ask(&job, &games, position_query(&position));
            }
        });
    }
    // Fetch the game's book when first needed.
    {
        let shelf = shelf.clone();
        use_effect_with((*open, kind), move |&(open, kind)| {
            if open && (shelf.0 != Some(kind) || shelf.1 == Shelf::Failed) {
                fetch_book::<P>(kind, shelf);
            }
        });
    }
    let on_toggle = {
        let open = open.clone();
        Callback::from(move |_| open.set(!*open))
    };
    let naming = Naming::new(kind, props.notation);
    let body = if *open {
        let games_part = games_view(lang, &games, &position_query(&position), naming, &props.on_play);
        let book_part = book_view(lang, &shelf.1, &position, naming, &props.on_play);
        let find = format!("./?library&variant={}&fen={}", kind.name(), crate::link::encode_component(&fen));
        html! {
            <div class="explorer-body" id="explorer-body">
                <p class="explorer-hint">{ explorer_text(lang, Tx::Hint) }</p>
                { games_part }
                <p><a class="button" data-action="find-position" href={find}>{ explorer_text(lang, Tx::Find) }</a></p>
                { book_part }
            </div>
        }
    } else {
        Html::default()
    };
    let state = match (*open, &*games) {
        (false, _) => "closed",
        (true, Games::Reading) => "reading",
        (true, Games::Found(_)) => "ready",
        (true, Games::Unavailable) => "unavailable",
    };
    html! {
        <section class="panel explorer" data-explorer="" data-state={state}>
            <h2>
                <button type="button" class="explorer-toggle" data-action="explorer" aria-expanded={if *open { "true" } else { "false" }}
                    aria-controls="explorer-body" onclick={on_toggle}>{ explorer_text(lang, Tx::Title) }</button>
            </h2>
            { body }
        </section>
    }
}

/// The library's worker asked, and the library's last change (`Key::Kept`) when it started.
type Job = (LookupJob, Option<String>);

/// Asks the library's worker about the position of link `query`, starting it the first time.
/// A worker whose index is older than the library's last game kept here (`Key::Kept`) is let go
/// for a new one, which builds the index again.
fn ask(job: &Rc<RefCell<Option<Job>>>, games: &UseStateHandle<Games>, query: String) {
    let mut job = job.borrow_mut();
    let kept = storage::load(Key::Kept);
    if job.as_ref().is_some_and(|(_, then)| *then != kept) {
        *job = None;
    }
    if job.is_none() {
        games.set(Games::Reading);
        let answers = games.clone();
        *job = LookupJob::start(move |found| answers.set(found.map_or(Games::Unavailable, |f| Games::Found(Rc::new(f))))).map(|j| (j, kept));
        if job.is_none() {
            games.set(Games::Unavailable);
        }
    }
    if let Some((job, _)) = job.as_ref() {
        job.ask(&Lookup { position: query, keys: false });
    }
}

/// Fetches and reads `kind`'s book into `shelf`: every game has its book, `book-<game>.txt`
/// (`crates/ai/tests/book.rs` reads the ten). A file that does not come, does not read or is
/// another game's fails.
fn fetch_book<P: BookPosition>(kind: GameKind, shelf: UseStateHandle<(Option<GameKind>, Shelf)>) {
    shelf.set((Some(kind), Shelf::Reading));
    crate::ui::shell::web::fetch_text(&book_path(kind), move |text| {
        let book = read_book::<P>(kind, text.as_deref());
        shelf.set((Some(kind), book.map_or(Shelf::Failed, |book| Shelf::Ready(Rc::new(book)))));
    });
}

/// The moves of the player's games from the position of link `query`.
fn games_view(lang: Lang, games: &Games, query: &str, naming: Naming, on_play: &Callback<String>) -> Html {
    let found = match games {
        Games::Reading => return html! { <p class="explorer-note" aria-live="polite">{ explorer_text(lang, Tx::Reading) }</p> },
        Games::Unavailable => return html! { <p class="explorer-note" data-explorer-unavailable="">{ explorer_text(lang, Tx::Unavailable) }</p> },
        // An answer about an earlier position is shown until this one's comes (no flicker).
        Games::Found(found) => found,
    };
    let stale = found.at != query;
    let summary = explorer_words(lang, Tx::Games, &[("n", found.games), ("total", found.total)], &[]);
    if found.games == 0 {
        return html! { <p class="explorer-note" data-explorer-games="0" aria-live="polite">{ explorer_text(lang, Tx::None) }</p> };
    }
    let rows = found.moves.iter().map(|m| {
        let label = move_label(naming, &m.text);
        let [white, draws, black] = shares([m.white, m.draws, m.black]);
        let (play, on_click) = play_of(lang, &label, &m.text, on_play);
        html! {
            <tr>
                <th scope="row">
                    <button type="button" class="explorer-move" data-explorer-move="" data-move={m.text.clone()} data-count={m.count.to_string()}
                        aria-label={play} onclick={on_click}>{ label }</button>
                </th>
                <td class="explorer-count">{ m.count }</td>
                <td class="explorer-results" data-white={white.to_string()} data-draws={draws.to_string()} data-black={black.to_string()}>
                    <span class="explorer-bar" aria-hidden="true">
                        <span class="bar-white" style={format!("width:{white}%")}></span>
                        <span class="bar-draw" style={format!("width:{draws}%")}></span>
                        <span class="bar-black" style={format!("width:{black}%")}></span>
                    </span>
                    <span class="explorer-shares">{ format!("{white}% · {draws}% · {black}%") }</span>
                </td>
            </tr>
        }
    });
    html! {
        <>
            <p class="explorer-note" data-explorer-games={found.games.to_string()} data-lookup-us={found.lookup_us.to_string()}
                data-built-ms={found.built_ms.to_string()} aria-live="polite" aria-busy={if stale { "true" } else { "false" }}>{ summary }</p>
            if !found.moves.is_empty() {
                <table class="explorer-table">
                    <thead><tr>
                        <th scope="col">{ explorer_text(lang, Tx::Move) }</th>
                        <th scope="col">{ explorer_text(lang, Tx::Count) }</th>
                        <th scope="col">{ explorer_text(lang, Tx::Results) }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            }
        </>
    }
}

/// A move button's label ("Play 22-17", with the move as the player writes it, `label`) and
/// its click, which plays the move by its record's `text`.
fn play_of(lang: Lang, label: &str, text: &str, on_play: &Callback<String>) -> (String, Callback<MouseEvent>) {
    let (on_play, text) = (on_play.clone(), text.to_string());
    (explorer_words(lang, Tx::Play, &[], &[("move", label)]), Callback::from(move |_| on_play.emit(text.clone())))
}

/// The book's moves from `position`.
fn book_view<P: Playable>(lang: Lang, shelf: &Shelf, position: &P, naming: Naming, on_play: &Callback<String>) -> Html {
    let note = |key: Tx, state: &'static str| html! { <p class="explorer-note" data-book={state}>{ explorer_text(lang, key) }</p> };
    let content = match shelf {
        Shelf::Reading => note(Tx::BookReading, "reading"),
        Shelf::Failed => note(Tx::BookFailed, "failed"),
        Shelf::Ready(book) => match book.moves(&position.to_fen()) {
            None | Some([]) => note(Tx::BookNone, "none"),
            Some(moves) => book_table(lang, moves, position.turn() == Color::White, naming, on_play),
        },
    };
    html! {
        <>
            <h3>{ explorer_text(lang, Tx::Book) }</h3>
            { content }
        </>
    }
}

fn book_table(lang: Lang, moves: &[BookMove], white_to_move: bool, naming: Naming, on_play: &Callback<String>) -> Html {
    let rows = moves.iter().map(|m| {
        let label = move_label(naming, &m.text);
        let shown = match evaluation(m.score, white_to_move) {
            Evaluation::Men(text) => text,
            Evaluation::WhiteWins => explorer_text(lang, Tx::WhiteWins).to_string(),
            Evaluation::BlackWins => explorer_text(lang, Tx::BlackWins).to_string(),
        };
        let (play, on_click) = play_of(lang, &label, &m.text, on_play);
        html! {
            <tr>
                <th scope="row">
                    <button type="button" class="explorer-move" data-book-move="" data-move={m.text.clone()}
                        data-eval={white_hundredths(m.score, white_to_move).to_string()} aria-label={play} onclick={on_click}>{ label }</button>
                </th>
                <td class="explorer-eval">{ shown }</td>
            </tr>
        }
    });
    html! {
        <table class="explorer-table" data-book="ready">
            <thead><tr>
                <th scope="col">{ explorer_text(lang, Tx::Move) }</th>
                <th scope="col">{ explorer_text(lang, Tx::Eval) }</th>
            </tr></thead>
            <tbody>{ for rows }</tbody>
        </table>
    }
}
