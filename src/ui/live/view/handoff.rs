//! The two tabs of a reply link (`live::handoff`): the waiting host's page listens on its game's
//! `BroadcastChannel` and connects with a reply heard there ([`use_reply_handoff`]); the tab a
//! reply link opened posts the reply and says where the game goes on ([`ReplyTab`]).

use super::controller::Shared;
use crate::ui::game::board_game::BoardGame;
use crate::ui::live::flow::Step;
use crate::ui::live::handoff::{channel, read_link, reply_in, reply_message, Handoff, TAKEN};
use crate::ui::text::live_text::{live_text, LiveText};
use damas_live::session::Role;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{BroadcastChannel, MessageEvent};
use crate::ui::class_list::class_list;
use yew::prelude::*;

/// How long the reply link's tab waits for the invitation's tab to answer: tabs of one browser
/// hear each other within milliseconds, even in the background.
const ANSWER_MS: u32 = 2500;

/// A channel with its listener; closed when dropped.
struct Listening {
    channel: BroadcastChannel,
    _listener: Closure<dyn Fn(MessageEvent)>,
}

impl Drop for Listening {
    fn drop(&mut self) {
        self.channel.set_onmessage(None);
        self.channel.close();
    }
}

/// Opens the channel of `game` and hands what it hears to `heard` (with the channel, to answer).
fn listen(game: u64, heard: impl Fn(&str, &BroadcastChannel) + 'static) -> Option<Listening> {
    let channel = BroadcastChannel::new(&channel(game)).ok()?;
    let answer = channel.clone();
    let listener = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
        if let Some(text) = e.data().as_string() {
            heard(&text, &answer);
        }
    });
    channel.set_onmessage(Some(listener.as_ref().unchecked_ref()));
    Some(Listening { channel, _listener: listener })
}

/// The host's page: while its invitation waits (and while it connects or plays, to tell a second
/// reply tab so), a reply posted on the game's channel is taken as if pasted, and answered.
#[hook]
pub fn use_reply_handoff<G: BoardGame + 'static>(live: &Shared<G>) {
    let game = {
        let c = live.borrow();
        let listening = matches!(c.step, Step::Inviting { .. } | Step::Preparing | Step::Playing);
        c.session.as_ref().filter(|s| listening && s.role() == Role::Host).map(damas_live::session::Session::game)
    };
    let me = Rc::downgrade(live);
    use_effect_with(game, move |game| {
        let listening = game.and_then(|game| {
            listen(game, move |text, answer| {
                let Some(code) = reply_in(text) else { return };
                let Some(shared) = me.upgrade() else { return };
                // Busy (never: messages come from the browser's loop): the other tab says no tab
                // answered, and offers the code to paste.
                let Ok(mut c) = shared.try_borrow_mut() else { return };
                let taken = match c.step {
                    Step::Inviting { .. } => {
                        c.connect(code);
                        true
                    }
                    Step::Preparing | Step::Playing => true,
                    _ => false,
                };
                if taken {
                    let _ = answer.post_message(&JsValue::from_str(TAKEN));
                }
            })
        });
        move || drop(listening)
    });
}

/// The tab a reply link opened: hands the reply over, then says what happened.
#[function_component(ReplyTab)]
pub fn reply_tab() -> Html {
    let prefs = use_memo((), |_| crate::ui::shell::storage::saved_prefs());
    let (lang, page) = (prefs.lang, prefs.look.page);
    let hash = use_memo((), |_| web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default());
    let reply = read_link(&hash);
    let state = use_state(|| match &reply {
        Ok(_) => Handoff::Sending,
        Err(why) => Handoff::Bad(*why),
    });
    {
        let state = state.clone();
        let reply = reply.clone().ok();
        use_effect_with((), move |_| {
            // The player's language and page palette, as the live page would set them.
            crate::ui::shell::storage::set_document_lang(lang.code());
            crate::ui::look::view::use_look::set_page(page);
            let handed = Rc::new(Cell::new(false));
            let work = reply.and_then(|reply| {
                let heard = {
                    let (state, handed) = (state.clone(), handed.clone());
                    move |text: &str, _: &BroadcastChannel| {
                        if text == TAKEN && !handed.replace(true) {
                            state.set(Handoff::Handed);
                        }
                    }
                };
                let listening = listen(reply.game, heard)?;
                let _ = listening.channel.post_message(&JsValue::from_str(&reply_message(&reply)));
                let timeout = gloo::timers::callback::Timeout::new(ANSWER_MS, move || {
                    if !handed.get() {
                        state.set(Handoff::NoTab);
                    }
                });
                Some((listening, timeout))
            });
            move || drop(work)
        });
    }
    let t = |k| live_text(lang, k);
    let code = reply.as_ref().map(damas_live::invite::Reply::to_code).unwrap_or_default();
    let close = Callback::from(|_| {
        let _ = web_sys::window().map(|w| w.close());
    });
    let copy = {
        let code = code.clone();
        Callback::from(move |_| crate::ui::shell::web::copy(&code, |_| ()))
    };
    let state = *state;
    html! {
        <main class="live-handoff" data-handoff={state.name()}>
            <section class="panel live-panel steps" aria-label={t(LiveText::PlayFriend)}>
                <h2 class="live-title">{ t(LiveText::PlayFriend) }</h2>
                <p class={class_list(&[matches!(state, Handoff::Bad(_)).then_some("live-error")])} role="status">{ t(state.text()) }</p>
                if state == Handoff::Handed {
                    <button type="button" class="primary" data-action="close-tab" onclick={close}>{ t(LiveText::CloseTab) }</button>
                }
                if state == Handoff::NoTab {
                    <textarea readonly=true class="live-code" data-field="reply-code" rows="3" value={code} aria-label={t(LiveText::ReplyCode)} />
                    <div class="live-row">
                        <button type="button" data-action="copy-reply" onclick={copy}>{ t(LiveText::Copy) }</button>
                    </div>
                }
                if matches!(state, Handoff::NoTab | Handoff::Bad(_)) {
                    <a class="live-links" href="./?live" data-action="new-invite">{ t(LiveText::NewInvite) }</a>
                }
            </section>
        </main>
    }
}
