//! What the board draws, as plain values: each legal move with its routes, the highlights of each
//! square and the pieces with identities that follow them (for animation). No rules here: every
//! route and capture comes from the engine.

use damas_engine::movegen::routes;
use damas_engine::{Move, MoveDetail, Piece, Position};

/// One legal move with everything the board shows about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegalMove {
    /// The move.
    pub mv: Move,
    /// Text, squares taken, one route (from the engine).
    pub detail: MoveDetail,
    /// Every route that plays the move: landing squares after `from`, the last being `to`.
    pub routes: Vec<Vec<u32>>,
}

impl LegalMove {
    /// Whether one of the routes passes through `steps` in order (each a landing square).
    pub(crate) fn follows(&self, steps: &[u32]) -> bool {
        self.routes.iter().any(|route| {
            let mut it = route.iter();
            steps.iter().all(|s| it.any(|r| r == s))
        })
    }
}

/// Highlights of one playable square.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SquareMarks {
    /// FMJD number.
    pub number: u32,
    /// Holds a piece that may move.
    pub selectable: bool,
    /// Holds a piece that must capture.
    pub forced: bool,
    /// The selected piece.
    pub selected: bool,
    /// Where the selected piece can end (or, while choosing, a square that picks a path).
    pub dest: bool,
    /// A landing square on a capture route.
    pub path: bool,
    /// A piece the selected capture(s) take.
    pub captured: bool,
    /// Start, landing or end square of the move that led here.
    pub last_move: bool,
}

impl SquareMarks {
    /// The class names, as the board's markup carries them.
    #[must_use]
    pub fn classes(&self) -> Vec<&'static str> {
        let flags = [
            (self.selectable, "selectable"),
            (self.forced, "forced"),
            (self.selected, "selected"),
            (self.dest, "dest"),
            (self.path, "path"),
            (self.captured, "captured"),
            (self.last_move, "last-move"),
        ];
        flags.into_iter().filter(|(on, _)| *on).map(|(_, name)| name).collect()
    }
}

/// A piece on the board with an identity that follows it from move to move (for animation).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PieceView {
    /// Stable identity within the game.
    pub id: u32,
    /// Where it stands.
    pub square: u32,
    /// What it is.
    pub piece: Piece,
}

/// The engine's legal moves with details and every route, grouped per move.
#[must_use]
pub fn legal_moves(pos: &Position) -> Vec<LegalMove> {
    let v = pos.variant();
    let all = routes(pos);
    pos.describe_all()
        .into_iter()
        .map(|(mv, detail)| {
            let mut rs: Vec<Vec<u32>> = all
                .iter()
                .filter(|r| r.mv == mv)
                .map(|r| r.landings.iter().map(|sq| v.number(*sq)).collect())
                .collect();
            if rs.is_empty() {
                rs.push(detail.path.iter().skip(1).copied().collect());
            }
            rs.dedup();
            LegalMove { mv, detail, routes: rs }
        })
        .collect()
}
