//! The page's fixed labels and the game's status in Spanish.

use super::grammar::{colour, side_subject};
use super::plural::counted;
use crate::ui::text::messages::CaptureNote;
use crate::ui::text::keys::{Audience, Noun};
use damas_engine::{Color, DrawCount, DrawReason};

/// Whose turn it is: against the computer the status speaks to the player; two players are named.
pub fn turn_line(turn: Color, to: Audience) -> String {
    match to {
        Audience::Player(me) if me == turn => format!("Tu turno ({})", colour(turn)),
        Audience::Player(_) => format!("Turno de la máquina ({})", colour(turn)),
        Audience::Friend(me) if me == turn => format!("Tu turno ({})", colour(turn)),
        Audience::Friend(_) => format!("Esperando a tu amigo ({})", colour(turn)),
        Audience::Players => format!("Juegan {}", side_subject(turn)),
    }
}

/// The status's capture line.
pub fn capture_note(note: CaptureNote) -> String {
    let compulsory = "La captura es obligatoria";
    match note {
        CaptureNote::Any => compulsory.into(),
        CaptureNote::Take(n) => format!("{compulsory}: debes capturar {}", counted(n.into(), Noun::Taken)),
    }
}

/// A draw rule near its end: how many moves each side has left, and what would stop it.
pub fn draw_countdown(count: DrawCount) -> String {
    let moves = counted(count.moves_left.into(), Noun::Move);
    match count.reason {
        DrawReason::KingMoves(_) => format!("Tablas en {moves} por bando, salvo que se mueva un peón o haya una captura."),
        DrawReason::NoProgress(_) => format!("Tablas en {moves} por bando sin capturas ni jugadas de peón."),
        DrawReason::Endgame(_) | DrawReason::Repetition | DrawReason::OnePieceEach => {
            format!("Este final será tablas en {moves} por bando si no se gana antes.")
        }
    }
}
