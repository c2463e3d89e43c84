//! The picture page's animated game (issue 39): "Download GIF" makes a GIF of the game (or of
//! its line up to the position on view) in the GIF worker, with a progress bar while it works
//! and the animation shown when done. Markup: `[data-gif]` holds `[data-field="gif-moves"]`,
//! `[data-field="gif-to-here"]` (when the position on view is not the end),
//! `[data-action="download-gif"]`, `[data-field="gif-progress"]` (a `<progress>`, while it
//! works), `[data-gif-preview]` (the GIF made, with `data-frames`) or `[data-gif-failed]`.

use crate::ui::picture::gif::film::Film;
use crate::ui::picture::gif::view::job::{start, GifEvent, GifJob};
use crate::ui::picture::view::files;
use crate::ui::prefs::Lang;
use crate::ui::text::picture_text::{picture_text, PictureText as P};
use std::rc::Rc;
use yew::prelude::*;

/// What the player chose: the moves' text under the board, and the line up to the position on view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GifChoice {
    /// The move's text under the board.
    pub text: bool,
    /// Stop at the position on view rather than at the game's end.
    pub to_here: bool,
}

/// The panel's props: values in, the film made on demand.
#[derive(Properties, PartialEq)]
pub struct GifPanelProps {
    /// The player's language.
    pub lang: Lang,
    /// The film of the game for a choice (made only when the GIF is asked for).
    pub film: Callback<GifChoice, Option<Film>>,
    /// The file's name.
    pub file: AttrValue,
    /// Whether the position on view is before the game's end (so "up to here" is offered).
    pub before_end: bool,
}

/// Where the GIF is.
#[derive(Clone, PartialEq)]
enum Made {
    Nothing,
    Working(u32, u32),
    /// The animation's `blob:` address and its frames.
    Done(String, u32),
    Failed,
}

/// The animated game's controls.
#[function_component(GifPanel)]
pub fn gif_panel(props: &GifPanelProps) -> Html {
    let lang = props.lang;
    let choice = use_state(|| GifChoice { text: true, to_here: false });
    let made = use_state(|| Made::Nothing);
    let job = use_mut_ref(|| None::<GifJob>);
    {
        // A preview's address is freed when it is replaced or the page goes.
        let url = if let Made::Done(url, _) = &*made { Some(url.clone()) } else { None };
        use_effect_with(url, |url| {
            let url = url.clone();
            move || {
                if let Some(url) = url {
                    let _ = web_sys::Url::revoke_object_url(&url);
                }
            }
        });
    }
    let toggle = |change: fn(&mut GifChoice, bool)| {
        let choice = choice.clone();
        Callback::from(move |e: Event| {
            use wasm_bindgen::JsCast;
            if let Some(input) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                let mut next = *choice;
                change(&mut next, input.checked());
                choice.set(next);
            }
        })
    };
    let on_make = {
        let (made, job, film, file, choice) = (made.clone(), job.clone(), props.film.clone(), props.file.clone(), *choice);
        Callback::from(move |_: MouseEvent| {
            let Some(film) = film.emit(choice) else {
                made.set(Made::Failed);
                return;
            };
            let frames = film.shots.len() as u32;
            made.set(Made::Working(0, frames));
            let (done_made, file, job_slot) = (made.clone(), file.clone(), job.clone());
            let on_event: Rc<dyn Fn(GifEvent)> = Rc::new(move |event| match event {
                GifEvent::Progress(done, total) => done_made.set(Made::Working(done, total)),
                GifEvent::Done(blob) => {
                    files::download(&file, &blob);
                    let url = web_sys::Url::create_object_url_with_blob(&blob).unwrap_or_default();
                    done_made.set(Made::Done(url, frames));
                    // The worker is done: stop it from a fresh task (this runs inside its handler).
                    let slot = job_slot.clone();
                    gloo::timers::callback::Timeout::new(0, move || drop(slot.borrow_mut().take())).forget();
                }
                GifEvent::Failed => {
                    done_made.set(Made::Failed);
                    let slot = job_slot.clone();
                    gloo::timers::callback::Timeout::new(0, move || drop(slot.borrow_mut().take())).forget();
                }
            });
            let started = start(&film, on_event);
            if started.is_none() {
                made.set(Made::Failed);
            }
            *job.borrow_mut() = started;
        })
    };
    let c = *choice;
    let busy = matches!(*made, Made::Working(..));
    html! {
        <section class="panel picture-gif" data-gif="" aria-labelledby="gif-heading">
            <h2 id="gif-heading">{ picture_text(lang, P::Animation) }</h2>
            <label class="check">
                <input type="checkbox" data-field="gif-moves" checked={c.text} disabled={busy} onchange={toggle(|c, v| c.text = v)} />
                <span>{ picture_text(lang, P::GifMoves) }</span>
            </label>
            if props.before_end {
                <label class="check">
                    <input type="checkbox" data-field="gif-to-here" checked={c.to_here} disabled={busy} onchange={toggle(|c, v| c.to_here = v)} />
                    <span>{ picture_text(lang, P::GifToHere) }</span>
                </label>
            }
            <div class="share-buttons">
                <button type="button" class="primary" data-action="download-gif" disabled={busy} onclick={on_make}>{ picture_text(lang, P::DownloadGif) }</button>
            </div>
            { match &*made {
                Made::Nothing => html! {},
                Made::Working(done, total) => html! {
                    <p class="gif-progress" role="status">
                        <span id="gif-making">{ picture_text(lang, P::GifMaking) }</span>
                        <progress data-field="gif-progress" aria-labelledby="gif-making" max={total.max(&1).to_string()} value={done.to_string()}></progress>
                    </p>
                },
                Made::Done(url, frames) => html! {
                    <figure class="gif-made">
                        <img data-gif-preview="" data-frames={frames.to_string()} src={url.clone()} alt={picture_text(lang, P::Animation)} />
                        <figcaption role="status">{ picture_text(lang, P::GifReady).replace("{}", &frames.to_string()) }</figcaption>
                    </figure>
                },
                Made::Failed => html! { <p class="share-note error" data-gif-failed="" role="alert">{ picture_text(lang, P::GifFailed) }</p> },
            } }
        </section>
    }
}
