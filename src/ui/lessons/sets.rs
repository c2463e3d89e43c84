//! The lesson sets, one per rule family, each lesson written in its game's own notation. The
//! positions are chosen so each lesson's rule shows and nothing else does: a test plays every
//! legal move of each one (`tests.rs`), and asserts the engine enforces the rule it teaches.

use super::{Goal, Lesson};

/// A lesson whose goal is a list of moves, with no trap.
const fn lesson(id: &'static str, fen: &'static str, goals: &'static [&'static str]) -> Lesson {
    Lesson { id, fen, goal: Goal::Moves(goals), traps: &[], marks: &[], draw: false }
}

/// Brazilian draughts (the FMJD international rules on 8x8): majority capture, men capture
/// backward, flying kings, a man passing the last row during a capture is not crowned.
pub const BRAZILIAN: &[Lesson] = &[
    Lesson { marks: &["22"], ..lesson("move", "W:W22:B3", &["22-17", "22-18"]) },
    lesson("capture", "W:W22,31:B18", &["22x15"]),
    lesson("backward", "W:W18:B22,1", &["18x25"]),
    lesson("majority", "W:W27,24:B23,14,19", &["27x9"]),
    lesson("crown", "W:W6,31:B28", &["6-1", "6-2"]),
    lesson("king", "W:WK29:B15,5", &["29x11", "29x8", "29x4"]),
    Lesson { traps: &["29x8"], ..lesson("landing", "W:WK29:B15,4", &["29x11"]) },
    lesson("pass", "W:W9:B6,7", &["9x11"]),
    Lesson { goal: Goal::KingMove, draw: true, ..lesson("draw-brazilian", "W:WK30,28:BK3,5", &[]) },
];

/// International draughts: Brazilian's rules on its own 10x10 board (squares 1 to 50).
pub const INTERNATIONAL: &[Lesson] = &[
    Lesson { marks: &["32"], ..lesson("move", "W:W32:B3", &["32-27", "32-28"]) },
    lesson("capture", "W:W32,47:B28", &["32x23"]),
    lesson("backward", "W:W32:B37,1", &["32x41"]),
    lesson("majority", "W:W43,39:B38,33,27", &["43x21"]),
    lesson("crown", "W:W7,47:B35", &["7-1", "7-2"]),
    lesson("king", "W:WK46:B28,6", &["46x23", "46x19", "46x14", "46x10", "46x5"]),
    Lesson { traps: &["46x10"], ..lesson("landing", "W:WK46:B19,5", &["46x14"]) },
    lesson("pass", "W:W11:B7,8", &["11x13"]),
    Lesson { goal: Goal::KingMove, draw: true, ..lesson("draw-international", "W:WK47,45:BK4,6", &[]) },
];

/// Russian draughts: free choice of capture, a man crowned during a capture goes on as a king.
pub const RUSSIAN: &[Lesson] = &[
    Lesson { marks: &["22"], ..lesson("move", "W:W22:B3", &["22-17", "22-18"]) },
    lesson("capture", "W:W22,31:B18", &["22x15"]),
    lesson("backward", "W:W18:B22,1", &["18x25"]),
    lesson("choice", "W:W24,27:B14,19,23", &["24x15", "27x9"]),
    lesson("crown", "W:W6,31:B28", &["6-1", "6-2"]),
    lesson("crown-capture", "W:W9:B6,7", &["9x11", "9x16", "9x20"]),
    lesson("king", "W:WK29:B15,5", &["29x11", "29x8", "29x4"]),
    Lesson { traps: &["29x8"], ..lesson("landing", "W:WK29:B15,4", &["29x11"]) },
    Lesson { goal: Goal::KingMove, draw: true, ..lesson("draw-russian", "W:WK30,28:BK3,5", &[]) },
];

/// English draughts (straight checkers): men capture forward only, free choice, a capture ends
/// when a man is crowned, kings move one square.
pub const ENGLISH: &[Lesson] = &[
    Lesson { marks: &["22"], ..lesson("move", "W:W22:B3", &["22-17", "22-18"]) },
    lesson("capture", "W:W22,31:B18", &["22x15"]),
    lesson("forward", "W:W18:B22,14", &["18x9"]),
    lesson("choice", "W:W24,27:B14,19,23", &["24x15", "27x9"]),
    lesson("crown", "W:W6,31:B28", &["6-1", "6-2"]),
    lesson("crown-ends", "W:W9:B6,7", &["9x2"]),
    lesson("short-king", "W:WK15:B19,5", &["15x24"]),
    Lesson { goal: Goal::KingMove, draw: true, ..lesson("draw-english", "W:WK30,28:BK3,5", &[]) },
];

/// Turkish draughts: every square, men step forward or sideways, rook-like kings, majority
/// capture, each piece taken leaves the board at once.
pub const TURKISH: &[Lesson] = &[
    Lesson { marks: &["d4"], ..lesson("turkish-move", "W:Wd4:Bh8", &["d4-d5", "d4-c4", "d4-e4"]) },
    lesson("turkish-capture", "W:Wd4,a2:Be4,h8", &["d4xf4"]),
    lesson("majority", "W:Wd4:Bd5,c6,e4,h8", &["d4xb6"]),
    lesson("crown", "W:Wc7:Ba5", &["c7-c8"]),
    lesson("turkish-king", "W:WKa1:Ba5,h8", &["a1xa6", "a1xa7", "a1xa8"]),
    Lesson { marks: &["b3"], ..lesson("turkish-removal", "W:WKb1:Bb3,d5,f4,d3,h8", &["b1xb3", "b1xa3"]) },
    Lesson { draw: true, ..lesson("draw-turkish", "W:Wd4:Bd5,h7", &["d4xd6"]) },
];

