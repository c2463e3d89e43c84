//! The live panel: the steps of the connection (the host's choices, the invitation to send and
//! the reply to paste; the guest's reply to send back), then the live game's own controls
//! (resign, draw, take-back, call off, rematch, the friend's proposals, preset phrases, what to
//! do when the friend is gone). Values in, callbacks out; no word comes from the peer.

use crate::ui::live::flow::Step;
use crate::ui::prefs::Lang;
use crate::ui::text::live_text::{claim_in, live_text, phrase, LiveText};
use damas_game::clock::TimeControl;
use damas_live::offer::{Offer, Phrase};
use crate::ui::class_list::class_list;
use crate::ui::shell::confirm::{confirm, ConfirmProps};
use crate::ui::text::flow_text::{flow_text, FlowText};
use yew::prelude::*;

/// What the player asks of the live page.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask<M> {
    /// Make an invitation: the clock, and the host's colour (`None`: by lot).
    Invite(Option<TimeControl>, Option<damas_engine::Color>),
    /// Connect with this reply.
    Connect(String),
    /// A new invitation for the same game (the connection was lost).
    Reinvite,
    /// Something in the game.
    Game(damas_live::session::Local<M>),
    /// Copy this text.
    Copy(String),
    /// Share this link through the device.
    Share(String),
    /// Save the finished game's PDN.
    Download(String),
    /// Use these connection servers (`ice=` text: `none`, `default` or servers).
    Ice(String),
    /// Meet in rooms on this server (`signal=` text; empty for none).
    Signal(String),
}

/// What the panel shows.
#[derive(Clone, Debug, PartialEq)]
pub struct View {
    /// Where the connection stands.
    pub step: Step,
    /// This player is the host.
    pub host: bool,
    /// The guest's colour line.
    pub seat: Option<damas_engine::Color>,
    /// The friend is gone: seconds until a claim (0: now).
    pub gone: Option<u64>,
    /// The friend's device is connected and greeted.
    pub connected: bool,
    /// The game is over (or called off).
    pub over: bool,
    /// The game may be called off.
    pub abortable: bool,
    /// This player's proposal waiting.
    pub asked: Option<Offer>,
    /// The friend's proposal waiting.
    pub offered: Option<Offer>,
    /// The last answer, if the friend answered.
    pub answered: Option<bool>,
    /// Called off.
    pub aborted: bool,
    /// A message of the friend was refused: why, in words.
    pub refused: Option<LiveText>,
    /// What the friend said last.
    pub heard: Option<Phrase>,
    /// A mistake to put right.
    pub error: Option<LiveText>,
    /// The correspondence link that goes on with this game.
    pub by_links: String,
    /// The finished game as PDN (tagged `Live game`, with the clocks).
    pub pdn: Option<String>,
    /// The connection servers (`ice=` text).
    pub ice: String,
    /// The invitation is to a room: nothing to paste.
    pub room: bool,
    /// This device watches the game (the room's seat was taken).
    pub watching: bool,
    /// The room server (`signal=` text; empty for none).
    pub signal: String,
}

/// The panel's props.
#[derive(Properties, PartialEq)]
pub struct Props<M: Clone + PartialEq + 'static> {
    /// The page's language.
    pub lang: Lang,
    /// What to show.
    pub view: View,
    /// What the player asks.
    pub on_ask: Callback<Ask<M>>,
}

