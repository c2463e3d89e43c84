//! Puzzle mode (`?puzzle`, `?puzzle=<id>`): the variant's puzzle file is fetched when the mode
//! opens (the service worker keeps it for offline use), a puzzle is played on the real board with
//! the solver's side at the bottom, the defender's replies come from the data, a wrong move is
//! answered with the engine's refutation and counts as a miss. Rating, history and streak live in
//! local storage (`Key::Puzzles`). The rules are `ui::puzzle` and `ui::puzzle_progress`.

use crate::ui::play::page;
use crate::ui::puzzle::{parse_table, puzzle_link, Puzzle, Table, Verdict, PUZZLE_VARIANTS};
use crate::ui::puzzle::progress::{Outcome, Progress};
use crate::ui::text::puzzle_text::{puzzle_text, theme_text, PuzzleText as T};
use crate::ui::game::state::{Action, GameState, Opened};
use crate::ui::shell::storage::{self, Key};
use damas_engine::{Position, Record, Variant};
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Fetches `url` (relative to the page); `done` gets its body as text, or `None`.
fn get(url: &str, done: impl FnOnce(Option<String>) + 'static) {
    let Some(window) = web_sys::window() else { return done(None) };
    let promise = window.fetch_with_str(url);
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

/// Fetches the puzzle file of `variant`; `done` gets its text, or `None` when it cannot be had.
fn fetch(variant: Variant, done: impl FnOnce(Option<String>) + 'static) {
    get(&format!("puzzles/{}.json", variant.name()), done);
    // A first visit is not under the service worker yet: fetch once more when it takes over, so
    // that it keeps the file, and this page's own bundle, for offline use.
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else { return };
    let has_workers = js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false);
    let workers = navigator.service_worker();
    if has_workers && workers.controller().is_none() {
        gloo::events::EventListener::once(&workers, "controllerchange", move |_| {
            for file in ["puzzles.js", "puzzles_bg.wasm"] {
                get(file, drop);
            }
            fetch(variant, drop);
        })
        .forget();
    }
}

/// The file and the puzzle on the board.
#[derive(Clone, Default)]
struct Data {
    /// `None` while loading; `Err` when the file could not be had.
    table: Option<Result<Rc<Table>, ()>>,
    puzzle: Option<Rc<Puzzle>>,
}

/// The attempt at the puzzle on the board.
#[derive(Copy, Clone, Default, PartialEq)]
struct Attempt {
    ended: Option<Outcome>,
    hinted: bool,
    /// The solution is being played out.
    showing: bool,
    /// Opened in streak mode (a miss then ends the streak here).
    in_streak: bool,
}

/// Everything the page keeps besides the board.
struct Page {
    data: UseStateHandle<Data>,
    progress: UseStateHandle<Progress>,
    attempt: UseStateHandle<Attempt>,
    game: UseReducerHandle<GameState<Position>>,
}

impl Page {
    /// Opens puzzle `index` of `table` (the first that reads from there on), or none.
    fn open(&self, table: Rc<Table>, index: Option<usize>, in_streak: bool) {
        let found = index.and_then(|i| table.puzzles.iter().skip(i).find_map(|raw| raw.resolve(table.variant).ok()));
        self.attempt.set(Attempt { in_streak, ..Attempt::default() });
        if let Some(p) = &found {
            storage::replace_url(&format!("puzzle={}", p.id));
            self.reset(p);
            if self.game.prefs.flipped != (p.start.turn() == damas_engine::Color::Black) {
                self.game.dispatch(Action::Flip);
            }
        }
        self.data.set(Data { table: Some(Ok(table)), puzzle: found.map(Rc::new) });
    }

    /// The puzzle's start on the board, the defender played by the page.
    fn reset(&self, p: &Puzzle) {
        let opened = Opened { record: Record::new(p.start), opponent: damas_game::opponent::Opponent::computer(Some(!p.start.turn())), level: None, end: None, clocks: None, ballot: None };
        self.game.dispatch(Action::Load(Box::new(opened)));
    }

    /// Records how the puzzle ended, once; `show` plays the solution out.
    fn end(&self, p: &Puzzle, outcome: Outcome, show: bool) {
        let mut attempt = *self.attempt;
        if attempt.ended.is_none() {
            let mut progress = (*self.progress).clone();
            progress.record(&p.id, p.rating, outcome);
            storage::save(Key::Puzzles, &progress.to_text());
            self.progress.set(progress);
            attempt.ended = Some(outcome);
        }
        attempt.showing |= show;
        self.attempt.set(attempt);
    }

