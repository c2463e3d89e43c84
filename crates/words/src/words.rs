//! One language's words, as the page holds them: a compiled resource ([`crate::compile`]), read
//! where it lies. Looking an entry up is a binary search of an index made once; writing a message
//! walks its bytes. Every read is checked: bytes that are not a compiled resource give no words,
//! and a part cut short ends its message, never the page.

use crate::compile::{compile, MAGIC};
use crate::numbering::{Msg, Numbering, BASE};
use crate::parse::{entries, ParseError};
use crate::pattern::Value;
use crate::PluralRule;

/// How deep messages and terms may refer to each other: past it a reference writes `{…}` (a
/// resource that refers to itself would otherwise never end).
const MAX_DEPTH: u8 = 8;

/// What a missing message or reference writes.
const GAP: &str = "{…}";

/// The arguments a message is written with.
pub type Args<'a> = [(&'a str, Value<'a>)];

/// A language's messages and terms, looked up by number.
#[derive(Clone, Debug)]
pub struct Words {
    /// The compiled resource.
    bytes: Vec<u8>,
    /// Each entry's number and where its pattern lies in `bytes`, in order.
    index: Vec<(Msg, u32, u32)>,
    /// How the language counts.
    plural: PluralRule,
}

impl Words {
    /// The words of a compiled resource, in a language counted by `plural`; `None` if `bytes` are
    /// not one (a wrong start, an entry cut short), or were numbered by another list than the
    /// one whose stamp is `stamp` (words of another build).
    #[must_use]
    pub fn read(bytes: Vec<u8>, plural: PluralRule, stamp: u32) -> Option<Words> {
        let mut index = Vec::new();
        let body = bytes.strip_prefix(MAGIC.as_slice())?;
        let mut at = Cursor { bytes: body, at: 0 };
        if at.id()? != stamp {
            return None;
        }
        let mut number = BASE;
        while at.at < at.bytes.len() {
            number = number.checked_add(u32::try_from(at.number()?).ok()?)?;
            let len = at.number()?;
            let start = at.at;
            at.at = start.checked_add(len).filter(|end| *end <= at.bytes.len())?;
            let skip = MAGIC.len();
            index.push((Msg(number), u32::try_from(start + skip).ok()?, u32::try_from(at.at + skip).ok()?));
        }
        Some(Words { bytes, index, plural })
    }

    /// The words of resource `text` (Fluent's syntax), every entry kept, numbered by `numbering`.
    ///
    /// # Errors
    /// Where `text` is not a resource ([`crate::parse`]), or names one entry twice.
    pub fn parse(text: &str, plural: PluralRule, numbering: &Numbering) -> Result<Words, ParseError> {
        let read = entries(text)?;
        let mut seen: Vec<(crate::Id, usize)> = read.iter().map(|e| (crate::id(e.name), e.line)).collect();
        seen.sort_unstable();
        if let Some(pair) = seen.windows(2).find(|w| w[0].0 == w[1].0) {
            return Err(ParseError { line: pair[0].1.max(pair[1].1), what: "this name is given twice" });
        }
        let compiled = compile(&read, numbering, |_| true);
        Ok(Words::read(compiled, plural, numbering.stamp()).unwrap_or_else(|| Words::none(plural)))
    }

    /// No words at all (every message writes `{…}`): what a page has whose words could not be read.
    #[must_use]
    pub const fn none(plural: PluralRule) -> Words {
        Words { bytes: Vec::new(), index: Vec::new(), plural }
    }

    /// How the language counts.
    #[must_use]
    pub const fn plural(&self) -> PluralRule {
        self.plural
    }

    /// The bytes of entry `id`'s pattern.
    fn pattern(&self, id: Msg) -> Option<&[u8]> {
        let at = self.index.binary_search_by_key(&id, |(i, _, _)| *i).ok()?;
        let (_, start, end) = self.index[at];
        self.bytes.get(start as usize..end as usize)
    }

    /// Whether the words have entry `id`.
    #[must_use]
    pub fn has(&self, id: Msg) -> bool {
        self.pattern(id).is_some()
    }

    /// Message `id` written with `args` (a missing message writes `{…}`, a missing argument
    /// `{$name}`, so that a gap shows rather than breaks the page).
    #[must_use]
    pub fn format(&self, id: Msg, args: &Args<'_>) -> String {
        let mut out = String::new();
        match self.pattern(id) {
            Some(p) => self.write(p, args, &mut out, 0),
            None => out.push_str(GAP),
        }
        out
    }

    /// Message `id`'s text when it is plain text (no placeable): the page's fixed labels, read
    /// without writing a string. A missing message, or one with placeables, gives `{…}`.
    #[must_use]
    pub fn text(&self, id: Msg) -> &str {
        let Some(p) = self.pattern(id) else { return GAP };
        let mut at = Cursor { bytes: p, at: 0 };
        match (at.byte(), at.slice()) {
            (Some(0), Some(text)) if at.at == p.len() => std::str::from_utf8(text).unwrap_or(GAP),
            _ => GAP,
        }
    }

