//! The library page's import: a PDN file chosen (`[data-field="import-file"]`) or dropped on the
//! library, read by the import worker with a progress bar (`[data-import-progress]`, `value` and
//! `max`), then "N games added, M skipped" (`[data-import-summary]`, `data-added`,
//! `data-skipped`, `data-duplicates`) and each skipped game's line and reason
//! (`[data-import-skipped]`), worded here from the game's own text, read again.

use super::import_job::{self, ImportEvent, ImportJob};
use crate::ui::library::import::{import_game, GameText, MAX_FILE};
use crate::ui::prefs::Lang;
use crate::ui::text::error_text::Worded;
use crate::ui::text::library_text::{library_format, library_text, library_words, LibraryText as L};
use damas_engine::Variant;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Where an import is.
#[derive(Clone, Debug, PartialEq, Default)]
pub enum Importing {
    /// None under way.
    #[default]
    Idle,
    /// Games read, of all.
    Reading(u32, u32),
    /// Done: games added, already kept, and the skipped games' line and reason.
    Done { added: u32, duplicates: u32, skipped: Vec<(u32, String)>, count: usize },
    /// The file is over the size read.
    TooBig,
    /// The file could not be read.
    Failed,
}

/// Why a skipped game's text was skipped, in the player's language.
fn reason(lang: Lang, number: u32, line: u32, text: &str) -> String {
    let game = GameText { number: number as usize, line: line as usize, start: 0, text };
    match import_game(&game, Variant::Brazilian, 0) {
        Err(why) => why.worded(lang),
        // Its text was cut before it was sent back: it reads now, but did not whole.
        Ok(_) => library_text(lang, L::ImportFailed).to_string(),
    }
}

/// Starts importing `file`; `state` follows the worker's reports and `done` is called at the end
/// (to read the library again).
pub fn start(lang: Lang, file: web_sys::File, state: UseStateHandle<Importing>, job: Rc<RefCell<Option<ImportJob>>>, done: Callback<()>) {
    if file.size() > MAX_FILE as f64 {
        state.set(Importing::TooBig);
        return;
    }
    state.set(Importing::Reading(0, 0));
    let holder = Rc::clone(&job);
    let shown = state.clone();
    let started = import_job::start(file, move |event| {
        let next = match event {
            ImportEvent::Progress(done, total) => Importing::Reading(done, total),
            ImportEvent::Done { added, duplicates, skipped, count } => {
                let shown = skipped.iter().map(|(n, line, text)| (*line, reason(lang, *n, *line, text))).collect();
                Importing::Done { added, duplicates, skipped: shown, count: count as usize }
            }
            ImportEvent::TooBig => Importing::TooBig,
            ImportEvent::Failed => Importing::Failed,
        };
        let finished = !matches!(next, Importing::Reading(..));
        shown.set(next);
        if finished {
            // The job is dropped (its worker stopped) once this report is handled.
            let holder = Rc::clone(&holder);
            gloo::timers::callback::Timeout::new(0, move || drop(holder.borrow_mut().take())).forget();
            done.emit(());
        }
    });
    if started.is_none() {
        // No worker could start here: nothing was read.
        state.set(Importing::Failed);
    }
    *job.borrow_mut() = started;
}

/// The file from a change of the file field or a drop, if any.
pub fn file_of_input(e: &Event) -> Option<web_sys::File> {
    let input = e.target()?.dyn_into::<web_sys::HtmlInputElement>().ok()?;
    let file = input.files()?.get(0);
    input.set_value("");
    file
}

/// The file dropped, if any.
pub fn file_of_drop(e: &DragEvent) -> Option<web_sys::File> {
    e.data_transfer()?.files()?.get(0)
}

/// The import's field, its progress and its report.
pub fn import_view(lang: Lang, importing: &Importing, on_file: Callback<Event>) -> Html {
    let busy = matches!(importing, Importing::Reading(..));
    let report = match importing {
        Importing::Idle => Html::default(),
        Importing::Reading(done, total) => html! {
            <div class="library-importing" role="status">
                <progress data-import-progress="" value={done.to_string()} max={(*total).max(1).to_string()}></progress>
                <span>{ library_format(lang, L::Importing, &[("done", *done), ("total", *total)]) }</span>
            </div>
        },
        Importing::Done { added, duplicates, skipped, count } => {
            let count32 = u32::try_from(*count).unwrap_or(u32::MAX);
            html! {
                <div class="library-imported" role="status">
                    <p data-import-summary="" data-added={added.to_string()} data-skipped={count.to_string()} data-duplicates={duplicates.to_string()}>
                        { library_format(lang, L::ImportSummary, &[("added", *added), ("skipped", count32)]) }
                        if *duplicates > 0 { { " " }{ library_format(lang, L::ImportDuplicates, &[("n", *duplicates)]) } }
                    </p>
                    if !skipped.is_empty() {
                        <ul class="library-skipped" data-import-skipped="">
                            { for skipped.iter().map(|(line, why)| html! { <li data-line={line.to_string()}>{ library_words(lang, L::ImportSkipped, &[("line", *line)], &[("reason", why)]) }</li> }) }
                        </ul>
                    }
                </div>
            }
        }
        Importing::TooBig => html! { <p class="library-note" role="alert" data-import-error="too-big">{ library_format(lang, L::ImportTooBig, &[("max", u32::try_from(MAX_FILE >> 20).unwrap_or(64))]) }</p> },
        Importing::Failed => html! { <p class="library-note" role="alert" data-import-error="failed">{ library_text(lang, L::ImportFailed) }</p> },
    };
    html! {
        <div class="library-import">
            <label class="library-import-field">
                <span>{ library_text(lang, L::Import) }</span>
                <input type="file" accept=".pdn,.txt,text/plain" data-field="import-file" disabled={busy} onchange={on_file} />
                <small>{ library_text(lang, L::ImportDrop) }</small>
            </label>
            { report }
        </div>
    }
}
