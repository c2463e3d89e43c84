//! Every typed error of the links, pastes, embeds, parsers and editors, worded in the player's
//! language. Native, unit-tested (in `error_text/tests.rs`, for the three modules together).
//!
//! Each function gives a clause worded like the error's `Display` (lower-case start, no full stop)
//! so it drops into the callers' framing sentences ("Could not open it: …."); [`sentence`] makes
//! one stand alone. The English text is the error's own `Display` (one wording, kept with the
//! error); the Portuguese and Russian ones are written here, for a Brazilian or a Russian player.
//! Nested errors are worded in the same language. Text the player typed is clipped as the
//! `Display` impls clip it and shown in quotes; the UI renders it as a text node, never as
//! markup. Every match is exhaustive: a new variant does not compile until it is worded.
//!
//! This module holds the page's own errors (links, pastes, embeds, imports); each game's own
//! errors are in `draughts_error_text` and `lasca_error_text`, so the draughts page's wasm
//! carries no Lasca words.

use crate::ui::text::names::side_of_ru;
use crate::ui::text::names::game_name;
use crate::ui::text::plural::{counted, Noun};
use crate::ui::prefs::Lang;
use crate::link::embed::EmbedError;
use crate::link::paste::PasteError;
use crate::link::pdn::ImportError;
use crate::link::{ShareError, MAX_LEVEL, MAX_MOVES};
use damas_engine::lasca::{LascaFenError, LascaMoveError, LascaSetupError};
use damas_engine::notation::{quoted, quoted_clip, quoted_cut};
use damas_engine::{FenError, MoveTextError, Playable, SetupError};

pub use crate::ui::text::draughts_error_text::{fen_error, move_text_error, pdn_error, setup_error};
pub use crate::ui::text::lasca_error_text::{lasca_fen_error, lasca_move_error, lasca_setup_error};

#[cfg(test)]
mod tests;

/// The first `n` characters of `s` in quotes, with `…` when `ellipsis` and something was cut.
pub(super) fn quote(s: &str, n: usize, ellipsis: bool) -> String {
    let q = if ellipsis { quoted_clip(s, n) } else { quoted_cut(s, n) };
    q.to_string()
}

/// `text` as a sentence of its own: capital first letter and a full stop.
#[must_use]
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    let Some(first) = chars.next() else { return String::new() };
    // Every clause starts with a Latin or a Russian letter: their capitals are a fixed offset
    // away (ё aside), so the page carries no Unicode case tables for this.
    let capital = match first {
        'a'..='z' => first.to_ascii_uppercase(),
        'а'..='я' => char::from_u32(u32::from(first) - 0x20).unwrap_or(first),
        'ё' => 'Ё',
        _ => first,
    };
    let mut out = String::with_capacity(text.len() + 1);
    out.push(capital);
    out.push_str(chars.as_str());
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

/// A game's own error (its FEN's, its move texts', its set-ups'), worded in the player's
/// language: lets [`share_error`] and the editor word the errors of every game.
pub trait Worded {
    /// The error as a clause in `lang`.
    fn worded(&self, lang: Lang) -> String;
}

impl Worded for FenError {
    fn worded(&self, lang: Lang) -> String {
        fen_error(lang, self)
    }
}

impl Worded for MoveTextError {
    fn worded(&self, lang: Lang) -> String {
        move_text_error(lang, self)
    }
}

impl Worded for LascaFenError {
    fn worded(&self, lang: Lang) -> String {
        lasca_fen_error(lang, self)
    }
}

impl Worded for SetupError {
    fn worded(&self, lang: Lang) -> String {
        setup_error(lang, self)
    }
}

impl Worded for LascaSetupError {
    fn worded(&self, lang: Lang) -> String {
        lasca_setup_error(lang, self)
    }
}

impl Worded for LascaMoveError {
    fn worded(&self, lang: Lang) -> String {
        lasca_move_error(lang, self)
    }
}

