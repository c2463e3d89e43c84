//! Every typed error of the links, pastes, embeds, parsers and editors, worded in the player's
//! language: each language's `errors.rs` words them all (English included: the page's wording
//! sits beside its translations; the engine's `Display` impls, which the CLI prints, say the
//! same in English and are checked against it). This file picks the language. Native,
//! unit-tested (in `error_text/tests.rs`).
//!
//! Each function gives a clause (lower-case start, no full stop) so it drops into the callers'
//! framing sentences ("Could not open it: …."); [`sentence`] makes one stand alone. Nested errors
//! are worded in the same language. Text the player typed is clipped and shown in quotes
//! (`worded::quote`); the UI renders it as a text node, never as markup. Every match is
//! exhaustive: a new variant does not compile until it is worded in every language. Lasca's
//! errors have functions of their own, so the draughts page's wasm carries no Lasca words.

use super::{en, es, pt, ru};
use crate::link::embed::EmbedError;
use crate::link::paste::PasteError;
use crate::link::pdn::ImportError;
use crate::link::ShareError;
use crate::ui::prefs::Lang;
pub use crate::ui::text::worded::Worded;
use damas_engine::lasca::{LascaFenError, LascaMoveError, LascaSetupError};
use damas_engine::notation::pdn::PdnError;
use damas_engine::{FenError, MoveTextError, Playable, SetupError};

#[cfg(test)]
mod tests;

/// The capital of a clause's first letter: ASCII, Latin-1 (á, é, í, ó, ú, ñ, ü, ç, ã, õ...) and
/// Russian letters are a fixed offset from their capitals (ё aside), so the page carries no
/// Unicode case tables for this. Any other letter (ÿ, œ, ő...) is kept as it is.
const fn capital(c: char) -> char {
    let offset = match c {
        'a'..='z' | 'à'..='ö' | 'ø'..='þ' | 'а'..='я' => 0x20,
        'ё' => 0x50,
        _ => 0,
    };
    match char::from_u32(c as u32 - offset) {
        Some(capital) => capital,
        None => c,
    }
}

/// `text` as a sentence of its own: capital first letter and a full stop.
#[must_use]
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    let Some(first) = chars.next() else { return String::new() };
    let mut out = String::with_capacity(text.len() + 2);
    out.push(capital(first));
    out.push_str(chars.as_str());
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

impl Worded for FenError {
    fn worded(&self, lang: Lang) -> String {
        fen_error(lang, self)
    }
}

impl Worded for MoveTextError {
    fn worded(&self, lang: Lang) -> String {
        move_text_error(lang, self)
    }
}

impl Worded for LascaFenError {
    fn worded(&self, lang: Lang) -> String {
        lasca_fen_error(lang, self)
    }
}

impl Worded for SetupError {
    fn worded(&self, lang: Lang) -> String {
        setup_error(lang, self)
    }
}

impl Worded for LascaSetupError {
    fn worded(&self, lang: Lang) -> String {
        lasca_setup_error(lang, self)
    }
}

impl Worded for LascaMoveError {
    fn worded(&self, lang: Lang) -> String {
        lasca_move_error(lang, self)
    }
}

/// Why a link (or query) does not describe a game, of any game.
#[must_use]
pub fn share_error<P: Playable>(lang: Lang, e: &ShareError<P>) -> String
where
    P::FenError: Worded,
    P::MoveError: Worded,
{
    match lang.words() {
        Lang::En => en::errors::share_error(e),
        Lang::Pt => pt::errors::share_error(e),
        Lang::Ru => ru::errors::share_error(e),
        Lang::Es => es::errors::share_error(e),
    }
}

/// Why a paste (link, FEN, PDN) opens nothing.
#[must_use]
pub fn paste_error(lang: Lang, e: &PasteError) -> String {
    match lang.words() {
        Lang::En => en::errors::paste_error(e),
        Lang::Pt => pt::errors::paste_error(e),
        Lang::Ru => ru::errors::paste_error(e),
        Lang::Es => es::errors::paste_error(e),
    }
}

/// Why an imported PDN game cannot be shown.
#[must_use]
pub fn import_error(lang: Lang, e: &ImportError) -> String {
    match lang.words() {
        Lang::En => en::errors::import_error(e),
        Lang::Pt => pt::errors::import_error(e),
        Lang::Ru => ru::errors::import_error(e),
        Lang::Es => es::errors::import_error(e),
    }
}

/// Why the options of an embedded board are refused.
#[must_use]
pub fn embed_error(lang: Lang, e: &EmbedError) -> String {
    match lang.words() {
        Lang::En => en::errors::embed_error(e),
        Lang::Pt => pt::errors::embed_error(e),
        Lang::Ru => ru::errors::embed_error(e),
        Lang::Es => es::errors::embed_error(e),
    }
}

/// What is wrong with a FEN.
#[must_use]
pub fn fen_error(lang: Lang, e: &FenError) -> String {
    match lang.words() {
        Lang::En => en::errors::fen_error(e),
        Lang::Pt => pt::errors::fen_error(e),
        Lang::Ru => ru::errors::fen_error(e),
        Lang::Es => es::errors::fen_error(e),
    }
}

/// Why a move text does not name a legal move.
#[must_use]
pub fn move_text_error(lang: Lang, e: &MoveTextError) -> String {
    match lang.words() {
        Lang::En => en::errors::move_text_error(e),
        Lang::Pt => pt::errors::move_text_error(e),
        Lang::Ru => ru::errors::move_text_error(e),
        Lang::Es => es::errors::move_text_error(e),
    }
}

/// What is wrong with a PDN text.
#[must_use]
pub fn pdn_error(lang: Lang, e: &PdnError) -> String {
    match lang.words() {
        Lang::En => en::errors::pdn_error(e),
        Lang::Pt => pt::errors::pdn_error(e),
        Lang::Ru => ru::errors::pdn_error(e),
        Lang::Es => es::errors::pdn_error(e),
    }
}

/// Why a position set up in the editor cannot be played.
#[must_use]
pub fn setup_error(lang: Lang, e: &SetupError) -> String {
    match lang.words() {
        Lang::En => en::errors::setup_error(e),
        Lang::Pt => pt::errors::setup_error(e),
        Lang::Ru => ru::errors::setup_error(e),
        Lang::Es => es::errors::setup_error(e),
    }
}

/// What is wrong with a Lasca position text.
#[must_use]
pub fn lasca_fen_error(lang: Lang, e: &LascaFenError) -> String {
    match lang.words() {
        Lang::En => en::errors::lasca_fen_error(e),
        Lang::Pt => pt::errors::lasca_fen_error(e),
        Lang::Ru => ru::errors::lasca_fen_error(e),
        Lang::Es => es::errors::lasca_fen_error(e),
    }
}

/// Why a Lasca move text is refused.
#[must_use]
pub fn lasca_move_error(lang: Lang, e: &LascaMoveError) -> String {
    match lang.words() {
        Lang::En => en::errors::lasca_move_error(e),
        Lang::Pt => pt::errors::lasca_move_error(e),
        Lang::Ru => ru::errors::lasca_move_error(e),
        Lang::Es => es::errors::lasca_move_error(e),
    }
}

/// Why a Lasca position set up in the editor cannot be played.
#[must_use]
pub fn lasca_setup_error(lang: Lang, e: &LascaSetupError) -> String {
    match lang.words() {
        Lang::En => en::errors::lasca_setup_error(e),
        Lang::Pt => pt::errors::lasca_setup_error(e),
        Lang::Ru => ru::errors::lasca_setup_error(e),
        Lang::Es => es::errors::lasca_setup_error(e),
    }
}
