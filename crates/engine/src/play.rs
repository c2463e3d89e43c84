//! What every game's position offers, so code above the engine (the game record, the UI's input
//! and board, the worker) is written once for draughts and Lasca. shakmaty does the same with its
//! `Position` trait over chess variants of other shapes: the positions stay their own types
//! ([`Position`] is bitboards, [`LascaPosition`] is columns) and meet here.

use crate::draw::{Counts, Streaks};
use crate::explain::{explain, explain_lasca, explain_lasca_select, explain_select, Refusal};
use crate::lasca::{square_name, LascaFenError, LascaMove, LascaMoveError, LascaPosition};
use crate::{Color, FenError, GameKind, Move, MoveTextError, Position, Square};
use std::fmt::Debug;

/// A position of one of damas's games.
pub trait Playable: Copy + Eq + Debug {
    /// A move of this game.
    type Move: Copy + Eq + Debug;
    /// Why a move text is refused.
    type MoveError: std::error::Error + Clone + Eq;
    /// Why a FEN is refused.
    type FenError: std::error::Error + Clone + Eq;

    /// The initial position of `kind`, or `None` when this type does not play `kind` (a link
    /// reader then knows the game belongs to another page).
    fn initial_of(kind: GameKind) -> Option<Self>;
    /// The position `fen` describes, in the same game as `self` (a draughts FEN does not name
    /// its variant).
    ///
    /// # Errors
    /// The game's FEN error when `fen` cannot be read.
    fn read_fen(&self, fen: &str) -> Result<Self, Self::FenError>;

    /// Every legal move (captures obeying the game's precedence).
    fn legal_moves(&self) -> Vec<Self::Move>;
    /// The position after `mv`, which must be one of [`Playable::legal_moves`].
    #[must_use]
    fn play(&self, mv: &Self::Move) -> Self;
    /// Side to move.
    fn turn(&self) -> Color;
    /// The move's text in the game's notation (`22-17`, `d3-d4`, `c3xe5`).
    fn move_text(&self, mv: &Self::Move) -> String;
    /// [`Playable::move_text`] when the caller already holds every legal move here: a game
    /// may then write it without generating them again.
    fn move_text_among(&self, mv: &Self::Move, legal: &[Self::Move]) -> String {
        let _ = legal;
        self.move_text(mv)
    }
    /// The legal move named by `text`.
    ///
    /// # Errors
    /// The game's move-text error when `text` is unreadable, illegal or ambiguous.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Self::MoveError>;
    /// The position in the game's FEN.
    fn to_fen(&self) -> String;
    /// Which game this is.
    fn game_kind(&self) -> GameKind;
    /// A hash of the whole position, side to move included.
    fn hash(&self) -> u64;
    /// How the game's notation names `sq` (Lasca: `sq`'s bit is the Lasca bit).
    fn square_name(&self, sq: Square) -> String;
    /// The start and end squares of `mv`.
    fn move_ends(&self, mv: &Self::Move) -> (Square, Square);
    /// Whether `mv` takes anything.
    fn is_capture(&self, mv: &Self::Move) -> bool;
    /// Why no legal move goes from `from` to `to`, or `None` when one does ([`explain`]).
    fn explain_move(&self, from: Square, to: Square) -> Option<Refusal>;
    /// Why a click on `sq` selects nothing, or `None` when a legal move starts there
    /// ([`explain_select`]).
    fn explain_select(&self, sq: Square) -> Option<Refusal>;
    /// Whether positions before `mv` may recur after it. `true` is always safe (repetition
    /// checks then look further back); `false` lets them stop early.
    fn is_reversible(&self, mv: &Self::Move) -> bool;
    /// The count-rule streaks after `mv`, given those before it.
    #[must_use]
    fn streaks_after(&self, streaks: Streaks, mv: &Self::Move) -> Streaks;
    /// The count rules that apply here (none in Lasca).
    fn count_rules(&self, streaks: Streaks) -> Counts;
    /// How many occurrences of one position draw the game (three, Italian four).
    fn repetitions_to_draw(&self) -> usize {
        3
    }
}

