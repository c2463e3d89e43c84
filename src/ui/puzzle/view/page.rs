//! Puzzle mode (`?puzzle`, `?puzzle=<id>`): the variant's puzzle file is fetched when the mode
//! opens (the service worker keeps it for offline use), a puzzle is played on the real board with
//! the solver's side at the bottom, after the opponent's last move (`ui::puzzle::lead_in`), played
//! a moment after the puzzle opens. The defender's replies come from the data; a wrong move is
//! answered with the engine's refutation, counts as a miss and can be tried again; "Solution"
//! plays the line out from the start and names it. Rating, history and streak live in local
//! storage (`Key::Puzzles`). The rules are `ui::puzzle`, `ui::puzzle::attempt` and
//! `ui::puzzle::progress`. Markup: `[data-puzzle]` with `data-puzzle-id`, `data-puzzle-result`
//! (`solved|failed`, as recorded), `data-puzzle-stage` (`ui::puzzle::attempt::Stage::name`) and
//! `data-lead-in` (the opponent's last move, when known).

use crate::ui::prefs::PrefsAction;
use crate::link::picture::picture_query;
use crate::ui::game::view::parts as page;
use crate::ui::text::picture_text::{picture_text, PictureText};
use crate::ui::puzzle::attempt::{Attempt, Button, Stage};
use crate::ui::puzzle::lead_in::after_lead_in;
use crate::link::route::PuzzleLink;
use crate::ui::puzzle::{parse_table, Puzzle, Table, Verdict, PUZZLE_VARIANTS};
use crate::ui::puzzle::progress::{Outcome, Progress};
use crate::ui::text::puzzle_text::{puzzle_text, theme_text, PuzzleText as T};
use crate::ui::game::state::{Action, GameState, Opened};
use crate::ui::shell::storage::{self, Key};
use crate::ui::shell::use_prefs::{use_document_lang, use_prefs, PrefsHandle};
use damas_engine::{Move, Position, Record, Variant};
use crate::ui::shell::web::fetch_text;
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use crate::ui::class_list::class_list;
use yew::prelude::*;

