//! The game library's words, in the player's language (each language's `library.ftl`). Native,
//! unit-tested.

use crate::ui::prefs::Lang;
use crate::ui::text::words::{format, message, text, Id, Value};
pub use crate::ui::text::keys::LibraryText;

/// The label `key` in `lang`.
#[must_use]
pub fn library_text(lang: Lang, key: LibraryText) -> &'static str {
    text(lang, library_message(key))
}

/// `key`'s message with its numbers (`shown`, `total`, `n`, `level`, `done`, `added`, `skipped`,
/// `number`, `line`, `max`, `games`, `score`, `accuracy`): "Games shown: 3 of 10".
#[must_use]
pub fn library_format(lang: Lang, key: LibraryText, numbers: &[(&str, u32)]) -> String {
    library_words(lang, key, numbers, &[])
}

/// `key`'s message with its numbers and its texts (`reason`, `list`, `date`, `game`): "Game 12 (line 340): …".
#[must_use]
pub fn library_words(lang: Lang, key: LibraryText, numbers: &[(&str, u32)], texts: &[(&str, &str)]) -> String {
    let mut args: Vec<(&str, Value)> = numbers.iter().map(|&(k, v)| (k, Value::Num(i64::from(v)))).collect();
    args.extend(texts.iter().map(|&(k, v)| (k, Value::from(v))));
    format(lang, library_message(key), &args)
}

/// The message of `key` (`<lang>/library.ftl`).
const fn library_message(key: LibraryText) -> Id {
    match key {
        LibraryText::Title => message!("library-title"),
        LibraryText::Back => message!("library-back"),
        LibraryText::Loading => message!("library-loading"),
        LibraryText::Empty => message!("library-empty"),
        LibraryText::Unavailable => message!("library-unavailable"),
        LibraryText::Shown => message!("library-shown"),
        LibraryText::Unreadable => message!("library-unreadable"),
        LibraryText::Game => message!("library-game"),
        LibraryText::Result => message!("library-result"),
        LibraryText::Players => message!("library-players"),
        LibraryText::Opening => message!("library-opening"),
        LibraryText::Position => message!("library-position"),
        LibraryText::PositionReading => message!("library-position-reading"),
        LibraryText::PositionFailed => message!("library-position-failed"),
        LibraryText::PositionAll => message!("library-position-all"),
        LibraryText::Any => message!("library-any"),
        LibraryText::White => message!("library-white"),
        LibraryText::Black => message!("library-black"),
        LibraryText::Draw => message!("library-draw"),
        LibraryText::Unfinished => message!("library-unfinished"),
        LibraryText::ByComputer => message!("library-by-computer"),
        LibraryText::ByLocal => message!("library-by-local"),
        LibraryText::ByRemote => message!("library-by-remote"),
        LibraryText::ByImported => message!("library-by-imported"),
        LibraryText::You => message!("library-you"),
        LibraryText::Computer => message!("library-computer"),
        LibraryText::Friend => message!("library-friend"),
        LibraryText::Open => message!("library-open"),
        LibraryText::Export => message!("library-export"),
        LibraryText::ExportShown => message!("library-export-shown"),
        LibraryText::Delete => message!("library-delete"),
        LibraryText::DeleteAsk => message!("library-delete-ask"),
        LibraryText::KeepIt => message!("library-keep-it"),
        LibraryText::Moves => message!("library-moves"),
        LibraryText::More => message!("library-more"),
        LibraryText::Import => message!("library-import"),
        LibraryText::ImportDrop => message!("library-import-drop"),
        LibraryText::Importing => message!("library-importing"),
        LibraryText::ImportSummary => message!("library-import-summary"),
        LibraryText::ImportDuplicates => message!("library-import-duplicates"),
        LibraryText::ImportSkipped => message!("library-import-skipped"),
        LibraryText::ImportFailed => message!("library-import-failed"),
        LibraryText::ImportTooBig => message!("library-import-too-big"),
        LibraryText::ResultsTitle => message!("library-results"),
        LibraryText::ResultsTotal => message!("library-results-total"),
        LibraryText::ResultsNone => message!("library-results-none"),
        LibraryText::ResultsByGame => message!("library-results-by-game"),
        LibraryText::ResultsByLevel => message!("library-results-by-level"),
        LibraryText::ResultsByColour => message!("library-results-by-colour"),
        LibraryText::ResultsGames => message!("library-results-games"),
        LibraryText::ResultsWins => message!("library-results-wins"),
        LibraryText::ResultsDraws => message!("library-results-draws"),
        LibraryText::ResultsLosses => message!("library-results-losses"),
        LibraryText::ResultsScore => message!("library-results-score"),
        LibraryText::ResultsPercent => message!("library-results-percent"),
        LibraryText::ResultsLevel => message!("library-results-level"),
        LibraryText::ResultsWhite => message!("library-results-white"),
        LibraryText::ResultsBlack => message!("library-results-black"),
        LibraryText::ResultsAccuracy => message!("library-results-accuracy"),
        LibraryText::ResultsAccuracyLabel => message!("library-results-accuracy-label"),
        LibraryText::ResultsAccuracyPoint => message!("library-results-accuracy-point"),
        LibraryText::ResultsNoReviews => message!("library-results-no-reviews"),
    }
}
