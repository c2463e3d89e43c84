//! Interface text of the sharing, opening, PDN, editor, embed and offline features, in English,
//! Brazilian Portuguese and Russian (kept apart from `i18n` so the two can grow independently).
//! Error details come from `error_text`, in the same language, after a lead. Native, unit-tested.

use crate::ui::prefs::Lang;
use crate::link::paste::PasteError;

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
        (Lang::Ru, UpdateReady) => "Готова новая версия Damas.",
        (Lang::En, Reload) => "Reload",
        (Lang::Pt, Reload) => "Recarregar",
        (Lang::Ru, Reload) => "Обновить",
        (Lang::En, Later) => "Later",
        (Lang::Pt, Later) => "Depois",
        (Lang::Ru, Later) => "Позже",
        (Lang::En, Share) => "Share",
        (Lang::Pt, Share) => "Compartilhar",
        (Lang::Ru, Share) => "Поделиться",
        (Lang::En, CopyGameLink) => "Copy game link",
        (Lang::Pt, CopyGameLink) => "Copiar link da partida",
        (Lang::Ru, CopyGameLink) => "Копировать ссылку на партию",
        (Lang::En, CopyPositionLink) => "Copy position link",
        (Lang::Pt, CopyPositionLink) => "Copiar link da posição",
        (Lang::Ru, CopyPositionLink) => "Копировать ссылку на позицию",
        (Lang::En, SendReply) => "Send to opponent",
        (Lang::Pt, SendReply) => "Enviar ao adversário",
        (Lang::Ru, SendReply) => "Отправить сопернику",
        (Lang::En, ReplyHint) => "Play by link: after your move, send the link; your friend opens it, replies and sends one back.",
        (Lang::Pt, ReplyHint) => "Jogue por link: depois do seu lance, envie o link; seu amigo abre, responde e devolve outro.",
        (Lang::Ru, ReplyHint) => "Игра по ссылке: после своего хода отправьте ссылку; друг откроет её, ответит и пришлёт свою.",
        (Lang::En, ReplyMessage) => "Your move in our game of draughts:",
        (Lang::Pt, ReplyMessage) => "Sua vez na nossa partida de damas:",
        (Lang::Ru, ReplyMessage) => "Ваш ход в нашей партии в шашки:",
        (Lang::En, Shared) => "Link sent.",
        (Lang::Pt, Shared) => "Link enviado.",
        (Lang::Ru, Shared) => "Ссылка отправлена.",
        (Lang::En, Copied) => "Link copied.",
        (Lang::Pt, Copied) => "Link copiado.",
        (Lang::Ru, Copied) => "Ссылка скопирована.",
        (Lang::En, CopyFailed) => "Could not copy: select the text and copy it.",
        (Lang::Pt, CopyFailed) => "Não foi possível copiar: selecione o texto e copie.",
        (Lang::Ru, CopyFailed) => "Не удалось скопировать: выделите текст и скопируйте его.",
        (Lang::En, ResumePrevious) => "Resume my previous game",
        (Lang::Pt, ResumePrevious) => "Retomar minha partida anterior",
        (Lang::Ru, ResumePrevious) => "Вернуться к моей прежней партии",
        (Lang::En, PreviousKept) => "You opened a shared game; your previous game is kept.",
        (Lang::Pt, PreviousKept) => "Você abriu uma partida compartilhada; a anterior foi guardada.",
        (Lang::Ru, PreviousKept) => "Вы открыли присланную партию; ваша прежняя партия сохранена.",
        (Lang::En, Open) => "Open",
        (Lang::Pt, Open) => "Abrir",
        (Lang::Ru, Open) => "Открыть",
        (Lang::En, OpenPlaceholder) => "Paste a link, a FEN or a PDN game",
        (Lang::Pt, OpenPlaceholder) => "Cole um link, uma FEN ou uma partida PDN",
        (Lang::Ru, OpenPlaceholder) => "Вставьте ссылку, FEN или партию в PDN",
        (Lang::En, OpenButton) => "Open",
        (Lang::Pt, OpenButton) => "Abrir",
        (Lang::Ru, OpenButton) => "Открыть",
        (Lang::En, OpenFile) => "PDN file…",
        (Lang::Pt, OpenFile) => "Arquivo PDN…",
        (Lang::Ru, OpenFile) => "Файл PDN…",
        (Lang::En, ChooseGame) => "Several games: choose one",
        (Lang::Pt, ChooseGame) => "Várias partidas: escolha uma",
        (Lang::Ru, ChooseGame) => "Несколько партий: выберите одну",
        (Lang::En, Opened) => "Opened.",
        (Lang::Pt, Opened) => "Aberto.",
        (Lang::Ru, Opened) => "Открыто.",
        (Lang::En, ForVariant) => "Variant of a FEN",
        (Lang::Pt, ForVariant) => "Modalidade da FEN",
        (Lang::Ru, ForVariant) => "Вид шашек для FEN",
        (Lang::En, Pdn) => "PDN",
        (Lang::Pt, Pdn) => "PDN",
        (Lang::Ru, Pdn) => "PDN",
        (Lang::En, CopyPdn) => "Copy PDN",
        (Lang::Pt, CopyPdn) => "Copiar PDN",
        (Lang::Ru, CopyPdn) => "Копировать PDN",
        (Lang::En, DownloadPdn) => "Download PDN",
        (Lang::Pt, DownloadPdn) => "Baixar PDN",
        (Lang::Ru, DownloadPdn) => "Скачать PDN",
        (Lang::En, Editor) => "Board editor",
        (Lang::Pt, Editor) => "Editor de posição",
        (Lang::Ru, Editor) => "Редактор позиции",
        (Lang::En, EditorHint) => "Choose a piece, then click squares (click again to remove).",
        (Lang::Pt, EditorHint) => "Escolha uma peça e clique nas casas (clique de novo para tirar).",
        (Lang::Ru, EditorHint) => "Выберите шашку и нажимайте на поля (повторное нажатие убирает её).",
        (Lang::En, EditPosition) => "Set up a position",
        (Lang::Pt, EditPosition) => "Montar uma posição",
        (Lang::Ru, EditPosition) => "Расставить позицию",
        (Lang::En, Close) => "Close",
        (Lang::Pt, Close) => "Fechar",
        (Lang::Ru, Close) => "Закрыть",
        (Lang::En, SideToMove) => "To move",
        (Lang::Pt, SideToMove) => "Joga",
        (Lang::Ru, SideToMove) => "Ход",
        (Lang::En, Clear) => "Clear",
        (Lang::Pt, Clear) => "Limpar",
        (Lang::Ru, Clear) => "Очистить",
        (Lang::En, StartPosition) => "Start position",
        (Lang::Pt, StartPosition) => "Posição inicial",
        (Lang::Ru, StartPosition) => "Начальная позиция",
        (Lang::En, PlayFromHere) => "Play from here",
        (Lang::Pt, PlayFromHere) => "Jogar daqui",
        (Lang::Ru, PlayFromHere) => "Играть отсюда",
        (Lang::En, PlayComputer) => "Play the computer from here",
        (Lang::Pt, PlayComputer) => "Jogar contra o computador daqui",
        (Lang::Ru, PlayComputer) => "Играть с компьютером отсюда",
        (Lang::En, Fen) => "FEN",
        (Lang::Pt, Fen) => "FEN",
        (Lang::Ru, Fen) => "FEN",
        (Lang::En, Erase) => "Erase",
        (Lang::Pt, Erase) => "Apagar",
        (Lang::Ru, Erase) => "Стереть",
        (Lang::En, WhiteMan) => "White man",
        (Lang::Pt, WhiteMan) => "Pedra branca",
        (Lang::Ru, WhiteMan) => "Белая простая",
        (Lang::En, WhiteKing) => "White king",
        (Lang::Pt, WhiteKing) => "Dama branca",
        (Lang::Ru, WhiteKing) => "Белая дамка",
        (Lang::En, BlackMan) => "Black man",
        (Lang::Pt, BlackMan) => "Pedra preta",
        (Lang::Ru, BlackMan) => "Чёрная простая",
        (Lang::En, BlackKing) => "Black king",
        (Lang::Pt, BlackKing) => "Dama preta",
        (Lang::Ru, BlackKing) => "Чёрная дамка",
        (Lang::En, PositionOk) => "The position can be played.",
        (Lang::Pt, PositionOk) => "A posição pode ser jogada.",
        (Lang::Ru, PositionOk) => "Эту позицию можно играть.",
        (Lang::En, Previous) => "Previous move",
        (Lang::Pt, Previous) => "Lance anterior",
        (Lang::Ru, Previous) => "Предыдущий ход",
        (Lang::En, Next) => "Next move",
        (Lang::Pt, Next) => "Próximo lance",
        (Lang::Ru, Next) => "Следующий ход",
        (Lang::En, EmbedBadOptions) => "Bad embed option",
        (Lang::Pt, EmbedBadOptions) => "Opção de incorporação inválida",
        (Lang::Ru, EmbedBadOptions) => "Неверный параметр встраивания",
        (Lang::En, OpenFull) => "Open in Damas",
        (Lang::Pt, OpenFull) => "Abrir no Damas",
        (Lang::Ru, OpenFull) => "Открыть в Damas",
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
        (Lang::Ru, Tagline) => "Ласка, игра колоннами Эмануэля Ласкера (1911): играйте с другом на одном устройстве или с компьютером",
        (Lang::En, ColumnHint) => "Each click puts the piece in hand on top of the column there.",
        (Lang::Pt, ColumnHint) => "Cada clique põe a peça escolhida no topo da coluna.",
        (Lang::Ru, ColumnHint) => "Каждое нажатие кладёт выбранную шашку на верх колонны.",
        (Lang::En, WhiteSoldier) => "White soldier",
        (Lang::Pt, WhiteSoldier) => "Soldado branco",
        (Lang::Ru, WhiteSoldier) => "Белый солдат",
        (Lang::En, WhiteOfficer) => "White officer",
        (Lang::Pt, WhiteOfficer) => "Oficial branco",
        (Lang::Ru, WhiteOfficer) => "Белый офицер",
        (Lang::En, BlackSoldier) => "Black soldier",
        (Lang::Pt, BlackSoldier) => "Soldado preto",
        (Lang::Ru, BlackSoldier) => "Чёрный солдат",
        (Lang::En, BlackOfficer) => "Black officer",
        (Lang::Pt, BlackOfficer) => "Oficial preto",
        (Lang::Ru, BlackOfficer) => "Чёрный офицер",
        (Lang::En, TakeTop) => "Take the top piece",
        (Lang::Pt, TakeTop) => "Tirar a peça de cima",
        (Lang::Ru, TakeTop) => "Снять верхнюю шашку",
        (Lang::En, EmptySquare) => "Empty the square",
        (Lang::Pt, EmptySquare) => "Esvaziar a casa",
        (Lang::Ru, EmptySquare) => "Очистить поле",
        (Lang::En, ColumnInspect) => "Tap a column to see what it holds.",
        (Lang::Pt, ColumnInspect) => "Toque numa coluna para ver o que ela contém.",
        (Lang::Ru, ColumnInspect) => "Нажмите на колонну, чтобы увидеть, из чего она состоит.",
        (Lang::En, LascaRules) => "Soldiers step diagonally forward, officers either way. Jumping a column takes only its top piece, which goes under the capturer. Capturing is compulsory; a player with no move loses.",
        (Lang::Pt, LascaRules) => "Soldados andam na diagonal para a frente, oficiais para os dois lados. Saltar uma coluna toma só a peça de cima, que vai para baixo da coluna que captura. A captura é obrigatória; quem não tem lance perde.",
        (Lang::Ru, LascaRules) => "Солдаты ходят по диагонали вперёд, офицеры — вперёд и назад. Взятие через колонну забирает только её верхнюю шашку, которая уходит под низ бьющей колонны. Бить обязательно; у кого нет хода, тот проиграл.",
    }
}

