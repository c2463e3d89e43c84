//! What the page needs of a game beyond the engine's [`Playable`]: its playable squares as the
//! numbers the board's markup carries (`data-square`, 1 up in reading order), who stands on each,
//! and every legal move with the routes that play it. The one game layer of the UI
//! ([`crate::ui::game::state::GameState`]) is written against this trait, so each game says here only
//! how its board is numbered and what its pieces are; no rule is decided here.

use crate::ui::board::board_view::{BoardView, PieceView, SquareMarks, StackView, Standing};
use crate::ui::prefs::Coords;
use crate::ui::text::board_text::AnyBoard;
use crate::ui::text::worded::Worded;
use crate::link::paste::PasteHome;
use crate::link::pdn::WritesPdn;
use crate::ui::board::layout::{Lasca, Layout};
use damas_engine::lasca::{square_bit, square_number};
use damas_engine::lasca::{square_from_name, LascaMove, LascaPosition};
use damas_engine::movegen::routes;
use damas_engine::notation::move_text::move_ends;
use damas_engine::{Color, Move, MoveDetail, MoveTextError, Piece, Playable, Position, Square, Variant};

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
/// Its errors are worded in the player's language ([`Worded`]); it is written as PDN
/// ([`WritesPdn`]) and its page reads pasted text of its own games ([`PasteHome`]).
pub trait BoardGame: Playable<FenError: Worded, MoveError: Worded> + WritesPdn + PasteHome {
    /// What stands on a square as the board draws it: a draughts [`Piece`], a Lasca column.
    type Standing: Standing;

    /// The game a page of this type opens when nothing else is asked for.
    fn home() -> Self;
    /// The board's layout (its size and numbering).
    fn layout(&self) -> <Self::Standing as Standing>::Board;
    /// How many playable squares there are (numbered 1 to this).
    fn square_count(&self) -> u32 {
        self.layout().square_count()
    }
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
    fn piece_view(&self, id: u32, n: u32) -> Option<PieceView<Self::Standing>>;
    /// The pieces `mv` removes from the board, as they stood before it (they fade out).
    fn taken(&self, mv: &Self::Move) -> Vec<(u32, Self::Standing)>;
    /// The position as one of the games, for what differs by game and is not the game layer's
    /// (the words of the board, for screen readers).
    fn any(&self) -> AnyBoard<'_>;
    /// The first and last squares a typed move names, when it reads as squares at all.
    fn typed_ends(&self, text: &str) -> Option<(u32, u32)>;
    /// The square a typed move names that is on the board but never played on (a light square),
    /// in lower case, when that is why the move could not be read (`unread`).
    fn light_square(&self, unread: &Self::MoveError) -> Option<String> {
        let _ = unread;
        None
    }

    /// How the game's own notation names square `n` (its number when it has no name); the page
    /// writes it in the player's notation.
    fn name(&self, n: u32) -> String {
        self.square(n).map_or_else(|| n.to_string(), |sq| self.square_name(sq))
    }
}

/// A still board of `position`: its pieces, no highlights (the editors, a diagram).
#[must_use]
pub fn still_view<G: BoardGame>(position: &G, flipped: bool, coords: Coords) -> BoardView<G::Standing> {
    let count = position.square_count();
    BoardView {
        variant: position.layout(),
        flipped,
        coords,
        squares: (1..=count).map(|number| SquareMarks { number, ..SquareMarks::default() }).collect(),
        pieces: (1..=count).filter_map(|n| position.piece_view(n, n)).collect(),
        routes: Vec::new(),
        taken: Vec::new(),
        hop: Vec::new(),
        moment: (0, 0),
    }
}

impl BoardGame for Position {
    type Standing = Piece;