/// The live panel.
#[function_component(LivePanel)]
pub fn live_panel<M: Clone + PartialEq + std::fmt::Debug + 'static>(props: &Props<M>) -> Html {
    let lang = props.lang;
    let t = |k| live_text(lang, k);
    let v = &props.view;
    let ask = props.on_ask.clone();
    let clock = use_state(|| None::<TimeControl>);
    let colour = use_state(|| Some(damas_engine::Color::White));
    let paste = use_node_ref();
    let asking_resign = use_state(|| false);
    // A question about resigning is for this game only: gone when it ends (a rematch starts fresh).
    {
        let asking = asking_resign.clone();
        use_effect_with(v.over, move |_| asking.set(false));
    }
    let body = match &v.step {
        Step::Setup => {
            let on_clock = {
                let clock = clock.clone();
                Callback::from(move |e: Event| clock.set(crate::ui::shell::web::select_value(&e).and_then(|s| s.parse().ok())))
            };
            let on_colour = {
                let colour = colour.clone();
                Callback::from(move |e: Event| {
                    colour.set(match crate::ui::shell::web::select_value(&e).as_deref() {
                        Some("black") => Some(damas_engine::Color::Black),
                        Some("random") => None,
                        _ => Some(damas_engine::Color::White),
                    });
                })
            };
            let create = ask.reform({
                let (clock, colour) = (*clock, *colour);
                move |_| Ask::Invite(clock, colour)
            });
            html! {
                <>
                    <p>{ t(LiveText::SetupIntro) }</p>
                    <label class="live-field">{ t(LiveText::Clock) }
                        <select data-field="live-clock" onchange={on_clock}>
                            <option value="" selected={clock.is_none()}>{ t(LiveText::NoClock) }</option>
                            { for TimeControl::PRESETS.iter().map(|c| html! { <option value={c.to_string()} selected={*clock == Some(*c)}>{ c.to_string() }</option> }) }
                        </select>
                    </label>
                    <label class="live-field">{ t(LiveText::YourColour) }
                        <select data-field="live-colour" onchange={on_colour}>
                            <option value="white" selected={*colour == Some(damas_engine::Color::White)}>{ t(LiveText::White) }</option>
                            <option value="black" selected={*colour == Some(damas_engine::Color::Black)}>{ t(LiveText::Black) }</option>
                            <option value="random" selected={colour.is_none()}>{ t(LiveText::Random) }</option>
                        </select>
                    </label>
                    // The plain choices first; the servers under a fold, open when one is set
                    // or needs putting right.
                    <details class="live-network" data-field="live-network"
                        open={v.ice != "default" || !v.signal.is_empty() || matches!(v.error, Some(LiveText::BadServers | LiveText::BadSignal))}>
                        <summary>{ t(LiveText::Network) }</summary>
                        { servers(lang, &v.ice, v.error, &ask) }
                        { room_server(lang, &v.signal, v.error, &ask) }
                    </details>
                    <p class="live-fair">{ t(LiveText::FairPlay) }</p>
                    <button type="button" class="primary" data-action="create-invite" onclick={create}>{ t(LiveText::CreateInvite) }</button>
                </>
            }
        }
        Step::Preparing => html! { <p class="live-wait" role="status">{ t(LiveText::Preparing) }</p> },
        Step::Inviting { link } => {
            let connect = {
                let (ask, paste) = (ask.clone(), paste.clone());
                Callback::from(move |_| {
                    let text = paste.cast::<web_sys::HtmlTextAreaElement>().map(|e| e.value()).unwrap_or_default();
                    ask.emit(Ask::Connect(text));
                })
            };
            html! {
                <>
                    <p>{ t(if v.room { LiveText::RoomInvite } else { LiveText::SendInvite }) }</p>
                    <input type="text" readonly=true class="live-code" data-field="invite-link" value={link.clone()} aria-label={t(LiveText::SendInvite)} />
                    <div class="live-row">
                        <button type="button" data-action="copy-invite" onclick={ask.reform({ let l = link.clone(); move |_| Ask::Copy(l.clone()) })}>{ t(LiveText::Copy) }</button>
                        <button type="button" data-action="share-invite" onclick={ask.reform({ let l = link.clone(); move |_| Ask::Share(l.clone()) })}>{ t(LiveText::Share) }</button>
                    </div>
                    { super::qr::qr_code(link, "invite-qr", t(LiveText::QrLabel), t(LiveText::InviteQr)) }
                    if v.room {
                        <p class="live-wait" role="status">{ t(LiveText::Waiting) }</p>
                    } else {
                        <p class="live-note">{ t(LiveText::InviteLasts) }</p>
                        <label class="live-field live-paste">{ t(LiveText::PasteReply) }
                            <textarea ref={paste} data-field="reply-paste" rows="3" autocomplete="off" spellcheck="false" />
                        </label>
                        if let Some(e) = v.error { <p class="live-error" role="alert">{ t(e) }</p> }
                        <button type="button" class="primary" data-action="connect" onclick={connect}>{ t(LiveText::Connect) }</button>
                    }
                </>
            }
        }
        Step::Replying { code } => super::reply_step::replying(lang, v.seat, code, &ask.reform(Ask::Copy), &ask.reform(Ask::Share)),
        Step::Failed(why) => html! {
            <>
                <p class="live-error" role="alert">{ t(*why) }</p>
                if v.host { <button type="button" data-action="new-invite" onclick={ask.reform(|_| Ask::Reinvite)}>{ t(LiveText::NewInvite) }</button> }
                <a class="live-links" href={v.by_links.clone()} data-action="by-links">{ t(LiveText::ByLinks) }</a>
            </>
        },
        Step::Playing if v.watching => {
            return html! {
                <section class="panel live-panel playing" aria-label={t(LiveText::PlayFriend)}>
                    <h2 class="live-title">{ t(LiveText::PlayFriend) }</h2>
                    <p class="live-note" role="status" data-field="live-watching">{ t(LiveText::Watching) }</p>
                </section>
            };
        }
        Step::Playing => {
            // During the game what needs an answer comes first (above the board on a phone), the
            // game's own buttons after the moves.
            return html! {
                <>
                    { alerts(lang, v, &ask) }
                    <section class="panel live-panel playing" aria-label={t(LiveText::PlayFriend)}>
                        <h2 class="live-title">{ t(LiveText::PlayFriend) }</h2>
                        // Whether the friend is there (the turn is in the status above the board).
                        if v.gone.is_none() {
                            <p class="live-presence" data-field="live-presence" role="status">{ t(if v.connected { LiveText::Connected } else { LiveText::Waiting }) }</p>
                        }
                        { actions(lang, v, &ask, &asking_resign) }
                    </section>
                </>
            };
        }
    };
    html! {
        <section class="panel live-panel steps" aria-label={t(LiveText::PlayFriend)}>
            <h2 class="live-title">{ t(LiveText::PlayFriend) }</h2>
            { body }
        </section>
    }
}

