//! The moves of a link: the main line, each variation in brackets after the move it replaces,
//! nested as deep as they go (`22-17 11-15 ( 12-16 21-17 ( 24-19 ) ) 17-13`), as PDN writes
//! them; which line is on view, when it is a variation, is the link's `line=` (see
//! [`line_on_view`]). Written from the record's own move texts (no replay); read once, every
//! move checked where it is played. Old links, with no brackets, read as before.

use super::{move_tokens, ShareError, MAX_MOVES};
use damas_engine::{Node, NodeId, Playable, Record};

/// Deepest nesting of variations a link may hold (deeper ones are refused, so a hostile link
/// cannot build a tree no page could show).
pub const MAX_NESTING: usize = 32;

/// A token of the moves: a bracket, or a move text.
enum Token<'a> {
    Open,
    Close,
    Move(&'a str),
}

/// The tokens of `text`: brackets stand alone or stick to a move (`(12-16`, `24-19))`).
fn tokens(text: &str) -> impl Iterator<Item = Token<'_>> {
    move_tokens(text).flat_map(|word| {
        let opens = word.len() - word.trim_start_matches('(').len();
        let rest = word.trim_start_matches('(');
        let closes = rest.len() - rest.trim_end_matches(')').len();
        let mv = rest.trim_end_matches(')');
        std::iter::repeat_with(|| Token::Open)
            .take(opens)
            .chain((!mv.is_empty()).then_some(Token::Move(mv)))
            .chain(std::iter::repeat_with(|| Token::Close).take(closes))
    })
}

/// The record of the moves `text` from `start`, its cursor at the end of the main line (the
/// first moves written), with the node of every move in the order written (variations' moves
/// included): what a link's `line=` counts.
///
/// # Errors
/// [`ShareError::BadMove`] or [`ShareError::AfterEnd`] for a move (counted over all the moves
/// read, variations included), [`ShareError::TooManyMoves`], and [`ShareError::BadVariation`]
/// for brackets that do not pair, open where no move stands to replace, or nest too deep.
pub fn read_moves<P: Playable>(start: P, text: &str) -> Result<(Record<P>, Vec<NodeId>), ShareError<P>> {
    let mut record = Record::new(start);
    // Where each open variation returns to: the move it replaces.
    let mut returns: Vec<NodeId> = Vec::new();
    let mut read = Vec::new();
    let bad = || ShareError::BadVariation(text.to_string());
    for token in tokens(text) {
        match token {
            Token::Open => {
                let replaced = record.cursor();
                let parent = record.node(replaced).and_then(Node::parent).ok_or_else(bad)?;
                if returns.len() >= MAX_NESTING {
                    return Err(bad());
                }
                returns.push(replaced);
                record.go_to_node(parent);
            }
            Token::Close => {
                let back = returns.pop().ok_or_else(bad)?;
                record.go_to_node(back);
            }
            Token::Move(word) => {
                let count = read.len() + 1;
                if count > MAX_MOVES {
                    return Err(ShareError::TooManyMoves(tokens(text).filter(|t| matches!(t, Token::Move(_))).count()));
                }
                let mv = record.position().parse_move(word).map_err(|reason| ShareError::BadMove { ply: count, text: word.to_string(), reason })?;
                record.play(mv).map_err(|_| ShareError::AfterEnd { ply: count })?;
                read.push(record.cursor());
            }
        }
    }
    if !returns.is_empty() {
        return Err(bad());
    }
    // The main line is the first moves written; the link's `line=` may name another.
    let end = record.mainline().last().copied().unwrap_or(NodeId::ROOT);
    record.go_to_node(end);
    Ok((record, read))
}

/// A piece of the moves as a link writes them.
enum Word {
    Open,
    Close,
    Move(NodeId),
}

/// The moves of `record` in the order a link writes them: the main line, and at each move the
/// other moves played there, in brackets, nested (the order of [`Record::walk`] and PDN). A
/// stack, not recursion: a deep tree cannot overflow it.
fn written<P: Playable>(record: &Record<P>) -> Vec<Word> {
    enum Task {
        After(NodeId),
        Move(NodeId),
        Open,
        Close,
    }
    let mut words = Vec::new();
    let mut stack = vec![Task::After(NodeId::ROOT)];
    while let Some(task) = stack.pop() {
        match task {
            Task::Open => words.push(Word::Open),
            Task::Close => words.push(Word::Close),
            Task::Move(id) => {
                words.push(Word::Move(id));
                stack.push(Task::After(id));
            }
            Task::After(id) => {
                let Some((&main, others)) = record.node(id).and_then(|n| n.children().split_first()) else { continue };
                words.push(Word::Move(main));
                stack.push(Task::After(main));
                for &other in others.iter().rev() {
                    stack.push(Task::Close);
                    stack.push(Task::Move(other));
                    stack.push(Task::Open);
                }
            }
        }
    }
    words
}

