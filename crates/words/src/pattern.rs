//! What a message is once read: a pattern of text and placeables.

use crate::Id;

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
    Literal(Value),
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

/// An argument's value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// Text, selected by a variant of the same key.
    Str(String),
    /// A count, selected by a variant of its number, else of its plural category.
    Num(i64),
}

impl From<&str> for Value {
    fn from(s: &str) -> Self {
        Value::Str(s.to_owned())
    }
}

impl From<String> for Value {
    fn from(s: String) -> Self {
        Value::Str(s)
    }
}

macro_rules! counts {
    ($($t:ty),*) => {$(
        impl From<$t> for Value {
            fn from(n: $t) -> Self {
                Value::Num(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
counts!(u8, u16, u32, u64, usize, i32, i64);
