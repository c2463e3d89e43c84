//! The pictures' words in the player's language (each language's `pictures.rs`): the picture
//! page, printable sheets, the game's GIF.

use crate::ui::prefs::Lang;
use crate::ui::text::words::{message, Id};
pub use crate::ui::text::keys::PictureText;

/// `key` in `lang`.
#[must_use]
pub fn picture_text(lang: Lang, key: PictureText) -> &'static str {
    crate::ui::text::words::text(lang, picture_text_message(key))
}

/// The message of `key` (`<lang>/pictures.ftl`).
const fn picture_text_message(key: PictureText) -> Id {
    match key {
        PictureText::Heading => message!("picture-heading"),
        PictureText::Size => message!("picture-size"),
        PictureText::Caption => message!("picture-caption"),
        PictureText::CaptionNone => message!("picture-caption-none"),
        PictureText::CaptionTurn => message!("picture-caption-turn"),
        PictureText::CaptionFen => message!("picture-caption-fen"),
        PictureText::CaptionTitle => message!("picture-caption-title"),
        PictureText::TitleField => message!("picture-title-field"),
        PictureText::LastMove => message!("picture-last-move"),
        PictureText::Arrows => message!("picture-arrows"),
        PictureText::DownloadPng => message!("picture-download-png"),
        PictureText::DownloadSvg => message!("picture-download-svg"),
        PictureText::CopyImage => message!("picture-copy-image"),
        PictureText::ShareImage => message!("picture-share-image"),
        PictureText::ImageCopied => message!("picture-image-copied"),
        PictureText::ImageShared => message!("picture-image-shared"),
        PictureText::ImageFailed => message!("picture-image-failed"),
        PictureText::BackToGame => message!("picture-back-to-game"),
        PictureText::WhiteToPlay => message!("picture-white-to-play"),
        PictureText::BlackToPlay => message!("picture-black-to-play"),
        PictureText::WhiteToWin => message!("picture-white-to-win"),
        PictureText::BlackToWin => message!("picture-black-to-win"),
        PictureText::Preview => message!("picture-preview"),
        PictureText::BadLink => message!("picture-bad-link"),
        PictureText::BadArrow => message!("picture-bad-arrow"),
        PictureText::BadGame => message!("picture-bad-game"),
        PictureText::BadSheet => message!("picture-bad-sheet"),
        PictureText::PrintSheet => message!("picture-print-sheet"),
        PictureText::PerPage => message!("picture-per-page"),
        PictureText::Print => message!("picture-print"),
        PictureText::Answer => message!("picture-answer"),
        PictureText::AnswerKey => message!("picture-answer-key"),
        PictureText::Loading => message!("picture-loading"),
        PictureText::PuzzlesSheet => message!("picture-puzzles-sheet"),
        PictureText::LessonsSheet => message!("picture-lessons-sheet"),
        PictureText::ReviewSheet => message!("picture-review-sheet"),
        PictureText::PositionSheet => message!("picture-position-sheet"),
        PictureText::NoDiagrams => message!("picture-no-diagrams"),
        PictureText::BestMove => message!("picture-best-move"),
        PictureText::DownloadGif => message!("picture-download-gif"),
        PictureText::GifMoves => message!("picture-gif-moves"),
        PictureText::GifMaking => message!("picture-gif-making"),
        PictureText::GifFailed => message!("picture-gif-failed"),
        PictureText::Animation => message!("picture-animation"),
        PictureText::GifToHere => message!("picture-gif-to-here"),
        PictureText::GifReady => message!("picture-gif-ready"),
    }
}
