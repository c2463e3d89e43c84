//! Puzzle mode (`?puzzle`, `?puzzle=<id>`): the variant's puzzle file is fetched when the mode
//! opens (the service worker keeps it for offline use), a puzzle is played on the real board with
//! the solver's side at the bottom, the defender's replies come from the data, a wrong move is
//! answered with the engine's refutation and counts as a miss. Rating, history and streak live in
//! local storage (`Key::Puzzles`). The rules are `ui::puzzle` and `ui::puzzle_progress`.

use crate::ui::hooks::parts;
use crate::ui::puzzle::{parse_table, puzzle_link, Puzzle, Table, Verdict, PUZZLE_VARIANTS};
use crate::ui::puzzle_progress::{Outcome, Progress};
use crate::ui::puzzle_text::{puzzle_text, theme_text, PuzzleText as T};
use crate::ui::state::{Action, GameState, Opened};
use crate::ui::storage::{self, Key};
use damas_engine::{Position, Record, Variant};
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Fetches the puzzle file of `variant`; `done` gets its text, or `None` when it cannot be had.
fn fetch(variant: Variant, done: impl FnOnce(Option<String>) + 'static) {
    let Some(window) = web_sys::window() else { return done(None) };
    let url = format!("puzzles/{}.json", variant.name());
    let promise = window.fetch_with_str(&url);
    // A first visit is not under the service worker yet: fetch once more when it takes over, so
    // that it keeps the file for offline use.
    let navigator = window.navigator();
    let has_workers = js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false);
    let workers = navigator.service_worker();
    if has_workers && workers.controller().is_none() {
        gloo::events::EventListener::once(&workers, "controllerchange", move |_| {
            if let Some(window) = web_sys::window() {
                let _ = window.fetch_with_str(&url);
            }
        })
        .forget();
    }
    wasm_bindgen_futures::spawn_local(async move {
        let text = async {
            let response: web_sys::Response = wasm_bindgen_futures::JsFuture::from(promise).await.ok()?.dyn_into().ok()?;
            if !response.ok() {
                return None;
            }
            wasm_bindgen_futures::JsFuture::from(response.text().ok()?).await.ok()?.as_string()
        };
        done(text.await);
    });
}

/// Everything the page keeps besides the board.
struct Page {
    table: UseStateHandle<Option<Result<Rc<Table>, ()>>>,
    puzzle: UseStateHandle<Option<Rc<Puzzle>>>,
    progress: UseStateHandle<Progress>,
    ended: UseStateHandle<Option<Outcome>>,
    hinted: UseStateHandle<bool>,
    showing: UseStateHandle<bool>,
    game: UseReducerHandle<GameState<Position>>,
}

impl Page {
    /// Opens puzzle `index` of `table` (the first that reads from there on), or none.
    fn open(&self, table: &Table, index: Option<usize>) {
        let found = index.and_then(|i| table.puzzles.iter().skip(i).find_map(|raw| raw.resolve(table.variant).ok()));
        self.ended.set(None);
        self.hinted.set(false);
        self.showing.set(false);
        if let Some(p) = &found {
            storage::replace_url(&format!("puzzle={}", p.id));
            self.reset(p);
            if self.game.prefs.flipped != (p.start.turn() == damas_engine::Color::Black) {
                self.game.dispatch(Action::Flip);
            }
        }
        self.puzzle.set(found.map(Rc::new));
    }

    /// The puzzle's start on the board, the defender played by the page.
    fn reset(&self, p: &Puzzle) {
        let opened = Opened { record: Record::new(p.start), computer: Some(!p.start.turn()), level: None, end: None, clocks: None, ballot: None };
        self.game.dispatch(Action::Load(Box::new(opened)));
    }

    /// Records how the puzzle ended, once.
    fn end(&self, p: &Puzzle, outcome: Outcome) {
        if self.ended.is_some() {
            return;
        }
        let mut progress = (*self.progress).clone();
        progress.record(&p.id, p.rating, outcome);
        storage::save(Key::Puzzles, &progress.to_text());
        self.progress.set(progress);
        self.ended.set(Some(outcome));
    }

    fn next(&self) {
        if let Some(Ok(table)) = &*self.table {
            self.open(table, self.progress.next(&table.puzzles));
        }
    }
}

