//! Reading a resource: Project Fluent's syntax, the part the page needs. An entry starts at the
//! line's start (`name = value`, `-term = value`), goes on over indented lines, and holds text
//! with placeables: `{ $arg }`, `{ message }`, `{ -term }`, `{ -term(key: "value", n: $arg) }`,
//! `{ "literal" }` and selectors `{ $arg -> [key] … *[other] … }`. Comments start with `#`.
//! Attributes, functions and nested selectors' own selectors on terms are not read: a resource
//! that uses them is refused with the line it fails at.

use crate::pattern::{Operand, Part, Pattern, Select, Value};
use crate::id;
use std::fmt;

/// Why a resource cannot be read, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The line (from 1) of the entry it fails in.
    pub line: usize,
    /// What is wrong.
    pub what: &'static str,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.what)
    }
}

impl std::error::Error for ParseError {}

/// One entry as written: its name, where it starts, and its value read.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry<'a> {
    /// `name` or `-term`.
    pub name: &'a str,
    /// The line it starts on (from 1).
    pub line: usize,
    /// Its value.
    pub pattern: Pattern,
}

/// Every entry of `text`, in order.
///
/// # Errors
/// The first line that is neither a comment, an entry's start, a continuation nor blank; and an
/// entry whose value cannot be read.
pub fn entries(text: &str) -> Result<Vec<Entry<'_>>, ParseError> {
    let mut out = Vec::new();
    let mut open: Option<(&str, usize, String)> = None;
    for (i, line) in text.lines().enumerate() {
        let number = i + 1;
        // A selector's closing `}` may stand at the line's start, as in Fluent.
        let continues = line.starts_with([' ', '\t', '}']) || line.trim().is_empty();
        if continues {
            if let Some((_, _, body)) = open.as_mut() {
                body.push('\n');
                body.push_str(line);
            }
            continue;
        }
        if let Some(done) = open.take() {
            out.push(finish(done)?);
        }
        if line.starts_with('#') {
            continue;
        }
        let Some((name, value)) = line.split_once('=') else {
            return Err(ParseError { line: number, what: "expected `name = value`" });
        };
        let name = name.trim_end();
        if !valid_name(name) {
            return Err(ParseError { line: number, what: "a name is letters, digits, `-` and `_`, from a letter (a term's from `-`)" });
        }
        open = Some((name, number, value.to_owned()));
    }
    if let Some(done) = open.take() {
        out.push(finish(done)?);
    }
    Ok(out)
}

/// Whether `name` is a message's (`a-z…`) or a term's (`-a-z…`) name.
fn valid_name(name: &str) -> bool {
    let bare = name.strip_prefix('-').unwrap_or(name);
    bare.starts_with(|c: char| c.is_ascii_alphabetic())
        && bare.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// An entry's value read.
fn finish((name, line, body): (&str, usize, String)) -> Result<Entry<'_>, ParseError> {
    let mut reader = Reader { chars: body.chars().collect(), at: 0, line };
    let pattern = reader.pattern(false)?;
    if reader.at < reader.chars.len() {
        return Err(reader.fail("an unmatched `}`"));
    }
    if pattern.is_empty() {
        return Err(ParseError { line, what: "an entry with no value" });
    }
    Ok(Entry { name, line, pattern })
}

/// A value's characters and where reading is.
struct Reader {
    chars: Vec<char>,
    at: usize,
    line: usize,
}

