//! The board editor, in an overlay over the page: a palette (men and kings of either colour, an
//! eraser), a board that places the piece in hand, the variant and the side to move, clear and
//! start position, the FEN (live, and editable), the reason an impossible position is refused,
//! and "play from here" (against a friend or the computer).

use super::board::Board;
use super::piece::piece_body;
use crate::ui::board_game::still_view;
use crate::ui::editor::{Editor, Tool};
use crate::ui::i18n::board_description;
use crate::ui::names::variant_name;
use crate::ui::prefs::{Coords, Lang};
use crate::ui::state::{Action, NewGame};
use crate::ui::error_text::{fen_error, sentence, setup_error};
use crate::ui::tools_text::{tx, Tx};
use damas_engine::{Color, Piece, Position, Role, Variant};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Properties: where the editor starts and how boards are drawn, and where a new game goes.
#[derive(Properties, PartialEq)]
pub struct EditorPanelProps {
    /// Interface language.
    pub lang: Lang,
    /// The position on view (the editor starts from it).
    pub position: Position,
    /// Black is at the bottom.
    pub flipped: bool,
    /// Square labels.
    pub coords: Coords,
    /// A game started from the position set up (`Action::NewGame`).
    pub on_action: Callback<Action>,
}

fn tool_label(tool: Tool) -> Tx {
    match tool {
        Tool::Put(Piece { color: Color::White, role: Role::Man }) => Tx::WhiteMan,
        Tool::Put(Piece { color: Color::White, role: Role::King }) => Tx::WhiteKing,
        Tool::Put(Piece { color: Color::Black, role: Role::Man }) => Tx::BlackMan,
        Tool::Put(Piece { color: Color::Black, role: Role::King }) => Tx::BlackKing,
        Tool::Erase => Tx::Erase,
    }
}

fn select_value(e: &Event) -> Option<String> {
    e.target()?.dyn_into::<HtmlSelectElement>().ok().map(|s| s.value())
}

