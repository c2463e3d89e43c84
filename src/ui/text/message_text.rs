//! What the page answers the player: why a move is refused, which capture path to choose, and
//! what happened to a link or a saved game that could not be opened, in the player's language
//! (each language's `messages.ftl`). Apart from the labels in `i18n` because each answer is built
//! from the rules' reasons. Native, unit-tested.

use crate::link::{clip, ShareError};
use crate::ui::prefs::Lang;
use crate::ui::text::error_text::share_error;
use crate::ui::text::flow_text::{draw_declined, draw_offer_sent, draw_offered};
use crate::ui::text::messages::{Fallback, Message, Source};
use crate::ui::text::names::{move_label, square_label, Naming};
use crate::ui::text::words::{format, message, Id, Value};
use crate::ui::text::worded::Worded;
use damas_engine::{GameKind, Playable, Variant};

/// A message to the player, in the game's words (Lasca moves columns of soldiers and officers),
/// its squares in the player's notation (`naming`).
#[must_use]
pub fn message<G: Playable<FenError: Worded, MoveError: Worded>>(lang: Lang, naming: Naming, message: &Message<G>) -> String {
    let lasca = naming.game == GameKind::Lasca;
    let turkish = naming.game == GameKind::Draughts(Variant::Turkish);
    let square = |n: &u32| Value::from(square_label(naming, *n));
    let (message_id, args): (Id, Vec<(&str, Value)>) = match message {
        Message::NotYourPiece if lasca => (message!("message-lasca-not-your-piece"), vec![]),
        Message::MenForwardOnly if lasca => (message!("message-lasca-men-forward-only"), vec![]),
        Message::PieceCannotMove if lasca => (message!("message-lasca-piece-cannot-move"), vec![]),
        Message::OffLine if lasca => (message!("message-lasca-off-line"), vec![]),
        Message::OneSquare { king: false } if lasca => (message!("message-lasca-one-square-man"), vec![]),
        Message::OneSquare { king: true } if lasca => (message!("message-lasca-one-square-king"), vec![]),
        Message::OffLine if turkish => (message!("message-off-line-turkish"), vec![]),
        Message::NotYourPiece => (message!("message-not-your-piece"), vec![]),
        Message::MenForwardOnly => (message!("message-men-forward-only"), vec![]),
        Message::PieceCannotMove => (message!("message-piece-cannot-move"), vec![]),
        Message::OffLine => (message!("message-off-line"), vec![]),
        Message::OneSquare { king: false } => (message!("message-one-square-man"), vec![]),
        Message::OneSquare { king: true } => (message!("message-one-square-king"), vec![]),
        Message::CaptureAvailable { with } => (message!("message-capture-available"), choice(naming, with).into()),
        Message::TakeMaximum { count, with } => {
            let mut args = vec![("n", (*count).into())];
            args.extend(choice(naming, with));
            (message!("message-take-maximum"), args)
        }
        Message::TakeMostKings { with } => (message!("message-take-most-kings"), choice(naming, with).into()),
        Message::CaptureWithKing { with } => (message!("message-capture-with-king"), choice(naming, with).into()),
        Message::KingFirst { with } => (message!("message-king-first"), choice(naming, with).into()),
        Message::ManCannotTakeKing => (message!("message-man-cannot-take-king"), vec![]),
        Message::Occupied { to } => (message!("message-occupied"), vec![("square", square(to))]),
        Message::Blocked => (message!("message-blocked"), vec![]),
        Message::NotLegal { from, to } => (message!("message-not-legal"), vec![("from", square(from)), ("to", square(to))]),
        Message::ChoosePath { to, .. } => (message!("message-choose-path"), vec![("square", square(to))]),
        Message::GameOver => (message!("message-game-over"), vec![]),
        Message::DrawOffered { by } => return draw_offered(lang, *by),
        Message::DrawOfferSent => return draw_offer_sent(lang).into(),
        Message::DrawDeclined => return draw_declined(lang).into(),
        Message::ComputerTurn => (message!("message-computer-turn"), vec![]),
        Message::FriendsTurn => (message!("message-friends-turn"), vec![]),
        Message::FriendsTurnLive => (message!("message-friends-turn-live"), vec![]),
        Message::LessonOver => (message!("message-lesson-over"), vec![]),
        Message::LightSquare { name } => (message!("message-light-square"), vec![("square", name.as_str().into())]),
        Message::BothSides => (message!("message-both-sides"), vec![]),
        Message::UnreadableMove { text, example: Some(e) } => {
            (message!("message-unreadable-move-example"), vec![("text", text.as_str().into()), ("example", move_label(naming, e).into())])
        }
        Message::UnreadableMove { text, example: None } => (message!("message-unreadable-move"), vec![("text", text.as_str().into())]),
        Message::LinkPartDropped(error) => match &**error {
            ShareError::BadLevel(level) => {
                let (max, default) = (damas_ai::MAX_LEVEL, damas_ai::DEFAULT_LEVEL);
                (message!("message-level-dropped"), vec![("level", clip(level).into()), ("max", max.into()), ("default", default.into())])
            }
            error => (message!("message-part-dropped"), vec![("error", share_error(lang, error).into())]),
        },
        Message::LoadFailed { source, error, fallback } => {
            let source = match source {
                Source::Link => "link",
                Source::Saved => "saved",
            };
            let fallback = match fallback {
                Fallback::LastGame => "last-game",
                Fallback::NewGame => "new-game",
            };
            let error = share_error(lang, error);
            (message!("message-load-failed"), vec![("source", source.into()), ("error", error.into()), ("fallback", fallback.into())])
        }
        Message::StudyMissing(study) => (message!("message-study-missing"), vec![("study", study.param().into())]),
        Message::PreviousKept(_) => (message!("message-previous-kept"), vec![]),
        Message::LibraryFull => (message!("message-library-full"), vec![]),
        Message::LanguageMissing(missing) => (message!("message-language-missing"), vec![("language", missing.label().into())]),
    };
    format(lang, message_id, &args)
}

