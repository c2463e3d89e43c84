//! What the page answers the player: why a move is refused, which capture path to choose, and
//! what happened to a link or a saved game that could not be opened. Apart from the labels in
//! `i18n` because each answer is built from the rules' reasons. Native, unit-tested.

use crate::ui::text::error_text::{share_error, Worded};
use crate::ui::game::messages::{Fallback, Message, Source};
use crate::ui::text::names::square_label;
use crate::ui::text::plural::{counted, Noun};
use crate::ui::prefs::Lang;
use crate::link::{clip, ShareError};
use damas_engine::{GameKind, Playable};

/// `list`'s squares as a choice: "21, 22 or 27".
fn squares(lang: Lang, game: GameKind, list: &[u32]) -> String {
    let or = match lang {
        Lang::En => " or ",
        Lang::Pt => " ou ",
        Lang::Ru => " или ",
    };
    let names: Vec<String> = list.iter().map(|&n| square_label(game, n)).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{}{or}{last}", rest.join(", ")),
        _ => names.join(""),
    }
}

/// `list`'s squares as where a Russian capture starts from: "с поля 22", "с полей 21 или 22".
fn from_squares_ru(game: GameKind, list: &[u32]) -> String {
    let field = if list.len() == 1 { "поля" } else { "полей" };
    format!("с {field} {}", squares(Lang::Ru, game, list))
}

