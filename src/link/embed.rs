//! The options of the embedded board (`?embed=1&...` in an iframe), read from the same query as
//! the game (see [`super::parse_query`]):
//!
//! | parameter | values | default |
//! |---|---|---|
//! | `embed` | `1` turns embed mode on | off |
//! | `orientation` | `white` or `black` at the bottom | the `side` parameter, else white |
//! | `interactive` | `1` the visitor can move, `0` view only | `1` |
//! | `controls` | `1` shows previous/next (a replay), `0` hides them | `0` |
//! | `theme` | the page, `light` or `dark`, and/or the board, `wood`, `tournament`, `slate` or `contrast` (both: `dark,slate`) | `light`, `wood` |
//! | `pieces` | `classic`, `flat` or `print` | `classic` |
//! | `computer`, `level` | the side the computer plays and its level (as in any link) | none |
//!
//! Pure and native; unknown values are typed errors, never guesses.

use super::{decode_component, ShareError, MAX_QUERY};
use crate::look::{BoardTheme, Named, PieceSet};
use damas_engine::Color;
use std::fmt;

/// Colours of the embedded board's frame.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Theme {
    /// Light page colours.
    Light,
    /// Dark page colours.
    Dark,
}

impl Theme {
    /// The parameter value and CSS class suffix.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
}

/// How the embedded board looks and behaves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmbedOptions {
    /// The side at the bottom, when given.
    pub orientation: Option<Color>,
    /// Whether the visitor may move pieces.
    pub interactive: bool,
    /// Whether previous/next buttons are shown.
    pub controls: bool,
    /// Frame colours.
    pub theme: Theme,
    /// The board's colours.
    pub board: BoardTheme,
    /// The pieces.
    pub pieces: PieceSet,
}

impl Default for EmbedOptions {
    fn default() -> EmbedOptions {
        EmbedOptions {
            orientation: None,
            interactive: true,
            controls: false,
            theme: Theme::Light,
            board: BoardTheme::Wood,
            pieces: PieceSet::Classic,
        }
    }
}

/// A bad embed option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EmbedError {
    /// The query itself is broken.
    Query(ShareError),
    /// `key` has a value it does not take.
    BadValue {
        /// The parameter.
        key: &'static str,
        /// What was found (clipped).
        value: String,
        /// What it takes.
        expected: &'static str,
    },
}

impl fmt::Display for EmbedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EmbedError::Query(e) => write!(f, "{e}"),
            EmbedError::BadValue { key, value, expected } => {
                write!(f, "bad {key} {}: expected {expected}", damas_engine::notation::quoted(value))
            }
        }
    }
}
impl std::error::Error for EmbedError {}

/// The decoded value of the first `key` in `query`.
fn param(query: &str, key: &str) -> Result<Option<String>, ShareError> {
    let query = query.strip_prefix('?').unwrap_or(query);
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        if decode_component(k)? == key {
            return Ok(Some(decode_component(v)?));
        }
    }
    Ok(None)
}

fn flag(query: &str, key: &'static str, default: bool) -> Result<bool, EmbedError> {
    match param(query, key).map_err(EmbedError::Query)?.as_deref().map(str::trim) {
        None => Ok(default),
        Some("1" | "true" | "yes") => Ok(true),
        Some("0" | "false" | "no") => Ok(false),
        Some(other) => Err(EmbedError::BadValue { key, value: clip(other), expected: "1 or 0" }),
    }
}

use super::clip;

/// The page and the board `theme=` asks for: `light` and `dark` name the page (as links made
/// before board themes did), a board theme's name the board; one of each, comma-separated.
fn themes(value: Option<&str>) -> Result<(Theme, BoardTheme), EmbedError> {
    let (mut page, mut board) = (None, None);
    for part in value.unwrap_or("").split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let bad = || EmbedError::BadValue {
            key: "theme",
            value: clip(part),
            expected: "light, dark, wood, tournament, slate or contrast",
        };
        match part {
            "light" | "dark" if page.is_some() => return Err(bad()),
            "light" => page = Some(Theme::Light),
            "dark" => page = Some(Theme::Dark),
            _ => match BoardTheme::from_name(part) {
                Some(b) if board.is_none() => board = Some(b),
                _ => return Err(bad()),
            },
        }
    }
    Ok((page.unwrap_or(Theme::Light), board.unwrap_or_default()))
}

/// Reads the embed options of `query`.
///
/// # Errors
/// An [`EmbedError`] naming the bad parameter.
pub fn parse_options(query: &str) -> Result<EmbedOptions, EmbedError> {
    if query.len() > MAX_QUERY {
        return Err(EmbedError::Query(ShareError::TooLong(query.len())));
    }
    let orientation = match param(query, "orientation").map_err(EmbedError::Query)? {
        Some(v) => Some(v.trim().parse::<Color>().map_err(|_| EmbedError::BadValue {
            key: "orientation",
            value: clip(&v),
            expected: "white or black",
        })?),
        None => super::parse_side(query).map_err(EmbedError::Query)?,
    };
    let (theme, board) = themes(param(query, "theme").map_err(EmbedError::Query)?.as_deref())?;
    let pieces = match param(query, "pieces").map_err(EmbedError::Query)? {
        None => PieceSet::Classic,
        Some(v) => PieceSet::from_name(&v).ok_or_else(|| EmbedError::BadValue {
            key: "pieces",
            value: clip(&v),
            expected: "classic, flat or print",
        })?,
    };
    Ok(EmbedOptions {
        orientation,
        interactive: flag(query, "interactive", true)?,
        controls: flag(query, "controls", false)?,
        theme,
        board,
        pieces,
    })
}

