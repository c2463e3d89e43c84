//! Sharing: links to the game and to the position on view, a correspondence link for the
//! opponent (through the system's share sheet on phones, else copied), PDN export (copy,
//! download), the picture of the position (`[data-action="image"]`, the pictures page), and the way back to the game the player had before opening a shared link.

use crate::link::pdn::file_name;
use crate::link::{parse_query, position_query, reply_query, to_query};
use damas_game::round::Opened;
use crate::ui::game::board_game::BoardGame;
use crate::ui::prefs::{Lang, Notation};
use crate::ui::game::state::{Action, Sent};
use crate::ui::shell::storage::{self, Key};
use crate::link::picture::picture_query;
use crate::ui::text::tools_text::{tx, Tx};
use crate::ui::shell::web;
use crate::ui::class_list::class_list;
use yew::prelude::*;

/// Properties: the game to share, and where a resumed game goes.
#[derive(Properties, PartialEq)]
pub struct SharePanelProps<G: BoardGame> {
    /// Interface language.
    pub lang: Lang,
    /// The game as links carry it.
    pub game: Opened<G>,
    /// The position on view.
    pub position: G,
    /// The player's notation (the PDN is written in it).
    #[prop_or(Notation::Numbers)]
    pub notation: Notation,
    /// The game's review as PDN comments and annotations (empty when not reviewed).
    #[prop_or_default]
    pub notes: std::rc::Rc<damas_engine::notation::pdn::Notes>,
    /// The board shows Black at the bottom (a picture is drawn as the player sees the board).
    #[prop_or(false)]
    pub flipped: bool,
    /// The previous game resumed (`Action::Load`), the game sent to a friend (`Action::SendToFriend`).
    pub on_action: Callback<Action<G>>,
}

/// What the panel last did.
#[derive(Clone, PartialEq)]
enum Note {
    None,
    Shared,
    Copied(String),
    Failed(String),
}

