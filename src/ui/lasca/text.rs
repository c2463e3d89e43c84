//! The Lasca page's words, in English and Brazilian Portuguese, built from typed values.
//! Native, unit-tested.

use super::state::{name, LascaMessage, LascaStatus};
use crate::share::ShareError;
use crate::ui::error_text::{lasca_pdn_error, lasca_setup_error, sentence, share_error};
use crate::ui::prefs::Lang;
use super::editor::LascaTool;
use damas_engine::lasca::{Column, LascaPdnError, LascaPosition, LascaSetupError, Stone};
use damas_engine::Color;

fn side(lang: Lang, c: Color) -> &'static str {
    match (lang, c) {
        (Lang::En, Color::White) => "White",
        (Lang::En, Color::Black) => "Black",
        (Lang::Pt, Color::White) => "Brancas",
        (Lang::Pt, Color::Black) => "Pretas",
    }
}

/// The status line.
#[must_use]
pub fn status(lang: Lang, s: LascaStatus) -> String {
    match (lang, s) {
        (Lang::En, LascaStatus::ToMove { turn, capture: false }) => format!("{} to move", side(lang, turn)),
        (Lang::En, LascaStatus::ToMove { turn, capture: true }) => {
            format!("{} to move: capturing is compulsory", side(lang, turn))
        }
        (Lang::Pt, LascaStatus::ToMove { turn, capture: false }) => format!("Vez das {}", side(lang, turn)),
        (Lang::Pt, LascaStatus::ToMove { turn, capture: true }) => {
            format!("Vez das {}: a captura é obrigatória", side(lang, turn))
        }
        (Lang::En, LascaStatus::Won(c)) => format!("{} wins: the opponent has no move", side(lang, c)),
        (Lang::Pt, LascaStatus::Won(c)) => format!("{} vencem: o adversário não tem lance", side(lang, c)),
        (Lang::En, LascaStatus::Drawn) => "Draw by threefold repetition".into(),
        (Lang::Pt, LascaStatus::Drawn) => "Empate por repetição tripla".into(),
    }
}

/// A message to the player.
#[must_use]
pub fn message(lang: Lang, m: &LascaMessage, pos: &LascaPosition) -> String {
    let names = |bits: &[u8]| bits.iter().map(|&b| name(b)).collect::<Vec<_>>().join(", ");
    match (lang, m) {
        (Lang::En, LascaMessage::NotYours) => "That is not your column.".into(),
        (Lang::Pt, LascaMessage::NotYours) => "Essa coluna não é sua.".into(),
        (Lang::En, LascaMessage::CaptureAvailable(w)) => format!("A capture is compulsory, with {}.", names(w)),
        (Lang::Pt, LascaMessage::CaptureAvailable(w)) => format!("A captura é obrigatória, com {}.", names(w)),
        (Lang::En, LascaMessage::CannotMove) => "That column cannot move.".into(),
        (Lang::Pt, LascaMessage::CannotMove) => "Essa coluna não pode se mover.".into(),
        (Lang::En, LascaMessage::ForwardOnly) => "Soldiers move forward only.".into(),
        (Lang::Pt, LascaMessage::ForwardOnly) => "O soldado só anda para a frente.".into(),
        (Lang::En, LascaMessage::ChoosePath(_)) => "Several captures end there: choose one.".into(),
        (Lang::Pt, LascaMessage::ChoosePath(_)) => "Várias capturas terminam aí: escolha uma.".into(),
        (Lang::En, LascaMessage::GameOver) => "The game is over.".into(),
        (Lang::Pt, LascaMessage::GameOver) => "A partida terminou.".into(),
        (Lang::En, LascaMessage::ComputerTurn) => format!("The computer plays {}.", side(lang, pos.turn())),
        (Lang::Pt, LascaMessage::ComputerTurn) => format!("O computador joga com as {}.", side(lang, pos.turn())),
        (Lang::En, LascaMessage::LoadFailed(e)) => {
            format!("The link could not be opened ({}); a new game is shown.", share_error(lang, e))
        }
        (Lang::Pt, LascaMessage::LoadFailed(e)) => {
            format!("Não foi possível abrir o link ({}); um novo jogo é mostrado.", share_error(lang, e))
        }
        (_, LascaMessage::LinkPartDropped(e)) => part_dropped(lang, e),
        (Lang::En, LascaMessage::NotLegal(t)) => format!("{t} is not a legal move."),
        (Lang::Pt, LascaMessage::NotLegal(t)) => format!("{t} não é um lance válido."),
        (Lang::En, LascaMessage::Unreadable { text, example: Some(e) }) => format!("“{text}” is not a move: type its squares, like {e}."),
        (Lang::Pt, LascaMessage::Unreadable { text, example: Some(e) }) => format!("“{text}” não é um lance: digite as casas, como {e}."),
        (Lang::En, LascaMessage::Unreadable { text, example: None }) => format!("“{text}” is not a move."),
        (Lang::Pt, LascaMessage::Unreadable { text, example: None }) => format!("“{text}” não é um lance."),
        (Lang::En, LascaMessage::Engine(e)) => format!("The computer could not move: {e}"),
        (Lang::Pt, LascaMessage::Engine(e)) => format!("O computador não conseguiu jogar: {e}"),
    }
}

