//! Every typed error of the links, pastes, embeds, parsers and editors, worded in Russian: clauses
//! with a lower-case start and no full stop, so they drop into the callers' framing sentences
//! ("Не удалось открыть: …."). Nested errors are worded in Russian too; counts take their forms.

use super::grammar::{at_side, man, side_of, soldier};
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
        ShareError::TooLong(n) => format!("ссылка слишком длинная ({})", counted(*n as u64, Noun::Char)),
        ShareError::BadEncoding(t) => format!("ссылка неверно закодирована около {}", q(t)),
        ShareError::UnknownVariant(t) => format!("неизвестный вид шашек {}", q(t)),
        ShareError::BadFen(f) => format!("неверная начальная позиция: {}", f.worded(Lang::Ru)),
        ShareError::BadMove { ply, text, reason } => {
            format!("ход {ply} ({}) нельзя сыграть: {}", q(text), reason.worded(Lang::Ru))
        }
        ShareError::AfterEnd { ply } => format!("ход {ply} идёт после конца партии"),
        ShareError::TooManyMoves(n) => format!("слишком много ходов ({n})"),
        ShareError::BadVariation(t) => format!("скобки вариантов в {} не парные", q(t)),
        ShareError::BadPly(t) => format!("показываемый ход (ply) {} — не число от 0 до числа ходов", q(t)),
        ShareError::BadComputer(t) => {
            format!("неверная сторона компьютера {}: укажите white (белые) или black (чёрные)", q(t))
        }
        ShareError::BadLevel(t) => format!("неверный уровень {}: укажите число от 1 до {MAX_LEVEL}", q(t)),
        ShareError::BadSide(t) => format!("неверная сторона {}: укажите white (белые) или black (чёрные)", q(t)),
        ShareError::BadEnd(t) => format!(
            "неверный конец партии {}: укажите white-resigned, black-resigned, draw-agreed, white-flagged или black-flagged",
            q(t)
        ),
        ShareError::BadBallot(t) => {
            format!("неверный жребий дебюта {}: укажите random или один из дебютов этого вида шашек, сыгранный первым", q(t))
        }
        ShareError::BadClock(t) => {
            format!("неверные часы {}: укажите минуты+секунды, например 5+3, и оставшееся время в миллисекундах", q(t))
        }
        ShareError::OtherGame(kind) => {
            format!("это партия другой игры ({}), она открывается на своей странице", game_name(*kind))
        }
    }
}

/// Why a paste (link, FEN, PDN) opens nothing.
pub fn paste_error(e: &PasteError) -> String {
    let q = |t: &str| quote(t, 32, true);
    match e {
        PasteError::Empty => "нечего открывать: вставьте ссылку, FEN или партию в PDN".into(),
        PasteError::TooLong(n) => format!("текст слишком длинный ({})", counted(*n as u64, Noun::Byte)),
        PasteError::Link(s) => format!("ссылка не описывает правильную партию: {}", share_error(s)),
        PasteError::NoGameInLink => "в этом адресе нет партии (ни позиции, ни ходов)".into(),
        PasteError::LidraughtsPage(p) => format!(
            "открыть можно только ссылки на анализ lidraughts (/analysis/<вид>/<FEN>), а не {}; \
             чтобы открыть партию, вставьте её PDN, выгруженный с lidraughts",
            q(p)
        ),
        PasteError::LidraughtsVariant(v) => format!("вида шашек {} с lidraughts в damas нет", q(v)),
        PasteError::Fen(f) => format!("неверный FEN: {}", fen_error(f)),
        PasteError::Pdn(p) => format!("неверный PDN: {}", pdn_error(p)),
        PasteError::Import(i) => import_error(i),
        PasteError::Unrecognised => {
            "это не ссылка, не FEN (вроде W:W21,22:B1,2) и не партия в PDN (вроде 1. 22-18 11-15)".into()
        }
    }
}

/// Why an imported PDN game cannot be shown.
pub fn import_error(e: &ImportError) -> String {
    match e {
        ImportError::TooManyMoves(n) => {
            format!("в партии {}; сохраняется не больше {MAX_MOVES}", counted(*n as u64, Noun::Move))
        }
    }
}

/// Why the options of an embedded board are refused.
pub fn embed_error(e: &EmbedError) -> String {
    match e {
        EmbedError::Query(s) => share_error(s),
        EmbedError::BadValue { key, value, expected } => {
            format!("неверное значение {} для {key}: укажите {}", quoted(value), expected.replace(" or ", " или "))
        }
    }
}

/// What is wrong with a FEN.
pub fn fen_error(e: &FenError) -> String {
    let q = |t: &str| quote(t, 24, true);
    match e {
        FenError::Empty => "строка FEN пуста".into(),
        FenError::TooLong(n) => {
            format!("в FEN {}; читается не больше {MAX_INPUT}", counted(*n as u64, Noun::Char))
        }
        FenError::BadTurn(t) => format!("FEN должен начинаться с W или B (кто ходит), а не с {}", q(t)),
        FenError::UnknownField(t) => format!("неизвестное поле FEN {}: поля начинаются с W, B, H или F", q(t)),
        FenError::BadSquare { color, text } => {
            format!("не удалось прочитать поле {} в списке {}", q(text), side_of(*color))
        }
        FenError::OffBoard { number, max } => format!("поля {number} нет на доске (поля — от 1 до {max})"),
        FenError::BadRange(t) => format!("неверный диапазон полей {}", q(t)),
        FenError::Occupied(n) => format!("поле {n} указано дважды"),
        FenError::ManOnCrowningRow { color, number } => {
            format!("{} на поле {number} стоит на последней горизонтали: она уже была бы дамкой", man(*color))
        }
        FenError::BadCounter(t) => format!("неверный счётчик ходов {}", q(t)),
    }
}

