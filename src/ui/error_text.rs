//! Every typed error of the links, pastes, embeds, parsers and editors, worded in the player's
//! language. Native, unit-tested.
//!
//! Each function gives a clause worded like the error's `Display` (lower-case start, no full stop)
//! so it drops into the callers' framing sentences ("Could not open it: …."); [`sentence`] makes
//! one stand alone. The English text is the error's own `Display` (one wording, kept with the
//! error); the Portuguese one is written here, for a Brazilian player. Nested errors are worded in the same language. Text the player typed is
//! clipped as the `Display` impls clip it and shown in quotes; the UI renders it as a text node,
//! never as markup. Every match is exhaustive: a new variant does not compile until it is worded.

use super::names::game_name;
use super::prefs::Lang;
use crate::share::embed::EmbedError;
use crate::share::paste::PasteError;
use crate::share::pdn::ImportError;
use crate::share::{ShareError, MAX_LEVEL, MAX_MOVES};
use damas_engine::lasca::{LascaFenError, LascaMoveError, LascaSetupError};
use damas_engine::notation::pdn::{PdnError, MAX_PDN};
use damas_engine::notation::{quoted, quoted_clip, quoted_cut, QuotedChar, MAX_INPUT};
use damas_engine::{Color, FenError, MoveTextError, Playable, SetupError};

/// Pieces a Lasca side owns (the engine's `lasca::setup::PIECES_PER_SIDE`, which it does not export).
const PIECES_PER_SIDE: u32 = 11;

/// The first `n` characters of `s` in quotes, with `…` when `ellipsis` and something was cut.
fn quote(s: &str, n: usize, ellipsis: bool) -> String {
    let q = if ellipsis { quoted_clip(s, n) } else { quoted_cut(s, n) };
    q.to_string()
}

/// A side, as a subject: "white" / "as brancas".
const fn side(lang: Lang, c: Color) -> &'static str {
    match (lang, c) {
        (Lang::En, Color::White) => "white",
        (Lang::En, Color::Black) => "black",
        (Lang::Pt, Color::White) => "as brancas",
        (Lang::Pt, Color::Black) => "as pretas",
    }
}

/// A side's pieces: "brancas" / "pretas" (Portuguese only: "peças brancas", "(pretas)").
const fn colour_pt(c: Color) -> &'static str {
    match c {
        Color::White => "brancas",
        Color::Black => "pretas",
    }
}