    /// Writes `pattern` with `args` at the end of `out`.
    fn write(&self, pattern: &[u8], args: &Args<'_>, out: &mut String, depth: u8) {
        let mut at = Cursor { bytes: pattern, at: 0 };
        while let Some(tag) = at.byte() {
            let done = match tag {
                0 => at.str().map(|t| out.push_str(t)),
                1 => at.str().map(|name| match arg(args, name) {
                    Some(value) => push(value, out),
                    None => {
                        out.push_str("{$");
                        out.push_str(name);
                        out.push('}');
                    }
                }),
                2 => at.number().map(|i| self.refer(Msg(BASE.wrapping_add(i as u32)), args, out, depth)),
                3 => self.term(&mut at, args, out, depth),
                4 => self.select(&mut at, args, out, depth),
                _ => None,
            };
            if done.is_none() {
                return;
            }
        }
    }

    /// Entry `id` written with `args`, one level deeper.
    fn refer(&self, id: Msg, args: &Args<'_>, out: &mut String, depth: u8) {
        match self.pattern(id) {
            Some(p) if depth < MAX_DEPTH => self.write(p, args, out, depth + 1),
            _ => out.push_str(GAP),
        }
    }

    /// A term's call: its id and its own arguments.
    fn term(&self, at: &mut Cursor<'_>, args: &Args<'_>, out: &mut String, depth: u8) -> Option<()> {
        let term = Msg(BASE.wrapping_add(at.number()? as u32));
        let count = at.number()?;
        let mut own: Vec<(&str, Value<'_>)> = Vec::new();
        for _ in 0..count {
            let name = at.str()?;
            let value = match at.byte()? {
                0 => Some(Value::from(at.str()?)),
                1 => arg(args, at.str()?).map(Value::borrowed),
                _ => {
                    let z = at.number()? as u64;
                    Some(Value::Num(((z >> 1) as i64) ^ -((z & 1) as i64)))
                }
            };
            own.extend(value.map(|v| (name, v)));
        }
        self.refer(term, &own, out, depth);
        Some(())
    }

    /// A selector: the variant whose key is the argument (a text), or its number, or its plural
    /// category (a count), else the default.
    fn select(&self, at: &mut Cursor<'_>, args: &Args<'_>, out: &mut String, depth: u8) -> Option<()> {
        let on = arg(args, at.str()?);
        let count = at.number()?;
        let default = at.number()?;
        let (number, category) = match on {
            Some(Value::Num(n)) => (Some(n.to_string()), self.plural.category(n.unsigned_abs())),
            _ => (None, ""),
        };
        let mut chosen: Option<&[u8]> = None;
        let mut by_category: Option<&[u8]> = None;
        let mut fallback: Option<&[u8]> = None;
        for k in 0..count {
            let key = at.str()?;
            let pattern = at.slice()?;
            if k == default {
                fallback = Some(pattern);
            }
            match on {
                Some(Value::Str(s)) if s == key => chosen = chosen.or(Some(pattern)),
                Some(Value::Num(_)) if number.as_deref() == Some(key) => chosen = chosen.or(Some(pattern)),
                Some(Value::Num(_)) if key == category => by_category = by_category.or(Some(pattern)),
                _ => {}
            }
        }
        if let Some(p) = chosen.or(by_category).or(fallback) {
            self.write(p, args, out, depth);
        }
        Some(())
    }
}

/// Writes an argument's value.
fn push(value: &Value<'_>, out: &mut String) {
    match value {
        Value::Str(s) => out.push_str(s),
        Value::Num(n) => out.push_str(&n.to_string()),
    }
}

/// The argument named `name`.
fn arg<'v, 'a>(args: &'v Args<'a>, name: &str) -> Option<&'v Value<'a>> {
    args.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
}

/// Reading a compiled resource's bytes: every read checked, `None` past the end.
struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Cursor<'a> {
    fn byte(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(b)
    }

    fn id(&mut self) -> Option<u32> {
        let four = self.bytes.get(self.at..self.at + 4)?;
        self.at += 4;
        Some(u32::from_le_bytes([four[0], four[1], four[2], four[3]]))
    }

    /// A LEB128 number (at most 32 bits: lengths and counts).
    fn number(&mut self) -> Option<usize> {
        let mut n: u32 = 0;
        for shift in (0..35).step_by(7) {
            let b = self.byte()?;
            n |= u32::from(b & 0x7f).checked_shl(shift)?;
            if b < 0x80 {
                return Some(n as usize);
            }
        }
        None
    }

    /// A length and that many bytes.
    fn slice(&mut self) -> Option<&'a [u8]> {
        let len = self.number()?;
        let end = self.at.checked_add(len)?;
        let s = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(s)
    }

    /// A length and that much UTF-8.
    fn str(&mut self) -> Option<&'a str> {
        std::str::from_utf8(self.slice()?).ok()
    }
}
