//! Each language's words as data (`src/ui/text/<lang>/*.ftl`, Project Fluent's syntax read by
//! `damas-words`), joined and checked against English's by `build.rs`. A page's bundle gets one
//! language's, compiled, and only the entries it uses (`words-<lang>-<bundle>.bin`, made by the
//! build and fetched by the boot script beside the bundle's wasm: `ui::shell::words_file`): every
//! bundle is the same for every language. Natively (the CLI, the tests) every language is built
//! in. A message is named by its number, found while the crate compiles (`message!`), so the
//! wasm carries no names.

use crate::ui::prefs::Lang;
use damas_words::Words;
use std::sync::OnceLock;

pub use damas_words::{Msg as Id, Value};

include!(concat!(env!("OUT_DIR"), "/messages.rs"));

/// The number of message `name` (`damas_words::numbering`), found while the crate compiles: the
/// wasm holds a small constant, not the name, and a name no message has does not compile.
macro_rules! message {
    ($name:literal) => {
        const {
            match damas_words::numbering::find(&$crate::ui::text::words::MESSAGES, &$crate::ui::text::words::PLACES, $name) {
                Some(number) => number,
                None => panic!(concat!("no message is named ", $name, " (src/ui/text/en/*.ftl)")),
            }
        }
    };
}
pub(crate) use message;

/// The page's language and its words, once handed over ([`provide`]).
static PAGE: OnceLock<(Lang, Words)> = OnceLock::new();

/// Hands the page its words: a compiled resource (`damas_words::compile`) in `lang`. Whether they
/// were taken: the first words are kept for the page's life, and bytes that are not words are
/// refused.
pub fn provide(lang: Lang, compiled: Vec<u8>) -> bool {
    match Words::read(compiled, lang.plural(), STAMP) {
        Some(words) => PAGE.set((lang, words)).is_ok(),
        None => false,
    }
}

/// The language the page's words are in, once handed over.
#[must_use]
pub fn loaded() -> Option<Lang> {
    PAGE.get().map(|(lang, _)| *lang)
}

/// Whether the page can speak `lang`: natively every language; in the page, the one it loaded.
#[must_use]
pub fn carried(lang: Lang) -> bool {
    match loaded() {
        Some(page) => page == lang,
        None => cfg!(not(target_arch = "wasm32")),
    }
}

/// The language the page speaks when asked for `lang`: `lang` if it has its words, else the one
/// it loaded.
#[must_use]
pub fn spoken(lang: Lang) -> Lang {
    loaded().unwrap_or(lang)
}

/// The words of `lang`: the page's (whatever `lang`: a page has one language's), else, natively,
/// the built-in ones; a page that was handed none has none (every message shows as `{…}`).
#[must_use]
pub fn words(lang: Lang) -> &'static Words {
    if let Some((_, words)) = PAGE.get() {
        return words;
    }
    built_in(lang)
}

#[cfg(not(target_arch = "wasm32"))]
include!(concat!(env!("OUT_DIR"), "/built_in_words.rs"));

/// Every language's words, built in: the CLI and the native tests.
#[cfg(not(target_arch = "wasm32"))]
fn built_in(lang: Lang) -> &'static Words {
    static READ: [OnceLock<Words>; Lang::ALL.len()] = [const { OnceLock::new() }; Lang::ALL.len()];
    static NUMBERING: OnceLock<damas_words::Numbering> = OnceLock::new();
    let resource = |key: &str| BUILT_IN.iter().find(|(k, _)| *k == key).map_or("", |(_, text)| text);
    // Checked when the crate was built: an unreadable resource cannot reach here.
    let numbering = NUMBERING.get_or_init(|| damas_words::Numbering::of(&damas_words::parse::entries(resource("en")).unwrap_or_default()));
    READ[lang as usize].get_or_init(|| Words::parse(resource(lang.key()), lang.plural(), numbering).unwrap_or_else(|_| Words::none(lang.plural())))
}

/// None in the page: its words come from the boot script.
#[cfg(target_arch = "wasm32")]
fn built_in(lang: Lang) -> &'static Words {
    static NONE: OnceLock<Words> = OnceLock::new();
    NONE.get_or_init(|| Words::none(lang.plural()))
}

/// Plain message `id`'s text in `lang`. Never inlined, as its callers' are: a call is a few
/// bytes of each of the hundreds of places that show a text.
#[must_use]
#[inline(never)]
pub fn text(lang: Lang, id: Id) -> &'static str {
    words(lang).text(id)
}

/// Message `id` in `lang`, written with `args` (never inlined either).
#[must_use]
#[inline(never)]
pub fn format(lang: Lang, id: Id, args: &[(&str, Value)]) -> String {
    words(lang).format(id, args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_its_folder_of_words_and_every_folder_its_language() {
        let mut folders: Vec<&str> = BUILT_IN.iter().map(|(key, _)| *key).collect();
        let mut langs: Vec<&str> = Lang::ALL.iter().map(|l| l.key()).collect();
        folders.sort_unstable();
        langs.sort_unstable();
        assert_eq!(folders, langs, "src/ui/text/<key>/ and the list in src/ui/prefs.rs");
        for lang in Lang::ALL {
            assert!(words(lang).has(message!("page-title")), "{lang:?}");
        }
    }

    #[test]
    fn a_page_speaks_the_one_language_it_was_handed() {
        // Natively nothing is handed over: every language is carried.
        assert!(Lang::ALL.iter().all(|&l| carried(l) && spoken(l) == l));
        assert_eq!(loaded(), None);
        assert!(!provide(Lang::Pt, b"a = {".to_vec()), "bytes that are not words are refused");
        assert_eq!(loaded(), None);
    }
}
