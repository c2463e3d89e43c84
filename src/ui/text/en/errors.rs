//! Every typed error of the links, pastes, embeds, parsers and editors, worded in English: clauses
//! with a lower-case start and no full stop, so they drop into the callers' framing sentences
//! ("Could not open it: …."). The page's English; the engine's `Display` impls, which the CLI
//! prints, say the same.

use super::grammar::colour;
use crate::link::embed::EmbedError;
use crate::link::paste::PasteError;
use crate::link::pdn::ImportError;
use crate::link::{ShareError, MAX_LEVEL, MAX_MOVES};
use crate::ui::prefs::Lang;
use crate::ui::text::worded::{quote, Worded, LASCA_PIECES_PER_SIDE as PIECES_PER_SIDE};
use damas_engine::lasca::{LascaFenError, LascaMoveError, LascaSetupError};
use damas_engine::notation::pdn::{PdnError, MAX_PDN};
use damas_engine::notation::{quoted, QuotedChar, MAX_INPUT};
use damas_engine::{FenError, GameKind, MoveTextError, Playable, SetupError, Variant};

/// A game in "this is a … game".
const fn game_word(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Draughts(Variant::Brazilian) => "Brazilian",
        GameKind::Draughts(Variant::Russian) => "Russian",
        GameKind::Draughts(Variant::English) => "English",
        GameKind::Draughts(Variant::International) => "International",
        GameKind::Draughts(Variant::Turkish) => "Turkish",
        GameKind::Lasca => "Lasca",
    }
}

/// Why a link (or query) does not describe a game, of any game.
pub fn share_error<P: Playable>(e: &ShareError<P>) -> String
where
    P::FenError: Worded,
    P::MoveError: Worded,
{
    let q = |t: &str| quote(t, 24, true);
    match e {
        ShareError::TooLong(n) => format!("the link is too long ({n} characters)"),
        ShareError::BadEncoding(t) => format!("the link is not properly encoded near {}", q(t)),
        ShareError::UnknownVariant(t) => format!("unknown variant {}", q(t)),
        ShareError::OtherGame(kind) => format!("this is a {} game, which opens on its own page", game_word(*kind)),
        ShareError::BadFen(f) => format!("bad start position: {}", f.worded(Lang::En)),
        ShareError::BadMove { ply, text, reason } => {
            format!("move {ply} ({}) cannot be played: {}", q(text), reason.worded(Lang::En))
        }
        ShareError::AfterEnd { ply } => format!("move {ply} comes after the end of the game"),
        ShareError::TooManyMoves(n) => format!("too many moves ({n})"),
        ShareError::BadVariation(t) => format!("the brackets of the variations in {} do not pair", q(t)),
        ShareError::BadPly(t) => format!("bad ply {}", q(t)),
        ShareError::BadComputer(t) => format!("bad computer side {}: expected white or black", q(t)),
        ShareError::BadLevel(t) => format!("bad level {}: expected 1 to {MAX_LEVEL}", q(t)),
        ShareError::BadSide(t) => format!("bad side {}: expected white or black", q(t)),
        ShareError::BadClock(t) => {
            format!("bad clock {}: expected minutes+seconds such as 5+3, and times left in milliseconds", q(t))
        }
        ShareError::BadBallot(t) => {
            format!("bad ballot {}: expected random or one of this variant's ballot openings, played first", q(t))
        }
        ShareError::BadEnd(t) => {
            format!("bad end {}: expected white-resigned, black-resigned, draw-agreed, white-flagged or black-flagged", q(t))
        }
    }
}

/// Why a paste (link, FEN, PDN) opens nothing.
pub fn paste_error(e: &PasteError) -> String {
    let q = |t: &str| quote(t, 32, true);
    match e {
        PasteError::Empty => "nothing to open: paste a link, a FEN or a PDN game".into(),
        PasteError::TooLong(n) => format!("the text is too long ({n} bytes)"),
        PasteError::Link(s) => format!("the link does not describe a valid game: {}", share_error(s)),
        PasteError::NoGameInLink => "this web address holds no game (no position, no moves)".into(),
        PasteError::LidraughtsPage(p) => format!(
            "only lidraughts analysis links can be opened (/analysis/<variant>/<FEN>), not {}; for a game, paste its PDN export",
            q(p)
        ),
        PasteError::LidraughtsVariant(v) => format!("the lidraughts variant {} is not one damas plays", q(v)),
        PasteError::Fen(f) => format!("bad FEN: {}", fen_error(f)),
        PasteError::Pdn(p) => format!("bad PDN: {}", pdn_error(p)),
        PasteError::Import(i) => import_error(i),
        PasteError::Unrecognised => "not a link, a FEN (like W:W21,22:B1,2) or a PDN game (like 1. 22-18 11-15)".into(),
    }
}

/// Why an imported PDN game cannot be shown.
pub fn import_error(e: &ImportError) -> String {
    match e {
        ImportError::TooManyMoves(n) => format!("the game has {n} moves; at most {MAX_MOVES} are kept"),
    }
}

/// Why the options of an embedded board are refused.
pub fn embed_error(e: &EmbedError) -> String {
    match e {
        EmbedError::Query(s) => share_error(s),
        EmbedError::BadValue { key, value, expected } => format!("bad {key} {}: expected {expected}", quoted(value)),
    }
}

