//! Reading a resource: Project Fluent's syntax, the part the page needs. An entry starts at the
//! line's start (`name = value`, `-term = value`), goes on over indented lines, and holds text
//! with placeables: `{ $arg }`, `{ message }`, `{ -term }`, `{ -term(key: "value", n: $arg) }`,
//! `{ "literal" }` and selectors `{ $arg -> [key] … *[other] … }`. Comments start with `#`.
//! Attributes, functions and nested selectors' own selectors on terms are not read: a resource
//! that uses them is refused with the line it fails at.

use crate::pattern::{Literal, Operand, Part, Pattern, Select};
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
    let mut reader = Reader { s: &body, at: 0, line };
    let pattern = reader.pattern(false)?;
    if reader.at < body.len() {
        return Err(reader.fail("an unmatched `}`"));
    }
    if pattern.is_empty() {
        return Err(ParseError { line, what: "an entry with no value" });
    }
    Ok(Entry { name, line, pattern })
}

/// A value's text and where reading is (a byte index: every character the syntax reads is ASCII,
/// so the text between them is sliced whole).
struct Reader<'a> {
    s: &'a str,
    at: usize,
    line: usize,
}

impl Reader<'_> {
    fn fail(&self, what: &'static str) -> ParseError {
        let newlines = self.s.as_bytes()[..self.at.min(self.s.len())].iter().filter(|b| **b == b'\n').count();
        ParseError { line: self.line + newlines, what }
    }

    fn peek(&self) -> Option<u8> {
        self.s.as_bytes().get(self.at).copied()
    }

    fn skip_blank(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    /// Expects `byte` next, then skips it.
    fn expect(&mut self, byte: u8, what: &'static str) -> Result<(), ParseError> {
        if self.peek() != Some(byte) {
            return Err(self.fail(what));
        }
        self.at += 1;
        Ok(())
    }

    /// Text and placeables up to the value's end, a `}` (left unread), or (in a variant) the
    /// line break before the next variant or the selector's end. Each line's indent is dropped,
    /// the lines are joined by `\n`, and blank space at both ends of text as written is trimmed.
    fn pattern(&mut self, in_variant: bool) -> Result<Pattern, ParseError> {
        // Each part, and whether it is text as written (trimmed at the ends) rather than a literal.
        let mut parts: Vec<(Part, bool)> = Vec::new();
        let mut text = String::new();
        loop {
            let run = self.s[self.at..].find(['{', '}', '\n']).map_or(self.s.len(), |n| self.at + n);
            text.push_str(&self.s[self.at..run]);
            self.at = run;
            match self.peek() {
                Some(b'{') => {
                    self.at += 1;
                    let part = self.placeable()?;
                    if !text.is_empty() {
                        parts.push((Part::Text(std::mem::take(&mut text)), true));
                    }
                    parts.push((part, false));
                }
                Some(b'\n') => {
                    self.skip_blank();
                    let next = self.peek();
                    if next.is_none() || in_variant && matches!(next, Some(b'[' | b'*' | b'}')) {
                        break;
                    }
                    text.push('\n');
                }
                _ => break,
            }
        }
        if !text.is_empty() {
            parts.push((Part::Text(text), true));
        }
        if let Some((Part::Text(t), true)) = parts.first_mut() {
            *t = t.trim_start().to_owned();
        }
        if let Some((Part::Text(t), true)) = parts.last_mut() {
            t.truncate(t.trim_end().len());
        }
        // Neighbouring texts made one, so that a plain message is one text.
        let mut out: Pattern = Vec::with_capacity(parts.len());
        for (part, _) in parts {
            match (out.last_mut(), part) {
                (_, Part::Text(t)) if t.is_empty() => {}
                (Some(Part::Text(before)), Part::Text(t)) => before.push_str(&t),
                (_, part) => out.push(part),
            }
        }
        Ok(out)
    }

    /// After a `{`: the placeable up to its `}`.
    fn placeable(&mut self) -> Result<Part, ParseError> {
        self.skip_blank();
        let part = match self.peek() {
            Some(b'$') => {
                self.at += 1;
                let name = self.name()?;
                self.skip_blank();
                if self.s[self.at..].starts_with("->") {
                    self.at += 2;
                    Part::Select(Box::new(self.select(name)?))
                } else {
                    Part::Var(name)
                }
            }
            Some(b'"') => Part::Text(self.string()?),
            Some(b'-') => {
                self.at += 1;
                let name = format!("-{}", self.name()?);
                self.skip_blank();
                let args = if self.peek() == Some(b'(') { self.arguments()? } else { Vec::new() };
                Part::Term(id(&name), args)
            }
            Some(c) if c.is_ascii_alphabetic() => Part::Message(id(&self.name()?)),
            _ => return Err(self.fail("a placeable is `$arg`, a message, a `-term` or a \"text\"")),
        };
        self.skip_blank();
        self.expect(b'}', "a placeable is not closed by `}`")?;
        Ok(part)
    }

    /// A name's letters, digits, `-` and `_` (a `->` after it is the selector's arrow).
    fn name(&mut self) -> Result<String, ParseError> {
        let start = self.at;
        while let Some(c) = self.peek() {
            if !(c.is_ascii_alphanumeric() || c == b'_' || c == b'-' && self.s.as_bytes().get(self.at + 1) != Some(&b'>')) {
                break;
            }
            self.at += 1;
        }
        if self.at == start {
            return Err(self.fail("a name is missing"));
        }
        Ok(self.s[start..self.at].to_owned())
    }

    /// A `"…"` literal with its escapes (`\"`, `\\`, `\uXXXX`).
    fn string(&mut self) -> Result<String, ParseError> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let run = self.s[self.at..].find(['"', '\\', '\n']).map_or(self.s.len(), |n| self.at + n);
            out.push_str(&self.s[self.at..run]);
            self.at = run + 1;
            match self.s.as_bytes().get(run) {
                Some(b'"') => return Ok(out),
                Some(b'\\') => match self.peek() {
                    Some(c @ (b'"' | b'\\')) => {
                        out.push(char::from(c));
                        self.at += 1;
                    }
                    Some(b'u') => {
                        let hex = self.s.get(self.at + 1..self.at + 5).and_then(|h| u32::from_str_radix(h, 16).ok());
                        let Some(c) = hex.and_then(char::from_u32) else {
                            return Err(self.fail("`\\u` takes four hexadecimal digits"));
                        };
                        out.push(c);
                        self.at += 5;
                    }
                    _ => return Err(self.fail("an unknown escape in a \"text\"")),
                },
                _ => {
                    self.at = run;
                    return Err(self.fail("a \"text\" is not closed"));
                }
            }
        }
    }

    /// A whole number's digits (a count: at most nine digits).
    fn number(&mut self) -> Result<i64, ParseError> {
        let start = self.at;
        let mut n: i64 = 0;
        while let Some(d @ b'0'..=b'9') = self.peek() {
            n = n * 10 + i64::from(d - b'0');
            self.at += 1;
            if self.at - start > 9 {
                return Err(self.fail("a number has at most nine digits"));
            }
        }
        if self.at == start {
            return Err(self.fail("a number is digits"));
        }
        Ok(n)
    }

    /// A term's `(name: value, …)`.
    fn arguments(&mut self) -> Result<Vec<(String, Operand)>, ParseError> {
        self.at += 1;
        let mut args = Vec::new();
        loop {
            self.skip_blank();
            if self.peek() == Some(b')') {
                self.at += 1;
                return Ok(args);
            }
            let name = self.name()?;
            self.skip_blank();
            self.expect(b':', "a term's argument is `name: value`")?;
            self.skip_blank();
            let value = match self.peek() {
                Some(b'"') => Operand::Literal(Literal::Str(self.string()?)),
                Some(b'$') => {
                    self.at += 1;
                    Operand::Var(self.name()?)
                }
                _ => Operand::Literal(Literal::Num(self.number()?)),
            };
            args.push((name, value));
            self.skip_blank();
            if self.peek() == Some(b',') {
                self.at += 1;
            } else if self.peek() != Some(b')') {
                return Err(self.fail("a term's arguments are separated by `,` and closed by `)`"));
            }
        }
    }

    /// After `$on ->`: the variants, up to (not past) the `}`.
    fn select(&mut self, on: String) -> Result<Select, ParseError> {
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            self.skip_blank();
            if self.peek() == Some(b'}') {
                break;
            }
            if self.peek() == Some(b'*') && default.is_none() {
                default = Some(variants.len());
                self.at += 1;
            }
            self.expect(b'[', "a variant is `[key] value`, with one `*[default]`")?;
            self.skip_blank();
            let key = if self.peek().is_some_and(|c| c.is_ascii_digit()) { self.number()?.to_string() } else { self.name()? };
            self.skip_blank();
            self.expect(b']', "a variant's key is closed by `]`")?;
            variants.push((key, self.pattern(true)?));
        }
        let Some(default) = default else {
            return Err(self.fail("a selector needs a `*[default]` variant"));
        };
        Ok(Select { on, variants, default })
    }
}
