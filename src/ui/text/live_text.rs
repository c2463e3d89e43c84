//! Live play's words, in the player's language (each language's `live.rs`). The keys are here,
//! with the feature, since no other page uses them. Native, unit-tested.

use super::{en, es, pt, ru};
use crate::ui::prefs::Lang;

/// A text of the live page.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LiveText {
    /// The page's title (and the share sheet's).
    PlayFriend,
    /// The game page's header link to the live page (short: it shares a phone's row).
    PlayOnline,
    /// What the page is for, before an invitation.
    SetupIntro,
    /// The clock choice's label.
    Clock,
    /// No clock.
    NoClock,
    /// The colour choice's label.
    YourColour,
    /// White.
    White,
    /// Black.
    Black,
    /// Either colour, drawn by lot.
    Random,
    /// The button that makes the invitation.
    CreateInvite,
    /// While the connection is prepared.
    Preparing,
    /// Step 1 for the host.
    SendInvite,
    /// How long an invitation lasts.
    InviteLasts,
    /// Step 2 for the host.
    PasteReply,
    /// The button that connects with the pasted reply.
    Connect,
    /// Copy a code or link.
    Copy,
    /// Copied.
    Copied,
    /// Share through the device's share sheet.
    Share,
    /// The guest's heading.
    Invited,
    /// The guest plays White.
    YouPlayWhite,
    /// The guest plays Black.
    YouPlayBlack,
    /// The guest's step.
    SendReply,
    /// Waiting for the friend.
    Waiting,
    /// Connected.
    Connected,
    /// The friend left.
    Gone,
    /// Claim the game after the countdown.
    ClaimWin,
    /// Call the game drawn after the countdown.
    CallDraw,
    /// Go on by correspondence links.
    ByLinks,
    /// Resign.
    Resign,
    /// Offer a draw.
    OfferDraw,
    /// Ask to take a move back.
    AskTakeback,
    /// Call the game off.
    Abort,
    /// Ask for a rematch.
    Rematch,
    /// Yes to a proposal.
    Accept,
    /// No to a proposal.
    Decline,
    /// The friend offers a draw.
    OfferedDraw,
    /// The friend asks to take back.
    OfferedTakeback,
    /// The friend wants a rematch.
    OfferedRematch,
    /// Waiting for the friend's answer.
    Asked,
    /// The friend said yes.
    AnsweredYes,
    /// The friend said no.
    AnsweredNo,
    /// The game was called off.
    Aborted,
    /// Hints and analysis are off.
    FairPlay,
    /// The label of the chat phrases.
    Say,
    /// The heading of what the friend said.
    FriendSays,
    /// An invitation that cannot be read.
    BadInvite,
    /// An invitation of another version.
    OtherVersion,
    /// A reply that cannot be read.
    BadReply,
    /// A reply to another invitation.
    OtherInvite,
    /// The connection failed.
    Failed,
    /// This device has no network to connect through.
    NoNetwork,
    /// A message of the friend was refused.
    Resynced,
    /// Start again with a new invitation.
    NewInvite,
    /// Save the finished game.
    SavePdn,
    /// The connection servers setting.
    Servers,
    /// `ice=none`.
    ServersNone,
    /// `ice=default`.
    ServersDefault,
    /// The player's own servers.
    ServersOwn,
    /// Servers that cannot be read.
    BadServers,
    /// The room server's label (a setting: `signal=`).
    Signal,
    /// A room server address that cannot be used.
    BadSignal,
    /// The host's step with a room server: one link, nothing to paste.
    RoomInvite,
    /// A spectator's line.
    Watching,
    /// The room server cannot be reached.
    RoomUnreachable,
    /// The caption of the invitation's QR code.
    InviteQr,
    /// The caption of the reply link's QR code.
    ReplyQr,
    /// What a QR code is, for screen readers.
    QrLabel,
    /// Copy a link.
    CopyLink,
    /// The guest's second way: the code to paste.
    ReplyCode,
    /// A reply link's tab hands the reply to the invitation's tab.
    HandingOver,
    /// The invitation's tab took the reply.
    HandedOver,
    /// Close a reply link's tab.
    CloseTab,
    /// No tab of this browser waits for the reply.
    NoTabWaiting,
}