/// Why a move text does not name a legal move.
pub fn move_text_error(e: &MoveTextError) -> String {
    let q = |t: &str| quote(t, 24, false);
    match e {
        MoveTextError::Empty => "ход не указан".into(),
        MoveTextError::TooLong(n) => format!("ход слишком длинный ({})", counted(*n as u64, Noun::Char)),
        MoveTextError::BadSquare(t) => format!("не удалось прочитать поле {}", q(t)),
        MoveTextError::OneSquare(t) => format!("для хода {} нужны начальное и конечное поля", q(t)),
        MoveTextError::Illegal(t) => format!("ход {} здесь невозможен", q(t)),
        MoveTextError::Ambiguous { text, candidates } => {
            format!("ход {} неоднозначен: это может быть {}", q(text), candidates.join(" или "))
        }
    }
}

/// What is wrong with a PDN text.
pub fn pdn_error(e: &PdnError) -> String {
    let q = |t: &str| quote(t, 40, false);
    match e {
        PdnError::NoGame => "в PDN не найдено ни одной партии".into(),
        PdnError::TooLong(n) => format!("в PDN {}; читается не больше {MAX_PDN}", counted(*n as u64, Noun::Byte)),
        PdnError::BadTag { game, text } => format!("партия {game}: неверный тег {}", q(text)),
        PdnError::Unclosed { game, opener } => format!("партия {game}: {} так и не закрыт", QuotedChar(*opener)),
        PdnError::UnsupportedGameType { game, value } => {
            format!("партия {game}: GameType {} — не та игра, в которую играет damas", q(value))
        }
        PdnError::BadFen { game, error } => format!("партия {game}: неверный тег FEN: {}", fen_error(error)),
        PdnError::IllegalMove { game, number, color, error } => {
            format!("партия {game}: ход {number} ({}): {}", side_of(*color), move_text_error(error))
        }
        PdnError::AfterEnd { game, text } => format!("партия {game}: ход {} идёт после конца партии", q(text)),
    }
}

/// Why a position set up in the editor cannot be played.
pub fn setup_error(e: &SetupError) -> String {
    match e {
        SetupError::TooManyPieces { color, count, max } => {
            format!("{} {}; у каждой стороны не больше {max}", at_side(*color), counted((*count).into(), Noun::Piece))
        }
        SetupError::ManOnCrowningRow { color, number } => {
            format!("{} на поле {number} стоит на последней горизонтали: сделайте её дамкой", man(*color))
        }
        SetupError::NoPieces(color) => format!("{} нет шашек", at_side(*color)),
    }
}

/// What is wrong with a Lasca position text.
pub fn lasca_fen_error(e: &LascaFenError) -> String {
    let q = |t: &str| quote(t, 24, false);
    match e {
        LascaFenError::Empty => "позиция пуста".into(),
        LascaFenError::TooLong(n) => format!("позиция слишком длинная ({})", counted(*n as u64, Noun::Char)),
        LascaFenError::BadTurn(t) => format!("позиция должна начинаться с W или B, а не с {}", q(t)),
        LascaFenError::BadColumn(t) => format!("колонна {} записана не в виде a1=wbW", q(t)),
        LascaFenError::BadSquare(t) => format!("{} — не игровое поле Ласки", q(t)),
        LascaFenError::Twice(t) => format!("поле {t} указано дважды"),
        LascaFenError::BadPiece(c) => format!("неизвестная шашка {}: укажите w, W, b или B", QuotedChar(*c)),
        LascaFenError::TooMany(color) => format!("{} больше {PIECES_PER_SIDE} шашек", at_side(*color)),
    }
}

/// Why a Lasca move text is refused.
pub fn lasca_move_error(e: &LascaMoveError) -> String {
    let q = |t: &str| quote(t, 24, false);
    match e {
        LascaMoveError::BadSquare(t) => format!("не удалось прочитать поле {}", q(t)),
        LascaMoveError::Illegal(t) => format!("ход {} здесь невозможен", q(t)),
    }
}

/// Why a Lasca position set up in the editor cannot be played.
pub fn lasca_setup_error(e: &LascaSetupError) -> String {
    match e {
        LascaSetupError::TooMany { color, count } => {
            format!("{} {}; у каждой стороны их {PIECES_PER_SIDE}", at_side(*color), counted((*count).into(), Noun::Piece))
        }
        LascaSetupError::SoldierOnCrowningRow { color, square } => {
            format!("{} солдат на поле {square} уже стал бы офицером", soldier(*color))
        }
        LascaSetupError::NoColumn(color) => format!("{} нет ни одной колонны", at_side(*color)),
    }
}
