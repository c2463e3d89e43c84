//! Each language's words as data (`src/ui/text/<lang>/*.ftl`, Project Fluent's syntax read by
//! `damas-words`): joined and checked against English's by `build.rs`, embedded here. A message
//! is named by its `damas_words::id`, so the wasm carries no names.

use crate::ui::prefs::Lang;
use damas_words::Words;
use std::sync::OnceLock;

pub use damas_words::{id, Id, Value};

/// The words of `lang` (of the one language a build for one carries: [`Lang::words`]).
#[must_use]
pub fn words(lang: Lang) -> &'static Words {
    static EN: OnceLock<Words> = OnceLock::new();
    static PT: OnceLock<Words> = OnceLock::new();
    static RU: OnceLock<Words> = OnceLock::new();
    static ES: OnceLock<Words> = OnceLock::new();
    match lang.words() {
        Lang::En => EN.get_or_init(|| read(include_str!(concat!(env!("OUT_DIR"), "/words-en.ftl")), Lang::En)),
        Lang::Pt => PT.get_or_init(|| read(include_str!(concat!(env!("OUT_DIR"), "/words-pt.ftl")), Lang::Pt)),
        Lang::Ru => RU.get_or_init(|| read(include_str!(concat!(env!("OUT_DIR"), "/words-ru.ftl")), Lang::Ru)),
        Lang::Es => ES.get_or_init(|| read(include_str!(concat!(env!("OUT_DIR"), "/words-es.ftl")), Lang::Es)),
    }
}

/// `resource` read (checked at build time; none if it still could not be, so the page shows gaps
/// rather than stopping).
fn read(resource: &str, lang: Lang) -> Words {
    Words::parse(resource, lang.plural()).unwrap_or_else(|_| Words::none(lang.plural()))
}

/// Plain message `id`'s text in `lang`.
#[must_use]
pub fn text(lang: Lang, id: Id) -> &'static str {
    words(lang).text(id)
}

/// Message `id` in `lang`, written with `args`.
#[must_use]
pub fn format(lang: Lang, id: Id, args: &[(&str, Value)]) -> String {
    words(lang).format(id, args)
}
