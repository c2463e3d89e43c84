//! Why a move is refused, in every variant's own geometry. The UI turns a [`Refusal`] into words;
//! the engine decides which one applies, because only it knows each variant's captures (Turkish
//! jumps along rows and columns, the majority rule, Lasca's columns). Squares are engine
//! [`Square`]s so the UI names them in each game's notation; for Lasca a `Square`'s bit is the
//! Lasca bit (`row * 7 + col`, as [`crate::lasca`] numbers them).

use crate::lasca::LascaPosition;
use crate::movegen::captures_ignoring_majority;
use crate::rules::Precedence;
use crate::{Color, Move, Position, Role, Square, Variant};

/// Why no legal move goes where the player asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The start square is empty.
    NoPiece,
    /// The piece there belongs to the side not to move.
    NotYourPiece,
    /// A capture is compulsory; these pieces can make one.
    CaptureAvailable {
        /// The squares of the pieces that have a legal capture.
        with: Vec<Square>,
    },
    /// The piece can capture, but fewer pieces than the majority rule requires.
    TakeMaximum {
        /// How many pieces a legal capture takes.
        count: u32,
        /// The squares of the pieces that have a legal capture.
        with: Vec<Square>,
    },
    /// The capture takes as many pieces as the legal ones but fewer kings (Spanish, Italian).
    TakeMostKings {
        /// How many kings a legal capture takes.
        kings: u32,
        /// The squares of the pieces that have a legal capture.
        with: Vec<Square>,
    },
    /// A king can capture, so a king must (Italian at equal count, Czech always).
    CaptureWithKing {
        /// The squares of the pieces that have a legal capture.
        with: Vec<Square>,
    },
    /// Among captures equal in every other way, the one that meets a king first must be taken
    /// (Italian 6.9).
    KingFirst {
        /// The squares of the pieces that have a legal capture.
        with: Vec<Square>,
    },
    /// A man tried to jump a king, which Italian men never capture (FID 5.3b).
    ManCannotTakeKing,
    /// A man (Lasca: a soldier) tried to move backward.
    MenForwardOnly,
    /// The piece has no legal move at all.
    PieceCannotMove,
    /// The target square holds a piece (no capture goes there).
    Occupied,
    /// The target is on none of the lines the piece moves along (diagonals; Turkish: rows and
    /// columns).
    OffLine,
    /// The piece moves one square at a time without capturing: a man, or a king that does not fly
    /// (English checkers, a Lasca officer).
    OneSquare {
        /// Whether the piece is a king (an officer).
        king: bool,
    },
    /// A flying king's path to the target is blocked.
    Blocked,
    /// The piece can move, but not there, for no reason above.
    NotLegal,
}

/// Why the side to move cannot play `from` → `to` in `pos`, or `None` when some legal move goes
/// from `from` to `to` (several routes may).
#[must_use]
pub fn explain(pos: &Position, from: Square, to: Square) -> Option<Refusal> {
    let moves = pos.legal_moves();
    if moves.iter().any(|m| m.from == from && m.to == to) {
        return None;
    }
    let piece = match own_piece(pos, from) {
        Ok(role) => role,
        Err(refusal) => return Some(refusal),
    };
    if piece == Role::Man && jumps_a_king(pos, from, to) {
        return Some(Refusal::ManCannotTakeKing);
    }
    if moves.first().is_some_and(Move::is_capture) {
        // A piece the majority rule stops altogether is told so wherever it was sent.
        let stopped = !moves.iter().any(|m| m.from == from);
        return Some(capture_refusal(pos, &moves, from, &|m| stopped || m.to == to));
    }
    if piece == Role::Man && is_backward(pos.variant(), pos.turn(), from, to) {
        return Some(Refusal::MenForwardOnly);
    }
    if !moves.iter().any(|m| m.from == from) {
        return Some(Refusal::PieceCannotMove);
    }
    Some(quiet_refusal(pos, piece, from, to))
}