impl Reader {
    fn fail(&self, what: &'static str) -> ParseError {
        let newlines = self.chars[..self.at.min(self.chars.len())].iter().filter(|c| **c == '\n').count();
        ParseError { line: self.line + newlines, what }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn skip_blank(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    /// Whether a variant's list goes on or ends after the line break at `self.at`.
    fn variant_or_end_follows(&self) -> bool {
        let mut at = self.at;
        while self.chars.get(at).is_some_and(|c| c.is_whitespace()) {
            at += 1;
        }
        matches!(self.chars.get(at), Some('[' | '*' | '}'))
    }

    /// Text and placeables up to the value's end, a `}` (left unread), or (in a variant) the
    /// line break before the next variant or the selector's end. Each line's indent is dropped,
    /// the lines are joined by `\n`, and blank space at both ends is trimmed.
    fn pattern(&mut self, in_variant: bool) -> Result<Pattern, ParseError> {
        // Each part, and whether it is text as written (trimmed at the ends) rather than a literal.
        let mut parts: Vec<(Part, bool)> = Vec::new();
        let mut text = String::new();
        let mut line_start = true;
        while let Some(c) = self.peek() {
            match c {
                '}' => break,
                '{' => {
                    self.at += 1;
                    let part = self.placeable()?;
                    if !text.is_empty() {
                        parts.push((Part::Text(std::mem::take(&mut text)), true));
                    }
                    parts.push((part, false));
                    line_start = false;
                }
                '\n' => {
                    self.at += 1;
                    if in_variant && self.variant_or_end_follows() {
                        break;
                    }
                    text.push('\n');
                    line_start = true;
                }
                ' ' | '\t' if line_start => self.at += 1,
                _ => {
                    text.push(c);
                    self.at += 1;
                    line_start = false;
                }
            }
        }
        if !text.is_empty() {
            parts.push((Part::Text(text), true));
        }
        Ok(joined(trimmed(parts)))
    }

    /// After a `{`: the placeable up to its `}`.
    fn placeable(&mut self) -> Result<Part, ParseError> {
        self.skip_blank();
        let part = match self.peek() {
            Some('$') => {
                self.at += 1;
                let name = self.name()?;
                self.skip_blank();
                if self.peek() == Some('-') && self.chars.get(self.at + 1) == Some(&'>') {
                    self.at += 2;
                    Part::Select(Box::new(self.select(name)?))
                } else {
                    Part::Var(name)
                }
            }
            Some('"') => Part::Text(self.string()?),
            Some('-') => {
                self.at += 1;
                let name = format!("-{}", self.name()?);
                self.skip_blank();
                let args = if self.peek() == Some('(') { self.arguments()? } else { Vec::new() };
                Part::Term(id(&name), args)
            }
            Some(c) if c.is_ascii_alphabetic() => Part::Message(id(&self.name()?)),
            _ => return Err(self.fail("a placeable is `$arg`, a message, a `-term` or a \"text\"")),
        };
        self.skip_blank();
        if self.peek() != Some('}') {
            return Err(self.fail("a placeable is not closed by `}`"));
        }
        self.at += 1;
        Ok(part)
    }

    /// A name's letters, digits, `-` and `_`.
    fn name(&mut self) -> Result<String, ParseError> {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
            // A `->` after a name is the selector's arrow, not the name's hyphen.
            if self.peek() == Some('-') && self.chars.get(self.at + 1) == Some(&'>') {
                break;
            }
            self.at += 1;
        }
        if self.at == start {
            return Err(self.fail("a name is missing"));
        }
        Ok(self.chars[start..self.at].iter().collect())
    }

    /// A `"…"` literal with its escapes (`\"`, `\\`, `\uXXXX`).
    fn string(&mut self) -> Result<String, ParseError> {
        self.at += 1;
        let mut out = String::new();
        loop {
            match self.peek() {
                None | Some('\n') => return Err(self.fail("a \"text\" is not closed")),
                Some('"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some('\\') => {
                    self.at += 1;
                    match self.peek() {
                        Some('"') => out.push('"'),
                        Some('\\') => out.push('\\'),
                        Some('u') => {
                            let hex: String = self.chars.get(self.at + 1..self.at + 5).unwrap_or(&[]).iter().collect();
                            let c = u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32);
                            let Some(c) = c.filter(|_| hex.len() == 4) else {
                                return Err(self.fail("`\\u` takes four hexadecimal digits"));
                            };
                            out.push(c);
                            self.at += 4;
                        }
                        _ => return Err(self.fail("an unknown escape in a \"text\"")),
                    }
                    self.at += 1;
                }
                Some(c) => {
                    out.push(c);
                    self.at += 1;
                }
            }
        }
    }

