//! What the page needs of a game beyond the engine's [`Playable`]: its playable squares as the
//! numbers the board's markup carries (`data-square`, 1 up in reading order), who stands on each,
//! and every legal move with the routes that play it. The one game layer of the UI
//! ([`crate::ui::state::GameState`]) is written against this trait, so each game says here only
//! how its board is numbered and what its pieces are; no rule is decided here.

use super::board_view::PieceView;
use damas_engine::lasca::{square_from_name, squares, LascaMove, LascaPosition};
use damas_engine::movegen::routes;
use damas_engine::notation::move_text::move_ends;
use damas_engine::{Color, GameKind, Move, MoveDetail, Piece, Playable, Position, Square};

/// One legal move with everything the board shows about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegalMove<M> {
    /// The move.
    pub mv: M,
    /// Text, squares taken, one route (from the engine), in square numbers.
    pub detail: MoveDetail,
    /// Every route that plays the move: landing squares after `from`, the last being `to`.
    pub routes: Vec<Vec<u32>>,
}

impl<M> LegalMove<M> {
    /// Whether one of the routes passes through `steps` in order (each a landing square).
    pub(crate) fn follows(&self, steps: &[u32]) -> bool {
        self.routes.iter().any(|route| {
            let mut it = route.iter();
            steps.iter().all(|s| it.any(|r| r == s))
        })
    }
}

/// A game the page can show: the board's numbering, its pieces, its legal moves as the board
/// draws them. Implemented by the draughts [`Position`] (every variant) and [`LascaPosition`].
pub trait BoardGame: Playable {
    /// How many playable squares there are (numbered 1 to this).
    fn square_count(&self) -> u32;
    /// The number of `sq` on the board.
    fn number(&self, sq: Square) -> u32;
    /// The square numbered `n`, if the board has one.
    fn square(&self, n: u32) -> Option<Square>;
    /// Every legal move with its detail and every route.
    fn legal_view(&self) -> Vec<LegalMove<Self::Move>>;
    /// Text, path and squares taken of `mv`, a legal move of this position.
    fn detail(&self, mv: &Self::Move) -> MoveDetail;
    /// Start, end and the squares of the pieces taken (cheap: for following pieces along a game).
    fn move_squares(&self, mv: &Self::Move) -> (u32, u32, Vec<u32>);
    /// The side whose piece stands (on top) on square `n`.
    fn owner(&self, n: u32) -> Option<Color>;
    /// What stands on square `n`, drawn with identity `id`.
    fn piece_view(&self, id: u32, n: u32) -> Option<PieceView>;
    /// The pieces `mv` removes from the board, as they stood before it (they fade out).
    fn taken(&self, mv: &Self::Move) -> Vec<(u32, Piece)>;
    /// The first and last squares a typed move names, when it reads as squares at all.
    fn typed_ends(&self, text: &str) -> Option<(u32, u32)>;

    /// How the game's notation names square `n` (its number when it has no name).
    fn name(&self, n: u32) -> String {
        square_label(self.game_kind(), n)
    }
}