/// What is wrong with a FEN.
pub fn fen_error(e: &FenError) -> String {
    let q = |t: &str| quote(t, 24, true);
    match e {
        FenError::Empty => "the FEN is empty".into(),
        FenError::TooLong(n) => format!("the FEN is {n} characters long; at most {MAX_INPUT} are read"),
        FenError::BadTurn(t) => format!("the FEN must start with W or B (the side to move), not {}", q(t)),
        FenError::UnknownField(t) => format!("unknown FEN field {}: fields start with W, B, H or F", q(t)),
        FenError::BadSquare { color, text } => format!("cannot read square {} in the {} pieces", q(text), colour(*color)),
        FenError::OffBoard { number, max } => format!("square {number} is off the board (squares are 1 to {max})"),
        FenError::BadRange(t) => format!("bad square range {}", q(t)),
        FenError::Occupied(n) => format!("square {n} is given twice"),
        FenError::ManOnCrowningRow { color, number } => {
            format!("a {} man on {number} stands on its crowning row; it would be a king", colour(*color))
        }
        FenError::BadCounter(t) => format!("bad move counter {}", q(t)),
    }
}

/// Why a move text does not name a legal move.
pub fn move_text_error(e: &MoveTextError) -> String {
    let q = |t: &str| quote(t, 24, false);
    match e {
        MoveTextError::Empty => "no move given".into(),
        MoveTextError::TooLong(n) => format!("a move of {n} characters is too long"),
        MoveTextError::BadSquare(t) => format!("cannot read square {}", q(t)),
        MoveTextError::OneSquare(t) => format!("move {} needs a start and an end square", q(t)),
        MoveTextError::Illegal(t) => format!("{} is not a legal move here", q(t)),
        MoveTextError::Ambiguous { text, candidates } => {
            format!("{} is ambiguous: it could be {}", q(text), candidates.join(" or "))
        }
    }
}

/// What is wrong with a PDN text.
pub fn pdn_error(e: &PdnError) -> String {
    let q = |t: &str| quote(t, 40, false);
    match e {
        PdnError::NoGame => "no game found in the PDN".into(),
        PdnError::TooLong(n) => format!("the PDN is {n} bytes; at most {MAX_PDN} are read"),
        PdnError::BadTag { game, text } => format!("game {game}: bad tag {}", q(text)),
        PdnError::Unclosed { game, opener } => format!("game {game}: a {} is never closed", QuotedChar(*opener)),
        PdnError::UnsupportedGameType { game, value } => {
            format!("game {game}: GameType {} is not a game damas plays", q(value))
        }
        PdnError::BadFen { game, error } => format!("game {game}: bad FEN tag: {}", fen_error(error)),
        PdnError::IllegalMove { game, number, color, error } => {
            format!("game {game}: move {number} ({}): {}", colour(*color), move_text_error(error))
        }
        PdnError::AfterEnd { game, text } => format!("game {game}: move {} comes after the game ended", q(text)),
    }
}

/// Why a position set up in the editor cannot be played.
pub fn setup_error(e: &SetupError) -> String {
    match e {
        SetupError::TooManyPieces { color, count, max } => {
            format!("{} has {count} pieces; a side has at most {max}", colour(*color))
        }
        SetupError::ManOnCrowningRow { color, number } => {
            format!("a {} man on {number} stands on its crowning row; make it a king", colour(*color))
        }
        SetupError::NoPieces(color) => format!("{} has no pieces", colour(*color)),
    }
}

/// What is wrong with a Lasca position text.
pub fn lasca_fen_error(e: &LascaFenError) -> String {
    let q = |t: &str| quote(t, 24, false);
    match e {
        LascaFenError::Empty => "the position is empty".into(),
        LascaFenError::TooLong(n) => format!("a position of {n} characters is too long"),
        LascaFenError::BadTurn(t) => format!("the position must start with W or B, not {}", q(t)),
        LascaFenError::BadColumn(t) => format!("column {} is not of the form a1=wbW", q(t)),
        LascaFenError::BadSquare(t) => format!("{} is not a playable Lasca square", q(t)),
        LascaFenError::Twice(t) => format!("square {t} is given twice"),
        LascaFenError::BadPiece(c) => format!("unknown piece {}: use w, W, b or B", QuotedChar(*c)),
        LascaFenError::TooMany(color) => format!("{} has more than {PIECES_PER_SIDE} pieces", colour(*color)),
    }
}

/// Why a Lasca move text is refused.
pub fn lasca_move_error(e: &LascaMoveError) -> String {
    let q = |t: &str| quote(t, 24, false);
    match e {
        LascaMoveError::BadSquare(t) => format!("cannot read square {}", q(t)),
        LascaMoveError::Illegal(t) => format!("{} is not a legal move here", q(t)),
    }
}

/// Why a Lasca position set up in the editor cannot be played.
pub fn lasca_setup_error(e: &LascaSetupError) -> String {
    match e {
        LascaSetupError::TooMany { color, count } => {
            format!("{} has {count} pieces; a side has {PIECES_PER_SIDE}", colour(*color))
        }
        LascaSetupError::SoldierOnCrowningRow { color, square } => {
            format!("the {} soldier on {square} would have been promoted", colour(*color))
        }
        LascaSetupError::NoColumn(color) => format!("{} commands no column", colour(*color)),
    }
}
