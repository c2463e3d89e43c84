//! Interface text of the sharing, opening, PDN, editor, embed and offline features, and the Lasca
//! page's own labels, in the player's language (each language's `tools.ftl`; kept apart from
//! `i18n` so the two can grow independently). Error details come from `error_text`, in the same
//! language, after a lead. Native, unit-tested.

use crate::link::paste::PasteError;
use crate::ui::prefs::Lang;
use crate::ui::text::words::{format, message, Id};
pub use crate::ui::text::keys::{LascaTx, Tx};

/// The label `key` in `lang`.
#[must_use]
pub fn tx(lang: Lang, key: Tx) -> &'static str {
    crate::ui::text::words::text(lang, tx_message(key))
}

/// The message of `key` (`<lang>/tools.ftl`).
const fn tx_message(key: Tx) -> Id {
    match key {
        Tx::UpdateReady => message!("tx-update-ready"),
        Tx::Reload => message!("tx-reload"),
        Tx::Later => message!("tx-later"),
        Tx::OfflineAll => message!("tx-offline-all"),
        Tx::OfflineReady => message!("tx-offline-ready"),
        Tx::OfflineBusy => message!("tx-offline-busy"),
        Tx::Share => message!("tx-share"),
        Tx::CopyGameLink => message!("tx-copy-game-link"),
        Tx::CopyPositionLink => message!("tx-copy-position-link"),
        Tx::SendReply => message!("tx-send-reply"),
        Tx::TwoPlayersHere => message!("tx-two-players-here"),
        Tx::SendToFriend => message!("tx-send-to-friend"),
        Tx::YourMoveThenSend => message!("tx-your-move-then-send"),
        Tx::SendYourMove => message!("tx-send-your-move"),
        Tx::SendYourMoveButton => message!("tx-send-your-move-button"),
        Tx::GameOverSend => message!("tx-game-over-send"),
        Tx::ReplyHint => message!("tx-reply-hint"),
        Tx::ReplyMessage => message!("tx-reply-message"),
        Tx::Shared => message!("tx-shared"),
        Tx::Copied => message!("tx-copied"),
        Tx::CopyFailed => message!("tx-copy-failed"),
        Tx::ResumePrevious => message!("tx-resume-previous"),
        Tx::PreviousKept => message!("tx-previous-kept"),
        Tx::Open => message!("tx-open"),
        Tx::OpenPlaceholder => message!("tx-open-placeholder"),
        Tx::OpenButton => message!("tx-open-button"),
        Tx::OpenFile => message!("tx-open-file"),
        Tx::ChooseGame => message!("tx-choose-game"),
        Tx::Opened => message!("tx-opened"),
        Tx::ForVariant => message!("tx-for-variant"),
        Tx::Pdn => message!("tx-pdn"),
        Tx::CopyPdn => message!("tx-copy-pdn"),
        Tx::DownloadPdn => message!("tx-download-pdn"),
        Tx::Image => message!("tx-image"),
        Tx::Editor => message!("tx-editor"),
        Tx::EditorHint => message!("tx-editor-hint"),
        Tx::EditPosition => message!("tx-edit-position"),
        Tx::EditorNotLoaded => message!("tx-editor-not-loaded"),
        Tx::Close => message!("tx-close"),
        Tx::SideToMove => message!("tx-side-to-move"),
        Tx::Clear => message!("tx-clear"),
        Tx::StartPosition => message!("tx-start-position"),
        Tx::PlayFromHere => message!("tx-play-from-here"),
        Tx::PlayComputer => message!("tx-play-computer"),
        Tx::Fen => message!("tx-fen"),
        Tx::Erase => message!("tx-erase"),
        Tx::WhiteMan => message!("tx-white-man"),
        Tx::WhiteKing => message!("tx-white-king"),
        Tx::BlackMan => message!("tx-black-man"),
        Tx::BlackKing => message!("tx-black-king"),
        Tx::PositionOk => message!("tx-position-ok"),
        Tx::Previous => message!("tx-previous"),
        Tx::Next => message!("tx-next"),
        Tx::EmbedBadOptions => message!("tx-embed-bad-options"),
        Tx::OpenFull => message!("tx-open-full"),
        Tx::EmbedOnSite => message!("tx-embed-on-site"),
        Tx::EmbedHint => message!("tx-embed-hint"),
        Tx::CopyCode => message!("tx-copy-code"),
        Tx::Preview => message!("tx-preview"),
    }
}

/// The Lasca label `key` in `lang`.
#[must_use]
pub fn lasca_tx(lang: Lang, key: LascaTx) -> &'static str {
    crate::ui::text::words::text(lang, lasca_tx_message(key))
}

/// The message of `key` (`<lang>/tools.ftl`).
const fn lasca_tx_message(key: LascaTx) -> Id {
    match key {
        LascaTx::Tagline => message!("lasca-tx-tagline"),
        LascaTx::ColumnHint => message!("lasca-tx-column-hint"),
        LascaTx::WhiteSoldier => message!("lasca-tx-white-soldier"),
        LascaTx::WhiteOfficer => message!("lasca-tx-white-officer"),
        LascaTx::BlackSoldier => message!("lasca-tx-black-soldier"),
        LascaTx::BlackOfficer => message!("lasca-tx-black-officer"),
        LascaTx::TakeTop => message!("lasca-tx-take-top"),
        LascaTx::EmptySquare => message!("lasca-tx-empty-square"),
        LascaTx::ColumnInspect => message!("lasca-tx-column-inspect"),
        LascaTx::LascaRules => message!("lasca-tx-lasca-rules"),
    }
}

/// The friend's move `mv` in a game by links (in the player's notation), and what to do next.
#[must_use]
pub fn friend_played(lang: Lang, mv: &str) -> String {
    format(lang, message!("tools-friend-played"), &[("move", mv.into())])
}

/// Why a paste opened nothing, for the player.
#[must_use]
pub fn paste_error(lang: Lang, error: &PasteError) -> String {
    let why = crate::ui::text::error_text::paste_error(lang, error);
    format(lang, message!("tools-could-not-open"), &[("why", why.into())])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_read_in_every_language() {
        let ru = paste_error(Lang::Ru, &PasteError::Empty);
        assert!(ru.starts_with("Не удалось открыть: нечего открывать"), "{ru}");
        let pt = paste_error(Lang::Pt, &PasteError::Empty);
        assert!(pt.starts_with("Não foi possível abrir: ") && !pt.contains("nothing"), "{pt}");
        assert!(paste_error(Lang::En, &PasteError::Empty).starts_with("Could not open it: nothing to open"));
    }
}
