//! What the page answers the player in English: why a move is refused, which capture path to
//! choose, what happened to a link or a saved game that could not be opened.

use crate::ui::text::error_text::share_error;
use super::flow::{draw_declined, draw_offer_sent, draw_offered};
use super::plural::counted;
use crate::link::{clip, ShareError};
use crate::ui::text::messages::{Fallback, Message, Source};
use crate::ui::text::keys::Noun;
use crate::ui::text::names::{move_label, Naming, square_label, square_list};
use crate::ui::text::worded::Worded;
use damas_engine::{GameKind, Playable};

/// A message to the player, in the game's words and the player's notation (`naming`) (Lasca moves columns of soldiers and officers).
pub fn message<G: Playable<FenError: Worded, MoveError: Worded>>(naming: Naming, message: &Message<G>) -> String {
    let game = naming.game;
    let name = |n: &u32| square_label(naming, *n);
    let squares = |list: &[u32]| square_list(naming, list, " or ");
    let lasca = game == GameKind::Lasca;
    match message {
        Message::NotYourPiece if lasca => "That is not your column.".into(),
        Message::MenForwardOnly if lasca => "Soldiers move forward only.".into(),
        Message::PieceCannotMove if lasca => "That column has no legal move.".into(),
        Message::NotYourPiece => "That is not your piece.".into(),
        Message::CaptureAvailable { with } => format!("A capture is available with {}.", squares(with)),
        Message::TakeMaximum { count, with } => {
            format!("You must take the maximum: {} with {}.", counted((*count).into(), Noun::Taken), squares(with))
        }
        Message::MenForwardOnly => "Men move forward only.".into(),
        Message::PieceCannotMove => "That piece has no legal move.".into(),
        Message::Occupied { to } => format!("Square {} is taken.", name(to)),
        Message::OffLine if lasca => "Columns move along the diagonals.".into(),
        Message::OffLine if game == GameKind::Draughts(damas_engine::Variant::Turkish) => "Pieces move along rows and columns, not diagonally.".into(),
        Message::OffLine => "Pieces move along the diagonals.".into(),
        Message::OneSquare { king: false } if lasca => "A soldier moves one square at a time, unless it captures.".into(),
        Message::OneSquare { king: true } if lasca => "An officer moves one square at a time, unless it captures.".into(),
        Message::OneSquare { king: false } => "A man moves one square at a time, unless it captures.".into(),
        Message::OneSquare { king: true } => "In this game a king moves one square at a time, unless it captures.".into(),
        Message::Blocked => "A piece stands in the king's way.".into(),
        Message::FriendsTurn => "It is your friend's move: send them the link with yours.".into(),
        Message::FriendsTurnLive => "It is your friend's move: yours will go to them as soon as you play it.".into(),
        Message::LessonOver => "This lesson is over: try it again, or go on to the next one.".into(),
        Message::BothSides => "You are playing both sides here. To play the computer, press Play at the top.".into(),
        Message::NotLegal { from, to } => format!("{}-{} is not a legal move.", name(from), name(to)),
        Message::ChoosePath { to, .. } => {
            format!("Several captures end on {}: click a marked square on the path you want, or pick one:", name(to))
        }
        Message::GameOver => "The game is over: undo or start a new game.".into(),
        Message::DrawOffered { by } => draw_offered(*by),
        Message::DrawOfferSent => draw_offer_sent().into(),
        Message::DrawDeclined => draw_declined().into(),
        Message::ComputerTurn => "It is the computer's turn.".into(),
        Message::UnreadableMove { text, example: Some(e) } => {
            format!("“{text}” is not a move: type its squares, like {}.", move_label(naming, e))
        }
        Message::UnreadableMove { text, example: None } => format!("“{text}” is not a move."),
        Message::LoadFailed { source, error, fallback } => load_failed(*source, error, *fallback),
        Message::LinkPartDropped(error) => part_dropped(error),
        Message::LanguageMissing(lang) => {
            format!("{} is not on this device yet: connect to the internet once to switch to it.", lang.label())
        }
    }
}

/// A wrong optional part of a link, and what is used instead.
fn part_dropped<G: Playable<FenError: Worded, MoveError: Worded>>(error: &ShareError<G>) -> String {
    let (max, default) = (damas_ai::MAX_LEVEL, damas_ai::DEFAULT_LEVEL);
    match error {
        ShareError::BadLevel(t) => {
            format!("The link asks for level “{}”, but the computer’s levels are 1 to {max}: it plays at level {default}.", clip(t))
        }
        e => format!("Part of the link was left out ({}).", share_error(crate::ui::prefs::Lang::En, e)),
    }
}

/// A link or a saved game that could not be opened, and what is shown instead.
fn load_failed<G: Playable<FenError: Worded, MoveError: Worded>>(source: Source, error: &ShareError<G>, fallback: Fallback) -> String {
    let what = match source {
        Source::Link => "This link does not describe a valid game",
        Source::Saved => "The saved game could not be read",
    };
    let instead = match fallback {
        Fallback::LastGame => "Showing your last game instead.",
        Fallback::NewGame => "A new game was started instead.",
    };
    format!("{what} ({}). {instead}", share_error(crate::ui::prefs::Lang::En, error))
}
