//! A game's movetext as a move tree, for any [`Playable`] game: reading PDN 3.0 variations
//! (RAV, `( ... )`, nested), comments and annotation glyphs into a [`Record`], and writing a
//! record back the same way. As in PGN, a variation after a move is an alternative to that
//! move: its first move is played from the position before it. A comment goes with the move
//! before it, except at the start of a variation or after a move number (`2... {why} 11-15`),
//! where it is said before the coming move; the writer puts it there, so it reads back so.
//! Variations repeating a move merge with it: the tree has one node per move and position.
//!
//! Hostile input cannot exhaust the stack (nothing recurses) nor nest without end: variations
//! deeper than [`MAX_NESTING`] are skipped whole, as readers of old skipped every variation.

use super::pdn_lex::{move_part, Token, RESULTS};
use super::pdn_notes::{braced, suffix_of_nag};
use crate::play::Playable;
use crate::record::{Node, NodeId, Record};
use crate::Color;

/// The deepest nesting of variations read; deeper ones are skipped.
pub const MAX_NESTING: usize = 64;

/// Why a movetext cannot be read into a tree; each game's reader names it in its own error.
#[derive(Debug)]
pub(crate) enum TreeError<E> {
    /// A move refused: it comes `ply` moves after the start, with `turn` to play.
    Illegal { ply: usize, turn: Color, text: String, error: E },
    /// A move after the game has ended by rule.
    AfterEnd { text: String },
}

/// Where the reader stands in the movetext.
struct Reader<P: Playable> {
    record: Record<P>,
    /// The node the next move is played from.
    at: NodeId,
    /// Whether no move has been read yet in the current line (game or variation).
    fresh: bool,
    /// Where each open variation returns to: the move it replaces.
    resume: Vec<NodeId>,
    /// Whether a move number has been read since the last move: a comment after it is said
    /// before the coming move (`2... {comment} 11-15`).
    numbered: bool,
    /// Comments met before the coming move.
    before: Vec<String>,
}

/// The tree a game's tokens describe, played from `start`, the cursor at the end of its main
/// line. A variation opened where there is no move to replace is skipped.
///
/// # Errors
/// [`TreeError`] at the first move, in the main line or a variation, that cannot be played.
pub(crate) fn read_tree<P: Playable>(tokens: &[Token], start: P) -> Result<Record<P>, TreeError<P::MoveError>> {
    let mut r = Reader {
        record: Record::new(start),
        at: NodeId::ROOT,
        fresh: true,
        resume: Vec::new(),
        numbered: false,
        before: Vec::new(),
    };
    let mut skip = 0usize;
    for token in tokens {
        if skip > 0 {
            match token {
                Token::Open => skip += 1,
                Token::Close => skip -= 1,
                _ => {}
            }
            continue;
        }
        match token {
            Token::Tag(..) => {}
            Token::Comment(c) if r.numbered || (r.fresh && !r.resume.is_empty()) => r.before.push(c.clone()),
            Token::Comment(c) if r.fresh => r.record.append_comment(NodeId::ROOT, c, false),
            Token::Comment(c) => r.record.append_comment(r.at, c, false),
            Token::Open if r.fresh || r.resume.len() >= MAX_NESTING => skip = 1,
            Token::Open => {
                r.resume.push(r.at);
                r.at = r.record.node(r.at).and_then(Node::parent).unwrap_or(NodeId::ROOT);
                r.fresh = true;
                r.numbered = false;
                r.before.clear();
            }
            Token::Close => match r.resume.pop() {
                Some(back) => {
                    r.at = back;
                    r.fresh = false;
                    r.numbered = false;
                    r.before.clear();
                }
                // One `)` too many reads as a move, and is refused as one.
                None => r.play(")", None)?,
            },
            Token::Word(w) if RESULTS.contains(&w.as_str()) => {}
            Token::Word(w) if w.starts_with('$') => {
                if let (false, Ok(nag)) = (r.fresh, w[1..].parse::<u8>()) {
                    r.record.push_nag(r.at, nag);
                }
            }
            Token::Word(w) if is_move_number(w) => r.numbered = true,
            Token::Word(w) => {
                if let Some((text, nag)) = move_part(w) {
                    r.play(text, nag)?;
                }
            }
        }
    }
    let mut record = r.record;
    if let Some(&end) = record.mainline().last() {
        record.go_to_node(end);
    }
    Ok(record)
}

