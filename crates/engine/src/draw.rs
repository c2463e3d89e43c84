//! The count rules of every draughts variant, written once: pure functions of the position and two
//! [`Streaks`] (king-move plies, material-unchanged plies). [`crate::Game`] and
//! [`crate::Record`] judge a game's end with them, and the AI calls [`drawn_by_count`] at every
//! node of its tree, so nothing here allocates. Each rule cites its source (`shared/RULES.md`,
//! section 0, says which rules damas applies). Repetition is not here: it needs the positions.

use crate::{Color, Move, Position, Variant};
use std::fmt;

/// Why a game is drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DrawReason {
    /// The same position with the same side to move for the third time (Italian: the fourth,
    /// [`Variant::repetitions_to_draw`]).
    Repetition,
    /// Only kings moved, with no capture, for this many moves by each side.
    KingMoves(u32),
    /// No capture and no man move for this many moves by each side (English 40-move rule).
    NoProgress(u32),
    /// A special ending that was not won within this many moves by each side.
    Endgame(u32),
    /// One piece against one piece (Turkish).
    OnePieceEach,
}

impl fmt::Display for DrawReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DrawReason::Repetition => write!(f, "repetition of the position"),
            DrawReason::KingMoves(n) => write!(f, "{n} moves by each side with only kings and no capture"),
            DrawReason::NoProgress(n) => write!(f, "{n} moves by each side without a capture or a man move"),
            DrawReason::Endgame(n) => write!(f, "the ending was not won within {n} moves"),
            DrawReason::OnePieceEach => write!(f, "one piece against one piece"),
        }
    }
}

/// A draw rule counting toward a draw: how many moves by each side are left before it applies.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DrawCount {
    /// The draw it leads to.
    pub reason: DrawReason,
    /// Moves by each side before the draw (the side to move's move included).
    pub moves_left: u32,
}

/// Counters of the recent plies that decide the count rules: all a count rule needs to know of
/// the game's past, so a search can carry them down its tree instead of a game record.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Streaks {
    /// Plies in a row in which a king moved without capturing (also: reversible plies).
    pub king: u16,
    /// Plies in a row without a capture or a crowning (material unchanged).
    pub material: u16,
}

impl Streaks {
    /// The counters after `mv` is played in `pos`.
    #[inline(always)]
    #[must_use]
    pub fn after(self, pos: &Position, mv: &Move) -> Streaks {
        let capture = mv.is_capture();
        let king_move = !capture && pos.kings().contains(mv.from);
        Streaks {
            king: if king_move { self.king.saturating_add(1) } else { 0 },
            material: if capture || mv.crowns { 0 } else { self.material.saturating_add(1) },
        }
    }

    /// The counters after the ply that led from `before` to `after` (positions of a game record,
    /// when the move itself is not at hand).
    #[must_use]
    pub fn between(self, before: &Position, after: &Position) -> Streaks {
        let mover = before.turn();
        let capture = after.pieces(!mover).count() < before.pieces(!mover).count();
        let crowned = after.kings_of(mover).count() > before.kings_of(mover).count();
        let king_move = !capture && before.men(mover) == after.men(mover);
        Streaks {
            king: if king_move { self.king.saturating_add(1) } else { 0 },
            material: if capture || crowned { 0 } else { self.material.saturating_add(1) },
        }
    }
}

/// One count rule as it stands: plies counted so far, and the plies that draw.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Count {
    /// The draw it leads to.
    pub reason: DrawReason,
    /// Plies counted so far.
    pub plies: u32,
    /// Plies at which the game is drawn.
    pub limit: u32,
}

impl Count {
    /// Whether the count has reached its limit.
    #[must_use]
    pub const fn is_reached(&self) -> bool {
        self.plies >= self.limit
    }
}

/// The most count rules that apply at once (Russian: kings, 7.2.7, 7.2.4 and 7.2.6).
const MAX_COUNTS: usize = 4;

