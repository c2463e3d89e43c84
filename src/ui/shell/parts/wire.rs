//! What a part of the page and the bundle that draws it (`parts`) hand each other is text in the
//! form of a query, `key=value&...`, values encoded as links encode them: its pairs read here,
//! with its one error type. Pure and native; each part's own views and actions are its feature's
//! (`panels::wire`, `review::wire`).

use crate::link::decode_component;
// Quoted without `{:?}`: the `Debug` machinery and its Unicode tables stay out of the page's wasm.
use damas_engine::notation::quoted;
use std::fmt;

/// A text of the hand-over that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WireError {
    /// A `%` escape that is broken, or bytes that are not UTF-8.
    Encoding(String),
    /// A part that must be there is not.
    Missing(&'static str),
    /// A part with a value that cannot be read: its name and the value (the reason is not worded:
    /// the page's wasm would carry the English of every link error for this console line).
    Bad(&'static str, String),
    /// A part or an action neither side knows.
    Unknown(String),
}

impl fmt::Display for WireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WireError::Encoding(near) => write!(f, "badly encoded text near {}", quoted(near)),
            WireError::Missing(part) => write!(f, "no {part}"),
            WireError::Bad(part, why) => write!(f, "bad {part}: {why}"),
            WireError::Unknown(name) => write!(f, "unknown {}", quoted(name)),
        }
    }
}

/// The pairs `key=value` of a query, values decoded; a part without `=` is a key with no value.
///
/// # Errors
/// A value not properly encoded: [`WireError::Encoding`].
pub fn pairs(text: &str) -> Result<Vec<(&str, String)>, WireError> {
    text.split('&')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (key, value) = p.split_once('=').unwrap_or((p, ""));
            decode_component(value).map(|v| (key, v)).map_err(|e| WireError::Encoding(e.0))
        })
        .collect()
}

/// The part `part` with a value that cannot be read (or none).
pub fn bad(part: &'static str, value: Result<&str, WireError>) -> WireError {
    WireError::Bad(part, value.unwrap_or_default().to_string())
}

/// A flag's value: `1` or `0`.
///
/// # Errors
/// Anything else, as [`WireError::Bad`] of `part`.
pub fn flag(part: &'static str, value: &str) -> Result<bool, WireError> {
    match value {
        "1" => Ok(true),
        "0" => Ok(false),
        other => Err(WireError::Bad(part, other.to_string())),
    }
}

