//! The game layer's one demand on the words: a game's own errors (its FEN's, its move texts', its
//! set-ups') can be worded in the player's language, so every page words the errors of whichever
//! game it holds. The words themselves are `text/`'s (each language's `errors.rs`).

use crate::ui::prefs::Lang;

/// A game's own error (its FEN's, its move texts', its set-ups'), worded in the player's
/// language: lets `error_text::share_error` and the editor word the errors of every game.
pub trait Worded {
    /// The error as a clause in `lang`.
    fn worded(&self, lang: Lang) -> String;
}
