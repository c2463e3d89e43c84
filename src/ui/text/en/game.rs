//! The page's fixed labels and the game's status in English.

use super::names::side;
use super::plural::counted;
use crate::ui::text::messages::CaptureNote;
use crate::ui::text::keys::{Audience, Noun};
use damas_engine::{Color, DrawCount, DrawReason};

/// Whose turn it is: against the computer the status speaks to the player; two players are named.
pub fn turn_line(turn: Color, to: Audience) -> String {
    match to {
        Audience::Player(me) if me == turn => format!("Your move ({})", side(turn)),
        Audience::Player(_) => format!("The computer's move ({})", side(turn)),
        Audience::Friend(me) if me == turn => format!("Your move ({})", side(turn)),
        Audience::Friend(_) => format!("Waiting for your friend ({})", side(turn)),
        Audience::Players => format!("{} to move", side(turn)),
    }
}

/// The status's capture line.
pub fn capture_note(note: CaptureNote) -> String {
    let compulsory = "Capture is compulsory";
    match note {
        CaptureNote::Any => compulsory.into(),
        CaptureNote::Take(n) => format!("{compulsory}: you must take {}", counted(n.into(), Noun::Taken)),
    }
}

/// A draw rule near its end: how many moves each side has left, and what would stop it.
pub fn draw_countdown(count: DrawCount) -> String {
    let moves = counted(count.moves_left.into(), Noun::Move);
    match count.reason {
        DrawReason::KingMoves(_) => format!("Draw in {moves} each unless a man moves or a piece is taken."),
        DrawReason::NoProgress(_) => format!("Draw in {moves} each without a capture or a man move."),
        DrawReason::Endgame(_) | DrawReason::Repetition | DrawReason::OnePieceEach => {
            format!("This ending is drawn in {moves} each unless it is won first.")
        }
    }
}
