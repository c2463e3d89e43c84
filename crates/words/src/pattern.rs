//! What a message is once read: a pattern of text and placeables.

use crate::Id;
use std::borrow::Cow;

/// A message's or a variant's value: its parts in order.
pub type Pattern = Vec<Part>;

/// One part of a pattern.
#[derive(Clone, Debug, PartialEq)]
pub enum Part {
    /// Text as written (string literals `{"…"}` included).
    Text(String),
    /// `{ $name }`: an argument the code passes.
    Var(String),
    /// `{ other-message }`: another message, given this message's arguments.
    Message(Id),
    /// `{ -term }` or `{ -term(name: "value", other: $arg) }`: a term, given only these arguments.
    Term(Id, Vec<(String, Operand)>),
    /// `{ $name -> [key] … *[default] … }`.
    Select(Box<Select>),
}

/// What a term's argument is.
#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    /// `"text"` or a number, as written.
    Literal(Literal),
    /// `$name`: the caller's argument.
    Var(String),
}

/// A select expression: the variant whose key matches the argument, else the default.
#[derive(Clone, Debug, PartialEq)]
pub struct Select {
    /// The argument it selects on.
    pub on: String,
    /// Each variant's key and pattern.
    pub variants: Vec<(String, Pattern)>,
    /// The index of the `*[default]` variant.
    pub default: usize,
}

/// A term's argument as the resource writes it.
#[derive(Clone, Debug, PartialEq)]
pub enum Literal {
    /// `"text"`.
    Str(String),
    /// A number.
    Num(i64),
}

/// An argument's value, as the code passes it (a name or a key is borrowed: the call copies no
/// text; a text the call wrote is handed over).
#[derive(Clone, Debug, PartialEq)]
pub enum Value<'a> {
    /// Text, selected by a variant of the same key.
    Str(Cow<'a, str>),
    /// A count, selected by a variant of its number, else of its plural category.
    Num(i64),
}

impl<'a> Value<'a> {
    /// The same value, borrowed.
    #[must_use]
    pub fn borrowed(&self) -> Value<'_> {
        match self {
            Value::Str(s) => Value::Str(Cow::Borrowed(s)),
            Value::Num(n) => Value::Num(*n),
        }
    }
}

impl<'a> From<&'a str> for Value<'a> {
    fn from(s: &'a str) -> Self {
        Value::Str(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Value<'a> {
    fn from(s: &'a String) -> Self {
        Value::Str(Cow::Borrowed(s))
    }
}

impl From<String> for Value<'_> {
    fn from(s: String) -> Self {
        Value::Str(Cow::Owned(s))
    }
}

macro_rules! counts {
    ($($t:ty),*) => {$(
        impl From<$t> for Value<'_> {
            fn from(n: $t) -> Self {
                Value::Num(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
counts!(u8, u16, u32, u64, usize, i32, i64);
