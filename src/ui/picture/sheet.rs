//! Printable sheets of diagrams (`?print=<sheet>`): which positions a sheet holds, how they fall
//! onto A4 pages (6 or 12 a page), what each asks and its answer for the answer key. Pure and
//! native; the page (`view/print.rs`) draws each diagram with the SVG writer in the print palette.
//!
//! The link's grammar: `print=<sheet>[&per=6|12]` with the game's own parameters (`variant`,
//! `fen`, `moves`, `ply`), where `<sheet>` is
//! - `position`: the position the rest of the link shows;
//! - `puzzles`, `puzzles:<count>` or `puzzles:<count>:<first>`: `count` puzzles (1 to 60,
//!   12 when not said) of the variant's puzzle file from number `first` (1 up);
//! - `lessons`: the positions of the game's lessons;
//! - `review`: the moves judged by the review kept on this device for the game in the link,
//!   each as the position before it (the answer: the better move).

use crate::link::clip_to;
use crate::ui::lessons::{lessons_of, Lesson};
use crate::ui::puzzle::Table;
use crate::ui::review::{Judgement, Review};
use damas_engine::{Color, GameKind, Playable, Position};

/// Most puzzles on one sheet.
pub const MAX_PUZZLES: usize = 60;

/// What a sheet holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SheetKind {
    /// The position of the link.
    Position,
    /// `count` puzzles from number `first` (0 up).
    Puzzles { count: usize, first: usize },
    /// The game's lessons.
    Lessons,
    /// The moves the kept review judged.
    Review,
}

/// A sheet: what it holds and how many diagrams a page.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Sheet {
    /// What it holds.
    pub kind: SheetKind,
    /// Diagrams per page: 6 or 12.
    pub per_page: usize,
}

/// Why a sheet link cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SheetError {
    /// `print` names no sheet (the text, clipped).
    Unknown(String),
    /// A puzzle count or first number that is not one (the text, clipped).
    BadNumber(String),
    /// `per` is not 6 or 12.
    BadPer(String),
}

fn number(text: &str, range: std::ops::RangeInclusive<usize>) -> Result<usize, SheetError> {
    text.trim().parse::<usize>().ok().filter(|n| range.contains(n)).ok_or_else(|| SheetError::BadNumber(clip_to(text, 24)))
}

/// Reads a sheet: `print`'s value and `per`'s (if any).
///
/// # Errors
/// A [`SheetError`] naming what does not read.
pub fn read_sheet(print: &str, per: Option<&str>) -> Result<Sheet, SheetError> {
    let mut parts = print.trim().split(':');
    let kind = match (parts.next().unwrap_or(""), parts.next(), parts.next(), parts.next()) {
        ("position", None, ..) => SheetKind::Position,
        ("lessons", None, ..) => SheetKind::Lessons,
        ("review", None, ..) => SheetKind::Review,
        ("puzzles", count, first, None) => SheetKind::Puzzles {
            count: count.map_or(Ok(12), |c| number(c, 1..=MAX_PUZZLES))?,
            first: first.map_or(Ok(1), |f| number(f, 1..=100_000))? - 1,
        },
        _ => return Err(SheetError::Unknown(clip_to(print, 24))),
    };
    // One position prints as one large diagram (second walk W11); a set, twelve to a page.
    let per_page = match per.map(str::trim) {
        None if kind == SheetKind::Position => 1,
        None | Some("12") => 12,
        Some("6") => 6,
        Some("1") => 1,
        Some(other) => return Err(SheetError::BadPer(clip_to(other, 24))),
    };
    Ok(Sheet { kind, per_page })
}

/// What a diagram asks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Task {
    /// The side to play (a position, a judged move).
    ToPlay(Color),
    /// The side to play and win (a puzzle).
    ToWin(Color),
    /// A lesson, by its id (its title is worded by the page).
    Lesson(&'static str),
}

/// One diagram of a sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram<P> {
    /// The position drawn.
    pub position: P,
    /// What it asks.
    pub task: Task,
    /// A note beside the task: the move number and the move judged (a review), or empty.
    pub note: String,
    /// The answer for the key (empty: none).
    pub answer: String,
}

/// The diagrams of `count` puzzles of `table` from number `first` (unreadable puzzles skipped).
#[must_use]
pub fn puzzle_diagrams(table: &Table, count: usize, first: usize) -> Vec<Diagram<Position>> {
    table
        .puzzles
        .iter()
        .skip(first)
        .filter_map(|raw| raw.resolve(table.variant).ok())
        .take(count)
        .map(|p| Diagram { position: p.start, task: Task::ToWin(p.start.turn()), note: String::new(), answer: p.solution_texts().join(" ") })
        .collect()
}

/// The diagrams of `game`'s lessons, as positions of `P`.
#[must_use]
pub fn lesson_diagrams<P: Playable>(game: GameKind) -> Vec<Diagram<P>> {
    lessons_of(game)
        .iter()
        .filter_map(|l: &Lesson| Some(Diagram { position: l.position::<P>(game)?, task: Task::Lesson(l.id), note: String::new(), answer: String::new() }))
        .collect()
}

