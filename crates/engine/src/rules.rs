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
    /// Men capture backward as well as forward.
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
