//! Writing a message: its pattern with the arguments put in and the variants chosen.

use crate::pattern::{Literal, Operand, Part, Pattern, Value};
use crate::words::Words;

/// How deep messages and terms may refer to each other: past it a reference writes `{…}` (a
/// resource that refers to itself would otherwise never end).
const MAX_DEPTH: u8 = 8;

/// The arguments a pattern is written with.
pub(crate) type Args<'a> = [(&'a str, Value<'a>)];

/// Writes `pattern` with `args` at the end of `out`.
pub(crate) fn write(words: &Words, pattern: &Pattern, args: &Args<'_>, out: &mut String, depth: u8) {
    for part in pattern {
        match part {
            Part::Text(t) => out.push_str(t),
            Part::Var(name) => match arg(args, name) {
                Some(Value::Str(s)) => out.push_str(s),
                Some(Value::Num(n)) => out.push_str(&n.to_string()),
                None => {
                    out.push_str("{$");
                    out.push_str(name);
                    out.push('}');
                }
            },
            Part::Message(id) => match words.pattern(*id) {
                Some(p) if depth < MAX_DEPTH => write(words, p, args, out, depth + 1),
                _ => out.push_str("{…}"),
            },
            Part::Term(id, given) => match words.pattern(*id) {
                Some(p) if depth < MAX_DEPTH => {
                    let own: Vec<(&str, Value<'_>)> = given
                        .iter()
                        .filter_map(|(name, operand)| {
                            let value = match operand {
                                Operand::Literal(Literal::Str(s)) => Value::from(s.as_str()),
                                Operand::Literal(Literal::Num(n)) => Value::Num(*n),
                                Operand::Var(from) => arg(args, from)?.borrowed(),
                            };
                            Some((name.as_str(), value))
                        })
                        .collect();
                    write(words, p, &own, out, depth + 1);
                }
                _ => out.push_str("{…}"),
            },
            Part::Select(select) => {
                let chosen = match arg(args, &select.on) {
                    Some(Value::Str(s)) => select.variants.iter().position(|(key, _)| key == s),
                    Some(Value::Num(n)) => {
                        let number = n.to_string();
                        let category = words.plural().category(n.unsigned_abs());
                        select
                            .variants
                            .iter()
                            .position(|(key, _)| *key == number)
                            .or_else(|| select.variants.iter().position(|(key, _)| key == category))
                    }
                    None => None,
                };
                let (_, variant) = &select.variants[chosen.unwrap_or(select.default)];
                write(words, variant, args, out, depth);
            }
        }
    }
}

/// The argument named `name`.
fn arg<'v, 'a>(args: &'v Args<'a>, name: &str) -> Option<&'v Value<'a>> {
    args.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
}
