//! Lasca's own errors (its position texts, move texts and set-ups) worded in the player's
//! language, as clauses in the style of `error_text` (which re-exports them and holds their
//! tests). Apart so only the Lasca page's wasm carries them.

use crate::ui::text::error_text::{at_side_ru, quote};
use crate::ui::text::plural::{counted, Noun};
use crate::ui::prefs::Lang;
use damas_engine::lasca::{LascaFenError, LascaMoveError, LascaSetupError};
use damas_engine::notation::QuotedChar;
use damas_engine::Color;

/// Pieces a Lasca side owns (the engine's `lasca::setup::PIECES_PER_SIDE`, which it does not export).
const PIECES_PER_SIDE: u32 = 11;

/// A side, as a Portuguese subject: "as brancas".
const fn side_pt(c: Color) -> &'static str {
    match c {
        Color::White => "as brancas",
        Color::Black => "as pretas",
    }
}

/// What is wrong with a Lasca position text.
#[must_use]
pub fn lasca_fen_error(lang: Lang, e: &LascaFenError) -> String {
    let q = |t: &str| quote(t, 24, false);
    match (lang, e) {
        (Lang::En, _) => e.to_string(),
        (Lang::Pt, LascaFenError::Empty) => "a posição está vazia".into(),
        (Lang::Ru, LascaFenError::Empty) => "позиция пуста".into(),
        (Lang::Pt, LascaFenError::TooLong(n)) => format!("uma posição de {n} caracteres é longa demais"),
        (Lang::Ru, LascaFenError::TooLong(n)) => format!("позиция слишком длинная ({})", counted(lang, *n as u64, Noun::Char)),
        (Lang::Pt, LascaFenError::BadTurn(t)) => format!("a posição deve começar com W ou B, não com {}", q(t)),
        (Lang::Ru, LascaFenError::BadTurn(t)) => format!("позиция должна начинаться с W или B, а не с {}", q(t)),
        (Lang::Pt, LascaFenError::BadColumn(t)) => format!("a coluna {} não está na forma a1=wbW", q(t)),
        (Lang::Ru, LascaFenError::BadColumn(t)) => format!("колонна {} записана не в виде a1=wbW", q(t)),
        (Lang::Pt, LascaFenError::BadSquare(t)) => format!("{} não é uma casa jogável da Lasca", q(t)),
        (Lang::Ru, LascaFenError::BadSquare(t)) => format!("{} — не игровое поле Ласки", q(t)),
        (Lang::Pt, LascaFenError::Twice(t)) => format!("a casa {t} aparece duas vezes"),
        (Lang::Ru, LascaFenError::Twice(t)) => format!("поле {t} указано дважды"),
        (Lang::Pt, LascaFenError::BadPiece(c)) => format!("peça desconhecida {}: use w, W, b ou B", QuotedChar(*c)),
        (Lang::Ru, LascaFenError::BadPiece(c)) => format!("неизвестная шашка {}: укажите w, W, b или B", QuotedChar(*c)),
        (Lang::Pt, LascaFenError::TooMany(color)) => format!("{} têm mais de {PIECES_PER_SIDE} peças", side_pt(*color)),
        (Lang::Ru, LascaFenError::TooMany(color)) => format!("{} больше {PIECES_PER_SIDE} шашек", at_side_ru(*color)),
    }
}

/// Why a Lasca move text is refused.
#[must_use]
pub fn lasca_move_error(lang: Lang, e: &LascaMoveError) -> String {
    let q = |t: &str| quote(t, 24, false);
    match (lang, e) {
        (Lang::En, _) => e.to_string(),
        (Lang::Pt, LascaMoveError::BadSquare(t)) => format!("não foi possível ler a casa {}", q(t)),
        (Lang::Ru, LascaMoveError::BadSquare(t)) => format!("не удалось прочитать поле {}", q(t)),
        (Lang::Pt, LascaMoveError::Illegal(t)) => format!("{} não é um lance válido aqui", q(t)),
        (Lang::Ru, LascaMoveError::Illegal(t)) => format!("ход {} здесь невозможен", q(t)),
    }
}

/// Why a Lasca position set up in the editor cannot be played.
#[must_use]
pub fn lasca_setup_error(lang: Lang, e: &LascaSetupError) -> String {
    match (lang, e) {
        (Lang::En, _) => e.to_string(),
        (Lang::Pt, LascaSetupError::TooMany { color, count }) => {
            format!("{} têm {count} peças; cada lado tem {PIECES_PER_SIDE}", side_pt(*color))
        }
        (Lang::Ru, LascaSetupError::TooMany { color, count }) => {
            format!("{} {}; у каждой стороны их {PIECES_PER_SIDE}", at_side_ru(*color), counted(lang, *count, Noun::Piece))
        }
        (Lang::Pt, LascaSetupError::SoldierOnCrowningRow { color, square }) => {
            let c = match color {
                Color::White => "branco",
                Color::Black => "preto",
            };
            format!("o soldado {c} em {square} já teria sido promovido")
        }
        (Lang::Ru, LascaSetupError::SoldierOnCrowningRow { color, square }) => {
            let c = match color {
                Color::White => "белый",
                Color::Black => "чёрный",
            };
            format!("{c} солдат на поле {square} уже стал бы офицером")
        }
        (Lang::Pt, LascaSetupError::NoColumn(color)) => format!("{} não comandam nenhuma coluna", side_pt(*color)),
        (Lang::Ru, LascaSetupError::NoColumn(color)) => format!("{} нет ни одной колонны", at_side_ru(*color)),
    }
}