/// The count rules that apply to a position, in the order the rules check them. A small `Copy`
/// list on the stack, so the search can build one at every node.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Counts {
    items: [Count; MAX_COUNTS],
    len: usize,
}

impl Counts {
    const NONE: Count = Count { reason: DrawReason::Repetition, plies: 0, limit: 0 };

    /// No count rule (Lasca has none).
    pub const EMPTY: Counts = Counts { items: [Counts::NONE; MAX_COUNTS], len: 0 };

    fn push(&mut self, count: Count) {
        debug_assert!(self.len < MAX_COUNTS, "more count rules than MAX_COUNTS");
        if self.len < MAX_COUNTS {
            self.items[self.len] = count;
            self.len += 1;
        }
    }

    /// The counts, in rule order.
    #[must_use]
    pub fn as_slice(&self) -> &[Count] {
        &self.items[..self.len]
    }

    /// The first rule that has reached its limit: the game is drawn for this reason.
    #[must_use]
    pub fn reached(&self) -> Option<DrawReason> {
        self.as_slice().iter().find(|c| c.is_reached()).map(|c| c.reason)
    }

    /// The rule closest to drawing while it runs (at least one ply counted, the limit not
    /// reached), so players see the draw coming instead of being surprised by it.
    #[must_use]
    pub fn closest(&self) -> Option<DrawCount> {
        self.as_slice()
            .iter()
            .filter(|c| c.plies > 0 && c.plies < c.limit)
            .min_by_key(|c| c.limit - c.plies)
            .map(|c| DrawCount { reason: c.reason, moves_left: (c.limit - c.plies).div_ceil(2) })
    }
}

/// Every count rule that applies to `pos` given the `streaks` that led to it.
#[must_use]
pub fn counts(pos: &Position, streaks: Streaks) -> Counts {
    let king = u32::from(streaks.king);
    let material = u32::from(streaks.material);
    let m = Material::of(pos);
    let mut out = Counts::EMPTY;
    match pos.variant() {
        // Brazilian: CBD 16, 20 successive king moves by each side without capture; FMJD art. 6
        // endgame counts on 8x8 (RULES.md section 0): 3 pieces with a king v a lone king 16
        // moves, 2 or fewer with a king v a lone king 5 moves.
        Variant::Brazilian => fmjd_counts(&mut out, &m, king, material, 20),
        // International: FMJD art. 6.2-6.4 (25 king moves; 16 and 5 move endings).
        Variant::International => fmjd_counts(&mut out, &m, king, material, 25),
        // English: the 40-move rule (WCDF; dctl max_reversible_moves = 80 plies).
        Variant::English => out.push(Count { reason: DrawReason::NoProgress(40), plies: king, limit: 80 }),
        Variant::Russian => russian_counts(&mut out, pos, &m, king, material),
        // Turkish: one piece against one piece is a draw at once (kish RULES.md 9.3; RULES.md
        // section 0).
        Variant::Turkish => {
            if m.total(0) == 1 && m.total(1) == 1 {
                out.push(Count { reason: DrawReason::OnePieceEach, plies: 0, limit: 0 });
            }
        }
        // Spanish: 20 moves by each side with only kings and no capture (issue 54's statement of
        // the Spanish rules; docs/rules-spanish-italian-czech-pool.md marks it unconfirmed).
        Variant::Spanish => out.push(Count { reason: DrawReason::KingMoves(20), plies: king, limit: 40 }),
        // Italian: 40 moves by each side without a capture or a man move (FID 10.4; dctl
        // max_reversible_moves = 80 plies).
        Variant::Italian => out.push(Count { reason: DrawReason::NoProgress(40), plies: king, limit: 80 }),
        // Czech: the rules draw a game in which no more capture is possible, which no referee
        // counts; damas stands in 30 moves by each side with only kings and no capture.
        Variant::Czech => out.push(Count { reason: DrawReason::KingMoves(30), plies: king, limit: 60 }),
        // Pool: 15 moves by each side without a capture or a man move (APCA 26; dctl
        // max_reversible_moves = 30 plies); three kings against a lone king must win within 13
        // moves (APCA, as Wikipedia's "Pool checkers" gives it).
        Variant::Pool => {
            out.push(Count { reason: DrawReason::NoProgress(15), plies: king, limit: 30 });
            if let Some(lone) = m.lone_king() {
                if m.kings[1 - lone] == 3 && m.men[1 - lone] == 0 {
                    out.push(Count { reason: DrawReason::Endgame(13), plies: material, limit: 26 });
                }
            }
        }
    }
    out
}