/// Why a paste opened nothing, for the player.
#[must_use]
pub fn paste_error(lang: Lang, error: &PasteError) -> String {
    let why = crate::ui::text::error_text::paste_error(lang, error);
    match lang {
        Lang::En => format!("Could not open it: {why}."),
        Lang::Pt => format!("Não foi possível abrir: {why}."),
        Lang::Ru => format!("Не удалось открыть: {why}."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_label_exists_in_every_language() {
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
            assert!(Lang::ALL.iter().all(|&l| !tx(l, key).is_empty()));
        }
        for key in [Tagline, ColumnHint, WhiteSoldier, WhiteOfficer, BlackSoldier, BlackOfficer, TakeTop, EmptySquare, ColumnInspect, LascaRules] {
            assert!(Lang::ALL.iter().all(|&l| !lasca_tx(l, key).is_empty()));
        }
    }

    #[test]
    fn errors_read_in_every_language() {
        let ru = paste_error(Lang::Ru, &PasteError::Empty);
        assert!(ru.starts_with("Не удалось открыть: нечего открывать"), "{ru}");
        let pt = paste_error(Lang::Pt, &PasteError::Empty);
        assert!(pt.starts_with("Não foi possível abrir: ") && !pt.contains("nothing"), "{pt}");
        assert!(paste_error(Lang::En, &PasteError::Empty).starts_with("Could not open it: nothing to open"));
    }
}
