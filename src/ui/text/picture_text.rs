//! The pictures' words in the player's language (each language's `pictures.rs`): the picture
//! page, printable sheets, the game's GIF.

use super::{en, es, pt, ru};
use crate::ui::prefs::Lang;
pub use crate::ui::text::keys::PictureText;

/// `key` in `lang`.
#[must_use]
pub const fn picture_text(lang: Lang, key: PictureText) -> &'static str {
    match lang.words() {
        Lang::En => en::pictures::picture_text(key),
        Lang::Pt => pt::pictures::picture_text(key),
        Lang::Ru => ru::pictures::picture_text(key),
        Lang::Es => es::pictures::picture_text(key),
    }
}