/// The puzzle page.
#[function_component(PuzzlePage)]
pub fn puzzle_page() -> Html {
    let (wanted, variant) = use_memo((), |_| puzzle_link(&storage::page_query()).unwrap_or((String::new(), Variant::Brazilian))).as_ref().clone();
    let game = use_reducer(|| GameState::new(variant, super::app::saved_prefs()));
    crate::ui::hooks::use_look::use_look(&game);
    let page = Rc::new(Page {
        table: use_state(|| None),
        puzzle: use_state(|| None),
        progress: use_state(|| Progress::from_text(&storage::load(Key::Puzzles).unwrap_or_default())),
        ended: use_state(|| None),
        hinted: use_state(|| false),
        showing: use_state(|| false),
        game: game.clone(),
    });
    let lang = game.prefs.lang;
    crate::ui::names::set_notation(game.prefs.notation);
    {
        let page = Rc::clone(&page);
        use_effect_with((), move |_| {
            fetch(variant, move |text| {
                let table = text.and_then(|t| parse_table(&t).ok()).filter(|t| t.variant == variant).map(Rc::new).ok_or(());
                if let Ok(table) = &table {
                    let index = table.puzzles.iter().position(|p| p.id == wanted).or_else(|| page.progress.next(&table.puzzles));
                    page.open(table, index);
                }
                page.table.set(Some(table));
            });
        });
    }
    let line = game.line()[..game.ply()].to_vec();
    let verdict = page.puzzle.as_ref().map(|p| p.judge(&line));
    {
        let page = Rc::clone(&page);
        let deps = (page.puzzle.as_ref().map(|p| p.id.clone()), line.clone(), *page.showing, verdict);
        use_effect_with(deps, move |(_, line, showing, verdict)| {
            let mut timer = None;
            if let (Some(p), Some(verdict)) = (page.puzzle.as_ref().map(Rc::clone), *verdict) {
                let at = *page.game.position();
                let game = page.game.clone();
                match verdict {
                    Verdict::Reply(mv) => timer = Some(Timeout::new(350, move || game.dispatch(Action::ComputerMove { at, mv, accepts_draw: false }))),
                    Verdict::Failed(reply) => {
                        page.end(&p, Outcome::Failed);
                        if let Some(mv) = reply.filter(|_| line.len() % 2 == 1) {
                            timer = Some(Timeout::new(350, move || game.dispatch(Action::ComputerMove { at, mv, accepts_draw: false })));
                        }
                    }
                    Verdict::Solved => page.end(&p, if *page.hinted { Outcome::Hinted } else { Outcome::Solved }),
                    Verdict::Yours if *showing => {
                        let mv = p.solution[line.len()];
                        timer = Some(Timeout::new(600, move || game.dispatch(Action::Play(mv))));
                    }
                    Verdict::Yours => {}
                }
            }
            move || drop(timer)
        });
    }
    let hint = {
        let (page, line) = (Rc::clone(&page), line.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(mv) = page.puzzle.as_ref().and_then(|p| p.next_move(&line)) {
                page.hinted.set(true);
                page.game.dispatch(Action::Deselect);
                page.game.dispatch(Action::Click(page.game.variant().number(mv.from)));
            }
        })
    };
    let solution = {
        let page = Rc::clone(&page);
        Callback::from(move |_: MouseEvent| {
            if let Some(p) = page.puzzle.as_ref().map(Rc::clone) {
                page.end(&p, Outcome::Failed);
                page.showing.set(true);
                page.reset(&p);
            }
        })
    };
    let next = {
        let page = Rc::clone(&page);
        Callback::from(move |_: MouseEvent| page.next())
    };
    let streak = {
        let page = Rc::clone(&page);
        Callback::from(move |_: MouseEvent| {
            let mut progress = (*page.progress).clone();
            progress.set_streak_mode(!progress.streak_mode);
            storage::save(Key::Puzzles, &progress.to_text());
            let on = progress.streak_mode;
            page.progress.set(progress.clone());
            if let (true, Some(Ok(table))) = (on, &*page.table) {
                page.open(table, progress.next(&table.puzzles));
            }
        })
    };
    let progress = &*page.progress;
    let (solved, missed) = progress.counts();
    let body = match (&*page.table, page.puzzle.as_ref()) {
        (None, _) => html! { <p class="puzzle-note" role="status">{ puzzle_text(lang, T::Loading) }</p> },
        (Some(Err(())), _) => html! { <p class="puzzle-note" role="alert">{ puzzle_text(lang, T::LoadFailed) }</p> },
        (Some(Ok(_)), None) => html! { <p class="puzzle-note" role="status">{ puzzle_text(lang, T::AllSolved) }</p> },
        (Some(Ok(_)), Some(p)) => {
            let result = page.ended.map(|o| if o == Outcome::Failed { "failed" } else { "solved" });
            let refutation = p.refutation_text(&line);
            let themes: Vec<&str> = p.themes.iter().map(|t| theme_text(lang, t)).collect();
            html! {
                <div data-puzzle="" data-puzzle-id={p.id.clone()} data-puzzle-result={result} data-puzzle-rating={p.rating.to_string()}>
                    <p class="lesson-task">{ puzzle_text(lang, T::Task) }</p>
                    <p class="puzzle-themes">{ if themes.is_empty() { String::new() } else { format!("{}: {} · ", puzzle_text(lang, T::Themes), themes.join(", ")) } }
                        { format!("{} {}", puzzle_text(lang, T::PuzzleRating), p.rating) }</p>
                    if result == Some("solved") {
                        <p class="lesson-done" role="status">{ puzzle_text(lang, T::Solved) }</p>
                    }
                    if result == Some("failed") {
                        <p class="lesson-missed" role="status" data-refutation={refutation.clone()}>
                            { puzzle_text(lang, T::Failed) }
                            if let Some(r) = &refutation { { format!(" {} {}", puzzle_text(lang, T::Refutation), crate::ui::names::move_label(page.game.kind(), r)) } }
                        </p>
                    }
                </div>
            }
        }
    };
    let streak_end = !progress.streak_mode && page.ended.is_some() && progress.best_streak > 0 && progress.history.len() > 1;
    let variants = PUZZLE_VARIANTS.iter().map(|v| {
        let name = crate::ui::names::game_name(lang, damas_engine::GameKind::Draughts(*v));
        html! { <a href={format!("?puzzle&variant={}", v.name())} class={classes!("lesson-link", (*v == variant).then_some("on"))} aria-current={(*v == variant).then_some("page")}>{ name }</a> }
    });
    html! {
        <div class="app learn puzzles" data-game={variant.name()}>
            <header class="top">
                <div class="brand">
                    <div>
                        <h1>{ puzzle_text(lang, T::Title) }</h1>
                        <p class="tagline"><a href="./" data-action="back-to-game">{ puzzle_text(lang, T::Back) }</a></p>
                    </div>
                </div>
            </header>
            <main class="layout">
                <section class="panel lesson puzzle-panel">
                    <h2>{ format!("{} {}", puzzle_text(lang, T::Rating), progress.rating) }</h2>
                    { body }
                    <div class="lesson-actions">
                        <button type="button" data-action="puzzle-hint" onclick={hint} disabled={page.ended.is_some()}>{ puzzle_text(lang, T::Hint) }</button>
                        <button type="button" data-action="puzzle-solution" onclick={solution}>{ puzzle_text(lang, T::Solution) }</button>
                        <button type="button" class="primary" data-action="puzzle-next" onclick={next}>{ puzzle_text(lang, T::Next) }</button>
                        <button type="button" data-action="puzzle-streak" aria-pressed={progress.streak_mode.to_string()} onclick={streak}>{ puzzle_text(lang, T::Streak) }</button>
                    </div>
                    <p class="puzzle-stats">
                        if progress.streak_mode {
                            <span data-puzzle-streak={progress.streak.to_string()}>{ format!("{}: {} · ", puzzle_text(lang, T::Streak), progress.streak) }</span>
                        }
                        if streak_end {
                            <span>{ format!("{} {} · ", puzzle_text(lang, T::StreakEnd), progress.best_streak) }</span>
                        }
                        { format!("{}: {solved} / {missed}", puzzle_text(lang, T::History)) }
                    </p>
                </section>
                { parts::status_bar(&game, false) }
                { parts::board(&game, Vec::new(), Html::default()) }
                { parts::message(&game) }
                <nav class="panel lessons puzzle-variants">{ for variants }</nav>
                <crate::ui::pwa::UpdateBanner {lang} />
            </main>
        </div>
    }
}