    fn home() -> Position {
        Position::initial(Variant::Brazilian)
    }
    fn layout(&self) -> Variant {
        self.variant()
    }
    fn number(&self, sq: Square) -> u32 {
        self.variant().number(sq)
    }
    fn square(&self, n: u32) -> Option<Square> {
        self.variant().square(n)
    }
    fn legal_view(&self) -> Vec<LegalMove<Move>> {
        let v = self.variant();
        // One generation: the routes, which also name every move.
        let all = routes(self);
        self.describe_routes(&all)
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
    fn light_square(&self, unread: &MoveTextError) -> Option<String> {
        // The first square the reader could not read, if it is a light one (`a3-b5`: `b5`).
        match unread {
            MoveTextError::BadSquare(part) if self.variant().is_light_square_name(part) => Some(part.trim().to_ascii_lowercase()),
            _ => None,
        }
    }
    fn any(&self) -> AnyBoard<'_> {
        AnyBoard::Draughts(self)
    }
}

/// The number of the Lasca square at `bit` (0 off the playable squares: never for a move's).
fn number(bit: u8) -> u32 {
    square_number(bit).unwrap_or(0)
}

fn lasca_detail(pos: &LascaPosition, mv: &LascaMove) -> MoveDetail {
    let from = number(mv.from());
    let landings: Vec<u32> = mv.landings().iter().map(|&b| number(b)).collect();
    MoveDetail {
        text: pos.move_text(mv),
        from,
        to: number(mv.to()),
        path: std::iter::once(from).chain(landings).collect(),
        captured: mv.jumped().map(number).collect(),
        crowns: mv.promotes(),
    }
}

impl BoardGame for LascaPosition {
    type Standing = StackView;

    fn home() -> LascaPosition {
        LascaPosition::initial()
    }
    fn layout(&self) -> Lasca {
        Lasca
    }
    fn number(&self, sq: Square) -> u32 {
        number(sq.bit())
    }
    fn square(&self, n: u32) -> Option<Square> {
        square_bit(n).map(Square::from_bit)
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
        (number(mv.from()), number(mv.to()), mv.jumped().map(number).collect())
    }
    fn owner(&self, n: u32) -> Option<Color> {
        square_bit(n).and_then(|b| self.column(b).top()).map(|s| s.color)
    }
    fn piece_view(&self, id: u32, n: u32) -> Option<PieceView<StackView>> {
        let column = self.column(square_bit(n)?);
        column.top()?;
        Some(PieceView { id, square: n, piece: StackView { column } })
    }
    fn taken(&self, _mv: &LascaMove) -> Vec<(u32, StackView)> {
        // A jumped column loses its top to the capturer's column: nothing leaves the board.
        Vec::new()
    }
    fn typed_ends(&self, text: &str) -> Option<(u32, u32)> {
        let bits: Option<Vec<u8>> = text.trim().to_ascii_lowercase().split(['-', 'x', ':']).map(square_from_name).collect();
        match bits.as_deref()? {
            [from, .., to] => Some((number(*from), number(*to))),
            _ => None,
        }
    }
    fn any(&self) -> AnyBoard<'_> {
        AnyBoard::Lasca(self)
    }
}


#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(lasca.square_count(), 25);
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
        assert_eq!(capture.detail.captured, vec![number(square_from_name("d4").unwrap())]);
        assert_eq!(capture.routes, vec![vec![capture.detail.to]]);
        assert_eq!(pos.typed_ends("C3xE5"), Some((capture.detail.from, capture.detail.to)));
        assert_eq!(pos.typed_ends("c3"), None);
        assert_eq!(pos.owner(capture.detail.from), Some(Color::White));
    }

    #[test]
    fn lasca_columns_are_drawn_whole() {
        let pos = LascaPosition::from_fen("W:c3=w,d4=wb,a7=b").unwrap();
        let d4 = number(square_from_name("d4").unwrap());
        let view = pos.piece_view(7, d4).unwrap();
        assert_eq!((view.id, view.square, view.piece.column.height()), (7, d4, 2));
        assert_eq!(pos.piece_view(7, number(square_from_name("e5").unwrap())), None);
        assert!(matches!(pos.any(), AnyBoard::Lasca(p) if *p == pos));
        assert_eq!(Position::home(), Position::initial(Variant::Brazilian));
        assert_eq!(LascaPosition::home().square_count(), 25);
    }
}