/// A message to the player, in `game`'s words (Lasca moves columns of soldiers and officers).
#[must_use]
pub fn message<G: Playable<FenError: Worded, MoveError: Worded>>(lang: Lang, game: GameKind, message: &Message<G>) -> String {
    let name = |n: &u32| square_label(game, *n);
    let lasca = game == GameKind::Lasca;
    match (lang, message) {
        (Lang::En, Message::NotYourPiece) if lasca => "That is not your column.".into(),
        (Lang::Pt, Message::NotYourPiece) if lasca => "Essa coluna não é sua.".into(),
        (Lang::Ru, Message::NotYourPiece) if lasca => "Это не ваша колонна.".into(),
        (Lang::En, Message::MenForwardOnly) if lasca => "Soldiers move forward only.".into(),
        (Lang::Pt, Message::MenForwardOnly) if lasca => "O soldado só anda para a frente.".into(),
        (Lang::Ru, Message::MenForwardOnly) if lasca => "Солдаты ходят только вперёд.".into(),
        (Lang::En, Message::PieceCannotMove) if lasca => "That column has no legal move.".into(),
        (Lang::Pt, Message::PieceCannotMove) if lasca => "Essa coluna não tem lance possível.".into(),
        (Lang::Ru, Message::PieceCannotMove) if lasca => "Этой колонне некуда ходить.".into(),
        (Lang::En, Message::NotYourPiece) => "That is not your piece.".into(),
        (Lang::Pt, Message::NotYourPiece) => "Essa peça não é sua.".into(),
        (Lang::Ru, Message::NotYourPiece) => "Это не ваша шашка.".into(),
        (Lang::En, Message::CaptureAvailable { with }) => format!("A capture is available with {}.", squares(lang, game, with)),
        (Lang::Pt, Message::CaptureAvailable { with }) => format!("Há uma captura com a {}.", squares(lang, game, with)),
        (Lang::Ru, Message::CaptureAvailable { with }) => format!("Бить обязательно: есть взятие {}.", from_squares_ru(game, with)),
        (Lang::En, Message::TakeMaximum { count, with }) => {
            format!("You must take the maximum: {} with {}.", counted(lang, *count, Noun::Taken), squares(lang, game, with))
        }
        (Lang::Pt, Message::TakeMaximum { count, with }) => {
            format!("Você deve tomar o máximo: {} com a {}.", counted(lang, *count, Noun::Taken), squares(lang, game, with))
        }
        (Lang::Ru, Message::TakeMaximum { count, with }) => {
            format!("Нужно взять наибольшее число шашек: {} {}.", counted(lang, *count, Noun::Taken), from_squares_ru(game, with))
        }
        (Lang::En, Message::MenForwardOnly) => "Men move forward only.".into(),
        (Lang::Pt, Message::MenForwardOnly) => "A pedra só anda para a frente.".into(),
        (Lang::Ru, Message::MenForwardOnly) => "Простые ходят только вперёд.".into(),
        (Lang::En, Message::PieceCannotMove) => "That piece has no legal move.".into(),
        (Lang::Pt, Message::PieceCannotMove) => "Essa peça não tem lance possível.".into(),
        (Lang::Ru, Message::PieceCannotMove) => "Этой шашке некуда ходить.".into(),
        (Lang::En, Message::NotLegal { from, to }) => format!("{}-{} is not a legal move.", name(from), name(to)),
        (Lang::Pt, Message::NotLegal { from, to }) => format!("{}-{} não é um lance válido.", name(from), name(to)),
        (Lang::Ru, Message::NotLegal { from, to }) => format!("Ход {}-{} невозможен.", name(from), name(to)),
        (Lang::En, Message::ChoosePath { to, .. }) => {
            format!("Several captures end on {}: click a marked square on the path you want, or pick one:", name(to))
        }
        (Lang::Pt, Message::ChoosePath { to, .. }) => {
            format!("Várias capturas terminam na {}: clique numa casa marcada do caminho desejado, ou escolha:", name(to))
        }
        (Lang::Ru, Message::ChoosePath { to, .. }) => {
            format!("Несколько взятий заканчиваются на поле {}: нажмите отмеченное поле на нужном пути или выберите:", name(to))
        }
        (Lang::En, Message::GameOver) => "The game is over: undo or start a new game.".into(),
        (Lang::Pt, Message::GameOver) => "A partida terminou: volte um lance ou comece outra.".into(),
        (Lang::Ru, Message::GameOver) => "Партия окончена: отмените ход или начните новую партию.".into(),
        (_, Message::DrawOffered { by }) => crate::ui::text::flow_text::draw_offered(lang, *by),
        (_, Message::DrawOfferSent) => crate::ui::text::flow_text::draw_offer_sent(lang).into(),
        (_, Message::DrawDeclined) => crate::ui::text::flow_text::draw_declined(lang).into(),
        (Lang::En, Message::ComputerTurn) => "It is the computer's turn.".into(),
        (Lang::Pt, Message::ComputerTurn) => "É a vez do computador.".into(),
        (Lang::Ru, Message::ComputerTurn) => "Сейчас ход компьютера.".into(),
        (Lang::En, Message::UnreadableMove { text, example: Some(e) }) => {
            format!("“{text}” is not a move: type its squares, like {}.", crate::ui::text::names::move_label(game, e))
        }
        (Lang::Pt, Message::UnreadableMove { text, example: Some(e) }) => {
            format!("“{text}” não é um lance: digite as casas, como {}.", crate::ui::text::names::move_label(game, e))
        }
        (Lang::Ru, Message::UnreadableMove { text, example: Some(e) }) => {
            format!("«{text}» — не ход: введите поля, например {}.", crate::ui::text::names::move_label(game, e))
        }
        (Lang::En, Message::UnreadableMove { text, example: None }) => format!("“{text}” is not a move."),
        (Lang::Pt, Message::UnreadableMove { text, example: None }) => format!("“{text}” não é um lance."),
        (Lang::Ru, Message::UnreadableMove { text, example: None }) => format!("«{text}» — не ход."),
        (_, Message::LoadFailed { source, error, fallback }) => load_failed(lang, *source, error, *fallback),
        (_, Message::LinkPartDropped(error)) => part_dropped(lang, error),
    }
}

/// A wrong optional part of a link, and what is used instead.
fn part_dropped<G: Playable<FenError: Worded, MoveError: Worded>>(lang: Lang, error: &ShareError<G>) -> String {
    let (max, default) = (damas_ai::MAX_LEVEL, damas_ai::DEFAULT_LEVEL);
    match (lang, error) {
        (Lang::En, ShareError::BadLevel(t)) => {
            format!("The link asks for level “{}”, but the computer’s levels are 1 to {max}: it plays at level {default}.", clip(t))
        }
        (Lang::Pt, ShareError::BadLevel(t)) => {
            format!("O link pede o nível “{}”, mas os níveis do computador vão de 1 a {max}: ele joga no nível {default}.", clip(t))
        }
        (Lang::Ru, ShareError::BadLevel(t)) => {
            format!("В ссылке указан уровень «{}», но уровни компьютера — от 1 до {max}: он играет на уровне {default}.", clip(t))
        }
        (Lang::En, e) => format!("Part of the link was left out ({}).", share_error(lang, e)),
        (Lang::Pt, e) => format!("Uma parte do link foi ignorada ({}).", share_error(lang, e)),
        (Lang::Ru, e) => format!("Часть ссылки пропущена ({}).", share_error(lang, e)),
    }
}

