//! Where undo and redo go, for every game: one ply, and in a game against the computer over its
//! moves to the player's own turns, so the player never lands on the computer's turn (where the
//! computer would move again at once). Both pages' states ask here.

use damas_engine::{Color, Playable, Record};

/// Where undo goes from the ply on view; `None` if nowhere.
#[must_use]
pub fn undo_target<P: Playable>(record: &Record<P>, computer: Option<Color>) -> Option<usize> {
    let positions = record.positions();
    let mut ply = record.ply().checked_sub(1)?;
    if let Some(side) = computer {
        while positions[ply].turn() == side {
            ply = ply.checked_sub(1)?;
        }
    }
    Some(ply)
}

/// Where redo goes from the ply on view (on along the line); `None` at its end.
#[must_use]
pub fn redo_target<P: Playable>(record: &Record<P>, computer: Option<Color>) -> Option<usize> {
    let (positions, len) = (record.positions(), record.len());
    let mut ply = record.ply() + 1;
    if ply > len {
        return None;
    }
    if let Some(side) = computer {
        while ply < len && positions[ply].turn() == side {
            ply += 1;
        }
    }
    Some(ply)
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::lasca::LascaPosition;
    use damas_engine::{Position, Variant};

    fn line<P: Playable>(start: P, plies: usize) -> Record<P> {
        let mut record = Record::new(start);
        for _ in 0..plies {
            let mv = record.legal_moves()[0];
            record.play(mv).unwrap();
        }
        record
    }

    #[test]
    fn the_same_steps_for_both_games() {
        let draughts = line(Position::initial(Variant::Brazilian), 4);
        let mut lasca = line(LascaPosition::initial(), 4);
        for (undo, redo) in [
            (undo_target(&draughts, None), redo_target(&draughts, None)),
            (undo_target(&lasca, None), redo_target(&lasca, None)),
        ] {
            assert_eq!((undo, redo), (Some(3), None));
        }
        // Black is the computer: from ply 4 (White to move) undo goes back to ply 2.
        assert_eq!(undo_target(&draughts, Some(Color::Black)), Some(2));
        assert_eq!(undo_target(&lasca, Some(Color::Black)), Some(2));
        // From the start, redo steps over the computer's reply to the player's next turn.
        lasca.go_to(0);
        assert_eq!(redo_target(&lasca, Some(Color::Black)), Some(2));
        assert_eq!(undo_target(&lasca, Some(Color::Black)), None);
    }
}
