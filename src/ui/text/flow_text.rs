//! The words of the game's flow: how a game ended (in the status and, in the first person, on
//! the end-of-game card), the players' decisions (resign, draw offers, take back, rematch) and
//! the questions asked before a game in progress is thrown away, in English, Brazilian Portuguese
//! and Russian. Native, unit-tested.

use crate::ui::text::plural::{counted, Noun};
use crate::ui::text::names::{side, side_of_ru};
use crate::ui::prefs::Lang;
use damas_engine::{Color, Decision, DrawReason, Ending, Outcome};

/// Fixed labels of the game's flow.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum FlowText {
    Game,
    Resign,
    ResignQuestion,
    ResignConfirm,
    OfferDraw,
    DrawOfferStands,
    TakeBack,
    Accept,
    Decline,
    Cancel,
    Rematch,
    Close,
    NewGameQuestion,
    NewGameConfirm,
    KeepPlaying,
    PlayComputer,
    YouPlayWhite,
    YouPlayBlack,
    Play,
    Clock,
    NoClock,
    Clocks,
    WhiteClock,
    BlackClock,
    Notation,
    NotationNumbers,
    NotationAlgebraic,
}

/// The label `key` in `lang`.
#[must_use]
pub const fn flow_text(lang: Lang, key: FlowText) -> &'static str {
    use FlowText::*;
    match (lang, key) {
        (Lang::En, Game) => "Game",
        (Lang::Pt, Game) => "Partida",
        (Lang::Ru, Game) => "Партия",
        (Lang::En, Resign) => "Resign",
        (Lang::Pt, Resign) => "Abandonar",
        (Lang::Ru, Resign) => "Сдаться",
        (Lang::En, ResignQuestion) => "Resign this game?",
        (Lang::Pt, ResignQuestion) => "Abandonar esta partida?",
        (Lang::Ru, ResignQuestion) => "Сдать эту партию?",
        (Lang::En, ResignConfirm) => "Yes, resign",
        (Lang::Pt, ResignConfirm) => "Sim, abandonar",
        (Lang::Ru, ResignConfirm) => "Да, сдаться",
        (Lang::En, OfferDraw) => "Offer a draw",
        (Lang::Pt, OfferDraw) => "Propor empate",
        (Lang::Ru, OfferDraw) => "Предложить ничью",
        (Lang::En, DrawOfferStands) => "Draw offered",
        (Lang::Pt, DrawOfferStands) => "Empate proposto",
        (Lang::Ru, DrawOfferStands) => "Ничья предложена",
        (Lang::En, TakeBack) => "Take back",
        (Lang::Pt, TakeBack) => "Desfazer lance",
        (Lang::Ru, TakeBack) => "Вернуть ход",
        (Lang::En, Accept) => "Accept",
        (Lang::Pt, Accept) => "Aceitar",
        (Lang::Ru, Accept) => "Принять",
        (Lang::En, Decline) => "Decline",
        (Lang::Pt, Decline) => "Recusar",
        (Lang::Ru, Decline) => "Отклонить",
        (Lang::En, Cancel) => "Cancel",
        (Lang::Pt, Cancel) => "Cancelar",
        (Lang::Ru, Cancel) => "Отмена",
        (Lang::En, Rematch) => "Rematch",
        (Lang::Pt, Rematch) => "Revanche",
        (Lang::Ru, Rematch) => "Реванш",
        (Lang::En, Close) => "Close",
        (Lang::Pt, Close) => "Fechar",
        (Lang::Ru, Close) => "Закрыть",
        (Lang::En, NewGameQuestion) => "Start a new game? The game in progress will be lost.",
        (Lang::Pt, NewGameQuestion) => "Começar uma nova partida? A partida em andamento será perdida.",
        (Lang::Ru, NewGameQuestion) => "Начать новую партию? Текущая партия будет потеряна.",
        (Lang::En, NewGameConfirm) => "Start the new game",
        (Lang::Pt, NewGameConfirm) => "Começar a nova",
        (Lang::Ru, NewGameConfirm) => "Начать новую",
        (Lang::En, KeepPlaying) => "Keep playing",
        (Lang::Pt, KeepPlaying) => "Continuar jogando",
        (Lang::Ru, KeepPlaying) => "Продолжить игру",
        (Lang::En, PlayComputer) => "Play the computer",
        (Lang::Pt, PlayComputer) => "Jogar contra o computador",
        (Lang::Ru, PlayComputer) => "Играть с компьютером",
        (Lang::En, YouPlayWhite) => "You play White",
        (Lang::Pt, YouPlayWhite) => "Você joga com as brancas",
        (Lang::Ru, YouPlayWhite) => "Вы играете белыми",
        (Lang::En, YouPlayBlack) => "You play Black",
        (Lang::Pt, YouPlayBlack) => "Você joga com as pretas",
        (Lang::Ru, YouPlayBlack) => "Вы играете чёрными",
        (Lang::En, Play) => "Play",
        (Lang::Pt, Play) => "Jogar",
        (Lang::Ru, Play) => "Играть",
        (Lang::En, Clock) => "Clock",
        (Lang::Pt, Clock) => "Relógio",
        (Lang::Ru, Clock) => "Часы",
        (Lang::En, NoClock) => "No clock",
        (Lang::Pt, NoClock) => "Sem relógio",
        (Lang::Ru, NoClock) => "Без часов",
        (Lang::En, Clocks) => "Clocks",
        (Lang::Pt, Clocks) => "Relógios",
        (Lang::Ru, Clocks) => "Часы",
        (Lang::En, WhiteClock) => "White",
        (Lang::Pt, WhiteClock) => "Brancas",
        (Lang::Ru, WhiteClock) => "Белые",
        (Lang::En, BlackClock) => "Black",
        (Lang::Pt, BlackClock) => "Pretas",
        (Lang::Ru, BlackClock) => "Чёрные",
        (Lang::En, Notation) => "Notation",
        (Lang::Pt, Notation) => "Notação",
        (Lang::Ru, Notation) => "Нотация",
        (Lang::En, NotationNumbers) => "Square numbers (22-17)",
        (Lang::Pt, NotationNumbers) => "Números das casas (22-17)",
        (Lang::Ru, NotationNumbers) => "Номера полей (22-17)",
        (Lang::En, NotationAlgebraic) => "Algebraic (c3-d4)",
        (Lang::Pt, NotationAlgebraic) => "Algébrica (c3-d4)",
        (Lang::Ru, NotationAlgebraic) => "Алгебраическая (c3-d4)",
    }
}