    /// A number literal, as an argument's value.
    fn number(&mut self) -> Result<i64, ParseError> {
        let start = self.at;
        if self.peek() == Some('-') {
            self.at += 1;
        }
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.at += 1;
        }
        let digits: String = self.chars[start..self.at].iter().collect();
        digits.parse().map_err(|_| self.fail("a number is digits"))
    }

    /// A term's `(name: value, …)`.
    fn arguments(&mut self) -> Result<Vec<(String, Operand)>, ParseError> {
        self.at += 1;
        let mut args = Vec::new();
        loop {
            self.skip_blank();
            if self.peek() == Some(')') {
                self.at += 1;
                return Ok(args);
            }
            let name = self.name()?;
            self.skip_blank();
            if self.peek() != Some(':') {
                return Err(self.fail("a term's argument is `name: value`"));
            }
            self.at += 1;
            self.skip_blank();
            let value = match self.peek() {
                Some('"') => Operand::Literal(Value::Str(self.string()?)),
                Some('$') => {
                    self.at += 1;
                    Operand::Var(self.name()?)
                }
                Some(c) if c.is_ascii_digit() || c == '-' => Operand::Literal(Value::Num(self.number()?)),
                _ => return Err(self.fail("a term's argument is a \"text\", a number or a `$arg`")),
            };
            args.push((name, value));
            self.skip_blank();
            match self.peek() {
                Some(',') => self.at += 1,
                Some(')') => {}
                _ => return Err(self.fail("a term's arguments are separated by `,` and closed by `)`")),
            }
        }
    }

    /// After `$on ->`: the variants, up to (not past) the `}`.
    fn select(&mut self, on: String) -> Result<Select, ParseError> {
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            self.skip_blank();
            match self.peek() {
                Some('}') => break,
                Some('*') => {
                    if default.is_some() {
                        return Err(self.fail("a selector has one `*[default]`"));
                    }
                    default = Some(variants.len());
                    self.at += 1;
                }
                Some('[') => {}
                _ => return Err(self.fail("a variant is `[key] value`")),
            }
            if self.peek() != Some('[') {
                return Err(self.fail("a variant is `[key] value`"));
            }
            self.at += 1;
            self.skip_blank();
            let key = if self.peek().is_some_and(|c| c.is_ascii_digit()) { self.number()?.to_string() } else { self.name()? };
            self.skip_blank();
            if self.peek() != Some(']') {
                return Err(self.fail("a variant's key is closed by `]`"));
            }
            self.at += 1;
            let pattern = self.pattern(true)?;
            variants.push((key, pattern));
        }
        let Some(default) = default else {
            return Err(self.fail("a selector needs a `*[default]` variant"));
        };
        Ok(Select { on, variants, default })
    }
}

/// Drops blank space at a pattern's two ends, where it is text as written.
fn trimmed(mut parts: Vec<(Part, bool)>) -> Vec<(Part, bool)> {
    if let Some((Part::Text(t), true)) = parts.first_mut() {
        let kept = t.trim_start().len();
        t.drain(..t.len() - kept);
    }
    if let Some((Part::Text(t), true)) = parts.last_mut() {
        t.truncate(t.trim_end().len());
    }
    parts.retain(|(p, _)| !matches!(p, Part::Text(t) if t.is_empty()));
    parts
}

/// The parts with neighbouring texts made one (a plain message is then one text).
fn joined(parts: Vec<(Part, bool)>) -> Pattern {
    let mut out: Pattern = Vec::with_capacity(parts.len());
    for (part, _) in parts {
        match (out.last_mut(), part) {
            (Some(Part::Text(before)), Part::Text(t)) => before.push_str(&t),
            (_, part) => out.push(part),
        }
    }
    out
}
