//! The Lasca page: loads the game (link, then storage, then a new game), keeps the address bar
//! and local storage in step, draws the board and the side panel; the AI worker (`engine`) plays
//! the computer's moves and finds hints.

use super::board::lasca_board;
use super::board_view::hint_arrow;
use super::editor::LascaEditor;
use super::editor_panel::LascaEditorPanel;
use super::engine::{use_lasca_engine, Spot};
use super::state::{LascaAction, LascaMessage, LascaState, LascaStatus, VARIANT_KEY};
use super::text::{self, label, Label, PdnNote};
use crate::ui::prefs::Lang;
use crate::ui::storage::{self, Key};
use damas_engine::{Color, Variant};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;


impl Reducible for LascaState {
    type Action = LascaAction;

    fn reduce(self: Rc<Self>, action: LascaAction) -> Rc<Self> {
        let mut next = (*self).clone();
        next.reduce(action);
        if next == *self {
            self
        } else {
            Rc::new(next)
        }
    }
}

fn initial() -> LascaState {
    let link = storage::page_query();
    match LascaState::from_query(&link) {
        // A wrong optional part (a bad level) costs only that part, and the player is told.
        Ok(read) => {
            let mut state = read.state;
            if let Some(e) = read.dropped.into_iter().next() {
                state.reduce(LascaAction::Notify(LascaMessage::LinkPartDropped(e)));
            }
            state
        }
        Err(e) => {
            let mut state = storage::load(Key::Lasca)
                .and_then(|q| LascaState::from_query(&q).ok())
                .map(|read| read.state)
                .unwrap_or_default();
            state.reduce(LascaAction::Notify(LascaMessage::LoadFailed(e)));
            state
        }
    }
}

fn language() -> Lang {
    let tags = storage::browser_languages();
    let base = Lang::detect(tags.iter().map(String::as_str));
    storage::load(Key::Prefs)
        .and_then(|p| p.split('&').find_map(|kv| kv.strip_prefix("lang=").and_then(Lang::from_tag)))
        .unwrap_or(base)
}

/// The editor's position drawn as a game that has not started, the right way up.
fn editing_view(ed: &LascaEditor, flipped: bool) -> LascaState {
    let mut view = LascaState::from_start(ed.position);
    view.flipped = flipped;
    view
}

fn select_value(e: &Event) -> String {
    e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()).map(|s| s.value()).unwrap_or_default()
}

