//! The embedded Lasca board (`?variant=lasca&embed=1&...`): the same options and the same
//! `postMessage` reports as the draughts board's embed page (`crate::share::embed`), drawn with
//! the Lasca board. It never touches the visitor's saved game or the address bar.

use super::board::lasca_board;
use super::engine::use_lasca_engine;
use super::state::{LascaAction, LascaMessage, LascaState, VARIANT_KEY};
use super::text::{self, label, Label};
use crate::share::embed::{parse_options, EmbedOptions, EmbedReport};
use crate::ui::hooks::use_embed_reports::use_embed_reports;
use crate::ui::error_text::embed_error;
use crate::ui::prefs::Lang;
use crate::ui::tools_text::{tx, Tx};
use crate::ui::{storage, web};
use damas_engine::Color;
use yew::prelude::*;

fn initial(query: &str, options: &EmbedOptions) -> LascaState {
    let (mut state, message) = match LascaState::from_query(query) {
        Ok(read) => (read.state, read.dropped.into_iter().next().map(LascaMessage::LinkPartDropped)),
        Err(e) => (LascaState::default(), Some(LascaMessage::LoadFailed(e))),
    };
    let bottom = options.orientation.or(state.computer.map(|c| !c)).unwrap_or(Color::White);
    state.flipped = bottom == Color::Black;
    if let Some(m) = message {
        state.reduce(LascaAction::Notify(m));
    }
    state
}

fn report(state: &LascaState, kind: &'static str) -> EmbedReport {
    let pos = state.position();
    EmbedReport {
        kind,
        variant: VARIANT_KEY,
        fen: pos.to_fen(),
        ply: state.ply(),
        moves: state.move_texts().to_vec(),
        turn: pos.turn().name(),
        result: state.result().map(str::to_string),
        query: state.to_query(),
    }
}

/// The embedded Lasca board.
#[function_component(LascaEmbed)]
pub fn lasca_embed() -> Html {
    let query = use_memo((), |_| storage::page_query());
    let options = use_memo((), {
        let query = query.clone();
        move |_| parse_options(&query)
    });
    let opts = (*options).clone().unwrap_or_default();
    let state = {
        let (query, opts) = (query.clone(), opts.clone());
        use_reducer(move || initial(&query, &opts))
    };
    let engine = use_lasca_engine(&state, None);
    {
        let s = (*state).clone();
        let key = (state.ply(), state.move_texts().len(), state.result().is_some());
        use_embed_reports(key, move |kind| report(&s, kind));
    }
    let lang = Lang::detect(storage::browser_languages().iter().map(String::as_str));
    let on_click = {
        let (state, interactive) = (state.clone(), opts.interactive);
        Callback::from(move |bit: u8| {
            if interactive {
                state.dispatch(LascaAction::Click(bit));
            }
        })
    };
    let act = |a: LascaAction| {
        let s = state.clone();
        Callback::from(move |_: MouseEvent| s.dispatch(a.clone()))
    };
    let pos = *state.position();
    let message = state.message.as_ref().map(|m| {
        html! {
            <div class="message refusal" data-message="" role="status">
                <p>{ text::message(lang, m, &pos) }</p>
                <button type="button" class="dismiss" aria-label="×" onclick={act(LascaAction::Dismiss)}>{ "×" }</button>
            </div>
        }
    });
    let option_error = match &*options {
        Err(e) => html! { <p class="embed-error" data-embed-error="" role="alert">{ format!("{}: {}", tx(lang, Tx::EmbedBadOptions), embed_error(lang, e)) }</p> },
        Ok(_) => Html::default(),
    };
    let class = classes!("embed", "lasca-app", format!("theme-{}", opts.theme.name()), (!opts.interactive).then_some("view-only"));
    let full = web::link(&state.to_query());
    html! {
        <div {class} data-embed="" data-interactive={opts.interactive.to_string()} data-thinking={engine.thinking.to_string()}>
            { lasca_board(&state, lang, Vec::new(), false, &on_click) }
            <div class="message-slot">{ message.unwrap_or_default() }</div>
            { option_error }
            if opts.controls {
                <div class="embed-bar">
                    <nav class="controls">
                        <button type="button" class="ctl" data-action="undo" disabled={state.undo_target().is_none()} onclick={act(LascaAction::Undo)}>
                            { label(lang, Label::Undo) }</button>
                        <button type="button" class="ctl" data-action="redo" disabled={state.redo_target().is_none()} onclick={act(LascaAction::Redo)}>
                            { label(lang, Label::Redo) }</button>
                    </nav>
                    <a class="embed-open" href={full} target="_blank" rel="noopener" title={tx(lang, Tx::OpenFull)} aria-label={tx(lang, Tx::OpenFull)}>{ "↗" }</a>
                </div>
            }
        </div>
    }
}
