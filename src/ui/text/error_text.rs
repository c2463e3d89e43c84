//! Every typed error of the links, pastes, embeds, parsers and editors, worded in the player's
//! language: each language's `errors.ftl` words them all (English included: the page's wording
//! sits beside its translations; the engine's `Display` impls, which the CLI prints, say the
//! same in English and are checked against it). This file picks each error's message and
//! computes its arguments, the same for every language. Native, unit-tested (in
//! `error_text/tests.rs`).
//!
//! Each function gives a clause (lower-case start, no full stop) so it drops into the callers'
//! framing sentences ("Could not open it: …."); [`sentence`] makes one stand alone. Nested errors
//! are worded in the same language and passed as `reason`. Text the player typed is clipped and
//! shown in quotes (`worded::quote`) as `text`; the UI renders it as a text node, never as
//! markup. Every match is exhaustive: a new variant does not compile until it has a message.

use crate::link::embed::EmbedError;
use crate::link::paste::PasteError;
use crate::link::pdn::ImportError;
use crate::link::{ShareError, MAX_LEVEL, MAX_MOVES};
use crate::ui::prefs::Lang;
use crate::ui::text::words::{format, message, text, Value};
use crate::ui::text::worded::{quote, LASCA_PIECES_PER_SIDE};
pub use crate::ui::text::worded::Worded;
use damas_engine::lasca::{LascaFenError, LascaMoveError, LascaPdnError, LascaSetupError};
use damas_engine::notation::pdn::{PdnError, MAX_PDN};
use damas_engine::notation::{quoted, QuotedChar, MAX_INPUT};
use damas_engine::{Color, FenError, MoveTextError, Playable, SetupError};

#[cfg(test)]
mod tests;

/// The capital of a clause's first letter: ASCII, Latin-1 (á, é, í, ó, ú, ñ, ü, ç, ã, õ...) and
/// Russian letters are a fixed offset from their capitals (ё aside), so the page carries no
/// Unicode case tables for this. Any other letter (ÿ, œ, ő...) is kept as it is.
const fn capital(c: char) -> char {
    let offset = match c {
        'a'..='z' | 'à'..='ö' | 'ø'..='þ' | 'а'..='я' => 0x20,
        'ё' => 0x50,
        _ => 0,
    };
    match char::from_u32(c as u32 - offset) {
        Some(capital) => capital,
        None => c,
    }
}

/// `text` as a sentence of its own: capital first letter and a full stop.
#[must_use]
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    let Some(first) = chars.next() else { return String::new() };
    let mut out = String::with_capacity(text.len() + 2);
    out.push(capital(first));
    out.push_str(chars.as_str());
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
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

/// A side as the grammar's terms select it (`side: "white"` or `"black"`).
fn side(c: Color) -> Value<'static> {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
    .into()
}

/// `items` as a choice in `lang` ("a or b", "a, b o c"): `error-or` between the first ones,
/// `error-or-last` before the last, given the number it starts with as `next` (Spanish writes
/// "u" before 8 and 11).
fn or_list<S: AsRef<str>>(lang: Lang, items: &[S]) -> String {
    let Some((last, rest)) = items.split_last() else { return String::new() };
    let last = last.as_ref();
    let mut out = String::new();
    for (i, item) in rest.iter().enumerate() {
        if i > 0 {
            out.push_str(text(lang, message!("error-or")));
        }
        out.push_str(item.as_ref());
    }
    if !rest.is_empty() {
        let digits = last.find(|c: char| !c.is_ascii_digit()).unwrap_or(last.len());
        out.push_str(&format(lang, message!("error-or-last"), &[("next", last[..digits].into())]));
    }
    out.push_str(last);
    out
}