/// The text `key` in `lang`.
#[must_use]
pub const fn live_text(lang: Lang, key: LiveText) -> &'static str {
    match lang.words() {
        Lang::En => en::live::live_text(key),
        Lang::Pt => pt::live::live_text(key),
        Lang::Ru => ru::live::live_text(key),
        Lang::Es => es::live::live_text(key),
    }
}

/// "You can claim the game in 12 s."
#[must_use]
pub fn claim_in(lang: Lang, seconds: u64) -> String {
    match lang.words() {
        Lang::En => format!("You can claim the game in {seconds} s."),
        Lang::Pt => format!("Você poderá reivindicar a partida em {seconds} s."),
        Lang::Ru => format!("Через {seconds} с вы сможете потребовать победу."),
        Lang::Es => format!("Podrás reclamar la partida en {seconds} s."),
    }
}

/// A chat phrase's words.
#[must_use]
pub const fn phrase(lang: Lang, p: damas_live::offer::Phrase) -> &'static str {
    use damas_live::offer::Phrase as P;
    match (lang.words(), p) {
        (Lang::En, P::Hello) => "Hello!",
        (Lang::En, P::GoodLuck) => "Good luck!",
        (Lang::En, P::WellPlayed) => "Well played!",
        (Lang::En, P::Thanks) => "Thank you!",
        (Lang::En, P::GoodGame) => "Good game!",
        (Lang::Pt, P::Hello) => "Olá!",
        (Lang::Pt, P::GoodLuck) => "Boa sorte!",
        (Lang::Pt, P::WellPlayed) => "Bem jogado!",
        (Lang::Pt, P::Thanks) => "Obrigado!",
        (Lang::Pt, P::GoodGame) => "Bom jogo!",
        (Lang::Ru, P::Hello) => "Привет!",
        (Lang::Ru, P::GoodLuck) => "Удачи!",
        (Lang::Ru, P::WellPlayed) => "Хорошо сыграно!",
        (Lang::Ru, P::Thanks) => "Спасибо!",
        (Lang::Ru, P::GoodGame) => "Хорошая игра!",
        (Lang::Es, P::Hello) => "¡Hola!",
        (Lang::Es, P::GoodLuck) => "¡Buena suerte!",
        (Lang::Es, P::WellPlayed) => "¡Bien jugado!",
        (Lang::Es, P::Thanks) => "¡Gracias!",
        (Lang::Es, P::GoodGame) => "¡Buena partida!",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_every_live_word() {
        use LiveText as T;
        let all = [
            T::PlayFriend, T::PlayOnline, T::SetupIntro, T::Clock, T::NoClock, T::YourColour, T::White, T::Black, T::Random, T::CreateInvite,
            T::Preparing, T::SendInvite, T::InviteLasts, T::PasteReply, T::Connect, T::Copy, T::Copied, T::Share, T::Invited,
            T::YouPlayWhite, T::YouPlayBlack, T::SendReply, T::Waiting, T::Connected, T::Gone, T::ClaimWin, T::CallDraw, T::ByLinks,
            T::Resign, T::OfferDraw, T::AskTakeback, T::Abort, T::Rematch, T::Accept, T::Decline, T::OfferedDraw,
            T::OfferedTakeback, T::OfferedRematch, T::Asked, T::AnsweredYes, T::AnsweredNo, T::Aborted, T::FairPlay, T::Say,
            T::FriendSays, T::BadInvite, T::OtherVersion, T::BadReply, T::OtherInvite, T::Failed, T::NoNetwork, T::Resynced, T::NewInvite,
            T::SavePdn, T::Servers, T::ServersNone, T::ServersDefault, T::ServersOwn, T::BadServers,
            T::Signal, T::BadSignal, T::RoomInvite, T::Watching, T::RoomUnreachable,
            T::InviteQr, T::ReplyQr, T::QrLabel, T::CopyLink, T::ReplyCode, T::HandingOver, T::HandedOver, T::CloseTab, T::NoTabWaiting,
        ];
        for lang in Lang::ALL {
            for key in all {
                assert!(!live_text(lang, key).is_empty(), "{lang:?} {key:?}");
                if lang != Lang::En && !matches!(key, T::Copy | T::Share) {
                    assert_ne!(live_text(lang, key), live_text(Lang::En, key), "{lang:?} {key:?} is translated");
                }
            }
            assert!(claim_in(lang, 12).contains("12"));
        }
    }
}
