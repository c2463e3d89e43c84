//! The library page (`?library`, a bundle of its own: `src/bin/library.rs`): the kept games,
//! newest first, narrowed by game, result, opponent and opening; each opened on the game page at
//! its last move, exported as PDN, or deleted (asked first); the games shown exported as one PDN
//! file. The list and its filter are `ui::library` (native-tested); this reads the store, sums up
//! the games the game pages kept (writing the summaries back, once), and draws.
//!
//! Markup: `[data-library]` (`data-state="reading|ready|unavailable"`), a row `[data-game-row]`
//! with `data-result` (`white|black|draw|unfinished`), `data-variant` and `data-players`, the
//! filters `[data-field="library-game|library-result|library-players|library-opening"]`, the
//! count `[data-library-count]` (`data-shown`, `data-total`), and the actions `open-game`,
//! `export-game`, `delete-game` (then `confirm-delete`), `export-library` and `more-games`.

use super::import_job::ImportJob;
use super::import_view::{file_of_drop, file_of_input, import_view, start, Importing};
use super::lookup_job::LookupJob;
use super::store;
use crate::link::route::{LibraryLink, Route};
use crate::ui::library::lookup::Lookup;
use std::collections::BTreeSet;
use crate::ui::game::view::parts::study_header;
use crate::ui::library::date::pdn_date;
use crate::ui::library::export::export_pdn;
use crate::ui::library::filter::{openings, Filter};
use crate::ui::library::game::sum_up;
use crate::ui::library::kept::{Kept, Origin};
use crate::ui::library::summary::{Players, Side, Summary, Verdict};
use crate::ui::prefs::Lang;
use crate::ui::library::summary::opening_label;
use crate::ui::text::names::Naming;
use crate::ui::shell::confirm::{confirm, focus_answer, ConfirmProps};
use crate::ui::shell::storage;
use crate::ui::text::library_text::{library_format, library_text, LibraryText as L};
use crate::ui::text::names::game_name;
use damas_engine::ending::result_text;
use damas_engine::{Color, GameKind};
use std::rc::Rc;
use yew::prelude::*;

/// Rows drawn at first, and added by each "more": a library of thousands draws quickly.
const PAGE_ROWS: usize = 100;

/// Rows drawn per task: a hundred rows at once were one task of 76-106 ms on this machine.
const DRAW_STEP: usize = 35;

/// Stored records read per task.
const READ_CHUNK: u32 = 250;

/// Resolves in a task of its own (a zero timer), letting the page draw and answer in between.
async fn next_task() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback(&resolve);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// What the page has read.
#[derive(Clone, PartialEq)]
enum Shelf {
    /// Reading the store.
    Reading,
    /// The browser keeps nothing for this page.
    Unavailable,
    /// The games read, and how many stored texts were no game.
    Ready { games: Rc<Vec<Kept>>, unreadable: usize },
}

