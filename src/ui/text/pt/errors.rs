//! Every typed error of the links, pastes, embeds, parsers and editors, worded in Brazilian
//! Portuguese: clauses with a lower-case start and no full stop, so they drop into the callers'
//! framing sentences ("Não foi possível abrir: …."). Nested errors are worded in Portuguese too.

use super::grammar::{colour, man, side_subject, soldier};
use super::names::game_name;
use crate::link::embed::EmbedError;
use crate::link::paste::PasteError;
use crate::link::pdn::ImportError;
use crate::link::{ShareError, MAX_LEVEL, MAX_MOVES};
use crate::ui::prefs::Lang;
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
        ShareError::TooLong(n) => format!("o link é longo demais ({n} caracteres)"),
        ShareError::BadEncoding(t) => format!("o link está mal codificado perto de {}", q(t)),
        ShareError::UnknownVariant(t) => format!("modalidade desconhecida {}", q(t)),
        ShareError::BadFen(f) => format!("posição inicial inválida: {}", f.worded(Lang::Pt)),
        ShareError::BadMove { ply, text, reason } => {
            format!("o lance {ply} ({}) não pode ser jogado: {}", q(text), reason.worded(Lang::Pt))
        }
        ShareError::AfterEnd { ply } => format!("o lance {ply} vem depois do fim da partida"),
        ShareError::TooManyMoves(n) => format!("lances demais ({n})"),
        ShareError::BadVariation(t) => format!("os parênteses das variantes em {} não fecham", q(t)),
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
            format!("esta é uma partida de {}, que abre na sua própria página", game_name(*kind))
        }
    }
}

/// Why a paste (link, FEN, PDN) opens nothing.
pub fn paste_error(e: &PasteError) -> String {
    let q = |t: &str| quote(t, 32, true);
    match e {
        PasteError::Empty => "nada para abrir: cole um link, uma FEN ou uma partida em PDN".into(),
        PasteError::TooLong(n) => format!("o texto é longo demais ({n} bytes)"),
        PasteError::Link(s) => format!("o link não descreve uma partida válida: {}", share_error(s)),
        PasteError::NoGameInLink => "este endereço não contém nenhuma partida (nem posição, nem lances)".into(),
        PasteError::LidraughtsPage(p) => format!(
            "só links de análise do lidraughts podem ser abertos (/analysis/<modalidade>/<FEN>), não {}; \
             para uma partida, cole o PDN exportado dela",
            q(p)
        ),
        PasteError::LidraughtsVariant(v) => format!("a modalidade {} do lidraughts não é jogada no damas", q(v)),
        PasteError::Fen(f) => format!("FEN inválida: {}", fen_error(f)),
        PasteError::Pdn(p) => format!("PDN inválido: {}", pdn_error(p)),
        PasteError::Import(i) => import_error(i),
        PasteError::Unrecognised => {
            "não é um link, nem uma FEN (como W:W21,22:B1,2), nem uma partida em PDN (como 1. 22-18 11-15)".into()
        }
    }
}

/// Why an imported PDN game cannot be shown.
pub fn import_error(e: &ImportError) -> String {
    match e {
        ImportError::TooManyMoves(n) => format!("a partida tem {n} lances; no máximo {MAX_MOVES} são guardados"),
    }
}

/// Why the options of an embedded board are refused.
pub fn embed_error(e: &EmbedError) -> String {
    match e {
        EmbedError::Query(s) => share_error(s),
        EmbedError::BadValue { key, value, expected } => {
            format!("valor inválido {} para {key}: use {}", quoted(value), expected.replace(" or ", " ou "))
        }
    }
}

/// What is wrong with a FEN.
pub fn fen_error(e: &FenError) -> String {
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
            format!("não foi possível ler a casa {} nas peças {}", q(text), colour(*color))
        }
        FenError::OffBoard { number, max } => {
            format!("a casa {number} fica fora do tabuleiro (as casas vão de 1 a {max})")
        }
        FenError::BadRange(t) => format!("intervalo de casas inválido {}", q(t)),
        FenError::Occupied(n) => format!("a casa {n} aparece duas vezes"),
        FenError::ManOnCrowningRow { color, number } => {
            format!("uma pedra {} na {number} está na linha de coroação; ela já seria dama", man(*color))
        }
        FenError::BadCounter(t) => format!("contador de lances inválido {}", q(t)),
    }
}

