//! The words of the game's flow: how a game ended (in the status and, in the first person, on
//! the end-of-game card), the players' decisions (resign, draw offers, take back, rematch) and
//! the questions asked before a game in progress is thrown away, in the player's language (each
//! language's `flow.ftl`). Native, unit-tested.

use crate::ui::prefs::Lang;
pub use crate::ui::text::keys::{Audience, FlowText};
use damas_engine::{Color, Decision, DrawReason, Ending, Outcome};
use crate::ui::text::words::{format, message, Id};

/// The label `key` in `lang`.
#[must_use]
pub fn flow_text(lang: Lang, key: FlowText) -> &'static str {
    crate::ui::text::words::text(lang, flow_text_message(key))
}

/// The message of `key` (`<lang>/flow.ftl`).
const fn flow_text_message(key: FlowText) -> Id {
    match key {
        FlowText::Game => message!("flow-game"),
        FlowText::Resign => message!("flow-resign"),
        FlowText::ResignQuestion => message!("flow-resign-question"),
        FlowText::ResignConfirm => message!("flow-resign-confirm"),
        FlowText::OfferDraw => message!("flow-offer-draw"),
        FlowText::DrawOfferStands => message!("flow-draw-offer-stands"),
        FlowText::TakeBack => message!("flow-take-back"),
        FlowText::Accept => message!("flow-accept"),
        FlowText::Decline => message!("flow-decline"),
        FlowText::Cancel => message!("flow-cancel"),
        FlowText::Rematch => message!("flow-rematch"),
        FlowText::Close => message!("flow-close"),
        FlowText::NewGameQuestion => message!("flow-new-game-question"),
        FlowText::NewGameConfirm => message!("flow-new-game-confirm"),
        FlowText::KeepPlaying => message!("flow-keep-playing"),
        FlowText::PlayComputer => message!("flow-play-computer"),
        FlowText::YouPlayWhite => message!("flow-you-play-white"),
        FlowText::YouPlayBlack => message!("flow-you-play-black"),
        FlowText::YourSide => message!("flow-your-side"),
        FlowText::Play => message!("flow-play"),
        FlowText::Clock => message!("flow-clock"),
        FlowText::NoClock => message!("flow-no-clock"),
        FlowText::Clocks => message!("flow-clocks"),
        FlowText::WhiteClock => message!("flow-white-clock"),
        FlowText::BlackClock => message!("flow-black-clock"),
        FlowText::Notation => message!("flow-notation"),
        FlowText::NotationNumbers => message!("flow-notation-numbers"),
        FlowText::NotationAlgebraic => message!("flow-notation-algebraic"),
    }
}

/// The result line: "White wins 2-0", "Draw 1-1" (`result` as the game writes it); in the first
/// person against the computer: "You won", "You lost", "Draw".
#[must_use]
pub fn ending_line(lang: Lang, ending: Ending, result: &str, to: Audience) -> String {
    // A friend's game ends for the player as one against the computer: "You won", "You lost".
    let who = match (ending.winner(), to) {
        (Some(w), Audience::Player(me) | Audience::Friend(me)) if w == me => "you",
        (Some(_), Audience::Player(_) | Audience::Friend(_)) => "computer",
        (Some(_), Audience::Players) => "side",
        (None, _) => "none",
    };
    // The winner's side, none in a draw.
    let side = ending.winner().map_or("", Color::name);
    format(lang, message!("flow-result"), &[("who", who.into()), ("side", side.into()), ("result", result.into())])
}

/// Why the game ended, in a sentence (`no_pieces`: the loser by the rules has no piece left).
#[must_use]
pub fn ending_reason(lang: Lang, ending: Ending, to: Audience, no_pieces: bool) -> String {
    // The sentence is about the side that lost, resigned or ran out of time.
    let (message, side) = match ending {
        Ending::Rules(Outcome::Draw(r)) => return draw_reason(lang, r),
        Ending::Decided(Decision::DrawAgreed) => return format(lang, message!("flow-ending-draw-agreed"), &[]),
        Ending::Rules(Outcome::Win(w)) if no_pieces => (message!("flow-ending-no-pieces"), !w),
        Ending::Rules(Outcome::Win(w)) => (message!("flow-ending-no-move"), !w),
        Ending::Decided(Decision::Resigned(c)) => (message!("flow-ending-resigned"), c),
        Ending::Decided(Decision::Flagged(c)) => (message!("flow-ending-flagged"), c),
    };
    // Why a game against a friend ended is said of the sides ("Black resigned"): the reasons
    // against the computer name the computer.
    let who = match to {
        Audience::Player(me) if me == side => "you",
        Audience::Player(_) => "computer",
        Audience::Players | Audience::Friend(_) => "side",
    };
    format(lang, message, &[("who", who.into()), ("side", side.name().into())])
}

