//! The endgame trainer (`?trainer`, `?trainer=<ending>&seed=<n>`) as pure logic, native-tested:
//! the endings ([`ENDINGS`]), their random starts ([`candidate`], checked against the endgame
//! databases by [`accepts`]), and what the panel says: the distance with best play, the
//! verdict of the player's last move ([`verdict`]), how the ending finished ([`Finish`]), and the
//! value back after a take-back ([`take_back`]). The player has White and moves first; the
//! computer (Black) is the databases' perfect defender: the worker's search, with the tables
//! attached, plays the move that loses slowest (or keeps the draw, or wins), ties broken by the
//! engine's move order, so a start and a line replay exactly.

use crate::ui::text::keys::TrainerText;
use crate::worker::protocol::{Known, Outcome};
use damas_engine::{Color, Position, Variant};

/// What the player must achieve.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Win against the best defence.
    Win,
    /// Hold the draw against the best attack.
    Draw,
}

/// Where a piece of a start may stand.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Spot {
    /// Any free square (a man never on its crowning row).
    Any,
    /// On the main diagonal a1-h8.
    Diagonal,
    /// Off the main diagonal.
    OffDiagonal,
}

/// A piece of a start: a king or a man, and where it may stand.
pub type Piece = (bool, Spot);

/// An ending of the trainer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    /// Its name in links (`?trainer=three-kings`) and markup (`data-ending`).
    pub id: &'static str,
    /// The player's pieces (White): (king, where).
    pub white: &'static [Piece],
    /// The computer's pieces (Black).
    pub black: &'static [Piece],
    /// Win or hold.
    pub goal: Goal,
    /// The shortest win a start may have, in plies (so a start is an exercise).
    pub min_plies: u32,
    /// The kings it is about: `Some(true)` only where kings fly, `Some(false)` only where they
    /// step one square, `None` in every game.
    pub flying: Option<bool>,
}

impl Ending {
    /// Whether the ending teaches something in `variant`: Petrov's triangle and the lone king on
    /// the main diagonal are flying kings' endings; two kings against one is won only where kings
    /// step (a flying lone king holds the main diagonal).
    #[must_use]
    pub fn fits(&self, variant: Variant) -> bool {
        self.flying.is_none_or(|f| f == variant.flying_kings())
    }
}

/// The endings of `variant`'s trainer, in the list's order.
pub fn endings_for(variant: Variant) -> impl Iterator<Item = &'static Ending> {
    ENDINGS.iter().filter(move |e| e.fits(variant))
}

const K: bool = true;
const M: bool = false;

/// The endings, in the list's order (each game's are those that [`Ending::fits`] it: the games
/// with flying kings alike, as their kings-only databases are the same; the others are played on
/// each variant's own).
pub const ENDINGS: [Ending; 7] = [
    // Petrov's triangle: one of the three kings holds the main diagonal.
    Ending { id: "three-kings", white: &[(K, Spot::Diagonal), (K, Spot::Any), (K, Spot::Any)], black: &[(K, Spot::OffDiagonal)], goal: Goal::Win, min_plies: 15, flying: Some(true) },
    // Kings that step: the lone king is driven out of its double corner.
    Ending { id: "two-kings", white: &[(K, Spot::Any), (K, Spot::Any)], black: &[(K, Spot::Any)], goal: Goal::Win, min_plies: 9, flying: Some(false) },
    Ending { id: "two-kings-man", white: &[(K, Spot::Any), (K, Spot::Any), (M, Spot::Any)], black: &[(K, Spot::Any)], goal: Goal::Win, min_plies: 15, flying: None },
    Ending { id: "king-two-men", white: &[(K, Spot::Any)], black: &[(M, Spot::Any), (M, Spot::Any)], goal: Goal::Win, min_plies: 9, flying: None },
    Ending { id: "man-race", white: &[(M, Spot::Any)], black: &[(M, Spot::Any)], goal: Goal::Win, min_plies: 9, flying: None },
    Ending { id: "two-kings-v-king-man", white: &[(K, Spot::Any), (K, Spot::Any)], black: &[(K, Spot::Any), (M, Spot::Any)], goal: Goal::Win, min_plies: 9, flying: None },
    // The lone king on the main diagonal: a draw, if it never leaves it.
    Ending { id: "diagonal", white: &[(K, Spot::Diagonal)], black: &[(K, Spot::OffDiagonal), (K, Spot::OffDiagonal), (K, Spot::OffDiagonal)], goal: Goal::Draw, min_plies: 0, flying: Some(true) },
];

/// How many random positions the page tries before it takes one the databases do not confirm.
pub const MAX_ATTEMPTS: u32 = 400;

/// The main diagonal a1-h8, by square number.
pub const MAIN_DIAGONAL: [u32; 8] = [29, 25, 22, 18, 15, 11, 8, 4];

/// The ending named `id`.
#[must_use]
pub fn ending(id: &str) -> Option<&'static Ending> {
    ENDINGS.iter().find(|e| e.id == id)
}

pub use crate::link::study::TRAINER_VARIANTS;

