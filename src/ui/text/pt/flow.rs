//! The game's flow in Brazilian Portuguese: how a game ended, the players' decisions, the
//! questions asked before a game in progress is thrown away.

use super::grammar::colour;
use super::names::side;
use super::plural::counted;
use crate::ui::text::keys::{Audience, Noun};
use damas_engine::{Color, Decision, DrawReason, Ending, Outcome};

/// The result line: "As brancas vencem 2-0"; "Você venceu 2-0" against the computer.
pub fn ending_line(winner: Option<Color>, result: &str, to: Audience) -> String {
    match (winner, to) {
        (Some(w), Audience::Player(me)) if w == me => format!("Você venceu {result}"),
        (Some(_), Audience::Player(_)) => format!("Você perdeu {result}"),
        (Some(w), Audience::Players | Audience::Friend(_)) => format!("{} vencem {result}", side(w)),
        (None, _) => format!("Empate {result}"),
    }
}

/// Why the game ended, in a sentence; `me` is the player's side against the computer;
/// `no_pieces`: the loser's pieces were all taken.
pub fn ending_reason(ending: Ending, me: Option<Color>, no_pieces: bool) -> String {
    match ending {
        Ending::Rules(Outcome::Win(w)) if no_pieces && me == Some(!w) => "Todas as suas peças foram capturadas.".into(),
        Ending::Rules(Outcome::Win(w)) if no_pieces && me == Some(w) => "O computador não tem mais peças.".into(),
        Ending::Rules(Outcome::Win(w)) if no_pieces => format!("{} não têm mais peças.", side(!w)),
        Ending::Rules(Outcome::Draw(r)) => draw_reason(r),
        Ending::Rules(Outcome::Win(w)) if me == Some(!w) => "Você não tem lance possível.".into(),
        Ending::Rules(Outcome::Win(w)) if me == Some(w) => "O computador não tem lance possível.".into(),
        Ending::Rules(Outcome::Win(w)) => format!("{} não têm lance possível.", side(!w)),
        Ending::Decided(Decision::DrawAgreed) => "Empate de comum acordo.".into(),
        Ending::Decided(Decision::Resigned(c)) if me == Some(c) => "Você abandonou.".into(),
        Ending::Decided(Decision::Resigned(_)) if me.is_some() => "O computador abandonou.".into(),
        Ending::Decided(Decision::Resigned(c)) => format!("{} abandonaram.", side(c)),
        Ending::Decided(Decision::Flagged(c)) if me == Some(c) => "Seu tempo acabou.".into(),
        Ending::Decided(Decision::Flagged(c)) => format!("O tempo das {} acabou.", colour(c)),
    }
}

/// Why a game was drawn.
pub fn draw_reason(reason: DrawReason) -> String {
    let moves = |n: u32| counted(n.into(), Noun::Move);
    match reason {
        DrawReason::Repetition => "A mesma posição se repetiu três vezes.".into(),
        DrawReason::KingMoves(n) => format!("{} de cada lado só com damas e sem captura.", moves(n)),
        DrawReason::NoProgress(n) => format!("{} de cada lado sem captura nem lance de pedra.", moves(n)),
        DrawReason::Endgame(n) => format!("O final não foi vencido em {}.", moves(n)),
        DrawReason::OnePieceEach => "Uma peça contra uma peça.".into(),
    }
}

/// `by` offers the other player at the device a draw.
pub fn draw_offered(by: Color) -> String {
    format!("{} propõem empate.", side(by))
}

/// The player's offer is with the computer.
pub const fn draw_offer_sent() -> &'static str {
    "Você propôs empate: o computador responde com o próximo lance."
}

/// The computer played on.
pub const fn draw_declined() -> &'static str {
    "O computador recusa o empate e continua."
}