/// A wrong optional part of a link, and what is used instead: the draughts page's words
/// (`ui::i18n`), so both pages say it alike.
fn part_dropped(lang: Lang, e: &ShareError<LascaPosition>) -> String {
    use super::state::{DEFAULT_LEVEL, MAX_LEVEL};
    use crate::share::clip;
    match (lang, e) {
        (Lang::En, ShareError::BadLevel(t)) => format!(
            "The link asks for level “{}”, but the computer’s levels are 1 to {MAX_LEVEL}: it plays at level {DEFAULT_LEVEL}.",
            clip(t)
        ),
        (Lang::Pt, ShareError::BadLevel(t)) => format!(
            "O link pede o nível “{}”, mas os níveis do computador vão de 1 a {MAX_LEVEL}: ele joga no nível {DEFAULT_LEVEL}.",
            clip(t)
        ),
        (Lang::En, e) => format!("Part of the link was left out ({}).", share_error(lang, e)),
        (Lang::Pt, e) => format!("Uma parte do link foi ignorada ({}).", share_error(lang, e)),
    }
}

/// Why the editor's position cannot be played, as a sentence.
#[must_use]
pub fn setup_problem(lang: Lang, e: &LascaSetupError) -> String {
    sentence(&lasca_setup_error(lang, e))
}

/// The label of an editor tool.
#[must_use]
pub fn tool(lang: Lang, t: LascaTool) -> &'static str {
    match (lang, t) {
        (Lang::En, LascaTool::Put(Stone { color: Color::White, officer: false })) => "White soldier",
        (Lang::Pt, LascaTool::Put(Stone { color: Color::White, officer: false })) => "Soldado branco",
        (Lang::En, LascaTool::Put(Stone { color: Color::White, officer: true })) => "White officer",
        (Lang::Pt, LascaTool::Put(Stone { color: Color::White, officer: true })) => "Oficial branco",
        (Lang::En, LascaTool::Put(Stone { color: Color::Black, officer: false })) => "Black soldier",
        (Lang::Pt, LascaTool::Put(Stone { color: Color::Black, officer: false })) => "Soldado preto",
        (Lang::En, LascaTool::Put(Stone { color: Color::Black, officer: true })) => "Black officer",
        (Lang::Pt, LascaTool::Put(Stone { color: Color::Black, officer: true })) => "Oficial preto",
        (Lang::En, LascaTool::TakeTop) => "Take the top piece",
        (Lang::Pt, LascaTool::TakeTop) => "Tirar a peça de cima",
        (Lang::En, LascaTool::Clear) => "Empty the square",
        (Lang::Pt, LascaTool::Clear) => "Esvaziar a casa",
    }
}

/// The board for screen readers: every column, bottom to top.
#[must_use]
pub fn board(lang: Lang, pos: &LascaPosition) -> String {
    let columns: Vec<String> = damas_engine::lasca::squares()
        .filter(|&bit| !pos.column(bit).is_empty())
        .map(|bit| column(lang, bit, pos.column(bit)))
        .collect();
    format!("Lasca. {}.", columns.join("; "))
}

/// A note under the share panel, kept typed and worded when shown (so it follows the language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PdnNote {
    /// A PDN file of this many games was opened; the first is shown.
    Games(usize),
    /// The PDN could not be read.
    Unreadable(LascaPdnError),
    /// A Lasca link could not be read.
    BadLink(ShareError<LascaPosition>),
    /// The PDN was copied.
    PdnCopied,
    /// The link was copied.
    LinkCopied,
    /// The browser refused to copy.
    CopyRefused,
}

