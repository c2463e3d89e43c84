//! A game: the start position, the moves played, and how it ends. Each variant's draw rules are
//! here, each citing its rule (`shared/RULES.md`, section 0, says which rules damas applies).

use crate::{Color, Move, Position, Variant};
use std::fmt;

/// Why a game is drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DrawReason {
    /// The same position with the same side to move for the third time.
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
            DrawReason::Repetition => write!(f, "threefold repetition"),
            DrawReason::KingMoves(n) => write!(f, "{n} moves by each side with only kings and no capture"),
            DrawReason::NoProgress(n) => write!(f, "{n} moves by each side without a capture or a man move"),
            DrawReason::Endgame(n) => write!(f, "the ending was not won within {n} moves"),
            DrawReason::OnePieceEach => write!(f, "one piece against one piece"),
        }
    }
}

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The side to move has no legal move (no pieces, or all blocked) and loses.
    Win(Color),
    /// A draw by rule.
    Draw(DrawReason),
}

impl Outcome {
    /// The PDN result: `2-0`, `0-2`, `1-1` (FMJD), or `1-0`, `0-1`, `1/2-1/2` for English.
    #[must_use]
    pub fn result_text(self, variant: Variant) -> &'static str {
        let english = variant == Variant::English;
        match (self, english) {
            (Outcome::Win(Color::White), false) => "2-0",
            (Outcome::Win(Color::Black), false) => "0-2",
            (Outcome::Draw(_), false) => "1-1",
            (Outcome::Win(Color::White), true) => "1-0",
            (Outcome::Win(Color::Black), true) => "0-1",
            (Outcome::Draw(_), true) => "1/2-1/2",
        }
    }
}

/// The error of playing a move that is not legal in the current position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove;

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("that move is not legal in this position")
    }
}
impl std::error::Error for IllegalMove {}

/// A game from some start position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    positions: Vec<Position>,
    moves: Vec<Move>,
}

impl Game {
    /// A new game from the variant's initial position.
    #[must_use]
    pub fn new(variant: Variant) -> Game {
        Game::from_position(Position::initial(variant))
    }

    /// A game starting from `start`.
    #[must_use]
    pub fn from_position(start: Position) -> Game {
        Game { positions: vec![start], moves: Vec::new() }
    }

