//! The draughts engine's own errors (FEN, move texts, PDN, the editor's set-ups) worded in the
//! player's language, as clauses in the style of `error_text` (which re-exports them and holds
//! their tests). Apart from the page's errors because they follow the engine's types.

use crate::ui::text::error_text::{at_side_ru, quote};
use crate::ui::text::names::side_of_ru;
use crate::ui::text::plural::{counted, Noun};
use crate::ui::prefs::Lang;
use damas_engine::notation::pdn::{PdnError, MAX_PDN};
use damas_engine::notation::{QuotedChar, MAX_INPUT};
use damas_engine::{Color, FenError, MoveTextError, SetupError};

/// A side, as a Portuguese subject: "as brancas".
const fn side_pt(c: Color) -> &'static str {
    match c {
        Color::White => "as brancas",
        Color::Black => "as pretas",
    }
}

/// A side's pieces: "brancas" / "pretas" (Portuguese only: "peças brancas", "(pretas)").
const fn colour_pt(c: Color) -> &'static str {
    match c {
        Color::White => "brancas",
        Color::Black => "pretas",
    }
}

/// The colour of a man (feminine: "pedra branca").
const fn man_pt(c: Color) -> &'static str {
    match c {
        Color::White => "branca",
        Color::Black => "preta",
    }
}

/// A man in Russian: "белая простая".
const fn man_ru(c: Color) -> &'static str {
    match c {
        Color::White => "белая простая",
        Color::Black => "чёрная простая",
    }
}

/// What is wrong with a FEN.
#[must_use]
pub fn fen_error(lang: Lang, e: &FenError) -> String {
    match lang {
        Lang::En => e.to_string(),
        Lang::Pt => fen_error_pt(e),
        Lang::Ru => fen_error_ru(e),
    }
}

fn fen_error_pt(e: &FenError) -> String {
    let q = |t: &str| quote(t, 24, true);
    match e {
        FenError::Empty => "a FEN está vazia".into(),
        FenError::TooLong(n) => format!("a FEN tem {n} caracteres; no máximo {MAX_INPUT} são lidos"),
        FenError::BadTurn(t) => {
            format!("a FEN deve começar com W ou B (o lado que joga), não com {}", q(t))
        }
        FenError::UnknownField(t) => {
            format!("campo da FEN desconhecido {}: os campos começam com W, B, H ou F", q(t))
        }
        FenError::BadSquare { color, text } => {
            format!("não foi possível ler a casa {} nas peças {}", q(text), colour_pt(*color))
        }
        FenError::OffBoard { number, max } => {
            format!("a casa {number} fica fora do tabuleiro (as casas vão de 1 a {max})")
        }
        FenError::BadRange(t) => format!("intervalo de casas inválido {}", q(t)),
        FenError::Occupied(n) => format!("a casa {n} aparece duas vezes"),
        FenError::ManOnCrowningRow { color, number } => {
            format!("uma pedra {} na {number} está na linha de coroação; ela já seria dama", man_pt(*color))
        }
        FenError::BadCounter(t) => format!("contador de lances inválido {}", q(t)),
    }
}

fn fen_error_ru(e: &FenError) -> String {
    let q = |t: &str| quote(t, 24, true);
    match e {
        FenError::Empty => "строка FEN пуста".into(),
        FenError::TooLong(n) => {
            format!("в FEN {}; читается не больше {MAX_INPUT}", counted(Lang::Ru, *n as u64, Noun::Char))
        }
        FenError::BadTurn(t) => format!("FEN должен начинаться с W или B (кто ходит), а не с {}", q(t)),
        FenError::UnknownField(t) => format!("неизвестное поле FEN {}: поля начинаются с W, B, H или F", q(t)),
        FenError::BadSquare { color, text } => {
            format!("не удалось прочитать поле {} в списке {}", q(text), side_of_ru(*color))
        }
        FenError::OffBoard { number, max } => format!("поля {number} нет на доске (поля — от 1 до {max})"),
        FenError::BadRange(t) => format!("неверный диапазон полей {}", q(t)),
        FenError::Occupied(n) => format!("поле {n} указано дважды"),
        FenError::ManOnCrowningRow { color, number } => {
            format!("{} на поле {number} стоит на последней горизонтали: она уже была бы дамкой", man_ru(*color))
        }
        FenError::BadCounter(t) => format!("неверный счётчик ходов {}", q(t)),
    }
}