/// The library page.
#[function_component(Library)]
pub fn library() -> Html {
    let prefs = storage::saved_prefs();
    let lang = prefs.lang;
    crate::ui::shell::use_prefs::use_document_lang(lang);
    use_effect_with(prefs.look.page, |&page| crate::ui::look::view::use_look::set_page(page));
    let banner = crate::ui::shell::pwa::use_update_banner(lang, true);
    let shelf = use_state(|| Shelf::Reading);
    let filter = use_state(Filter::default);
    let rows = use_state(|| PAGE_ROWS);
    // The rows drawn so far: up to `rows`, a few more in each task.
    let drawn = use_state(|| DRAW_STEP);
    let asking = use_state(|| None::<String>);
    let importing = use_state(Importing::default);
    let job = use_mut_ref(|| None::<ImportJob>);
    let looked = use_position_filter();
    let reread = {
        let (shelf, drawn) = (shelf.clone(), drawn.clone());
        Callback::from(move |()| {
            let shelf = shelf.clone();
            let drawn = drawn.clone();
            wasm_bindgen_futures::spawn_local(async move {
                shelf.set(read_shelf().await);
                drawn.set(DRAW_STEP);
            });
        })
    };
    {
        let reread = reread.clone();
        use_effect_with((), move |_| reread.emit(()));
    }
    let import = {
        let (importing, job, reread) = (importing.clone(), job.clone(), reread.clone());
        Callback::from(move |file: web_sys::File| start(lang, file, importing.clone(), job.clone(), reread.clone()))
    };
    let on_file = {
        let import = import.clone();
        Callback::from(move |e: Event| {
            if let Some(file) = file_of_input(&e) {
                import.emit(file);
            }
        })
    };
    let on_drop = {
        let import = import.clone();
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            if let Some(file) = file_of_drop(&e) {
                import.emit(file);
            }
        })
    };
    let on_drag_over = Callback::from(|e: DragEvent| e.prevent_default());
    {
        let drawn = drawn.clone();
        let ready = matches!(*shelf, Shelf::Ready { .. });
        use_effect_with((ready, *drawn, *rows), move |&(ready, now, wanted)| {
            let next = (ready && now < wanted).then(|| gloo::timers::callback::Timeout::new(0, move || drawn.set(now + DRAW_STEP)));
            move || drop(next)
        });
    }
    let body = match &*shelf {
        Shelf::Reading => html! { <p class="library-note">{ library_text(lang, L::Loading) }</p> },
        Shelf::Unavailable => html! { <p class="library-note" role="alert">{ library_text(lang, L::Unavailable) }</p> },
        Shelf::Ready { games, unreadable } => {
            let position = match &*looked {
                Looked::Found(keys) => Some(Rc::clone(keys)),
                Looked::Reading => Some(Rc::default()),
                Looked::Off | Looked::Failed => None,
            };
            let ctx = Ctx { lang, notation: prefs.notation, games: Rc::clone(games), shelf: shelf.clone(), filter: filter.clone(), rows: rows.clone(), drawn: *drawn, asking: asking.clone(), position };
            html! { <>{ position_note(lang, &looked) }{ shelf_view(&ctx, *unreadable) }</> }
        }
    };
    let state = match &*shelf {
        Shelf::Reading => "reading",
        Shelf::Unavailable => "unavailable",
        Shelf::Ready { .. } => "ready",
    };
    html! {
        <div class="app learn library">
            { banner }
            { study_header(library_text(lang, L::Title), library_text(lang, L::Back)) }
            <main class="layout single">
                <section class="panel library-panel" data-library={state} aria-label={library_text(lang, L::Title)} ondrop={on_drop} ondragover={on_drag_over}>
                    <h2>{ library_text(lang, L::Title) }</h2>
                    if !matches!(*shelf, Shelf::Unavailable) { { import_view(lang, &importing, on_file) } }
                    { body }
                </section>
            </main>
        </div>
    }
}

/// Reads every kept game, sums up those the game pages kept without a summary and writes them
/// back (so this is done once per game).
async fn read_shelf() -> Shelf {
    // The games that waited for room go in first.
    super::keep::keep_waiting().await;
    let stored = match store::all().await {
        Ok(stored) => stored,
        Err(_) => return Shelf::Unavailable,
    };
    let mut unreadable = 0;
    let count = stored.length();
    let mut games: Vec<Kept> = Vec::with_capacity(count as usize);
    // A few hundred records per task: a library of thousands never holds the page up.
    for i in 0..count {
        match store::text_of(&stored.get(i)).as_deref().map(Kept::read) {
            Some(Ok(kept)) => games.push(kept),
            _ => unreadable += 1,
        }
        if (i + 1) % READ_CHUNK == 0 {
            next_task().await;
        }
    }
    let (summed, failed) = sum_up(&mut games);
    unreadable += failed.len();
    let back: Vec<(String, String, Option<String>)> = summed.iter().map(|&i| (games[i].key(), games[i].to_json(), None)).collect();
    if !back.is_empty() {
        // A full store keeps the games as they were: they are summed up again next time.
        let _ = store::put_all(&back).await;
    }
    // Marked once: a store of thousands of broken records costs no more than one of good ones.
    let mut broken = vec![false; games.len()];
    for (i, _) in failed {
        broken[i] = true;
    }
    let games = games.into_iter().zip(broken).filter(|(_, broken)| !broken).map(|(k, _)| k).collect();
    Shelf::Ready { games: Rc::new(games), unreadable }
}

/// The link's position filter (`?library&variant=…&fen=…`, the explorer's "games with this
/// position"): the library's worker looks the position up in its index of every kept game.
#[derive(Clone, PartialEq)]
enum Looked {
    /// The link names no position.
    Off,
    /// Asked.
    Reading,
    /// The keys of the games that reached it.
    Found(Rc<BTreeSet<String>>),
    /// The worker could not start, read the store or the position.
    Failed,
}

