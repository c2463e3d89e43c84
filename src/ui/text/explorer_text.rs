//! The opening explorer's words, in the player's language (each language's `explorer.ftl`).
//! Native, unit-tested.

use crate::ui::prefs::Lang;
use crate::ui::text::words::{format, message, text, Id, Value};
pub use crate::ui::text::keys::ExplorerText;

/// The label `key` in `lang`.
#[must_use]
pub fn explorer_text(lang: Lang, key: ExplorerText) -> &'static str {
    text(lang, explorer_message(key))
}

/// `key`'s message with its numbers (`n`, `total`) and texts (`move`): "Play 22-17".
#[must_use]
pub fn explorer_words(lang: Lang, key: ExplorerText, numbers: &[(&str, u32)], texts: &[(&str, &str)]) -> String {
    let mut args: Vec<(&str, Value)> = numbers.iter().map(|&(k, v)| (k, Value::Num(i64::from(v)))).collect();
    args.extend(texts.iter().map(|&(k, v)| (k, Value::from(v))));
    format(lang, explorer_message(key), &args)
}

/// The message of `key` (`<lang>/explorer.ftl`).
const fn explorer_message(key: ExplorerText) -> Id {
    match key {
        ExplorerText::Title => message!("explorer-title"),
        ExplorerText::Hint => message!("explorer-hint"),
        ExplorerText::Reading => message!("explorer-reading"),
        ExplorerText::Games => message!("explorer-games"),
        ExplorerText::None => message!("explorer-none"),
        ExplorerText::Unavailable => message!("explorer-unavailable"),
        ExplorerText::Move => message!("explorer-move"),
        ExplorerText::Count => message!("explorer-count"),
        ExplorerText::Results => message!("explorer-results"),
        ExplorerText::Play => message!("explorer-play"),
        ExplorerText::Find => message!("explorer-find"),
        ExplorerText::Book => message!("explorer-book"),
        ExplorerText::BookReading => message!("explorer-book-reading"),
        ExplorerText::BookNone => message!("explorer-book-none"),
        ExplorerText::BookFailed => message!("explorer-book-failed"),
        ExplorerText::Eval => message!("explorer-eval"),
        ExplorerText::WhiteWins => message!("explorer-white-wins"),
        ExplorerText::BlackWins => message!("explorer-black-wins"),
    }
}
