//! The reply link: the guest's reply in a link (`…#live-reply=<code>`) that the host opens on the
//! device where the invitation waits (tapping it in a chat app opens a new tab). The new tab
//! hands the reply to the waiting tab over a `BroadcastChannel` named after the game, and the
//! waiting tab connects; the new tab then says the game goes on in the other tab, or that no tab
//! was waiting. What travels is read as hostile input. Pure, natively tested; the browser's side
//! is `view::handoff`.

use crate::ui::live::flow::reply_failure;
use crate::ui::text::live_text::LiveText;
use damas_live::invite::Reply;

/// The fragment's key of a reply link.
pub const KEY: &str = "live-reply=";

/// What the waiting tab answers when it took the reply (or already plays that game).
pub const TAKEN: &str = "taken";

/// The prefix of the new tab's message: the reply code follows.
const REPLY: &str = "reply ";

/// The reply link of `code`, on the page at `base` (its origin and path).
#[must_use]
pub fn reply_link(base: &str, code: &str) -> String {
    format!("{base}#{KEY}{code}")
}

/// The channel both tabs of game `game` talk on.
#[must_use]
pub fn channel(game: u64) -> String {
    format!("damas-live-{game:x}")
}

/// Whether a page's fragment (`location.hash`, with its `#`) is a reply link's.
#[must_use]
pub fn is_reply_link(hash: &str) -> bool {
    hash.strip_prefix('#').unwrap_or(hash).starts_with(KEY)
}

/// The reply a reply link's fragment carries, or the words for what is wrong with it.
///
/// # Errors
/// An unreadable reply, or one of another version of damas.
pub fn read_link(hash: &str) -> Result<Reply, LiveText> {
    let hash = hash.strip_prefix('#').unwrap_or(hash);
    let code = hash.strip_prefix(KEY).ok_or(LiveText::BadReply)?;
    // A code cut out of the fragment (`…&x=…`) or written by a chat app with %-escapes is read
    // as it stands: the code's own characters need none.
    Reply::from_code(code).map_err(|e| reply_failure(Some(&e)))
}

/// The new tab's message carrying `reply`.
#[must_use]
pub fn reply_message(reply: &Reply) -> String {
    format!("{REPLY}{}", reply.to_code())
}

/// The reply code in a message heard on the channel, if it is one (still to be read as a reply).
#[must_use]
pub fn reply_in(message: &str) -> Option<&str> {
    message.strip_prefix(REPLY)
}

/// Where the new tab stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Handoff {
    /// The reply was posted; no answer yet.
    Sending,
    /// The waiting tab took it: the game goes on there.
    Handed,
    /// No tab answered.
    NoTab,
    /// The link cannot be read: why.
    Bad(LiveText),
}

impl Handoff {
    /// The words for this state.
    #[must_use]
    pub const fn text(self) -> LiveText {
        match self {
            Handoff::Sending => LiveText::HandingOver,
            Handoff::Handed => LiveText::HandedOver,
            Handoff::NoTab => LiveText::NoTabWaiting,
            Handoff::Bad(why) => why,
        }
    }

    /// The markup's `data-handoff`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Handoff::Sending => "sending",
            Handoff::Handed => "handed",
            Handoff::NoTab => "no-tab",
            Handoff::Bad(_) => "bad",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply() -> Reply {
        // A browser's answer, as a code.
        let sdp = "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\na=ice-ufrag:abcd\r\na=ice-pwd:abcdefghijklmnopqrstuvwx\r\na=fingerprint:sha-256 00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF\r\na=setup:active\r\na=mid:0\r\na=sctp-port:5000\r\na=candidate:1 1 udp 2122260223 10.77.0.1 50000 typ host\r\n";
        let answer = damas_live::sdp::compact(damas_live::sdp::Kind::Answer, sdp).unwrap();
        Reply { game: 0x3f9a_0c7e_12d4_b6a8, answer }
    }

    #[test]
    fn a_reply_link_carries_the_reply_and_reads_back() {
        let reply = reply();
        let link = reply_link("https://damas.example.org/", &reply.to_code());
        assert!(link.starts_with("https://damas.example.org/#live-reply=1.3f9a0c7e12d4b6a8."), "{link}");
        let hash = &link[link.find('#').unwrap_or(0)..];
        assert!(is_reply_link(hash));
        assert_eq!(read_link(hash), Ok(reply.clone()));
        // The message the new tab posts carries the same code.
        let message = reply_message(&reply);
        assert_eq!(reply_in(&message).map(Reply::from_code), Some(Ok(reply)));
        assert_eq!(reply_in(TAKEN), None);
    }

    #[test]
    fn a_broken_reply_link_says_why_and_never_panics() {
        assert!(!is_reply_link("#live=1.2.brazilian"));
        assert_eq!(read_link("#live-reply="), Err(LiveText::BadReply));
        assert_eq!(read_link("#live-reply=1.zz.AAAA"), Err(LiveText::BadReply));
        assert_eq!(read_link("#live-reply=7.1.AAAA"), Err(LiveText::OtherVersion));
        assert_eq!(read_link("#elsewhere"), Err(LiveText::BadReply));
        for text in ["#live-reply=1.1.", "#live-reply=1.1.\u{1F600}", "#live-reply=%00%ff", &format!("#live-reply=1.1.{}", "A".repeat(20_000))] {
            assert!(read_link(text).is_err(), "{text:.40}");
        }
        assert_eq!(channel(0xAB), "damas-live-ab");
        assert_eq!((Handoff::NoTab.text(), Handoff::Bad(LiveText::OtherVersion).text()), (LiveText::NoTabWaiting, LiveText::OtherVersion));
        assert_eq!(Handoff::Handed.name(), "handed");
    }
}