/// `list`'s squares as a choice: how many, the last, and the ones before it joined by commas
/// (`leading`); each language joins the last with its "or" ("7 u 8" in Spanish).
fn choice(naming: Naming, list: &[u32]) -> [(&'static str, Value<'static>); 3] {
    let mut names: Vec<String> = list.iter().map(|&n| square_label(naming, n)).collect();
    let last = names.pop().unwrap_or_default();
    [("count", list.len().into()), ("leading", names.join(", ").into()), ("last", last.into())]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::ShareError;
    use damas_engine::{GameKind, Position, Variant};
    const BR: Naming = Naming::numbers(GameKind::Draughts(Variant::Brazilian));
    const LASCA: Naming = Naming::numbers(GameKind::Lasca);

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
    fn turkish_refusals_name_its_squares_and_a_dropped_level_names_both_levels() {
        let turkish = Naming::numbers(GameKind::Draughts(Variant::Turkish));
        let text = message::<Position>(Lang::En, turkish, &Message::TakeMaximum { count: 2, with: vec![50] });
        assert_eq!(text, "You must take the maximum: 2 pieces with b2.");
        let pt = message::<Position>(Lang::Pt, turkish, &Message::NotLegal { from: 37, to: 29 });
        assert_eq!(pt, "e4-e5 não é um lance válido.");
        // The level asked for and the one played, in the player's language (Lasca's page too).
        let dropped = Message::<damas_engine::lasca::LascaPosition>::LinkPartDropped(ShareError::BadLevel("12".into()).into());
        let en = message(Lang::En, LASCA, &dropped);
        let max = damas_ai::MAX_LEVEL;
        assert!(en.contains("level “12”") && en.contains(&format!("1 to {max}")) && en.contains("level 3"), "{en}");
        let pt = message(Lang::Pt, LASCA, &dropped);
        assert!(pt.contains("nível “12”") && pt.contains("nível 3"), "{pt}");
    }

    #[test]
    fn refusals_read_in_spanish() {
        let m = |msg| message::<Position>(Lang::Es, BR, &msg);
        assert_eq!(m(Message::CaptureAvailable { with: vec![22] }), "Hay una captura disponible desde la casilla 22.");
        assert_eq!(m(Message::CaptureAvailable { with: vec![21, 22, 27] }), "Hay una captura disponible desde las casillas 21, 22 o 27.");
        // "o" is written "u" before a number said with an "o" (ocho, once).
        assert_eq!(m(Message::CaptureAvailable { with: vec![7, 8] }), "Hay una captura disponible desde las casillas 7 u 8.");
        assert_eq!(m(Message::CaptureAvailable { with: vec![10, 11] }), "Hay una captura disponible desde las casillas 10 u 11.");
        assert_eq!(m(Message::TakeMaximum { count: 4, with: vec![27] }), "Debes capturar el máximo: 4 piezas desde la casilla 27.");
        assert_eq!(m(Message::TakeMaximum { count: 1, with: vec![27, 28] }), "Debes capturar el máximo: 1 pieza desde las casillas 27 o 28.");
        assert_eq!(m(Message::MenForwardOnly), "Los peones solo avanzan.");
        assert_eq!(m(Message::NotYourPiece), "Esa pieza no es tuya.");
        assert_eq!(m(Message::NotLegal { from: 22, to: 21 }), "22-21 no es una jugada válida.");
        assert_eq!(m(Message::UnreadableMove { text: "abc".into(), example: Some("28x3".into()) }), "«abc» no es una jugada: escribe sus casillas, como 28x3.");
        let dropped = Message::<Position>::LinkPartDropped(ShareError::BadLevel("12".into()).into());
        assert_eq!(m(dropped), "El enlace pide el nivel «12», pero los niveles de la máquina van del 1 al 8: juega en el nivel 3.");
        assert_eq!(message::<Position>(Lang::Es, LASCA, &Message::NotYourPiece), "Esa columna no es tuya.");
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
        let turkish = Naming::numbers(GameKind::Draughts(Variant::Turkish));
        assert_eq!(message::<Position>(Lang::Ru, turkish, &Message::NotLegal { from: 37, to: 29 }), "Ход e4-e5 невозможен.");
        let dropped = Message::<Position>::LinkPartDropped(ShareError::BadLevel("12".into()).into());
        assert_eq!(m(dropped), "В ссылке указан уровень «12», но уровни компьютера — от 1 до 8: он играет на уровне 3.");
    }

    #[test]
    fn a_quiet_move_refused_names_the_rule_it_breaks() {
        let m = |lang, naming, msg| message::<Position>(lang, naming, &msg);
        assert_eq!(m(Lang::En, BR, Message::OneSquare { king: false }), "A man moves one square at a time, unless it captures.");
        assert_eq!(m(Lang::Pt, BR, Message::Occupied { to: 18 }), "A casa 18 está ocupada.");
        assert_eq!(m(Lang::Ru, BR, Message::Blocked), "На пути дамки стоит шашка.");
        let english = Naming::numbers(GameKind::Draughts(Variant::English));
        assert_eq!(m(Lang::Es, english, Message::OneSquare { king: true }), "En este juego la dama se mueve una sola casilla, salvo cuando captura.");
        let turkish = Naming::numbers(GameKind::Draughts(Variant::Turkish));
        assert!(m(Lang::En, turkish, Message::OffLine).contains("rows and columns"));
        assert_eq!(m(Lang::Pt, LASCA, Message::OneSquare { king: true }), "O oficial anda uma casa por vez, a não ser quando captura.");
    }
}