/// SplitMix64: a small seeded generator, the same everywhere.
fn mix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The `attempt`-th random position of `ending` for `seed`, White to move, or `None` when the
/// draw makes no fit position (a capture to play at once, a side without moves).
#[must_use]
pub fn candidate(ending: &Ending, variant: Variant, seed: u64, attempt: u32) -> Option<Position> {
    let mut state = seed ^ u64::from(attempt).wrapping_mul(0xD1B5_4A32_D192_ED03);
    let mut taken: Vec<u32> = Vec::new();
    let mut text = String::from("W:W");
    for (side, pieces) in [("W", ending.white), ("B", ending.black)] {
        if side == "B" {
            text.push_str(":B");
        }
        for (i, &(king, spot)) in pieces.iter().enumerate() {
            // Men never on their crowning row (White crowns on 1-4, Black on 29-32).
            let fits = |n: u32| {
                let diagonal = MAIN_DIAGONAL.contains(&n);
                let crown = if side == "W" { n <= 4 } else { n >= 29 };
                !taken.contains(&n) && (king || !crown) && match spot {
                    Spot::Any => true,
                    Spot::Diagonal => diagonal,
                    Spot::OffDiagonal => !diagonal,
                }
            };
            let free: Vec<u32> = (1..=32).filter(|&n| fits(n)).collect();
            let n = *free.get((mix(&mut state) % free.len().max(1) as u64) as usize)?;
            taken.push(n);
            if i > 0 {
                text.push(',');
            }
            text.push_str(if king { "K" } else { "" });
            text.push_str(&n.to_string());
        }
    }
    // Nothing hangs: neither side, were it to move, would have a capture. The squares are drawn
    // by the FMJD board's numbers; every game of the trainer plays on the same 8x8 squares (a
    // mirrored board is that board seen in a mirror), so the position is read by those numbers
    // and handed to `variant`.
    let quiet = |fen: &str| {
        let p = Position::from_fen(Variant::Brazilian, fen).ok()?;
        let p = Position::from_parts(variant, p.pieces(Color::White).0, p.pieces(Color::Black).0, p.kings().0, p.turn());
        p.legal_moves().first().is_some_and(|m| !m.is_capture()).then_some(p)
    };
    quiet(&text.replacen('W', "B", 1))?;
    quiet(&text)
}

/// Whether a candidate whose database value (White to move) is `known` makes a start of
/// `ending`: a win at least its shortest distance, or a draw.
#[must_use]
pub fn accepts(ending: &Ending, known: Known) -> bool {
    match ending.goal {
        Goal::Win => known.result == Outcome::Win && known.plies >= ending.min_plies,
        Goal::Draw => known.result == Outcome::Draw,
    }
}

/// The value for the player after the computer played the database move from a position it
/// valued `known` (its side to move).
#[must_use]
pub fn after_reply(known: Known) -> Known {
    let plies = known.plies.saturating_sub(1);
    match known.result {
        Outcome::Loss => Known { result: Outcome::Win, plies },
        Outcome::Win => Known { result: Outcome::Loss, plies },
        Outcome::Draw => known,
    }
}

/// What the player's last move did to the value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The quickest win, or the draw held (or the result improved).
    Best,
    /// Still winning, more slowly than the best move.
    Kept,
    /// A won position let go to a draw.
    LostWin,
    /// Now lost.
    Lost,
}

impl Verdict {
    /// The words that say it (`TrainerText`).
    #[must_use]
    pub const fn text_key(self) -> TrainerText {
        match self {
            Verdict::Best => TrainerText::VerdictBest,
            Verdict::Kept => TrainerText::VerdictKept,
            Verdict::LostWin => TrainerText::VerdictLostWin,
            Verdict::Lost => TrainerText::VerdictLost,
        }
    }

    /// The name in markup (`data-trainer-verdict`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::Kept => "kept",
            Verdict::LostWin => "lost-win",
            Verdict::Lost => "lost",
        }
    }
}

/// The verdict of the player's move from a position worth `before` (the player to move) to one
/// worth `after` (the computer to move).
#[must_use]
pub fn verdict(before: Known, after: Known) -> Verdict {
    match (before.result, after.result) {
        (_, Outcome::Win) if before.result != Outcome::Loss => Verdict::Lost,
        (Outcome::Win, Outcome::Draw) => Verdict::LostWin,
        (Outcome::Win, Outcome::Loss) if after.plies + 1 > before.plies => Verdict::Kept,
        _ => Verdict::Best,
    }
}

/// Moves of the winner until the end, for `plies` plies (the winner moves first and last).
#[must_use]
pub const fn moves_of(plies: u32) -> u32 {
    plies.div_ceil(2)
}

/// How an ending finished for the player, against its goal.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Finish {
    /// The goal reached: won, or the draw held.
    Success,
    /// A win to find ended drawn.
    Short,
    /// Lost.
    Failure,
}

impl Finish {
    /// How `ending` finished when the game's winner is `winner` (`None`: drawn). The player is White.
    #[must_use]
    pub fn of(ending: &Ending, winner: Option<Color>) -> Finish {
        match (winner, ending.goal) {
            (Some(Color::White), _) | (None, Goal::Draw) => Finish::Success,
            (None, Goal::Win) => Finish::Short,
            (Some(Color::Black), _) => Finish::Failure,
        }
    }

    /// The class of its sentence: the success colour only for a success.
    #[must_use]
    pub const fn class(self) -> &'static str {
        match self {
            Finish::Success => "lesson-done",
            Finish::Short => "trainer-short",
            Finish::Failure => "trainer-lost",
        }
    }
}

/// The values of the positions the player had to move in, in the order played (`None`: the
/// databases did not say). After a take-back the player is at the previous one: the last is
/// dropped when it is the position `on_view` (the computer had replied), kept when the player's
/// own move ended the game (no reply). The start is never dropped. Gives the value to show.
pub fn take_back<P: PartialEq>(known: &mut Vec<(P, Option<Known>)>, on_view: &P) -> Option<Known> {
    if known.len() > 1 && known.last().is_some_and(|(p, _)| p == on_view) {
        known.pop();
    }
    known.last().and_then(|(_, k)| *k)
}

#[cfg(test)]
mod tests;

#[cfg(target_arch = "wasm32")]
pub mod view;