#[hook]
fn use_position_filter() -> UseStateHandle<Looked> {
    let position = match &*storage::page_route() {
        Route::Library(LibraryLink { position }) => position.clone(),
        _ => None,
    };
    let looked = use_state(|| if position.is_some() { Looked::Reading } else { Looked::Off });
    let job = use_mut_ref(|| None::<LookupJob>);
    {
        let looked = looked.clone();
        use_effect_with((), move |_| {
            let Some(position) = position else { return };
            let answers = looked.clone();
            let started = LookupJob::start(move |found| {
                answers.set(found.map_or(Looked::Failed, |f| Looked::Found(Rc::new(f.keys.into_iter().collect()))));
            });
            match started {
                Some(started) => {
                    started.ask(&Lookup { position, keys: true });
                    *job.borrow_mut() = Some(started);
                }
                None => looked.set(Looked::Failed),
            }
        });
    }
    looked
}

/// What the position filter says: how many games reached the position, and the way back to all.
fn position_note(lang: Lang, looked: &Looked) -> Html {
    let (state, text, n) = match looked {
        Looked::Off => return Html::default(),
        Looked::Reading => ("reading", library_text(lang, L::PositionReading).to_string(), 0),
        Looked::Failed => ("failed", library_text(lang, L::PositionFailed).to_string(), 0),
        Looked::Found(keys) => ("ready", library_format(lang, L::Position, &[("n", count(keys.len()))]), keys.len()),
    };
    html! {
        <p class="library-note library-position" data-position-filter={state} data-games={n.to_string()} aria-live="polite">
            { text }{ " " }<a href="./?library" data-action="all-games">{ library_text(lang, L::PositionAll) }</a>
        </p>
    }
}

/// The page's handles, for the parts drawn from them.
struct Ctx {
    lang: Lang,
    /// The player's notation: the openings' moves written as the game page writes them.
    notation: crate::ui::prefs::Notation,
    games: Rc<Vec<Kept>>,
    shelf: UseStateHandle<Shelf>,
    filter: UseStateHandle<Filter>,
    rows: UseStateHandle<usize>,
    /// The rows drawn so far (the list grows to `rows` a few rows per task).
    drawn: usize,
    asking: UseStateHandle<Option<String>>,
    /// The games that reached the link's position, when it names one.
    position: Option<Rc<BTreeSet<String>>>,
}