/// Why a link (or query) does not describe a game, of any game.
#[must_use]
pub fn share_error<P: Playable>(lang: Lang, e: &ShareError<P>) -> String
where
    P::FenError: Worded,
    P::MoveError: Worded,
{
    // One call of `format` for the errors of one argument (each arm its own call weighed the game
    // page's wasm about 0.2 KB).
    let typed = |t: &str| -> (&'static str, Value<'static>) { ("text", quote(t, 24, true).into()) };
    let (id, arg) = match e {
        ShareError::BadMove { ply, text: t, reason } => {
            return format(lang, message!("error-share-bad-move"), &[("ply", (*ply).into()), typed(t), ("reason", reason.worded(lang).into())]);
        }
        ShareError::BadLevel(t) => return format(lang, message!("error-share-bad-level"), &[typed(t), ("max", MAX_LEVEL.into())]),
        ShareError::TooLong(n) => (message!("error-share-too-long"), ("n", (*n).into())),
        ShareError::BadEncoding(t) => (message!("error-share-bad-encoding"), typed(t)),
        ShareError::UnknownVariant(t) => (message!("error-share-unknown-variant"), typed(t)),
        ShareError::OtherGame(kind) => (message!("error-share-other-game"), ("kind", kind.name().into())),
        ShareError::BadFen(f) => (message!("error-share-bad-fen"), ("reason", f.worded(lang).into())),
        ShareError::AfterEnd { ply } => (message!("error-share-after-end"), ("ply", (*ply).into())),
        ShareError::TooManyMoves(n) => (message!("error-share-too-many-moves"), ("n", (*n).into())),
        ShareError::BadVariation(t) => (message!("error-share-bad-variation"), typed(t)),
        ShareError::BadPly(t) => (message!("error-share-bad-ply"), typed(t)),
        ShareError::BadComputer(t) => (message!("error-share-bad-computer"), typed(t)),
        ShareError::BadSide(t) => (message!("error-share-bad-side"), typed(t)),
        ShareError::BadClock(t) => (message!("error-share-bad-clock"), typed(t)),
        ShareError::BadBallot(t) => (message!("error-share-bad-ballot"), typed(t)),
        ShareError::BadEnd(t) => (message!("error-share-bad-end"), typed(t)),
    };
    format(lang, id, &[arg])
}

/// Why a paste (link, FEN, PDN) opens nothing.
#[must_use]
pub fn paste_error(lang: Lang, e: &PasteError) -> String {
    let q = |t: &str| -> Value<'static> { quote(t, 32, true).into() };
    match e {
        PasteError::Empty => text(lang, message!("error-paste-empty")).into(),
        PasteError::TooLong(n) => format(lang, message!("error-paste-too-long"), &[("n", (*n).into())]),
        PasteError::Link(s) => format(lang, message!("error-paste-link"), &[("reason", share_error(lang, s).into())]),
        PasteError::NoGameInLink => text(lang, message!("error-paste-no-game-in-link")).into(),
        PasteError::LidraughtsPage(p) => format(lang, message!("error-paste-lidraughts-page"), &[("text", q(p))]),
        PasteError::LidraughtsVariant(v) => format(lang, message!("error-paste-lidraughts-variant"), &[("text", q(v))]),
        PasteError::Fen(f) => format(lang, message!("error-paste-fen"), &[("reason", fen_error(lang, f).into())]),
        PasteError::Pdn(p) => format(lang, message!("error-paste-pdn"), &[("reason", pdn_error(lang, p).into())]),
        PasteError::Import(i) => import_error(lang, i),
        PasteError::Unrecognised => text(lang, message!("error-paste-unrecognised")).into(),
    }
}

/// Why an imported PDN game cannot be shown.
#[must_use]
pub fn import_error(lang: Lang, e: &ImportError) -> String {
    match e {
        ImportError::TooManyMoves(n) => {
            format(lang, message!("error-import-too-many-moves"), &[("n", (*n).into()), ("max", MAX_MOVES.into())])
        }
    }
}

/// Why the options of an embedded board are refused. `expected` lists the values allowed in
/// English's punctuation ("a, b or c"): each language joins them with its own "or".
#[must_use]
pub fn embed_error(lang: Lang, e: &EmbedError) -> String {
    match e {
        EmbedError::Query(s) => share_error(lang, s),
        EmbedError::BadValue { key, value, expected } => {
            let values: Vec<&str> = expected.split(" or ").collect();
            let expected = or_list(lang, &values);
            let args = [("key", (*key).into()), ("value", quoted(value).to_string().into()), ("expected", expected.into())];
            format(lang, message!("error-embed-bad-value"), &args)
        }
    }
}