/// The shortest count limit in plies (an ending's 5 moves each), Turkish's immediate draw aside.
const SHORTEST_LIMIT: u16 = 10;

/// Whether `pos`, which has a legal move, is drawn by a count rule given the `streaks` before it.
/// The search's hot path: no allocation, and no material count while both streaks are shorter
/// than every limit.
#[inline]
#[must_use]
pub fn drawn_by_count(pos: &Position, streaks: Streaks) -> bool {
    if streaks.king < SHORTEST_LIMIT && streaks.material < SHORTEST_LIMIT && pos.variant() != Variant::Turkish {
        return false;
    }
    counts(pos, streaks).reached().is_some()
}

/// Men and kings per side.
struct Material {
    men: [u32; 2],
    kings: [u32; 2],
}

impl Material {
    fn of(pos: &Position) -> Material {
        let men = Color::ALL.map(|c| pos.men(c).count());
        let kings = Color::ALL.map(|c| pos.kings_of(c).count());
        Material { men, kings }
    }
    fn total(&self, side: usize) -> u32 {
        self.men[side] + self.kings[side]
    }
    /// The side (index) that has a lone king against the other, if any.
    fn lone_king(&self) -> Option<usize> {
        (0..2).find(|&s| self.kings[s] == 1 && self.men[s] == 0)
    }
}

fn fmjd_counts(out: &mut Counts, m: &Material, king: u32, material: u32, king_moves: u32) {
    out.push(Count { reason: DrawReason::KingMoves(king_moves), plies: king, limit: 2 * king_moves });
    let Some(lone) = m.lone_king() else { return };
    let strong = 1 - lone;
    if m.kings[strong] == 0 {
        return;
    }
    let limit = match m.total(strong) {
        3 => 16,
        1 | 2 => 5,
        _ => return,
    };
    out.push(Count { reason: DrawReason::Endgame(limit), plies: material, limit: 2 * limit });
}

/// FMJD-64 rules 7.2.4 - 7.2.8 (quoted in lidraughts' Russian.scala; RULES.md section 2).
fn russian_counts(out: &mut Counts, pos: &Position, m: &Material, king: u32, material: u32) {
    // 7.2.5: 15 moves by each side with only kings moving and no capture.
    out.push(Count { reason: DrawReason::KingMoves(15), plies: king, limit: 30 });
    let endgame = |moves: u32| Count { reason: DrawReason::Endgame(moves), plies: material, limit: 2 * moves };
    if let Some(lone) = m.lone_king() {
        let strong = 1 - lone;
        let (men, kings) = (m.men[strong], m.kings[strong]);
        // 7.2.8: two kings, king and man, or a king against a king: 5 moves.
        if kings >= 1 && kings + men <= 2 {
            out.push(endgame(5));
        }
        // 7.2.7: three pieces with a king against a king holding the long diagonal: 5 moves.
        if kings >= 1 && kings + men == 3 && on_long_diagonal(pos, Color::ALL[lone]) {
            out.push(endgame(5));
        }
        // 7.2.4: three or more kings against a lone king: 15 moves.
        if kings >= 3 {
            out.push(endgame(15));
        }
    }
    // 7.2.6: both sides have kings and the material does not change: 30 moves with 4-5 pieces,
    // 60 moves with 6-7 pieces.
    if m.kings[0] > 0 && m.kings[1] > 0 {
        let limit = match m.total(0) + m.total(1) {
            4 | 5 => Some(30),
            6 | 7 => Some(60),
            _ => None,
        };
        if let Some(limit) = limit {
            out.push(endgame(limit));
        }
    }
}

