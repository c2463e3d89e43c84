//! Interface text of the sharing, opening, PDN, editor, embed and offline features, in English and
//! Brazilian Portuguese (kept apart from `i18n` so the two can grow independently). Error details
//! come from the parsers' `Display` (English) after a translated lead. Native, unit-tested.

use super::prefs::Lang;
use crate::share::paste::PasteError;

/// Fixed labels.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Tx {
    UpdateReady,
    Reload,
    Later,
    Share,
    CopyGameLink,
    CopyPositionLink,
    SendReply,
    ReplyHint,
    ReplyMessage,
    Shared,
    Copied,
    CopyFailed,
    ResumePrevious,
    PreviousKept,
    Open,
    OpenPlaceholder,
    OpenButton,
    OpenFile,
    ChooseGame,
    Opened,
    ForVariant,
    Pdn,
    CopyPdn,
    DownloadPdn,
    Editor,
    EditorHint,
    EditPosition,
    Close,
    SideToMove,
    Clear,
    StartPosition,
    PlayFromHere,
    PlayComputer,
    Fen,
    Erase,
    WhiteMan,
    WhiteKing,
    BlackMan,
    BlackKing,
    PositionOk,
    Previous,
    Next,
    EmbedBadOptions,
    OpenFull,
}

/// The label `key` in `lang`.
#[must_use]
pub const fn tx(lang: Lang, key: Tx) -> &'static str {
    use Tx::*;
    match (lang, key) {
        (Lang::En, UpdateReady) => "A new version of Damas is ready.",
        (Lang::Pt, UpdateReady) => "Uma nova versão do Damas está pronta.",
        (Lang::En, Reload) => "Reload",
        (Lang::Pt, Reload) => "Recarregar",
        (Lang::En, Later) => "Later",
        (Lang::Pt, Later) => "Depois",
        (Lang::En, Share) => "Share",
        (Lang::Pt, Share) => "Compartilhar",
        (Lang::En, CopyGameLink) => "Copy game link",
        (Lang::Pt, CopyGameLink) => "Copiar link da partida",
        (Lang::En, CopyPositionLink) => "Copy position link",
        (Lang::Pt, CopyPositionLink) => "Copiar link da posição",
        (Lang::En, SendReply) => "Send to opponent",
        (Lang::Pt, SendReply) => "Enviar ao adversário",
        (Lang::En, ReplyHint) => "Play by link: after your move, send the link; your friend opens it, replies and sends one back.",
        (Lang::Pt, ReplyHint) => "Jogue por link: depois do seu lance, envie o link; seu amigo abre, responde e devolve outro.",
        (Lang::En, ReplyMessage) => "Your move in our game of draughts:",
        (Lang::Pt, ReplyMessage) => "Sua vez na nossa partida de damas:",
        (Lang::En, Shared) => "Link sent.",
        (Lang::Pt, Shared) => "Link enviado.",
        (Lang::En, Copied) => "Link copied.",
        (Lang::Pt, Copied) => "Link copiado.",
        (Lang::En, CopyFailed) => "Could not copy: select the text and copy it.",
        (Lang::Pt, CopyFailed) => "Não foi possível copiar: selecione o texto e copie.",
        (Lang::En, ResumePrevious) => "Resume my previous game",
        (Lang::Pt, ResumePrevious) => "Retomar minha partida anterior",
        (Lang::En, PreviousKept) => "You opened a shared game; your previous game is kept.",
        (Lang::Pt, PreviousKept) => "Você abriu uma partida compartilhada; a anterior foi guardada.",
        (Lang::En, Open) => "Open",
        (Lang::Pt, Open) => "Abrir",
        (Lang::En, OpenPlaceholder) => "Paste a link, a FEN or a PDN game",
        (Lang::Pt, OpenPlaceholder) => "Cole um link, uma FEN ou uma partida PDN",
        (Lang::En, OpenButton) => "Open",
        (Lang::Pt, OpenButton) => "Abrir",
        (Lang::En, OpenFile) => "PDN file…",
        (Lang::Pt, OpenFile) => "Arquivo PDN…",
        (Lang::En, ChooseGame) => "Several games: choose one",
        (Lang::Pt, ChooseGame) => "Várias partidas: escolha uma",
        (Lang::En, Opened) => "Opened.",
        (Lang::Pt, Opened) => "Aberto.",
        (Lang::En, ForVariant) => "Variant of a FEN",
        (Lang::Pt, ForVariant) => "Modalidade da FEN",
        (Lang::En, Pdn) => "PDN",
        (Lang::Pt, Pdn) => "PDN",
        (Lang::En, CopyPdn) => "Copy PDN",
        (Lang::Pt, CopyPdn) => "Copiar PDN",
        (Lang::En, DownloadPdn) => "Download PDN",
        (Lang::Pt, DownloadPdn) => "Baixar PDN",
        (Lang::En, Editor) => "Board editor",
        (Lang::Pt, Editor) => "Editor de posição",
        (Lang::En, EditorHint) => "Choose a piece, then click squares (click again to remove).",
        (Lang::Pt, EditorHint) => "Escolha uma peça e clique nas casas (clique de novo para tirar).",
        (Lang::En, EditPosition) => "Set up a position",
        (Lang::Pt, EditPosition) => "Montar uma posição",
        (Lang::En, Close) => "Close",
        (Lang::Pt, Close) => "Fechar",
        (Lang::En, SideToMove) => "To move",
        (Lang::Pt, SideToMove) => "Joga",
        (Lang::En, Clear) => "Clear",
        (Lang::Pt, Clear) => "Limpar",
        (Lang::En, StartPosition) => "Start position",
        (Lang::Pt, StartPosition) => "Posição inicial",
        (Lang::En, PlayFromHere) => "Play from here",
        (Lang::Pt, PlayFromHere) => "Jogar daqui",
        (Lang::En, PlayComputer) => "Play the computer from here",
        (Lang::Pt, PlayComputer) => "Jogar contra o computador daqui",
        (Lang::En, Fen) => "FEN",
        (Lang::Pt, Fen) => "FEN",
        (Lang::En, Erase) => "Erase",
        (Lang::Pt, Erase) => "Apagar",
        (Lang::En, WhiteMan) => "White man",
        (Lang::Pt, WhiteMan) => "Pedra branca",
        (Lang::En, WhiteKing) => "White king",
        (Lang::Pt, WhiteKing) => "Dama branca",
        (Lang::En, BlackMan) => "Black man",
        (Lang::Pt, BlackMan) => "Pedra preta",
        (Lang::En, BlackKing) => "Black king",
        (Lang::Pt, BlackKing) => "Dama preta",
        (Lang::En, PositionOk) => "The position can be played.",
        (Lang::Pt, PositionOk) => "A posição pode ser jogada.",
        (Lang::En, Previous) => "Previous move",
        (Lang::Pt, Previous) => "Lance anterior",
        (Lang::En, Next) => "Next move",
        (Lang::Pt, Next) => "Próximo lance",
        (Lang::En, EmbedBadOptions) => "Bad embed option",
        (Lang::Pt, EmbedBadOptions) => "Opção de incorporação inválida",
        (Lang::En, OpenFull) => "Open in Damas",
        (Lang::Pt, OpenFull) => "Abrir no Damas",
    }
}

