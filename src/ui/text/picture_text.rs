//! The pictures' words in the player's language (each language's `pictures.rs`): the picture
//! page, printable sheets, the game's GIF.

use crate::ui::prefs::Lang;
use crate::ui::text::words::{id, Id};
pub use crate::ui::text::keys::PictureText;

/// `key` in `lang`.
#[must_use]
pub fn picture_text(lang: Lang, key: PictureText) -> &'static str {
    crate::ui::text::words::text(lang, picture_text_message(key))
}

/// The message of `key` (`<lang>/pictures.ftl`).
const fn picture_text_message(key: PictureText) -> Id {
    match key {
        PictureText::Heading => id("picture-heading"),
        PictureText::Size => id("picture-size"),
        PictureText::Caption => id("picture-caption"),
        PictureText::CaptionNone => id("picture-caption-none"),
        PictureText::CaptionTurn => id("picture-caption-turn"),
        PictureText::CaptionFen => id("picture-caption-fen"),
        PictureText::CaptionTitle => id("picture-caption-title"),
        PictureText::TitleField => id("picture-title-field"),
        PictureText::LastMove => id("picture-last-move"),
        PictureText::Arrows => id("picture-arrows"),
        PictureText::DownloadPng => id("picture-download-png"),
        PictureText::DownloadSvg => id("picture-download-svg"),
        PictureText::CopyImage => id("picture-copy-image"),
        PictureText::ShareImage => id("picture-share-image"),
        PictureText::ImageCopied => id("picture-image-copied"),
        PictureText::ImageShared => id("picture-image-shared"),
        PictureText::ImageFailed => id("picture-image-failed"),
        PictureText::BackToGame => id("picture-back-to-game"),
        PictureText::WhiteToPlay => id("picture-white-to-play"),
        PictureText::BlackToPlay => id("picture-black-to-play"),
        PictureText::WhiteToWin => id("picture-white-to-win"),
        PictureText::BlackToWin => id("picture-black-to-win"),
        PictureText::Preview => id("picture-preview"),
        PictureText::BadLink => id("picture-bad-link"),
        PictureText::BadArrow => id("picture-bad-arrow"),
        PictureText::BadGame => id("picture-bad-game"),
        PictureText::BadSheet => id("picture-bad-sheet"),
        PictureText::PrintSheet => id("picture-print-sheet"),
        PictureText::PerPage => id("picture-per-page"),
        PictureText::Print => id("picture-print"),
        PictureText::Answer => id("picture-answer"),
        PictureText::AnswerKey => id("picture-answer-key"),
        PictureText::Loading => id("picture-loading"),
        PictureText::PuzzlesSheet => id("picture-puzzles-sheet"),
        PictureText::LessonsSheet => id("picture-lessons-sheet"),
        PictureText::ReviewSheet => id("picture-review-sheet"),
        PictureText::PositionSheet => id("picture-position-sheet"),
        PictureText::NoDiagrams => id("picture-no-diagrams"),
        PictureText::BestMove => id("picture-best-move"),
        PictureText::DownloadGif => id("picture-download-gif"),
        PictureText::GifMoves => id("picture-gif-moves"),
        PictureText::GifMaking => id("picture-gif-making"),
        PictureText::GifFailed => id("picture-gif-failed"),
        PictureText::Animation => id("picture-animation"),
        PictureText::GifToHere => id("picture-gif-to-here"),
        PictureText::GifReady => id("picture-gif-ready"),
    }
}
