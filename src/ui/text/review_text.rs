//! The game review's words, in English, Brazilian Portuguese and Russian: the panel, the
//! judgements, and "learn from your mistakes". Native, unit-tested.

use crate::ui::text::names::{side, side_lower, side_of_ru, side_ru_lower};
use crate::ui::prefs::Lang;
use crate::ui::review::Judgement;
use damas_engine::Color;

/// A fixed label of the review.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum ReviewText {
    Review,
    Title,
    Cancel,
    Close,
    Accuracy,
    Graph,
    Checking,
    Good,
    TryAgain,
    ShowBest,
    Next,
    Over,
    Stop,
}

/// The label `key` in `lang`.
#[must_use]
pub const fn review_text(lang: Lang, key: ReviewText) -> &'static str {
    use ReviewText::*;
    match (lang, key) {
        (Lang::En, Review) => "Review the game",
        (Lang::Pt, Review) => "Analisar a partida",
        (Lang::Ru, Review) => "Разобрать партию",
        (Lang::En, Title) => "Game review",
        (Lang::Pt, Title) => "Análise da partida",
        (Lang::Ru, Title) => "Разбор партии",
        (Lang::En, Cancel) => "Cancel",
        (Lang::Pt, Cancel) => "Cancelar",
        (Lang::Ru, Cancel) => "Отмена",
        (Lang::En, Close) => "Close the review",
        (Lang::Pt, Close) => "Fechar a análise",
        (Lang::Ru, Close) => "Закрыть разбор",
        (Lang::En, Accuracy) => "Accuracy",
        (Lang::Pt, Accuracy) => "Precisão",
        (Lang::Ru, Accuracy) => "Точность",
        (Lang::En, Graph) => "Who stood better, move by move (click to go to a move)",
        (Lang::Pt, Graph) => "Quem estava melhor, lance a lance (clique para ir ao lance)",
        (Lang::Ru, Graph) => "Чья позиция лучше, ход за ходом (нажмите, чтобы перейти к ходу)",
        (Lang::En, Checking) => "Checking your move…",
        (Lang::Pt, Checking) => "Verificando o seu lance…",
        (Lang::Ru, Checking) => "Проверяем ваш ход…",
        (Lang::En, Good) => "Good move!",
        (Lang::Pt, Good) => "Bom lance!",
        (Lang::Ru, Good) => "Хороший ход!",
        (Lang::En, TryAgain) => "Try again",
        (Lang::Pt, TryAgain) => "Tentar de novo",
        (Lang::Ru, TryAgain) => "Ещё раз",
        (Lang::En, ShowBest) => "Show the best move",
        (Lang::Pt, ShowBest) => "Mostrar o melhor lance",
        (Lang::Ru, ShowBest) => "Показать лучший ход",
        (Lang::En, Next) => "Next mistake",
        (Lang::Pt, Next) => "Próximo erro",
        (Lang::Ru, Next) => "Следующая ошибка",
        (Lang::En, Over) => "That was the last one. Well done!",
        (Lang::Pt, Over) => "Esse foi o último. Muito bem!",
        (Lang::Ru, Over) => "Это была последняя ошибка. Отлично!",
        (Lang::En, Stop) => "Back to the review",
        (Lang::Pt, Stop) => "Voltar à análise",
        (Lang::Ru, Stop) => "Вернуться к разбору",
    }
}

/// A judgement's name, as the move list's tooltip and the counts say it.
#[must_use]
pub const fn judgement_name(lang: Lang, j: Judgement) -> &'static str {
    match (lang, j) {
        (Lang::En, Judgement::Inaccuracy) => "Inaccuracies",
        (Lang::En, Judgement::Mistake) => "Mistakes",
        (Lang::En, Judgement::Blunder) => "Blunders",
        (Lang::Pt, Judgement::Inaccuracy) => "Imprecisões",
        (Lang::Pt, Judgement::Mistake) => "Erros",
        (Lang::Pt, Judgement::Blunder) => "Erros graves",
        (Lang::Ru, Judgement::Inaccuracy) => "Неточности",
        (Lang::Ru, Judgement::Mistake) => "Ошибки",
        (Lang::Ru, Judgement::Blunder) => "Грубые ошибки",
    }
}

/// "Reviewing… 40 %".
#[must_use]
pub fn progress_line(lang: Lang, percent: u32) -> String {
    match lang {
        Lang::En => format!("The computer is going through the game… {percent} %"),
        Lang::Pt => format!("O computador está analisando a partida… {percent} %"),
        Lang::Ru => format!("Компьютер разбирает партию… {percent} %"),
    }
}

/// "Best was 22-17" under a judged move.
#[must_use]
pub fn best_was(lang: Lang, best: &str) -> String {
    match lang {
        Lang::En => format!("Best was {best}"),
        Lang::Pt => format!("O melhor era {best}"),
        Lang::Ru => format!("Лучше было {best}"),
    }
}

/// The button that starts a round of `c`'s mistakes.
#[must_use]
pub fn learn_from(lang: Lang, c: Color) -> String {
    match lang {
        Lang::En => format!("Learn from {}'s mistakes", side(lang, c)),
        Lang::Pt => format!("Aprender com os erros das {}", side_lower(c)),
        Lang::Ru => format!("Работа над ошибками {}", side_of_ru(c)),
    }
}

/// The task at a mistake: `c` played `played` here; find better.
#[must_use]
pub fn learn_prompt(lang: Lang, c: Color, played: &str, which: usize, of: usize) -> String {
    match lang {
        Lang::En => format!("Mistake {which} of {of}: {} played {played} here. Find a better move.", side(lang, c)),
        Lang::Pt => format!("Erro {which} de {of}: {} jogaram {played} aqui. Encontre um lance melhor.", side(lang, c)),
        Lang::Ru => format!("Ошибка {which} из {of}: здесь {} сыграли {played}. Найдите ход лучше.", side_ru_lower(c)),
    }
}

/// A try that gives away too much.
#[must_use]
pub fn poor_try(lang: Lang, tried: &str) -> String {
    match lang {
        Lang::En => format!("{tried} is not good enough either."),
        Lang::Pt => format!("{tried} também não basta."),
        Lang::Ru => format!("Ход {tried} тоже недостаточно хорош."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_says_everything() {
        use ReviewText::*;
        for lang in Lang::ALL {
            for key in [Review, Title, Cancel, Close, Accuracy, Graph, Checking, Good, TryAgain, ShowBest, Next, Over, Stop] {
                assert!(!review_text(lang, key).is_empty());
            }
            for j in [Judgement::Inaccuracy, Judgement::Mistake, Judgement::Blunder] {
                assert!(!judgement_name(lang, j).is_empty());
            }
            assert!(progress_line(lang, 40).contains("40"));
            assert!(best_was(lang, "22-17").contains("22-17"));
            assert!(learn_prompt(lang, Color::Black, "9-13", 1, 3).contains("9-13"));
            assert!(poor_try(lang, "9-14").contains("9-14"));
        }
        assert_eq!(learn_from(Lang::En, Color::White), "Learn from White's mistakes");
        assert_eq!(learn_from(Lang::Ru, Color::Black), "Работа над ошибками чёрных");
    }
}