/// Why a game was drawn.
#[must_use]
pub fn draw_reason(lang: Lang, reason: DrawReason) -> String {
    let (message, moves) = match reason {
        DrawReason::Repetition => (message!("flow-draw-repetition"), 0),
        DrawReason::KingMoves(n) => (message!("flow-draw-king-moves"), n),
        DrawReason::NoProgress(n) => (message!("flow-draw-no-progress"), n),
        DrawReason::Endgame(n) => (message!("flow-draw-endgame"), n),
        DrawReason::OnePieceEach => (message!("flow-draw-one-piece-each"), 0),
    };
    format(lang, message, &[("n", moves.into())])
}

/// The draw offer's messages: `by` offers the other player at the device a draw.
#[must_use]
pub fn draw_offered(lang: Lang, by: Color) -> String {
    format(lang, message!("flow-draw-offered"), &[("side", by.name().into())])
}

/// The player's offer is with the computer.
#[must_use]
pub fn draw_offer_sent(lang: Lang) -> &'static str {
    crate::ui::text::words::text(lang, message!("flow-draw-offer-sent"))
}

/// The computer played on.
#[must_use]
pub fn draw_declined(lang: Lang) -> &'static str {
    crate::ui::text::words::text(lang, message!("flow-draw-declined"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::{Decision, Outcome};

    #[test]
    fn the_card_speaks_to_the_player_against_the_computer() {
        let won = Ending::Decided(Decision::Resigned(Color::Black));
        let me = Audience::Player(Color::White);
        assert_eq!(ending_line(Lang::En, won, "2-0", me), "You won 2-0");
        assert_eq!(ending_reason(Lang::En, won, me, false), "The computer resigned.");
        assert_eq!(ending_line(Lang::Pt, won, "2-0", Audience::Player(Color::Black)), "Você perdeu 2-0");
        assert_eq!(ending_reason(Lang::Pt, won, Audience::Player(Color::Black), false), "Você abandonou.");
        let no_move = Ending::Rules(Outcome::Win(Color::White));
        assert_eq!(ending_reason(Lang::En, no_move, Audience::Player(Color::Black), false), "You have no legal move.");
        assert_eq!(ending_reason(Lang::En, no_move, Audience::Player(Color::Black), true), "All your pieces were taken.");
        assert_eq!(ending_reason(Lang::Ru, no_move, Audience::Players, true), "У чёрных не осталось шашек.");
        assert_eq!(ending_reason(Lang::Pt, no_move, Audience::Player(Color::White), true), "O computador não tem mais peças.");
    }

    #[test]
    fn two_players_are_named_by_colour() {
        let flag = Ending::Decided(Decision::Flagged(Color::White));
        assert_eq!(ending_line(Lang::En, flag, "0-2", Audience::Players), "Black wins 0-2");
        assert_eq!(ending_reason(Lang::Pt, flag, Audience::Players, false), "O tempo das brancas acabou.");
        let agreed = Ending::Decided(Decision::DrawAgreed);
        assert_eq!(ending_line(Lang::Pt, agreed, "1-1", Audience::Players), "Empate 1-1");
        assert_eq!(ending_reason(Lang::En, agreed, Audience::Players, false), "Draw agreed.");
        let repetition = Ending::Rules(Outcome::Draw(DrawReason::Repetition));
        assert_eq!(ending_reason(Lang::En, repetition, Audience::Players, false), "The same position came up again: a draw by repetition.");
        assert_eq!(draw_offered(Lang::Pt, Color::Black), "As pretas propõem empate.");
        assert_eq!(ending_line(Lang::Ru, flag, "0-2", Audience::Players), "Победа чёрных 0-2");
        assert_eq!(ending_reason(Lang::Ru, flag, Audience::Players, false), "Время белых истекло.");
        assert_eq!(ending_reason(Lang::Ru, Ending::Decided(Decision::Resigned(Color::Black)), Audience::Player(Color::Black), false), "Вы сдались.");
        assert_eq!(ending_line(Lang::Es, flag, "0-2", Audience::Players), "Ganan las negras 0-2");
        assert_eq!(ending_reason(Lang::Es, flag, Audience::Players, false), "Se acabó el tiempo de las blancas.");
        assert_eq!(ending_reason(Lang::Es, flag, Audience::Player(Color::White), false), "Se te acabó el tiempo.");
        assert_eq!(ending_line(Lang::Es, agreed, "1-1", Audience::Player(Color::Black)), "Tablas 1-1");
        assert_eq!(draw_offered(Lang::Es, Color::Black), "Las negras ofrecen tablas.");
    }
}
