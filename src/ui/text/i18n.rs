//! The page's fixed labels and the game's status (turn, compulsory capture, result, draw rules)
//! in English, Brazilian Portuguese and Russian. Everything shown is built from typed values
//! (never from markup), so the components stay free of wording; the computer's words are in
//! `ai_text`, the board's for screen readers in `board_text`, the answers to moves in
//! `message_text`. Native, unit-tested.

use crate::ui::game::messages::{CaptureNote, Status};
use crate::ui::text::names::{side, side_lower, side_of_ru, side_ru_lower, square_label};
use crate::ui::text::plural::{counted, Noun};
use crate::ui::prefs::Lang;
use damas_engine::{DrawCount, DrawReason, GameKind, Variant};

/// Fixed labels.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Text {
    Title,
    Tagline,
    NewGame,
    Start,
    VariantLabel,
    Bottom,
    WhiteBottom,
    BlackBottom,
    Undo,
    Redo,
    First,
    Last,
    Flip,
    Coordinates,
    CoordsOff,
    CoordsNumbers,
    CoordsAlgebraic,
    Animations,
    Language,
    Moves,
    NoMoves,
    /// Make the line on view the main line (a variation promoted).
    PromoteVariation,
    /// Remove the variation on view.
    DeleteVariation,
    Dismiss,
    Board,
    Settings,
    Viewing,
    Result,
    TypeMove,
    PlayTyped,
}

/// The label `key` in `lang`.
#[must_use]
pub const fn text(lang: Lang, key: Text) -> &'static str {
    use Text::*;
    match (lang, key) {
        (Lang::En, Title) => "Damas",
        (Lang::Pt, Title) => "Damas",
        (Lang::Ru, Title) => "Damas",
        (Lang::En, Tagline) => "Play a friend on one device, or the computer",
        (Lang::Pt, Tagline) => "Jogue com um amigo no mesmo aparelho, ou contra o computador",
        (Lang::Ru, Tagline) => "Играйте с другом на одном устройстве или с компьютером",
        (Lang::En, NewGame) => "New game",
        (Lang::Pt, NewGame) => "Nova partida",
        (Lang::Ru, NewGame) => "Новая партия",
        (Lang::En, Start) => "Start",
        (Lang::Pt, Start) => "Começar",
        (Lang::Ru, Start) => "Начать",
        (Lang::En, VariantLabel) => "Variant",
        (Lang::Pt, VariantLabel) => "Modalidade",
        (Lang::Ru, VariantLabel) => "Вид шашек",
        (Lang::En, Bottom) => "At the bottom",
        (Lang::Pt, Bottom) => "Embaixo",
        (Lang::Ru, Bottom) => "Внизу",
        (Lang::En, WhiteBottom) => "White",
        (Lang::Pt, WhiteBottom) => "Brancas",
        (Lang::Ru, WhiteBottom) => "Белые",
        (Lang::En, BlackBottom) => "Black",
        (Lang::Pt, BlackBottom) => "Pretas",
        (Lang::Ru, BlackBottom) => "Чёрные",
        (Lang::En, Undo) => "Undo",
        (Lang::Pt, Undo) => "Voltar",
        (Lang::Ru, Undo) => "Отменить ход",
        (Lang::En, Redo) => "Redo",
        (Lang::Pt, Redo) => "Avançar",
        (Lang::Ru, Redo) => "Вернуть ход",
        (Lang::En, First) => "Go to the start",
        (Lang::Pt, First) => "Ir ao início",
        (Lang::Ru, First) => "В начало партии",
        (Lang::En, Last) => "Go to the last move",
        (Lang::Pt, Last) => "Ir ao último lance",
        (Lang::Ru, Last) => "К последнему ходу",
        (Lang::En, Flip) => "Flip board",
        (Lang::Pt, Flip) => "Girar tabuleiro",
        (Lang::Ru, Flip) => "Перевернуть доску",
        (Lang::En, Coordinates) => "Coordinates",
        (Lang::Pt, Coordinates) => "Coordenadas",
        (Lang::Ru, Coordinates) => "Координаты",
        (Lang::En, CoordsOff) => "None",
        (Lang::Pt, CoordsOff) => "Nenhuma",
        (Lang::Ru, CoordsOff) => "Нет",
        (Lang::En, CoordsNumbers) => "Square numbers",
        (Lang::Pt, CoordsNumbers) => "Números das casas",
        (Lang::Ru, CoordsNumbers) => "Номера полей",
        (Lang::En, CoordsAlgebraic) => "Letters a–h",
        (Lang::Pt, CoordsAlgebraic) => "Letras a–h",
        (Lang::Ru, CoordsAlgebraic) => "Буквы a–h",
        (Lang::En, Animations) => "Animations",
        (Lang::Pt, Animations) => "Animações",
        (Lang::Ru, Animations) => "Анимация",
        (Lang::En, Language) => "Language",
        (Lang::Pt, Language) => "Idioma",
        (Lang::Ru, Language) => "Язык",
        (Lang::En, Moves) => "Moves",
        (Lang::Pt, Moves) => "Lances",
        (Lang::Ru, Moves) => "Ходы",
        (Lang::En, TypeMove) => "Type a move",
        (Lang::Pt, TypeMove) => "Digite um lance",
        (Lang::Ru, TypeMove) => "Введите ход",
        (Lang::En, PlayTyped) => "Play",
        (Lang::Pt, PlayTyped) => "Jogar",
        (Lang::Ru, PlayTyped) => "Сыграть",
        (Lang::En, NoMoves) => "No moves yet.",
        (Lang::Pt, NoMoves) => "Nenhum lance ainda.",
        (Lang::Ru, NoMoves) => "Ходов пока нет.",
        (Lang::En, PromoteVariation) => "Make main line",
        (Lang::Pt, PromoteVariation) => "Tornar linha principal",
        (Lang::Ru, PromoteVariation) => "Сделать основным вариантом",
        (Lang::En, DeleteVariation) => "Delete variation",
        (Lang::Pt, DeleteVariation) => "Apagar variante",
        (Lang::Ru, DeleteVariation) => "Удалить вариант",
        (Lang::En, Dismiss) => "Dismiss",
        (Lang::Pt, Dismiss) => "Fechar",
        (Lang::Ru, Dismiss) => "Закрыть",
        (Lang::En, Board) => "Draughts board",
        (Lang::Pt, Board) => "Tabuleiro de damas",
        (Lang::Ru, Board) => "Шашечная доска",
        (Lang::En, Settings) => "Settings",
        (Lang::Pt, Settings) => "Ajustes",
        (Lang::Ru, Settings) => "Настройки",
        (Lang::En, Viewing) => "Viewing an earlier position",
        (Lang::Pt, Viewing) => "Vendo uma posição anterior",
        (Lang::Ru, Viewing) => "Просмотр прежней позиции",
        (Lang::En, Result) => "Result",
        (Lang::Pt, Result) => "Resultado",
        (Lang::Ru, Result) => "Результат",
    }
}

