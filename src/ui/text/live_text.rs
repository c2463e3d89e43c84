//! Live play's words, in the player's language (each language's `live.rs`). Native,
//! unit-tested.

use crate::ui::prefs::Lang;
use crate::ui::text::words::{message, Id};
pub use crate::ui::text::keys::LiveText;

/// The text `key` in `lang`.
#[must_use]
pub fn live_text(lang: Lang, key: LiveText) -> &'static str {
    crate::ui::text::words::text(lang, live_text_message(key))
}

/// The message of `key` (`<lang>/live.ftl`).
const fn live_text_message(key: LiveText) -> Id {
    match key {
        LiveText::PlayFriend => message!("live-play-friend"),
        LiveText::PlayOnline => message!("live-play-online"),
        LiveText::SetupIntro => message!("live-setup-intro"),
        LiveText::Clock => message!("live-clock"),
        LiveText::NoClock => message!("live-no-clock"),
        LiveText::YourColour => message!("live-your-colour"),
        LiveText::White => message!("live-white"),
        LiveText::Black => message!("live-black"),
        LiveText::Random => message!("live-random"),
        LiveText::CreateInvite => message!("live-create-invite"),
        LiveText::Preparing => message!("live-preparing"),
        LiveText::SendInvite => message!("live-send-invite"),
        LiveText::InviteLasts => message!("live-invite-lasts"),
        LiveText::PasteReply => message!("live-paste-reply"),
        LiveText::Connect => message!("live-connect"),
        LiveText::Copy => message!("live-copy"),
        LiveText::Copied => message!("live-copied"),
        LiveText::Share => message!("live-share"),
        LiveText::Invited => message!("live-invited"),
        LiveText::YouPlayWhite => message!("live-you-play-white"),
        LiveText::YouPlayBlack => message!("live-you-play-black"),
        LiveText::SendReply => message!("live-send-reply"),
        LiveText::Waiting => message!("live-waiting"),
        LiveText::Connected => message!("live-connected"),
        LiveText::Gone => message!("live-gone"),
        LiveText::ClaimWin => message!("live-claim-win"),
        LiveText::CallDraw => message!("live-call-draw"),
        LiveText::ByLinks => message!("live-by-links"),
        LiveText::Resign => message!("live-resign"),
        LiveText::OfferDraw => message!("live-offer-draw"),
        LiveText::AskTakeback => message!("live-ask-takeback"),
        LiveText::Abort => message!("live-abort"),
        LiveText::Rematch => message!("live-rematch"),
        LiveText::Accept => message!("live-accept"),
        LiveText::Decline => message!("live-decline"),
        LiveText::OfferedDraw => message!("live-offered-draw"),
        LiveText::OfferedTakeback => message!("live-offered-takeback"),
        LiveText::OfferedRematch => message!("live-offered-rematch"),
        LiveText::Asked => message!("live-asked"),
        LiveText::AnsweredYes => message!("live-answered-yes"),
        LiveText::AnsweredNo => message!("live-answered-no"),
        LiveText::Aborted => message!("live-aborted"),
        LiveText::FairPlay => message!("live-fair-play"),
        LiveText::Say => message!("live-say"),
        LiveText::FriendSays => message!("live-friend-says"),
        LiveText::BadInvite => message!("live-bad-invite"),
        LiveText::OtherVersion => message!("live-other-version"),
        LiveText::BadReply => message!("live-bad-reply"),
        LiveText::OtherInvite => message!("live-other-invite"),
        LiveText::Failed => message!("live-failed"),
        LiveText::NoNetwork => message!("live-no-network"),
        LiveText::Resynced => message!("live-resynced"),
        LiveText::ClockRefused => message!("live-clock-refused"),
        LiveText::HostGameRefused => message!("live-host-game-refused"),
        LiveText::Network => message!("live-network"),
        LiveText::NewInvite => message!("live-new-invite"),
        LiveText::SavePdn => message!("live-save-pdn"),
        LiveText::ServersOwn => message!("live-servers-own"),
        LiveText::BadServers => message!("live-bad-servers"),
        LiveText::Servers => message!("live-servers"),
        LiveText::ServersNone => message!("live-servers-none"),
        LiveText::ServersDefault => message!("live-servers-default"),
        LiveText::Signal => message!("live-signal"),
        LiveText::BadSignal => message!("live-bad-signal"),
        LiveText::RoomInvite => message!("live-room-invite"),
        LiveText::Watching => message!("live-watching"),
        LiveText::RoomUnreachable => message!("live-room-unreachable"),
        LiveText::InviteQr => message!("live-invite-qr"),
        LiveText::ReplyQr => message!("live-reply-qr"),
        LiveText::QrLabel => message!("live-qr-label"),
        LiveText::CopyLink => message!("live-copy-link"),
        LiveText::ReplyCode => message!("live-reply-code"),
        LiveText::HandingOver => message!("live-handing-over"),
        LiveText::HandedOver => message!("live-handed-over"),
        LiveText::CloseTab => message!("live-close-tab"),
        LiveText::NoTabWaiting => message!("live-no-tab-waiting"),
    }
}

/// "You can claim the game in 12 s."
#[must_use]
pub fn claim_in(lang: Lang, seconds: u64) -> String {
    crate::ui::text::words::format(lang, message!("live-claim-in"), &[("seconds", seconds.into())])
}

/// A chat phrase's words.
#[must_use]
pub fn phrase(lang: Lang, p: damas_live::offer::Phrase) -> &'static str {
    use damas_live::offer::Phrase as P;
    let message = match p {
        P::Hello => message!("live-phrase-hello"),
        P::GoodLuck => message!("live-phrase-good-luck"),
        P::WellPlayed => message!("live-phrase-well-played"),
        P::Thanks => message!("live-phrase-thanks"),
        P::GoodGame => message!("live-phrase-good-game"),
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
