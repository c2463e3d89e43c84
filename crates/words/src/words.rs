//! One language's words, read from its resource: what the page asks for by [`Id`].

use crate::format::{write, Args};
use crate::parse::{entries as entries_of, ParseError};
use crate::pattern::{Part, Pattern};
use crate::{id, Id, PluralRule};

/// A language's messages and terms, looked up by name.
#[derive(Clone, Debug)]
pub struct Words {
    /// Every entry, sorted by id.
    entries: Vec<(Id, Pattern)>,
    /// How the language counts.
    plural: PluralRule,
}

impl Words {
    /// The words of resource `text`, in a language counted by `plural`.
    ///
    /// # Errors
    /// Where `text` is not a resource ([`crate::parse`]), or names one entry twice.
    pub fn parse(text: &str, plural: PluralRule) -> Result<Words, ParseError> {
        let mut entries: Vec<(Id, Pattern)> = Vec::new();
        // Each kept sorted as it is filled (a sort's code would weigh more in the page's wasm).
        for entry in entries_of(text)? {
            let key = id(entry.name);
            match entries.binary_search_by_key(&key, |(i, _)| *i) {
                Ok(_) => return Err(ParseError { line: entry.line, what: "this name is given twice" }),
                Err(at) => entries.insert(at, (key, entry.pattern)),
            }
        }
        Ok(Words { entries, plural })
    }

    /// No words at all (every message writes `{…}`): what a page has whose words could not be read.
    #[must_use]
    pub const fn none(plural: PluralRule) -> Words {
        Words { entries: Vec::new(), plural }
    }

    /// How the language counts.
    #[must_use]
    pub const fn plural(&self) -> PluralRule {
        self.plural
    }

    /// The pattern of entry `id`.
    #[must_use]
    pub fn pattern(&self, id: Id) -> Option<&Pattern> {
        self.entries.binary_search_by_key(&id, |(i, _)| *i).ok().map(|at| &self.entries[at].1)
    }

    /// Whether the words have entry `id`.
    #[must_use]
    pub fn has(&self, id: Id) -> bool {
        self.pattern(id).is_some()
    }

    /// Message `id` written with `args` (a missing message writes `{…}`, a missing argument
    /// `{$name}`, so that a gap shows rather than breaks the page).
    #[must_use]
    pub fn format(&self, id: Id, args: &Args<'_>) -> String {
        let mut out = String::new();
        match self.pattern(id) {
            Some(p) => write(self, p, args, &mut out, 0),
            None => out.push_str("{…}"),
        }
        out
    }

    /// Message `id`'s text, when it is plain text (no placeable): the page's fixed labels, read
    /// without writing a string. Any other message gives `""`.
    #[must_use]
    pub fn text(&self, id: Id) -> &str {
        match self.pattern(id).map(Vec::as_slice) {
            Some([Part::Text(t)]) => t,
            _ => "",
        }
    }
}