impl<P: Playable> Reader<P> {
    /// Plays `text` from the current node. The first move of a variation joins the
    /// alternatives; any other move is the main continuation of the move before it.
    fn play(&mut self, text: &str, nag: Option<u8>) -> Result<(), TreeError<P::MoveError>> {
        let Some(node) = self.record.node(self.at) else { return Ok(()) };
        let pos = node.position();
        let mv = pos.parse_move(text).map_err(|error| TreeError::Illegal {
            ply: node.ply(),
            turn: pos.turn(),
            text: text.to_string(),
            error,
        })?;
        let child = match self.record.child_with(self.at, &mv) {
            Some(child) => child,
            None if self.record.ended_at(self.at) => return Err(TreeError::AfterEnd { text: text.to_string() }),
            None => self.record.add_child(self.at, mv),
        };
        if !self.fresh || self.resume.is_empty() {
            self.record.make_main(child);
        }
        for comment in self.before.drain(..) {
            self.record.append_comment(child, &comment, true);
        }
        if let Some(nag) = nag {
            self.record.push_nag(child, nag);
        }
        self.at = child;
        self.fresh = false;
        self.numbered = false;
        Ok(())
    }
}

/// Whether `word` is a move number alone: `12.` or `12...`.
fn is_move_number(word: &str) -> bool {
    let digits = word.trim_end_matches('.');
    digits.len() < word.len() && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// The movetext of the whole tree, as words to wrap: the game's comment, then every move in
/// reading order with its number where PDN wants one, its glyphs (the first as a suffix when it
/// has one, the others as `$n`), its comments and the parentheses around variations, then
/// `result`. `name` gives each move's text as written.
pub(crate) fn tree_words<P: Playable>(record: &Record<P>, result: &str, name: impl Fn(&str) -> String) -> Vec<String> {
    let mut words = Vec::new();
    if let Some(comment) = record.node(NodeId::ROOT).and_then(Node::comment) {
        words.push(braced(comment));
    }
    let mut after_glyph = false;
    for item in record.walk() {
        let first = words.len();
        let (suffix, rest) = match item.nags.split_first().map(|(&n, rest)| (suffix_of_nag(n), rest)) {
            Some((Some(suffix), rest)) => (suffix, rest),
            _ => ("", item.nags),
        };
        let played = format!("{}{suffix}", name(item.text));
        let number = match (item.first_of_pair, item.numbered || after_glyph || item.comment_before.is_some()) {
            (true, _) => Some(format!("{}.", item.number)),
            (false, true) => Some(format!("{}...", item.number)),
            (false, false) => None,
        };
        // A comment before the move goes between its number and it, where it reads back so.
        match (number, item.comment_before) {
            (Some(number), Some(comment)) => words.extend([number, braced(comment), played]),
            (Some(number), None) => words.push(format!("{number} {played}")),
            (None, _) => words.push(played),
        }
        words.extend(rest.iter().map(|n| format!("${n}")));
        after_glyph = !rest.is_empty();
        if let Some(comment) = item.comment {
            words.push(braced(comment));
        }
        if let Some(word) = words.get_mut(first).filter(|_| item.opens) {
            word.insert(0, '(');
        }
        if let Some(word) = words.last_mut() {
            word.extend(std::iter::repeat_n(')', item.closes));
        }
    }
    words.push(result.to_string());
    words
}
