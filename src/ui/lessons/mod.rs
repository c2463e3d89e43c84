//! The tutorial's lessons: the rules of the game the player plays, taught by playing, one rule a
//! lesson, each a position and the moves that answer it. Each rule family has its own set
//! (`sets.rs`), chosen from the link's `variant`, since a rule taught for one game can be wrong
//! in another (Brazilian's majority capture is no rule in Russian). A move the rules refuse gets
//! the engine's reason on the board as in a game; a legal move that misses the point is judged
//! here. Native, tested against the engine's own rules (`tests.rs`).

mod sets;

use damas_engine::{GameKind, Playable, Variant};
pub use sets::{BRAZILIAN, CZECH, ENGLISH, INTERNATIONAL, ITALIAN, LASCA, POOL, RUSSIAN, SPANISH, TURKISH};

/// What completes a lesson.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// One of these moves (the game's own move texts).
    Moves(&'static [&'static str]),
    /// Any move of a king (the draw lessons: a king move starts the count; a man move does not).
    KingMove,
}

/// One lesson: a position (its side to move plays) and the moves that complete it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// A stable name (`data-lesson`), also the key of its words: lessons of several sets that
    /// teach the same rule in the same words share it.
    pub id: &'static str,
    /// The position, in its game's FEN.
    pub fen: &'static str,
    /// What completes it.
    pub goal: Goal,
    /// Legal moves that look like answers but lose the piece at once: judged missed, with that
    /// reason, rather than praised.
    pub traps: &'static [&'static str],
    /// Squares the words name (`{1}`, `{2}`...), in the game's notation, so each set's words
    /// name its own squares and the player's notation writes them.
    pub marks: &'static [&'static str],
    /// A draw lesson: the page shows the draw rule the position is counting (or ended by).
    pub draw: bool,
}

impl Lesson {
    /// The lesson's position as a `P` of `game`, `None` when `P` does not play `game` or the
    /// FEN does not read there (a test checks that every lesson reads in its game).
    #[must_use]
    pub fn position<P: Playable>(&self, game: GameKind) -> Option<P> {
        P::initial_of(game)?.read_fen(self.fen).ok()
    }
}

/// The lessons of `game`'s rules. International has its own set on its 10x10 board.
#[must_use]
pub const fn lessons_of(game: GameKind) -> &'static [Lesson] {
    match game {
        GameKind::Draughts(Variant::Brazilian) => BRAZILIAN,
        GameKind::Draughts(Variant::International) => INTERNATIONAL,
        GameKind::Draughts(Variant::Russian) => RUSSIAN,
        GameKind::Draughts(Variant::English) => ENGLISH,
        GameKind::Draughts(Variant::Turkish) => TURKISH,
        GameKind::Draughts(Variant::Spanish) => SPANISH,
        GameKind::Draughts(Variant::Italian) => ITALIAN,
        GameKind::Draughts(Variant::Czech) => CZECH,
        GameKind::Draughts(Variant::Pool) => POOL,
        GameKind::Lasca => LASCA,
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
    /// A trap: a legal move that leaves the piece to be taken at once.
    Exposed,
}

impl Progress {
    /// The name the markup carries (`data-lesson-state`): a trap is a miss.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Progress::Waiting => "waiting",
            Progress::Done => "done",
            Progress::Missed | Progress::Exposed => "missed",
        }
    }
}

/// How `lesson` stands after the moves `played` (move texts from its position); `king_moved`
/// says whether the first move was a king's (the only fact of the position a goal asks).
#[must_use]
pub fn progress(lesson: &Lesson, played: &[String], king_moved: bool) -> Progress {
    let Some(first) = played.first() else { return Progress::Waiting };
    let done = match lesson.goal {
        Goal::Moves(goals) => goals.contains(&first.as_str()),
        Goal::KingMove => king_moved,
    };
    if done {
        Progress::Done
    } else if lesson.traps.contains(&first.as_str()) {
        Progress::Exposed
    } else {
        Progress::Missed
    }
}

/// The lesson of `lessons` a `learn=<n>` value names (1-based; anything else is the first).
#[must_use]
pub fn lesson_index(lessons: &[Lesson], value: &str) -> usize {
    value.trim().parse::<usize>().ok().filter(|n| (1..=lessons.len()).contains(n)).map_or(0, |n| n - 1)
}

/// The link of lesson `index` (0-based) of `game`'s set.
#[must_use]
pub fn link(game: GameKind, index: usize) -> String {
    format!("learn={}&variant={}", index + 1, game.name())
}

/// The link that shows `game`'s set from lesson `id` of another: the same lesson when `game`
/// teaches it too, else its first.
#[must_use]
pub fn switch_link(game: GameKind, id: &str) -> String {
    link(game, lessons_of(game).iter().position(|l| l.id == id).unwrap_or(0))
}

/// The game page of `game` against the computer, the player with White: where the last lesson
/// sends the player.
#[must_use]
pub fn play_link(game: GameKind) -> String {
    format!("./?variant={}&computer=black", game.name())
}

/// `words` with each `{n}` replaced by the `n`-th of `marks` as `label` writes it.
#[must_use]
pub fn fill(words: &str, marks: &[&str], label: impl Fn(&str) -> String) -> String {
    marks.iter().enumerate().fold(words.to_string(), |text, (i, mark)| text.replace(&format!("{{{}}}", i + 1), &label(mark)))
}

#[cfg(test)]
mod tests;

#[cfg(target_arch = "wasm32")]
pub mod view;
