//! The Lasca board editor (wasm32), opened over the page as the draughts one is: the tools, the
//! side to move, clear and reset, the position as Lasca FEN (read and typed), and *Play from
//! here* once the engine accepts the position. Its board is the one board, still, of columns.

use super::editor::{LascaEditor, LascaTool};
use super::text::{self, label, Label};
use crate::ui::board_game::{still_view, BoardGame};
use crate::ui::components::board::Board;
use crate::ui::components::stack::disc_shape;
use crate::ui::board_view::StackView;
use crate::ui::error_text::lasca_fen_error;
use crate::ui::layout::lasca_bit;
use crate::ui::prefs::{Coords, Lang};
use crate::ui::state::{Action, NewGame};
use crate::ui::tools_text::{tx, Tx};
use damas_engine::lasca::{LascaFenError, LascaPosition};
use damas_engine::Color;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Properties: where the editor starts and how its board is drawn, and where a new game goes.
#[derive(Properties, PartialEq)]
pub struct LascaEditorPanelProps {
    /// Interface language.
    pub lang: Lang,
    /// The position on view (the editor starts from it).
    pub position: LascaPosition,
    /// Black at the bottom.
    pub flipped: bool,
    /// Square labels.
    pub coords: Coords,
    /// A game started from the set-up (`Action::NewGame`).
    pub on_action: Callback<Action<LascaPosition>>,
}

/// The editor panel.
#[function_component(LascaEditorPanel)]
pub fn lasca_editor_panel(props: &LascaEditorPanelProps) -> Html {
    let lang = props.lang;
    let editor = use_state(|| None::<LascaEditor>);
    let fen_error = use_state(|| None::<LascaFenError>);
    {
        // A typed FEN's error is about that text: any change to the position clears it.
        let fen_error = fen_error.clone();
        use_effect_with(editor.as_ref().map(|e| e.position), move |_| fen_error.set(None));
    }
    let open = {
        let (editor, position) = (editor.clone(), props.position);
        Callback::from(move |_: MouseEvent| editor.set(Some(LascaEditor::new(position))))
    };
    let launcher = html! {
        <section class="panel editor-launch">
            <h2>{ tx(lang, Tx::Editor) }</h2>
            <button type="button" data-action="open-editor" onclick={open}>{ tx(lang, Tx::EditPosition) }</button>
        </section>
    };
    let Some(ed) = (*editor).clone() else { return launcher };
    let on_change = {
        let editor = editor.clone();
        Callback::from(move |ed: LascaEditor| editor.set(Some(ed)))
    };
    let ed = &ed;
    let change = |f: fn(&mut LascaEditor)| {
        let (ed, on_change) = (ed.clone(), on_change.clone());
        Callback::from(move |_: MouseEvent| {
            let mut next = ed.clone();
            f(&mut next);
            on_change.emit(next);
        })
    };
    let on_square = {
        let (ed, on_change) = (ed.clone(), on_change.clone());
        Callback::from(move |n: Option<u32>| {
            if let Some(bit) = n.and_then(lasca_bit) {
                let mut next = ed.clone();
                next.click(bit);
                on_change.emit(next);
            }
        })
    };
    let view = Rc::new(still_view(&ed.position, props.flipped, props.coords, lang));
    let tools = LascaTool::ALL.iter().map(|&tool| {
        let (current, on_change) = (ed.clone(), on_change.clone());
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
        let (ed, on_change) = (ed.clone(), on_change.clone());
        Callback::from(move |e: Event| {
            let value = e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()).map(|s| s.value());
            let mut next = ed.clone();
            next.set_turn(if value.as_deref() == Some("black") { Color::Black } else { Color::White });
            on_change.emit(next);
        })
    };
    let on_fen = {
        let (ed, on_change, fen_error) = (ed.clone(), on_change.clone(), fen_error.clone());
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
        let (on_action, editor, position, flipped) = (props.on_action.clone(), editor.clone(), playable.clone().ok(), props.flipped);
        Callback::from(move |_: MouseEvent| {
            if let Some(start) = position {
                let bottom = if flipped { Color::Black } else { Color::White };
                on_action.emit(Action::NewGame(NewGame { start, bottom, computer: None, level: None }));
                editor.set(None);
            }
        })
    };
    let on_cancel = {
        let editor = editor.clone();
        Callback::from(move |_: MouseEvent| editor.set(None))
    };
    let white = ed.position.turn() == Color::White;
    let board_label = ed.position.description(lang);
    html! {
        <>
        { launcher }
        <div class="editor-overlay" data-editor="" data-lasca-editor="" role="dialog" aria-modal="true" aria-label={tx(lang, Tx::Editor)}>
        <div class="editor lasca-editor">
            <header class="editor-head">
                <h2>{ tx(lang, Tx::Editor) }</h2>
                <button type="button" class="quiet" data-action="close-editor" onclick={on_cancel.clone()}>{ tx(lang, Tx::Close) }</button>
            </header>
            <p class="hint">{ label(lang, Label::SetupHint) }</p>
            <div class="palette" role="toolbar">{ for tools }</div>
            <Board<StackView> {view} editing=true label={board_label} {on_square} />
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
        </div>
        </div>
        </>
    }
}
