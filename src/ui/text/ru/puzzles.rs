//! Puzzle mode in Russian.

use crate::ui::text::keys::{PuzzleText, PuzzleTheme};

/// The label `key`.
pub const fn puzzle_text(key: PuzzleText) -> &'static str {
    match key {
        PuzzleText::Title => "Задачи",
        PuzzleText::Task => "Найдите выигрывающий ход. Ваша сторона внизу.",
        PuzzleText::Solved => "Решено!",
        PuzzleText::Failed => "Не этот ход.",
        PuzzleText::Refutation => "Соперник отвечает",
        PuzzleText::Hint => "Подсказка",
        PuzzleText::Solution => "Решение",
        PuzzleText::SolutionLine => "Решение:",
        PuzzleText::Retry => "Ещё раз",
        PuzzleText::Next => "Следующая задача",
        PuzzleText::Streak => "Серия",
        PuzzleText::StreakEnd => "Серия окончена. Лучшая:",
        PuzzleText::Rating => "Рейтинг",
        PuzzleText::History => "Решено / ошибок",
        PuzzleText::Loading => "Загрузка задач…",
        PuzzleText::LoadFailed => "Не удалось загрузить задачи. Подключитесь к сети один раз, чтобы скачать их.",
        PuzzleText::AllSolved => "Вы решили все задачи этой игры.",
        PuzzleText::Back => "Вернуться к партии",
        PuzzleText::Themes => "Темы",
        PuzzleText::PuzzleRating => "рейтинг задачи",
    }
}

/// A puzzle theme's name.
pub const fn theme_text(theme: PuzzleTheme) -> &'static str {
    match theme {
        PuzzleTheme::Shot => "удар (многократное взятие)",
        PuzzleTheme::Sacrifice => "жертва",
        PuzzleTheme::Quiet => "тихий ход",
        PuzzleTheme::Crown => "прорыв в дамки",
        PuzzleTheme::KingEnding => "дамочный эндшпиль",
        PuzzleTheme::Win => "форсированный выигрыш",
    }
}
