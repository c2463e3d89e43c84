//! The game review in Russian: the panel, the judgements, and "learn from your mistakes".

use super::grammar::{side_lower, side_of};
use crate::ui::text::keys::ReviewText;
use damas_engine::Color;

/// The label `key`.
pub const fn review_text(key: ReviewText) -> &'static str {
    match key {
        ReviewText::Review => "Разобрать партию",
        ReviewText::Title => "Разбор партии",
        ReviewText::Cancel => "Отмена",
        ReviewText::Close => "Закрыть разбор",
        ReviewText::Accuracy => "Точность",
        ReviewText::Graph => "Чья позиция лучше, ход за ходом (нажмите, чтобы перейти к ходу)",
        ReviewText::Checking => "Проверяем ваш ход…",
        ReviewText::Good => "Хороший ход!",
        ReviewText::TryAgain => "Ещё раз",
        ReviewText::ShowBest => "Показать лучший ход",
        ReviewText::Next => "Следующая ошибка",
        ReviewText::Over => "Это была последняя ошибка. Отлично!",
        ReviewText::Stop => "Вернуться к разбору",
        ReviewText::Inaccuracies => "Неточности",
        ReviewText::Mistakes => "Ошибки",
        ReviewText::Blunders => "Грубые ошибки",
    }
}


/// The review's progress.
pub fn progress_line(percent: u32) -> String {
    format!("Компьютер разбирает партию… {percent} %")
}

/// "Лучше было 22-17" under a judged move.
pub fn best_was(best: &str) -> String {
    format!("Лучше было {best}")
}

/// The button that starts a round of `c`'s mistakes.
pub fn learn_from(c: Color) -> String {
    format!("Работа над ошибками {}", side_of(c))
}

/// The task at a mistake: `c` played `played` here; find better.
pub fn learn_prompt(c: Color, played: &str, which: usize, of: usize) -> String {
    format!("Ошибка {which} из {of}: здесь {} сыграли {played}. Найдите ход лучше.", side_lower(c))
}

/// A try that gives away too much.
pub fn poor_try(tried: &str) -> String {
    format!("Ход {tried} тоже недостаточно хорош.")
}
