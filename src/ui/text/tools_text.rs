//! Interface text of the sharing, opening, PDN, editor, embed and offline features, and the Lasca
//! page's own labels, in the player's language (each language's `tools.ftl`; kept apart from
//! `i18n` so the two can grow independently). Error details come from `error_text`, in the same
//! language, after a lead. Native, unit-tested.

use crate::link::paste::PasteError;
use crate::ui::prefs::Lang;
use crate::ui::text::words::{format, id, Id};
pub use crate::ui::text::keys::{LascaTx, Tx};

/// The label `key` in `lang`.
#[must_use]
pub fn tx(lang: Lang, key: Tx) -> &'static str {
    crate::ui::text::words::text(lang, tx_message(key))
}

/// The message of `key` (`<lang>/tools.ftl`).
const fn tx_message(key: Tx) -> Id {
    match key {
        Tx::UpdateReady => id("tx-update-ready"),
        Tx::Reload => id("tx-reload"),
        Tx::Later => id("tx-later"),
        Tx::OfflineAll => id("tx-offline-all"),
        Tx::OfflineReady => id("tx-offline-ready"),
        Tx::OfflineBusy => id("tx-offline-busy"),
        Tx::Share => id("tx-share"),
        Tx::CopyGameLink => id("tx-copy-game-link"),
        Tx::CopyPositionLink => id("tx-copy-position-link"),
        Tx::SendReply => id("tx-send-reply"),
        Tx::TwoPlayersHere => id("tx-two-players-here"),
        Tx::SendToFriend => id("tx-send-to-friend"),
        Tx::YourMoveThenSend => id("tx-your-move-then-send"),
        Tx::SendYourMove => id("tx-send-your-move"),
        Tx::SendYourMoveButton => id("tx-send-your-move-button"),
        Tx::GameOverSend => id("tx-game-over-send"),
        Tx::ReplyHint => id("tx-reply-hint"),
        Tx::ReplyMessage => id("tx-reply-message"),
        Tx::Shared => id("tx-shared"),
        Tx::Copied => id("tx-copied"),
        Tx::CopyFailed => id("tx-copy-failed"),
        Tx::ResumePrevious => id("tx-resume-previous"),
        Tx::PreviousKept => id("tx-previous-kept"),
        Tx::Open => id("tx-open"),
        Tx::OpenPlaceholder => id("tx-open-placeholder"),
        Tx::OpenButton => id("tx-open-button"),
        Tx::OpenFile => id("tx-open-file"),
        Tx::ChooseGame => id("tx-choose-game"),
        Tx::Opened => id("tx-opened"),
        Tx::ForVariant => id("tx-for-variant"),
        Tx::Pdn => id("tx-pdn"),
        Tx::CopyPdn => id("tx-copy-pdn"),
        Tx::DownloadPdn => id("tx-download-pdn"),
        Tx::Image => id("tx-image"),
        Tx::Editor => id("tx-editor"),
        Tx::EditorHint => id("tx-editor-hint"),
        Tx::EditPosition => id("tx-edit-position"),
        Tx::EditorNotLoaded => id("tx-editor-not-loaded"),
        Tx::Close => id("tx-close"),
        Tx::SideToMove => id("tx-side-to-move"),
        Tx::Clear => id("tx-clear"),
        Tx::StartPosition => id("tx-start-position"),
        Tx::PlayFromHere => id("tx-play-from-here"),
        Tx::PlayComputer => id("tx-play-computer"),
        Tx::Fen => id("tx-fen"),
        Tx::Erase => id("tx-erase"),
        Tx::WhiteMan => id("tx-white-man"),
        Tx::WhiteKing => id("tx-white-king"),
        Tx::BlackMan => id("tx-black-man"),
        Tx::BlackKing => id("tx-black-king"),
        Tx::PositionOk => id("tx-position-ok"),
        Tx::Previous => id("tx-previous"),
        Tx::Next => id("tx-next"),
        Tx::EmbedBadOptions => id("tx-embed-bad-options"),
        Tx::OpenFull => id("tx-open-full"),
        Tx::EmbedOnSite => id("tx-embed-on-site"),
        Tx::EmbedHint => id("tx-embed-hint"),
        Tx::CopyCode => id("tx-copy-code"),
        Tx::Preview => id("tx-preview"),
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
        LascaTx::Tagline => id("lasca-tx-tagline"),
        LascaTx::ColumnHint => id("lasca-tx-column-hint"),
        LascaTx::WhiteSoldier => id("lasca-tx-white-soldier"),
        LascaTx::WhiteOfficer => id("lasca-tx-white-officer"),
        LascaTx::BlackSoldier => id("lasca-tx-black-soldier"),
        LascaTx::BlackOfficer => id("lasca-tx-black-officer"),
        LascaTx::TakeTop => id("lasca-tx-take-top"),
        LascaTx::EmptySquare => id("lasca-tx-empty-square"),
        LascaTx::ColumnInspect => id("lasca-tx-column-inspect"),
        LascaTx::LascaRules => id("lasca-tx-lasca-rules"),
    }
}

/// The friend's move `mv` in a game by links (in the player's notation), and what to do next.
#[must_use]
pub fn friend_played(lang: Lang, mv: &str) -> String {
    format(lang, id("tools-friend-played"), &[("move", mv.into())])
}

/// Why a paste opened nothing, for the player.
#[must_use]
pub fn paste_error(lang: Lang, error: &PasteError) -> String {
    let why = crate::ui::text::error_text::paste_error(lang, error);
    format(lang, id("tools-could-not-open"), &[("why", why.into())])
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