/// Why a move text does not name a legal move.
pub fn move_text_error(e: &MoveTextError) -> String {
    let q = |t: &str| quote(t, 24, false);
    match e {
        MoveTextError::Empty => "nenhum lance informado".into(),
        MoveTextError::TooLong(n) => format!("um lance de {n} caracteres é longo demais"),
        MoveTextError::BadSquare(t) => format!("não foi possível ler a casa {}", q(t)),
        MoveTextError::OneSquare(t) => format!("o lance {} precisa de uma casa de partida e uma de chegada", q(t)),
        MoveTextError::Illegal(t) => format!("{} não é um lance válido aqui", q(t)),
        MoveTextError::Ambiguous { text, candidates } => {
            format!("{} é ambíguo: pode ser {}", q(text), candidates.join(" ou "))
        }
    }
}

/// What is wrong with a PDN text.
pub fn pdn_error(e: &PdnError) -> String {
    let q = |t: &str| quote(t, 40, false);
    match e {
        PdnError::NoGame => "nenhuma partida encontrada no PDN".into(),
        PdnError::TooLong(n) => format!("o PDN tem {n} bytes; no máximo {MAX_PDN} são lidos"),
        PdnError::BadTag { game, text } => format!("partida {game}: tag mal formada {}", q(text)),
        PdnError::Unclosed { game, opener } => format!("partida {game}: um {} nunca é fechado", QuotedChar(*opener)),
        PdnError::UnsupportedGameType { game, value } => {
            format!("partida {game}: o GameType {} não é um jogo que o damas joga", q(value))
        }
        PdnError::BadFen { game, error } => format!("partida {game}: tag FEN inválida: {}", fen_error(error)),
        PdnError::IllegalMove { game, number, color, error } => {
            format!("partida {game}: lance {number} ({}): {}", colour(*color), move_text_error(error))
        }
        PdnError::AfterEnd { game, text } => {
            format!("partida {game}: o lance {} vem depois do fim da partida", q(text))
        }
    }
}

/// Why a position set up in the editor cannot be played.
pub fn setup_error(e: &SetupError) -> String {
    match e {
        SetupError::TooManyPieces { color, count, max } => {
            format!("{} têm {count} peças; cada lado tem no máximo {max}", side_subject(*color))
        }
        SetupError::ManOnCrowningRow { color, number } => {
            format!("uma pedra {} na {number} está na linha de coroação; faça dela uma dama", man(*color))
        }
        SetupError::NoPieces(color) => format!("{} não têm peças", side_subject(*color)),
    }
}

/// What is wrong with a Lasca position text.
pub fn lasca_fen_error(e: &LascaFenError) -> String {
    let q = |t: &str| quote(t, 24, false);
    match e {
        LascaFenError::Empty => "a posição está vazia".into(),
        LascaFenError::TooLong(n) => format!("uma posição de {n} caracteres é longa demais"),
        LascaFenError::BadTurn(t) => format!("a posição deve começar com W ou B, não com {}", q(t)),
        LascaFenError::BadColumn(t) => format!("a coluna {} não está na forma a1=wbW", q(t)),
        LascaFenError::BadSquare(t) => format!("{} não é uma casa jogável da Lasca", q(t)),
        LascaFenError::Twice(t) => format!("a casa {t} aparece duas vezes"),
        LascaFenError::BadPiece(c) => format!("peça desconhecida {}: use w, W, b ou B", QuotedChar(*c)),
        LascaFenError::TooMany(color) => format!("{} têm mais de {PIECES_PER_SIDE} peças", side_subject(*color)),
    }
}

/// Why a Lasca move text is refused.
pub fn lasca_move_error(e: &LascaMoveError) -> String {
    let q = |t: &str| quote(t, 24, false);
    match e {
        LascaMoveError::BadSquare(t) => format!("não foi possível ler a casa {}", q(t)),
        LascaMoveError::Illegal(t) => format!("{} não é um lance válido aqui", q(t)),
    }
}

/// Why a Lasca position set up in the editor cannot be played.
pub fn lasca_setup_error(e: &LascaSetupError) -> String {
    match e {
        LascaSetupError::TooMany { color, count } => {
            format!("{} têm {count} peças; cada lado tem {PIECES_PER_SIDE}", side_subject(*color))
        }
        LascaSetupError::SoldierOnCrowningRow { color, square } => {
            format!("o soldado {} em {square} já teria sido promovido", soldier(*color))
        }
        LascaSetupError::NoColumn(color) => format!("{} não comandam nenhuma coluna", side_subject(*color)),
    }
}
