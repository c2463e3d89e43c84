//! The record seen as a line: cursor moves, branching, and the judgement of the end, checked
//! against a replay from scratch; and the work the cursor's cache saves, counted.

use super::*;
use crate::{Color, Position, Variant};

fn play_texts<P: Playable>(record: &mut Record<P>, texts: &[&str]) {
    for t in texts {
        let mv = record.position().parse_move(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        record.play(mv).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
}

#[test]
fn playing_before_the_end_branches() {
    let mut r = Record::new(Position::initial(Variant::Brazilian));
    play_texts(&mut r, &["22-18", "11-15", "18x11", "8x15"]);
    assert_eq!(r.move_texts(), ["22-18", "11-15", "18x11", "8x15"]);
    assert!(r.go_to(1));
    assert_eq!(r.history().len(), 1);
    // The next move of the line keeps the line.
    play_texts(&mut r, &["11-15"]);
    assert_eq!((r.ply(), r.len()), (2, 4));
    // Another move branches: the line ends with it, and the old continuation stays as the
    // main line.
    assert!(r.go_to(1));
    play_texts(&mut r, &["12-16"]);
    assert_eq!(r.move_texts(), ["22-18", "12-16"]);
    assert_eq!((r.ply(), r.len()), (2, 2));
    let branch = r.node(r.line_ids()[1]).unwrap().children().to_vec();
    assert_eq!(branch.len(), 2);
    let texts = |ids: Vec<NodeId>| ids.iter().map(|&id| r.node(id).unwrap().text().to_string()).collect::<Vec<_>>();
    assert_eq!(texts(r.mainline()), ["22-18", "11-15", "18x11", "8x15"]);
    assert_eq!(texts(branch), ["11-15", "12-16"]);
    assert!(!r.is_mainline(r.cursor()));
    assert_eq!(r.play(r.position().parse_move("21-17").unwrap()), Ok(()));
    let white = r.start().parse_move("22-18").unwrap();
    assert_eq!(r.play(white), Err(PlayError::Illegal), "not Black's move");
}

#[test]
fn go_to_undo_and_redo_move_only_the_cursor() {
    let mut r = Record::new(Position::initial(Variant::Russian));
    play_texts(&mut r, &["22-18", "11-16", "18-14"]);
    assert!(!r.go_to(3), "already there");
    assert!(r.undo() && r.undo());
    assert_eq!(r.position(), r.position_at(1).unwrap());
    assert_eq!(r.next_move(), Some(&r.moves()[1]));
    assert!(r.redo());
    assert!(r.go_to(0) && !r.undo());
    assert!(r.go_to(99));
    assert_eq!(r.ply(), 3);
    assert!(!r.redo());
    let again = Record::from_line(*r.start(), r.moves(), 1).unwrap();
    assert_eq!((again.ply(), again.move_texts()), (1, r.move_texts()));
    let last = r.moves()[2];
    assert_eq!(r.pop(), Some(last));
    assert_eq!((r.ply(), r.len(), r.move_texts().len()), (2, 2, 2));
    let bad = Record::from_line(*r.start(), &[r.moves()[1]], 0);
    assert_eq!(bad, Err(LineError { ply: 0, error: PlayError::Illegal }));
}

#[test]
fn the_outcome_is_judged_at_the_cursor() {
    // English kings far apart: threefold repetition after eight plies.
    let mut r = Record::new(Position::from_fen(Variant::English, "W:WK29:BK4").unwrap());
    play_texts(&mut r, &["29-25", "4-8", "25-29", "8-4", "29-25", "4-8", "25-29", "8-4"]);
    assert_eq!(r.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    let next = r.position().parse_move("29-25").unwrap();
    assert_eq!(r.play(next), Err(PlayError::GameOver));
    assert!(r.undo());
    assert_eq!(r.outcome(), None);
    assert_eq!(r.draw_count(), Some(DrawCount { reason: DrawReason::NoProgress(40), moves_left: 37 }));
    // A won position.
    let mut r = Record::new(Position::from_fen(Variant::Brazilian, "W:W22:B18").unwrap());
    play_texts(&mut r, &["22x15"]);
    assert_eq!(r.outcome(), Some(Outcome::Win(Color::White)));
    r.undo();
    assert_eq!(r.outcome(), None);
}

/// The outcome at `ply` judged from scratch: every earlier position compared, the streaks
/// counted back from the cursor.
fn judged_from_scratch(r: &Record<Position>, ply: usize) -> Option<Outcome> {
    let (positions, moves) = (&r.positions()[..=ply], &r.moves()[..ply]);
    let now = positions[ply];
    if now.legal_moves().is_empty() {
        return Some(Outcome::Win(!now.turn()));
    }
    if positions.iter().filter(|p| **p == now).count() >= 3 {
        return Some(Outcome::Draw(DrawReason::Repetition));
    }
    let back = |keep: &dyn Fn(&Position, &crate::Move) -> bool| {
        moves.iter().zip(positions).rev().take_while(|(mv, pos)| keep(pos, mv)).count() as u16
    };
    let king = back(&|pos, mv| !mv.is_capture() && pos.kings().contains(mv.from));
    let material = back(&|_, mv| !mv.is_capture() && !mv.crowns);
    crate::draw::counts(&now, Streaks { king, material }).reached().map(Outcome::Draw)
}

#[test]
fn the_cursor_judges_as_a_from_scratch_replay_would() {
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for variant in Variant::ALL {
        for _ in 0..4 {
            let mut r = Record::new(Position::initial(variant));
            while r.outcome().is_none() && r.len() < 300 {
                let moves = r.legal_moves();
                r.play(moves[(next() % moves.len() as u64) as usize]).unwrap();
                // Now and then a look back, and a branch from there.
                if next() % 16 == 0 {
                    let ply = (next() % (r.len() as u64 + 1)) as usize;
                    r.go_to(ply);
                    assert_eq!(r.outcome(), judged_from_scratch(&r, ply), "{variant} at ply {ply}");
                }
            }
            for ply in 0..=r.len() {
                r.go_to(ply);
                assert_eq!(r.outcome(), judged_from_scratch(&r, ply), "{variant} at ply {ply}");
            }
        }
    }
}

/// Plays `plies` moves through [`Record::play`], asking after each for the outcome, the draw
/// count and the legal moves as the app does; returns the generations counted.
fn generations_of_play(variant: Variant, plies: usize) -> (usize, usize) {
    use super::counting::{take_generations, Counted};
    let mut r = Record::new(Counted(Position::initial(variant)));
    take_generations();
    let mut played = 0;
    for i in 0..plies {
        let moves = r.legal_moves();
        let Some(&mv) = moves.get(i % moves.len().max(1)) else { break };
        r.play(mv).unwrap();
        played += 1;
        if r.outcome().is_some() {
            break;
        }
        let _ = (r.draw_count(), r.legal_moves());
    }
    (played, take_generations())
}

#[test]
fn the_legal_moves_are_generated_once_per_position() {
    use super::counting::{take_generations, Counted};
    for variant in Variant::ALL {
        let (played, generations) = generations_of_play(variant, 60);
        // One generation per position reached, the start's included.
        assert_eq!(generations, played + 1, "{variant}");
    }
    let mut line = Vec::new();
    let mut pos = Position::initial(Variant::Russian);
    for i in 0..40 {
        let moves = pos.legal_moves();
        let mv = moves[i % moves.len()];
        line.push(mv);
        pos = pos.play(&mv);
    }
    take_generations();
    let r = Record::from_line(Counted(Position::initial(Variant::Russian)), &line, 40).unwrap();
    assert_eq!(take_generations(), line.len(), "one per move checked, none for the last position");
    // Following the line again checks nothing.
    let mut again = r.clone();
    again.go_to(0);
    for &mv in &line {
        again.play(mv).unwrap();
    }
    assert_eq!(take_generations(), 0);
    assert_eq!(again, r);
}
