//! The options of the embedded board (`?embed=1&...` in an iframe), read from the same query as
//! the game (see [`super::parse_query`]):
//!
//! | parameter | values | default |
//! |---|---|---|
//! | `embed` | `1` turns embed mode on | off |
//! | `orientation` | `white` or `black` at the bottom | the `side` parameter, else white |
//! | `interactive` | `1` the visitor can move, `0` view only | `1` |
//! | `controls` | `1` shows previous/next (a replay), `0` hides them | `0` |
//! | `theme` | `light` or `dark` | `light` |
//! | `computer`, `level` | the side the computer plays and its level (as in any link) | none |
//!
//! Pure and native; unknown values are typed errors, never guesses.

use super::{decode_component, ShareError, MAX_QUERY};
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
}

impl Default for EmbedOptions {
    fn default() -> EmbedOptions {
        EmbedOptions { orientation: None, interactive: true, controls: false, theme: Theme::Light }
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

/// Whether the query asks for embed mode (`embed=1`, `embed=true` or a bare `embed`). Never fails:
/// a broken query is not an embed request (the game's own parser reports it).
#[must_use]
pub fn is_embed(query: &str) -> bool {
    query.len() <= MAX_QUERY && matches!(param(query, "embed").ok().flatten().as_deref(), Some("1" | "true" | "yes" | ""))
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
    let theme = match param(query, "theme").map_err(EmbedError::Query)?.as_deref().map(str::trim) {
        None | Some("light") => Theme::Light,
        Some("dark") => Theme::Dark,
        Some(other) => {
            return Err(EmbedError::BadValue { key: "theme", value: clip(other), expected: "light or dark" })
        }
    };
    Ok(EmbedOptions {
        orientation,
        interactive: flag(query, "interactive", true)?,
        controls: flag(query, "controls", false)?,
        theme,
    })
}

/// The message an embedded board posts to its parent page (as JSON-compatible fields; the browser
/// side turns it into an object). See the README for its shape.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embed_mode_and_options() {
        assert!(is_embed("embed=1&moves=22-17"));
        assert!(is_embed("?moves=22-17&embed"));
        assert!(!is_embed("moves=22-17"));
        assert!(!is_embed("embed=0"));
        assert!(!is_embed("embed=%zz"));
        assert_eq!(parse_options("embed=1").unwrap(), EmbedOptions::default());
        let o = parse_options("embed=1&orientation=black&interactive=0&controls=1&theme=dark").unwrap();
        assert_eq!(o, EmbedOptions { orientation: Some(Color::Black), interactive: false, controls: true, theme: Theme::Dark });
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
}