/// Labels only the Lasca page shows: a table of their own, so the draughts page's wasm (which has
/// a size budget) does not carry them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum LascaTx {
    Tagline,
    ColumnHint,
    WhiteSoldier,
    WhiteOfficer,
    BlackSoldier,
    BlackOfficer,
    TakeTop,
    EmptySquare,
    ColumnInspect,
    LascaRules,
}

/// The Lasca label `key` in `lang`.
#[must_use]
pub const fn lasca_tx(lang: Lang, key: LascaTx) -> &'static str {
    use LascaTx::*;
    match (lang, key) {
        (Lang::En, Tagline) => "Lasca, Emanuel Lasker's game of columns (1911): play a friend on one device, or the computer",
        (Lang::Pt, Tagline) => "Lasca, o jogo de colunas de Emanuel Lasker (1911): jogue com um amigo no mesmo aparelho, ou contra o computador",
        (Lang::En, ColumnHint) => "Each click puts the piece in hand on top of the column there.",
        (Lang::Pt, ColumnHint) => "Cada clique põe a peça escolhida no topo da coluna.",
        (Lang::En, WhiteSoldier) => "White soldier",
        (Lang::Pt, WhiteSoldier) => "Soldado branco",
        (Lang::En, WhiteOfficer) => "White officer",
        (Lang::Pt, WhiteOfficer) => "Oficial branco",
        (Lang::En, BlackSoldier) => "Black soldier",
        (Lang::Pt, BlackSoldier) => "Soldado preto",
        (Lang::En, BlackOfficer) => "Black officer",
        (Lang::Pt, BlackOfficer) => "Oficial preto",
        (Lang::En, TakeTop) => "Take the top piece",
        (Lang::Pt, TakeTop) => "Tirar a peça de cima",
        (Lang::En, EmptySquare) => "Empty the square",
        (Lang::Pt, EmptySquare) => "Esvaziar a casa",
        (Lang::En, ColumnInspect) => "Tap a column to see what it holds.",
        (Lang::Pt, ColumnInspect) => "Toque numa coluna para ver o que ela contém.",
        (Lang::En, LascaRules) => "Soldiers step diagonally forward, officers either way. Jumping a column takes only its top piece, which goes under the capturer. Capturing is compulsory; a player with no move loses.",
        (Lang::Pt, LascaRules) => "Soldados andam na diagonal para a frente, oficiais para os dois lados. Saltar uma coluna toma só a peça de cima, que vai para baixo da coluna que captura. A captura é obrigatória; quem não tem lance perde.",
    }
}