/// Spanish draughts, on the mirrored board numbered from White's lower right (1 = h1, White on
/// 1-12): men capture forward only, flying kings, the most pieces and then the most kings.
pub const SPANISH: &[Lesson] = &[
    Lesson { marks: &["10"], ..lesson("move", "W:W10:B31", &["10-13", "10-14"]) },
    lesson("capture", "W:W10,3:B14", &["10x19"]),
    lesson("forward", "W:W14:B10,18", &["14x21"]),
    lesson("majority", "W:W7,12:B11,18,15", &["7x21"]),
    lesson("most-kings", "W:W11:B15,K14", &["11x18"]),
    lesson("crown", "W:W26,3:B8", &["26-29", "26-30"]),
    lesson("king", "W:WK1:B19,25", &["1x23", "1x28", "1x32"]),
    Lesson { traps: &["1x28"], ..lesson("landing", "W:WK1:B19,32", &["1x23"]) },
    Lesson { goal: Goal::KingMove, draw: true, ..lesson("draw-spanish", "W:WK2,8:BK31,25", &[]) },
];

/// Italian draughts, on the mirrored board (1 = a8, White on 21-32): men capture forward only and
/// never a king, kings move one square, four capture priorities, crowning ends the move.
pub const ITALIAN: &[Lesson] = &[
    Lesson { marks: &["23"], ..lesson("move", "W:W23:B2", &["23-19", "23-20"]) },
    lesson("italian-man-king", "W:W22:BK19,18", &["22x13"]),
    lesson("majority", "W:W26,21:B22,15,18", &["26x12"]),
    lesson("italian-king-takes", "W:W22,K24:B18,20", &["24x15"]),
    lesson("most-kings", "W:WK22:BK18,19", &["22x13"]),
    lesson("italian-king-met-first", "W:WK22:B18,K10,K19,12", &["22x8"]),
    lesson("crown-ends", "W:W12:B7,6", &["12x3"]),
    lesson("short-king", "W:WK14:B18,8", &["14x21"]),
    Lesson { goal: Goal::KingMove, draw: true, ..lesson("draw-italian", "W:WK31,25:BK2,8", &[]) },
];

/// Czech draughts, on the FMJD board: men capture forward only, free choice of capture, but a
/// king that can capture must be the piece that captures; flying kings.
pub const CZECH: &[Lesson] = &[
    Lesson { marks: &["22"], ..lesson("move", "W:W22:B3", &["22-17", "22-18"]) },
    lesson("capture", "W:W22,31:B18", &["22x15"]),
    lesson("forward", "W:W18:B22,14", &["18x9"]),
    lesson("czech-choice", "W:W24,27:B14,19,23", &["24x15", "27x9"]),
    lesson("crown", "W:W6,31:B28", &["6-1", "6-2"]),
    lesson("king", "W:WK29:B15,5", &["29x11", "29x8", "29x4"]),
    Lesson { traps: &["29x8"], ..lesson("landing", "W:WK29:B15,4", &["29x11"]) },
    lesson("czech-king-first", "W:W32,K30:B25,27,18", &["30x21"]),
    Lesson { goal: Goal::KingMove, draw: true, ..lesson("draw-czech", "W:WK30,28:BK3,5", &[]) },
];

/// Pool checkers (American pool), on the FMJD board: Black moves first (its first lesson has
/// Black to move), men capture backward, free choice of capture, flying kings, a man passing the
/// last row during a capture is not crowned.
pub const POOL: &[Lesson] = &[
    Lesson { marks: &["11"], ..lesson("pool-move", "B:W30:B11", &["11-15", "11-16"]) },
    lesson("capture", "W:W22,31:B18", &["22x15"]),
    lesson("backward", "W:W18:B22,1", &["18x25"]),
    lesson("choice", "W:W24,27:B14,19,23", &["24x15", "27x9"]),
    lesson("crown", "W:W6,31:B28", &["6-1", "6-2"]),
    lesson("pass", "W:W9:B6,7", &["9x11"]),
    lesson("king", "W:WK29:B15,5", &["29x11", "29x8", "29x4"]),
    Lesson { traps: &["29x8"], ..lesson("landing", "W:WK29:B15,4", &["29x11"]) },
    Lesson { goal: Goal::KingMove, draw: true, ..lesson("draw-pool", "W:WK30,28:BK3,5", &[]) },
];

/// Lasca: columns commanded by their top piece, prisoners, officers.
pub const LASCA: &[Lesson] = &[
    lesson("lasca-move", "W:c3=w,e7=b", &["c3-b4", "c3-d4"]),
    lesson("lasca-prisoner", "W:c3=w,d4=b,g7=b", &["c3xe5"]),
    lesson("lasca-column", "W:c3=w,d4=wb,g7=b", &["c3xe5"]),
    lesson("lasca-officer", "W:b6=w,g1=b", &["b6-a7", "b6-c7"]),
    lesson("lasca-back", "W:d6=W,c5=b,g1=b", &["d6xb4"]),
];
