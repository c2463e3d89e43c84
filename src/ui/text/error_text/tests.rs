//! The error texts of `error_text`, `draughts_error_text` and `lasca_error_text` together: every
//! error of every family, nested as the page meets them, in every language.

use super::*;
use crate::link::MAX_MOVES;
use damas_engine::lasca::LascaPosition;
use damas_engine::notation::pdn::PdnError;
use damas_engine::{Color, Position};

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

/// Every error of a Lasca PDN text, as the library's import meets them.
fn lasca_pdns() -> Vec<LascaPdnError> {
    let mut out = vec![
        LascaPdnError::NotLasca(3),
        LascaPdnError::IllegalMove { game: 2, number: 5, text: "c3-c4".into() },
        LascaPdnError::IllegalMove { game: 1, number: 1, text: LONG.into() },
        LascaPdnError::AfterEnd { game: 4, text: "a1-b2".into() },
        LascaPdnError::AfterEnd { game: 4, text: LONG.into() },
    ];
    out.extend(pdns().into_iter().map(LascaPdnError::Pdn));
    out.extend(lasca_fens().into_iter().map(|error| LascaPdnError::BadFen { game: 2, error }));
    out
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

/// English is the `Display` text (the engine's and the links' own, which the CLI prints); every
/// other language has other texts, free of English give-aways; Russian is written in Cyrillic and
/// starts a sentence with a capital.
fn check<E: std::fmt::Display + std::fmt::Debug>(errors: &[E], word: fn(Lang, &E) -> String) {
    for e in errors {
        let en = word(Lang::En, e);
        assert!(!en.is_empty(), "{e:?}");
        assert_eq!(en, e.to_string(), "{e:?}");
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            let text = word(lang, e);
            assert!(!text.is_empty(), "{e:?}");
            assert_ne!(text, en, "{e:?}");
            let spaced = format!(" {text} ");
            for w in GIVE_AWAY {
                assert!(!spaced.contains(w), "{w:?} in {text:?}");
            }
        }
        let ru = word(Lang::Ru, e);
        assert!(ru.chars().any(|c| ('а'..='я').contains(&c)), "{ru}");
        let first = sentence(&ru).chars().next().unwrap();
        assert!(!('а'..='я').contains(&first) && first != 'ё', "{ru}");
    }
}

#[test]
fn every_error_reads_in_every_language() {
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
    check(&lasca_pdns(), lasca_pdn_error);
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
    // Accented Latin capitals: Spanish and Portuguese clauses may start with one.
    assert_eq!(sentence("é isso"), "É isso.");
    assert_eq!(sentence("último aviso"), "Último aviso.");
    assert_eq!(sentence("árbol"), "Árbol.");
    assert_eq!(sentence("ñandú"), "Ñandú.");
    assert_eq!(sentence("ça va"), "Ça va.");
    assert_eq!(sentence("þorn"), "Þorn.");
    // A letter without a capital at a fixed offset is kept as it is, never split; signs too.
    assert_eq!(sentence("ßx"), "ßx.");
    assert_eq!(sentence("÷2"), "÷2.");
    assert_eq!(sentence("ÿ"), "ÿ.");
    assert_eq!(sentence("¿sí?"), "¿sí?");
    assert_eq!(sentence("у белых нет шашек"), "У белых нет шашек.");
    assert_eq!(sentence("ёлка"), "Ёлка.");
    assert_eq!(sentence("яма!"), "Яма!");
}

#[test]
fn a_broken_link_reads_in_spanish() {
    use crate::link::read_link;
    use crate::ui::text::messages::{Fallback, Message, Source};
    use crate::ui::text::message_text::message;
    let Err(error) = read_link::<Position>("moves=22-17+99-1") else { panic!("the link is broken") };
    assert_eq!(share_error(Lang::Es, &error), "la jugada 2 (\"99-1\") no se puede jugar: no se pudo leer la casilla \"99\"");
    let shown = message(Lang::Es, crate::ui::text::names::Naming::numbers(damas_engine::GameKind::Draughts(damas_engine::Variant::Brazilian)), &Message::LoadFailed { source: Source::Link, error: error.into(), fallback: Fallback::NewGame });
    assert_eq!(shown, "Este enlace no describe una partida válida (la jugada 2 (\"99-1\") no se puede jugar: no se pudo leer la casilla \"99\"). Se empezó una nueva partida.");
    let Err(error) = read_link::<Position>("level=12&computer=red") else { panic!("the link is broken") };
    assert_eq!(sentence(&share_error(Lang::Es, &error)), "Bando de la máquina no válido \"red\": usa white (blancas) o black (negras).");
}