/// Why a paste opened nothing, for the player.
#[must_use]
pub fn paste_error(lang: Lang, error: &PasteError) -> String {
    let why = crate::ui::error_text::paste_error(lang, error);
    match lang {
        Lang::En => format!("Could not open it: {why}."),
        Lang::Pt => format!("Não foi possível abrir: {why}."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_label_exists_in_both_languages() {
        use LascaTx::*;
        use Tx::*;
        for key in [
            UpdateReady, Reload, Later, Share, CopyGameLink, CopyPositionLink, SendReply, ReplyHint, ReplyMessage, Shared,
            Copied, CopyFailed,
            ResumePrevious, PreviousKept, Open, OpenPlaceholder, OpenButton, OpenFile, ChooseGame, Opened, ForVariant,
            Pdn, CopyPdn, DownloadPdn, Editor, EditorHint, EditPosition, Close, SideToMove, Clear, StartPosition,
            PlayFromHere, PlayComputer, Fen, Erase, WhiteMan, WhiteKing, BlackMan, BlackKing, PositionOk, Previous,
            Next, EmbedBadOptions, OpenFull,
        ] {
            assert!(!tx(Lang::En, key).is_empty() && !tx(Lang::Pt, key).is_empty());
        }
        for key in [Tagline, ColumnHint, WhiteSoldier, WhiteOfficer, BlackSoldier, BlackOfficer, TakeTop, EmptySquare, ColumnInspect, LascaRules] {
            assert!(!lasca_tx(Lang::En, key).is_empty() && !lasca_tx(Lang::Pt, key).is_empty());
        }
    }

    #[test]
    fn errors_read_in_both_languages() {
        let pt = paste_error(Lang::Pt, &PasteError::Empty);
        assert!(pt.starts_with("Não foi possível abrir: ") && !pt.contains("nothing"), "{pt}");
        assert!(paste_error(Lang::En, &PasteError::Empty).starts_with("Could not open it: nothing to open"));
    }
}