/// Square `number` as the variant's players write it: its number, or its algebraic name (Turkish).
#[must_use]
pub fn square_name(v: Variant, number: u32) -> String {
    square_label(GameKind::Draughts(v), number)
}

/// The turn line and the capture line of the status.
#[must_use]
pub fn status(lang: Lang, status: &Status, game: GameKind, to: crate::ui::text::flow_text::Audience) -> (String, Option<String>) {
    use crate::ui::text::flow_text::Audience;
    match status {
        Status::ToMove { turn, capture } => {
            // Against the computer the status speaks to the player; two players are named.
            let line = match (lang, to) {
                (Lang::En, Audience::Player(me)) if me == *turn => format!("Your move ({})", side(lang, *turn)),
                (Lang::Pt, Audience::Player(me)) if me == *turn => format!("Sua vez ({})", side_lower(*turn)),
                (Lang::Ru, Audience::Player(me)) if me == *turn => format!("Ваш ход ({})", side_ru_lower(*turn)),
                (Lang::En, Audience::Player(_)) => format!("The computer's move ({})", side(lang, *turn)),
                (Lang::Pt, Audience::Player(_)) => format!("Vez do computador ({})", side_lower(*turn)),
                (Lang::Ru, Audience::Player(_)) => format!("Ход компьютера ({})", side_ru_lower(*turn)),
                (Lang::En, Audience::Players) => format!("{} to move", side(lang, *turn)),
                (Lang::Pt, Audience::Players) => format!("{} jogam", side(lang, *turn)),
                (Lang::Ru, Audience::Players) => format!("Ход {}", side_of_ru(*turn)),
            };
            let note = capture.map(|c| {
                let compulsory = match lang {
                    Lang::En => "Capture is compulsory",
                    Lang::Pt => "A captura é obrigatória",
                    Lang::Ru => "Бить обязательно",
                };
                let CaptureNote::Take(n) = c else { return compulsory.to_string() };
                let take = match lang {
                    Lang::En => "you must take",
                    Lang::Pt => "você deve tomar",
                    Lang::Ru => "нужно взять",
                };
                format!("{compulsory}: {take} {}", counted(lang, n, Noun::Taken))
            });
            (line, note)
        }
        Status::Over(ending) => {
            use crate::ui::text::flow_text::{ending_line, ending_reason};
            let line = ending_line(lang, *ending, ending.result_in(game), to);
            (line, Some(ending_reason(lang, *ending, to)))
        }
    }
}

