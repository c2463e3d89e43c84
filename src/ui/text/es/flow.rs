//! The game's flow in Spanish: how a game ended, the players' decisions, the questions asked
//! before a game in progress is thrown away.

use super::grammar::side_subject;
use super::names::side;
use super::plural::counted;
use crate::ui::text::keys::{Audience, Noun};
use damas_engine::{Color, Decision, DrawReason, Ending, Outcome};

/// The result line: "Ganan las blancas 2-0"; "Ganaste 2-0" against the computer.
pub fn ending_line(winner: Option<Color>, result: &str, to: Audience) -> String {
    match (winner, to) {
        (Some(w), Audience::Player(me)) if w == me => format!("Ganaste {result}"),
        (Some(_), Audience::Player(_)) => format!("Perdiste {result}"),
        (Some(w), Audience::Players | Audience::Friend(_)) => format!("Ganan {} {result}", side_subject(w)),
        (None, _) => format!("Tablas {result}"),
    }
}

/// Why the game ended, in a sentence; `me` is the player's side against the computer;
/// `no_pieces`: the loser's pieces were all taken.
pub fn ending_reason(ending: Ending, me: Option<Color>, no_pieces: bool) -> String {
    match ending {
        Ending::Rules(Outcome::Win(w)) if no_pieces && me == Some(!w) => "Te capturaron todas las piezas.".into(),
        Ending::Rules(Outcome::Win(w)) if no_pieces && me == Some(w) => "La máquina se quedó sin piezas.".into(),
        Ending::Rules(Outcome::Win(w)) if no_pieces => format!("{} se quedaron sin piezas.", side(!w)),
        Ending::Rules(Outcome::Draw(r)) => draw_reason(r),
        Ending::Rules(Outcome::Win(w)) if me == Some(!w) => "No tienes ninguna jugada posible.".into(),
        Ending::Rules(Outcome::Win(w)) if me == Some(w) => "La máquina no tiene ninguna jugada posible.".into(),
        Ending::Rules(Outcome::Win(w)) => format!("{} no tienen ninguna jugada posible.", side(!w)),
        Ending::Decided(Decision::DrawAgreed) => "Tablas de común acuerdo.".into(),
        Ending::Decided(Decision::Resigned(c)) if me == Some(c) => "Abandonaste.".into(),
        Ending::Decided(Decision::Resigned(_)) if me.is_some() => "La máquina abandonó.".into(),
        Ending::Decided(Decision::Resigned(c)) => format!("{} abandonaron.", side(c)),
        Ending::Decided(Decision::Flagged(c)) if me == Some(c) => "Se te acabó el tiempo.".into(),
        Ending::Decided(Decision::Flagged(c)) => format!("Se acabó el tiempo de {}.", side_subject(c)),
    }
}

/// Why a game was drawn.
pub fn draw_reason(reason: DrawReason) -> String {
    let moves = |n: u32| counted(n.into(), Noun::Move);
    match reason {
        DrawReason::Repetition => "La misma posición se repitió tres veces.".into(),
        DrawReason::KingMoves(n) => format!("{} por bando solo con damas y sin capturas.", moves(n)),
        DrawReason::NoProgress(n) => format!("{} por bando sin capturas ni jugadas de peón.", moves(n)),
        DrawReason::Endgame(n) => format!("El final no se ganó en {}.", moves(n)),
        DrawReason::OnePieceEach => "Una pieza contra una pieza.".into(),
    }
}

/// `by` offers the other player at the device a draw.
pub fn draw_offered(by: Color) -> String {
    format!("{} ofrecen tablas.", side(by))
}

/// The player's offer is with the computer.
pub const fn draw_offer_sent() -> &'static str {
    "Ofreciste tablas: la máquina responde con su próxima jugada."
}

/// The computer played on.
pub const fn draw_declined() -> &'static str {
    "La máquina rechaza las tablas y sigue jugando."
}
