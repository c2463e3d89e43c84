//! The board editor of every game, the overlay over the page: a palette (the game's pieces,
//! and for Lasca the top piece taken off), a board that places the piece in hand, the variant
//! (draughts) and the side to move, clear and start position, the FEN (live, and editable), the
//! reason an impossible position is refused, and "play from here" (against a friend or the
//! computer). What differs between games is `ui::editor::SetsUp`.

use crate::ui::board::view::svg_board::{Board, Draw};
use crate::ui::game::board_game::still_view;
use crate::ui::editor::{Editor, SetsUp};
use crate::ui::text::error_text::{sentence, Worded};
use crate::ui::text::names::game_name;
use crate::ui::prefs::{Coords, Lang, Notation};
use crate::ui::game::state::Action;
use damas_game::opponent::Opponent;
use damas_game::round::Opened;
use crate::ui::text::tools_text::{tx, Tx};
use damas_engine::{Color, GameKind, Variant};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use crate::ui::shell::web::select_value;
use crate::ui::class_list::class_list;
use yew::prelude::*;

/// Where the editor starts and how its board is drawn: what the page hands it.
#[derive(Clone, PartialEq)]
pub struct EditorSetup<G> {
    /// Interface language.
    pub lang: Lang,
    /// The position on view (the editor starts from it).
    pub position: G,
    /// Black is at the bottom.
    pub flipped: bool,
    /// Square labels.
    pub coords: Coords,
    /// How squares are named to screen readers.
    pub notation: Notation,
    /// The board's theme and piece set, as on the page.
    pub look: crate::look::Look,
}

/// Properties: where the editor starts, where a new game goes and that the editor closed.
#[derive(Properties, PartialEq)]
pub struct EditorDialogProps<G: SetsUp> {
    /// Where the editor starts and how its board is drawn.
    pub setup: EditorSetup<G>,
    /// A game started from the position set up (`Action::NewGame`).
    pub on_action: Callback<Action<G>>,
    /// The editor closed (after a new game too): its owner takes it away.
    pub on_close: Callback<()>,
}

