//! What the player chooses on the picture page: the size, the caption, the last move and the
//! arrow shown or not; and the picture's file name. Pure and native.

use damas_engine::GameKind;

/// The widths offered, in pixels.
pub const WIDTHS: [u32; 2] = [512, 1024];

/// What the caption under the board says.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum CaptionKind {
    /// No caption.
    #[default]
    None,
    /// Whose turn it is.
    Turn,
    /// The position's FEN.
    Fen,
    /// A title the player types (or the link's).
    Title,
}

impl CaptionKind {
    /// Every choice, in the page's order.
    pub const ALL: [CaptionKind; 4] = [CaptionKind::None, CaptionKind::Turn, CaptionKind::Fen, CaptionKind::Title];

    /// Its name in the page's markup (the `<option>` values).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            CaptionKind::None => "none",
            CaptionKind::Turn => "turn",
            CaptionKind::Fen => "fen",
            CaptionKind::Title => "title",
        }
    }

    /// The choice named `name`.
    #[must_use]
    pub fn from_name(name: &str) -> Option<CaptionKind> {
        CaptionKind::ALL.into_iter().find(|c| c.name() == name)
    }
}

/// The player's choices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Width in pixels (one of [`WIDTHS`]).
    pub width: u32,
    /// The caption.
    pub caption: CaptionKind,
    /// The title, when the caption is one.
    pub title: String,
    /// Mark the last move.
    pub last_move: bool,
    /// Draw the link's arrow.
    pub arrows: bool,
}

impl Options {
    /// The first choices: 512 pixels, the last move and any arrow shown; a title the link
    /// brings is the caption.
    #[must_use]
    pub fn new(title: Option<String>) -> Options {
        let caption = if title.is_some() { CaptionKind::Title } else { CaptionKind::None };
        Options { width: WIDTHS[0], caption, title: title.unwrap_or_default(), last_move: true, arrows: true }
    }

    /// The width `text` names, if it is one offered.
    #[must_use]
    pub fn width_of(text: &str) -> Option<u32> {
        WIDTHS.into_iter().find(|w| w.to_string() == text)
    }
}

/// The file name of a picture of `game` at `ply` with extension `ext`: `damas-brazilian-12.png`.
#[must_use]
pub fn file_name(game: GameKind, ply: usize, ext: &str) -> String {
    format!("damas-{}-{ply}.{ext}", game.name())
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::Variant;

    #[test]
    fn choices_read_back_and_files_are_named() {
        for c in CaptionKind::ALL {
            assert_eq!(CaptionKind::from_name(c.name()), Some(c));
        }
        assert_eq!(CaptionKind::from_name("<b>"), None);
        assert_eq!(Options::width_of("1024"), Some(1024));
        assert_eq!(Options::width_of("4096"), None);
        assert_eq!(Options::new(None).caption, CaptionKind::None);
        assert_eq!(Options::new(Some("Club".into())).caption, CaptionKind::Title);
        assert_eq!(file_name(GameKind::Draughts(Variant::Russian), 7, "png"), "damas-russian-7.png");
        assert_eq!(file_name(GameKind::Lasca, 0, "svg"), "damas-lasca-0.svg");
    }
}
