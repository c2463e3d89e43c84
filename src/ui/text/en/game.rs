//! The page's fixed labels and the game's status in English.

use super::names::side;
use super::plural::counted;
use crate::ui::text::messages::CaptureNote;
use crate::ui::text::keys::{Audience, Noun, Text};
use damas_engine::{Color, DrawCount, DrawReason};

/// The label `key`.
pub const fn text(key: Text) -> &'static str {
    match key {
        Text::Title => "Damas",
        Text::Tagline => "Play a friend on one device, or the computer",
        Text::NewGame => "New game",
        Text::Start => "Start",
        Text::VariantLabel => "Variant",
        Text::Bottom => "At the bottom",
        Text::WhiteBottom => "White",
        Text::BlackBottom => "Black",
        Text::Undo => "Undo",
        Text::Redo => "Redo",
        Text::First => "Go to the start",
        Text::Last => "Go to the last move",
        Text::Flip => "Flip board",
        Text::Coordinates => "Coordinates",
        Text::CoordsOff => "None",
        Text::CoordsNumbers => "Square numbers",
        Text::CoordsAlgebraic => "Letters a–h",
        Text::Animations => "Animations",
        Text::Language => "Language",
        Text::Moves => "Moves",
        Text::TypeMove => "Type a move",
        Text::PlayTyped => "Play",
        Text::PanelsNotLoaded => "The new-game form, the settings and sharing did not load. If this device is offline, connect to the internet once to download them, then try again.",
        Text::ReviewNotLoaded => "The game review did not load. If this device is offline, connect to the internet once to download it, then try again.",
        Text::NoMoves => "No moves yet.",
        Text::PromoteVariation => "Make main line",
        Text::DeleteVariation => "Delete variation",
        Text::Dismiss => "Dismiss",
        Text::Board => "Draughts board",
        Text::Settings => "Settings",
        Text::Viewing => "Viewing an earlier position",
        Text::Result => "Result",
    }
}

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