/// The connection servers: none (one network), the public STUN server, or the player's own
/// STUN/TURN servers (`stun:host:port`, `turn:host~user~credential`, as `ice=` writes them).
fn servers<M: 'static>(lang: Lang, ice: &str, error: Option<LiveText>, ask: &Callback<Ask<M>>) -> Html {
    let t = |k| live_text(lang, k);
    let custom = ice != "none" && ice != "default";
    let on_choice = ask.reform(|e: Event| Ask::Ice(crate::ui::shell::web::select_value(&e).unwrap_or_default()));
    let on_custom = ask.reform(|e: Event| {
        let value = e.target_dyn_into::<web_sys::HtmlInputElement>().map(|i| i.value()).unwrap_or_default();
        Ask::Ice(value)
    });
    html! {
        <>
            <label class="live-field">{ t(LiveText::Servers) }
                <select data-field="live-ice" onchange={on_choice}>
                    <option value="default" selected={ice == "default"}>{ t(LiveText::ServersDefault) }</option>
                    <option value="none" selected={ice == "none"}>{ t(LiveText::ServersNone) }</option>
                    <option value="stun:" selected={custom}>{ t(LiveText::ServersOwn) }</option>
                </select>
            </label>
            if custom {
                <input type="text" class="live-code" data-field="live-ice-custom" value={ice.to_string()} onchange={on_custom}
                    placeholder="turn:turn.example.org:3478~user~secret" aria-label={t(LiveText::ServersOwn)} spellcheck="false" autocomplete="off" />
            }
            if error == Some(LiveText::BadServers) { <p class="live-error" role="alert">{ t(LiveText::BadServers) }</p> }
        </>
    }
}

/// The room server: with one, an invitation is a room's link that the friend only opens (no
/// reply), and whoever else opens it watches.
fn room_server<M: 'static>(lang: Lang, signal: &str, error: Option<LiveText>, ask: &Callback<Ask<M>>) -> Html {
    let t = |k| live_text(lang, k);
    let on_change = ask.reform(|e: Event| Ask::Signal(e.target_dyn_into::<web_sys::HtmlInputElement>().map(|i| i.value()).unwrap_or_default()));
    html! {
        <>
            <label class="live-field">{ t(LiveText::Signal) }
                <input type="text" class="live-code" data-field="live-signal" value={signal.to_string()} onchange={on_change}
                    placeholder="wss://rooms.example.org" spellcheck="false" autocomplete="off" inputmode="url" />
            </label>
            if error == Some(LiveText::BadSignal) { <p class="live-error" role="alert">{ t(LiveText::BadSignal) }</p> }
        </>
    }
}