/// Who reads the words: two players at one device (named by colour), or the person playing
/// against the computer (spoken to in the first person).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Audience {
    /// Two players at one device.
    Players,
    /// The person playing this side against the computer.
    Player(Color),
}

/// The result line: "White wins 2-0", "Draw 1-1" (`result` as the game writes it); in the first
/// person against the computer: "You won", "You lost", "Draw".
#[must_use]
pub fn ending_line(lang: Lang, ending: Ending, result: &str, to: Audience) -> String {
    match (lang, ending.winner(), to) {
        (Lang::En, Some(w), Audience::Player(me)) if w == me => format!("You won {result}"),
        (Lang::Pt, Some(w), Audience::Player(me)) if w == me => format!("Você venceu {result}"),
        (Lang::En, Some(_), Audience::Player(_)) => format!("You lost {result}"),
        (Lang::Pt, Some(_), Audience::Player(_)) => format!("Você perdeu {result}"),
        (Lang::En, Some(w), Audience::Players) => format!("{} wins {result}", side(lang, w)),
        (Lang::Pt, Some(w), Audience::Players) => format!("{} vencem {result}", side(lang, w)),
        (Lang::Ru, Some(w), Audience::Player(me)) if w == me => format!("Вы победили {result}"),
        (Lang::Ru, Some(_), Audience::Player(_)) => format!("Вы проиграли {result}"),
        (Lang::Ru, Some(w), Audience::Players) => format!("Победа {} {result}", side_of_ru(w)),
        (Lang::En, None, _) => format!("Draw {result}"),
        (Lang::Pt, None, _) => format!("Empate {result}"),
        (Lang::Ru, None, _) => format!("Ничья {result}"),
    }
}

