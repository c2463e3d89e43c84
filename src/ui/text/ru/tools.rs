//! Sharing, opening, PDN, the editor, embedding, updates and the Lasca page's own labels, in
//! Russian.

use crate::ui::text::keys::{LascaTx, Tx};

/// The label `key`.
pub const fn tx(key: Tx) -> &'static str {
    match key {
        Tx::UpdateReady => "Готова новая версия Damas.",
        Tx::Reload => "Обновить",
        Tx::Later => "Позже",
        Tx::OfflineAll => "Сделать всё доступным без сети",
        Tx::OfflineReady => "Всё доступно без сети.",
        Tx::OfflineBusy => "Загрузка…",
        Tx::Share => "Поделиться",
        Tx::CopyGameLink => "Копировать ссылку на партию",
        Tx::CopyPositionLink => "Копировать ссылку на позицию",
        Tx::SendReply => "Отправить сопернику",
        Tx::TwoPlayersHere => "Два игрока за одним устройством.",
        Tx::SendToFriend => "Отправить другу",
        Tx::YourMoveThenSend => "Ваш ход — потом отправьте его другу.",
        Tx::SendYourMove => "Теперь отправьте свой ход другу.",
        Tx::SendYourMoveButton => "Отправить ход",
        Tx::GameOverSend => "Партия окончена: отправьте последний ход другу.",
        Tx::ReplyHint => "Игра по ссылке: после своего хода отправьте ссылку; друг откроет её, ответит и пришлёт свою.",
        Tx::ReplyMessage => "Ваш ход в нашей партии в шашки:",
        Tx::Shared => "Ссылка отправлена.",
        Tx::Copied => "Ссылка скопирована.",
        Tx::CopyFailed => "Не удалось скопировать: выделите текст и скопируйте его.",
        Tx::ResumePrevious => "Вернуться к моей прежней партии",
        Tx::PreviousKept => "Вы открыли присланную партию; ваша прежняя партия сохранена.",
        Tx::Open => "Открыть",
        Tx::OpenPlaceholder => "Вставьте ссылку, FEN или партию в PDN",
        Tx::OpenButton => "Открыть",
        Tx::OpenFile => "Файл PDN…",
        Tx::ChooseGame => "Несколько партий: выберите одну",
        Tx::Opened => "Открыто.",
        Tx::ForVariant => "Вид шашек для FEN",
        Tx::Pdn => "PDN",
        Tx::CopyPdn => "Копировать PDN",
        Tx::DownloadPdn => "Скачать PDN",
        Tx::Image => "Картинка",
        Tx::Editor => "Редактор позиции",
        Tx::EditorHint => "Выберите шашку и нажимайте на поля (повторное нажатие убирает её).",
        Tx::EditPosition => "Расставить позицию",
        Tx::EditorNotLoaded => "Редактор не загрузился. Если устройство без сети, подключитесь к интернету один раз, чтобы загрузить его, и попробуйте снова.",
        Tx::Close => "Закрыть",
        Tx::SideToMove => "Ход",
        Tx::Clear => "Очистить",
        Tx::StartPosition => "Начальная позиция",
        Tx::PlayFromHere => "Играть отсюда",
        Tx::PlayComputer => "Играть с компьютером отсюда",
        Tx::Fen => "FEN",
        Tx::Erase => "Стереть",
        Tx::WhiteMan => "Белая простая",
        Tx::WhiteKing => "Белая дамка",
        Tx::BlackMan => "Чёрная простая",
        Tx::BlackKing => "Чёрная дамка",
        Tx::PositionOk => "Эту позицию можно играть.",
        Tx::Previous => "Предыдущий ход",
        Tx::Next => "Следующий ход",
        Tx::EmbedBadOptions => "Неверный параметр встраивания",
        Tx::OpenFull => "Открыть в Damas",
        Tx::EmbedOnSite => "Встроить на сайт",
        Tx::EmbedHint => "Вставьте этот код на свою страницу: доска покажет эту партию, и посетители смогут её пролистать.",
        Tx::CopyCode => "Скопировать код",
        Tx::Preview => "Предпросмотр",
    }
}

/// The Lasca label `key`.
pub const fn lasca_tx(key: LascaTx) -> &'static str {
    match key {
        LascaTx::Tagline => "Ласка, игра колоннами Эмануэля Ласкера (1911): играйте с другом на одном устройстве или с компьютером",
        LascaTx::ColumnHint => "Каждое нажатие кладёт выбранную шашку на верх колонны.",
        LascaTx::WhiteSoldier => "Белый солдат",
        LascaTx::WhiteOfficer => "Белый офицер",
        LascaTx::BlackSoldier => "Чёрный солдат",
        LascaTx::BlackOfficer => "Чёрный офицер",
        LascaTx::TakeTop => "Снять верхнюю шашку",
        LascaTx::EmptySquare => "Очистить поле",
        LascaTx::ColumnInspect => "Нажмите на колонну, чтобы увидеть, из чего она состоит.",
        LascaTx::LascaRules => "Солдаты ходят по диагонали вперёд, офицеры — вперёд и назад. Взятие через колонну забирает только её верхнюю шашку, которая уходит под низ бьющей колонны. Бить обязательно; у кого нет хода, тот проиграл.",
    }
}

/// Why a paste opened nothing (`why`: the error, worded).
pub fn could_not_open(why: &str) -> String {
    format!("Не удалось открыть: {why}.")
}

/// The friend's move in a game by links, and what to do next.
pub fn friend_played(mv: &str) -> String {
    format!("Ваш друг сыграл {mv}. Ваш ход — потом отправьте ссылку обратно.")
}