    /// The variant.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.start().variant()
    }

    /// The start position.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game always holds its start position")
    }

    /// The moves played, in order.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The position before move `ply` (0 = start); `ply == moves().len()` is the current one.
    #[must_use]
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// Every position from the start to now.
    #[must_use]
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// Plays `mv` if it is legal now and the game is not over.
    ///
    /// # Errors
    /// [`IllegalMove`] when it is not among the current legal moves or the game has ended.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        if self.outcome().is_some() || !self.position().legal_moves().contains(&mv) {
            return Err(IllegalMove);
        }
        let next = self.position().play(&mv);
        self.positions.push(next);
        self.moves.push(mv);
        Ok(())
    }

    /// Takes back the last move and returns it.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        Some(mv)
    }

    /// The move text of every move played.
    #[must_use]
    pub fn move_texts(&self) -> Vec<String> {
        self.moves.iter().zip(&self.positions).map(|(mv, pos)| pos.move_text(mv)).collect()
    }

    /// How the game has ended, if it has.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        if pos.legal_moves().is_empty() {
            return Some(Outcome::Win(!pos.turn()));
        }
        if self.repetitions() >= 3 {
            return Some(Outcome::Draw(DrawReason::Repetition));
        }
        self.draw_by_count().map(Outcome::Draw)
    }

    /// How many times the current position (same side to move) has occurred.
    #[must_use]
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        let mut count = 1;
        for (i, mv) in self.moves.iter().enumerate().rev() {
            if is_irreversible(&self.positions[i], mv) {
                break;
            }
            if self.positions[i] == *now {
                count += 1;
            }
        }
        count
    }

    /// Plies at the end of the game in which `keep` held for every move.
    fn streak(&self, keep: impl Fn(&Position, &Move) -> bool) -> u32 {
        let mut plies = 0;
        for (i, mv) in self.moves.iter().enumerate().rev() {
            if !keep(&self.positions[i], mv) {
                break;
            }
            plies += 1;
        }
        plies
    }

    /// Plies since the material (men and kings of each side) last changed.
    fn material_streak(&self) -> u32 {
        self.streak(|_, mv| !mv.is_capture() && !mv.crowns)
    }

    fn king_move_streak(&self) -> u32 {
        self.streak(|pos, mv| !mv.is_capture() && pos.kings().contains(mv.from))
    }

    fn draw_by_count(&self) -> Option<DrawReason> {
        self.counts().into_iter().find(|c| c.plies >= c.limit).map(|c| c.reason)
    }

    /// The count rule closest to drawing the game, while it runs (at least one move counted, the
    /// draw not reached): players see the draw coming instead of being surprised by it.
    #[must_use]
    pub fn draw_count(&self) -> Option<DrawCount> {
        if self.outcome().is_some() {
            return None;
        }
        self.counts()
            .into_iter()
            .filter(|c| c.plies > 0 && c.plies < c.limit)
            .min_by_key(|c| c.limit - c.plies)
            .map(|c| DrawCount { reason: c.reason, moves_left: (c.limit - c.plies).div_ceil(2) })
    }

    /// Every count rule that applies to the position, in the order the rules check them.
    fn counts(&self) -> Vec<Count> {
        let pos = self.position();
        let m = Material::of(pos);
        match self.variant() {
            // Brazilian: CBD 16, 20 successive king moves by each side without capture; FMJD art. 6
            // endgame counts on 8x8 (RULES.md section 0): 3 pieces with a king v a lone king 16
            // moves, 2 or fewer with a king v a lone king 5 moves.
            Variant::Brazilian => fmjd_counts(self, &m, 20),
            // International: FMJD art. 6.2-6.4 (25 king moves; 16 and 5 move endings).
            Variant::International => fmjd_counts(self, &m, 25),
            // English: the 40-move rule (WCDF; dctl max_reversible_moves = 80 plies).
            Variant::English => {
                let plies = self.streak(|pos, mv| !mv.is_capture() && pos.kings().contains(mv.from));
                vec![Count { reason: DrawReason::NoProgress(40), plies, limit: 80 }]
            }
            Variant::Russian => russian_counts(self, pos, &m),
            // Turkish: one piece against one piece is a draw at once (kish RULES.md 9.3; RULES.md
            // section 0).
            Variant::Turkish if m.total(0) == 1 && m.total(1) == 1 => {
                vec![Count { reason: DrawReason::OnePieceEach, plies: 0, limit: 0 }]
            }
            Variant::Turkish => Vec::new(),
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

/// One count rule as it stands: plies counted so far, and the plies that draw.
struct Count {
    reason: DrawReason,
    plies: u32,
    limit: u32,
}

fn is_irreversible(pos: &Position, mv: &Move) -> bool {
    mv.is_capture() || !pos.kings().contains(mv.from)
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

fn fmjd_counts(game: &Game, m: &Material, king_moves: u32) -> Vec<Count> {
    let kings_only = Count { reason: DrawReason::KingMoves(king_moves), plies: game.king_move_streak(), limit: 2 * king_moves };
    let mut counts = vec![kings_only];
    let Some(lone) = m.lone_king() else { return counts };
    let strong = 1 - lone;
    if m.kings[strong] == 0 {
        return counts;
    }
    let limit = match m.total(strong) {
        3 => 16,
        1 | 2 => 5,
        _ => return counts,
    };
    counts.push(Count { reason: DrawReason::Endgame(limit), plies: game.material_streak(), limit: 2 * limit });
    counts
}

/// FMJD-64 rules 7.2.4 - 7.2.8 (quoted in lidraughts' Russian.scala; RULES.md section 2).
fn russian_counts(game: &Game, pos: &Position, m: &Material) -> Vec<Count> {
    // 7.2.5: 15 moves by each side with only kings moving and no capture.
    let mut counts = vec![Count { reason: DrawReason::KingMoves(15), plies: game.king_move_streak(), limit: 30 }];
    let streak = game.material_streak();
    let endgame = |moves: u32| Count { reason: DrawReason::Endgame(moves), plies: streak, limit: 2 * moves };
    if let Some(lone) = m.lone_king() {
        let strong = 1 - lone;
        let (men, kings) = (m.men[strong], m.kings[strong]);
        // 7.2.8: two kings, king and man, or a king against a king: 5 moves.
        if kings >= 1 && kings + men <= 2 {
            counts.push(endgame(5));
        }
        // 7.2.7: three pieces with a king against a king holding the long diagonal: 5 moves.
        let lone_color = Color::ALL[lone];
        let on_long_diagonal = pos.kings_of(lone_color).squares().any(|sq| {
            let (row, col) = pos.variant().row_col(sq);
            row + col == pos.variant().size() - 1
        });
        if kings >= 1 && kings + men == 3 && on_long_diagonal {
            counts.push(endgame(5));
        }
        // 7.2.4: three or more kings against a lone king: 15 moves.
        if kings >= 3 {
            counts.push(endgame(15));
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
        counts.extend(limit.map(endgame));
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play_texts(game: &mut Game, texts: &[&str]) {
        for t in texts {
            let mv = game.position().parse_move(t).unwrap_or_else(|e| panic!("{t}: {e} in {}", game.position().to_fen()));
            game.play(mv).unwrap();
        }
    }

    #[test]
    fn threefold_repetition_draws() {
        // English short kings far apart: no capture can arise.
        let pos = Position::from_fen(Variant::English, "W:WK29:BK4").unwrap();
        let mut game = Game::from_position(pos);
        play_texts(&mut game, &["29-25", "4-8", "25-29", "8-4", "29-25", "4-8", "25-29"]);
        assert_eq!(game.outcome(), None);
        play_texts(&mut game, &["8-4"]);
        assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
        game.undo();
        assert_eq!(game.outcome(), None);
    }

    /// Plays quiet moves that never repeat a position nor allow a capture, for `plies` plies.
    fn wander(game: &mut Game, plies: usize) {
        for _ in 0..plies {
            let pos = *game.position();
            let mv = pos
                .legal_moves()
                .into_iter()
                .find(|mv| {
                    let next = pos.play(mv);
                    !mv.is_capture() && !next.must_capture() && !game.positions().contains(&next)
                })
                .expect("a quiet, safe, new move");
            game.play(mv).unwrap();
        }
    }

    #[test]
    fn no_moves_loses() {
        let pos = Position::from_fen(Variant::Brazilian, "B:W22:B").unwrap();
        assert_eq!(Game::from_position(pos).outcome(), Some(Outcome::Win(Color::White)));
    }

    #[test]
    fn brazilian_small_ending_is_drawn_after_five_moves_each() {
        // Two kings against one: drawn when 5 moves each (10 plies) bring no capture.
        let pos = Position::from_fen(Variant::Brazilian, "W:WK30,K31:BK1").unwrap();
        let mut game = Game::from_position(pos);
        assert_eq!(game.draw_count(), None, "nothing counted yet");
        wander(&mut game, 1);
        assert_eq!(game.draw_count(), Some(DrawCount { reason: DrawReason::Endgame(5), moves_left: 5 }));
        wander(&mut game, 1);
        assert_eq!(game.draw_count(), Some(DrawCount { reason: DrawReason::Endgame(5), moves_left: 4 }));
        wander(&mut game, 7);
        assert_eq!(game.draw_count(), Some(DrawCount { reason: DrawReason::Endgame(5), moves_left: 1 }));
        assert_eq!(game.outcome(), None);
        wander(&mut game, 1);
        assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Endgame(5))));
        assert_eq!(game.draw_count(), None, "the draw has come");
    }

    #[test]
    fn brazilian_twenty_king_moves_each_draw() {
        // Four kings against four: no endgame count applies, only the 20-move king rule (40 plies).
        let pos = Position::from_fen(Variant::Brazilian, "W:WK29,K30,K31,K32:BK1,K2,K3,K4").unwrap();
        let mut game = Game::from_position(pos);
        wander(&mut game, 39);
        assert_eq!(game.draw_count(), Some(DrawCount { reason: DrawReason::KingMoves(20), moves_left: 1 }));
        assert_eq!(game.outcome(), None);
        wander(&mut game, 1);
        assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::KingMoves(20))));
    }

    #[test]
    fn results_use_each_variants_form() {
        assert_eq!(Outcome::Win(Color::White).result_text(Variant::Brazilian), "2-0");
        assert_eq!(Outcome::Draw(DrawReason::Repetition).result_text(Variant::English), "1/2-1/2");
    }
}