    /// Opens the next puzzle for `progress`.
    fn next(&self, progress: &Progress) {
        if let Some(Ok(table)) = &self.data.table {
            self.open(Rc::clone(table), progress.next(&table.puzzles), progress.streak_mode);
        }
    }
}

/// A note in place of the puzzle (loading, failed, all solved).
fn note(lang: crate::ui::prefs::Lang, key: T) -> Html {
    html! { <p class="puzzle-note" role="status">{ puzzle_text(lang, key) }</p> }
}

/// One of the four buttons: Next is the primary one, Streak a toggle, Hint off once the puzzle ended.
fn button(lang: crate::ui::prefs::Lang, action: &'static str, key: T, streak: bool, ended: bool, onclick: &Callback<MouseEvent>) -> Html {
    let pressed = (action == "puzzle-streak").then(|| streak.to_string());
    let disabled = action == "puzzle-hint" && ended;
    html! { <button type="button" class={(action == "puzzle-next").then_some("primary")} data-action={action} aria-pressed={pressed} {disabled} onclick={onclick.clone()}>{ puzzle_text(lang, key) }</button> }
}

/// The puzzle page.
#[function_component(PuzzlePage)]
pub fn puzzle_page() -> Html {
    let (wanted, variant) = use_memo((), |_| puzzle_link(&storage::page_query()).unwrap_or((String::new(), Variant::Brazilian))).as_ref().clone();
    let game = use_reducer(|| GameState::new(variant, crate::ui::play::app::saved_prefs()));
    crate::ui::look::view::use_look::use_look(&game);
    let page = Rc::new(Page {
        data: use_state(Data::default),
        progress: use_state(|| Progress::from_text(&storage::load(Key::Puzzles).unwrap_or_default())),
        attempt: use_state(Attempt::default),
        game: game.clone(),
    });
    let lang = game.prefs.lang;
    {
        let page = Rc::clone(&page);
        use_effect_with((), move |_| {
            fetch(variant, move |text| match text.and_then(|t| parse_table(&t).ok()).filter(|t| t.variant == variant) {
                Some(table) => {
                    let index = table.puzzles.iter().position(|p| p.id == wanted).or_else(|| page.progress.next(&table.puzzles));
                    page.open(Rc::new(table), index, page.progress.streak_mode);
                }
                None => page.data.set(Data { table: Some(Err(())), puzzle: None }),
            });
        });
    }
    let line = game.line()[..game.ply()].to_vec();
    let puzzle = page.data.puzzle.clone();
    let verdict = puzzle.as_ref().map(|p| p.judge(&line));
    let attempt = *page.attempt;
    {
        let page = Rc::clone(&page);
        let deps = (puzzle.as_ref().map(|p| p.id.clone()), line.clone(), attempt.showing, verdict);
        use_effect_with(deps, move |(_, line, showing, verdict)| {
            let mut timer = None;
            if let (Some(p), Some(verdict)) = (page.data.puzzle.clone(), *verdict) {
                let at = *page.game.position();
                let game = page.game.clone();
                let reply = |mv| Some(Timeout::new(350, move || game.dispatch(Action::ComputerMove { at, mv, accepts_draw: false })));
                match verdict {
                    Verdict::Reply(mv) => timer = reply(mv),
                    Verdict::Failed(answer) => {
                        page.end(&p, Outcome::Failed, false);
                        if let Some(mv) = answer.filter(|_| line.len() % 2 == 1) {
                            timer = reply(mv);
                        }
                    }
                    Verdict::Solved => page.end(&p, if page.attempt.hinted { Outcome::Hinted } else { Outcome::Solved }, false),
                    Verdict::Yours if *showing => {
                        let (mv, game) = (p.solution[line.len()], page.game.clone());
                        timer = Some(Timeout::new(600, move || game.dispatch(Action::Play(mv))));
                    }
                    Verdict::Yours => {}
                }
            }
            move || drop(timer)
        });
    }
    // One handler for the four buttons, told apart by their `data-action`.
    let on_action = {
        let (page, line) = (Rc::clone(&page), line.clone());
        Callback::from(move |e: MouseEvent| {
            // Yew delegates events to its root: the button is the target's closest with an action.
            let button = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).and_then(|el| el.closest("[data-action]").ok().flatten());
            let action = button.and_then(|el| el.get_attribute("data-action"));
            let puzzle = page.data.puzzle.clone();
            match (action.as_deref(), puzzle) {
                (Some("puzzle-hint"), Some(p)) => {
                    if let Some(mv) = p.next_move(&line) {
                        page.attempt.set(Attempt { hinted: true, ..*page.attempt });
                        page.game.dispatch(Action::Deselect);
                        page.game.dispatch(Action::Click(page.game.variant().number(mv.from)));
                    }
                }
                (Some("puzzle-solution"), Some(p)) => {
                    page.end(&p, Outcome::Failed, true);
                    page.reset(&p);
                }
                (Some("puzzle-next"), _) => page.next(&page.progress),
                (Some("puzzle-streak"), _) => {
                    let mut progress = (*page.progress).clone();
                    progress.set_streak_mode(!progress.streak_mode);
                    storage::save(Key::Puzzles, &progress.to_text());
                    if progress.streak_mode {
                        page.next(&progress);
                    }
                    page.progress.set(progress);
                }
                _ => {}
            }
        })
    };
    let progress = &*page.progress;
    let (solved, missed) = progress.counts();
    let body = match (&page.data.table, &puzzle) {
        (None, _) => note(lang, T::Loading),
        (Some(Err(())), _) => note(lang, T::LoadFailed),
        (Some(Ok(_)), None) => note(lang, T::AllSolved),
        (Some(Ok(_)), Some(p)) => {
            let result = attempt.ended.map(|o| if o == Outcome::Failed { "failed" } else { "solved" });
            let refutation = p.refutation_text(&line);
            let themes: Vec<&str> = p.themes.iter().map(|t| theme_text(lang, t)).collect();
            let mut about = format!("{} {}", puzzle_text(lang, T::PuzzleRating), p.rating);
            if !themes.is_empty() {
                about = format!("{}: {} · {about}", puzzle_text(lang, T::Themes), themes.join(", "));
            }
            let said = match (result, &refutation) {
                (Some("solved"), _) => puzzle_text(lang, T::Solved).to_string(),
                (Some(_), Some(r)) => format!("{} {} {}", puzzle_text(lang, T::Failed), puzzle_text(lang, T::Refutation), crate::ui::text::names::move_label(crate::ui::play::page::naming(&page.game), r)),
                (Some(_), None) => puzzle_text(lang, T::Failed).to_string(),
                (None, _) => puzzle_text(lang, T::Task).to_string(),
            };
            let class = match result {
                Some("solved") => "lesson-done",
                Some(_) => "lesson-missed",
                None => "lesson-task",
            };
            html! {
                <div data-puzzle="" data-puzzle-id={p.id.clone()} data-puzzle-result={result}>
                    <p class="puzzle-themes">{ about }</p>
                    <p {class} role="status" data-refutation={refutation}>{ said }</p>
                </div>
            }
        }
    };
    let mut stats = format!("{}: {solved} / {missed}", puzzle_text(lang, T::History));
    if progress.streak_mode {
        stats = format!("{}: {} · {stats}", puzzle_text(lang, T::Streak), progress.streak);
    } else if attempt.in_streak && attempt.ended.is_some() {
        stats = format!("{} {} · {stats}", puzzle_text(lang, T::StreakEnd), progress.best_streak);
    }
    let variants = PUZZLE_VARIANTS.iter().map(|v| {
        let name = crate::ui::text::names::game_name(lang, damas_engine::GameKind::Draughts(*v));
        html! { <a href={format!("?puzzle&variant={}", v.name())} class={classes!("lesson-link", (*v == variant).then_some("on"))}>{ name }</a> }
    });
    let button = |action, key| button(lang, action, key, progress.streak_mode, attempt.ended.is_some(), &on_action);
    html! {
        <div class="app learn puzzles" data-game={variant.name()}>
            { page::study_header(puzzle_text(lang, T::Title), puzzle_text(lang, T::Back)) }
            <main class="layout">
                <section class="panel lesson puzzle-panel">
                    <h2>{ format!("{} {}", puzzle_text(lang, T::Rating), progress.rating) }</h2>
                    { body }
                    <div class="lesson-actions">
                        { button("puzzle-hint", T::Hint) }
                        { button("puzzle-solution", T::Solution) }
                        { button("puzzle-next", T::Next) }
                        { button("puzzle-streak", T::Streak) }
                    </div>
                    <p class="puzzle-stats" data-puzzle-streak={progress.streak_mode.then(|| progress.streak.to_string())}>{ stats }</p>
                </section>
                // While the puzzle is on: once it ended, the defender's turn is no one's.
                if attempt.ended.is_none() || attempt.showing {
                    { page::status_bar(&game, false) }
                }
                { page::board(&game, Vec::new(), Html::default()) }
                { page::message(&game) }
                <nav class="panel lessons puzzle-variants">{ for variants }</nav>
                <crate::ui::shell::pwa::UpdateBanner {lang} />
            </main>
        </div>
    }
}