/// Why a piece that has quiet moves cannot go from `from` to `to`: the rule of movement it breaks.
fn quiet_refusal(pos: &Position, piece: Role, from: Square, to: Square) -> Refusal {
    let v = pos.variant();
    if pos.piece_at(to).is_some() {
        return Refusal::Occupied;
    }
    let ((r1, c1), (r2, c2)) = (v.row_col(from), v.row_col(to));
    let (dr, dc) = (i64::from(r2) - i64::from(r1), i64::from(c2) - i64::from(c1));
    let on_line = if v == Variant::Turkish { dr == 0 || dc == 0 } else { dr.abs() == dc.abs() };
    if !on_line {
        return Refusal::OffLine;
    }
    let steps = dr.abs().max(dc.abs());
    let flying = crate::with_rules!(v, R => <R as crate::rules::Rules>::FLYING_KINGS);
    if steps > 1 && (piece == Role::Man || !flying) {
        return Refusal::OneSquare { king: piece == Role::King };
    }
    let between = (1..steps).filter_map(|i| {
        let (r, c) = (i64::from(r1) + dr.signum() * i, i64::from(c1) + dc.signum() * i);
        v.square_at(u32::try_from(r).ok()?, u32::try_from(c).ok()?)
    });
    if between.into_iter().any(|sq| pos.piece_at(sq).is_some()) {
        return Refusal::Blocked;
    }
    Refusal::NotLegal
}

/// Why a click on `sq` selects nothing in `pos`, or `None` when a legal move starts there.
#[must_use]
pub fn explain_select(pos: &Position, sq: Square) -> Option<Refusal> {
    let moves = pos.legal_moves();
    if moves.iter().any(|m| m.from == sq) {
        return None;
    }
    if let Err(refusal) = own_piece(pos, sq) {
        return Some(refusal);
    }
    if moves.first().is_some_and(Move::is_capture) {
        return Some(capture_refusal(pos, &moves, sq, &|_| true));
    }
    Some(Refusal::PieceCannotMove)
}

/// The role of the side to move's piece on `sq`, or why there is none.
fn own_piece(pos: &Position, sq: Square) -> Result<Role, Refusal> {
    match pos.piece_at(sq) {
        None => Err(Refusal::NoPiece),
        Some(p) if p.color != pos.turn() => Err(Refusal::NotYourPiece),
        Some(p) => Ok(p.role),
    }
}

/// Whether `from` → `to` is a man's jump over an opponent's king where men may not take kings
/// (Italian): two squares along a diagonal, the king in between, the landing square empty.
fn jumps_a_king(pos: &Position, from: Square, to: Square) -> bool {
    let v = pos.variant();
    if crate::with_rules!(v, R => <R as crate::rules::Rules>::MEN_CAPTURE_KINGS) || pos.piece_at(to).is_some() {
        return false;
    }
    let ((r1, c1), (r2, c2)) = (v.row_col(from), v.row_col(to));
    if r1.abs_diff(r2) != 2 || c1.abs_diff(c2) != 2 {
        return false;
    }
    v.square_at((r1 + r2) / 2, (c1 + c2) / 2)
        .and_then(|mid| pos.piece_at(mid))
        .is_some_and(|p| p.color != pos.turn() && p.role == Role::King)
}

