//! What the board draws of a Lasca game, as the values the one board component takes
//! ([`BoardView`] of columns, the hint as an [`Arrow`]): squares are numbered 1 to 25 in reading
//! order there, so the state's bits are turned into numbers here. Native, unit-tested.

use super::state::LascaState;
use super::text;
use crate::ui::ai::{Arrow, ArrowKind};
use crate::ui::board_view::{BoardView, PieceView, SquareMarks, StackView};
use crate::ui::layout::{lasca_number, Lasca};
use crate::ui::prefs::{Coords, Lang};
use damas_engine::lasca::{squares, LascaPosition};

/// The board of `state`'s position on view: its columns with their words in `lang`, and unless
/// `editing` (the editor shows no moves) the highlights and the selected column's capture routes.
#[must_use]
pub fn board_view(state: &LascaState, lang: Lang, editing: bool) -> BoardView<StackView> {
    let pos = state.position();
    // Worked out once per drawing (the legal moves and the outcome), then read per square.
    let marks = if editing { Vec::new() } else { state.all_marks() };
    let number = |bit: u8| lasca_number(bit).unwrap_or(0);
    let pieces = squares()
        .filter(|&bit| !pos.column(bit).is_empty())
        .map(|bit| {
            let column = pos.column(bit);
            let piece = StackView { column, title: text::column(lang, bit, column) };
            PieceView { id: number(bit), square: number(bit), piece }
        })
        .collect();
    let routes = if editing { Vec::new() } else { state.selected_routes() };
    BoardView {
        variant: Lasca,
        flipped: state.flipped,
        coords: Coords::Off,
        squares: squares()
            .map(|bit| SquareMarks { number: number(bit), ..marks.get(usize::from(bit)).copied().unwrap_or_default() })
            .collect(),
        pieces,
        routes: routes.into_iter().map(|route| route.into_iter().map(number).collect()).collect(),
        taken: Vec::new(),
        hop: Vec::new(),
        moment: (state.ply(), state.line().len()),
    }
}

/// The hint `text` (a move of `pos`) as an arrow from its column through each landing square;
/// `None` if it is no move there.
#[must_use]
pub fn hint_arrow(pos: &LascaPosition, text: &str) -> Option<Arrow> {
    let mv = pos.parse_move(text).ok()?;
    let squares = std::iter::once(mv.from()).chain(mv.landings().iter().copied()).map(lasca_number).collect::<Option<_>>()?;
    Some(Arrow { kind: ArrowKind::Hint, index: 0, side: pos.turn(), squares, text: text.to_string() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use super::super::state::{bit_of, LascaAction};
    use damas_engine::GameKind;

    fn at(name: &str) -> u32 {
        lasca_number(bit_of(name).unwrap()).unwrap()
    }

    #[test]
    fn columns_and_highlights_are_numbered_in_reading_order() {
        let mut state = LascaState::from_start(LascaPosition::from_fen("W:c3=w,d4=wb,a7=b").unwrap());
        let view = board_view(&state, Lang::En, false);
        assert_eq!((view.game(), view.squares.len()), (GameKind::Lasca, 25));
        assert!(view.squares.iter().enumerate().all(|(i, m)| m.number == i as u32 + 1));
        let d4 = view.pieces.iter().find(|p| p.square == at("d4")).unwrap();
        assert_eq!(d4.piece.column.height(), 2);
        assert_eq!(d4.piece.title, "d4, bottom to top: white soldier, black soldier");
        assert_eq!(view.pieces.len(), 3);
        assert!(view.marks(at("c3")).unwrap().forced);
        // Selecting c3 shows its capture over d4 to e5, route included.
        state.reduce(LascaAction::Click(bit_of("c3").unwrap()));
        let view = board_view(&state, Lang::En, false);
        assert!(view.marks(at("e5")).unwrap().dest && view.marks(at("d4")).unwrap().captured);
        assert_eq!(view.routes, vec![vec![at("c3"), at("e5")]]);
        // The editor draws the columns only.
        let still = board_view(&state, Lang::En, true);
        assert!(still.routes.is_empty() && still.squares.iter().all(|m| m.classes().is_empty()));
        assert_eq!(still.pieces, view.pieces);
    }

    #[test]
    fn a_hint_is_an_arrow_through_its_landings() {
        let pos = LascaPosition::from_fen("W:c3=w,d4=wb,a7=b").unwrap();
        let arrow = hint_arrow(&pos, "c3xe5").unwrap();
        assert_eq!(arrow.squares, vec![at("c3"), at("e5")]);
        assert_eq!((arrow.kind, arrow.side, arrow.text.as_str()), (ArrowKind::Hint, damas_engine::Color::White, "c3xe5"));
        assert_eq!(hint_arrow(&pos, "c3-c4"), None);
    }
}