/// The editor, open from the position on view when it is first drawn.
#[function_component(EditorDialog)]
pub fn editor_dialog<G: SetsUp + 'static>(props: &EditorDialogProps<G>) -> Html
where
    G::Standing: Draw,
{
    let lang = props.setup.lang;
    let flipped = props.setup.flipped;
    let editor = use_state(|| Editor::new(props.setup.position));
    let bad_fen = use_state(|| None::<G::FenError>);
    let ed = (*editor).clone();

    let update = {
        let editor = editor.clone();
        move |f: &dyn Fn(&mut Editor<G>)| {
            let mut e = (*editor).clone();
            f(&mut e);
            editor.set(e);
        }
    };
    let close = props.on_close.reform(|_: MouseEvent| ());
    let game = ed.game();
    let on_square = {
        let update = update.clone();
        Callback::from(move |square: Option<u32>| {
            if let Some(n) = square {
                update(&|e: &mut Editor<G>| e.click(n));
            }
        })
    };
    let view = Rc::new(still_view(&ed.position, flipped, props.setup.coords));

    // Palette and settings.
    let palette = G::TOOLS.iter().map(|&tool| {
        let onclick = {
            let update = update.clone();
            Callback::from(move |_: MouseEvent| update(&|e: &mut Editor<G>| e.tool = tool))
        };
        let label = G::tool_text(tool, lang);
        let icon = match G::tool_piece(tool) {
            Some(piece) => html! {
                <svg class="tool-icon" viewBox="0 0 1 1" aria-hidden="true">
                    <g class={class_list(&[Some("piece"), Some(piece.name())])}>{ piece.body() }</g>
                </svg>
            },
            None if tool == crate::ui::editor::Tool::TakeTop => html! { <span class="tool-text" aria-hidden="true">{ "↑" }</span> },
            None => html! {
                <svg class="tool-icon" viewBox="0 0 24 24" aria-hidden="true"><path class="erase" d="M6 6l12 12M18 6L6 18" /></svg>
            },
        };
        html! {
            <button type="button" class={class_list(&[Some("tool"), (ed.tool == tool).then_some("on")])} data-tool={G::tool_name(tool)}
                aria-pressed={(ed.tool == tool).to_string()} title={label} aria-label={label} {onclick}>{ icon }</button>
        }
    });
    let on_variant = {
        let update = update.clone();
        Callback::from(move |e: Event| {
            if let Some(kind) = select_value(&e).and_then(|s| s.parse::<GameKind>().ok()) {
                update(&|ed: &mut Editor<G>| ed.set_game(kind));
            }
        })
    };
    let on_turn = {
        let update = update.clone();
        Callback::from(move |e: Event| {
            if let Some(c) = select_value(&e).and_then(|s| s.parse::<Color>().ok()) {
                update(&|ed: &mut Editor<G>| ed.set_turn(c));
            }
        })
    };
    let on_clear = {
        let update = update.clone();
        Callback::from(move |_: MouseEvent| update(&|e: &mut Editor<G>| e.clear()))
    };
    let on_reset = {
        let update = update.clone();
        Callback::from(move |_: MouseEvent| update(&|e: &mut Editor<G>| e.reset()))
    };
    let on_fen = {
        let (editor, bad_fen) = (editor.clone(), bad_fen.clone());
        Callback::from(move |e: Event| {
            let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) else { return };
            let mut ed = (*editor).clone();
            match ed.set_fen(&input.value()) {
                Ok(()) => {
                    bad_fen.set(None);
                    editor.set(ed);
                }
                Err(err) => bad_fen.set(Some(err)),
            }
        })
    };
    let check = ed.check();
    let play = |computer: bool| {
        let (g, close, position) = (props.on_action.clone(), props.on_close.clone(), ed.position);
        let bottom = if flipped { Color::Black } else { Color::White };
        Callback::from(move |_: MouseEvent| {
            let turn = position.turn();
            // Against the computer the player takes the side to move, at the bottom.
            let opponent = if computer { Opponent::Computer { side: !turn } } else { Opponent::Local };
            g.emit(Action::new_game(Opened { opponent, ..Opened::new(position) }, if computer { turn } else { bottom }));
            close.emit(());
        })
    };
    // The games this editor can hold (the draughts variants; Lasca alone).
    let games: Vec<GameKind> =
        Variant::ALL.iter().map(|&v| GameKind::Draughts(v)).chain([GameKind::Lasca]).filter(|&k| G::initial_of(k).is_some()).collect();
    let variants = games.iter().map(|&k| {
        html! { <option value={k.name()} selected={k == game}>{ game_name(lang, k) }</option> }
    });
    let turn = ed.position.turn();
    let status = match &check {
        Ok(()) => html! { <p class="editor-status ok" data-editor-status="ok">{ tx(lang, Tx::PositionOk) }</p> },
        Err(e) => html! { <p class="editor-status error" data-editor-status="error" role="alert">{ sentence(&e.worded(lang)) }</p> },
    };
    let side_options = [Color::White, Color::Black].map(|c| {
        let label = crate::ui::text::i18n::text(lang, if c == Color::White { crate::ui::text::i18n::Text::WhiteBottom } else { crate::ui::text::i18n::Text::BlackBottom });
        html! { <option value={c.name()} selected={turn == c}>{ label }</option> }
    });
    html! {
        <div class="editor-overlay" data-editor="" role="dialog" aria-modal="true" aria-label={tx(lang, Tx::Editor)}>
            <div class="editor">
                <header class="editor-head">
                    <h2>{ tx(lang, Tx::Editor) }</h2>
                    <button type="button" class="quiet" data-action="close-editor" onclick={close}>{ tx(lang, Tx::Close) }</button>
                </header>
                <p class="hint">{ G::hint(lang) }</p>
                <div class="palette" role="toolbar">{ for palette }</div>
                <Board<G::Standing> {view} editing=true theme={props.setup.look.theme} pieces={props.setup.look.pieces} label={crate::ui::text::board_text::describe(lang, props.setup.notation, ed.position.any())} {lang} {on_square} />
                <div class="editor-fields">
                    if games.len() > 1 {
                        <label>
                            <span>{ crate::ui::text::i18n::text(lang, crate::ui::text::i18n::Text::VariantLabel) }</span>
                            <select data-field="editor-variant" onchange={on_variant}>{ for variants }</select>
                        </label>
                    }
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
                    <p class="editor-status error" data-editor-fen-error="" role="alert">{ sentence(&err.worded(lang)) }</p>
                }
                { status }
                <div class="share-buttons">
                    <button type="button" class="primary" data-action="editor-play" disabled={check.is_err()} onclick={play(false)}>
                        { tx(lang, Tx::PlayFromHere) }
                    </button>
                    <button type="button" data-action="editor-play-computer" disabled={check.is_err()} onclick={play(true)}>
                        { tx(lang, Tx::PlayComputer) }
                    </button>
                    <a data-action="image" href={crate::ui::shell::web::link(&crate::link::picture::picture_query(&crate::link::position_query(&ed.position), None))}>
                        { crate::ui::text::tools_text::tx(lang, crate::ui::text::tools_text::Tx::Image) }
                    </a>
                </div>
            </div>
        </div>
    }
}