/// `text` as a sentence of its own: capital first letter and a full stop.
#[must_use]
pub fn sentence(text: &str) -> String {
    if text.is_empty() {
        return String::new();
    }
    // Every clause starts with an ASCII letter: no Unicode case tables in the page for this.
    let mut out = text.to_string();
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
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

/// Why a paste (link, FEN, PDN) opens nothing.
#[must_use]
pub fn paste_error(lang: Lang, e: &PasteError) -> String {
    match lang {
        Lang::En => e.to_string(),
        Lang::Pt => paste_error_pt(e),
    }
}

fn paste_error_pt(e: &PasteError) -> String {
    let lang = Lang::Pt;
    let q = |t: &str| quote(t, 32, true);
    match e {
        PasteError::Empty => "nada para abrir: cole um link, uma FEN ou uma partida em PDN".into(),
        PasteError::TooLong(n) => format!("o texto é longo demais ({n} bytes)"),
        PasteError::Link(s) => format!("o link não descreve uma partida válida: {}", share_error(lang, s)),
        PasteError::NoGameInLink => "este endereço não contém nenhuma partida (nem posição, nem lances)".into(),
        PasteError::LidraughtsPage(p) => format!(
            "só links de análise do lidraughts podem ser abertos (/analysis/<modalidade>/<FEN>), não {}; \
             para uma partida, cole o PDN exportado dela",
            q(p)
        ),
        PasteError::LidraughtsVariant(v) => {
            format!("a modalidade {} do lidraughts não é jogada no damas", q(v))
        }
        PasteError::Fen(f) => format!("FEN inválida: {}", fen_error(lang, f)),
        PasteError::Pdn(p) => format!("PDN inválido: {}", pdn_error(lang, p)),
        PasteError::Import(i) => import_error(lang, i),
        PasteError::Unrecognised => {
            "não é um link, nem uma FEN (como W:W21,22:B1,2), nem uma partida em PDN (como 1. 22-18 11-15)".into()
        }
    }
}

/// Why an imported PDN game cannot be shown.
#[must_use]
pub fn import_error(lang: Lang, e: &ImportError) -> String {
    match lang {
        Lang::En => e.to_string(),
        Lang::Pt => import_error_pt(e),
    }
}

fn import_error_pt(e: &ImportError) -> String {
    match e {
        ImportError::TooManyMoves(n) => {
            format!("a partida tem {n} lances; no máximo {MAX_MOVES} são guardados")
        }
    }
}

/// Why the options of an embedded board are refused.
#[must_use]
pub fn embed_error(lang: Lang, e: &EmbedError) -> String {
    match lang {
        Lang::En => e.to_string(),
        Lang::Pt => embed_error_pt(e),
    }
}

fn embed_error_pt(e: &EmbedError) -> String {
    match e {
        EmbedError::Query(s) => share_error(Lang::Pt, s),
        EmbedError::BadValue { key, value, expected } => {
            format!("valor inválido {} para {key}: use {}", quoted(value), expected.replace(" or ", " ou "))
        }
    }
}

/// What is wrong with a FEN.
#[must_use]
pub fn fen_error(lang: Lang, e: &FenError) -> String {
    match lang {
        Lang::En => e.to_string(),
        Lang::Pt => fen_error_pt(e),
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

/// The colour of a man (feminine: "pedra branca").
const fn man_pt(c: Color) -> &'static str {
    match c {
        Color::White => "branca",
        Color::Black => "preta",
    }
}

/// Why a move text does not name a legal move.
#[must_use]
pub fn move_text_error(lang: Lang, e: &MoveTextError) -> String {
    match lang {
        Lang::En => e.to_string(),
        Lang::Pt => move_text_error_pt(e),
    }
}

fn move_text_error_pt(e: &MoveTextError) -> String {
    let q = |t: &str| quote(t, 24, false);
    match e {
        MoveTextError::Empty => "nenhum lance informado".into(),
        MoveTextError::TooLong(n) => format!("um lance de {n} caracteres é longo demais"),
        MoveTextError::BadSquare(t) => format!("não foi possível ler a casa {}", q(t)),
        MoveTextError::OneSquare(t) => {
            format!("o lance {} precisa de uma casa de partida e uma de chegada", q(t))
        }
        MoveTextError::Illegal(t) => format!("{} não é um lance válido aqui", q(t)),
        MoveTextError::Ambiguous { text, candidates } => {
            format!("{} é ambíguo: pode ser {}", q(text), candidates.join(" ou "))
        }
    }
}

/// What is wrong with a PDN text.
#[must_use]
pub fn pdn_error(lang: Lang, e: &PdnError) -> String {
    match lang {
        Lang::En => e.to_string(),
        Lang::Pt => pdn_error_pt(e),
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

/// Why a position set up in the editor cannot be played.
#[must_use]
pub fn setup_error(lang: Lang, e: &SetupError) -> String {
    match lang {
        Lang::En => e.to_string(),
        Lang::Pt => setup_error_pt(e),
    }
}

fn setup_error_pt(e: &SetupError) -> String {
    let lang = Lang::Pt;
    match e {
        SetupError::TooManyPieces { color, count, max } => {
            format!("{} têm {count} peças; cada lado tem no máximo {max}", side(lang, *color))
        }
        SetupError::ManOnCrowningRow { color, number } => {
            format!("uma pedra {} na {number} está na linha de coroação; faça dela uma dama", man_pt(*color))
        }
        SetupError::NoPieces(color) => format!("{} não têm peças", side(lang, *color)),
    }
}

/// What is wrong with a Lasca position text.
#[must_use]
pub fn lasca_fen_error(lang: Lang, e: &LascaFenError) -> String {
    match lang {
        Lang::En => e.to_string(),
        Lang::Pt => lasca_fen_error_pt(e),
    }
}

fn lasca_fen_error_pt(e: &LascaFenError) -> String {
    let lang = Lang::Pt;
    let q = |t: &str| quote(t, 24, false);
    match e {
        LascaFenError::Empty => "a posição está vazia".into(),
        LascaFenError::TooLong(n) => format!("uma posição de {n} caracteres é longa demais"),
        LascaFenError::BadTurn(t) => format!("a posição deve começar com W ou B, não com {}", q(t)),
        LascaFenError::BadColumn(t) => format!("a coluna {} não está na forma a1=wbW", q(t)),
        LascaFenError::BadSquare(t) => format!("{} não é uma casa jogável da Lasca", q(t)),
        LascaFenError::Twice(t) => format!("a casa {t} aparece duas vezes"),
        LascaFenError::BadPiece(c) => format!("peça desconhecida {}: use w, W, b ou B", QuotedChar(*c)),
        LascaFenError::TooMany(color) => format!("{} têm mais de 11 peças", side(lang, *color)),
    }
}

/// Why a Lasca move text is refused.
#[must_use]
pub fn lasca_move_error(lang: Lang, e: &LascaMoveError) -> String {
    match lang {
        Lang::En => e.to_string(),
        Lang::Pt => lasca_move_error_pt(e),
    }
}

fn lasca_move_error_pt(e: &LascaMoveError) -> String {
    let q = |t: &str| quote(t, 24, false);
    match e {
        LascaMoveError::BadSquare(t) => format!("não foi possível ler a casa {}", q(t)),
        LascaMoveError::Illegal(t) => format!("{} não é um lance válido aqui", q(t)),
    }
}

/// Why a Lasca position set up in the editor cannot be played.
#[must_use]
pub fn lasca_setup_error(lang: Lang, e: &LascaSetupError) -> String {
    match lang {
        Lang::En => e.to_string(),
        Lang::Pt => lasca_setup_error_pt(e),
    }
}

fn lasca_setup_error_pt(e: &LascaSetupError) -> String {
    let lang = Lang::Pt;
    match e {
        LascaSetupError::TooMany { color, count } => {
            format!("{} têm {count} peças; cada lado tem {PIECES_PER_SIDE}", side(lang, *color))
        }
        LascaSetupError::SoldierOnCrowningRow { color, square } => {
            let c = match color {
                Color::White => "branco",
                Color::Black => "preto",
            };
            format!("o soldado {c} em {square} já teria sido promovido")
        }
        LascaSetupError::NoColumn(color) => format!("{} não comandam nenhuma coluna", side(lang, *color)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::lasca::LascaPosition;
    use damas_engine::Position;

    const LONG: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    const GIVE_AWAY: [&str; 7] = [" the ", " is ", "cannot", "bad ", "move ", "square", "unknown"];

    fn fens() -> Vec<FenError> {
        vec![
            FenError::Empty,
            FenError::TooLong(5000),
            FenError::BadTurn("X".into()),
            FenError::UnknownField("Q1".into()),
            FenError::BadSquare { color: Color::White, text: "z9".into() },
            FenError::OffBoard { number: 99, max: 32 },
            FenError::BadRange("9-1".into()),
            FenError::Occupied(22),
            FenError::ManOnCrowningRow { color: Color::Black, number: 30 },
            FenError::BadCounter("Hx".into()),
        ]
    }

    fn move_texts() -> Vec<MoveTextError> {
        vec![
            MoveTextError::Empty,
            MoveTextError::TooLong(99),
            MoveTextError::BadSquare("99".into()),
            MoveTextError::OneSquare("22".into()),
            MoveTextError::Illegal("22-21".into()),
            MoveTextError::Ambiguous { text: "28x10".into(), candidates: vec!["28x19x10".into(), "28x17x10".into()] },
        ]
    }

    fn pdns() -> Vec<PdnError> {
        let mut out = vec![
            PdnError::NoGame,
            PdnError::TooLong(5 << 20),
            PdnError::BadTag { game: 1, text: "[Event".into() },
            PdnError::Unclosed { game: 2, opener: '{' },
            PdnError::UnsupportedGameType { game: 1, value: "99".into() },
            PdnError::AfterEnd { game: 1, text: "1-5".into() },
        ];
        out.extend(fens().into_iter().map(|error| PdnError::BadFen { game: 1, error }));
        out.extend(move_texts().into_iter().map(|error| PdnError::IllegalMove { game: 1, number: 2, color: Color::Black, error }));
        out
    }

    fn shares() -> Vec<ShareError> {
        let mut out = vec![
            ShareError::TooLong(20000),
            ShareError::BadEncoding("%zz".into()),
            ShareError::UnknownVariant("chess".into()),
            ShareError::AfterEnd { ply: 3 },
            ShareError::TooManyMoves(2001),
            ShareError::BadPly("x".into()),
            ShareError::BadComputer("red".into()),
            ShareError::BadLevel("0".into()),
            ShareError::BadSide("up".into()),
            ShareError::OtherGame(damas_engine::GameKind::Lasca),
        ];
        out.extend(fens().into_iter().map(ShareError::BadFen));
        out.extend(move_texts().into_iter().map(|reason| ShareError::BadMove { ply: 2, text: "99-1".into(), reason }));
        out
    }

    fn pastes() -> Vec<PasteError> {
        let mut out = vec![
            PasteError::Empty,
            PasteError::TooLong(5 << 20),
            PasteError::NoGameInLink,
            PasteError::LidraughtsPage("/abcdef".into()),
            PasteError::LidraughtsVariant("frisian".into()),
            PasteError::Import(ImportError::TooManyMoves(3000)),
            PasteError::Unrecognised,
        ];
        out.extend(shares().into_iter().map(PasteError::Link));
        out.extend(fens().into_iter().map(PasteError::Fen));
        out.extend(pdns().into_iter().map(PasteError::Pdn));
        out
    }

    fn embeds() -> Vec<EmbedError> {
        let mut out = vec![
            EmbedError::BadValue { key: "theme", value: "pink".into(), expected: "light or dark" },
            EmbedError::BadValue { key: "orientation", value: "up".into(), expected: "white or black" },
            EmbedError::BadValue { key: "controls", value: "2".into(), expected: "1 or 0" },
        ];
        out.extend(shares().into_iter().map(EmbedError::Query));
        out
    }

    fn setups() -> Vec<SetupError> {
        vec![
            SetupError::TooManyPieces { color: Color::White, count: 13, max: 12 },
            SetupError::ManOnCrowningRow { color: Color::White, number: 2 },
            SetupError::NoPieces(Color::Black),
        ]
    }

    fn lasca_fens() -> Vec<LascaFenError> {
        vec![
            LascaFenError::Empty,
            LascaFenError::TooLong(5000),
            LascaFenError::BadTurn("X".into()),
            LascaFenError::BadColumn("c3".into()),
            LascaFenError::BadSquare("z9".into()),
            LascaFenError::Twice("c3".into()),
            LascaFenError::BadPiece('k'),
            LascaFenError::TooMany(Color::White),
        ]
    }

    fn lasca_moves() -> Vec<LascaMoveError> {
        vec![LascaMoveError::BadSquare("z9".into()), LascaMoveError::Illegal("c3-c4".into())]
    }

    fn lasca_setups() -> Vec<LascaSetupError> {
        vec![
            LascaSetupError::TooMany { color: Color::Black, count: 12 },
            LascaSetupError::SoldierOnCrowningRow { color: Color::White, square: "a7".into() },
            LascaSetupError::NoColumn(Color::Black),
        ]
    }

    /// Every link error as the Lasca page meets it, with Lasca's own FEN and move errors inside.
    fn lasca_shares() -> Vec<ShareError<LascaPosition>> {
        let mut out = vec![
            ShareError::TooLong(20000),
            ShareError::BadEncoding("%zz".into()),
            ShareError::UnknownVariant("chess".into()),
            ShareError::AfterEnd { ply: 9 },
            ShareError::TooManyMoves(2001),
            ShareError::BadPly("-1".into()),
            ShareError::BadComputer("red".into()),
            ShareError::BadLevel("12".into()),
            ShareError::BadSide("up".into()),
            ShareError::OtherGame(damas_engine::GameKind::Draughts(damas_engine::Variant::Russian)),
        ];
        out.extend(lasca_fens().into_iter().map(ShareError::BadFen));
        out.extend(lasca_moves().into_iter().map(|reason| ShareError::BadMove { ply: 2, text: "c3-c4".into(), reason }));
        out
    }

    /// English is the `Display` text; Portuguese is another text, free of English give-aways.
    fn check<E: std::fmt::Display + std::fmt::Debug>(errors: &[E], word: fn(Lang, &E) -> String) {
        for e in errors {
            let (en, pt) = (word(Lang::En, e), word(Lang::Pt, e));
            assert!(!en.is_empty() && !pt.is_empty(), "{e:?}");
            assert_eq!(en, e.to_string(), "{e:?}");
            assert_ne!(pt, en, "{e:?}");
            let spaced = format!(" {pt} ");
            for w in GIVE_AWAY {
                assert!(!spaced.contains(w), "{w:?} in {pt:?}");
            }
        }
    }

    #[test]
    fn every_error_reads_in_both_languages() {
        check(&shares(), share_error);
        check(&pastes(), paste_error);
        check(&embeds(), embed_error);
        check(&[ImportError::TooManyMoves(3000)], import_error);
        check(&fens(), fen_error);
        check(&move_texts(), move_text_error);
        check(&pdns(), pdn_error);
        check(&setups(), setup_error);
        check(&lasca_fens(), lasca_fen_error);
        check(&lasca_moves(), lasca_move_error);
        check(&lasca_setups(), lasca_setup_error);
        check(&lasca_shares(), share_error);
    }

    fn lasca_move(reason: LascaMoveError) -> ShareError<LascaPosition> {
        ShareError::BadMove { ply: 1, text: LONG.into(), reason }
    }

    #[test]
    fn typed_text_is_clipped_and_quoted() {
        // Each family clips where its `Display` does: 24 characters (with `…` for links and FEN),
        // 32 for pastes, 40 for PDN.
        let cases: Vec<(String, usize, bool)> = vec![
            (share_error(Lang::Pt, &ShareError::<Position>::UnknownVariant(LONG.into())), 24, true),
            (fen_error(Lang::Pt, &FenError::BadTurn(LONG.into())), 24, true),
            (move_text_error(Lang::Pt, &MoveTextError::Illegal(LONG.into())), 24, false),
            (paste_error(Lang::Pt, &PasteError::LidraughtsVariant(LONG.into())), 32, true),
            (pdn_error(Lang::Pt, &PdnError::BadTag { game: 1, text: LONG.into() }), 40, false),
            (lasca_fen_error(Lang::Pt, &LascaFenError::BadColumn(LONG.into())), 24, false),
            (lasca_move_error(Lang::Pt, &LascaMoveError::Illegal(LONG.into())), 24, false),
            (share_error(Lang::Pt, &lasca_move(LascaMoveError::Illegal("c3-c4".into()))), 24, true),
        ];
        for (text, n, ellipsis) in cases {
            let clipped: String = LONG.chars().take(n).collect();
            let expected = if ellipsis { format!("\"{clipped}…\"") } else { format!("\"{clipped}\"") };
            assert!(text.contains(&expected), "{text}");
            assert!(!text.contains(&LONG[..=n]), "{text}");
        }
        // Markup stays text, in quotes; quotes inside are escaped.
        let e = ShareError::<Position>::UnknownVariant("<b>\"x\"</b>".into());
        assert_eq!(share_error(Lang::Pt, &e), "modalidade desconhecida \"<b>\\\"x\\\"</b>\"");
        assert_eq!(share_error(Lang::En, &e), e.to_string());
    }

    #[test]
    fn nested_errors_keep_the_language() {
        let e = PasteError::Link(ShareError::BadMove { ply: 2, text: "99-1".into(), reason: MoveTextError::BadSquare("99".into()) });
        assert_eq!(
            paste_error(Lang::Pt, &e),
            "o link não descreve uma partida válida: o lance 2 (\"99-1\") não pode ser jogado: não foi possível ler a casa \"99\""
        );
        let e = ShareError::<Position>::BadFen(FenError::BadTurn("garbage".into()));
        assert_eq!(share_error(Lang::Pt, &e), "posição inicial inválida: a FEN deve começar com W ou B (o lado que joga), não com \"garbage\"");
        // A Lasca link's errors are worded with Lasca's own.
        let e = ShareError::<LascaPosition>::BadFen(LascaFenError::BadSquare("z9".into()));
        assert_eq!(share_error(Lang::Pt, &e), "posição inicial inválida: \"z9\" não é uma casa jogável da Lasca");
        let e = lasca_move(LascaMoveError::Illegal("c3-c4".into()));
        assert!(share_error(Lang::Pt, &e).ends_with("não pode ser jogado: \"c3-c4\" não é um lance válido aqui"));
        let e = PdnError::IllegalMove { game: 1, number: 1, color: Color::Black, error: MoveTextError::Illegal("a5xc3".into()) };
        assert_eq!(pdn_error(Lang::Pt, &e), "partida 1: lance 1 (pretas): \"a5xc3\" não é um lance válido aqui");
        assert_eq!(sentence(&lasca_setup_error(Lang::Pt, &LascaSetupError::NoColumn(Color::White))), "As brancas não comandam nenhuma coluna.");
        assert_eq!(sentence(""), "");
        assert_eq!(sentence("ok."), "Ok.");
        // A first letter outside ASCII is kept as it is, never split.
        assert_eq!(sentence("é isso"), "é isso.");
    }
}
