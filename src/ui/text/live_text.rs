//! Live play's words, in the player's language (each language's `live.rs`). Native,
//! unit-tested.

use crate::ui::prefs::Lang;
use crate::ui::text::words::{id, Id};
pub use crate::ui::text::keys::LiveText;

/// The text `key` in `lang`.
#[must_use]
pub fn live_text(lang: Lang, key: LiveText) -> &'static str {
    crate::ui::text::words::text(lang, live_text_message(key))
}

/// The message of `key` (`<lang>/live.ftl`).
const fn live_text_message(key: LiveText) -> Id {
    match key {
        LiveText::PlayFriend => id("live-play-friend"),
        LiveText::PlayOnline => id("live-play-online"),
        LiveText::SetupIntro => id("live-setup-intro"),
        LiveText::Clock => id("live-clock"),
        LiveText::NoClock => id("live-no-clock"),
        LiveText::YourColour => id("live-your-colour"),
        LiveText::White => id("live-white"),
        LiveText::Black => id("live-black"),
        LiveText::Random => id("live-random"),
        LiveText::CreateInvite => id("live-create-invite"),
        LiveText::Preparing => id("live-preparing"),
        LiveText::SendInvite => id("live-send-invite"),
        LiveText::InviteLasts => id("live-invite-lasts"),
        LiveText::PasteReply => id("live-paste-reply"),
        LiveText::Connect => id("live-connect"),
        LiveText::Copy => id("live-copy"),
        LiveText::Copied => id("live-copied"),
        LiveText::Share => id("live-share"),
        LiveText::Invited => id("live-invited"),
        LiveText::YouPlayWhite => id("live-you-play-white"),
        LiveText::YouPlayBlack => id("live-you-play-black"),
        LiveText::SendReply => id("live-send-reply"),
        LiveText::Waiting => id("live-waiting"),
        LiveText::Connected => id("live-connected"),
        LiveText::Gone => id("live-gone"),
        LiveText::ClaimWin => id("live-claim-win"),
        LiveText::CallDraw => id("live-call-draw"),
        LiveText::ByLinks => id("live-by-links"),
        LiveText::Resign => id("live-resign"),
        LiveText::OfferDraw => id("live-offer-draw"),
        LiveText::AskTakeback => id("live-ask-takeback"),
        LiveText::Abort => id("live-abort"),
        LiveText::Rematch => id("live-rematch"),
        LiveText::Accept => id("live-accept"),
        LiveText::Decline => id("live-decline"),
        LiveText::OfferedDraw => id("live-offered-draw"),
        LiveText::OfferedTakeback => id("live-offered-takeback"),
        LiveText::OfferedRematch => id("live-offered-rematch"),
        LiveText::Asked => id("live-asked"),
        LiveText::AnsweredYes => id("live-answered-yes"),
        LiveText::AnsweredNo => id("live-answered-no"),
        LiveText::Aborted => id("live-aborted"),
        LiveText::FairPlay => id("live-fair-play"),
        LiveText::Say => id("live-say"),
        LiveText::FriendSays => id("live-friend-says"),
        LiveText::BadInvite => id("live-bad-invite"),
        LiveText::OtherVersion => id("live-other-version"),
        LiveText::BadReply => id("live-bad-reply"),
        LiveText::OtherInvite => id("live-other-invite"),
        LiveText::Failed => id("live-failed"),
        LiveText::NoNetwork => id("live-no-network"),
        LiveText::Resynced => id("live-resynced"),
        LiveText::ClockRefused => id("live-clock-refused"),
        LiveText::HostGameRefused => id("live-host-game-refused"),
        LiveText::Network => id("live-network"),
        LiveText::NewInvite => id("live-new-invite"),
        LiveText::SavePdn => id("live-save-pdn"),
        LiveText::ServersOwn => id("live-servers-own"),
        LiveText::BadServers => id("live-bad-servers"),
        LiveText::Servers => id("live-servers"),
        LiveText::ServersNone => id("live-servers-none"),
        LiveText::ServersDefault => id("live-servers-default"),
        LiveText::Signal => id("live-signal"),
        LiveText::BadSignal => id("live-bad-signal"),
        LiveText::RoomInvite => id("live-room-invite"),
        LiveText::Watching => id("live-watching"),
        LiveText::RoomUnreachable => id("live-room-unreachable"),
        LiveText::InviteQr => id("live-invite-qr"),
        LiveText::ReplyQr => id("live-reply-qr"),
        LiveText::QrLabel => id("live-qr-label"),
        LiveText::CopyLink => id("live-copy-link"),
        LiveText::ReplyCode => id("live-reply-code"),
        LiveText::HandingOver => id("live-handing-over"),
        LiveText::HandedOver => id("live-handed-over"),
        LiveText::CloseTab => id("live-close-tab"),
        LiveText::NoTabWaiting => id("live-no-tab-waiting"),
    }
}

/// "You can claim the game in 12 s."
#[must_use]
pub fn claim_in(lang: Lang, seconds: u64) -> String {
    crate::ui::text::words::format(lang, id("live-claim-in"), &[("seconds", seconds.into())])
}

/// A chat phrase's words.
#[must_use]
pub fn phrase(lang: Lang, p: damas_live::offer::Phrase) -> &'static str {
    use damas_live::offer::Phrase as P;
    let message = match p {
        P::Hello => id("live-phrase-hello"),
        P::GoodLuck => id("live-phrase-good-luck"),
        P::WellPlayed => id("live-phrase-well-played"),
        P::Thanks => id("live-phrase-thanks"),
        P::GoodGame => id("live-phrase-good-game"),
    };
    crate::ui::text::words::text(lang, message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_every_live_word() {
        use LiveText as T;
        for lang in Lang::ALL {
            for &key in LiveText::ALL {
                assert!(!live_text(lang, key).is_empty(), "{lang:?} {key:?}");
                if lang != Lang::En && !matches!(key, T::Copy | T::Share) {
                    assert_ne!(live_text(lang, key), live_text(Lang::En, key), "{lang:?} {key:?} is translated");
                }
            }
            assert!(claim_in(lang, 12).contains("12"));
        }
    }
}