/// What needs the player's eye during the game: the friend's proposal, the friend gone, an
/// answer, a phrase. Nothing when there is nothing.
fn alerts<M: Clone + 'static>(lang: Lang, v: &View, ask: &Callback<Ask<M>>) -> Html {
    use damas_live::session::Local;
    let t = |k| live_text(lang, k);
    let act = |local: Local<M>| ask.reform(move |_| Ask::Game(local.clone()));
    let offered = v.offered.map(|o| match o {
        Offer::Draw => LiveText::OfferedDraw,
        Offer::Takeback => LiveText::OfferedTakeback,
        Offer::Rematch => LiveText::OfferedRematch,
    });
    let any = v.aborted || v.gone.is_some() || offered.is_some() || v.asked.is_some() || v.answered.is_some() || v.refused.is_some() || v.heard.is_some();
    if !any {
        return Html::default();
    }
    html! {
        <section class={class_list(&[Some("panel"), Some("live-alerts"), (offered.is_some() || v.gone.is_some()).then_some("urgent")])} aria-live="polite">
            if v.aborted { <p class="live-note" role="status">{ t(LiveText::Aborted) }</p> }
            if let Some(left) = v.gone {
                <div class="live-gone" role="alert">
                    <p>{ t(LiveText::Gone) }</p>
                    if left > 0 {
                        <p>{ claim_in(lang, left) }</p>
                    } else if !v.over {
                        <div class="live-row">
                            <button type="button" data-action="claim-win" onclick={act(Local::ClaimWin)}>{ t(LiveText::ClaimWin) }</button>
                            <button type="button" data-action="call-draw" onclick={act(Local::CallDraw)}>{ t(LiveText::CallDraw) }</button>
                        </div>
                    }
                    if v.host { <button type="button" data-action="new-invite" onclick={ask.reform(|_| Ask::Reinvite)}>{ t(LiveText::NewInvite) }</button> }
                    <a class="live-links" href={v.by_links.clone()} data-action="by-links">{ t(LiveText::ByLinks) }</a>
                </div>
            }
            if let Some(text) = offered {
                <div class="live-offer" role="alert" data-offer="">
                    <p>{ t(text) }</p>
                    <div class="live-row">
                        <button type="button" class="primary" data-action="accept" onclick={act(Local::Answer(true))}>{ t(LiveText::Accept) }</button>
                        <button type="button" data-action="decline" onclick={act(Local::Answer(false))}>{ t(LiveText::Decline) }</button>
                    </div>
                </div>
            }
            if v.asked.is_some() { <p class="live-note" role="status">{ t(LiveText::Asked) }</p> }
            if let Some(yes) = v.answered { <p class="live-note" role="status">{ t(if yes { LiveText::AnsweredYes } else { LiveText::AnsweredNo }) }</p> }
            if let Some(why) = v.refused { <p class="live-note" role="status">{ t(why) }</p> }
            if let Some(p) = v.heard { <p class="live-heard" role="status">{ t(LiveText::FriendSays) }{ " " }<q>{ phrase(lang, p) }</q></p> }
        </section>
    }
}

/// The game's own buttons (resigning asks first: `asking`) and the phrases.
fn actions<M: Clone + 'static>(lang: Lang, v: &View, ask: &Callback<Ask<M>>, asking: &UseStateHandle<bool>) -> Html {
    use damas_live::session::Local;
    let t = |k| live_text(lang, k);
    let act = |local: Local<M>| ask.reform(move |_| Ask::Game(local.clone()));
    html! {
        <>
            <div class="live-row live-actions">
                if v.over {
                    <button type="button" class="primary" data-action="rematch" disabled={v.asked.is_some()} onclick={act(Local::Propose(Offer::Rematch))}>{ t(LiveText::Rematch) }</button>
                    if let Some(pdn) = v.pdn.clone() {
                        <button type="button" data-action="download-pdn" data-pdn={pdn.clone()} onclick={ask.reform(move |_| Ask::Download(pdn.clone()))}>{ t(LiveText::SavePdn) }</button>
                    }
                } else {
                    if v.abortable { <button type="button" data-action="abort" onclick={act(Local::Abort)}>{ t(LiveText::Abort) }</button> }
                    <button type="button" data-action="offer-draw" disabled={v.asked.is_some()} onclick={act(Local::Propose(Offer::Draw))}>{ t(LiveText::OfferDraw) }</button>
                    <button type="button" data-action="takeback" disabled={v.asked.is_some()} onclick={act(Local::Propose(Offer::Takeback))}>{ t(LiveText::AskTakeback) }</button>
                    <button type="button" data-action="resign" disabled={**asking} onclick={{ let asking = asking.clone(); move |_| asking.set(true) }}>{ t(LiveText::Resign) }</button>
                }
            </div>
            // Resigning asks first, as in every other game.
            if **asking && !v.over {
                { confirm(&ConfirmProps {
                    question: flow_text(lang, FlowText::ResignQuestion).into(),
                    yes: flow_text(lang, FlowText::ResignConfirm).into(),
                    no: flow_text(lang, FlowText::Cancel).into(),
                    action: "confirm-resign",
                    on_yes: { let (asking, ask) = (asking.clone(), ask.clone()); Callback::from(move |()| { asking.set(false); ask.emit(Ask::Game(Local::Resign)); }) },
                    on_no: { let asking = asking.clone(); Callback::from(move |()| asking.set(false)) },
                }) }
            }
            <div class="live-row live-chat" aria-label={t(LiveText::Say)}>
                { for Phrase::ALL.iter().map(|&p| html! {
                    <button type="button" class="chip" data-action="say" data-phrase={p.name()} onclick={act(Local::Chat(p))}>{ phrase(lang, p) }</button>
                }) }
            </div>
            <p class="live-fair">{ t(LiveText::FairPlay) }</p>
        </>
    }
}