/// A capture is compulsory and `moves` (all captures) has none from `from` matching `aimed`: the
/// first precedence rule that alone forbids a matching capture of the piece on `from`, in the
/// order the variant weighs them ([`Refusal::TakeMaximum`], [`Refusal::CaptureWithKing`],
/// [`Refusal::TakeMostKings`], [`Refusal::KingFirst`]); else [`Refusal::CaptureAvailable`].
#[inline(never)]
fn capture_refusal(pos: &Position, moves: &[Move], from: Square, aimed: &dyn Fn(&Move) -> bool) -> Refusal {
    let with = starts(moves.iter().map(|m| m.from));
    let precedence = crate::with_rules!(pos.variant(), R => <R as crate::rules::Rules>::PRECEDENCE);
    let Some(best) = moves.first() else { return Refusal::CaptureAvailable { with } };
    if precedence == Precedence::Free {
        return Refusal::CaptureAvailable { with };
    }
    let (count, by_king, kings) = capture_traits(pos, best);
    let refused = captures_ignoring_majority(pos)
        .into_iter()
        .filter(|m| m.from == from && aimed(m) && !moves.contains(m))
        .map(|m| capture_traits(pos, &m))
        .min_by_key(|&(c, k, n)| (c == count, k == by_king, n == kings));
    match (precedence, refused) {
        (Precedence::KingFirst, Some((_, false, _))) if by_king => Refusal::CaptureWithKing { with },
        (Precedence::KingFirst, _) | (_, None) => Refusal::CaptureAvailable { with },
        (_, Some((c, _, _))) if c < count => Refusal::TakeMaximum { count, with },
        (Precedence::Italian, Some((_, false, _))) if by_king => Refusal::CaptureWithKing { with },
        (Precedence::Italian | Precedence::MostPiecesThenKings, Some((_, _, n))) if n < kings => {
            Refusal::TakeMostKings { kings, with }
        }
        (Precedence::Italian, Some(_)) => Refusal::KingFirst { with },
        _ => Refusal::CaptureAvailable { with },
    }
}

/// What precedence weighs in a capture: pieces taken, whether a king takes them, kings taken.
fn capture_traits(pos: &Position, mv: &Move) -> (u32, bool, u32) {
    (mv.captured.count(), pos.kings().contains(mv.from), (mv.captured & pos.kings()).count())
}

/// The distinct start squares, in order. Kept sorted as they come (a handful): a sort would
/// link a whole sorting routine into the small Lasca page for this alone.
fn starts(from: impl Iterator<Item = Square>) -> Vec<Square> {
    let mut out: Vec<Square> = Vec::new();
    for sq in from {
        if let Err(at) = out.binary_search(&sq) {
            out.insert(at, sq);
        }
    }
    out
}

/// Whether `to` lies on a row behind `from` for `color` (row 0 is the top, White moves up).
fn is_backward(variant: Variant, color: Color, from: Square, to: Square) -> bool {
    let (r1, r2) = (variant.row_col(from).0, variant.row_col(to).0);
    match color {
        Color::White => r2 > r1,
        Color::Black => r2 < r1,
    }
}

/// [`explain`] for Lasca: `from` and `to` are Lasca bits. Lasca has free choice among captures,
/// so it never answers [`Refusal::TakeMaximum`].
#[must_use]
pub fn explain_lasca(pos: &LascaPosition, from: u8, to: u8) -> Option<Refusal> {
    let moves = pos.legal_moves();
    if moves.iter().any(|m| m.from() == from && m.to() == to) {
        return None;
    }
    let officer = match own_column(pos, from) {
        Ok(officer) => officer,
        Err(refusal) => return Some(refusal),
    };
    if moves.first().is_some_and(|m| m.is_capture()) {
        return Some(Refusal::CaptureAvailable { with: lasca_starts(&moves) });
    }
    let (r1, r2) = (from / 7, to / 7);
    let backward = match pos.turn() {
        Color::White => r2 > r1,
        Color::Black => r2 < r1,
    };
    if !officer && backward {
        return Some(Refusal::MenForwardOnly);
    }
    if !moves.iter().any(|m| m.from() == from) {
        return Some(Refusal::PieceCannotMove);
    }
    // Every Lasca piece steps one square along a diagonal.
    let (dr, dc) = (i32::from(r2) - i32::from(r1), i32::from(to % 7) - i32::from(from % 7));
    Some(if pos.column(to).top().is_some() {
        Refusal::Occupied
    } else if dr.abs() != dc.abs() {
        Refusal::OffLine
    } else if dr.abs() > 1 {
        Refusal::OneSquare { king: officer }
    } else {
        Refusal::NotLegal
    })
}