/// Why the game ended, in a sentence.
#[must_use]
pub fn ending_reason(lang: Lang, ending: Ending, to: Audience) -> String {
    let me = match to {
        Audience::Player(c) => Some(c),
        Audience::Players => None,
    };
    match (lang, ending) {
        (_, Ending::Rules(Outcome::Draw(r))) => draw_reason(lang, r),
        (Lang::En, Ending::Rules(Outcome::Win(w))) if me == Some(!w) => "You have no legal move.".into(),
        (Lang::Pt, Ending::Rules(Outcome::Win(w))) if me == Some(!w) => "Você não tem lance possível.".into(),
        (Lang::En, Ending::Rules(Outcome::Win(w))) if me == Some(w) => "The computer has no legal move.".into(),
        (Lang::Pt, Ending::Rules(Outcome::Win(w))) if me == Some(w) => "O computador não tem lance possível.".into(),
        (Lang::En, Ending::Rules(Outcome::Win(w))) => format!("{} has no legal move.", side(lang, !w)),
        (Lang::Pt, Ending::Rules(Outcome::Win(w))) => format!("{} não têm lance possível.", side(lang, !w)),
        (Lang::En, Ending::Decided(Decision::DrawAgreed)) => "Draw agreed.".into(),
        (Lang::Pt, Ending::Decided(Decision::DrawAgreed)) => "Empate de comum acordo.".into(),
        (Lang::En, Ending::Decided(Decision::Resigned(c))) if me == Some(c) => "You resigned.".into(),
        (Lang::Pt, Ending::Decided(Decision::Resigned(c))) if me == Some(c) => "Você abandonou.".into(),
        (Lang::En, Ending::Decided(Decision::Resigned(_))) if me.is_some() => "The computer resigned.".into(),
        (Lang::Pt, Ending::Decided(Decision::Resigned(_))) if me.is_some() => "O computador abandonou.".into(),
        (Lang::En, Ending::Decided(Decision::Resigned(c))) => format!("{} resigned.", side(lang, c)),
        (Lang::Pt, Ending::Decided(Decision::Resigned(c))) => format!("{} abandonaram.", side(lang, c)),
        (Lang::En, Ending::Decided(Decision::Flagged(c))) if me == Some(c) => "Your time ran out.".into(),
        (Lang::Pt, Ending::Decided(Decision::Flagged(c))) if me == Some(c) => "Seu tempo acabou.".into(),
        (Lang::En, Ending::Decided(Decision::Flagged(c))) => format!("{} ran out of time.", side(lang, c)),
        (Lang::Pt, Ending::Decided(Decision::Flagged(Color::White))) => "O tempo das brancas acabou.".into(),
        (Lang::Pt, Ending::Decided(Decision::Flagged(Color::Black))) => "O tempo das pretas acabou.".into(),
        (Lang::Ru, Ending::Rules(Outcome::Win(w))) if me == Some(!w) => "У вас нет ходов.".into(),
        (Lang::Ru, Ending::Rules(Outcome::Win(w))) if me == Some(w) => "У компьютера нет ходов.".into(),
        (Lang::Ru, Ending::Rules(Outcome::Win(w))) => format!("У {} нет ходов.", side_of_ru(!w)),
        (Lang::Ru, Ending::Decided(Decision::DrawAgreed)) => "Ничья по соглашению.".into(),
        (Lang::Ru, Ending::Decided(Decision::Resigned(c))) if me == Some(c) => "Вы сдались.".into(),
        (Lang::Ru, Ending::Decided(Decision::Resigned(_))) if me.is_some() => "Компьютер сдался.".into(),
        (Lang::Ru, Ending::Decided(Decision::Resigned(c))) => format!("{} сдались.", side(lang, c)),
        (Lang::Ru, Ending::Decided(Decision::Flagged(c))) if me == Some(c) => "Ваше время истекло.".into(),
        (Lang::Ru, Ending::Decided(Decision::Flagged(c))) => format!("Время {} истекло.", side_of_ru(c)),
    }
}