impl Playable for Position {
    type Move = Move;
    type MoveError = MoveTextError;
    type FenError = FenError;

    fn initial_of(kind: GameKind) -> Option<Position> {
        kind.variant().map(Position::initial)
    }
    fn read_fen(&self, fen: &str) -> Result<Position, FenError> {
        Position::from_fen(self.variant(), fen)
    }
    fn legal_moves(&self) -> Vec<Move> {
        Position::legal_moves(self)
    }
    fn play(&self, mv: &Move) -> Position {
        Position::play(self, mv)
    }
    fn turn(&self) -> Color {
        Position::turn(self)
    }
    fn move_text(&self, mv: &Move) -> String {
        Position::move_text(self, mv)
    }
    fn move_text_among(&self, mv: &Move, legal: &[Move]) -> String {
        Position::move_text_among(self, mv, legal)
    }
    fn parse_move(&self, text: &str) -> Result<Move, MoveTextError> {
        Position::parse_move(self, text)
    }
    fn to_fen(&self) -> String {
        Position::to_fen(self)
    }
    fn game_kind(&self) -> GameKind {
        GameKind::Draughts(self.variant())
    }
    fn hash(&self) -> u64 {
        Position::hash(self)
    }
    fn square_name(&self, sq: Square) -> String {
        self.variant().square_name(sq)
    }
    fn move_ends(&self, mv: &Move) -> (Square, Square) {
        (mv.from, mv.to)
    }
    fn is_capture(&self, mv: &Move) -> bool {
        mv.is_capture()
    }
    fn explain_move(&self, from: Square, to: Square) -> Option<Refusal> {
        explain(self, from, to)
    }
    fn explain_select(&self, sq: Square) -> Option<Refusal> {
        explain_select(self, sq)
    }
    /// A capture takes material for good and a man never steps back; only a king's quiet move
    /// can be undone.
    fn is_reversible(&self, mv: &Move) -> bool {
        !mv.is_capture() && self.kings().contains(mv.from)
    }
    fn streaks_after(&self, streaks: Streaks, mv: &Move) -> Streaks {
        streaks.after(self, mv)
    }
    fn count_rules(&self, streaks: Streaks) -> Counts {
        crate::draw::counts(self, streaks)
    }
    fn repetitions_to_draw(&self) -> usize {
        self.variant().repetitions_to_draw()
    }
}

impl Playable for LascaPosition {
    type Move = LascaMove;
    type MoveError = LascaMoveError;
    type FenError = LascaFenError;