impl BoardGame for Position {
    fn square_count(&self) -> u32 {
        self.variant().squares()
    }
    fn number(&self, sq: Square) -> u32 {
        self.variant().number(sq)
    }
    fn square(&self, n: u32) -> Option<Square> {
        self.variant().square(n)
    }
    fn legal_view(&self) -> Vec<LegalMove<Move>> {
        let v = self.variant();
        let all = routes(self);
        self.describe_all()
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
    fn detail(&self, mv: &Move) -> MoveDetail {
        self.describe(mv)
    }
    fn move_squares(&self, mv: &Move) -> (u32, u32, Vec<u32>) {
        let v = self.variant();
        (v.number(mv.from), v.number(mv.to), mv.captured.squares().map(|sq| v.number(sq)).collect())
    }
    fn owner(&self, n: u32) -> Option<Color> {
        self.square(n).and_then(|sq| self.piece_at(sq)).map(|p| p.color)
    }
    fn piece_view(&self, id: u32, n: u32) -> Option<PieceView> {
        let piece = self.square(n).and_then(|sq| self.piece_at(sq))?;
        Some(PieceView { id, square: n, piece })
    }
    fn taken(&self, mv: &Move) -> Vec<(u32, Piece)> {
        let v = self.variant();
        mv.captured.squares().filter_map(|sq| self.piece_at(sq).map(|p| (v.number(sq), p))).collect()
    }
    fn typed_ends(&self, text: &str) -> Option<(u32, u32)> {
        let v = self.variant();
        move_ends(v, text).map(|(from, to)| (v.number(from), v.number(to)))
    }
}

/// The Lasca bit of square number `n` (1 to 25, reading order from the top left).
fn lasca_bit(n: u32) -> Option<u8> {
    squares().nth(usize::try_from(n).ok()?.checked_sub(1)?)
}

/// The number of the Lasca square at `bit` (0 off the playable squares).
#[must_use]
pub fn lasca_number(bit: u8) -> u32 {
    squares().position(|b| b == bit).map_or(0, |i| i as u32 + 1)
}

fn lasca_detail(pos: &LascaPosition, mv: &LascaMove) -> MoveDetail {
    let from = lasca_number(mv.from());
    let landings: Vec<u32> = mv.landings().iter().map(|&b| lasca_number(b)).collect();
    MoveDetail {
        text: pos.move_text(mv),
        from,
        to: lasca_number(mv.to()),
        path: std::iter::once(from).chain(landings).collect(),
        captured: mv.jumped().map(lasca_number).collect(),
        crowns: mv.promotes(),
    }
}

impl BoardGame for LascaPosition {
    fn square_count(&self) -> u32 {
        25
    }
    fn number(&self, sq: Square) -> u32 {
        lasca_number(sq.bit())
    }
    fn square(&self, n: u32) -> Option<Square> {
        lasca_bit(n).map(Square::from_bit)
    }
    fn legal_view(&self) -> Vec<LegalMove<LascaMove>> {
        self.legal_moves()
            .into_iter()
            .map(|mv| {
                let detail = lasca_detail(self, &mv);
                let routes = vec![detail.path[1..].to_vec()];
                LegalMove { mv, detail, routes }
            })
            .collect()
    }
    fn detail(&self, mv: &LascaMove) -> MoveDetail {
        lasca_detail(self, mv)
    }
    fn move_squares(&self, mv: &LascaMove) -> (u32, u32, Vec<u32>) {
        (lasca_number(mv.from()), lasca_number(mv.to()), mv.jumped().map(lasca_number).collect())
    }
    fn owner(&self, n: u32) -> Option<Color> {
        lasca_bit(n).and_then(|b| self.column(b).top()).map(|s| s.color)
    }
    fn piece_view(&self, id: u32, n: u32) -> Option<PieceView> {
        // Until the board draws columns itself, a column shows as its top piece.
        let top = self.column(lasca_bit(n)?).top()?;
        let role = if top.officer { damas_engine::Role::King } else { damas_engine::Role::Man };
        Some(PieceView { id, square: n, piece: Piece { color: top.color, role } })
    }
    fn taken(&self, _mv: &LascaMove) -> Vec<(u32, Piece)> {
        // A jumped column loses its top to the capturer's column: nothing leaves the board.
        Vec::new()
    }
    fn typed_ends(&self, text: &str) -> Option<(u32, u32)> {
        let bits: Option<Vec<u8>> = text.trim().to_ascii_lowercase().split(['-', 'x', ':']).map(square_from_name).collect();
        match bits.as_deref()? {
            [from, .., to] => Some((lasca_number(*from), lasca_number(*to))),
            _ => None,
        }
    }
}

/// How `game`'s notation names square number `n` (its number when the board has no such square):
/// the FMJD number, the Turkish or Lasca algebraic name.
#[must_use]
pub fn square_label(game: GameKind, n: u32) -> String {
    match game {
        GameKind::Draughts(v) => v.square(n).map_or_else(|| n.to_string(), |sq| v.square_name(sq)),
        GameKind::Lasca => lasca_bit(n).map_or_else(|| n.to_string(), damas_engine::lasca::square_name),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::Variant;

    #[test]
    fn numbers_and_squares_round_trip_in_both_games() {
        for v in Variant::ALL {
            let pos = Position::initial(v);
            for n in 1..=pos.square_count() {
                assert_eq!(pos.number(pos.square(n).unwrap()), n);
            }
            assert_eq!(pos.square(0), None);
            assert_eq!(pos.square(pos.square_count() + 1), None);
        }
        let lasca = LascaPosition::initial();
        for n in 1..=25 {
            assert_eq!(lasca.number(lasca.square(n).unwrap()), n);
        }
        assert_eq!(lasca.square(26), None);
        assert_eq!(lasca.name(1), "a7");
        assert_eq!(lasca.name(25), "g1");
    }

    #[test]
    fn lasca_moves_read_as_numbered_routes() {
        let pos = LascaPosition::from_fen("W:c3=w,d4=b,a7=b").unwrap();
        let view = pos.legal_view();
        let capture = view.iter().find(|m| m.detail.text == "c3xe5").expect("c3 takes d4");
        assert_eq!(capture.detail.captured, vec![lasca_number(square_from_name("d4").unwrap())]);
        assert_eq!(capture.routes, vec![vec![capture.detail.to]]);
        assert_eq!(pos.typed_ends("C3xE5"), Some((capture.detail.from, capture.detail.to)));
        assert_eq!(pos.typed_ends("c3"), None);
        assert_eq!(pos.owner(capture.detail.from), Some(Color::White));
    }
}
