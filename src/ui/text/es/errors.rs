//! Every typed error of the links, pastes, embeds, parsers and editors, worded in Spanish: clauses
//! with a lower-case start and no full stop, so they drop into the callers' framing sentences
//! ("No se pudo abrir: …."). Nested errors are worded in Spanish too.

use super::grammar::{colour, masculine, or_join, side_subject};
use super::names::game_name;
use super::plural::counted;
use crate::link::embed::EmbedError;
use crate::link::paste::PasteError;
use crate::link::pdn::ImportError;
use crate::link::{ShareError, MAX_LEVEL, MAX_MOVES};
use crate::ui::prefs::Lang;
use crate::ui::text::keys::Noun;
use crate::ui::text::worded::{quote, Worded, LASCA_PIECES_PER_SIDE as PIECES_PER_SIDE};
use damas_engine::lasca::{LascaFenError, LascaMoveError, LascaSetupError};
use damas_engine::notation::pdn::{PdnError, MAX_PDN};
use damas_engine::notation::{quoted, QuotedChar, MAX_INPUT};
use damas_engine::{FenError, MoveTextError, Playable, SetupError};

/// Why a link (or query) does not describe a game, of any game.
pub fn share_error<P: Playable>(e: &ShareError<P>) -> String
where
    P::FenError: Worded,
    P::MoveError: Worded,
{
    let q = |t: &str| quote(t, 24, true);
    match e {
        ShareError::TooLong(n) => format!("el enlace es demasiado largo ({})", counted(*n as u64, Noun::Char)),
        ShareError::BadEncoding(t) => format!("el enlace está mal codificado cerca de {}", q(t)),
        ShareError::UnknownVariant(t) => format!("variante desconocida {}", q(t)),
        ShareError::BadFen(f) => format!("posición inicial no válida: {}", f.worded(Lang::Es)),
        ShareError::BadMove { ply, text, reason } => {
            format!("la jugada {ply} ({}) no se puede jugar: {}", q(text), reason.worded(Lang::Es))
        }
        ShareError::AfterEnd { ply } => format!("la jugada {ply} viene después del final de la partida"),
        ShareError::TooManyMoves(n) => format!("demasiadas jugadas ({n})"),
        ShareError::BadVariation(t) => format!("los paréntesis de las variantes en {} no cierran", q(t)),
        ShareError::BadPly(t) => {
            format!("la jugada que mostrar (ply) {} no es un número entre 0 y el total de jugadas", q(t))
        }
        ShareError::BadComputer(t) => {
            format!("bando de la máquina no válido {}: usa white (blancas) o black (negras)", q(t))
        }
        ShareError::BadLevel(t) => format!("nivel no válido {}: usa un número del 1 al {MAX_LEVEL}", q(t)),
        ShareError::BadSide(t) => format!("bando no válido {}: usa white (blancas) o black (negras)", q(t)),
        ShareError::BadClock(t) => {
            format!("reloj no válido {}: usa minutos+segundos, como 5+3, y los tiempos restantes en milisegundos", q(t))
        }
        ShareError::BadBallot(t) => {
            format!("apertura sorteada no válida {}: usa random o una de las aperturas de esta variante, jugada al principio", q(t))
        }
        ShareError::BadEnd(t) => format!(
            "final de partida no válido {}: usa white-resigned, black-resigned, draw-agreed, white-flagged o black-flagged",
            q(t)
        ),
        ShareError::OtherGame(kind) => {
            format!("esta es una partida de otro juego ({}), que se abre en su propia página", game_name(*kind))
        }
    }
}

