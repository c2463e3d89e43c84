//! The page's fixed labels and the game's status in Russian.

use super::grammar::{side_lower, side_of};
use super::plural::counted;
use crate::ui::text::messages::CaptureNote;
use crate::ui::text::keys::{Audience, Noun};
use damas_engine::{Color, DrawCount, DrawReason};

/// Whose turn it is: against the computer the status speaks to the player; two players are named.
pub fn turn_line(turn: Color, to: Audience) -> String {
    match to {
        Audience::Player(me) if me == turn => format!("Ваш ход ({})", side_lower(turn)),
        Audience::Player(_) => format!("Ход компьютера ({})", side_lower(turn)),
        Audience::Friend(me) if me == turn => format!("Ваш ход ({})", side_lower(turn)),
        Audience::Friend(_) => format!("Ждём хода друга ({})", side_lower(turn)),
        Audience::Players => format!("Ход {}", side_of(turn)),
    }
}

/// The status's capture line.
pub fn capture_note(note: CaptureNote) -> String {
    let compulsory = "Бить обязательно";
    match note {
        CaptureNote::Any => compulsory.into(),
        CaptureNote::Take(n) => format!("{compulsory}: нужно взять {}", counted(n.into(), Noun::Taken)),
    }
}

/// A draw rule near its end: how many moves each side has left, and what would stop it.
pub fn draw_countdown(count: DrawCount) -> String {
    let moves = counted(count.moves_left.into(), Noun::Move);
    match count.reason {
        DrawReason::KingMoves(_) => format!("Ничья через {moves} с каждой стороны, если не будет хода простой или взятия."),
        DrawReason::NoProgress(_) => format!("Ничья через {moves} с каждой стороны без взятий и ходов простыми."),
        DrawReason::Endgame(_) | DrawReason::Repetition | DrawReason::OnePieceEach => {
            format!("Это окончание станет ничьей через {moves} с каждой стороны, если не будет выиграно раньше.")
        }
    }
}
