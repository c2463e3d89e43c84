//! The draw rules as the search sees them: counters carried down the tree instead of a game record.
//! The rules themselves live once, in [`damas_engine::draw`] (which `damas_engine::Game` uses
//! too); this module keeps the names the search has always imported. The search scores the first
//! repetition inside the tree as a draw, as engines usually do.

pub use damas_engine::draw::Streaks;
use damas_engine::Position;

/// Whether `pos`, which has a legal move, is drawn by a count rule given the `streaks` before it.
#[inline]
#[must_use]
pub fn drawn_by_count(pos: &Position, s: Streaks) -> bool {
    damas_engine::draw::drawn_by_count(pos, s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::{Game, Outcome, Variant};

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