/// What is wrong with a FEN.
#[must_use]
pub fn fen_error(lang: Lang, e: &FenError) -> String {
    // One call of `format` for the errors of one argument, as `share_error`.
    let typed = |t: &str| -> (&'static str, Value<'static>) { ("text", quote(t, 24, true).into()) };
    let (id, arg) = match e {
        FenError::Empty => return text(lang, message!("error-fen-empty")).into(),
        FenError::TooLong(n) => return format(lang, message!("error-fen-too-long"), &[("n", (*n).into()), ("max", MAX_INPUT.into())]),
        FenError::BadSquare { color, text: t } => return format(lang, message!("error-fen-bad-square"), &[typed(t), ("side", side(*color))]),
        FenError::OffBoard { number, max } => {
            return format(lang, message!("error-fen-off-board"), &[("number", (*number).into()), ("max", (*max).into())]);
        }
        FenError::ManOnCrowningRow { color, number } => {
            return format(lang, message!("error-fen-man-on-crowning-row"), &[("side", side(*color)), ("number", (*number).into())]);
        }
        FenError::BadTurn(t) => (message!("error-fen-bad-turn"), typed(t)),
        FenError::UnknownField(t) => (message!("error-fen-unknown-field"), typed(t)),
        FenError::BadRange(t) => (message!("error-fen-bad-range"), typed(t)),
        FenError::Occupied(n) => (message!("error-fen-occupied"), ("number", (*n).into())),
        FenError::BadCounter(t) => (message!("error-fen-bad-counter"), typed(t)),
    };
    format(lang, id, &[arg])
}

/// Why a move text does not name a legal move.
#[must_use]
pub fn move_text_error(lang: Lang, e: &MoveTextError) -> String {
    // One call of `format` for the errors of one argument, as `share_error`.
    let typed = |t: &str| -> (&'static str, Value<'static>) { ("text", quote(t, 24, false).into()) };
    let (id, arg) = match e {
        MoveTextError::Empty => return text(lang, message!("error-move-empty")).into(),
        MoveTextError::Ambiguous { text: t, candidates } => {
            return format(lang, message!("error-move-ambiguous"), &[typed(t), ("choices", or_list(lang, candidates).into())]);
        }
        MoveTextError::TooLong(n) => (message!("error-move-too-long"), ("n", (*n).into())),
        MoveTextError::BadSquare(t) => (message!("error-move-bad-square"), typed(t)),
        MoveTextError::OneSquare(t) => (message!("error-move-one-square"), typed(t)),
        MoveTextError::Illegal(t) => (message!("error-move-illegal"), typed(t)),
    };
    format(lang, id, &[arg])
}

/// What is wrong with a PDN text.
#[must_use]
pub fn pdn_error(lang: Lang, e: &PdnError) -> String {
    let q = |t: &str| -> Value<'static> { quote(t, 40, false).into() };
    match e {
        PdnError::NoGame => text(lang, message!("error-pdn-no-game")).into(),
        PdnError::TooLong(n) => format(lang, message!("error-pdn-too-long"), &[("n", (*n).into()), ("max", MAX_PDN.into())]),
        PdnError::BadTag { game, text } => {
            format(lang, message!("error-pdn-bad-tag"), &[("game", (*game).into()), ("text", q(text))])
        }
        PdnError::Unclosed { game, opener } => format(
            lang,
            message!("error-pdn-unclosed"),
            &[("game", (*game).into()), ("opener", QuotedChar(*opener).to_string().into())],
        ),
        PdnError::UnsupportedGameType { game, value } => {
            format(lang, message!("error-pdn-unsupported-game-type"), &[("game", (*game).into()), ("text", q(value))])
        }
        PdnError::BadFen { game, error } => {
            format(lang, message!("error-pdn-bad-fen"), &[("game", (*game).into()), ("reason", fen_error(lang, error).into())])
        }
        PdnError::IllegalMove { game, number, color, error } => format(
            lang,
            message!("error-pdn-illegal-move"),
            &[
                ("game", (*game).into()),
                ("number", (*number).into()),
                ("side", side(*color)),
                ("reason", move_text_error(lang, error).into()),
            ],
        ),
        PdnError::AfterEnd { game, text } => {
            format(lang, message!("error-pdn-after-end"), &[("game", (*game).into()), ("text", q(text))])
        }
    }
}