/// Why a paste (link, FEN, PDN) opens nothing.
pub fn paste_error(e: &PasteError) -> String {
    let q = |t: &str| quote(t, 32, true);
    match e {
        PasteError::Empty => "nada que abrir: pega un enlace, una FEN o una partida en PDN".into(),
        PasteError::TooLong(n) => format!("el texto es demasiado largo ({})", counted(*n as u64, Noun::Byte)),
        PasteError::Link(s) => format!("el enlace no describe una partida válida: {}", share_error(s)),
        PasteError::NoGameInLink => "esta dirección no contiene ninguna partida (ni posición ni jugadas)".into(),
        PasteError::LidraughtsPage(p) => format!(
            "solo se pueden abrir enlaces de análisis de lidraughts (/analysis/<variante>/<FEN>), no {}; \
             para abrir una partida, pega su PDN exportado",
            q(p)
        ),
        PasteError::LidraughtsVariant(v) => format!("la variante {} de lidraughts no se juega en damas", q(v)),
        PasteError::Fen(f) => format!("FEN no válida: {}", fen_error(f)),
        PasteError::Pdn(p) => format!("PDN no válido: {}", pdn_error(p)),
        PasteError::Import(i) => import_error(i),
        PasteError::Unrecognised => {
            "no es un enlace, ni una FEN (como W:W21,22:B1,2), ni una partida en PDN (como 1. 22-18 11-15)".into()
        }
    }
}

/// Why an imported PDN game cannot be shown.
pub fn import_error(e: &ImportError) -> String {
    match e {
        ImportError::TooManyMoves(n) => {
            format!("la partida tiene {}; se guardan como máximo {MAX_MOVES}", counted(*n as u64, Noun::Move))
        }
    }
}

/// Why the options of an embedded board are refused.
pub fn embed_error(e: &EmbedError) -> String {
    match e {
        EmbedError::Query(s) => share_error(s),
        EmbedError::BadValue { key, value, expected } => {
            format!("valor no válido {} para {key}: usa {}", quoted(value), expected.replace(" or ", " o "))
        }
    }
}

/// What is wrong with a FEN.
pub fn fen_error(e: &FenError) -> String {
    let q = |t: &str| quote(t, 24, true);
    match e {
        FenError::Empty => "la FEN está vacía".into(),
        FenError::TooLong(n) => {
            format!("la FEN tiene {}; se leen como máximo {MAX_INPUT}", counted(*n as u64, Noun::Char))
        }
        FenError::BadTurn(t) => format!("la FEN debe empezar con W o B (el bando que juega), no con {}", q(t)),
        FenError::UnknownField(t) => format!("campo de FEN desconocido {}: los campos empiezan con W, B, H o F", q(t)),
        FenError::BadSquare { color, text } => {
            format!("no se pudo leer la casilla {} de las piezas {}", q(text), colour(*color))
        }
        FenError::OffBoard { number, max } => {
            format!("la casilla {number} está fuera del tablero (las casillas van del 1 al {max})")
        }
        FenError::BadRange(t) => format!("rango de casillas no válido {}", q(t)),
        FenError::Occupied(n) => format!("la casilla {n} aparece dos veces"),
        FenError::ManOnCrowningRow { color, number } => format!(
            "un peón {} en la casilla {number} está en su fila de coronación: ya sería dama",
            masculine(*color)
        ),
        FenError::BadCounter(t) => format!("contador de jugadas no válido {}", q(t)),
    }
}

/// Why a move text does not name a legal move.
pub fn move_text_error(e: &MoveTextError) -> String {
    let q = |t: &str| quote(t, 24, false);
    match e {
        MoveTextError::Empty => "no se indicó ninguna jugada".into(),
        MoveTextError::TooLong(n) => {
            format!("una jugada de {} es demasiado larga", counted(*n as u64, Noun::Char))
        }
        MoveTextError::BadSquare(t) => format!("no se pudo leer la casilla {}", q(t)),
        MoveTextError::OneSquare(t) => format!("la jugada {} necesita una casilla de salida y una de llegada", q(t)),
        MoveTextError::Illegal(t) => format!("{} no es una jugada válida aquí", q(t)),
        MoveTextError::Ambiguous { text, candidates } => {
            format!("{} es ambigua: puede ser {}", q(text), or_join(candidates))
        }
    }
}

