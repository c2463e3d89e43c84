//! The tutorial's lessons: the rules of Brazilian draughts taught by playing, one rule a lesson,
//! each a position and the moves that answer it. A move the rules refuse gets the engine's reason
//! on the board as in a game; a legal move that misses the point is judged here. Native, tested.

use damas_engine::{Position, Variant};

/// One lesson: a position (White to move) and the moves that complete it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// A stable name (`data-lesson`).
    pub id: &'static str,
    /// The position, Brazilian FEN.
    pub fen: &'static str,
    /// The moves that complete the lesson, in square numbers.
    pub goals: &'static [&'static str],
}

/// The lessons in order: moving, the compulsory capture, capturing backward, the majority rule,
/// crowning, the flying king.
pub const LESSONS: [Lesson; 6] = [
    Lesson { id: "move", fen: "W:W22:B3", goals: &["22-17", "22-18"] },
    Lesson { id: "capture", fen: "W:W22,31:B18", goals: &["22x15"] },
    Lesson { id: "backward", fen: "W:W18:B22,1", goals: &["18x25"] },
    Lesson { id: "majority", fen: "W:W27,24:B23,14,19", goals: &["27x9"] },
    Lesson { id: "crown", fen: "W:W6,31:B28", goals: &["6-1", "6-2"] },
    Lesson { id: "king", fen: "W:WK29:B15,4", goals: &["29x11", "29x8"] },
];

impl Lesson {
    /// The lesson's position.
    #[must_use]
    pub fn position(&self) -> Position {
        // The table is checked by a test: every FEN reads.
        Position::from_fen(Variant::Brazilian, self.fen).unwrap_or_else(|_| Position::initial(Variant::Brazilian))
    }
}

/// Where the player stands in a lesson.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Progress {
    /// No move yet.
    Waiting,
    /// The lesson's move was played.
    Done,
    /// A legal move, but not the one the lesson asks for.
    Missed,
}

impl Progress {
    /// The name the markup carries (`data-lesson-state`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Progress::Waiting => "waiting",
            Progress::Done => "done",
            Progress::Missed => "missed",
        }
    }
}

/// How `lesson` stands after the moves `played` (move texts from its position).
#[must_use]
pub fn progress(lesson: &Lesson, played: &[String]) -> Progress {
    match played.first() {
        None => Progress::Waiting,
        Some(first) if lesson.goals.contains(&first.as_str()) => Progress::Done,
        Some(_) => Progress::Missed,
    }
}

/// The lesson a `learn=<n>` value names (1-based; anything else is the first).
#[must_use]
pub fn lesson_index(value: &str) -> usize {
    value.trim().parse::<usize>().ok().filter(|n| (1..=LESSONS.len()).contains(n)).map_or(0, |n| n - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lesson_s_moves_are_exactly_its_legal_answers() {
        for lesson in &LESSONS {
            let pos = Position::from_fen(Variant::Brazilian, lesson.fen).unwrap();
            let mut legal: Vec<String> = pos.legal_moves().iter().map(|m| pos.move_text(m)).collect();
            legal.sort();
            for goal in lesson.goals {
                assert!(legal.contains(&goal.to_string()), "{}: {goal} in {legal:?}", lesson.id);
            }
        }
    }

    #[test]
    fn the_rule_each_lesson_teaches_is_what_the_engine_enforces() {
        use damas_engine::{Playable, Refusal};
        let sq = |n| Variant::Brazilian.square(n).unwrap();
        // The other man may not move while a capture is on.
        let capture = LESSONS[1].position();
        assert!(matches!(capture.explain_select(sq(31)), Some(Refusal::CaptureAvailable { .. })));
        // A man that can take one piece may not, while another takes two.
        let majority = LESSONS[3].position();
        assert!(matches!(majority.explain_select(sq(24)), Some(Refusal::TakeMaximum { .. })), "{:?}", majority.explain_select(sq(24)));
    }

    #[test]
    fn progress_and_links() {
        let lesson = &LESSONS[0];
        assert_eq!(progress(lesson, &[]), Progress::Waiting);
        assert_eq!(progress(lesson, &["22-18".into()]), Progress::Done);
        assert_eq!(progress(&LESSONS[4], &["31-27".into()]), Progress::Missed, "legal, but no crown");
        assert_eq!((lesson_index(""), lesson_index("3"), lesson_index("99"), lesson_index("x")), (0, 2, 0, 0));
    }
}

#[cfg(target_arch = "wasm32")]
pub mod view;