/// [`explain_select`] for Lasca: why a click on bit `bit` selects nothing.
#[must_use]
pub fn explain_lasca_select(pos: &LascaPosition, bit: u8) -> Option<Refusal> {
    let moves = pos.legal_moves();
    if moves.iter().any(|m| m.from() == bit) {
        return None;
    }
    if let Err(refusal) = own_column(pos, bit) {
        return Some(refusal);
    }
    if moves.first().is_some_and(|m| m.is_capture()) {
        return Some(Refusal::CaptureAvailable { with: lasca_starts(&moves) });
    }
    Some(Refusal::PieceCannotMove)
}

/// Whether the side to move's column on `bit` is commanded by an officer, or why it is not theirs.
fn own_column(pos: &LascaPosition, bit: u8) -> Result<bool, Refusal> {
    match pos.column(bit).top() {
        None => Err(Refusal::NoPiece),
        Some(s) if s.color != pos.turn() => Err(Refusal::NotYourPiece),
        Some(s) => Ok(s.officer),
    }
}

fn lasca_starts(moves: &[crate::lasca::LascaMove]) -> Vec<Square> {
    starts(moves.iter().map(|m| Square::from_bit(m.from())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lasca::square_from_name;

    fn at(v: Variant, name: &str) -> Square {
        name.parse().ok().and_then(|n| v.square(n)).or_else(|| v.square_from_algebraic(name)).expect(name)
    }

    fn why(v: Variant, fen: &str, from: &str, to: &str) -> Option<Refusal> {
        explain(&Position::from_fen(v, fen).unwrap(), at(v, from), at(v, to))
    }

    fn why_select(v: Variant, fen: &str, sq: &str) -> Option<Refusal> {
        explain_select(&Position::from_fen(v, fen).unwrap(), at(v, sq))
    }

    fn squares(v: Variant, names: &[&str]) -> Vec<Square> {
        names.iter().map(|n| at(v, n)).collect()
    }

    #[test]
    fn brazilian_refusals() {
        let v = Variant::Brazilian;
        let start = v.start_fen();
        assert_eq!(why(v, &start, "22", "17"), None);
        assert_eq!(why(v, &start, "18", "14"), Some(Refusal::NoPiece));
        assert_eq!(why(v, &start, "11", "15"), Some(Refusal::NotYourPiece));
        assert_eq!(why(v, &start, "22", "13"), Some(Refusal::OneSquare { king: false }));
        // The rule of movement a quiet move breaks.
        assert_eq!(why(v, "W:W22,17:B1", "22", "17"), Some(Refusal::Occupied));
        assert_eq!(why(v, "W:W22:B1", "22", "20"), Some(Refusal::OffLine));
        assert_eq!(why(v, "W:WK29,22:B1", "29", "15"), Some(Refusal::Blocked), "its own man on 22 stands between");
        assert_eq!(why(v, "W:WK29:B1", "29", "15"), None, "kings fly");
        assert_eq!(why(v, &start, "27", "23"), Some(Refusal::PieceCannotMove));
        assert_eq!(why(v, "W:W22:B1", "22", "26"), Some(Refusal::MenForwardOnly));
        assert_eq!(why(v, "W:WK22:B1", "22", "26"), None, "kings go back");
        // 28 takes three; 30 can take fewer, which the majority rule forbids.
        let fen = "W:W28,30:B8,16,24,26";
        let max = Some(Refusal::TakeMaximum { count: 3, with: squares(v, &["28"]) });
        assert_eq!(why_select(v, fen, "30"), max);
        assert_eq!(why(v, fen, "30", "23"), max);
        assert_eq!(why(v, fen, "30", "25"), max, "30 is stopped by the majority rule alone");
        assert_eq!(why(v, fen, "28", "23"), Some(Refusal::CaptureAvailable { with: squares(v, &["28"]) }));
        assert_eq!(why_select(v, fen, "28"), None);
        // A piece with no capture at all while another must take one.
        let fen = "W:W22,32:B18";
        assert_eq!(why_select(v, fen, "32"), Some(Refusal::CaptureAvailable { with: squares(v, &["22"]) }));
        assert_eq!(why(v, fen, "32", "28"), Some(Refusal::CaptureAvailable { with: squares(v, &["22"]) }));
        assert_eq!(why_select(v, fen, "18"), Some(Refusal::NotYourPiece));
        assert_eq!(why_select(v, fen, "17"), Some(Refusal::NoPiece));
        assert_eq!(why_select(v, &start, "27"), Some(Refusal::PieceCannotMove));
    }

    #[test]
    fn russian_has_free_choice_so_never_take_the_maximum() {
        let v = Variant::Russian;
        let fen = "W:W28,30:B8,16,24,26";
        let with = squares(v, &["28", "30"]);
        assert_eq!(why_select(v, fen, "30"), None, "free choice: 30 may capture");
        assert_eq!(why(v, fen, "30", "25"), Some(Refusal::CaptureAvailable { with: with.clone() }));
        assert_eq!(why(v, fen, "28", "24"), Some(Refusal::CaptureAvailable { with }));
        assert_eq!(why(v, "W:W22:B1", "22", "26"), Some(Refusal::MenForwardOnly));
        assert_eq!(why(v, &v.start_fen(), "9", "13"), Some(Refusal::NotYourPiece));
        assert_eq!(why(v, &v.start_fen(), "31", "26"), Some(Refusal::PieceCannotMove));
        assert_eq!(why(v, &v.start_fen(), "21", "14"), Some(Refusal::OneSquare { king: false }));
    }

    #[test]
    fn english_kings_step_one_square() {
        let v = Variant::English;
        assert_eq!(why(v, "B:BK18:W32", "18", "27"), Some(Refusal::OneSquare { king: true }));
        assert_eq!(why(v, "B:BK18:W32", "18", "23"), None);
    }

    #[test]
    fn italian_refusals_name_its_four_priorities_and_its_men() {
        let it = Variant::Italian;
        // A man never takes a king (FID 5.3b): d3 cannot jump the king on e4.
        assert_eq!(why(it, "W:W22:BK19", "d3", "f5"), Some(Refusal::ManCannotTakeKing));
        // At equal count the king captures (6.7): the man on d3 may not take c4.
        assert_eq!(why(it, "W:W22,K24:B18,20", "d3", "b5"), Some(Refusal::CaptureWithKing { with: squares(it, &["h3"]) }));
        // Then the most kings (6.8): the king takes the king on g4, not the man on g2.
        assert_eq!(why(it, "W:WK24:BK20,28", "h3", "f1"), Some(Refusal::TakeMostKings { kings: 1, with: squares(it, &["h3"]) }));
        // Then the king met first (6.9): e4 (king) then g6, not c4 then c6 (king).
        assert_eq!(why(it, "W:WK22:B18,K10,K19,12", "d3", "d7"), Some(Refusal::KingFirst { with: squares(it, &["d3"]) }));
        assert_eq!(why(it, "W:WK22:B18,K10,K19,12", "d3", "h7"), None);
    }

    #[test]
    fn spanish_takes_the_most_kings_and_czech_captures_with_the_king() {
        let es = Variant::Spanish;
        assert_eq!(why(es, "W:W11:B15,K14", "d3", "b5"), Some(Refusal::TakeMostKings { kings: 1, with: squares(es, &["d3"]) }));
        assert_eq!(why(es, "W:W11:B15,K14", "d3", "f5"), None, "a Spanish man takes a king");
        let cz = Variant::Czech;
        assert_eq!(why(cz, "W:WK29,24:B22,19", "g3", "e5"), Some(Refusal::CaptureWithKing { with: squares(cz, &["a1"]) }));
        // Pool: no priority; a piece without a capture is told which have one.
        let pool = Variant::Pool;
        assert_eq!(why(pool, "B:WK29,24:B22,19", "c3", "e1"), Some(Refusal::CaptureAvailable { with: squares(pool, &["f4"]) }));
    }

    #[test]
    fn turkish_refusals_follow_rows_and_columns() {
        let v = Variant::Turkish;
        // b2 must take two (b3, b5); e4's capture of e5 takes one.
        let fen = "W:Wb2,e4:Bb3,b5,e5,h8";
        let max = Some(Refusal::TakeMaximum { count: 2, with: squares(v, &["b2"]) });
        assert_eq!(why(v, fen, "e4", "e6"), max);
        assert_eq!(why_select(v, fen, "e4"), max);
        assert_eq!(why(v, fen, "b2", "b6"), None);
        assert_eq!(why(v, fen, "e4", "d4"), max, "e4 is stopped by the majority rule alone");
        // b4 is half of b2's capture: it must be completed, no smaller capture ends there.
        assert_eq!(why(v, fen, "b2", "b4"), Some(Refusal::CaptureAvailable { with: squares(v, &["b2"]) }));
        assert_eq!(why(v, fen, "b3", "b2"), Some(Refusal::NotYourPiece));
        let quiet = "W:Wd4:Bh8";
        assert_eq!(why(v, quiet, "d4", "d3"), Some(Refusal::MenForwardOnly));
        assert_eq!(why(v, quiet, "d4", "c4"), None, "men step sideways");
        assert_eq!(why(v, quiet, "d4", "e5"), Some(Refusal::OffLine), "Turkish pieces move along rows and columns");
        assert_eq!(why_select(v, "W:Wa2,a3,b2:Bh8", "a2"), Some(Refusal::PieceCannotMove));
    }

    fn bit(name: &str) -> u8 {
        square_from_name(name).expect(name)
    }

    #[test]
    fn lasca_refusals() {
        let start = LascaPosition::initial();
        let why = |pos: &LascaPosition, a: &str, b: &str| explain_lasca(pos, bit(a), bit(b));
        assert_eq!(why(&start, "c3", "b4"), None);
        assert_eq!(why(&start, "b4", "c5"), Some(Refusal::NoPiece));
        assert_eq!(why(&start, "c5", "b4"), Some(Refusal::NotYourPiece));
        assert_eq!(why(&start, "a1", "b2"), Some(Refusal::PieceCannotMove));
        assert_eq!(why(&start, "c3", "e5"), Some(Refusal::Occupied));
        let open = LascaPosition::from_fen("W:c3=w,d2=W:g7=b").unwrap();
        assert_eq!(why(&open, "c3", "e5"), Some(Refusal::OneSquare { king: false }));
        assert_eq!(why(&open, "c3", "c5"), Some(Refusal::OffLine));
        assert_eq!(why(&open, "d2", "f4"), Some(Refusal::OneSquare { king: true }));
        assert_eq!(explain_lasca_select(&start, bit("a1")), Some(Refusal::PieceCannotMove));
        assert_eq!(explain_lasca_select(&start, bit("d4")), Some(Refusal::NoPiece));
        let back = LascaPosition::from_fen("W:d4=w:g7=b").unwrap();
        assert_eq!(why(&back, "d4", "c3"), Some(Refusal::MenForwardOnly));
        let officer = LascaPosition::from_fen("W:d4=W:g7=b").unwrap();
        assert_eq!(why(&officer, "d4", "c3"), None);
        let capture = LascaPosition::from_fen("W:c3=w,a1=w:d4=b,g7=b").unwrap();
        let with = vec![Square::from_bit(bit("c3"))];
        assert_eq!(why(&capture, "a1", "b2"), Some(Refusal::CaptureAvailable { with: with.clone() }));
        assert_eq!(explain_lasca_select(&capture, bit("a1")), Some(Refusal::CaptureAvailable { with }));
        assert_eq!(why(&capture, "c3", "e5"), None);
    }
}