/// Why a move text does not name a legal move.
#[must_use]
pub fn move_text_error(lang: Lang, e: &MoveTextError) -> String {
    let q = |t: &str| quote(t, 24, false);
    match (lang, e) {
        (Lang::En, _) => e.to_string(),
        (Lang::Pt, MoveTextError::Empty) => "nenhum lance informado".into(),
        (Lang::Ru, MoveTextError::Empty) => "ход не указан".into(),
        (Lang::Pt, MoveTextError::TooLong(n)) => format!("um lance de {n} caracteres é longo demais"),
        (Lang::Ru, MoveTextError::TooLong(n)) => format!("ход слишком длинный ({})", counted(lang, *n as u64, Noun::Char)),
        (Lang::Pt, MoveTextError::BadSquare(t)) => format!("não foi possível ler a casa {}", q(t)),
        (Lang::Ru, MoveTextError::BadSquare(t)) => format!("не удалось прочитать поле {}", q(t)),
        (Lang::Pt, MoveTextError::OneSquare(t)) => format!("o lance {} precisa de uma casa de partida e uma de chegada", q(t)),
        (Lang::Ru, MoveTextError::OneSquare(t)) => format!("для хода {} нужны начальное и конечное поля", q(t)),
        (Lang::Pt, MoveTextError::Illegal(t)) => format!("{} não é um lance válido aqui", q(t)),
        (Lang::Ru, MoveTextError::Illegal(t)) => format!("ход {} здесь невозможен", q(t)),
        (Lang::Pt, MoveTextError::Ambiguous { text, candidates }) => {
            format!("{} é ambíguo: pode ser {}", q(text), candidates.join(" ou "))
        }
        (Lang::Ru, MoveTextError::Ambiguous { text, candidates }) => {
            format!("ход {} неоднозначен: это может быть {}", q(text), candidates.join(" или "))
        }
    }
}

/// What is wrong with a PDN text.
#[must_use]
pub fn pdn_error(lang: Lang, e: &PdnError) -> String {
    match lang {
        Lang::En => e.to_string(),
        Lang::Pt => pdn_error_pt(e),
        Lang::Ru => pdn_error_ru(e),
    }
}

fn pdn_error_pt(e: &PdnError) -> String {
    let lang = Lang::Pt;
    let q = |t: &str| quote(t, 40, false);
    match e {
        PdnError::NoGame => "nenhuma partida encontrada no PDN".into(),
        PdnError::TooLong(n) => format!("o PDN tem {n} bytes; no máximo {MAX_PDN} são lidos"),
        PdnError::BadTag { game, text } => format!("partida {game}: tag mal formada {}", q(text)),
        PdnError::Unclosed { game, opener } => format!("partida {game}: um {} nunca é fechado", QuotedChar(*opener)),
        PdnError::UnsupportedGameType { game, value } => {
            format!("partida {game}: o GameType {} não é um jogo que o damas joga", q(value))
        }
        PdnError::BadFen { game, error } => {
            format!("partida {game}: tag FEN inválida: {}", fen_error(lang, error))
        }
        PdnError::IllegalMove { game, number, color, error } => {
            format!("partida {game}: lance {number} ({}): {}", colour_pt(*color), move_text_error(lang, error))
        }
        PdnError::AfterEnd { game, text } => {
            format!("partida {game}: o lance {} vem depois do fim da partida", q(text))
        }
    }
}

fn pdn_error_ru(e: &PdnError) -> String {
    let lang = Lang::Ru;
    let q = |t: &str| quote(t, 40, false);
    match e {
        PdnError::NoGame => "в PDN не найдено ни одной партии".into(),
        PdnError::TooLong(n) => format!("в PDN {}; читается не больше {MAX_PDN}", counted(lang, *n as u64, Noun::Byte)),
        PdnError::BadTag { game, text } => format!("партия {game}: неверный тег {}", q(text)),
        PdnError::Unclosed { game, opener } => format!("партия {game}: {} так и не закрыт", QuotedChar(*opener)),
        PdnError::UnsupportedGameType { game, value } => {
            format!("партия {game}: GameType {} — не та игра, в которую играет damas", q(value))
        }
        PdnError::BadFen { game, error } => format!("партия {game}: неверный тег FEN: {}", fen_error(lang, error)),
        PdnError::IllegalMove { game, number, color, error } => {
            format!("партия {game}: ход {number} ({}): {}", side_of_ru(*color), move_text_error(lang, error))
        }
        PdnError::AfterEnd { game, text } => format!("партия {game}: ход {} идёт после конца партии", q(text)),
    }
}

/// Why a position set up in the editor cannot be played.
#[must_use]
pub fn setup_error(lang: Lang, e: &SetupError) -> String {
    match (lang, e) {
        (Lang::En, _) => e.to_string(),
        (Lang::Pt, SetupError::TooManyPieces { color, count, max }) => {
            format!("{} têm {count} peças; cada lado tem no máximo {max}", side_pt(*color))
        }
        (Lang::Ru, SetupError::TooManyPieces { color, count, max }) => {
            format!("{} {}; у каждой стороны не больше {max}", at_side_ru(*color), counted(lang, *count, Noun::Piece))
        }
        (Lang::Pt, SetupError::ManOnCrowningRow { color, number }) => {
            format!("uma pedra {} na {number} está na linha de coroação; faça dela uma dama", man_pt(*color))
        }
        (Lang::Ru, SetupError::ManOnCrowningRow { color, number }) => {
            format!("{} на поле {number} стоит на последней горизонтали: сделайте её дамкой", man_ru(*color))
        }
        (Lang::Pt, SetupError::NoPieces(color)) => format!("{} não têm peças", side_pt(*color)),
        (Lang::Ru, SetupError::NoPieces(color)) => format!("{} нет шашек", at_side_ru(*color)),
    }
}
