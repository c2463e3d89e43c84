//! The game's flow in English: how a game ended, the players' decisions, the questions asked
//! before a game in progress is thrown away.

use super::names::side;
use super::plural::counted;
use crate::ui::text::keys::{Audience, Noun};
use damas_engine::{Color, Decision, DrawReason, Ending, Outcome};

/// The result line: "White wins 2-0"; "You won 2-0" against the computer.
pub fn ending_line(winner: Option<Color>, result: &str, to: Audience) -> String {
    match (winner, to) {
        (Some(w), Audience::Player(me)) if w == me => format!("You won {result}"),
        (Some(_), Audience::Player(_)) => format!("You lost {result}"),
        (Some(w), Audience::Players | Audience::Friend(_)) => format!("{} wins {result}", side(w)),
        (None, _) => format!("Draw {result}"),
    }
}

/// Why the game ended, in a sentence; `me` is the player's side against the computer;
/// `no_pieces`: the loser's pieces were all taken.
pub fn ending_reason(ending: Ending, me: Option<Color>, no_pieces: bool) -> String {
    match ending {
        Ending::Rules(Outcome::Win(w)) if no_pieces && me == Some(!w) => "All your pieces were taken.".into(),
        Ending::Rules(Outcome::Win(w)) if no_pieces && me == Some(w) => "The computer has no pieces left.".into(),
        Ending::Rules(Outcome::Win(w)) if no_pieces => format!("{} has no pieces left.", side(!w)),
        Ending::Rules(Outcome::Draw(r)) => draw_reason(r),
        Ending::Rules(Outcome::Win(w)) if me == Some(!w) => "You have no legal move.".into(),
        Ending::Rules(Outcome::Win(w)) if me == Some(w) => "The computer has no legal move.".into(),
        Ending::Rules(Outcome::Win(w)) => format!("{} has no legal move.", side(!w)),
        Ending::Decided(Decision::DrawAgreed) => "Draw agreed.".into(),
        Ending::Decided(Decision::Resigned(c)) if me == Some(c) => "You resigned.".into(),
        Ending::Decided(Decision::Resigned(_)) if me.is_some() => "The computer resigned.".into(),
        Ending::Decided(Decision::Resigned(c)) => format!("{} resigned.", side(c)),
        Ending::Decided(Decision::Flagged(c)) if me == Some(c) => "Your time ran out.".into(),
        Ending::Decided(Decision::Flagged(c)) => format!("{} ran out of time.", side(c)),
    }
}

/// Why a game was drawn.
pub fn draw_reason(reason: DrawReason) -> String {
    let moves = |n: u32| counted(n.into(), Noun::Move);
    match reason {
        DrawReason::Repetition => "Threefold repetition.".into(),
        DrawReason::KingMoves(n) => format!("{} by each side with only kings and no capture.", moves(n)),
        DrawReason::NoProgress(n) => format!("{} by each side without a capture or a man move.", moves(n)),
        DrawReason::Endgame(n) => format!("The ending was not won within {}.", moves(n)),
        DrawReason::OnePieceEach => "One piece against one piece.".into(),
    }
}

/// `by` offers the other player at the device a draw.
pub fn draw_offered(by: Color) -> String {
    format!("{} offers a draw.", side(by))
}

/// The player's offer is with the computer.
pub const fn draw_offer_sent() -> &'static str {
    "You offer a draw: the computer answers with its next move."
}

/// The computer played on.
pub const fn draw_declined() -> &'static str {
    "The computer declines the draw and plays on."
}
