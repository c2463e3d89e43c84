//! Opening a game from text: a pasted link, lidraughts analysis URL, FEN or PDN (of any game),
//! or a PDN file. A file with several games offers a choice. A game of this page's kind opens
//! here; another game opens on its own page. Errors are shown here; the game on the board stays.

use crate::ui::prefs::PrefsAction;
use crate::link::paste::{parse_paste, PasteError, Pasted};
use crate::link::pdn::to_opened;
use crate::link::{parse_side, read_link, ShareError};
use crate::ui::game::board_game::BoardGame;
use crate::ui::text::error_text::{sentence, share_error};
use crate::ui::text::names::variant_name;
use crate::ui::prefs::Lang;
use crate::ui::game::state::{Action, Opened};
use crate::ui::text::tools_text::{paste_error, tx, Tx};
use damas_engine::notation::pdn::PdnGame;
use damas_engine::{Color, GameKind, Variant};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

/// Properties: what a pasted FEN is read as, and where an opened game goes.
#[derive(Properties, PartialEq)]
pub struct OpenPanelProps<G: BoardGame> {
    /// Interface language.
    pub lang: Lang,
    /// The game being played (a FEN or PDN that names no variant is read as this one's, or as
    /// Brazilian draughts on another game's page).
    pub game: GameKind,
    /// Black is at the bottom.
    pub flipped: bool,
    /// The opened game (`Action::Load`).
    pub on_action: Callback<Action<G>>,
    /// A turn of the board toward the link's side (`PrefsAction::Flip`).
    pub on_prefs: Callback<PrefsAction>,
}

#[derive(Clone, PartialEq)]
enum Outcome<G: BoardGame> {
    Idle,
    Opened,
    Failed(PasteError),
    BadLink(ShareError<G>),
    Choose(Rc<Vec<PdnGame>>),
}

/// Opens the game of link `query` here when it is one of this page's (seen from `side`, when
/// given), else on its own page.
fn open<G: BoardGame>(on_action: &Callback<Action<G>>, on_prefs: &Callback<PrefsAction>, outcome: &UseStateHandle<Outcome<G>>, flipped: bool, query: &str, side: Option<Color>) {
    match read_link::<G>(query) {
        Ok(read) => load(on_action, on_prefs, outcome, flipped, read.game, side),
        Err(ShareError::OtherGame(_)) => {
            let side = side.filter(|_| !query.contains("side=")).map(|c| format!("&side={}", c.name())).unwrap_or_default();
            crate::ui::shell::web::open_query(&format!("{query}{side}"));
        }
        Err(e) => outcome.set(Outcome::BadLink(e)),
    }
}

/// Opens `game` here, seen from `side` when given.
fn load<G: BoardGame>(on_action: &Callback<Action<G>>, on_prefs: &Callback<PrefsAction>, outcome: &UseStateHandle<Outcome<G>>, flipped: bool, game: Opened<G>, side: Option<Color>) {
    on_action.emit(Action::Load(Box::new(game)));
    if side.is_some_and(|side| (side == Color::Black) != flipped) {
        on_prefs.emit(PrefsAction::Flip);
    }
    outcome.set(Outcome::Opened);
}

/// A draughts game read here: opened as read, its comments and header kept (only a page of
/// draughts reads one: `Pasted::Game` comes to no other).
fn load_draughts<G: BoardGame>(on_action: &Callback<Action<G>>, on_prefs: &Callback<PrefsAction>, outcome: &UseStateHandle<Outcome<G>>, flipped: bool, game: Opened<damas_engine::Position>, side: Option<Color>) {
    match G::from_draughts(game) {
        Some(game) => load(on_action, on_prefs, outcome, flipped, game, side),
        None => outcome.set(Outcome::Failed(PasteError::Unrecognised)),
    }
}

/// The open panel.
#[function_component(OpenPanel)]
pub fn open_panel<G: BoardGame + 'static>(props: &OpenPanelProps<G>) -> Html {
    let lang = props.lang;
    let flipped = props.flipped;
    let text = use_state(String::new);
    let variant = use_state(|| match props.game {
        GameKind::Draughts(v) => v,
        GameKind::Lasca => Variant::Brazilian,
    });
    let outcome = use_state(|| Outcome::<G>::Idle);
    let reader = use_mut_ref(|| None::<gloo::file::callbacks::FileReader>);

    let open_text = {
        let (g, p, variant, outcome) = (props.on_action.clone(), props.on_prefs.clone(), variant.clone(), outcome.clone());
        // Draughts games are read (`Game`, `Games`) only on a page of draughts (`G::DRAUGHTS`, a
        // constant: the Lasca page's wasm holds no draughts reader); elsewhere they come as links.
        Rc::new(move |t: &str| {
            if G::DRAUGHTS {
                crate::ui::review::view::kept::keep_pdn_reviews(t, *variant);
            }
            match parse_paste::<G>(t, *variant) {
            Ok(Pasted::Game { game, side }) if G::DRAUGHTS => load_draughts(&g, &p, &outcome, flipped, *game, side),
            Ok(Pasted::Games(games)) if G::DRAUGHTS => outcome.set(Outcome::Choose(Rc::new(games))),
            Ok(Pasted::Elsewhere { query, .. }) => open(&g, &p, &outcome, flipped, &query, parse_side(&query).ok().flatten()),
            Ok(_) => outcome.set(Outcome::Failed(PasteError::Unrecognised)),
            Err(e) => outcome.set(Outcome::Failed(e)),
            }
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
        Outcome::Choose(games) if G::DRAUGHTS => {
            let options = games.iter().enumerate().map(|(i, g)| {
                let label = format!("{}. {} — {} ({})", i + 1, g.label(), g.result.as_deref().unwrap_or("*"),
                    variant_name(lang, g.game.variant()));
                let (on_action, on_prefs, outcome, games) = (props.on_action.clone(), props.on_prefs.clone(), outcome.clone(), games.clone());
                let onclick = Callback::from(move |_: MouseEvent| match to_opened(&games[i]) {
                    Ok(game) => load_draughts(&on_action, &on_prefs, &outcome, flipped, game, None),
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
        Outcome::BadLink(e) => html! { <p class="open-note error" data-open-error="" role="alert">{ sentence(&share_error(lang, e)) }</p> },
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