/// Why a game was drawn.
#[must_use]
pub fn draw_reason(lang: Lang, reason: DrawReason) -> String {
    let moves = |n| counted(lang, n, Noun::Move);
    match (lang, reason) {
        (Lang::En, DrawReason::Repetition) => "Threefold repetition.".into(),
        (Lang::Pt, DrawReason::Repetition) => "A mesma posição se repetiu três vezes.".into(),
        (Lang::Ru, DrawReason::Repetition) => "Одна и та же позиция повторилась три раза.".into(),
        (Lang::En, DrawReason::KingMoves(n)) => format!("{} by each side with only kings and no capture.", moves(n)),
        (Lang::Pt, DrawReason::KingMoves(n)) => format!("{} de cada lado só com damas e sem captura.", moves(n)),
        (Lang::Ru, DrawReason::KingMoves(n)) => format!("{} с каждой стороны только дамками и без взятий.", moves(n)),
        (Lang::En, DrawReason::NoProgress(n)) => format!("{} by each side without a capture or a man move.", moves(n)),
        (Lang::Pt, DrawReason::NoProgress(n)) => format!("{} de cada lado sem captura nem lance de pedra.", moves(n)),
        (Lang::Ru, DrawReason::NoProgress(n)) => format!("{} с каждой стороны без взятий и ходов простыми.", moves(n)),
        (Lang::En, DrawReason::Endgame(n)) => format!("The ending was not won within {}.", moves(n)),
        (Lang::Pt, DrawReason::Endgame(n)) => format!("O final não foi vencido em {}.", moves(n)),
        (Lang::Ru, DrawReason::Endgame(n)) => format!("Окончание не выиграно за {}.", moves(n)),
        (Lang::En, DrawReason::OnePieceEach) => "One piece against one piece.".into(),
        (Lang::Pt, DrawReason::OnePieceEach) => "Uma peça contra uma peça.".into(),
        (Lang::Ru, DrawReason::OnePieceEach) => "Одна шашка против одной.".into(),
    }
}

/// The draw offer's messages: `by` offers the other player at the device a draw.
#[must_use]
pub fn draw_offered(lang: Lang, by: Color) -> String {
    match lang {
        Lang::En => format!("{} offers a draw.", side(lang, by)),
        Lang::Pt => format!("{} propõem empate.", side(lang, by)),
        Lang::Ru => format!("{} предлагают ничью.", side(lang, by)),
    }
}

/// The player's offer is with the computer.
#[must_use]
pub const fn draw_offer_sent(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "You offer a draw: the computer answers with its next move.",
        Lang::Pt => "Você propôs empate: o computador responde com o próximo lance.",
        Lang::Ru => "Вы предложили ничью: компьютер ответит своим ходом.",
    }
}

/// The computer played on.
#[must_use]
pub const fn draw_declined(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "The computer declines the draw and plays on.",
        Lang::Pt => "O computador recusa o empate e continua.",
        Lang::Ru => "Компьютер отклоняет ничью и продолжает игру.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::DrawReason;

    #[test]
    fn the_card_speaks_to_the_player_against_the_computer() {
        let won = Ending::Decided(Decision::Resigned(Color::Black));
        let me = Audience::Player(Color::White);
        assert_eq!(ending_line(Lang::En, won, "2-0", me), "You won 2-0");
        assert_eq!(ending_reason(Lang::En, won, me), "The computer resigned.");
        assert_eq!(ending_line(Lang::Pt, won, "2-0", Audience::Player(Color::Black)), "Você perdeu 2-0");
        assert_eq!(ending_reason(Lang::Pt, won, Audience::Player(Color::Black)), "Você abandonou.");
        let no_move = Ending::Rules(Outcome::Win(Color::White));
        assert_eq!(ending_reason(Lang::En, no_move, Audience::Player(Color::Black)), "You have no legal move.");
    }

    #[test]
    fn two_players_are_named_by_colour() {
        let flag = Ending::Decided(Decision::Flagged(Color::White));
        assert_eq!(ending_line(Lang::En, flag, "0-2", Audience::Players), "Black wins 0-2");
        assert_eq!(ending_reason(Lang::Pt, flag, Audience::Players), "O tempo das brancas acabou.");
        let agreed = Ending::Decided(Decision::DrawAgreed);
        assert_eq!(ending_line(Lang::Pt, agreed, "1-1", Audience::Players), "Empate 1-1");
        assert_eq!(ending_reason(Lang::En, agreed, Audience::Players), "Draw agreed.");
        let repetition = Ending::Rules(Outcome::Draw(DrawReason::Repetition));
        assert_eq!(ending_reason(Lang::En, repetition, Audience::Players), "Threefold repetition.");
        assert_eq!(draw_offered(Lang::Pt, Color::Black), "As pretas propõem empate.");
        assert_eq!(ending_line(Lang::Ru, flag, "0-2", Audience::Players), "Победа чёрных 0-2");
        assert_eq!(ending_reason(Lang::Ru, flag, Audience::Players), "Время белых истекло.");
        assert_eq!(ending_reason(Lang::Ru, Ending::Decided(Decision::Resigned(Color::Black)), Audience::Player(Color::Black)), "Вы сдались.");
    }
}
