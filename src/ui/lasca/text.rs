//! The words of Lasca's own panels (the column inspector, the editor), in English
//! and Brazilian Portuguese, from typed keys; the game's messages and status are the one text
//! system's (`ui::i18n`). Native, unit-tested.

use super::editor::LascaTool;
use crate::ui::error_text::{lasca_setup_error, sentence};
use crate::ui::prefs::Lang;
use damas_engine::lasca::{LascaSetupError, Stone};
use damas_engine::Color;

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

/// The fixed labels of Lasca's panels: a typed key per label, so a misspelt key does not compile.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Label {
    Inspect,
    Rules,
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
}

impl Label {
    /// Every label.
    pub const ALL: [Label; 13] = [
        Label::Inspect,
        Label::Rules,
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
    ];
}

/// The label `key` in `lang`.
#[must_use]
pub const fn label(lang: Lang, key: Label) -> &'static str {
    use Label::*;
    match (lang, key) {
        (Lang::En, Inspect) => "Tap a column to see what it holds.",
        (Lang::Pt, Inspect) => "Toque numa coluna para ver o que ela contém.",
        (Lang::En, Rules) => "Soldiers step diagonally forward, officers either way. Jumping a column takes only its top piece, which goes under the capturer. Capturing is compulsory; a player with no move loses.",
        (Lang::Pt, Rules) => "Soldados andam na diagonal para a frente, oficiais para os dois lados. Saltar uma coluna toma só a peça de cima, que vai para baixo da coluna que captura. A captura é obrigatória; quem não tem lance perde.",
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
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_in_both_languages() {
        for lang in Lang::ALL {
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
        }
    }

    #[test]
    fn setup_problems_are_sentences_of_the_typed_error() {
        let e = LascaSetupError::SoldierOnCrowningRow { color: Color::White, square: "a7".into() };
        assert_eq!(setup_problem(Lang::En, &e), "The white soldier on a7 would have been promoted.");
        assert_eq!(setup_problem(Lang::Pt, &e), "O soldado branco em a7 já teria sido promovido.");
        assert_eq!(setup_problem(Lang::Pt, &LascaSetupError::NoColumn(Color::Black)), "As pretas não comandam nenhuma coluna.");
    }
}
