//! What the page answers the player in Russian: why a move is refused, which capture path to
//! choose, what happened to a link or a saved game that could not be opened.

use crate::ui::text::error_text::share_error;
use super::flow::{draw_declined, draw_offer_sent, draw_offered};
use super::grammar::from_squares;
use super::plural::counted;
use crate::link::{clip, ShareError};
use crate::ui::text::messages::{Fallback, Message, Source};
use crate::ui::text::keys::Noun;
use crate::ui::text::names::{move_label, Naming, square_label};
use crate::ui::text::worded::Worded;
use damas_engine::{GameKind, Playable};

/// A message to the player, in the game's words and the player's notation (`naming`) (Lasca moves columns of soldiers and officers).
pub fn message<G: Playable<FenError: Worded, MoveError: Worded>>(naming: Naming, message: &Message<G>) -> String {
    let game = naming.game;
    let name = |n: &u32| square_label(naming, *n);
    let lasca = game == GameKind::Lasca;
    match message {
        Message::NotYourPiece if lasca => "Это не ваша колонна.".into(),
        Message::MenForwardOnly if lasca => "Солдаты ходят только вперёд.".into(),
        Message::PieceCannotMove if lasca => "Этой колонне некуда ходить.".into(),
        Message::NotYourPiece => "Это не ваша шашка.".into(),
        Message::CaptureAvailable { with } => format!("Бить обязательно: есть взятие {}.", from_squares(naming, with)),
        Message::TakeMaximum { count, with } => format!(
            "Нужно взять наибольшее число шашек: {} {}.",
            counted((*count).into(), Noun::Taken),
            from_squares(naming, with)
        ),
        Message::MenForwardOnly => "Простые ходят только вперёд.".into(),
        Message::PieceCannotMove => "Этой шашке некуда ходить.".into(),
        Message::Occupied { to } => format!("Поле {} занято.", name(to)),
        Message::OffLine if lasca => "Колонны ходят по диагоналям.".into(),
        Message::OffLine if game == GameKind::Draughts(damas_engine::Variant::Turkish) => "Шашки ходят по горизонтали и вертикали, а не по диагонали.".into(),
        Message::OffLine => "Шашки ходят по диагоналям.".into(),
        Message::OneSquare { king: false } if lasca => "Солдат ходит на одно поле, если не бьёт.".into(),
        Message::OneSquare { king: true } if lasca => "Офицер ходит на одно поле, если не бьёт.".into(),
        Message::OneSquare { king: false } => "Простая ходит на одно поле, если не бьёт.".into(),
        Message::OneSquare { king: true } => "В этой игре дамка ходит на одно поле, если не бьёт.".into(),
        Message::Blocked => "На пути дамки стоит шашка.".into(),
        Message::FriendsTurn => "Сейчас ход вашего друга: отправьте ему ссылку со своим ходом.".into(),
        Message::FriendsTurnLive => "Сейчас ход вашего друга: ваш ход дойдёт до него, как только вы его сделаете.".into(),
        Message::LessonOver => "Этот урок окончен: попробуйте ещё раз или перейдите к следующему.".into(),
        Message::BothSides => "Вы играете здесь за обе стороны. Чтобы играть с компьютером, нажмите «Играть» вверху.".into(),
        Message::NotLegal { from, to } => format!("Ход {}-{} невозможен.", name(from), name(to)),
        Message::ChoosePath { to, .. } => {
            format!("Несколько взятий заканчиваются на поле {}: нажмите отмеченное поле на нужном пути или выберите:", name(to))
        }
        Message::GameOver => "Партия окончена: отмените ход или начните новую партию.".into(),
        Message::DrawOffered { by } => draw_offered(*by),
        Message::DrawOfferSent => draw_offer_sent().into(),
        Message::DrawDeclined => draw_declined().into(),
        Message::ComputerTurn => "Сейчас ход компьютера.".into(),
        Message::UnreadableMove { text, example: Some(e) } => {
            format!("«{text}» — не ход: введите поля, например {}.", move_label(naming, e))
        }
        Message::UnreadableMove { text, example: None } => format!("«{text}» — не ход."),
        Message::LoadFailed { source, error, fallback } => load_failed(*source, error, *fallback),
        Message::LinkPartDropped(error) => part_dropped(error),
        Message::LanguageMissing(lang) => {
            format!("Язык «{}» ещё не загружен на это устройство: подключитесь к интернету один раз, чтобы переключиться на него.", lang.label())
        }
    }
}

/// A wrong optional part of a link, and what is used instead.
fn part_dropped<G: Playable<FenError: Worded, MoveError: Worded>>(error: &ShareError<G>) -> String {
    let (max, default) = (damas_ai::MAX_LEVEL, damas_ai::DEFAULT_LEVEL);
    match error {
        ShareError::BadLevel(t) => {
            format!("В ссылке указан уровень «{}», но уровни компьютера — от 1 до {max}: он играет на уровне {default}.", clip(t))
        }
        e => format!("Часть ссылки пропущена ({}).", share_error(crate::ui::prefs::Lang::Ru, e)),
    }
}

/// A link or a saved game that could not be opened, and what is shown instead.
fn load_failed<G: Playable<FenError: Worded, MoveError: Worded>>(source: Source, error: &ShareError<G>, fallback: Fallback) -> String {
    let what = match source {
        Source::Link => "Эта ссылка не описывает правильную партию",
        Source::Saved => "Не удалось прочитать сохранённую партию",
    };
    let instead = match fallback {
        Fallback::LastGame => "Вместо неё показана ваша последняя партия.",
        Fallback::NewGame => "Вместо неё начата новая партия.",
    };
    format!("{what} ({}). {instead}", share_error(crate::ui::prefs::Lang::Ru, error))
}