/// The button that opens the editor, and the editor itself when open.
#[function_component(EditorPanel)]
pub fn editor_panel(props: &EditorPanelProps) -> Html {
    let lang = props.lang;
    let flipped = props.flipped;
    let editor = use_state(|| None::<Editor>);
    let bad_fen = use_state(|| None::<damas_engine::FenError>);

    let open = {
        let (editor, position, bad_fen) = (editor.clone(), props.position, bad_fen.clone());
        Callback::from(move |_: MouseEvent| {
            editor.set(Some(Editor::new(position)));
            bad_fen.set(None);
        })
    };
    let launcher = html! {
        <section class="panel editor-launch">
            <h2>{ tx(lang, Tx::Editor) }</h2>
            <button type="button" data-action="open-editor" onclick={open}>{ tx(lang, Tx::EditPosition) }</button>
        </section>
    };
    let Some(ed) = (*editor).clone() else { return launcher };

    let update = {
        let editor = editor.clone();
        move |f: &dyn Fn(&mut Editor)| {
            if let Some(mut e) = (*editor).clone() {
                f(&mut e);
                editor.set(Some(e));
            }
        }
    };
    let close = {
        let editor = editor.clone();
        Callback::from(move |_: MouseEvent| editor.set(None))
    };
    let variant = ed.variant();
    let on_square = {
        let update = update.clone();
        Callback::from(move |square: Option<u32>| {
            if let Some(n) = square {
                update(&|e: &mut Editor| e.click(n));
            }
        })
    };
    let view = Rc::new(still_view(&ed.position, flipped, props.coords, lang));

    // Palette and settings.
    let palette = Tool::ALL.iter().map(|&tool| {
        let onclick = {
            let update = update.clone();
            Callback::from(move |_: MouseEvent| update(&|e: &mut Editor| e.tool = tool))
        };
        let label = tx(lang, tool_label(tool));
        let icon = match tool {
            Tool::Put(p) => html! {
                <svg class="tool-icon" viewBox="0 0 1 1" aria-hidden="true">
                    <g class={classes!("piece", p.name())}>{ piece_body(p) }</g>
                </svg>
            },
            Tool::Erase => html! {
                <svg class="tool-icon" viewBox="0 0 24 24" aria-hidden="true"><path class="erase" d="M6 6l12 12M18 6L6 18" /></svg>
            },
        };
        html! {
            <button type="button" class={classes!("tool", (ed.tool == tool).then_some("on"))} data-tool={tool.name()}
                aria-pressed={(ed.tool == tool).to_string()} title={label} aria-label={label} {onclick}>{ icon }</button>
        }
    });
    let on_variant = {
        let update = update.clone();
        Callback::from(move |e: Event| {
            if let Some(v) = select_value(&e).and_then(|s| s.parse::<Variant>().ok()) {
                update(&|ed: &mut Editor| ed.set_variant(v));
            }
        })
    };
    let on_turn = {
        let update = update.clone();
        Callback::from(move |e: Event| {
            if let Some(c) = select_value(&e).and_then(|s| s.parse::<Color>().ok()) {
                update(&|ed: &mut Editor| ed.set_turn(c));
            }
        })
    };
    let on_clear = {
        let update = update.clone();
        Callback::from(move |_: MouseEvent| update(&|e: &mut Editor| e.clear()))
    };
    let on_reset = {
        let update = update.clone();
        Callback::from(move |_: MouseEvent| update(&|e: &mut Editor| e.reset()))
    };
    let on_fen = {
        let (editor, bad_fen) = (editor.clone(), bad_fen.clone());
        Callback::from(move |e: Event| {
            let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) else { return };
            let Some(mut ed) = (*editor).clone() else { return };
            match ed.set_fen(&input.value()) {
                Ok(()) => {
                    bad_fen.set(None);
                    editor.set(Some(ed));
                }
                Err(err) => bad_fen.set(Some(err)),
            }
        })
    };
    let check = ed.check();
    let play = |computer: bool| {
        let (g, editor, position) = (props.on_action.clone(), editor.clone(), ed.position);
        let bottom = if flipped { Color::Black } else { Color::White };
        Callback::from(move |_: MouseEvent| {
            let turn = position.turn();
            g.emit(Action::NewGame(NewGame {
                start: position,
                bottom: if computer { turn } else { bottom },
                computer: computer.then_some(!turn),
                level: None,
            }));
            editor.set(None);
        })
    };
    let variants = Variant::ALL.iter().map(|&v| {
        html! { <option value={v.name()} selected={v == variant}>{ variant_name(lang, v) }</option> }
    });
    let turn = ed.position.turn();
    let status = match &check {
        Ok(()) => html! { <p class="editor-status ok" data-editor-status="ok">{ tx(lang, Tx::PositionOk) }</p> },
        Err(e) => html! { <p class="editor-status error" data-editor-status="error" role="alert">{ sentence(&setup_error(lang, e)) }</p> },
    };
    let side_options = [Color::White, Color::Black].map(|c| {
        let label = crate::ui::i18n::text(lang, if c == Color::White { crate::ui::i18n::Text::WhiteBottom } else { crate::ui::i18n::Text::BlackBottom });
        html! { <option value={c.name()} selected={turn == c}>{ label }</option> }
    });
    html! {
        <>
            { launcher }
            <div class="editor-overlay" data-editor="" role="dialog" aria-modal="true" aria-label={tx(lang, Tx::Editor)}>
                <div class="editor">
                    <header class="editor-head">
                        <h2>{ tx(lang, Tx::Editor) }</h2>
                        <button type="button" class="quiet" data-action="close-editor" onclick={close}>{ tx(lang, Tx::Close) }</button>
                    </header>
                    <p class="hint">{ tx(lang, Tx::EditorHint) }</p>
                    <div class="palette" role="toolbar">{ for palette }</div>
                    <Board<Piece> {view} editing=true label={board_description(lang, &ed.position)} {on_square} />
                    <div class="editor-fields">
                        <label>
                            <span>{ crate::ui::i18n::text(lang, crate::ui::i18n::Text::VariantLabel) }</span>
                            <select data-field="editor-variant" onchange={on_variant}>{ for variants }</select>
                        </label>
                        <label>
                            <span>{ tx(lang, Tx::SideToMove) }</span>
                            <select data-field="editor-turn" onchange={on_turn}>{ for side_options }</select>
                        </label>
                        <button type="button" data-action="editor-clear" onclick={on_clear}>{ tx(lang, Tx::Clear) }</button>
                        <button type="button" data-action="editor-start" onclick={on_reset}>{ tx(lang, Tx::StartPosition) }</button>
                    </div>
                    <label class="fen-field">
                        <span>{ tx(lang, Tx::Fen) }</span>
                        <input type="text" data-field="editor-fen" spellcheck="false" autocomplete="off" value={ed.fen()} onchange={on_fen} />
                    </label>
                    if let Some(err) = &*bad_fen {
                        <p class="editor-status error" data-editor-fen-error="" role="alert">{ sentence(&fen_error(lang, err)) }</p>
                    }
                    { status }
                    <div class="share-buttons">
                        <button type="button" class="primary" data-action="editor-play" disabled={check.is_err()} onclick={play(false)}>
                            { tx(lang, Tx::PlayFromHere) }
                        </button>
                        <button type="button" data-action="editor-play-computer" disabled={check.is_err()} onclick={play(true)}>
                            { tx(lang, Tx::PlayComputer) }
                        </button>
                    </div>
                </div>
            </div>
        </>
    }
}