/// The share panel's note.
#[must_use]
pub fn pdn_note(lang: Lang, note: &PdnNote) -> String {
    match note {
        PdnNote::Games(n) => games_note(lang, *n),
        PdnNote::Unreadable(e) => format!("{}: {}", label(lang, Label::PdnError), lasca_pdn_error(lang, e)),
        PdnNote::BadLink(e) => sentence(&share_error(lang, e)),
        PdnNote::PdnCopied => label(lang, Label::PdnCopied).into(),
        PdnNote::LinkCopied => label(lang, Label::LinkCopied).into(),
        PdnNote::CopyRefused => label(lang, Label::CopyRefused).into(),
    }
}

/// After opening a PDN file of several games.
#[must_use]
pub fn games_note(lang: Lang, games: usize) -> String {
    match lang {
        Lang::En => format!("{games} games: the first is shown."),
        Lang::Pt => format!("{games} partidas: a primeira é exibida."),
    }
}

/// A column from bottom to top: "c3, bottom to top: white soldier, black officer".
#[must_use]
pub fn column(lang: Lang, bit: u8, c: Column) -> String {
    let pieces: Vec<String> = c
        .bottom_up()
        .map(|s| {
            let rank = match (lang, s.officer) {
                (Lang::En, false) => "soldier",
                (Lang::En, true) => "officer",
                (Lang::Pt, false) => "soldado",
                (Lang::Pt, true) => "oficial",
            };
            match lang {
                Lang::En => format!("{} {rank}", side(lang, s.color).to_ascii_lowercase()),
                Lang::Pt => {
                    let colour = if s.color == Color::White { "branco" } else { "preto" };
                    format!("{rank} {colour}")
                }
            }
        })
        .collect();
    match lang {
        Lang::En => format!("{}, bottom to top: {}", name(bit), pieces.join(", ")),
        Lang::Pt => format!("{}, de baixo para cima: {}", name(bit), pieces.join(", ")),
    }
}

/// The fixed labels of the Lasca page: a typed key per label, so a misspelt key does not compile.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Label {
    Title,
    Subtitle,
    Moves,
    NoMoves,
    NewGame,
    Game,
    Opponent,
    Friend,
    CpuWhite,
    CpuBlack,
    Level,
    Start,
    Undo,
    Redo,
    Flip,
    Thinking,
    Inspect,
    Rules,
    Share,
    CopyLink,
    CopyPdn,
    DownloadPdn,
    PastePdn,
    Hint,
    Hinting,
    PdnCopied,
    LinkCopied,
    CopyRefused,
    PdnError,
    Setup,
    SetupHint,
    ToMove,
    White,
    Black,
    ClearBoard,
    Initial,
    Fen,
    FenError,
    Ready,
    PlayHere,
    Cancel,
    TypeMove,
    Play,
    OpenPdn,
    Language,
}

impl Label {
    /// Every label.
    pub const ALL: [Label; 45] = [
        Label::Title,
        Label::Subtitle,
        Label::Moves,
        Label::NoMoves,
        Label::NewGame,
        Label::Game,
        Label::Opponent,
        Label::Friend,
        Label::CpuWhite,
        Label::CpuBlack,
        Label::Level,
        Label::Start,
        Label::Undo,
        Label::Redo,
        Label::Flip,
        Label::Thinking,
        Label::Inspect,
        Label::Rules,
        Label::Share,
        Label::CopyLink,
        Label::CopyPdn,
        Label::DownloadPdn,
        Label::PastePdn,
        Label::Hint,
        Label::Hinting,
        Label::PdnCopied,
        Label::LinkCopied,
        Label::CopyRefused,
        Label::PdnError,
        Label::Setup,
        Label::SetupHint,
        Label::ToMove,
        Label::White,
        Label::Black,
        Label::ClearBoard,
        Label::Initial,
        Label::Fen,
        Label::FenError,
        Label::Ready,
        Label::PlayHere,
        Label::Cancel,
        Label::TypeMove,
        Label::Play,
        Label::OpenPdn,
        Label::Language,
    ];
}