    fn initial_of(kind: GameKind) -> Option<LascaPosition> {
        kind.is_lasca().then(LascaPosition::initial)
    }
    fn read_fen(&self, fen: &str) -> Result<LascaPosition, LascaFenError> {
        LascaPosition::from_fen(fen)
    }
    fn legal_moves(&self) -> Vec<LascaMove> {
        LascaPosition::legal_moves(self)
    }
    fn play(&self, mv: &LascaMove) -> LascaPosition {
        LascaPosition::play(self, mv)
    }
    fn turn(&self) -> Color {
        LascaPosition::turn(self)
    }
    fn move_text(&self, mv: &LascaMove) -> String {
        LascaPosition::move_text(self, mv)
    }
    fn parse_move(&self, text: &str) -> Result<LascaMove, LascaMoveError> {
        LascaPosition::parse_move(self, text)
    }
    fn to_fen(&self) -> String {
        LascaPosition::to_fen(self)
    }
    fn game_kind(&self) -> GameKind {
        GameKind::Lasca
    }
    fn hash(&self) -> u64 {
        LascaPosition::hash(self)
    }
    fn square_name(&self, sq: Square) -> String {
        square_name(sq.bit())
    }
    fn move_ends(&self, mv: &LascaMove) -> (Square, Square) {
        (Square::from_bit(mv.from()), Square::from_bit(mv.to()))
    }
    fn is_capture(&self, mv: &LascaMove) -> bool {
        mv.is_capture()
    }
    fn explain_move(&self, from: Square, to: Square) -> Option<Refusal> {
        explain_lasca(self, from.bit(), to.bit())
    }
    fn explain_select(&self, sq: Square) -> Option<Refusal> {
        explain_lasca_select(self, sq.bit())
    }
    /// Always: captures move pieces between columns in ways later captures may undo, so no move
    /// is proved to end the chance of a repetition and the check reads the whole game.
    fn is_reversible(&self, _mv: &LascaMove) -> bool {
        true
    }
    fn streaks_after(&self, _streaks: Streaks, _mv: &LascaMove) -> Streaks {
        Streaks::default()
    }
    /// Lasca has no count rule: a game ends by a side without a move, or by repetition.
    fn count_rules(&self, _streaks: Streaks) -> Counts {
        Counts::EMPTY
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    /// Plays the first legal move `plies` times through the trait alone.
    fn walk<P: Playable>(start: P, plies: usize) -> (P, Vec<String>) {
        let mut pos = start;
        let mut texts = Vec::new();
        for _ in 0..plies {
            let Some(mv) = pos.legal_moves().first().copied() else { break };
            let text = pos.move_text(&mv);
            assert_eq!(pos.parse_move(&text), Ok(mv));
            let (from, to) = pos.move_ends(&mv);
            assert!(text.starts_with(&pos.square_name(from)), "{text}");
            assert_eq!(pos.explain_move(from, to), None);
            assert_eq!(pos.explain_select(from), None);
            assert_eq!(pos.explain_move(to, from), Some(Refusal::NoPiece), "{text}");
            assert!(!pos.is_capture(&mv) || text.contains('x'));
            texts.push(text);
            pos = pos.play(&mv);
        }
        (pos, texts)
    }

    #[test]
    fn both_games_play_through_the_trait() {
        let (pos, texts) = walk(Position::initial(Variant::Turkish), 4);
        assert_eq!(texts.len(), 4);
        assert_eq!(pos.game_kind(), GameKind::Draughts(Variant::Turkish));
        assert_eq!(Playable::turn(&pos), Color::White);
        assert_eq!(Playable::hash(&pos), pos.compute_hash());
        let (lasca, texts) = walk(LascaPosition::initial(), 4);
        assert_eq!(texts[0], "a3-b4");
        assert_eq!(lasca.game_kind(), GameKind::Lasca);
        assert_eq!(LascaPosition::from_fen(&Playable::to_fen(&lasca)), Ok(lasca));
        assert!(lasca.parse_move("a1-a2").is_err());
        assert_eq!(lasca.count_rules(Streaks::default()).as_slice(), &[]);
    }

    #[test]
    fn starts_and_fens_through_the_trait() {
        let russian = GameKind::Draughts(Variant::Russian);
        let start = <Position as Playable>::initial_of(russian).unwrap();
        assert_eq!(start, Position::initial(Variant::Russian));
        assert_eq!(<Position as Playable>::initial_of(GameKind::Lasca), None);
        assert_eq!(<LascaPosition as Playable>::initial_of(russian), None);
        assert_eq!(<LascaPosition as Playable>::initial_of(GameKind::Lasca), Some(LascaPosition::initial()));
        // A draughts FEN is read in the variant of the position it is asked of.
        let read = start.read_fen("W:W22:B18").unwrap();
        assert_eq!((read.variant(), Playable::to_fen(&read)), (Variant::Russian, "W:W22:B18".to_string()));
        assert!(start.read_fen("zzz").is_err());
        let lasca = LascaPosition::initial();
        assert_eq!(lasca.read_fen(&Playable::to_fen(&lasca)), Ok(lasca));
        assert!(lasca.read_fen("W:z9=w").is_err());
    }
}