/// The Lasca page.
#[function_component(LascaApp)]
pub fn lasca_app() -> Html {
    let state = use_reducer(initial);
    let lang = use_state(language);
    let inspect = use_state(|| None::<u8>);
    let opponent = use_state(|| state.computer);
    let level = use_state(|| state.level);
    let query = state.to_query();
    use_effect_with(query, |q| {
        storage::replace_url(q);
        storage::save(Key::Lasca, q);
    });
    let editor = use_state(|| None::<LascaEditor>);
    let hint_for = use_state(|| None::<Spot>);
    let engine = use_lasca_engine(&state, (*hint_for).clone());
    let thinking = engine.thinking;
    let lang_v = *lang;
    let pos = *state.position();
    let here: Spot = (pos.to_fen(), state.ply());
    let hint = engine.hint.as_ref().filter(|(at, _)| *at == here).map(|(_, mv)| mv.clone());
    let hint_arrow = hint.as_ref().and_then(|t| hint_arrow(&pos, t));
    let on_hint = {
        let (hint_for, here) = (hint_for.clone(), here.clone());
        Callback::from(move |_: MouseEvent| hint_for.set(Some(here.clone())))
    };
    let can_hint = matches!(state.status(), LascaStatus::ToMove { .. }) && !state.computers_turn_on_view();

    let on_click = {
        let (state, inspect) = (state.clone(), inspect.clone());
        Callback::from(move |bit: u8| {
            // The inspector follows the last square touched: a column tapped, or the one a move
            // just built there.
            inspect.set(Some(bit));
            state.dispatch(LascaAction::Click(bit));
        })
    };
    let act = |a: LascaAction| {
        let s = state.clone();
        Callback::from(move |_: MouseEvent| s.dispatch(a.clone()))
    };
    let status = state.status();
    let status_class = classes!(
        "status",
        matches!(status, LascaStatus::ToMove { capture: true, .. }).then_some("must-capture"),
        matches!(status, LascaStatus::Won(_) | LascaStatus::Drawn).then_some("over")
    );
    let dot = match status {
        LascaStatus::ToMove { turn, .. } | LascaStatus::Won(turn) => turn.name(),
        LascaStatus::Drawn => "draw",
    };
    let message = state.message.as_ref().map(|m| {
        let choices = match m {
            LascaMessage::ChoosePath(moves) => moves
                .iter()
                .map(|mv| {
                    let t = pos.move_text(mv);
                    html! { <button type="button" class="choice" onclick={act(LascaAction::Play(*mv))}>{ t }</button> }
                })
                .collect::<Html>(),
            _ => Html::default(),
        };
        html! {
            <div class="message refusal" data-message="" role="status">
                <p>{ text::message(lang_v, m, &pos) }</p>
                <div class="choices">{ choices }</div>
                <button type="button" class="dismiss" aria-label="×" onclick={act(LascaAction::Dismiss)}>{ "×" }</button>
            </div>
        }
    });
    let texts = state.move_texts();
    let moves = texts.chunks(2).enumerate().map(|(i, pair)| {
        let cell = |k: usize, t: &String| {
            let ply = i * 2 + k + 1;
            let current = ply == state.ply();
            html! {
                <button type="button" class={classes!("mv", current.then_some("current"))} data-ply={ply.to_string()}
                    onclick={act(LascaAction::GoTo(ply))}>{ t.clone() }</button>
            }
        };
        html! {
            <li><span class="num">{ format!("{}.", i + 1) }</span>{ for pair.iter().enumerate().map(|(k, t)| cell(k, t)) }</li>
        }
    });
    let on_opponent = {
        let opponent = opponent.clone();
        Callback::from(move |e: Event| {
            opponent.set(match select_value(&e).as_str() {
                "white" => Some(Color::White),
                "black" => Some(Color::Black),
                _ => None,
            });
        })
    };
    let on_level = {
        let level = level.clone();
        Callback::from(move |e: Event| level.set(select_value(&e).parse().unwrap_or(super::state::DEFAULT_LEVEL)))
    };
    let on_variant = Callback::from(move |e: Event| {
        let v = select_value(&e);
        if v != VARIANT_KEY {
            if let Some(w) = web_sys::window() {
                let _ = w.location().set_search(&format!("variant={v}"));
            }
        }
    });
    let start = {
        let (s, opponent, level) = (state.clone(), opponent.clone(), level.clone());
        Callback::from(move |_: MouseEvent| s.dispatch(LascaAction::NewGame { computer: *opponent, level: *level }))
    };
    let langs = Lang::ALL.iter().map(|&l| {
        let lang = lang.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            lang.set(l);
            storage::set_document_lang(l.code());
        });
        html! {
            <button type="button" class={classes!("lang", (l == lang_v).then_some("on"))} data-lang={l.code()}
                aria-pressed={(l == lang_v).to_string()} title={l.label()} {onclick}>
                { if l == Lang::Pt { "PT" } else { "EN" } }
            </button>
        }
    });
    let levels = damas_ai::LEVELS.iter().map(|l| {
        html! {
            <option value={l.number.to_string()} selected={l.number == *level}>
                { crate::ui::i18n::level_label(lang_v, l) }
            </option>
        }
    });
    let level_detail = damas_ai::level(*level).map(|l| crate::ui::i18n::level_description(lang_v, &l)).unwrap_or_default();
    let pdn_text = use_state(String::new);
    let pdn_note = use_state(|| None::<PdnNote>);
    let on_pdn_input = {
        let pdn_text = pdn_text.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(area) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok()) {
                pdn_text.set(area.value());
            }
        })
    };
    let on_open_pdn = {
        let (s, pdn_text, pdn_note) = (state.clone(), pdn_text.clone(), pdn_note.clone());
        Callback::from(move |_: MouseEvent| {
            // A link: Lasca's opens here, any other game's on its own page.
            if let Some(query) = crate::share::paste::link_query(&pdn_text) {
                match LascaState::from_query(&query) {
                    Ok(read) => {
                        let (start, moves) = (Box::new(*read.state.start()), read.state.line().to_vec());
                        s.dispatch(LascaAction::Load { start, moves });
                        pdn_note.set(None);
                    }
                    Err(crate::share::ShareError::OtherGame(_)) => crate::ui::web::open_query(&query),
                    Err(e) => pdn_note.set(Some(PdnNote::BadLink(e))),
                }
                return;
            }
            match damas_engine::lasca::read_lasca_games(&pdn_text) {
            Ok(games) => {
                let game = &games[0];
                s.dispatch(LascaAction::Load { start: Box::new(game.start), moves: game.moves.clone() });
                pdn_note.set((games.len() > 1).then_some(PdnNote::Games(games.len())));
            }
            Err(e) => pdn_note.set(Some(PdnNote::Unreadable(e))),
            }
        })
    };
    let on_copy_pdn = {
        let (s, pdn_note) = (state.clone(), pdn_note.clone());
        Callback::from(move |_: MouseEvent| {
            let note = pdn_note.clone();
            crate::ui::web::copy(&s.to_pdn(&crate::ui::web::today_pdn()), move |ok| {
                note.set(Some(if ok { PdnNote::PdnCopied } else { PdnNote::CopyRefused }));
            });
        })
    };
    let on_copy_link = {
        let (s, pdn_note) = (state.clone(), pdn_note.clone());
        Callback::from(move |_: MouseEvent| {
            let note = pdn_note.clone();
            crate::ui::web::copy(&crate::ui::web::link(&s.to_query()), move |ok| {
                note.set(Some(if ok { PdnNote::LinkCopied } else { PdnNote::CopyRefused }));
            });
        })
    };
    let on_download_pdn = {
        let s = state.clone();
        Callback::from(move |_: MouseEvent| {
            let _ = crate::ui::web::download("damas-lasca.pdn", &s.to_pdn(&crate::ui::web::today_pdn()), "application/x-chess-pdn");
        })
    };
    let typed_ref = use_node_ref();
    {
        // A move played empties the field; a refused one stays there to correct.
        let typed_ref = typed_ref.clone();
        use_effect_with(state.ply(), move |_| {
            if let Some(input) = typed_ref.cast::<HtmlInputElement>() {
                input.set_value("");
            }
        });
    }
    let on_typed = {
        let (s, typed_ref) = (state.clone(), typed_ref.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(input) = typed_ref.cast::<HtmlInputElement>() {
                s.dispatch(LascaAction::Typed(input.value()));
            }
        })
    };
    let on_setup = {
        let (editor, pos) = (editor.clone(), pos);
        Callback::from(move |_: MouseEvent| editor.set(Some(LascaEditor::new(pos))))
    };
    let on_edit_click = {
        let editor = editor.clone();
        Callback::from(move |bit: u8| {
            if let Some(mut ed) = (*editor).clone() {
                ed.click(bit);
                editor.set(Some(ed));
            }
        })
    };
    let on_edit_change = {
        let editor = editor.clone();
        Callback::from(move |ed: LascaEditor| editor.set(Some(ed)))
    };
    let on_edit_play = {
        let (editor, s) = (editor.clone(), state.clone());
        Callback::from(move |start: damas_engine::lasca::LascaPosition| {
            s.dispatch(LascaAction::Load { start: Box::new(start), moves: Vec::new() });
            editor.set(None);
        })
    };
    let on_edit_cancel = {
        let editor = editor.clone();
        Callback::from(move |()| editor.set(None))
    };
    let inspected = inspect.and_then(|bit| {
        let c = pos.column(bit);
        (!c.is_empty()).then(|| text::column(lang_v, bit, c))
    });
    html! {
        <div class="app lasca-app">
            <header class="top">
                <div class="brand">
                    <div>
                        <h1>{ label(lang_v, Label::Title) }</h1>
                        <p class="tagline">{ label(lang_v, Label::Subtitle) }</p>
                    </div>
                </div>
                <div class="langs" role="group" aria-label={label(lang_v, Label::Language)}>{ for langs }</div>
            </header>
            <main class="layout">
                if let Some(ed) = (*editor).clone() {
                    { lasca_board(&editing_view(&ed, state.flipped), lang_v, Vec::new(), true, &on_edit_click) }
                    <LascaEditorPanel editor={ed} lang={lang_v} on_change={on_edit_change} on_play={on_edit_play} on_cancel={on_edit_cancel} />
                } else {
                    { lasca_board(&state, lang_v, hint_arrow.into_iter().collect(), false, &on_click) }
                }
                if editor.is_none() {
                    <>
                        <section class="status-area">
                            <div class={status_class} data-status="" aria-live="polite">
                                <span class={classes!("turn-dot", dot)} aria-hidden="true" />
                                <div class="status-text">
                                    <span class="status-line">{ text::status(lang_v, status) }</span>
                                    if let Some(mv) = state.ply().checked_sub(1).and_then(|i| texts.get(i)) {
                                        <span class="sr-only" data-last-move="">{ crate::ui::i18n::last_move(lang_v, mv) }</span>
                                    }
                                    if thinking { <span class="status-note" data-thinking="">{ label(lang_v, Label::Thinking) }</span> }
                                </div>
                            </div>
                        </section>
                        <div class="message-slot">{ message.unwrap_or_default() }</div>
                        <nav class="controls">
                            <button type="button" class="ctl" data-action="undo" disabled={state.undo_target().is_none()} onclick={act(LascaAction::Undo)}>
                                { label(lang_v, Label::Undo) }</button>
                            <button type="button" class="ctl" data-action="redo" disabled={state.redo_target().is_none()} onclick={act(LascaAction::Redo)}>
                                { label(lang_v, Label::Redo) }</button>
                            <button type="button" class="ctl" data-action="flip" onclick={act(LascaAction::Flip)}>{ label(lang_v, Label::Flip) }</button>
                            <button type="button" class="ctl" data-action="hint" disabled={!can_hint || engine.hinting} onclick={on_hint}>
                                { label(lang_v, Label::Hint) }</button>
                        </nav>
                        if engine.hinting {
                            <p class="panel hint-line" data-hint-thinking="">{ label(lang_v, Label::Hinting) }</p>
                        }
                        if let Some(mv) = hint.clone() {
                            <p class="panel hint-line" data-hint={mv.clone()}>{ format!("{}: {mv}", label(lang_v, Label::Hint)) }</p>
                        }
                        <section class="panel inspect" data-inspect="">
                            <p>{ inspected.unwrap_or_else(|| label(lang_v, Label::Inspect).to_string()) }</p>
                        </section>
                        <section class="panel moves">
                            <h2>{ label(lang_v, Label::Moves) }</h2>
                            if texts.is_empty() {
                                <p class="empty" data-moves="">{ label(lang_v, Label::NoMoves) }</p>
                            } else {
                                <ol class="move-list" data-moves="">{ for moves }</ol>
                            }
                            <form class="type-move" data-type-move="" onsubmit={on_typed}>
                                <input ref={typed_ref} type="text" data-move-input="" maxlength="64" autocomplete="off"
                                    autocapitalize="off" spellcheck="false" enterkeyhint="go"
                                    aria-label={label(lang_v, Label::TypeMove)} placeholder={label(lang_v, Label::TypeMove)} />
                                <button type="submit">{ label(lang_v, Label::Play) }</button>
                            </form>
                        </section>
                        <section class="panel pdn" data-lasca-pdn="">
                            <h2>{ label(lang_v, Label::Share) }</h2>
                            <div class="row-buttons">
                                <button type="button" class="ctl" data-action="copy-link" onclick={on_copy_link}>{ label(lang_v, Label::CopyLink) }</button>
                                <button type="button" class="ctl" data-action="copy-pdn" onclick={on_copy_pdn}>{ label(lang_v, Label::CopyPdn) }</button>
                                <button type="button" class="ctl" data-action="download-pdn" onclick={on_download_pdn}>{ label(lang_v, Label::DownloadPdn) }</button>
                            </div>
                            <textarea data-field="pdn" rows="3" placeholder={label(lang_v, Label::PastePdn)} oninput={on_pdn_input} value={(*pdn_text).clone()} />
                            <button type="button" class="ctl" data-action="open-pdn" onclick={on_open_pdn}>{ label(lang_v, Label::OpenPdn) }</button>
                            if let Some(note) = &*pdn_note { <p class="note" data-pdn-note="">{ text::pdn_note(lang_v, note) }</p> }
                        </section>
                        <section class="panel new-game">
                            <h2>{ label(lang_v, Label::NewGame) }</h2>
                            <label class="row"><span>{ label(lang_v, Label::Game) }</span>
                                <select data-field="variant" onchange={on_variant}>
                                    <option value={VARIANT_KEY} selected=true>{ "Lasca" }</option>
                                    { for Variant::ALL.iter().map(|v| html! {
                                        <option value={v.name()}>{ crate::ui::names::variant_name(lang_v, *v) }</option>
                                    }) }
                                </select>
                            </label>
                            <label class="row"><span>{ label(lang_v, Label::Opponent) }</span>
                                <select data-field="computer" onchange={on_opponent}>
                                    <option value="none" selected={opponent.is_none()}>{ label(lang_v, Label::Friend) }</option>
                                    <option value="white" selected={*opponent == Some(Color::White)}>{ label(lang_v, Label::CpuWhite) }</option>
                                    <option value="black" selected={*opponent == Some(Color::Black)}>{ label(lang_v, Label::CpuBlack) }</option>
                                </select>
                            </label>
                            <label class="row"><span>{ label(lang_v, Label::Level) }</span>
                                <select data-field="level" onchange={on_level}>{ for levels }</select>
                            </label>
                            <p class="level-detail" data-level-detail="">{ level_detail }</p>
                            <button type="button" class="primary" data-action="new-game" onclick={start}>{ label(lang_v, Label::Start) }</button>
                            <button type="button" class="ctl setup" data-action="setup" onclick={on_setup}>{ label(lang_v, Label::Setup) }</button>
                            <p class="rules">{ label(lang_v, Label::Rules) }</p>
                        </section>
                    </>
                }
            </main>
        </div>
    }
}
