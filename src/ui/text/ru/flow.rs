//! The game's flow in Russian: how a game ended, the players' decisions, the questions asked
//! before a game in progress is thrown away.

use super::grammar::side_of;
use super::names::side;
use super::plural::counted;
use crate::ui::text::keys::{Audience, Noun};
use damas_engine::{Color, Decision, DrawReason, Ending, Outcome};

/// The result line: "Победа белых 2-0"; "Вы победили 2-0" against the computer.
pub fn ending_line(winner: Option<Color>, result: &str, to: Audience) -> String {
    match (winner, to) {
        (Some(w), Audience::Player(me)) if w == me => format!("Вы победили {result}"),
        (Some(_), Audience::Player(_)) => format!("Вы проиграли {result}"),
        (Some(w), Audience::Players | Audience::Friend(_)) => format!("Победа {} {result}", side_of(w)),
        (None, _) => format!("Ничья {result}"),
    }
}

/// Why the game ended, in a sentence; `me` is the player's side against the computer;
/// `no_pieces`: the loser's pieces were all taken.
pub fn ending_reason(ending: Ending, me: Option<Color>, no_pieces: bool) -> String {
    match ending {
        Ending::Rules(Outcome::Win(w)) if no_pieces && me == Some(!w) => "Все ваши шашки взяты.".into(),
        Ending::Rules(Outcome::Win(w)) if no_pieces && me == Some(w) => "У компьютера не осталось шашек.".into(),
        Ending::Rules(Outcome::Win(w)) if no_pieces => format!("У {} не осталось шашек.", side_of(!w)),
        Ending::Rules(Outcome::Draw(r)) => draw_reason(r),
        Ending::Rules(Outcome::Win(w)) if me == Some(!w) => "У вас нет ходов.".into(),
        Ending::Rules(Outcome::Win(w)) if me == Some(w) => "У компьютера нет ходов.".into(),
        Ending::Rules(Outcome::Win(w)) => format!("У {} нет ходов.", side_of(!w)),
        Ending::Decided(Decision::DrawAgreed) => "Ничья по соглашению.".into(),
        Ending::Decided(Decision::Resigned(c)) if me == Some(c) => "Вы сдались.".into(),
        Ending::Decided(Decision::Resigned(_)) if me.is_some() => "Компьютер сдался.".into(),
        Ending::Decided(Decision::Resigned(c)) => format!("{} сдались.", side(c)),
        Ending::Decided(Decision::Flagged(c)) if me == Some(c) => "Ваше время истекло.".into(),
        Ending::Decided(Decision::Flagged(c)) => format!("Время {} истекло.", side_of(c)),
    }
}

/// Why a game was drawn.
pub fn draw_reason(reason: DrawReason) -> String {
    let moves = |n: u32| counted(n.into(), Noun::Move);
    match reason {
        DrawReason::Repetition => "Одна и та же позиция повторилась три раза.".into(),
        DrawReason::KingMoves(n) => format!("{} с каждой стороны только дамками и без взятий.", moves(n)),
        DrawReason::NoProgress(n) => format!("{} с каждой стороны без взятий и ходов простыми.", moves(n)),
        DrawReason::Endgame(n) => format!("Окончание не выиграно за {}.", moves(n)),
        DrawReason::OnePieceEach => "Одна шашка против одной.".into(),
    }
}

/// `by` offers the other player at the device a draw.
pub fn draw_offered(by: Color) -> String {
    format!("{} предлагают ничью.", side(by))
}

/// The player's offer is with the computer.
pub const fn draw_offer_sent() -> &'static str {
    "Вы предложили ничью: компьютер ответит своим ходом."
}

/// The computer played on.
pub const fn draw_declined() -> &'static str {
    "Компьютер отклоняет ничью и продолжает игру."
}
