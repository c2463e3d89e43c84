//! The moves of a link: the line on view, each variation in brackets after the move it replaces,
//! nested as deep as they go (`22-17 11-15 ( 12-16 21-17 ( 24-19 ) ) 17-13`), as PDN writes
//! them. Written from the record's own move texts (no replay); read once, every move checked
//! where it is played. Old links, with no brackets, read as before.

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

/// The record of the moves `text` from `start`, its cursor at the end of the line on view.
///
/// # Errors
/// [`ShareError::BadMove`] or [`ShareError::AfterEnd`] for a move (counted over all the moves
/// read, variations included), [`ShareError::TooManyMoves`], and [`ShareError::BadVariation`]
/// for brackets that do not pair, open where no move stands to replace, or nest too deep.
pub fn read_moves<P: Playable>(start: P, text: &str) -> Result<Record<P>, ShareError<P>> {
    let mut record = Record::new(start);
    // Where each open variation returns to: the move it replaces.
    let mut returns: Vec<NodeId> = Vec::new();
    let mut count = 0;
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
                count += 1;
                if count > MAX_MOVES {
                    return Err(ShareError::TooManyMoves(tokens(text).filter(|t| matches!(t, Token::Move(_))).count()));
                }
                let mv = record.position().parse_move(word).map_err(|reason| ShareError::BadMove { ply: count, text: word.to_string(), reason })?;
                record.play(mv).map_err(|_| ShareError::AfterEnd { ply: count })?;
            }
        }
    }
    if !returns.is_empty() {
        return Err(bad());
    }
    // The line on view is the main one: the first moves written.
    let end = record.mainline().last().copied().unwrap_or(NodeId::ROOT);
    record.go_to_node(end);
    Ok(record)
}

/// The moves of `record` as a link writes them: the line on view first, then at each of its
/// moves the other moves played there, in brackets, nested. `None` when there is no move.
#[must_use]
pub fn write_moves<P: Playable>(record: &Record<P>) -> Option<String> {
    enum Task {
        After(NodeId),
        Move(NodeId),
        Open,
        Close,
    }
    let line = record.line_ids();
    // At a node of the line on view, its next node there comes first; elsewhere the main one.
    let first_child = |id: NodeId, children: &[NodeId]| -> Option<NodeId> {
        let next = line.iter().position(|&n| n == id).and_then(|i| line.get(i + 1)).copied();
        next.or_else(|| children.first().copied())
    };
    let mut words: Vec<&str> = Vec::new();
    let mut stack = vec![Task::After(NodeId::ROOT)];
    while let Some(task) = stack.pop() {
        match task {
            Task::Open => words.push("("),
            Task::Close => words.push(")"),
            Task::Move(id) => {
                words.extend(record.node(id).map(Node::text));
                stack.push(Task::After(id));
            }
            Task::After(id) => {
                let Some(node) = record.node(id) else { continue };
                let Some(main) = first_child(id, node.children()) else { continue };
                words.extend(record.node(main).map(Node::text));
                stack.push(Task::After(main));
                for &other in node.children().iter().rev().filter(|&&c| c != main) {
                    stack.push(Task::Close);
                    stack.push(Task::Move(other));
                    stack.push(Task::Open);
                }
            }
        }
    }
    // Brackets hug their moves (`(12-16 24-19)`), as PDN writes them: a shorter link.
    let mut out = String::new();
    for (i, word) in words.iter().enumerate() {
        let glued = *word == ")" || (i > 0 && words[i - 1] == "(");
        if i > 0 && !glued {
            out.push(' ');
        }
        out.push_str(word);
    }
    (!out.is_empty()).then_some(out)
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
        let record = read_moves(start(), text).unwrap();
        assert_eq!(record.move_texts(), ["21-17", "11-15", "24-20", "12-16"]);
        assert_eq!(record.ply(), 4);
        assert_eq!(write_moves(&record).as_deref(), Some(text));
        // Brackets apart from the moves, and old links with none, read the same.
        let stuck = read_moves(start(), "21-17 11-15 ( 12-16 24-19 ( 24-20 ) 16-20 ) ( 9-13 ) 24-20 12-16").unwrap();
        assert_eq!(stuck, record);
        assert_eq!(read_moves(start(), "21-17 11-15").unwrap().move_texts(), ["21-17", "11-15"]);
    }

    #[test]
    fn the_line_on_view_is_written_first() {
        let mut record = read_moves(start(), "21-17 11-15 ( 12-16 24-19 )").unwrap();
        let variation = record.node(record.line_ids()[1]).unwrap().children()[1];
        record.go_to_node(variation);
        let text = write_moves(&record).unwrap();
        assert_eq!(text, "21-17 12-16 (11-15) 24-19");
        assert_eq!(read_moves(start(), &text).unwrap().move_texts(), ["21-17", "12-16", "24-19"]);
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
