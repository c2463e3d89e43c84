//! The guest's step once the reply is ready: the reply link to send back (copied, shared, or
//! scanned from this screen by the host's phone), and the reply code for a host who pastes.

use super::qr::qr_code;
use crate::ui::live::handoff::reply_link;
use crate::ui::prefs::Lang;
use crate::ui::text::live_text::{live_text, LiveText};
use damas_engine::Color;
use yew::prelude::*;

/// The guest's panel body for reply `code`, playing `seat`; `copy` and `share` take a text.
pub fn replying(lang: Lang, seat: Option<Color>, code: &str, copy: &Callback<String>, share: &Callback<String>) -> Html {
    let t = |k| live_text(lang, k);
    let link = reply_link(&crate::ui::shell::web::base_url(), code);
    let send = |what: &Callback<String>, text: &str| {
        let text = text.to_string();
        what.reform(move |_| text.clone())
    };
    html! {
        <>
            <h2>{ t(LiveText::Invited) }</h2>
            if let Some(seat) = seat {
                <p data-field="live-seat">{ t(if seat == Color::White { LiveText::YouPlayWhite } else { LiveText::YouPlayBlack }) }</p>
            }
            <p>{ t(LiveText::SendReply) }</p>
            <input type="text" readonly=true class="live-code" data-field="reply-link" value={link.clone()} aria-label={t(LiveText::SendReply)} />
            <div class="live-row">
                <button type="button" data-action="copy-reply-link" onclick={send(copy, &link)}>{ t(LiveText::CopyLink) }</button>
                <button type="button" data-action="share-reply" onclick={send(share, &link)}>{ t(LiveText::Share) }</button>
            </div>
            { qr_code(&link, "reply-qr", t(LiveText::QrLabel), t(LiveText::ReplyQr)) }
            <p class="live-note">{ t(LiveText::ReplyCode) }</p>
            <textarea readonly=true class="live-code" data-field="reply-code" rows="3" value={code.to_string()} aria-label={t(LiveText::ReplyCode)} />
            <div class="live-row">
                <button type="button" data-action="copy-reply" onclick={send(copy, code)}>{ t(LiveText::Copy) }</button>
            </div>
            <p class="live-wait" role="status">{ t(LiveText::Waiting) }</p>
        </>
    }
}
