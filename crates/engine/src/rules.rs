//! The rule sets, one zero-sized type each. Every constant cites the article it implements;
//! `shared/RULES.md` in the project's reference material has the sources. Move generation is
//! generic over [`Rules`], so each variant compiles to its own branch-free generator.

use crate::geometry::{Dark10, Dark8, Full8, Geometry};
use crate::{Color, Variant};

/// Which capture a player may choose when several are available.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Precedence {
    /// Any capture (a started sequence must still be completed).
    Free,
    /// A sequence that takes the most pieces; kings and men count the same.
    MostPieces,
    /// The most pieces, then among those the most kings (Spanish).
    MostPiecesThenKings,
    /// Italian (FID 6.6-6.9): the most pieces; then a capture made by a king; then the most
    /// kings taken; then the sequence that meets a king earliest.
    Italian,
    /// No quantity rule, but a king that can capture must be the piece that captures (Czech 4.14).
    KingFirst,
}

impl Precedence {
    /// A number that ranks a capture under this precedence: a capture is legal only when no other
    /// has a larger one. `taken` pieces, `kings` of them kings, made by a king when `by_king`;
    /// `order` has bit `11 - i` set when the `i`-th piece taken is a king, so that a king met
    /// earlier ranks higher. Each field fits in its bits: a game has at most 12 pieces a side to
    /// take (a set-up position with more still ranks by count and kings; its order bits past the
    /// twelfth piece all fall on bit 0).
    #[inline(always)]
    #[must_use]
    pub const fn rank(self, taken: u32, kings: u32, by_king: bool, order: u32) -> u32 {
        match self {
            Precedence::Free => 0,
            Precedence::MostPieces => taken,
            Precedence::MostPiecesThenKings => (taken << 5) | kings,
            Precedence::Italian => (taken << 22) | ((by_king as u32) << 21) | (kings << 16) | order,
            Precedence::KingFirst => by_king as u32,
        }
    }

    /// Whether the rank looks past the number of pieces taken (kings, the capturing piece, order).
    #[must_use]
    pub const fn weighs_quality(self) -> bool {
        matches!(self, Precedence::MostPiecesThenKings | Precedence::Italian | Precedence::KingFirst)
    }
}

/// A rule set of the diagonal family.
pub trait Rules: Copy + 'static {
    /// The board.
    type Geometry: Geometry;
    /// The enum value naming this rule set at the crate's boundaries.
    const VARIANT: Variant;
    /// Who moves first from the initial position.
    const FIRST_TO_MOVE: Color = Color::White;
    /// Rows of men each side starts with.
    const ROWS_OF_MEN: u32 = 3;
    /// Empty rows between each side's edge and its men (Turkish leaves the back row empty).
    const MEN_OFFSET: u32 = 0;
    /// Kings move and capture any distance along a diagonal.
    const FLYING_KINGS: bool = true;
    /// Men capture backward as well as forward (read at run time by the generator, which games
    /// that differ only here share: [`Variant::move_family`]).
    const MEN_CAPTURE_BACKWARD: bool = true;
    /// How to choose among captures.
    const PRECEDENCE: Precedence = Precedence::MostPieces;
    /// A man reaching the last row during a capture is crowned at once and goes on as a king.
    const CROWN_MID_CAPTURE: bool = false;
    /// A man reaching the last row during a capture is crowned and the move ends there.
    const CROWNING_ENDS_CAPTURE: bool = false;
    /// Each piece leaves the board as soon as it is jumped, so its square can be crossed again
    /// (Turkish); elsewhere taken pieces stay until the move ends and block.
    const REMOVE_AT_ONCE: bool = false;
    /// Men may capture kings (Italian forbids it, FID 5.3b).
    const MEN_CAPTURE_KINGS: bool = true;
}

/// Brazilian draughts: the FMJD international rules on the 8x8 board (CBD rules 5-17; FMJD Brazil).
/// Men capture backward (CBD 10), kings fly (CBD 7-8), the majority rule counts pieces only
/// (CBD 10, 12), and a man passing the last row during a capture stays a man (CBD 13).
#[derive(Copy, Clone, Debug)]
pub struct Brazilian;
impl Rules for Brazilian {
    type Geometry = Dark8;
    const VARIANT: Variant = Variant::Brazilian;
}

/// Russian draughts (FMJD-64 rules): as Brazilian but with free choice among captures, and a man
/// that reaches the last row during a capture is crowned at once and continues as a king.
#[derive(Copy, Clone, Debug)]
pub struct Russian;
impl Rules for Russian {
    type Geometry = Dark8;
    const VARIANT: Variant = Variant::Russian;
    const PRECEDENCE: Precedence = Precedence::Free;
    const CROWN_MID_CAPTURE: bool = true;
}