/// Why a link (or query) does not describe a game, of any game.
#[must_use]
pub fn share_error<P: Playable>(lang: Lang, e: &ShareError<P>) -> String
where
    P::FenError: Worded,
    P::MoveError: Worded,
{
    match lang {
        Lang::En => e.to_string(),
        Lang::Pt => share_error_pt(e),
        Lang::Ru => share_error_ru(e),
    }
}

fn share_error_pt<P: Playable>(e: &ShareError<P>) -> String
where
    P::FenError: Worded,
    P::MoveError: Worded,
{
    let lang = Lang::Pt;
    let q = |t: &str| quote(t, 24, true);
    match e {
        ShareError::TooLong(n) => format!("o link é longo demais ({n} caracteres)"),
        ShareError::BadEncoding(t) => format!("o link está mal codificado perto de {}", q(t)),
        ShareError::UnknownVariant(t) => format!("modalidade desconhecida {}", q(t)),
        ShareError::BadFen(f) => format!("posição inicial inválida: {}", f.worded(lang)),
        ShareError::BadMove { ply, text, reason } => {
            format!("o lance {ply} ({}) não pode ser jogado: {}", q(text), reason.worded(lang))
        }
        ShareError::AfterEnd { ply } => format!("o lance {ply} vem depois do fim da partida"),
        ShareError::TooManyMoves(n) => format!("lances demais ({n})"),
        ShareError::BadPly(t) => {
            format!("o lance a mostrar (ply) {} não é um número de 0 até o total de lances", q(t))
        }
        ShareError::BadComputer(t) => {
            format!("lado do computador inválido {}: use white (brancas) ou black (pretas)", q(t))
        }
        ShareError::BadLevel(t) => format!("nível inválido {}: use um número de 1 a {MAX_LEVEL}", q(t)),
        ShareError::BadSide(t) => format!("lado inválido {}: use white (brancas) ou black (pretas)", q(t)),
        ShareError::BadClock(t) => {
            format!("relógio inválido {}: use minutos+segundos como 5+3, e tempos restantes em milissegundos", q(t))
        }
        ShareError::BadBallot(t) => {
            format!("abertura sorteada inválida {}: use random ou uma das aberturas desta modalidade, jogada primeiro", q(t))
        }
        ShareError::BadEnd(t) => format!(
            "fim de partida inválido {}: use white-resigned, black-resigned, draw-agreed, white-flagged ou black-flagged",
            q(t)
        ),
        ShareError::OtherGame(kind) => {
            format!("esta é uma partida de {}, que abre na sua própria página", game_name(lang, *kind))
        }
    }
}

fn share_error_ru<P: Playable>(e: &ShareError<P>) -> String
where
    P::FenError: Worded,
    P::MoveError: Worded,
{
    let lang = Lang::Ru;
    let q = |t: &str| quote(t, 24, true);
    match e {
        ShareError::TooLong(n) => format!("ссылка слишком длинная ({})", counted(lang, *n as u64, Noun::Char)),
        ShareError::BadEncoding(t) => format!("ссылка неверно закодирована около {}", q(t)),
        ShareError::UnknownVariant(t) => format!("неизвестный вид шашек {}", q(t)),
        ShareError::BadFen(f) => format!("неверная начальная позиция: {}", f.worded(lang)),
        ShareError::BadMove { ply, text, reason } => {
            format!("ход {ply} ({}) нельзя сыграть: {}", q(text), reason.worded(lang))
        }
        ShareError::AfterEnd { ply } => format!("ход {ply} идёт после конца партии"),
        ShareError::TooManyMoves(n) => format!("слишком много ходов ({n})"),
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
            format!("это партия другой игры ({}), она открывается на своей странице", game_name(lang, *kind))
        }
    }
}