/// A link or a saved game that could not be opened, and what is shown instead.
fn load_failed<G: Playable<FenError: Worded, MoveError: Worded>>(lang: Lang, source: Source, error: &ShareError<G>, fallback: Fallback) -> String {
    let what = match (lang, source) {
        (Lang::En, Source::Link) => "This link does not describe a valid game",
        (Lang::Pt, Source::Link) => "Este link não descreve uma partida válida",
        (Lang::Ru, Source::Link) => "Эта ссылка не описывает правильную партию",
        (Lang::En, Source::Saved) => "The saved game could not be read",
        (Lang::Pt, Source::Saved) => "Não foi possível ler a partida salva",
        (Lang::Ru, Source::Saved) => "Не удалось прочитать сохранённую партию",
    };
    let instead = match (lang, fallback) {
        (Lang::En, Fallback::LastGame) => "Showing your last game instead.",
        (Lang::Pt, Fallback::LastGame) => "Mostrando a sua última partida.",
        (Lang::Ru, Fallback::LastGame) => "Вместо неё показана ваша последняя партия.",
        (Lang::En, Fallback::NewGame) => "A new game was started instead.",
        (Lang::Pt, Fallback::NewGame) => "Uma nova partida foi iniciada.",
        (Lang::Ru, Fallback::NewGame) => "Вместо неё начата новая партия.",
    };
    format!("{what} ({}). {instead}", share_error(lang, error))
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::{Position, Variant};
    const BR: GameKind = GameKind::Draughts(Variant::Brazilian);

    #[test]
    fn refusals_read_as_the_issue_words_them() {
        let m = |msg| message::<Position>(Lang::En, BR, &msg);
        assert_eq!(m(Message::CaptureAvailable { with: vec![22] }), "A capture is available with 22.");
        assert_eq!(m(Message::CaptureAvailable { with: vec![21, 22, 27] }), "A capture is available with 21, 22 or 27.");
        assert_eq!(m(Message::TakeMaximum { count: 4, with: vec![27] }), "You must take the maximum: 4 pieces with 27.");
        assert_eq!(m(Message::MenForwardOnly), "Men move forward only.");
        assert_eq!(m(Message::NotYourPiece), "That is not your piece.");
        assert!(message(Lang::Pt, BR, &Message::<Position>::NotYourPiece).contains("não é sua"));
        assert_eq!(message(Lang::En, BR, &Message::<Position>::ComputerTurn), "It is the computer's turn.");
    }

    #[test]
    fn refusals_read_in_russian_with_counted_pieces() {
        let m = |msg| message::<Position>(Lang::Ru, BR, &msg);
        assert_eq!(m(Message::CaptureAvailable { with: vec![22] }), "Бить обязательно: есть взятие с поля 22.");
        assert_eq!(m(Message::CaptureAvailable { with: vec![21, 22, 27] }), "Бить обязательно: есть взятие с полей 21, 22 или 27.");
        assert_eq!(m(Message::TakeMaximum { count: 4, with: vec![27] }), "Нужно взять наибольшее число шашек: 4 шашки с поля 27.");
        assert_eq!(m(Message::TakeMaximum { count: 5, with: vec![27] }), "Нужно взять наибольшее число шашек: 5 шашек с поля 27.");
        assert_eq!(m(Message::MenForwardOnly), "Простые ходят только вперёд.");
        assert_eq!(m(Message::NotLegal { from: 22, to: 21 }), "Ход 22-21 невозможен.");
        let turkish = GameKind::Draughts(Variant::Turkish);
        assert_eq!(message::<Position>(Lang::Ru, turkish, &Message::NotLegal { from: 37, to: 29 }), "Ход e4-e5 невозможен.");
        let dropped = Message::<Position>::LinkPartDropped(ShareError::BadLevel("12".into()));
        assert_eq!(m(dropped), "В ссылке указан уровень «12», но уровни компьютера — от 1 до 8: он играет на уровне 3.");
    }
}
