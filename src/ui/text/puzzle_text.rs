//! Puzzle mode's words, in English, Brazilian Portuguese and Russian. Native, unit-tested.

use crate::ui::prefs::Lang;

/// A fixed label of puzzle mode.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum PuzzleText {
    Title,
    Task,
    Solved,
    Failed,
    Refutation,
    Hint,
    Solution,
    Next,
    Streak,
    StreakEnd,
    Rating,
    History,
    Loading,
    LoadFailed,
    AllSolved,
    Back,
    Themes,
    PuzzleRating,
}

/// The label `key` in `lang`.
#[must_use]
pub const fn puzzle_text(lang: Lang, key: PuzzleText) -> &'static str {
    use PuzzleText::*;
    match (lang, key) {
        (Lang::En, Title) => "Puzzles",
        (Lang::Pt, Title) => "Problemas",
        (Lang::Ru, Title) => "Задачи",
        (Lang::En, Task) => "Find the move that wins. Your side is at the bottom.",
        (Lang::Pt, Task) => "Encontre o lance que ganha. O seu lado está embaixo.",
        (Lang::Ru, Task) => "Найдите выигрывающий ход. Ваша сторона внизу.",
        (Lang::En, Solved) => "Solved!",
        (Lang::Pt, Solved) => "Resolvido!",
        (Lang::Ru, Solved) => "Решено!",
        (Lang::En, Failed) => "Not this move.",
        (Lang::Pt, Failed) => "Não é este lance.",
        (Lang::Ru, Failed) => "Не этот ход.",
        (Lang::En, Refutation) => "The answer:",
        (Lang::Pt, Refutation) => "A resposta:",
        (Lang::Ru, Refutation) => "Ответ:",
        (Lang::En, Hint) => "Hint",
        (Lang::Pt, Hint) => "Dica",
        (Lang::Ru, Hint) => "Подсказка",
        (Lang::En, Solution) => "Solution",
        (Lang::Pt, Solution) => "Solução",
        (Lang::Ru, Solution) => "Решение",
        (Lang::En, Next) => "Next puzzle",
        (Lang::Pt, Next) => "Próximo problema",
        (Lang::Ru, Next) => "Следующая задача",
        (Lang::En, Streak) => "Streak",
        (Lang::Pt, Streak) => "Sequência",
        (Lang::Ru, Streak) => "Серия",
        (Lang::En, StreakEnd) => "The streak is over. Best:",
        (Lang::Pt, StreakEnd) => "A sequência acabou. Melhor:",
        (Lang::Ru, StreakEnd) => "Серия окончена. Лучшая:",
        (Lang::En, Rating) => "Rating",
        (Lang::Pt, Rating) => "Rating",
        (Lang::Ru, Rating) => "Рейтинг",
        (Lang::En, History) => "Solved / missed",
        (Lang::Pt, History) => "Resolvidos / errados",
        (Lang::Ru, History) => "Решено / ошибок",
        (Lang::En, Loading) => "Loading the puzzles…",
        (Lang::Pt, Loading) => "Carregando os problemas…",
        (Lang::Ru, Loading) => "Загрузка задач…",
        (Lang::En, LoadFailed) => "The puzzles could not be loaded. Connect once to download them.",
        (Lang::Pt, LoadFailed) => "Não foi possível carregar os problemas. Conecte-se uma vez para baixá-los.",
        (Lang::Ru, LoadFailed) => "Не удалось загрузить задачи. Подключитесь к сети один раз, чтобы скачать их.",
        (Lang::En, AllSolved) => "You have solved every puzzle of this game.",
        (Lang::Pt, AllSolved) => "Você resolveu todos os problemas deste jogo.",
        (Lang::Ru, AllSolved) => "Вы решили все задачи этой игры.",
        (Lang::En, Back) => "Back to the game",
        (Lang::Pt, Back) => "Voltar à partida",
        (Lang::Ru, Back) => "Вернуться к партии",
        (Lang::En, Themes) => "Themes",
        (Lang::Pt, Themes) => "Temas",
        (Lang::Ru, Themes) => "Темы",
        (Lang::En, PuzzleRating) => "puzzle rating",
        (Lang::Pt, PuzzleRating) => "rating do problema",
        (Lang::Ru, PuzzleRating) => "рейтинг задачи",
    }
}

/// A theme's name (`shot`, `sacrifice`, `quiet`, `crown`, `king-ending`, `win`) in `lang`; an
/// unknown one is shown as written.
#[must_use]
pub fn theme_text(lang: Lang, theme: &str) -> &str {
    let words: [&'static str; 3] = match theme {
        "shot" => ["multi-capture shot", "golpe (captura múltipla)", "удар (многократное взятие)"],
        "sacrifice" => ["sacrifice", "sacrifício", "жертва"],
        "quiet" => ["quiet move", "lance tranquilo", "тихий ход"],
        "crown" => ["breakthrough to the crown", "avanço para a dama", "прорыв в дамки"],
        "king-ending" => ["king ending", "final de damas", "дамочный эндшпиль"],
        "win" => ["forced win", "vitória forçada", "форсированный выигрыш"],
        _ => return theme,
    };
    words[lang as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_theme_has_its_words() {
        for lang in Lang::ALL {
            for theme in ["shot", "sacrifice", "quiet", "crown", "king-ending", "win"] {
                assert!(lang == Lang::En || theme_text(lang, theme) != theme, "{lang:?} {theme}");
            }
            assert!(!puzzle_text(lang, PuzzleText::Title).is_empty());
        }
        assert_eq!(theme_text(Lang::Ru, "other"), "other");
        assert_eq!(theme_text(Lang::Pt, "sacrifice"), "sacrifício");
    }
}