/// The moves of `record` as a link writes them: the main line first, then at each of its moves
/// the other moves played there, in brackets, nested. Where the cursor is changes nothing (see
/// [`line_on_view`]). `None` when there is no move.
#[must_use]
pub fn write_moves<P: Playable>(record: &Record<P>) -> Option<String> {
    // Brackets hug their moves (`(12-16 24-19)`), as PDN writes them: a shorter link.
    let mut out = String::new();
    let mut after_open = true;
    for word in written(record) {
        let text = match word {
            Word::Open => "(",
            Word::Close => ")",
            Word::Move(id) => record.node(id).map_or("", Node::text),
        };
        if !out.is_empty() && !after_open && text != ")" {
            out.push(' ');
        }
        after_open = text == "(";
        out.push_str(text);
    }
    (!out.is_empty()).then_some(out)
}

/// The moves of `record` in the order [`write_moves`] writes them: the `k`-th written move
/// (from 1) is the same move wherever the link is read back, so it names a move across pages.
#[must_use]
pub fn written_ids<P: Playable>(record: &Record<P>) -> Vec<NodeId> {
    written(record).into_iter().filter_map(|w| match w {
        Word::Move(id) => Some(id),
        _ => None,
    }).collect()
}

/// Which line is on view when it is not the main one: the number (from 1, in the order
/// [`write_moves`] writes them, variations' moves included) of the line's last move, as a
/// link's `line=` says it. `None` on the main line.
#[must_use]
pub fn line_on_view<P: Playable>(record: &Record<P>) -> Option<usize> {
    let &end = record.line_ids().last()?;
    if record.is_mainline(end) {
        return None;
    }
    written_ids(record).into_iter().position(|id| id == end).map(|i| i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::{Position, Variant};

    fn start() -> Position {
        Position::initial(Variant::Brazilian)
    }

    #[test]
    fn nested_variations_go_out_and_come_back() {
        let text = "21-17 11-15 (12-16 24-19 (24-20) 16-20) (9-13) 24-20 12-16";
        let (record, read) = read_moves(start(), text).unwrap();
        assert_eq!(record.move_texts(), ["21-17", "11-15", "24-20", "12-16"]);
        assert_eq!((record.ply(), read.len()), (4, 9));
        assert_eq!(write_moves(&record).as_deref(), Some(text));
        assert_eq!(line_on_view(&record), None, "the main line");
        // Brackets apart from the moves, and old links with none, read the same.
        let stuck = read_moves(start(), "21-17 11-15 ( 12-16 24-19 ( 24-20 ) 16-20 ) ( 9-13 ) 24-20 12-16").unwrap();
        assert_eq!(stuck.0, record);
        assert_eq!(read_moves(start(), "21-17 11-15").unwrap().0.move_texts(), ["21-17", "11-15"]);
    }

    #[test]
    fn the_main_line_is_written_first_wherever_the_cursor_is() {
        let (mut record, read) = read_moves(start(), "21-17 11-15 ( 12-16 24-19 )").unwrap();
        let variation = record.node(record.line_ids()[1]).unwrap().children()[1];
        assert_eq!(read[2], variation);
        record.go_to_node(variation);
        assert_eq!(write_moves(&record).as_deref(), Some("21-17 11-15 (12-16 24-19)"));
        // The line on view ends with 24-19, the fourth move written.
        assert_eq!(line_on_view(&record), Some(4));
        assert_eq!(read_moves(start(), "21-17 11-15 (12-16 24-19)").unwrap().1[3], record.line_ids()[3]);
    }

    #[test]
    fn brackets_that_do_not_pair_are_refused() {
        for text in ["( 21-17", "21-17 )", "21-17 ( 22-18", "21-17 11-15 ) (", "((21-17"] {
            let error = read_moves(start(), text);
            assert!(matches!(error, Err(ShareError::BadVariation(_))), "{text}: {error:?}");
        }
        let deep = format!("21-17 {}", "( 22-18 ".repeat(MAX_NESTING + 1));
        assert!(matches!(read_moves(start(), &deep), Err(ShareError::BadVariation(_))));
        // A move inside a variation is checked where it is played.
        assert!(matches!(read_moves(start(), "21-17 ( 11-15 )"), Err(ShareError::BadMove { ply: 2, .. })));
    }
}