/// A draw rule near its end: how many moves each side has left, and what would stop it.
#[must_use]
pub fn draw_countdown(lang: Lang, count: DrawCount) -> String {
    let moves = counted(lang, count.moves_left, Noun::Move);
    match (lang, count.reason) {
        (Lang::En, DrawReason::KingMoves(_)) => format!("Draw in {moves} each unless a man moves or a piece is taken."),
        (Lang::Pt, DrawReason::KingMoves(_)) => format!("Empate em {moves} de cada lado, a menos que uma pedra ande ou haja captura."),
        (Lang::Ru, DrawReason::KingMoves(_)) => format!("Ничья через {moves} с каждой стороны, если не будет хода простой или взятия."),
        (Lang::En, DrawReason::NoProgress(_)) => format!("Draw in {moves} each without a capture or a man move."),
        (Lang::Pt, DrawReason::NoProgress(_)) => format!("Empate em {moves} de cada lado sem captura nem lance de pedra."),
        (Lang::Ru, DrawReason::NoProgress(_)) => format!("Ничья через {moves} с каждой стороны без взятий и ходов простыми."),
        (Lang::En, _) => format!("This ending is drawn in {moves} each unless it is won first."),
        (Lang::Pt, _) => format!("Este final empata em {moves} de cada lado se não for vencido antes."),
        (Lang::Ru, _) => format!("Это окончание станет ничьей через {moves} с каждой стороны, если не будет выиграно раньше."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::{Color, Outcome};
    const BR: GameKind = GameKind::Draughts(Variant::Brazilian);

    #[test]
    fn languages_come_from_browser_tags() {
        assert_eq!(Lang::detect(["pt-BR", "en"]), Lang::Pt);
        assert_eq!(Lang::detect(["de-DE", "en-US"]), Lang::En);
        assert_eq!(Lang::detect(["fr"]), Lang::En);
        assert_eq!(Lang::detect([]), Lang::En);
        assert_eq!(Lang::from_tag("PT_pt"), Some(Lang::Pt));
        assert_eq!(Lang::detect(["ru-RU", "en-US"]), Lang::Ru);
        assert_eq!(Lang::detect(["de", "ru"]), Lang::Ru);
        assert_eq!(Lang::detect(["uk-UA", "be"]), Lang::En);
        for l in Lang::ALL {
            assert_eq!(Lang::from_tag(l.code()), Some(l));
            assert_eq!(Lang::from_tag(l.key()), Some(l));
        }
        assert_eq!(Lang::ALL.map(Lang::key), ["pt", "en", "ru"]);
    }

    #[test]
    fn statuses_give_turn_capture_and_result() {
        let s = Status::ToMove { turn: Color::White, capture: Some(CaptureNote::Take(3)) };
        assert_eq!(
            status(Lang::En, &s, BR, crate::ui::text::flow_text::Audience::Players),
            ("White to move".into(), Some("Capture is compulsory: you must take 3 pieces".into()))
        );
        let over = Status::Over(damas_engine::Ending::Rules(Outcome::Win(Color::Black)));
        assert_eq!(status(Lang::En, &over, BR, crate::ui::text::flow_text::Audience::Players).0, "Black wins 0-2");
        // Against the computer the status speaks to the player.
        use crate::ui::text::flow_text::Audience::Player;
        let turn = Status::ToMove { turn: Color::White, capture: None };
        assert_eq!(status(Lang::En, &turn, BR, Player(Color::White)).0, "Your move (White)");
        assert_eq!(status(Lang::Pt, &turn, BR, Player(Color::Black)).0, "Vez do computador (brancas)");
        assert_eq!(status(Lang::En, &over, BR, Player(Color::Black)).0, "You won 0-2");
        let draw = Status::Over(damas_engine::Ending::Rules(Outcome::Draw(DrawReason::Repetition)));
        let (line, reason) = status(Lang::Pt, &draw, GameKind::Draughts(Variant::English), crate::ui::text::flow_text::Audience::Players);
        assert_eq!(line, "Empate 1/2-1/2");
        assert!(reason.unwrap().contains("três vezes"));
    }

    #[test]
    fn statuses_read_in_russian() {
        let take = |n| Status::ToMove { turn: Color::Black, capture: Some(CaptureNote::Take(n)) };
        assert_eq!(status(Lang::Ru, &take(1), BR, crate::ui::text::flow_text::Audience::Players), ("Ход чёрных".into(), Some("Бить обязательно: нужно взять 1 шашку".into())));
        assert_eq!(status(Lang::Ru, &take(3), BR, crate::ui::text::flow_text::Audience::Players).1.unwrap(), "Бить обязательно: нужно взять 3 шашки");
        assert_eq!(status(Lang::Ru, &take(11), BR, crate::ui::text::flow_text::Audience::Players).1.unwrap(), "Бить обязательно: нужно взять 11 шашек");
        let any = Status::ToMove { turn: Color::White, capture: Some(CaptureNote::Any) };
        assert_eq!(status(Lang::Ru, &any, BR, crate::ui::text::flow_text::Audience::Players), ("Ход белых".into(), Some("Бить обязательно".into())));
        let over = Status::Over(damas_engine::Ending::Rules(Outcome::Win(Color::White)));
        assert_eq!(status(Lang::Ru, &over, BR, crate::ui::text::flow_text::Audience::Players), ("Победа белых 2-0".into(), Some("У чёрных нет ходов.".into())));
        let draw = Status::Over(damas_engine::Ending::Rules(Outcome::Draw(DrawReason::KingMoves(22))));
        assert_eq!(status(Lang::Ru, &draw, BR, crate::ui::text::flow_text::Audience::Players).1.unwrap(), "22 хода с каждой стороны только дамками и без взятий.");
        let mine = Status::ToMove { turn: Color::White, capture: None };
        assert_eq!(status(Lang::Ru, &mine, BR, crate::ui::text::flow_text::Audience::Player(Color::White)).0, "Ваш ход (белые)");
    }

    #[test]
    fn draw_countdowns_name_what_stops_them() {
        let c = |reason, moves_left| DrawCount { reason, moves_left };
        assert_eq!(
            draw_countdown(Lang::En, c(DrawReason::KingMoves(20), 3)),
            "Draw in 3 moves each unless a man moves or a piece is taken."
        );
        assert_eq!(draw_countdown(Lang::En, c(DrawReason::Endgame(5), 1)), "This ending is drawn in 1 move each unless it is won first.");
        assert!(draw_countdown(Lang::Pt, c(DrawReason::Endgame(16), 16)).contains("16 lances"));
        assert!(draw_countdown(Lang::Pt, c(DrawReason::NoProgress(40), 1)).contains("1 lance "));
        assert_eq!(
            draw_countdown(Lang::Ru, c(DrawReason::KingMoves(20), 1)),
            "Ничья через 1 ход с каждой стороны, если не будет хода простой или взятия."
        );
        assert!(draw_countdown(Lang::Ru, c(DrawReason::Endgame(16), 12)).contains("через 12 ходов"));
    }

    #[test]
    fn every_label_exists_in_every_language() {
        use Text::*;
        let all = [
            Title, Tagline, NewGame, Start, VariantLabel, Bottom, WhiteBottom, BlackBottom, Undo, Redo, First, Last, Flip,
            Coordinates, CoordsOff, CoordsNumbers, CoordsAlgebraic, Animations, Language, Moves, NoMoves, PromoteVariation, DeleteVariation, Dismiss,
            Board, Settings, Viewing, Result, TypeMove, PlayTyped,
        ];
        for key in all {
            for lang in Lang::ALL {
                assert!(!text(lang, key).is_empty());
            }
            // Every Russian label but the brand and the letters is written in Cyrillic.
            let ru = text(Lang::Ru, key);
            assert!(matches!(key, Title) || ru.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c)), "{ru}");
        }
    }
}
