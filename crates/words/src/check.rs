//! The languages checked against each other before the page is built: every language can be
//! read, has exactly the reference language's messages, refers to no entry it lacks, and uses
//! only the arguments the reference language's message uses (the code passes those). A term is
//! a language's own grammar: each language has the terms it needs.

use crate::parse::{entries, Entry};
use crate::pattern::{Operand, Part, Pattern};
use crate::{id, normal, Id};
use std::collections::{BTreeMap, BTreeSet};

/// What is wrong with the languages, one line each (`lang: line N: …`); empty if nothing.
#[must_use]
pub fn check(reference: (&str, &str), others: &[(&str, &str)]) -> Vec<String> {
    let mut problems = Vec::new();
    let Some(base) = read(reference, &mut problems) else { return problems };
    for &(lang, text) in others {
        let Some(words) = read((lang, text), &mut problems) else { continue };
        for (name, (line, _)) in &words.messages {
            if !base.messages.contains_key(name) {
                problems.push(format!("{lang}: line {line}: `{name}` is not a message of {}", reference.0));
            }
        }
        for (name, (_, vars)) in &base.messages {
            match words.messages.get(name) {
                None => problems.push(format!("{lang}: `{name}` is missing")),
                Some((line, own)) => {
                    for var in own.difference(vars) {
                        problems.push(format!("{lang}: line {line}: `{name}` uses ${var}, which {}'s does not", reference.0));
                    }
                }
            }
        }
    }
    problems
}

/// One language's entries as the checks need them.
struct Read<'a> {
    /// Each message's line and the arguments it uses.
    messages: BTreeMap<&'a str, (usize, BTreeSet<String>)>,
}

/// `text` read, its own faults added to `problems`: an entry it cannot read, two names that are
/// one, a reference to an entry it lacks.
fn read<'a>((lang, text): (&str, &'a str), problems: &mut Vec<String>) -> Option<Read<'a>> {
    let list = match entries(text) {
        Ok(list) => list,
        Err(e) => {
            problems.push(format!("{lang}: {e}"));
            return None;
        }
    };
    let mut names: BTreeMap<Id, &Entry<'_>> = BTreeMap::new();
    for entry in &list {
        if let Some(first) = names.insert(id(entry.name), entry) {
            let what = if normal(first.name) == normal(entry.name) { "is given twice" } else { "hashes as another name" };
            problems.push(format!("{lang}: line {}: `{}` {what} (line {})", entry.line, entry.name, first.line));
        }
    }
    let mut messages = BTreeMap::new();
    for entry in &list {
        let mut vars = BTreeSet::new();
        let mut refs = Vec::new();
        walk(&entry.pattern, &mut vars, &mut refs);
        for r in refs {
            if !names.contains_key(&r) {
                problems.push(format!("{lang}: line {}: `{}` refers to an entry there is none of", entry.line, entry.name));
            }
        }
        if !entry.name.starts_with('-') {
            messages.insert(entry.name, (entry.line, vars));
        }
    }
    Some(Read { messages })
}

/// The arguments `pattern` reads and the entries it refers to.
fn walk(pattern: &Pattern, vars: &mut BTreeSet<String>, refs: &mut Vec<Id>) {
    for part in pattern {
        match part {
            Part::Text(_) => {}
            Part::Var(v) => {
                vars.insert(v.clone());
            }
            Part::Message(m) => refs.push(*m),
            Part::Term(t, args) => {
                refs.push(*t);
                for (_, operand) in args {
                    if let Operand::Var(v) = operand {
                        vars.insert(v.clone());
                    }
                }
            }
            Part::Select(s) => {
                vars.insert(s.on.clone());
                for (_, p) in &s.variants {
                    walk(p, vars, refs);
                }
            }
        }
    }
}
