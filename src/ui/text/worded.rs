//! What every language's error texts share: [`Worded`], a game's own error worded in the
//! player's language (so a link's errors nest the errors of whichever game it holds), and
//! [`quote`], the player's text clipped and quoted as the errors show it. Implemented in
//! `error_text`, which words each error with its language's `errors.ftl`.

use crate::ui::prefs::Lang;
use damas_engine::notation::{quoted_clip, quoted_cut};

/// A game's own error (its FEN's, its move texts', its set-ups'), worded in the player's
/// language: the game layer's one demand on the words, so `error_text::share_error` and the
/// editor word the errors of every game.
pub trait Worded {
    /// The error as a clause in `lang`.
    fn worded(&self, lang: Lang) -> String;
}


/// Pieces a Lasca side owns (the engine's `lasca::setup::PIECES_PER_SIDE`, which it does not export).
pub const LASCA_PIECES_PER_SIDE: u32 = 11;

/// The first `n` characters of `s` in quotes, with `…` when `ellipsis` and something was cut.
#[must_use]
pub fn quote(s: &str, n: usize, ellipsis: bool) -> String {
    let q = if ellipsis { quoted_clip(s, n) } else { quoted_cut(s, n) };
    q.to_string()
}
