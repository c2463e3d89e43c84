//! The Lasca board editor's panel (wasm32): the tools, the side to move, clear and reset, the
//! position as Lasca FEN (read and typed), and *Play from here* once the engine accepts the
//! position. The board itself is the page's board in editing mode (`view`).

use crate::ui::components::stack::disc_shape;
use super::editor::{LascaEditor, LascaTool};
use super::text::{self, label, Label};
use crate::ui::prefs::Lang;
use crate::ui::error_text::lasca_fen_error;
use damas_engine::lasca::{LascaFenError, LascaPosition};
use damas_engine::Color;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Properties of the panel.
#[derive(Properties, PartialEq)]
pub struct LascaEditorPanelProps {
    /// The position being set up.
    pub editor: LascaEditor,
    /// Interface language.
    pub lang: Lang,
    /// The editor after a change.
    pub on_change: Callback<LascaEditor>,
    /// Play a game from this position.
    pub on_play: Callback<LascaPosition>,
    /// Leave the editor.
    pub on_cancel: Callback<()>,
}

/// The editor panel.
#[function_component(LascaEditorPanel)]
pub fn lasca_editor_panel(props: &LascaEditorPanelProps) -> Html {
    let lang = props.lang;
    let ed = &props.editor;
    let fen_error = use_state(|| None::<LascaFenError>);
    {
        // A typed FEN's error is about that text: any change to the position clears it.
        let fen_error = fen_error.clone();
        use_effect_with(ed.position, move |_| fen_error.set(None));
    }
    let change = |f: fn(&mut LascaEditor)| {
        let (ed, on_change) = (ed.clone(), props.on_change.clone());
        Callback::from(move |_: MouseEvent| {
            let mut next = ed.clone();
            f(&mut next);
            on_change.emit(next);
        })
    };
    let tools = LascaTool::ALL.iter().map(|&tool| {
        let (current, on_change) = (ed.clone(), props.on_change.clone());
        let onclick = Callback::from(move |_: MouseEvent| on_change.emit(LascaEditor { tool, ..current.clone() }));
        let name = text::tool(lang, tool);
        let icon = match tool {
            LascaTool::Put(s) => html! {
                <svg class="tool-icon" viewBox="0 0 1 1" aria-hidden="true">
                    <g class={classes!("disc", if s.color == Color::White { "white" } else { "black" })}>{ disc_shape(s.officer) }</g>
                </svg>
            },
            LascaTool::TakeTop => html! { <span class="tool-text" aria-hidden="true">{ "↑" }</span> },
            LascaTool::Clear => html! {
                <svg class="tool-icon" viewBox="0 0 24 24" aria-hidden="true"><path class="erase" d="M6 6l12 12M18 6L6 18" /></svg>
            },
        };
        html! {
            <button type="button" class={classes!("tool", (ed.tool == tool).then_some("on"))} data-tool={tool.name()}
                aria-pressed={(ed.tool == tool).to_string()} title={name} aria-label={name} {onclick}>{ icon }</button>
        }
    });
    let on_turn = {
        let (ed, on_change) = (ed.clone(), props.on_change.clone());
        Callback::from(move |e: Event| {
            let value = e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()).map(|s| s.value());
            let mut next = ed.clone();
            next.set_turn(if value.as_deref() == Some("black") { Color::Black } else { Color::White });
            on_change.emit(next);
        })
    };
    let on_fen = {
        let (ed, on_change, fen_error) = (ed.clone(), props.on_change.clone(), fen_error.clone());
        Callback::from(move |e: Event| {
            let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) else { return };
            let mut next = ed.clone();
            match next.read_fen(&input.value()) {
                Ok(()) => {
                    fen_error.set(None);
                    on_change.emit(next);
                }
                Err(err) => fen_error.set(Some(err)),
            }
        })
    };
    let playable = ed.playable();
    let status = match (&*fen_error, &playable) {
        (Some(e), _) => html! { <p class="editor-status error" data-editor-status="" role="alert">
            { format!("{}: {}", label(lang, Label::FenError), lasca_fen_error(lang, e)) }</p> },
        (None, Err(problem)) => html! {
            <p class="editor-status error" data-editor-status="" role="alert">{ text::setup_problem(lang, problem) }</p>
        },
        (None, Ok(_)) => html! { <p class="editor-status" data-editor-status="">{ label(lang, Label::Ready) }</p> },
    };
    let on_play = {
        let (on_play, position) = (props.on_play.clone(), playable.clone().ok());
        Callback::from(move |_: MouseEvent| {
            if let Some(p) = position {
                on_play.emit(p);
            }
        })
    };
    let on_cancel = props.on_cancel.reform(|_: MouseEvent| ());
    let white = ed.position.turn() == Color::White;
    html! {
        <section class="panel editor lasca-editor" data-lasca-editor="">
            <h2>{ label(lang, Label::Setup) }</h2>
            <p class="note">{ label(lang, Label::SetupHint) }</p>
            <div class="palette" role="toolbar">{ for tools }</div>
            <div class="editor-fields">
                <label>{ label(lang, Label::ToMove) }
                    <select data-field="editor-turn" onchange={on_turn}>
                        <option value="white" selected={white}>{ label(lang, Label::White) }</option>
                        <option value="black" selected={!white}>{ label(lang, Label::Black) }</option>
                    </select>
                </label>
            </div>
            <div class="row-buttons">
                <button type="button" class="ctl" data-action="editor-clear" onclick={change(LascaEditor::clear)}>{ label(lang, Label::ClearBoard) }</button>
                <button type="button" class="ctl" data-action="editor-reset" onclick={change(LascaEditor::reset)}>{ label(lang, Label::Initial) }</button>
            </div>
            <label class="fen-field">{ label(lang, Label::Fen) }
                <input type="text" data-field="editor-fen" value={ed.position.to_fen()} onchange={on_fen}
                    autocomplete="off" autocapitalize="off" spellcheck="false" />
            </label>
            { status }
            <div class="row-buttons">
                <button type="button" class="primary" data-action="editor-play" disabled={playable.is_err()} onclick={on_play}>
                    { label(lang, Label::PlayHere) }</button>
                <button type="button" class="ctl" data-action="editor-cancel" onclick={on_cancel}>{ label(lang, Label::Cancel) }</button>
            </div>
        </section>
    }
}