/// Why a paste (link, FEN, PDN) opens nothing.
#[must_use]
pub fn paste_error(lang: Lang, e: &PasteError) -> String {
    let q = |t: &str| quote(t, 32, true);
    match (lang, e) {
        (Lang::En, _) => e.to_string(),
        (Lang::Pt, PasteError::Empty) => "nada para abrir: cole um link, uma FEN ou uma partida em PDN".into(),
        (Lang::Ru, PasteError::Empty) => "нечего открывать: вставьте ссылку, FEN или партию в PDN".into(),
        (Lang::Pt, PasteError::TooLong(n)) => format!("o texto é longo demais ({n} bytes)"),
        (Lang::Ru, PasteError::TooLong(n)) => format!("текст слишком длинный ({})", counted(lang, *n as u64, Noun::Byte)),
        (Lang::Pt, PasteError::Link(s)) => format!("o link não descreve uma partida válida: {}", share_error(lang, s)),
        (Lang::Ru, PasteError::Link(s)) => format!("ссылка не описывает правильную партию: {}", share_error(lang, s)),
        (Lang::Pt, PasteError::NoGameInLink) => "este endereço não contém nenhuma partida (nem posição, nem lances)".into(),
        (Lang::Ru, PasteError::NoGameInLink) => "в этом адресе нет партии (ни позиции, ни ходов)".into(),
        (Lang::Pt, PasteError::LidraughtsPage(p)) => format!(
            "só links de análise do lidraughts podem ser abertos (/analysis/<modalidade>/<FEN>), não {}; \
             para uma partida, cole o PDN exportado dela",
            q(p)
        ),
        (Lang::Ru, PasteError::LidraughtsPage(p)) => format!(
            "открыть можно только ссылки на анализ lidraughts (/analysis/<вид>/<FEN>), а не {}; \
             чтобы открыть партию, вставьте её PDN, выгруженный с lidraughts",
            q(p)
        ),
        (Lang::Pt, PasteError::LidraughtsVariant(v)) => format!("a modalidade {} do lidraughts não é jogada no damas", q(v)),
        (Lang::Ru, PasteError::LidraughtsVariant(v)) => format!("вида шашек {} с lidraughts в damas нет", q(v)),
        (Lang::Pt, PasteError::Fen(f)) => format!("FEN inválida: {}", fen_error(lang, f)),
        (Lang::Ru, PasteError::Fen(f)) => format!("неверный FEN: {}", fen_error(lang, f)),
        (Lang::Pt, PasteError::Pdn(p)) => format!("PDN inválido: {}", pdn_error(lang, p)),
        (Lang::Ru, PasteError::Pdn(p)) => format!("неверный PDN: {}", pdn_error(lang, p)),
        (_, PasteError::Import(i)) => import_error(lang, i),
        (Lang::Pt, PasteError::Unrecognised) => {
            "não é um link, nem uma FEN (como W:W21,22:B1,2), nem uma partida em PDN (como 1. 22-18 11-15)".into()
        }
        (Lang::Ru, PasteError::Unrecognised) => {
            "это не ссылка, не FEN (вроде W:W21,22:B1,2) и не партия в PDN (вроде 1. 22-18 11-15)".into()
        }
    }
}

/// Why an imported PDN game cannot be shown.
#[must_use]
pub fn import_error(lang: Lang, e: &ImportError) -> String {
    match (lang, e) {
        (Lang::En, _) => e.to_string(),
        (Lang::Pt, ImportError::TooManyMoves(n)) => format!("a partida tem {n} lances; no máximo {MAX_MOVES} são guardados"),
        (Lang::Ru, ImportError::TooManyMoves(n)) => {
            format!("в партии {}; сохраняется не больше {MAX_MOVES}", counted(lang, *n as u64, Noun::Move))
        }
    }
}

/// Why the options of an embedded board are refused.
#[must_use]
pub fn embed_error(lang: Lang, e: &EmbedError) -> String {
    match (lang, e) {
        (Lang::En, _) => e.to_string(),
        (_, EmbedError::Query(s)) => share_error(lang, s),
        (Lang::Pt, EmbedError::BadValue { key, value, expected }) => {
            format!("valor inválido {} para {key}: use {}", quoted(value), expected.replace(" or ", " ou "))
        }
        (Lang::Ru, EmbedError::BadValue { key, value, expected }) => {
            format!("неверное значение {} для {key}: укажите {}", quoted(value), expected.replace(" or ", " или "))
        }
    }
}

/// A side as the owner in a Russian clause: "у белых".
pub(super) fn at_side_ru(c: damas_engine::Color) -> String {
    format!("у {}", side_of_ru(c))
}