/// Fetches the puzzle file of `variant`; `done` gets its text, or `None` when it cannot be had.
fn fetch(variant: Variant, done: impl FnOnce(Option<String>) + 'static) {
    fetch_text(&format!("puzzles/{}.json", variant.name()), done);
    // A first visit is not under the service worker yet: fetch once more when it takes over, so
    // that it keeps the file, and this page's own bundle, for offline use.
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else { return };
    let has_workers = js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false);
    let workers = navigator.service_worker();
    if has_workers && workers.controller().is_none() {
        gloo::events::EventListener::once(&workers, "controllerchange", move |_| {
            for file in ["puzzles.js", "puzzles_bg.wasm"] {
                fetch_text(file, drop);
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
    /// The position before the puzzle and the opponent's move from it, when one is known.
    lead: Option<(Position, Move)>,
}

/// Everything the page keeps besides the board.
struct Page {
    data: UseStateHandle<Data>,
    progress: UseStateHandle<Progress>,
    attempt: UseStateHandle<Attempt>,
    game: UseReducerHandle<GameState<Position>>,
    prefs: PrefsHandle,
}

impl Page {
    /// Opens puzzle `index` of `table` (the first that reads from there on), or none.
    fn open(&self, table: Rc<Table>, index: Option<usize>, in_streak: bool) {
        let found = index.and_then(|i| table.puzzles.iter().skip(i).find_map(|raw| raw.resolve(table.variant).ok()));
        self.attempt.set(Attempt { in_streak, ..Attempt::default() });
        let lead = found.as_ref().and_then(Puzzle::lead_in);
        if let Some(p) = &found {
            storage::replace_url(&format!("puzzle={}", p.id));
            self.reset(p, lead, false);
            // The solver's side at the bottom.
            self.prefs.dispatch(PrefsAction::Bottom(p.start.turn()));
        }
        self.data.set(Data { table: Some(Ok(table)), puzzle: found.map(Rc::new), lead });
    }

    /// The puzzle on the board, the defender played by the page: before the opponent's last move
    /// (played a moment later), or at the start with that move just played (`at_start`).
    fn reset(&self, p: &Puzzle, lead: Option<(Position, Move)>, at_start: bool) {
        let mut record = Record::new(lead.map_or(p.start, |(before, _)| before));
        if let Some((_, mv)) = lead.filter(|_| at_start) {
            // The move was found legal there (`Puzzle::lead_in`).
            let _ = record.play(mv);
        }
        let opened = Opened { opponent: damas_game::opponent::Opponent::Computer { side: !p.start.turn() }, ..Opened::from_record(record) };
        self.game.dispatch(Action::Load(Box::new(opened)));
    }

    /// Writes `attempt` and, when it newly records an outcome, the player's record.
    fn set(&self, p: &Puzzle, attempt: Attempt) {
        if let (None, Some(outcome)) = (self.attempt.recorded, attempt.recorded) {
            self.change_progress(|progress| {
                progress.record(&p.id, p.rating, outcome);
            });
        }
        self.attempt.set(attempt);
    }

    /// Changes the player's record with `change`, keeps it, and returns it.
    fn change_progress(&self, change: impl FnOnce(&mut Progress)) -> Progress {
        let mut progress = (*self.progress).clone();
        change(&mut progress);
        storage::save(Key::Puzzles, &progress.to_text());
        self.progress.set(progress.clone());
        progress
    }

    /// Records how the puzzle ended, once.
    fn end(&self, p: &Puzzle, outcome: Option<Outcome>) {
        if let Some(outcome) = outcome {
            self.set(p, Attempt { recorded: Some(outcome), ..*self.attempt });
        }
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

/// One of the buttons: Next is the primary one, Streak a toggle; the others are offered (or
/// shown disabled) by the attempt's stage.
fn button(lang: crate::ui::prefs::Lang, action: &'static str, key: T, streak: bool, stage: Stage, onclick: &Callback<MouseEvent>) -> Html {
    let pressed = (action == "puzzle-streak").then(|| streak.to_string());
    let which = match action {
        "puzzle-hint" => Some(Button::Hint),
        "puzzle-solution" => Some(Button::Solution),
        "retry-puzzle" => Some(Button::Retry),
        _ => None,
    };
    let Some(enabled) = which.map_or(Some(true), |b| Attempt::offers(stage, b)) else { return Html::default() };
    html! { <button type="button" class={(action == "puzzle-next").then_some("primary")} data-action={action} aria-pressed={pressed} disabled={!enabled} onclick={onclick.clone()}>{ puzzle_text(lang, key) }</button> }
}

/// Properties: the puzzle link, as the route read it (the puzzle asked for, its variant).
#[derive(Properties, PartialEq)]
pub struct PuzzlePageProps {
    /// The link.
    pub link: PuzzleLink,
}

/// The puzzle page.
#[function_component(PuzzlePage)]
pub fn puzzle_page(props: &PuzzlePageProps) -> Html {
    let (wanted, variant) = (props.link.id.clone(), props.link.variant);
    let game = use_reducer(|| GameState::new(variant));
    let prefs = use_prefs(storage::saved_prefs);
    crate::ui::look::view::use_look::use_look(&game, &prefs);
    use_document_lang(prefs.lang);
    let page = Rc::new(Page {
        data: use_state(Data::default),
        progress: use_state(|| Progress::from_text(&storage::load(Key::Puzzles).unwrap_or_default())),
        attempt: use_state(Attempt::default),
        game: game.clone(),
        prefs: prefs.clone(),
    });
    let lang = prefs.lang;
    let banner = crate::ui::shell::pwa::use_update_banner(lang, true);
    {
        let page = Rc::clone(&page);
        use_effect_with((), move |_| {
            fetch(variant, move |text| match text.and_then(|t| parse_table(&t).ok()).filter(|t| t.variant == variant) {
                Some(table) => {
                    let index = table.puzzles.iter().position(|p| p.id == wanted).or_else(|| page.progress.next(&table.puzzles));
                    page.open(Rc::new(table), index, page.progress.streak_mode);
                }
                None => page.data.set(Data { table: Some(Err(())), puzzle: None, lead: None }),
            });
        });
    }
    let on_board = game.line()[..game.ply()].to_vec();
    let puzzle = page.data.puzzle.clone();
    let (line, opening) = after_lead_in(page.data.lead.map(|(_, mv)| mv), &on_board);
    let line = line.to_vec();
    let verdict = puzzle.as_ref().map(|p| p.judge(&line));
    let attempt = *page.attempt;
    let stage = verdict.map_or(Stage::Task, |v| attempt.stage(v, opening));
    {
        let page = Rc::clone(&page);
        let deps = (puzzle.as_ref().map(|p| p.id.clone()), on_board.clone(), attempt.showing, verdict);
        use_effect_with(deps, move |(_, _, showing, verdict)| {
            let mut timer = None;
            if let (Some(p), Some(verdict)) = (page.data.puzzle.clone(), *verdict) {
                let at = *page.game.position();
                let game = page.game.clone();
                let (line, opening) = after_lead_in(page.data.lead.map(|(_, mv)| mv), &page.game.line()[..page.game.ply()]);
                let reply = |mv, wait| Some(Timeout::new(wait, move || game.dispatch(Action::ComputerMove { at, mv, accepts_draw: false })));
                page.end(&p, page.attempt.outcome(verdict));
                match verdict {
                    // The opponent's last move, a moment after the puzzle appears.
                    _ if opening => timer = page.data.lead.and_then(|(_, mv)| reply(mv, 700)),
                    Verdict::Reply(mv) => timer = reply(mv, 350),
                    Verdict::Failed(Some(answer)) if line.len() % 2 == 1 => timer = reply(answer, 350),
                    Verdict::Yours if *showing => {
                        let (mv, game) = (p.solution[line.len()], page.game.clone());
                        timer = Some(Timeout::new(600, move || game.dispatch(Action::Play(mv))));
                    }
                    Verdict::Failed(_) | Verdict::Solved | Verdict::Yours => {}
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
                    if let Some(mv) = p.next_move(&line).filter(|_| stage == Stage::Task) {
                        page.attempt.set(Attempt { hinted: true, ..*page.attempt });
                        page.game.dispatch(Action::Deselect);
                        page.game.dispatch(Action::Click(page.game.variant().number(mv.from)));
                    }
                }
                (Some("puzzle-solution"), Some(p)) => {
                    page.set(&p, page.attempt.show());
                    page.reset(&p, page.data.lead, true);
                }
                (Some("retry-puzzle"), Some(p)) => {
                    page.attempt.set(page.attempt.retry());
                    page.reset(&p, page.data.lead, true);
                }
                // A puzzle left before an answer is seen, not solved: the next one is another,
                // and it comes back once every puzzle has been tried.
                (Some("puzzle-next"), Some(p)) if page.attempt.recorded.is_none() => {
                    let progress = page.change_progress(|progress| {
                        progress.record(&p.id, p.rating, Outcome::Skipped);
                    });
                    page.next(&progress);
                }
                (Some("puzzle-next"), _) => page.next(&page.progress),
                (Some("puzzle-streak"), _) => {
                    let progress = page.change_progress(|progress| progress.set_streak_mode(!progress.streak_mode));
                    if progress.streak_mode {
                        page.next(&progress);
                    }
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
            let result = attempt.recorded.map(|o| if o == Outcome::Failed { "failed" } else { "solved" });
            let naming = crate::ui::game::view::parts::naming(&page.game, prefs.notation);
            let label = |text: &str| crate::ui::text::names::move_label(naming, text);
            let refutation = p.refutation_text(&line).filter(|_| stage == Stage::Wrong);
            let lead_in = page.data.lead.map(|(before, mv)| before.move_text(&mv));
            let themes: Vec<&str> = p.themes.iter().map(|t| theme_text(lang, t)).collect();
            let mut about = format!("{} {}", puzzle_text(lang, T::PuzzleRating), p.rating);
            if !themes.is_empty() {
                about = format!("{}: {} · {about}", puzzle_text(lang, T::Themes), themes.join(", "));
            }
            // Each move kept on one line ("24-19" never split at its hyphen).
            let moves = |texts: Vec<String>| html! { <>{ for texts.into_iter().map(|t| html! { <>{ " " }<span class="move">{ label(&t) }</span></> }) }</> };
            let said = match (stage, &refutation) {
                (Stage::Solved, _) => html! { puzzle_text(lang, T::Solved) },
                // The refutation is the opponent's answer to the wrong move, not the solution.
                (Stage::Wrong, Some(r)) => html! { <>{ puzzle_text(lang, T::Failed) }{ " " }{ puzzle_text(lang, T::Refutation) }{ moves(vec![r.clone()]) }{ "." }</> },
                (Stage::Wrong, None) => html! { puzzle_text(lang, T::Failed) },
                (Stage::Showing | Stage::Shown, _) => html! { <>{ puzzle_text(lang, T::SolutionLine) }{ moves(p.solution_texts()) }</> },
                (Stage::Opening | Stage::Task, _) => html! { puzzle_text(lang, T::Task) },
            };
            let class = match stage {
                Stage::Solved => "lesson-done",
                Stage::Wrong => "lesson-missed",
                _ => "lesson-task",
            };
            html! {
                <div data-puzzle="" data-puzzle-id={p.id.clone()} data-puzzle-result={result} data-puzzle-stage={stage.name()} data-lead-in={lead_in}>
                    <p class="puzzle-themes">{ about }</p>
                    <p {class} role="status" data-refutation={refutation}>{ said }</p>
                </div>
            }
        }
    };
    let mut stats = format!("{}: {solved} / {missed}", puzzle_text(lang, T::History));
    if progress.streak_mode {
        stats = format!("{}: {} · {stats}", puzzle_text(lang, T::Streak), progress.streak);
    } else if attempt.in_streak && attempt.recorded.is_some() {
        stats = format!("{} {} · {stats}", puzzle_text(lang, T::StreakEnd), progress.best_streak);
    }
    let variants = PUZZLE_VARIANTS.iter().map(|v| {
        let name = crate::ui::text::names::game_name(lang, damas_engine::GameKind::Draughts(*v));
        html! { <a href={format!("?puzzle&variant={}", v.name())} class={class_list(&[Some("lesson-link"), (*v == variant).then_some("on")])}>{ name }</a> }
    });
    let button = |action, key| button(lang, action, key, progress.streak_mode, stage, &on_action);
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
                        { button("retry-puzzle", T::Retry) }
                        { button("puzzle-next", T::Next) }
                        { button("puzzle-streak", T::Streak) }
                    </div>
                    <p class="puzzle-stats" data-puzzle-streak={progress.streak_mode.then(|| progress.streak.to_string())}>{ stats }</p>
                </section>
                // While the puzzle is on: once it ended, the defender's turn is no one's.
                if stage.live() {
                    { page::status_bar(&game, &prefs, false) }
                }
                { page::board(&game, &prefs, Vec::new(), Html::default()) }
                { page::message(&game, &prefs) }
                <nav class="panel lessons puzzle-variants">{ for variants }</nav>
                // The puzzle as a picture, and a printable sheet of this variant's puzzles (below
                // the board: nothing above it moves).
                if let Some(p) = page.data.puzzle.as_ref() {
                    <p class="share-buttons puzzle-pictures">
                        <a data-action="image" href={format!("?{}", picture_query(&crate::link::position_query(&p.start), None))}>{ crate::ui::text::tools_text::tx(lang, crate::ui::text::tools_text::Tx::Image) }</a>
                        <a data-action="print-sheet" href={format!("?print=puzzles&variant={}", variant.name())}>{ picture_text(lang, PictureText::PrintSheet) }</a>
                    </p>
                }
                { banner }
            </main>
        </div>
    }
}
