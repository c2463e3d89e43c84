//! The draw rules as the search sees them: counters carried down the tree instead of a game record.
//! They mirror `damas_engine::Game::outcome` (threefold repetition, each variant's move counts);
//! the search scores the first repetition inside the tree as a draw, as engines usually do.

use damas_engine::{Color, Move, Position, Variant};

/// Counters of the recent plies that decide the count rules.
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

    /// The counters after the ply that led from `before` to `after` (positions of a game record).
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

/// Whether `pos`, which has a legal move, is drawn by a count rule given the `streaks` before it.
#[must_use]
pub fn drawn_by_count(pos: &Position, s: Streaks) -> bool {
    let (king, material) = (u32::from(s.king), u32::from(s.material));
    match pos.variant() {
        Variant::Brazilian => fmjd(pos, king, material, 20),
        Variant::International => fmjd(pos, king, material, 25),
        Variant::English => king >= 80,
        Variant::Russian => russian(pos, king, material),
        // Turkish: one piece against one piece (RULES.md section 0).
        Variant::Turkish => pos.pieces(Color::White).count() == 1 && pos.pieces(Color::Black).count() == 1,
    }
}

struct Counts {
    men: [u32; 2],
    kings: [u32; 2],
}

impl Counts {
    fn of(pos: &Position) -> Counts {
        Counts {
            men: Color::ALL.map(|c| pos.men(c).count()),
            kings: Color::ALL.map(|c| pos.kings_of(c).count()),
        }
    }
    fn lone_king(&self) -> Option<usize> {
        (0..2).find(|&s| self.kings[s] == 1 && self.men[s] == 0)
    }
}

fn fmjd(pos: &Position, king: u32, material: u32, king_moves: u32) -> bool {
    if king >= 2 * king_moves {
        return true;
    }
    if material < 10 {
        return false;
    }
    let c = Counts::of(pos);
    let Some(lone) = c.lone_king() else { return false };
    let strong = 1 - lone;
    if c.kings[strong] == 0 {
        return false;
    }
    match c.men[strong] + c.kings[strong] {
        3 => material >= 32,
        1 | 2 => material >= 10,
        _ => false,
    }
}

fn russian(pos: &Position, king: u32, material: u32) -> bool {
    if king >= 30 {
        return true;
    }
    if material < 10 {
        return false;
    }
    let c = Counts::of(pos);
    if let Some(lone) = c.lone_king() {
        let strong = 1 - lone;
        let (men, kings) = (c.men[strong], c.kings[strong]);
        if kings >= 1 && kings + men <= 2 {
            return true;
        }
        let lone_color = Color::ALL[lone];
        let size = pos.variant().size();
        let on_diagonal = pos.kings_of(lone_color).squares().any(|sq| {
            let (row, col) = pos.variant().row_col(sq);
            row + col == size - 1
        });
        if kings >= 1 && kings + men == 3 && on_diagonal {
            return true;
        }
        if kings >= 3 && material >= 30 {
            return true;
        }
    }
    if c.kings[0] > 0 && c.kings[1] > 0 {
        let total = c.men[0] + c.kings[0] + c.men[1] + c.kings[1];
        let limit = match total {
            4 | 5 => 30,
            6 | 7 => 60,
            _ => return false,
        };
        return material >= 2 * limit;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::{Game, Outcome};

    /// Plays `texts` in a game and checks the counters and the rule agree with `Game::outcome`.
    fn agree(variant: Variant, fen: &str, texts: &[&str]) {
        let mut game = Game::from_position(Position::from_fen(variant, fen).unwrap());
        let mut s = Streaks::default();
        for t in texts {
            let pos = *game.position();
            let mv = pos.parse_move(t).unwrap();
            let by_move = s.after(&pos, &mv);
            game.play(mv).unwrap_or_else(|e| panic!("{t}: {e} {:?}", game.outcome()));
            s = s.between(&pos, game.position());
            assert_eq!(s, by_move);
            let counted = drawn_by_count(game.position(), s);
            let engine = matches!(game.outcome(), Some(Outcome::Draw(r)) if r != damas_engine::DrawReason::Repetition);
            assert_eq!(counted, engine, "after {t}");
        }
    }

    #[test]
    fn counts_match_the_engine() {
        agree(
            Variant::Brazilian,
            "W:WK32,K31:BK1",
            &["32-28", "1-5", "28-24", "5-1", "24-20", "1-5", "20-16", "5-1", "16-12", "1-5"],
        );
        agree(
            Variant::Russian,
            "W:WK32,K31:BK1",
            &["32-28", "1-5", "28-24", "5-1", "24-20", "1-5", "20-16", "5-1", "16-12", "1-5"],
        );
        agree(Variant::Brazilian, "W:W27:B14,K1", &["27-23", "14-18", "23x14", "1-5"]);
    }
}
