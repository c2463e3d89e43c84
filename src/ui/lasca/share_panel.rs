//! Lasca's sharing panel: copy the game's link or its PDN, download the PDN, and open a pasted
//! Lasca PDN or link (a link to another game opens that game's page). PDN is Lasca's own
//! (`[Variant "Lasca"]`, columns in the FEN); links are the one reader's (`crate::share`).

use super::text::{label, pdn_note, Label, PdnNote};
use crate::share::{read_link, to_query, ShareError, SharedGame};
use crate::ui::state::{Action, Opened};
use crate::ui::web;
use crate::ui::prefs::Lang;
use damas_engine::lasca::{read_lasca_games, write_lasca_game, LascaPosition};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Properties: the game to share, and where an opened game goes.
#[derive(Properties, PartialEq)]
pub struct LascaSharePanelProps {
    /// Interface language.
    pub lang: Lang,
    /// The game as links carry it.
    pub shared: SharedGame<LascaPosition>,
    /// The result of the whole line, once it has ended (`1-0`…), for the PDN.
    #[prop_or_default]
    pub result: Option<&'static str>,
    /// A game opened (`Action::Load`).
    pub on_action: Callback<Action<LascaPosition>>,
}

/// The game as PDN, dated `date`.
fn pdn(shared: &SharedGame<LascaPosition>, result: Option<&str>, date: &str) -> String {
    write_lasca_game(&shared.start, &shared.moves, result.unwrap_or("*"), &[("Date", date)])
}

/// The panel.
#[function_component(LascaSharePanel)]
pub fn lasca_share_panel(props: &LascaSharePanelProps) -> Html {
    let lang = props.lang;
    let pasted = use_state(String::new);
    let note = use_state(|| None::<PdnNote>);
    let on_input = {
        let pasted = pasted.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(area) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok()) {
                pasted.set(area.value());
            }
        })
    };
    let on_open = {
        let (pasted, note, on_action) = (pasted.clone(), note.clone(), props.on_action.clone());
        Callback::from(move |_: MouseEvent| {
            // A link: Lasca's opens here, any other game's on its own page.
            if let Some(query) = crate::share::paste::link_query(&pasted) {
                match read_link::<LascaPosition>(&query) {
                    Ok(read) => {
                        on_action.emit(Action::Load(Box::new(Opened::from(&read.game))));
                        note.set(None);
                    }
                    Err(ShareError::OtherGame(_)) => web::open_query(&query),
                    Err(e) => note.set(Some(PdnNote::BadLink(e))),
                }
                return;
            }
            match read_lasca_games(&pasted) {
                Ok(games) => {
                    let game = &games[0];
                    let shared = SharedGame { moves: game.moves.clone(), ply: game.moves.len(), ..SharedGame::from_start(game.start) };
                    on_action.emit(Action::Load(Box::new(Opened::from(&shared))));
                    note.set((games.len() > 1).then_some(PdnNote::Games(games.len())));
                }
                Err(e) => note.set(Some(PdnNote::Unreadable(e))),
            }
        })
    };
    let copy = |text: String, done: PdnNote| {
        let note = note.clone();
        Callback::from(move |_: MouseEvent| {
            let (note, done) = (note.clone(), done.clone());
            web::copy(&text, move |ok| note.set(Some(if ok { done.clone() } else { PdnNote::CopyRefused })));
        })
    };
    let today = web::today_pdn();
    let text = pdn(&props.shared, props.result, &today);
    let on_copy_link = copy(web::link(&to_query(&props.shared)), PdnNote::LinkCopied);
    let on_copy_pdn = copy(text.clone(), PdnNote::PdnCopied);
    let on_download = Callback::from(move |_: MouseEvent| {
        let _ = web::download("damas-lasca.pdn", &text, "application/x-chess-pdn");
    });
    html! {
        <section class="panel share pdn" data-lasca-pdn="">
            <h2>{ label(lang, Label::Share) }</h2>
            <div class="share-buttons">
                <button type="button" data-action="copy-link" onclick={on_copy_link}>{ label(lang, Label::CopyLink) }</button>
                <button type="button" data-action="copy-pdn" onclick={on_copy_pdn}>{ label(lang, Label::CopyPdn) }</button>
                <button type="button" data-action="download-pdn" onclick={on_download}>{ label(lang, Label::DownloadPdn) }</button>
            </div>
            <textarea data-field="pdn" rows="3" placeholder={label(lang, Label::PastePdn)} oninput={on_input} value={(*pasted).clone()} />
            <button type="button" data-action="open-pdn" onclick={on_open}>{ label(lang, Label::OpenPdn) }</button>
            if let Some(n) = &*note { <p class="note" data-pdn-note="" role="status">{ pdn_note(lang, n) }</p> }
        </section>
    }
}