/// What is wrong with a PDN text.
pub fn pdn_error(e: &PdnError) -> String {
    let q = |t: &str| quote(t, 40, false);
    match e {
        PdnError::NoGame => "no se encontró ninguna partida en el PDN".into(),
        PdnError::TooLong(n) => format!("el PDN tiene {}; se leen como máximo {MAX_PDN}", counted(*n as u64, Noun::Byte)),
        PdnError::BadTag { game, text } => format!("partida {game}: etiqueta mal formada {}", q(text)),
        PdnError::Unclosed { game, opener } => format!("partida {game}: un {} nunca se cierra", QuotedChar(*opener)),
        PdnError::UnsupportedGameType { game, value } => {
            format!("partida {game}: el GameType {} no es un juego que damas sepa jugar", q(value))
        }
        PdnError::BadFen { game, error } => format!("partida {game}: etiqueta FEN no válida: {}", fen_error(error)),
        PdnError::IllegalMove { game, number, color, error } => {
            format!("partida {game}: jugada {number} ({}): {}", colour(*color), move_text_error(error))
        }
        PdnError::AfterEnd { game, text } => {
            format!("partida {game}: la jugada {} viene después del final de la partida", q(text))
        }
    }
}

/// Why a position set up in the editor cannot be played.
pub fn setup_error(e: &SetupError) -> String {
    match e {
        SetupError::TooManyPieces { color, count, max } => format!(
            "{} tienen {}; cada bando tiene como máximo {max}",
            side_subject(*color),
            counted((*count).into(), Noun::Piece)
        ),
        SetupError::ManOnCrowningRow { color, number } => format!(
            "un peón {} en la casilla {number} está en su fila de coronación: conviértelo en dama",
            masculine(*color)
        ),
        SetupError::NoPieces(color) => format!("{} no tienen piezas", side_subject(*color)),
    }
}

/// What is wrong with a Lasca position text.
pub fn lasca_fen_error(e: &LascaFenError) -> String {
    let q = |t: &str| quote(t, 24, false);
    match e {
        LascaFenError::Empty => "la posición está vacía".into(),
        LascaFenError::TooLong(n) => {
            format!("una posición de {} es demasiado larga", counted(*n as u64, Noun::Char))
        }
        LascaFenError::BadTurn(t) => format!("la posición debe empezar con W o B, no con {}", q(t)),
        LascaFenError::BadColumn(t) => format!("la columna {} no tiene la forma a1=wbW", q(t)),
        LascaFenError::BadSquare(t) => format!("{} no es una casilla jugable de Lasca", q(t)),
        LascaFenError::Twice(t) => format!("la casilla {t} aparece dos veces"),
        LascaFenError::BadPiece(c) => format!("pieza desconocida {}: usa w, W, b o B", QuotedChar(*c)),
        LascaFenError::TooMany(color) => format!("{} tienen más de {PIECES_PER_SIDE} piezas", side_subject(*color)),
    }
}

/// Why a Lasca move text is refused.
pub fn lasca_move_error(e: &LascaMoveError) -> String {
    let q = |t: &str| quote(t, 24, false);
    match e {
        LascaMoveError::BadSquare(t) => format!("no se pudo leer la casilla {}", q(t)),
        LascaMoveError::Illegal(t) => format!("{} no es una jugada válida aquí", q(t)),
    }
}

/// Why a Lasca position set up in the editor cannot be played.
pub fn lasca_setup_error(e: &LascaSetupError) -> String {
    match e {
        LascaSetupError::TooMany { color, count } => format!(
            "{} tienen {}; cada bando tiene {PIECES_PER_SIDE}",
            side_subject(*color),
            counted((*count).into(), Noun::Piece)
        ),
        LascaSetupError::SoldierOnCrowningRow { color, square } => {
            format!("el soldado {} en {square} ya habría sido ascendido a oficial", masculine(*color))
        }
        LascaSetupError::NoColumn(color) => format!("{} no controlan ninguna columna", side_subject(*color)),
    }
}
