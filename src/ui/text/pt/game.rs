//! The page's fixed labels and the game's status in Brazilian Portuguese.

use super::grammar::colour;
use super::names::side;
use super::plural::counted;
use crate::ui::text::messages::CaptureNote;
use crate::ui::text::keys::{Audience, Noun};
use damas_engine::{Color, DrawCount, DrawReason};

/// Whose turn it is: against the computer the status speaks to the player; two players are named.
pub fn turn_line(turn: Color, to: Audience) -> String {
    match to {
        Audience::Player(me) if me == turn => format!("Sua vez ({})", colour(turn)),
        Audience::Player(_) => format!("Vez do computador ({})", colour(turn)),
        Audience::Friend(me) if me == turn => format!("Sua vez ({})", colour(turn)),
        Audience::Friend(_) => format!("Esperando o seu amigo ({})", colour(turn)),
        Audience::Players => format!("{} jogam", side(turn)),
    }
}

/// The status's capture line.
pub fn capture_note(note: CaptureNote) -> String {
    let compulsory = "A captura é obrigatória";
    match note {
        CaptureNote::Any => compulsory.into(),
        CaptureNote::Take(n) => format!("{compulsory}: você deve tomar {}", counted(n.into(), Noun::Taken)),
    }
}

/// A draw rule near its end: how many moves each side has left, and what would stop it.
pub fn draw_countdown(count: DrawCount) -> String {
    let moves = counted(count.moves_left.into(), Noun::Move);
    match count.reason {
        DrawReason::KingMoves(_) => format!("Empate em {moves} de cada lado, a menos que uma pedra ande ou haja captura."),
        DrawReason::NoProgress(_) => format!("Empate em {moves} de cada lado sem captura nem lance de pedra."),
        DrawReason::Endgame(_) | DrawReason::Repetition | DrawReason::OnePieceEach => {
            format!("Este final empata em {moves} de cada lado se não for vencido antes.")
        }
    }
}