#[test]
fn spanish_errors_agree_and_count() {
    let e = SetupError::TooManyPieces { color: Color::White, count: 13, max: 12 };
    assert_eq!(sentence(&setup_error(Lang::Es, &e)), "Las blancas tienen 13 piezas; cada bando tiene como máximo 12.");
    assert_eq!(sentence(&setup_error(Lang::Es, &SetupError::NoPieces(Color::Black))), "Las negras no tienen piezas.");
    let e = SetupError::ManOnCrowningRow { color: Color::Black, number: 30 };
    assert_eq!(setup_error(Lang::Es, &e), "un peón negro en la casilla 30 está en su fila de coronación: conviértelo en dama");
    let e = MoveTextError::Ambiguous { text: "28x10".into(), candidates: vec!["28x19x10".into(), "28x17x10".into(), "8x10".into()] };
    assert_eq!(move_text_error(Lang::Es, &e), "\"28x10\" es ambigua: puede ser 28x19x10, 28x17x10 u 8x10");
    assert_eq!(import_error(Lang::Es, &ImportError::TooManyMoves(2001)), format!("la partida tiene 2001 jugadas; se guardan como máximo {MAX_MOVES}"));
    let e = PasteError::Link(ShareError::BadFen(FenError::BadTurn("garbage".into())));
    assert_eq!(
        crate::ui::text::tools_text::paste_error(Lang::Es, &e),
        "No se pudo abrir: el enlace no describe una partida válida: posición inicial no válida: la FEN debe empezar con W o B (el bando que juega), no con \"garbage\"."
    );
    let e = EmbedError::BadValue { key: "theme", value: "pink".into(), expected: "light or dark" };
    assert_eq!(embed_error(Lang::Es, &e), "valor no válido \"pink\" para theme: usa light o dark");
    assert_eq!(sentence(&lasca_setup_error(Lang::Es, &LascaSetupError::NoColumn(Color::White))), "Las blancas no controlan ninguna columna.");
}

#[test]
fn russian_errors_count_and_nest_in_russian() {
    let e = PasteError::Link(ShareError::BadMove { ply: 2, text: "99-1".into(), reason: MoveTextError::BadSquare("99".into()) });
    assert_eq!(paste_error(Lang::Ru, &e), "ссылка не описывает правильную партию: ход 2 (\"99-1\") нельзя сыграть: не удалось прочитать поле \"99\"");
    let e = SetupError::TooManyPieces { color: Color::White, count: 13, max: 12 };
    assert_eq!(sentence(&setup_error(Lang::Ru, &e)), "У белых 13 шашек; у каждой стороны не больше 12.");
    let e = SetupError::TooManyPieces { color: Color::Black, count: 22, max: 20 };
    assert_eq!(setup_error(Lang::Ru, &e), "у чёрных 22 шашки; у каждой стороны не больше 20");
    assert_eq!(sentence(&setup_error(Lang::Ru, &SetupError::NoPieces(Color::Black))), "У чёрных нет шашек.");
    assert_eq!(import_error(Lang::Ru, &ImportError::TooManyMoves(2001)), format!("в партии 2001 ход; сохраняется не больше {MAX_MOVES}"));
    let e = PdnError::IllegalMove { game: 1, number: 1, color: Color::Black, error: MoveTextError::Illegal("a5xc3".into()) };
    assert_eq!(pdn_error(Lang::Ru, &e), "партия 1: ход 1 (чёрных): ход \"a5xc3\" здесь невозможен");
    let e = ShareError::<LascaPosition>::BadFen(LascaFenError::BadSquare("z9".into()));
    assert_eq!(share_error(Lang::Ru, &e), "неверная начальная позиция: \"z9\" — не игровое поле Ласки");
    let e = LascaPdnError::IllegalMove { game: 2, number: 3, text: "c3-c4".into() };
    assert_eq!(sentence(&lasca_pdn_error(Lang::Ru, &e)), "Партия 2: ход 3 (\"c3-c4\") невозможен.");
}