/// Whether a king of `color` stands on the long diagonal (a1-h8 as White sees the board).
fn on_long_diagonal(pos: &Position, color: Color) -> bool {
    let v = pos.variant();
    pos.kings_of(color).squares().any(|sq| {
        let (row, col) = v.row_col(sq);
        row + col == v.size() - 1
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(variant: Variant, fen: &str) -> Position {
        Position::from_fen(variant, fen).unwrap()
    }

    #[test]
    fn each_variant_counts_its_own_rules() {
        let s = |king, material| Streaks { king, material };
        let two_kings = pos(Variant::Brazilian, "W:WK30,K31:BK1");
        assert_eq!(counts(&two_kings, s(0, 9)).closest(), Some(DrawCount { reason: DrawReason::Endgame(5), moves_left: 1 }));
        assert!(!drawn_by_count(&two_kings, s(0, 9)));
        assert!(drawn_by_count(&two_kings, s(0, 10)));
        let english = pos(Variant::English, "W:WK29:BK4");
        assert!(!drawn_by_count(&english, s(79, 79)));
        assert_eq!(counts(&english, s(80, 0)).reached(), Some(DrawReason::NoProgress(40)));
        let turkish = pos(Variant::Turkish, "W:Wa2:Bh7");
        assert_eq!(counts(&turkish, s(0, 0)).reached(), Some(DrawReason::OnePieceEach));
        assert!(drawn_by_count(&turkish, Streaks::default()));
        // Russian 7.2.7 and 7.2.4 together: three kings against a king on the long diagonal.
        let russian = pos(Variant::Russian, "W:WK1,K2,K3:BK29");
        let reasons: Vec<DrawReason> = counts(&russian, s(0, 12)).as_slice().iter().map(|c| c.reason).collect();
        assert_eq!(reasons, [DrawReason::KingMoves(15), DrawReason::Endgame(5), DrawReason::Endgame(15), DrawReason::Endgame(30)]);
        assert_eq!(counts(&russian, s(0, 12)).reached(), Some(DrawReason::Endgame(5)));
        // The four games of issue 54: their own limits, in plies.
        let limit = |v, fen| counts(&pos(v, fen), s(0, 0)).as_slice().iter().map(|c| (c.reason, c.limit)).collect::<Vec<_>>();
        assert_eq!(limit(Variant::Spanish, "W:WK1:BK32"), [(DrawReason::KingMoves(20), 40)]);
        assert_eq!(limit(Variant::Italian, "W:WK1:BK32"), [(DrawReason::NoProgress(40), 80)]);
        assert_eq!(limit(Variant::Czech, "W:WK1:BK32"), [(DrawReason::KingMoves(30), 60)]);
        assert_eq!(limit(Variant::Pool, "W:WK1,K2,K3:BK32"), [(DrawReason::NoProgress(15), 30), (DrawReason::Endgame(13), 26)]);
        assert_eq!(limit(Variant::Pool, "W:WK1,K2,5:BK32"), [(DrawReason::NoProgress(15), 30)], "three kings, not a man");
    }

    #[test]
    fn no_limit_is_shorter_than_the_fast_path_assumes() {
        for fen in ["W:WK30,K31:BK1", "W:WK1,K2,K3:BK29", "W:WK1,K2:BK29,K30,K31"] {
            for v in Variant::ALL {
                let Ok(p) = Position::from_fen(v, fen) else { continue };
                for c in counts(&p, Streaks::default()).as_slice() {
                    assert!(c.limit >= u32::from(SHORTEST_LIMIT), "{v} {fen} {c:?}");
                }
            }
        }
    }
}