/// The message an embedded board posts to its parent page (as JSON-compatible fields; the browser
/// side turns it into an object). See docs/embedding.md, "Reports to the host page", for its shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmbedReport {
    /// `ready` (first drawn), `move` (the position on view changed) or `result` (the game ended).
    pub kind: &'static str,
    /// The variant's name.
    pub variant: &'static str,
    /// FEN of the position on view.
    pub fen: String,
    /// Moves played up to the position on view.
    pub ply: usize,
    /// Every move of the game, as text.
    pub moves: Vec<String>,
    /// `white` or `black`: the side to move on view.
    pub turn: &'static str,
    /// PDN result (`2-0`, `0-2`, `1-1`) once the game on view has ended.
    pub result: Option<String>,
    /// The game's query (for a link to the full app).
    pub query: String,
}

/// The embed link of the game `query` (a game's link query, without `?`): the board with a
/// replay's previous/next when the game has moves.
#[must_use]
pub fn embed_query(query: &str) -> String {
    let controls = if query.split('&').any(|p| p.starts_with("moves=")) { "&controls=1" } else { "" };
    if query.is_empty() {
        "embed=1".to_string()
    } else {
        format!("embed=1{controls}&{query}")
    }
}

/// The HTML a web page pastes to show `url` (an embed link) in an iframe `width` by `height`
/// pixels: the URL escaped for an attribute, a title for screen readers, loaded lazily.
#[must_use]
pub fn iframe_code(url: &str, title: &str, width: u32, height: u32) -> String {
    let escape = |t: &str| t.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('>', "&gt;");
    format!(
        "<iframe src=\"{}\" title=\"{}\" width=\"{width}\" height=\"{height}\" style=\"border:0\" loading=\"lazy\"></iframe>",
        escape(url),
        escape(title)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embed_mode_and_options() {
        assert_eq!(parse_options("embed=1").unwrap(), EmbedOptions::default());
        let o = parse_options("embed=1&orientation=black&interactive=0&controls=1&theme=dark").unwrap();
        let want = EmbedOptions { orientation: Some(Color::Black), interactive: false, controls: true, theme: Theme::Dark, ..EmbedOptions::default() };
        assert_eq!(o, want);
        assert_eq!(parse_options("embed=1&side=black").unwrap().orientation, Some(Color::Black));
    }

    #[test]
    fn bad_options_are_named() {
        let e = parse_options("embed=1&theme=<b>pink</b>").unwrap_err();
        assert!(matches!(e, EmbedError::BadValue { key: "theme", .. }));
        assert!(e.to_string().starts_with("bad theme"));
        assert!(matches!(parse_options("orientation=up"), Err(EmbedError::BadValue { key: "orientation", .. })));
        assert!(matches!(parse_options("interactive=2"), Err(EmbedError::BadValue { key: "interactive", .. })));
        assert!(matches!(parse_options("controls=%"), Err(EmbedError::Query(_))));
        assert!(matches!(parse_options("side=red"), Err(EmbedError::Query(ShareError::BadSide(_)))));
    }

    #[test]
    fn board_themes_and_piece_sets() {
        // `theme=light|dark` still names the page (a public link contract).
        let dark = parse_options("embed=1&theme=dark").unwrap();
        assert_eq!((dark.theme, dark.board, dark.pieces), (Theme::Dark, BoardTheme::Wood, PieceSet::Classic));
        let o = parse_options("embed=1&theme=contrast&pieces=print").unwrap();
        assert_eq!((o.theme, o.board, o.pieces), (Theme::Light, BoardTheme::Contrast, PieceSet::Print));
        let both = parse_options("embed=1&theme=dark%2Cslate&pieces=flat").unwrap();
        assert_eq!((both.theme, both.board, both.pieces), (Theme::Dark, BoardTheme::Slate, PieceSet::Flat));
        assert_eq!(parse_options("theme=tournament,%20light").unwrap().board, BoardTheme::Tournament);
        for bad in ["theme=neon", "theme=dark,light", "theme=wood,slate", "theme=Wood"] {
            let e = parse_options(bad).unwrap_err();
            assert!(matches!(e, EmbedError::BadValue { key: "theme", .. }), "{bad}");
        }
        let e = parse_options("embed=1&pieces=<i>glass</i>").unwrap_err();
        assert!(matches!(e, EmbedError::BadValue { key: "pieces", .. }));
        assert_eq!(e.to_string(), "bad pieces \"<i>glass</i>\": expected classic, flat or print");
    }

    #[test]
    fn the_embed_code_is_an_iframe_of_the_game_with_its_replay() {
        assert_eq!(embed_query(""), "embed=1");
        assert_eq!(embed_query("fen=W:W18:B9"), "embed=1&fen=W:W18:B9");
        assert_eq!(embed_query("moves=22-17&side=black"), "embed=1&controls=1&moves=22-17&side=black");
        let code = iframe_code("https://x.org/damas/?embed=1&moves=22-17", "Damas \"<b>\"", 360, 420);
        assert_eq!(
            code,
            "<iframe src=\"https://x.org/damas/?embed=1&amp;moves=22-17\" title=\"Damas &quot;&lt;b&gt;&quot;\" width=\"360\" height=\"420\" style=\"border:0\" loading=\"lazy\"></iframe>"
        );
        assert!(parse_options(&embed_query("moves=22-17")).unwrap().controls);
    }
}
