//! The words of ballot openings (the start choice of the new-game form and the header's line), in
//! the player's language (each language's `ballot.rs`). The openings' names are not here: they
//! stay in their published language (see [`crate::ballot`]).

use super::{en, es, pt, ru};
use crate::ui::prefs::Lang;
pub use crate::ui::text::keys::BallotText;

/// `t` in `lang`.
#[must_use]
pub const fn ballot_text(lang: Lang, t: BallotText) -> &'static str {
    match lang.words() {
        Lang::En => en::ballot::ballot_text(t),
        Lang::Pt => pt::ballot::ballot_text(t),
        Lang::Ru => ru::ballot::ballot_text(t),
        Lang::Es => es::ballot::ballot_text(t),
    }
}