fn shelf_view(ctx: &Ctx, unreadable: usize) -> Html {
    let lang = ctx.lang;
    let unreadable = (unreadable > 0).then(|| html! {
        <p class="library-note" data-library-unreadable={unreadable.to_string()}>{ library_format(lang, L::Unreadable, &[("n", count(unreadable))]) }</p>
    });
    if ctx.games.is_empty() {
        return html! { <>{ unreadable }<p class="library-note" data-library-empty="">{ library_text(lang, L::Empty) }</p></> };
    }
    let shown = Filter { position: ctx.position.clone(), ..(*ctx.filter).clone() }.list(&ctx.games);
    let total = ctx.games.len();
    let rows = shown.iter().take((*ctx.rows).min(ctx.drawn)).map(|&i| row(ctx, &ctx.games[i]));
    let more = (shown.len() > *ctx.rows).then(|| {
        let rows = ctx.rows.clone();
        let onclick = Callback::from(move |_: MouseEvent| rows.set(*rows + PAGE_ROWS));
        html! { <button type="button" class="library-more" data-action="more-games" {onclick}>{ library_text(lang, L::More) }</button> }
    });
    let export = {
        let (games, shown) = (Rc::clone(&ctx.games), shown.clone());
        Callback::from(move |_: MouseEvent| {
            let chosen: Vec<Kept> = shown.iter().map(|&i| games[i].clone()).collect();
            download(lang, chosen, "damas-games.pdn".to_string());
        })
    };
    html! {
        <>
            <super::results_view::ResultsView lang={lang} games={Rc::clone(&ctx.games)} />
            { filters(ctx) }
            <p class="library-count" data-library-count="" data-shown={shown.len().to_string()} data-total={total.to_string()}>
                { library_format(lang, L::Shown, &[("shown", count(shown.len())), ("total", count(total))]) }
            </p>
            <button type="button" data-action="export-library" onclick={export} disabled={shown.is_empty()}>{ library_text(lang, L::ExportShown) }</button>
            { unreadable }
            <ol class="library-list" data-games="">{ for rows }</ol>
            { more }
        </>
    }
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// The four filters: each offers what the kept games hold.
fn filters(ctx: &Ctx) -> Html {
    let lang = ctx.lang;
    let f = (*ctx.filter).clone();
    let games: Vec<GameKind> = GameKind::ALL.into_iter().filter(|k| ctx.games.iter().any(|g| g.summary.as_ref().is_some_and(|s| s.game == k.name()))).collect();
    let game_options = games.iter().map(|k| (k.name().to_string(), game_name(lang, *k).to_string())).collect();
    let verdicts = Verdict::ALL.iter().map(|v| (v.name().to_string(), library_text(lang, verdict_key(*v)).to_string())).collect();
    let players = Players::ALL.iter().map(|p| (p.name().to_string(), library_text(lang, players_key(*p)).to_string())).collect();
    let kind = f.game.as_deref().and_then(|g| g.parse::<GameKind>().ok());
    let label = |o: &str| kind.map_or_else(|| o.to_string(), |k| opening_label(Naming::new(k, ctx.notation), o));
    let opening_options = openings(&ctx.games, f.game.as_deref()).into_iter().map(|(o, n)| (o.clone(), format!("{} ({n})", label(&o)))).collect();
    let set = |change: fn(&mut Filter, Option<String>)| {
        let (filter, rows) = (ctx.filter.clone(), ctx.rows.clone());
        Callback::from(move |e: Event| {
            let value = crate::ui::shell::web::select_value(&e).filter(|v| !v.is_empty());
            let mut next = (*filter).clone();
            change(&mut next, value);
            filter.set(next);
            rows.set(PAGE_ROWS);
        })
    };
    html! {
        <div class="library-filters">
            { select(lang, L::Game, "library-game", f.game.clone(), game_options, set(|f, v| {
                f.game = v;
                f.opening = None;
            })) }
            { select(lang, L::Result, "library-result", f.verdict.map(|v| v.name().to_string()), verdicts, set(|f, v| {
                f.verdict = v.and_then(|v| Verdict::ALL.into_iter().find(|x| x.name() == v));
            })) }
            { select(lang, L::Players, "library-players", f.players.map(|p| p.name().to_string()), players, set(|f, v| {
                f.players = v.and_then(|v| Players::ALL.into_iter().find(|x| x.name() == v));
            })) }
            { select(lang, L::Opening, "library-opening", f.opening.clone(), opening_options, set(|f, v| f.opening = v)) }
        </div>
    }
}

fn select(lang: Lang, label: L, field: &'static str, chosen: Option<String>, options: Vec<(String, String)>, onchange: Callback<Event>) -> Html {
    let chosen = chosen.unwrap_or_default();
    html! {
        <label>
            <span>{ library_text(lang, label) }</span>
            <select data-field={field} {onchange}>
                <option value="" selected={chosen.is_empty()}>{ library_text(lang, L::Any) }</option>
                { for options.into_iter().map(|(value, shown)| {
                    let selected = value == chosen;
                    html! { <option {value} {selected}>{ shown }</option> }
                }) }
            </select>
        </label>
    }
}

const fn verdict_key(v: Verdict) -> L {
    match v {
        Verdict::White => L::White,
        Verdict::Black => L::Black,
        Verdict::Draw => L::Draw,
        Verdict::Unfinished => L::Unfinished,
    }
}

const fn players_key(p: Players) -> L {
    match p {
        Players::Computer => L::ByComputer,
        Players::Local => L::ByLocal,
        Players::Remote => L::ByRemote,
        Players::Imported => L::ByImported,
    }
}

/// `[White, Black]` as the player reads them: You and the computer (its level) or the friend;
/// an imported game's own names; two players here by their colours.
fn names(lang: Lang, kept: &Kept) -> [String; 2] {
    let Some(s) = &kept.summary else { return ["?".into(), "?".into()] };
    let other = match s.players {
        Players::Computer => library_format(lang, L::Computer, &[("level", u32::from(s.computer_level().unwrap_or_default()))]),
        Players::Remote => library_text(lang, L::Friend).to_string(),
        Players::Local => return [Color::White, Color::Black].map(|c| crate::ui::text::names::side(lang, c).to_string()),
        Players::Imported => return ["White", "Black"].map(|t| kept.tag(t).unwrap_or("?").to_string()),
    };
    let you = library_text(lang, L::You).to_string();
    match s.you {
        Some(Side::Black) => [other, you],
        _ => [you, other],
    }
}

/// Offers `games` as one PDN file named `name`, each imported game's own PDN text read from the
/// store first.
fn download(lang: Lang, mut games: Vec<Kept>, name: String) {
    wasm_bindgen_futures::spawn_local(async move {
        let imported: Vec<usize> = (0..games.len()).filter(|&i| games[i].origin == Origin::Imported).collect();
        let keys: Vec<String> = imported.iter().map(|&i| games[i].key()).collect();
        if let Ok(texts) = store::pdn_texts(&keys).await {
            for (i, text) in imported.into_iter().zip(texts) {
                games[i].pdn = text;
            }
        }
        let (text, _) = export_pdn(&games.iter().collect::<Vec<_>>(), &|k| names(lang, k));
        crate::ui::shell::web::download(&name, &text, "application/x-draughts-pdn");
    });
}

/// One game's row.
fn row(ctx: &Ctx, kept: &Kept) -> Html {
    let lang = ctx.lang;
    let Some(s) = kept.summary.clone() else { return Html::default() };
    let kind = s.game.parse::<GameKind>().unwrap_or(GameKind::Draughts(damas_engine::Variant::Brazilian));
    let [white, black] = names(lang, kept);
    let key = kept.key();
    let export = {
        let kept = kept.clone();
        Callback::from(move |_: MouseEvent| download(lang, vec![kept.clone()], format!("damas-{}-{}.pdn", kept_name(&kept), pdn_date(kept.at).replace('.', "-"))))
    };
    let ask = {
        let (asking, key) = (ctx.asking.clone(), key.clone());
        Callback::from(move |_: MouseEvent| {
            asking.set(Some(key.clone()));
            focus_answer("[data-game-row][data-asking]");
        })
    };
    let asking_here = ctx.asking.as_deref() == Some(key.as_str());
    let question = asking_here.then(|| {
        let (shelf, asking, key) = (ctx.shelf.clone(), ctx.asking.clone(), key.clone());
        let on_yes = Callback::from(move |()| {
            let (shelf, asking, key) = (shelf.clone(), asking.clone(), key.clone());
            wasm_bindgen_futures::spawn_local(async move {
                if store::delete(std::slice::from_ref(&key)).await.is_ok() {
                    // The room made lets the games that waited in: the list is read again.
                    if super::keep::keep_waiting().await {
                        shelf.set(read_shelf().await);
                    } else if let Shelf::Ready { games, unreadable } = &*shelf {
                        let left: Vec<Kept> = games.iter().filter(|g| g.key() != key).cloned().collect();
                        shelf.set(Shelf::Ready { games: Rc::new(left), unreadable: *unreadable });
                    }
                }
                asking.set(None);
            });
        });
        let on_no = {
            let asking = ctx.asking.clone();
            Callback::from(move |()| asking.set(None))
        };
        confirm(&ConfirmProps {
            question: library_text(lang, L::DeleteAsk).into(),
            yes: library_text(lang, L::Delete).into(),
            no: library_text(lang, L::KeepIt).into(),
            action: "confirm-delete",
            on_yes,
            on_no,
        })
    });
    let result = match s.verdict {
        Verdict::White => result_text(Some(Color::White), kind),
        Verdict::Black => result_text(Some(Color::Black), kind),
        Verdict::Draw => result_text(None, kind),
        Verdict::Unfinished => "*",
    };
    let date = kept.tag("Date").map_or_else(|| pdn_date(kept.at), str::to_string);
    html! {
        <li class="library-row" data-game-row="" data-result={s.verdict.name()} data-variant={s.game.clone()} data-players={s.players.name()} data-asking={asking_here.then_some("")}>
            <div class="library-row-head">
                <span class="library-date">{ date }</span>
                <span class="library-game">{ game_name(lang, kind) }</span>
                <strong class="library-result" title={library_text(lang, verdict_key(s.verdict))}>{ result }</strong>
            </div>
            <div class="library-players">{ format!("{white} – {black}") }</div>
            <div class="library-meta">{ meta(lang, Naming::new(kind, ctx.notation), &s) }</div>
            <div class="library-actions">
                <a href={format!("./?{}", kept.query)} data-action="open-game">{ library_text(lang, L::Open) }</a>
                <button type="button" data-action="export-game" onclick={export}>{ library_text(lang, L::Export) }</button>
                <button type="button" data-action="delete-game" onclick={ask}>{ library_text(lang, L::Delete) }</button>
            </div>
            { question }
        </li>
    }
}

/// The opening (its moves as `naming` writes them), the length and the clock:
/// `22-17 11-15 17-13 · Moves: 41 · 5+3`.
fn meta(lang: Lang, naming: Naming, s: &Summary) -> String {
    let mut parts = Vec::new();
    if !s.opening.is_empty() {
        parts.push(opening_label(naming, &s.opening));
    }
    parts.push(library_format(lang, L::Moves, &[("n", s.plies)]));
    if let Some(clock) = &s.clock {
        parts.push(clock.clone());
    }
    parts.join(" · ")
}

fn kept_name(kept: &Kept) -> &str {
    kept.summary.as_ref().map_or("game", |s| s.game.as_str())
}
