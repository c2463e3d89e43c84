//! Opening a game from text: a pasted link, lidraughts analysis URL, FEN or PDN, or a PDN file.
//! A file with several games offers a choice. Errors are shown here; the game on the board stays.

use crate::share::paste::{parse_paste, PasteError, Pasted};
use crate::share::pdn::to_shared;
use crate::ui::names::variant_name;
use crate::ui::prefs::Lang;
use crate::ui::state::Action;
use crate::ui::tools_text::{paste_error, tx, Tx};
use damas_engine::notation::pdn::PdnGame;
use damas_engine::{Color, Variant};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

/// Properties: what a pasted FEN is read as, and where an opened game goes.
#[derive(Properties, PartialEq)]
pub struct OpenPanelProps {
    /// Interface language.
    pub lang: Lang,
    /// The variant being played (the default for a FEN or PDN that names none).
    pub variant: Variant,
    /// Black is at the bottom.
    pub flipped: bool,
    /// The opened game (`Action::Load`), and a turn of the board toward the link's side.
    pub on_action: Callback<Action>,
}

#[derive(Clone, PartialEq)]
enum Outcome {
    Idle,
    Opened,
    Failed(PasteError),
    Choose(Rc<Vec<PdnGame>>),
}

/// Shows `game` seen from `side` (when given).
fn show(on_action: &Callback<Action>, flipped: bool, game: crate::share::SharedGame, side: Option<Color>) {
    on_action.emit(Action::Load(Box::new((&game).into())));
    if let Some(side) = side {
        if (side == Color::Black) != flipped {
            on_action.emit(Action::Flip);
        }
    }
}

/// The open panel.
#[function_component(OpenPanel)]
pub fn open_panel(props: &OpenPanelProps) -> Html {
    let lang = props.lang;
    let flipped = props.flipped;
    let text = use_state(String::new);
    let variant = use_state(|| props.variant);
    let outcome = use_state(|| Outcome::Idle);
    let reader = use_mut_ref(|| None::<gloo::file::callbacks::FileReader>);

    let open_text = {
        let (g, variant, outcome) = (props.on_action.clone(), variant.clone(), outcome.clone());
        Rc::new(move |t: &str| match parse_paste(t, *variant) {
            Ok(Pasted::Game { game, side }) => {
                show(&g, flipped, game, side);
                outcome.set(Outcome::Opened);
            }
            Ok(Pasted::Games(games)) => outcome.set(Outcome::Choose(Rc::new(games))),
            Ok(Pasted::Elsewhere { query, .. }) => crate::ui::web::open_query(&query),
            Err(e) => outcome.set(Outcome::Failed(e)),
        })
    };
    let on_input = {
        let text = text.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(area) = e.target().and_then(|t| t.dyn_into::<HtmlTextAreaElement>().ok()) {
                text.set(area.value());
            }
        })
    };
    let on_submit = {
        let (text, open_text) = (text.clone(), open_text.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            open_text(&text);
        })
    };
    let on_variant = {
        let variant = variant.clone();
        Callback::from(move |e: Event| {
            let value = e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()).map(|s| s.value());
            if let Some(v) = value.and_then(|s| s.parse::<Variant>().ok()) {
                variant.set(v);
            }
        })
    };
    let on_file = {
        let (open_text, reader, text) = (open_text.clone(), reader.clone(), text.clone());
        Callback::from(move |e: Event| {
            let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) else { return };
            let Some(file) = input.files().and_then(|files| files.get(0)) else { return };
            let file = gloo::file::File::from(file);
            let (open_text, text) = (open_text.clone(), text.clone());
            let task = gloo::file::callbacks::read_as_text(&file, move |result| {
                let content = result.unwrap_or_default();
                open_text(&content);
                text.set(content.chars().take(20_000).collect());
            });
            *reader.borrow_mut() = Some(task);
            input.set_value("");
        })
    };
    let chooser = match &*outcome {
        Outcome::Choose(games) => {
            let options = games.iter().enumerate().map(|(i, g)| {
                let label = format!("{}. {} — {} ({})", i + 1, g.label(), g.result.as_deref().unwrap_or("*"),
                    variant_name(lang, g.game.variant()));
                let (on_action, outcome, games) = (props.on_action.clone(), outcome.clone(), games.clone());
                let onclick = Callback::from(move |_: MouseEvent| match to_shared(&games[i]) {
                    Ok(shared) => {
                        show(&on_action, flipped, shared, None);
                        outcome.set(Outcome::Opened);
                    }
                    Err(e) => outcome.set(Outcome::Failed(PasteError::Import(e))),
                });
                html! { <li><button type="button" class="game-choice" data-game-index={i.to_string()} {onclick}>{ label }</button></li> }
            });
            html! {
                <div class="choose-game" data-choose-game="">
                    <p>{ tx(lang, Tx::ChooseGame) }{ format!(" ({})", games.len()) }</p>
                    <ol>{ for options }</ol>
                </div>
            }
        }
        _ => Html::default(),
    };
    let variants = Variant::ALL.iter().map(|&v| {
        html! { <option value={v.name()} selected={v == *variant}>{ variant_name(lang, v) }</option> }
    });
    let note = match &*outcome {
        Outcome::Opened => html! { <p class="open-note ok" data-open-note="" role="status">{ tx(lang, Tx::Opened) }</p> },
        Outcome::Failed(e) => html! { <p class="open-note error" data-open-error="" role="alert">{ paste_error(lang, e) }</p> },
        _ => Html::default(),
    };
    html! {
        <section class="panel open" data-open="">
            <h2>{ tx(lang, Tx::Open) }</h2>
            <form onsubmit={on_submit}>
                <textarea name="paste" data-field="paste" rows="3" spellcheck="false" autocomplete="off"
                    placeholder={tx(lang, Tx::OpenPlaceholder)} aria-label={tx(lang, Tx::OpenPlaceholder)}
                    value={(*text).clone()} oninput={on_input} />
                <label class="inline">
                    <span>{ tx(lang, Tx::ForVariant) }</span>
                    <select name="paste-variant" data-field="paste-variant" onchange={on_variant}>{ for variants }</select>
                </label>
                <div class="share-buttons">
                    <button type="submit" class="primary" data-action="open">{ tx(lang, Tx::OpenButton) }</button>
                    <label class="file-button">
                        <input type="file" accept=".pdn,.txt,text/plain" data-field="pdn-file" onchange={on_file} />
                        <span>{ tx(lang, Tx::OpenFile) }</span>
                    </label>
                </div>
            </form>
            { note }
            { chooser }
        </section>
    }
}