/// The moves `review` judged, each as the position before it, the better move its answer.
#[must_use]
pub fn review_diagrams<P: Playable>(review: &Review<P>) -> Vec<Diagram<P>> {
    review
        .judged()
        .into_iter()
        .filter(|m| m.judgement.is_some_and(|j| j != Judgement::Inaccuracy) && m.best.is_some())
        .filter_map(|m| {
            let position = *review.position(m.index)?;
            let number = m.index / 2 + 1;
            let dots = if m.side == Color::White { "." } else { "..." };
            let glyph = m.judgement.map_or("", Judgement::glyph);
            Some(Diagram { position, task: Task::ToPlay(m.side), note: format!("{number}{dots} {}{glyph}", m.played), answer: m.best.unwrap_or_default() })
        })
        .collect()
}

/// The pages of `count` diagrams, `per_page` a page: the range of diagrams on each.
#[must_use]
pub fn pages(count: usize, per_page: usize) -> Vec<std::ops::Range<usize>> {
    let per_page = per_page.max(1);
    (0..count).step_by(per_page).map(|start| start..(start + per_page).min(count)).collect()
}

/// The columns of a page of `per_page` diagrams (1 for one, 2 for 6, 3 for 12: they fill an A4
/// page).
#[must_use]
pub const fn columns(per_page: usize) -> usize {
    match per_page {
        0 | 1 => 1,
        2..=6 => 2,
        _ => 3,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::Variant;

    #[test]
    fn sheet_links_read_and_say_what_is_wrong() {
        let sheet = |kind, per_page| Ok(Sheet { kind, per_page });
        // One position: one large diagram, unless the link asks for more a page.
        assert_eq!(read_sheet("position", None), sheet(SheetKind::Position, 1));
        assert_eq!(read_sheet("position", Some("12")), sheet(SheetKind::Position, 12));
        assert_eq!(read_sheet("lessons", Some("1")), sheet(SheetKind::Lessons, 1));
        assert_eq!(read_sheet("puzzles", Some("6")), sheet(SheetKind::Puzzles { count: 12, first: 0 }, 6));
        assert_eq!(read_sheet("puzzles:24:13", None), sheet(SheetKind::Puzzles { count: 24, first: 12 }, 12));
        assert_eq!(read_sheet(" lessons ", Some("12")), sheet(SheetKind::Lessons, 12));
        assert_eq!(read_sheet("review", None), sheet(SheetKind::Review, 12));
        assert_eq!(read_sheet("puzzles:0", None), Err(SheetError::BadNumber("0".into())));
        assert_eq!(read_sheet("puzzles:61", None), Err(SheetError::BadNumber("61".into())));
        assert_eq!(read_sheet("puzzles:5:0", None), Err(SheetError::BadNumber("0".into())));
        assert_eq!(read_sheet("puzzles:x", None), Err(SheetError::BadNumber("x".into())));
        assert_eq!(read_sheet("puzzles:1:2:3", None), Err(SheetError::Unknown("puzzles:1:2:3".into())));
        assert_eq!(read_sheet("position:2", None), Err(SheetError::Unknown("position:2".into())));
        assert_eq!(read_sheet("<script>", None), Err(SheetError::Unknown("<script>".into())));
        assert_eq!(read_sheet("", None), Err(SheetError::Unknown(String::new())));
        assert_eq!(read_sheet("position", Some("7")), Err(SheetError::BadPer("7".into())));
    }

    #[test]
    fn diagrams_fall_onto_pages() {
        assert_eq!(pages(12, 12), vec![0..12]);
        assert_eq!(pages(12, 6), vec![0..6, 6..12]);
        assert_eq!(pages(13, 6), vec![0..6, 6..12, 12..13]);
        assert!(pages(0, 6).is_empty());
        assert_eq!((columns(1), columns(6), columns(12)), (1, 2, 3));
        assert_eq!(pages(3, 1), vec![0..1, 1..2, 2..3]);
    }

    #[test]
    fn puzzles_lessons_and_reviews_make_diagrams() {
        let text = std::fs::read_to_string("static/puzzles/brazilian.json").unwrap();
        let table = crate::ui::puzzle::parse_table(&text).unwrap();
        let twelve = puzzle_diagrams(&table, 12, 0);
        assert_eq!(twelve.len(), 12);
        assert!(twelve.iter().all(|d| matches!(d.task, Task::ToWin(c) if c == d.position.turn()) && !d.answer.is_empty()));
        let later = puzzle_diagrams(&table, 2, 1);
        assert_eq!(later[0], twelve[1]);
        assert!(puzzle_diagrams(&table, 5, 100_000).is_empty());
        let lessons = lesson_diagrams::<Position>(GameKind::Draughts(Variant::Brazilian));
        assert_eq!(lessons.len(), lessons_of(GameKind::Draughts(Variant::Brazilian)).len());
        assert!(lesson_diagrams::<Position>(GameKind::Lasca).is_empty(), "Lasca's lessons are not draughts positions");
        assert!(!lesson_diagrams::<damas_engine::lasca::LascaPosition>(GameKind::Lasca).is_empty());
    }
}
