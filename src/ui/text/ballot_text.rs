//! The words of ballot openings (the start choice of the new-game form and the header's line), in
//! the player's language (each language's `ballot.rs`). The openings' names are not here: they
//! stay in their published language (see [`crate::ballot`]).

use crate::ui::prefs::Lang;
use crate::ui::text::words::{message, Id};
pub use crate::ui::text::keys::BallotText;

/// `t` in `lang`.
#[must_use]
pub fn ballot_text(lang: Lang, t: BallotText) -> &'static str {
    crate::ui::text::words::text(lang, ballot_text_message(t))
}

/// The message of `key` (`<lang>/ballot.ftl`).
const fn ballot_text_message(key: BallotText) -> Id {
    match key {
        BallotText::Start => message!("ballot-start"),
        BallotText::Initial => message!("ballot-initial"),
        BallotText::Random => message!("ballot-random"),
        BallotText::Opening => message!("ballot-opening"),
        BallotText::Named => message!("ballot-named"),
    }
}
