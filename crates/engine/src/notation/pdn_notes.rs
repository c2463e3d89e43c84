//! What a PDN game says beside its moves: comments (`{...}`) and move annotations, the suffixes
//! `!`, `?`, `!!`, `??`, `!?`, `?!` and their numeric glyphs `$1` to `$6` (PGN's NAGs, which PDN
//! 3.0 takes over). Read with the game and written back, so a reviewed game keeps its judgements
//! and `[%eval ...]` comments through a file. These notes are the main line's; the move tree of
//! [`super::pdn::PdnGame::record`] keeps those of the variations too.

/// The annotation glyphs with a suffix form, by NAG number (`$1` is `!` ... `$6` is `?!`).
const SUFFIXES: [(u8, &str); 6] = [(1, "!"), (2, "?"), (3, "!!"), (4, "??"), (5, "!?"), (6, "?!")];

/// The NAG number of a suffix (`?` is 2), if it is one of the six.
#[must_use]
pub fn nag_of_suffix(suffix: &str) -> Option<u8> {
    SUFFIXES.iter().find(|(_, s)| *s == suffix).map(|(n, _)| *n)
}

/// The suffix of NAG `nag` (2 is `?`), if it has one.
#[must_use]
pub fn suffix_of_nag(nag: u8) -> Option<&'static str> {
    SUFFIXES.iter().find(|(n, _)| *n == nag).map(|(_, s)| *s)
}

/// What PDN says about one move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveNote {
    /// Its annotation as a NAG number (a `?` suffix reads as 2); the last one given wins.
    pub nag: Option<u8>,
    /// The comments after it, in order, without their braces.
    pub comments: Vec<String>,
}

/// What PDN says beside a game's moves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    /// Comments before the first move.
    pub intro: Vec<String>,
    /// One note per move, in the order of the moves (empty notes included).
    pub moves: Vec<MoveNote>,
}

impl Notes {
    /// Whether there is nothing to say.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.intro.is_empty() && self.moves.iter().all(|m| m.nag.is_none() && m.comments.is_empty())
    }
}

/// A move word's annotation suffix split off: (`22-17`, 6 for `?!`). A run of `!` and `?` that is
/// none of the six glyphs is dropped without a note.
#[must_use]
pub fn split_suffix(word: &str) -> (&str, Option<u8>) {
    let text = word.trim_end_matches(['!', '?']);
    (text, nag_of_suffix(&word[text.len()..]))
}

/// A comment as written between braces: a `}` inside would end it early, so it becomes `)`.
#[must_use]
pub fn braced(comment: &str) -> String {
    format!("{{{}}}", comment.replace('}', ")"))
}

/// The words written after a move: its suffix glued to it (returned apart), then its comments.
#[must_use]
pub fn decorate(note: Option<&MoveNote>) -> (&'static str, Vec<String>) {
    let Some(note) = note else { return ("", Vec::new()) };
    let suffix = note.nag.and_then(suffix_of_nag).unwrap_or("");
    let mut words: Vec<String> = note.nag.filter(|&n| suffix_of_nag(n).is_none()).map(|n| format!("${n}")).into_iter().collect();
    words.extend(note.comments.iter().map(|c| braced(c)));
    (suffix, words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suffixes_and_glyphs_agree() {
        for (n, s) in SUFFIXES {
            assert_eq!(nag_of_suffix(s), Some(n));
            assert_eq!(suffix_of_nag(n), Some(s));
        }
        assert_eq!(split_suffix("22-17?!"), ("22-17", Some(6)));
        assert_eq!(split_suffix("22-17??"), ("22-17", Some(4)));
        assert_eq!(split_suffix("22-17"), ("22-17", None));
        assert_eq!(split_suffix("22-17?!?"), ("22-17", None), "no glyph: dropped");
        assert_eq!(braced("a } b"), "{a ) b}");
        let note = MoveNote { nag: Some(14), comments: vec!["x".into()] };
        assert_eq!(decorate(Some(&note)), ("", vec!["$14".to_string(), "{x}".to_string()]));
    }
}

#[cfg(test)]
mod round_trip {
    use crate::notation::pdn::{read_games, write_game_noted, MoveNote, Notes};
    use crate::Variant;

    #[test]
    fn comments_and_annotations_survive_a_file() {
        let text = "[GameType \"26\"]\n{before} 1. 22-18?! {[%eval 0.10]} 11-15 $4 {x} {y} 2. 18x11?? 8x15 *";
        let game = &read_games(text, Variant::Brazilian).unwrap()[0];
        assert_eq!(game.game.moves().len(), 4);
        let notes = &game.notes;
        assert_eq!(notes.intro, ["before"]);
        assert_eq!(notes.moves[0], MoveNote { nag: Some(6), comments: vec!["[%eval 0.10]".into()] });
        assert_eq!(notes.moves[1], MoveNote { nag: Some(4), comments: vec!["x".into(), "y".into()] });
        assert_eq!(notes.moves[2].nag, Some(4));
        assert_eq!(notes.moves[3], MoveNote::default());
        let written = write_game_noted(&game.game, &[], "*", false, notes);
        assert!(written.contains("{before} 1. 22-18?! {[%eval 0.10]} 1... 11-15?? {x} {y} 2. 18x11?? 8x15 *"), "{written}");
        let again = &read_games(&written, Variant::Brazilian).unwrap()[0];
        assert_eq!((&again.notes, again.game.moves()), (notes, game.game.moves()));
        // Nothing to say writes the plain game.
        assert!(Notes::default().is_empty());
        assert!(!notes.is_empty());
        // A brace inside a comment cannot end it early.
        let tricky = Notes { intro: vec!["a } 2. 9-13".into()], moves: vec![] };
        let written = write_game_noted(&game.game, &[], "*", false, &tricky);
        assert_eq!(read_games(&written, Variant::Brazilian).unwrap()[0].game.moves().len(), 4);
    }
}