/// The label `key` in `lang`.
#[must_use]
pub const fn label(lang: Lang, key: Label) -> &'static str {
    use Label::*;
    match (lang, key) {
        (Lang::En, Title) => "Lasca",
        (Lang::Pt, Title) => "Lasca",
        (Lang::En, Subtitle) => "Emanuel Lasker's game of columns, 1911",
        (Lang::Pt, Subtitle) => "O jogo de colunas de Emanuel Lasker, 1911",
        (Lang::En, Moves) => "Moves",
        (Lang::Pt, Moves) => "Lances",
        (Lang::En, NoMoves) => "No moves yet.",
        (Lang::Pt, NoMoves) => "Nenhum lance ainda.",
        (Lang::En, NewGame) => "New game",
        (Lang::Pt, NewGame) => "Novo jogo",
        (Lang::En, Game) => "Game",
        (Lang::Pt, Game) => "Jogo",
        (Lang::En, Opponent) => "Opponent",
        (Lang::Pt, Opponent) => "Adversário",
        (Lang::En, Friend) => "A friend on this device",
        (Lang::Pt, Friend) => "Um amigo neste aparelho",
        (Lang::En, CpuWhite) => "Computer plays White",
        (Lang::Pt, CpuWhite) => "Computador com as Brancas",
        (Lang::En, CpuBlack) => "Computer plays Black",
        (Lang::Pt, CpuBlack) => "Computador com as Pretas",
        (Lang::En, Level) => "Level",
        (Lang::Pt, Level) => "Nível",
        (Lang::En, Start) => "Start",
        (Lang::Pt, Start) => "Começar",
        (Lang::En, Undo) => "Undo",
        (Lang::Pt, Undo) => "Voltar",
        (Lang::En, Redo) => "Redo",
        (Lang::Pt, Redo) => "Avançar",
        (Lang::En, Flip) => "Flip board",
        (Lang::Pt, Flip) => "Girar tabuleiro",
        (Lang::En, Thinking) => "The computer is thinking…",
        (Lang::Pt, Thinking) => "O computador está pensando…",
        (Lang::En, Inspect) => "Tap a column to see what it holds.",
        (Lang::Pt, Inspect) => "Toque numa coluna para ver o que ela contém.",
        (Lang::En, Rules) => "Soldiers step diagonally forward, officers either way. Jumping a column takes only its top piece, which goes under the capturer. Capturing is compulsory; a player with no move loses.",
        (Lang::Pt, Rules) => "Soldados andam na diagonal para a frente, oficiais para os dois lados. Saltar uma coluna toma só a peça de cima, que vai para baixo da coluna que captura. A captura é obrigatória; quem não tem lance perde.",
        (Lang::En, Share) => "Share and PDN",
        (Lang::Pt, Share) => "Compartilhar e PDN",
        (Lang::En, CopyLink) => "Copy link",
        (Lang::Pt, CopyLink) => "Copiar link",
        (Lang::En, CopyPdn) => "Copy PDN",
        (Lang::Pt, CopyPdn) => "Copiar PDN",
        (Lang::En, DownloadPdn) => "Download PDN",
        (Lang::Pt, DownloadPdn) => "Baixar PDN",
        (Lang::En, PastePdn) => "Paste a link or a Lasca PDN game here",
        (Lang::Pt, PastePdn) => "Cole aqui um link ou uma partida de Lasca em PDN",
        (Lang::En, Hint) => "Hint",
        (Lang::Pt, Hint) => "Dica",
        (Lang::En, Hinting) => "Looking for the best move…",
        (Lang::Pt, Hinting) => "Procurando o melhor lance…",
        (Lang::En, PdnCopied) => "PDN copied.",
        (Lang::Pt, PdnCopied) => "PDN copiado.",
        (Lang::En, LinkCopied) => "Link copied.",
        (Lang::Pt, LinkCopied) => "Link copiado.",
        (Lang::En, CopyRefused) => "This browser does not allow copying here.",
        (Lang::Pt, CopyRefused) => "Este navegador não permite copiar aqui.",
        (Lang::En, PdnError) => "This PDN could not be read",
        (Lang::Pt, PdnError) => "Não foi possível ler este PDN",
        (Lang::En, Setup) => "Set up a position",
        (Lang::Pt, Setup) => "Montar uma posição",
        (Lang::En, SetupHint) => "Each click puts the piece in hand on top of the column there.",
        (Lang::Pt, SetupHint) => "Cada clique põe a peça escolhida no topo da coluna.",
        (Lang::En, ToMove) => "Side to move",
        (Lang::Pt, ToMove) => "Quem joga",
        (Lang::En, White) => "White",
        (Lang::Pt, White) => "Brancas",
        (Lang::En, Black) => "Black",
        (Lang::Pt, Black) => "Pretas",
        (Lang::En, ClearBoard) => "Clear the board",
        (Lang::Pt, ClearBoard) => "Limpar o tabuleiro",
        (Lang::En, Initial) => "Initial position",
        (Lang::Pt, Initial) => "Posição inicial",
        (Lang::En, Fen) => "Position (Lasca FEN)",
        (Lang::Pt, Fen) => "Posição (FEN de Lasca)",
        (Lang::En, FenError) => "This position could not be read",
        (Lang::Pt, FenError) => "Não foi possível ler esta posição",
        (Lang::En, Ready) => "Ready to play.",
        (Lang::Pt, Ready) => "Pronta para jogar.",
        (Lang::En, PlayHere) => "Play from here",
        (Lang::Pt, PlayHere) => "Jogar a partir daqui",
        (Lang::En, Cancel) => "Cancel",
        (Lang::Pt, Cancel) => "Cancelar",
        (Lang::En, TypeMove) => "Type a move",
        (Lang::Pt, TypeMove) => "Digite um lance",
        (Lang::En, Play) => "Play",
        (Lang::Pt, Play) => "Jogar",
        (Lang::En, OpenPdn) => "Open",
        (Lang::Pt, OpenPdn) => "Abrir",
        (Lang::En, Language) => "Language",
        (Lang::Pt, Language) => "Idioma",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::lasca::square_from_name;

    #[test]
    fn words_in_both_languages() {
        let pos = LascaPosition::from_fen("W:c3=bW").unwrap();
        let bit = square_from_name("c3").unwrap();
        assert_eq!(column(Lang::En, bit, pos.column(bit)), "c3, bottom to top: black soldier, white officer");
        assert_eq!(board(Lang::En, &pos), "Lasca. c3, bottom to top: black soldier, white officer.");
        assert_eq!(column(Lang::Pt, bit, pos.column(bit)), "c3, de baixo para cima: soldado preto, oficial branco");
        for lang in Lang::ALL {
            assert!(games_note(lang, 3).starts_with("3 "));
            for t in LascaTool::ALL {
                assert!(!tool(lang, t).is_empty());
            }
            let problems = [
                LascaSetupError::TooMany { color: Color::White, count: 12 },
                LascaSetupError::SoldierOnCrowningRow { color: Color::Black, square: "c1".into() },
                LascaSetupError::NoColumn(Color::Black),
            ];
            for p in &problems {
                assert!(setup_problem(lang, p).ends_with('.'));
            }
            for key in Label::ALL {
                assert!(!label(lang, key).is_empty(), "{key:?}");
            }
            assert!(!status(lang, LascaStatus::Drawn).is_empty());
            let bad = LascaPdnError::NotLasca(1);
            assert!(pdn_note(lang, &PdnNote::Unreadable(bad)).starts_with(label(lang, Label::PdnError)));
            for note in [PdnNote::Games(2), PdnNote::PdnCopied, PdnNote::LinkCopied, PdnNote::CopyRefused] {
                assert!(!pdn_note(lang, &note).is_empty());
            }
            assert!(message(lang, &LascaMessage::CaptureAvailable(vec![bit]), &pos).contains("c3"));
        }
    }

    #[test]
    fn setup_problems_are_sentences_of_the_typed_error() {
        let e = LascaSetupError::SoldierOnCrowningRow { color: Color::White, square: "a7".into() };
        assert_eq!(setup_problem(Lang::En, &e), "The white soldier on a7 would have been promoted.");
        assert_eq!(setup_problem(Lang::Pt, &e), "O soldado branco em a7 já teria sido promovido.");
        assert_eq!(setup_problem(Lang::Pt, &LascaSetupError::NoColumn(Color::Black)), "As pretas não comandam nenhuma coluna.");
    }

    #[test]
    fn a_dropped_level_is_worded_as_on_the_draughts_page() {
        use crate::ui::messages::Message;
        let pos = LascaPosition::initial();
        for lang in [Lang::En, Lang::Pt] {
            let lasca = message(lang, &LascaMessage::LinkPartDropped(ShareError::BadLevel("12".into())), &pos);
            let draughts = crate::ui::i18n::message(lang, damas_engine::GameKind::Draughts(damas_engine::Variant::Brazilian), &Message::<damas_engine::Position>::LinkPartDropped(ShareError::BadLevel("12".into())));
            assert_eq!(lasca, draughts);
        }
    }
}