/// What is wrong with a Lasca PDN text: its syntax as draughts PDN's, its position and moves as
/// Lasca's.
#[must_use]
pub fn lasca_pdn_error(lang: Lang, e: &LascaPdnError) -> String {
    let q = |t: &str| -> Value<'static> { quote(t, 24, false).into() };
    match e {
        LascaPdnError::Pdn(e) => pdn_error(lang, e),
        LascaPdnError::NotLasca(game) => {
            format(lang, message!("error-lasca-pdn-not-lasca"), &[("game", (*game).into()), ("tag", "[Variant \"Lasca\"]".into())])
        }
        LascaPdnError::BadFen { game, error } => {
            format(lang, message!("error-pdn-bad-fen"), &[("game", (*game).into()), ("reason", lasca_fen_error(lang, error).into())])
        }
        LascaPdnError::IllegalMove { game, number, text } => format(
            lang,
            message!("error-lasca-pdn-illegal-move"),
            &[("game", (*game).into()), ("number", (*number).into()), ("text", q(text))],
        ),
        LascaPdnError::AfterEnd { game, text } => {
            format(lang, message!("error-pdn-after-end"), &[("game", (*game).into()), ("text", q(text))])
        }
    }
}

/// Why a position set up in the editor cannot be played.
#[must_use]
pub fn setup_error(lang: Lang, e: &SetupError) -> String {
    match e {
        SetupError::TooManyPieces { color, count, max } => format(
            lang,
            message!("error-setup-too-many-pieces"),
            &[("side", side(*color)), ("n", (*count).into()), ("max", (*max).into())],
        ),
        SetupError::ManOnCrowningRow { color, number } => {
            format(lang, message!("error-setup-man-on-crowning-row"), &[("side", side(*color)), ("number", (*number).into())])
        }
        SetupError::NoPieces(color) => format(lang, message!("error-setup-no-pieces"), &[("side", side(*color))]),
    }
}

/// What is wrong with a Lasca position text.
#[must_use]
pub fn lasca_fen_error(lang: Lang, e: &LascaFenError) -> String {
    let q = |t: &str| -> Value<'static> { quote(t, 24, false).into() };
    match e {
        LascaFenError::Empty => text(lang, message!("error-lasca-fen-empty")).into(),
        LascaFenError::TooLong(n) => format(lang, message!("error-lasca-fen-too-long"), &[("n", (*n).into())]),
        LascaFenError::BadTurn(t) => format(lang, message!("error-lasca-fen-bad-turn"), &[("text", q(t))]),
        LascaFenError::BadColumn(t) => format(lang, message!("error-lasca-fen-bad-column"), &[("text", q(t))]),
        LascaFenError::BadSquare(t) => format(lang, message!("error-lasca-fen-bad-square"), &[("text", q(t))]),
        LascaFenError::Twice(t) => format(lang, message!("error-lasca-fen-twice"), &[("square", t.as_str().into())]),
        LascaFenError::BadPiece(c) => {
            format(lang, message!("error-lasca-fen-bad-piece"), &[("piece", QuotedChar(*c).to_string().into())])
        }
        LascaFenError::TooMany(color) => {
            format(lang, message!("error-lasca-fen-too-many"), &[("side", side(*color)), ("max", LASCA_PIECES_PER_SIDE.into())])
        }
    }
}

/// Why a Lasca move text is refused.
#[must_use]
pub fn lasca_move_error(lang: Lang, e: &LascaMoveError) -> String {
    let q = |t: &str| -> Value<'static> { quote(t, 24, false).into() };
    match e {
        LascaMoveError::BadSquare(t) => format(lang, message!("error-lasca-move-bad-square"), &[("text", q(t))]),
        LascaMoveError::Illegal(t) => format(lang, message!("error-lasca-move-illegal"), &[("text", q(t))]),
    }
}

/// Why a Lasca position set up in the editor cannot be played.
#[must_use]
pub fn lasca_setup_error(lang: Lang, e: &LascaSetupError) -> String {
    match e {
        LascaSetupError::TooMany { color, count } => format(
            lang,
            message!("error-lasca-setup-too-many"),
            &[("side", side(*color)), ("n", (*count).into()), ("max", LASCA_PIECES_PER_SIDE.into())],
        ),
        LascaSetupError::SoldierOnCrowningRow { color, square } => format(
            lang,
            message!("error-lasca-setup-soldier-on-crowning-row"),
            &[("side", side(*color)), ("square", square.as_str().into())],
        ),
        LascaSetupError::NoColumn(color) => format(lang, message!("error-lasca-setup-no-column"), &[("side", side(*color))]),
    }
}
