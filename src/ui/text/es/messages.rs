//! What the page answers the player in Spanish: why a move is refused, which capture path to
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
        Message::NotYourPiece if lasca => "Esa columna no es tuya.".into(),
        Message::MenForwardOnly if lasca => "Los soldados solo avanzan.".into(),
        Message::PieceCannotMove if lasca => "Esa columna no tiene ninguna jugada posible.".into(),
        Message::NotYourPiece => "Esa pieza no es tuya.".into(),
        Message::CaptureAvailable { with } => format!("Hay una captura disponible {}.", from_squares(naming, with)),
        Message::TakeMaximum { count, with } => format!(
            "Debes capturar el máximo: {} {}.",
            counted((*count).into(), Noun::Taken),
            from_squares(naming, with)
        ),
        Message::MenForwardOnly => "Los peones solo avanzan.".into(),
        Message::PieceCannotMove => "Esa pieza no tiene ninguna jugada posible.".into(),
        Message::Occupied { to } => format!("La casilla {} está ocupada.", name(to)),
        Message::OffLine if lasca => "Las columnas se mueven en diagonal.".into(),
        Message::OffLine if game == GameKind::Draughts(damas_engine::Variant::Turkish) => "Las piezas se mueven por filas y columnas, no en diagonal.".into(),
        Message::OffLine => "Las piezas se mueven en diagonal.".into(),
        Message::OneSquare { king: false } if lasca => "El soldado avanza una sola casilla, salvo cuando captura.".into(),
        Message::OneSquare { king: true } if lasca => "El oficial se mueve una sola casilla, salvo cuando captura.".into(),
        Message::OneSquare { king: false } => "El peón avanza una sola casilla, salvo cuando captura.".into(),
        Message::OneSquare { king: true } => "En este juego la dama se mueve una sola casilla, salvo cuando captura.".into(),
        Message::Blocked => "Hay una pieza en el camino de la dama.".into(),
        Message::FriendsTurn => "Le toca a tu amigo: envíale el enlace con tu jugada.".into(),
        Message::FriendsTurnLive => "Le toca a tu amigo: tu jugada le llegará en cuanto la hagas.".into(),
        Message::LessonOver => "Esta lección terminó: inténtalo de nuevo o pasa a la siguiente.".into(),
        Message::BothSides => "Estás jugando con los dos bandos aquí. Para jugar contra la máquina, pulsa Jugar arriba.".into(),
        Message::NotLegal { from, to } => format!("{}-{} no es una jugada válida.", name(from), name(to)),
        Message::ChoosePath { to, .. } => {
            format!("Varias capturas terminan en la casilla {}: haz clic en una casilla marcada del camino que quieras, o elige:", name(to))
        }
        Message::GameOver => "La partida terminó: deshaz una jugada o empieza otra.".into(),
        Message::DrawOffered { by } => draw_offered(*by),
        Message::DrawOfferSent => draw_offer_sent().into(),
        Message::DrawDeclined => draw_declined().into(),
        Message::ComputerTurn => "Es el turno de la máquina.".into(),
        Message::UnreadableMove { text, example: Some(e) } => {
            format!("«{text}» no es una jugada: escribe sus casillas, como {}.", move_label(naming, e))
        }
        Message::UnreadableMove { text, example: None } => format!("«{text}» no es una jugada."),
        Message::LoadFailed { source, error, fallback } => load_failed(*source, error, *fallback),
        Message::LinkPartDropped(error) => part_dropped(error),
        Message::LanguageMissing(lang) => {
            format!("{} aún no se ha descargado en este dispositivo: conéctate a internet una vez para cambiar a ese idioma.", lang.label())
        }
    }
}

/// A wrong optional part of a link, and what is used instead.
fn part_dropped<G: Playable<FenError: Worded, MoveError: Worded>>(error: &ShareError<G>) -> String {
    let (max, default) = (damas_ai::MAX_LEVEL, damas_ai::DEFAULT_LEVEL);
    match error {
        ShareError::BadLevel(t) => {
            format!("El enlace pide el nivel «{}», pero los niveles de la máquina van del 1 al {max}: juega en el nivel {default}.", clip(t))
        }
        e => format!("Se ignoró una parte del enlace ({}).", share_error(crate::ui::prefs::Lang::Es, e)),
    }
}

/// A link or a saved game that could not be opened, and what is shown instead.
fn load_failed<G: Playable<FenError: Worded, MoveError: Worded>>(source: Source, error: &ShareError<G>, fallback: Fallback) -> String {
    let what = match source {
        Source::Link => "Este enlace no describe una partida válida",
        Source::Saved => "No se pudo leer la partida guardada",
    };
    let instead = match fallback {
        Fallback::LastGame => "Se muestra tu última partida.",
        Fallback::NewGame => "Se empezó una nueva partida.",
    };
    format!("{what} ({}). {instead}", share_error(crate::ui::prefs::Lang::Es, error))
}