/// English draughts / American straight checkers (WCDF): Black moves first, men move and capture
/// forward only, kings move one square, free choice of capture, crowning ends the move.
#[derive(Copy, Clone, Debug)]
pub struct English;
impl Rules for English {
    type Geometry = Dark8;
    const VARIANT: Variant = Variant::English;
    const FIRST_TO_MOVE: Color = Color::Black;
    const FLYING_KINGS: bool = false;
    const MEN_CAPTURE_BACKWARD: bool = false;
    const PRECEDENCE: Precedence = Precedence::Free;
    const CROWNING_ENDS_CAPTURE: bool = true;
}

/// International draughts, FMJD official rules on 10x10: flying kings (art. 3.9), men capture
/// backward (4.1), majority capture by number of pieces (4.13), crowning only at the end (4.14).
#[derive(Copy, Clone, Debug)]
pub struct International;
impl Rules for International {
    type Geometry = Dark10;
    const VARIANT: Variant = Variant::International;
    const ROWS_OF_MEN: u32 = 4;
}

/// Turkish draughts (Dama; RULES.md section 5, sources: Wikipedia, kish RULES.md): all 64 squares,
/// 16 men each on the second and third rows, White first. Men move and capture one square forward
/// or sideways; kings move and capture like rooks at any distance. Captures are compulsory with
/// the majority rule; each jumped piece is removed at once and a 180-degree turn between two jumps
/// is not allowed. A man that reaches the last row during a capture finishes it as a man and is
/// crowned only if the move ends there (kish 7.2 and pydraughts; Wikipedia: "promoted at the end
/// of the move").
#[derive(Copy, Clone, Debug)]
pub struct Turkish;
impl Rules for Turkish {
    type Geometry = Full8;
    const VARIANT: Variant = Variant::Turkish;
    const ROWS_OF_MEN: u32 = 2;
    const MEN_OFFSET: u32 = 1;
    const MEN_CAPTURE_BACKWARD: bool = false;
    const REMOVE_AT_ONCE: bool = true;
}

/// Spanish draughts (Federação Portuguesa de Damas / Federación Española de Damas, "damas
/// clásicas"): the 8x8 board mirrored, so the long diagonal runs from each player's lower right
/// (2.1.5); White first; men move and capture forward only; kings fly; the capture that takes the
/// most pieces, then the most kings, is compulsory. Men take forward only, so a man reaching the
/// last row in a capture stops there and is crowned. The engine plays on the mirror image of the
/// board ([`Variant::is_mirrored`]): the rules do not see left from right.
#[derive(Copy, Clone, Debug)]
pub struct Spanish;
impl Rules for Spanish {
    type Geometry = Dark8;
    const VARIANT: Variant = Variant::Spanish;
    const MEN_CAPTURE_BACKWARD: bool = false;
    const PRECEDENCE: Precedence = Precedence::MostPiecesThenKings;
}

/// Italian draughts (FID, Regolamento tecnico capo I): the mirrored board (2.3), White first, men
/// move and capture forward only (5.3a) and never capture a king (5.3b), kings move one square
/// (4.7); the capture is chosen by the most pieces (6.6), then with a king (6.7), then the most
/// kings (6.8), then the king met earliest (6.9); a man crowned ends its move.
#[derive(Copy, Clone, Debug)]
pub struct Italian;
impl Rules for Italian {
    type Geometry = Dark8;
    const VARIANT: Variant = Variant::Italian;
    const FLYING_KINGS: bool = false;
    const MEN_CAPTURE_BACKWARD: bool = false;
    const PRECEDENCE: Precedence = Precedence::Italian;
    const CROWNING_ENDS_CAPTURE: bool = true;
    const MEN_CAPTURE_KINGS: bool = false;
}

/// Czech draughts (Česká federace dámy, rules 2-4): the English board, White first, men move and
/// capture forward only (4.1), kings fly (3.9), no quantity rule, but where a king can capture a
/// king must capture (4.14).
#[derive(Copy, Clone, Debug)]
pub struct Czech;
impl Rules for Czech {
    type Geometry = Dark8;
    const VARIANT: Variant = Variant::Czech;
    const MEN_CAPTURE_BACKWARD: bool = false;
    const PRECEDENCE: Precedence = Precedence::KingFirst;
}

/// Pool checkers (American Pool Checkers Association tournament rules): the English board, Black
/// on the first twelve squares (5) and first to move (7), men capture backward too (14), kings fly
/// (15), free choice of capture (20), and a man that passes the last row during a capture stays a
/// man; it is crowned only if it ends there (16). Article numbers as dctl's pool.hpp cites them.
#[derive(Copy, Clone, Debug)]
pub struct Pool;
impl Rules for Pool {
    type Geometry = Dark8;
    const VARIANT: Variant = Variant::Pool;
    const FIRST_TO_MOVE: Color = Color::Black;
    const PRECEDENCE: Precedence = Precedence::Free;
}