/// The share panel.
#[function_component(SharePanel)]
pub fn share_panel<G: BoardGame + 'static>(props: &SharePanelProps<G>) -> Html {
    let lang = props.lang;
    let note = use_state(|| Note::None);
    // The embed's preview loads only once its section is opened.
    let embed_open = use_state(|| false);
    // The game kept when a link replaced it, if it is one of this page's games.
    let previous = use_state(|| storage::load(Key::Previous).filter(|q| parse_query::<G>(q).is_ok()));

    let copy = |text: String| {
        let note = note.clone();
        Callback::from(move |_: MouseEvent| {
            let (n, t) = (note.clone(), text.clone());
            web::copy(&text, move |ok| n.set(if ok { Note::Copied(t) } else { Note::Failed(t) }));
        })
    };
    // The system's share sheet where there is one (phones), else the clipboard; the friend
    // then plays the side to move, and this device the other.
    let send = |url: String| {
        let (note, act) = (note.clone(), props.on_action.clone());
        let message = tx(lang, Tx::ReplyMessage);
        Callback::from(move |_: MouseEvent| {
            let (note, url2, act) = (note.clone(), url.clone(), act.clone());
            web::send_link(message, &url, move |sent| {
                act.emit(Action::SendToFriend);
                note.set(match sent {
                    Sent::Shared => Note::Shared,
                    Sent::Copied => Note::Copied(url2),
                    Sent::Failed => Note::Failed(url2),
                });
            });
        })
    };
    let shared = &props.game;
    let query = to_query(shared);
    let game_link = web::link(&query);
    let position_link = web::link(&position_query(&props.position));
    let reply_link = web::link(&reply_query(shared));
    // The picture page (its own bundle) draws the position on view, as the player sees it.
    let bottom = if props.flipped { damas_engine::Color::Black } else { damas_engine::Color::White };
    let image_link = web::link(&picture_query(&crate::link::picture::seen_from(&query, bottom), None));
    let embed_link = web::link(&crate::link::embed::embed_query(&query));
    let embed_code = crate::link::embed::iframe_code(&embed_link, "Damas", 360, 420);
    // The summary's click opens or closes the section (`toggle` does not bubble to the page's
    // delegated events; the click does).
    let on_embed_toggle = {
        let embed_open = embed_open.clone();
        Callback::from(move |_: MouseEvent| embed_open.set(!*embed_open))
    };
    let algebraic = props.notation == Notation::Algebraic;
    // A game opened from PDN goes back out with its own header; one played here says where.
    let (site, today) = (web::base_url(), web::today_pdn());
    let tags: Vec<(&str, &str)> =
        if shared.about.is_empty() { vec![("Event", "Damas"), ("Site", &site), ("Date", &today)] } else { shared.about.tags().to_vec() };
    let pdn = G::write_pdn_noted(shared, &tags, algebraic, &props.notes);
    let download = {
        let (pdn, name, note) = (pdn.clone(), file_name(shared, &web::today_pdn().replace('.', "-")), note.clone());
        Callback::from(move |_: MouseEvent| {
            if !web::download(&name, &pdn, "application/x-draughts-pdn") {
                note.set(Note::Failed(pdn.clone()));
            }
        })
    };
    let resume = {
        let (g, previous) = (props.on_action.clone(), previous.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(Ok(old)) = (*previous).as_deref().map(parse_query::<G>) {
                g.emit(Action::Load(Box::new(old)));
            }
            storage::remove(Key::Previous);
            previous.set(None);
        })
    };
    let (note_text, note_value, note_class) = match &*note {
        Note::None => (None, None, ""),
        Note::Shared => (Some(tx(lang, Tx::Shared)), None, "ok"),
        Note::Copied(v) => (Some(tx(lang, Tx::Copied)), Some(v.clone()), "ok"),
        Note::Failed(v) => (Some(tx(lang, Tx::CopyFailed)), Some(v.clone()), "error"),
    };
    html! {
        <section class="panel share" data-share="">
            <h2>{ tx(lang, Tx::Share) }</h2>
            if previous.is_some() {
                <div class="resume">
                    <span>{ tx(lang, Tx::PreviousKept) }</span>
                    <button type="button" data-action="resume" onclick={resume}>{ tx(lang, Tx::ResumePrevious) }</button>
                </div>
            }
            <div class="share-buttons">
                <button type="button" data-action="copy-game" data-link={game_link.clone()} onclick={copy(game_link)}>
                    { tx(lang, Tx::CopyGameLink) }
                </button>
                <button type="button" data-action="copy-position" data-link={position_link.clone()} onclick={copy(position_link)}>
                    { tx(lang, Tx::CopyPositionLink) }
                </button>
                <button type="button" class="primary" data-action="copy-reply" data-link={reply_link.clone()} onclick={send(reply_link)}>
                    { tx(lang, Tx::SendReply) }
                </button>
            </div>
            <p class="hint">{ tx(lang, Tx::ReplyHint) }</p>
            <div class="share-buttons">
                <a data-action="image" href={image_link}>{ tx(lang, Tx::Image) }</a>
                <button type="button" data-action="copy-pdn" onclick={copy(pdn.clone())}>{ tx(lang, Tx::CopyPdn) }</button>
                <button type="button" data-action="download-pdn" onclick={download}>{ tx(lang, Tx::DownloadPdn) }</button>
            </div>
            <details class="embed-code" data-embed-code="">
                <summary data-action="embed" onclick={on_embed_toggle}>{ tx(lang, Tx::EmbedOnSite) }</summary>
                <p class="hint">{ tx(lang, Tx::EmbedHint) }</p>
                <textarea class="share-text" readonly=true rows="3" data-field="embed-code" value={embed_code.clone()} />
                <div class="share-buttons">
                    <button type="button" data-action="copy-embed" onclick={copy(embed_code)}>{ tx(lang, Tx::CopyCode) }</button>
                </div>
                if *embed_open {
                    <iframe class="embed-preview" src={embed_link} title={tx(lang, Tx::Preview)} width="360" height="420" loading="lazy"></iframe>
                }
            </details>
            if let Some(t) = note_text {
                <p class={class_list(&[Some("share-note"), Some(note_class)])} data-share-note="" role="status">{ t }</p>
                if note_class == "error" {
                    <textarea class="share-text" readonly=true rows="3" data-share-text="" value={note_value.unwrap_or_default()} />
                }
            }
        </section>
    }
}
