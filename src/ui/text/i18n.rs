//! The page's fixed labels and the game's status (turn, compulsory capture, result, draw rules)
//! in the player's language: each language's words are in its `game.ftl`; this file names them
//! and passes their arguments. Everything shown is built from typed values (never from markup),
//! so the components stay free of wording; the computer's words are in `ai_text`, the board's
//! for screen readers in `board_text`, the answers to moves in `message_text`. Native,
//! unit-tested.

use crate::ui::text::messages::{CaptureNote, Status};
use crate::ui::prefs::Lang;
use crate::ui::text::flow_text::{ending_line, ending_reason};
use crate::ui::text::keys::Audience;
pub use crate::ui::text::keys::Text;
use damas_engine::{Color, DrawCount, DrawReason, GameKind};
use crate::ui::text::words::{format, message, Id};

/// The label `key` in `lang`.
#[must_use]
pub fn text(lang: Lang, key: Text) -> &'static str {
    crate::ui::text::words::text(lang, text_message(key))
}

/// The message of `key` (`<lang>/game.ftl`).
const fn text_message(key: Text) -> Id {
    match key {
        Text::Title => message!("page-title"),
        Text::Tagline => message!("page-tagline"),
        Text::NewGame => message!("page-new-game"),
        Text::Start => message!("page-start"),
        Text::VariantLabel => message!("page-variant-label"),
        Text::Bottom => message!("page-bottom"),
        Text::WhiteBottom => message!("page-white-bottom"),
        Text::BlackBottom => message!("page-black-bottom"),
        Text::Undo => message!("page-undo"),
        Text::Redo => message!("page-redo"),
        Text::First => message!("page-first"),
        Text::Last => message!("page-last"),
        Text::Flip => message!("page-flip"),
        Text::Coordinates => message!("page-coordinates"),
        Text::CoordsOff => message!("page-coords-off"),
        Text::CoordsNumbers => message!("page-coords-numbers"),
        Text::CoordsAlgebraic => message!("page-coords-algebraic"),
        Text::Animations => message!("page-animations"),
        Text::Language => message!("page-language"),
        Text::Moves => message!("page-moves"),
        Text::TypeMove => message!("page-type-move"),
        Text::PlayTyped => message!("page-play-typed"),
        Text::PanelsNotLoaded => message!("page-panels-not-loaded"),
        Text::ReviewNotLoaded => message!("page-review-not-loaded"),
        Text::NoMoves => message!("page-no-moves"),
        Text::PromoteVariation => message!("page-promote-variation"),
        Text::DeleteVariation => message!("page-delete-variation"),
        Text::Dismiss => message!("page-dismiss"),
        Text::Board => message!("page-board"),
        Text::Settings => message!("page-settings"),
        Text::Viewing => message!("page-viewing"),
        Text::Result => message!("page-result"),
        Text::Round => message!("page-round"),
    }
}

/// Whose turn it is, as `to` is spoken to: the player (against the computer or a friend on
/// another device), or two players at the device, named by their side.
fn turn_line(lang: Lang, turn: Color, to: Audience) -> String {
    let who = match to {
        Audience::Player(me) | Audience::Friend(me) if me == turn => "you",
        Audience::Player(_) => "computer",
        Audience::Friend(_) => "friend",
        Audience::Players => "side",
    };
    format(lang, message!("status-turn"), &[("who", who.into()), ("side", turn.name().into())])
}

/// The compulsory capture, and how many pieces it must take.
fn capture_note(lang: Lang, note: CaptureNote) -> String {
    match note {
        CaptureNote::Any => format(lang, message!("status-capture"), &[]),
        CaptureNote::Take(n) => format(lang, message!("status-capture-take"), &[("n", n.into())]),
    }
}

/// The turn line and the capture line of the status.
#[must_use]
pub fn status(lang: Lang, status: &Status, game: GameKind, to: Audience) -> (String, Option<String>) {
    match status {
        Status::ToMove { turn, capture } => (turn_line(lang, *turn, to), capture.map(|c| capture_note(lang, c))),
        Status::Over { ending, no_pieces } => {
            let line = ending_line(lang, *ending, ending.result_in(game), to);
            (line, Some(ending_reason(lang, *ending, to, *no_pieces)))
        }
    }
}

/// A draw rule near its end: how many moves each side has left, and what would stop it.
#[must_use]
pub fn draw_countdown(lang: Lang, count: DrawCount) -> String {
    let message = match count.reason {
        DrawReason::KingMoves(_) => message!("status-countdown-king-moves"),
        DrawReason::NoProgress(_) => message!("status-countdown-no-progress"),
        DrawReason::Endgame(_) | DrawReason::Repetition | DrawReason::OnePieceEach => message!("status-countdown-ending"),
    };
    format(lang, message, &[("n", count.moves_left.into())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::{Color, DrawReason, Outcome, Variant};
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
        assert_eq!(Lang::ALL.map(Lang::key), ["pt", "en", "ru", "es", "it"]);
        // Italian, from Italy or Switzerland.
        assert_eq!(Lang::detect(["it-IT", "en"]), Lang::It);
        assert_eq!(Lang::detect(["de-CH", "it-CH"]), Lang::It);
        assert_eq!((Lang::It.code(), Lang::It.label()), ("it", "Italiano"));
        // Spanish from any country, in the browser's order.
        assert_eq!(Lang::detect(["es-MX", "en"]), Lang::Es);
        assert_eq!(Lang::detect(["de", "es-419", "pt-BR"]), Lang::Es);
        assert_eq!(Lang::detect(["en-GB", "es-ES"]), Lang::En);
        assert_eq!(Lang::from_tag("es_ES"), Some(Lang::Es));
        assert_eq!((Lang::Es.code(), Lang::Es.label()), ("es", "Español"));
    }

    #[test]
    fn statuses_give_turn_capture_and_result() {
        let s = Status::ToMove { turn: Color::White, capture: Some(CaptureNote::Take(3)) };
        assert_eq!(
            status(Lang::En, &s, BR, crate::ui::text::flow_text::Audience::Players),
            ("White to move".into(), Some("Capture is compulsory: you must take 3 pieces".into()))
        );
        let over = Status::Over { ending: damas_engine::Ending::Rules(Outcome::Win(Color::Black)), no_pieces: false };
        assert_eq!(status(Lang::En, &over, BR, crate::ui::text::flow_text::Audience::Players).0, "Black wins 0-2");
        // Against the computer the status speaks to the player.
        use crate::ui::text::flow_text::Audience::Player;
        let turn = Status::ToMove { turn: Color::White, capture: None };
        assert_eq!(status(Lang::En, &turn, BR, Player(Color::White)).0, "Your move (White)");
        assert_eq!(status(Lang::Pt, &turn, BR, Player(Color::Black)).0, "Vez do computador (brancas)");
        assert_eq!(status(Lang::En, &over, BR, Player(Color::Black)).0, "You won 0-2");
        // Against a friend on another device: the player's move, or waiting; the end said of the
        // sides.
        use crate::ui::text::flow_text::Audience::Friend;
        assert_eq!(status(Lang::En, &turn, BR, Friend(Color::White)).0, "Your move (White)");
        assert_eq!(status(Lang::En, &turn, BR, Friend(Color::Black)).0, "Waiting for your friend (White)");
        assert_eq!(status(Lang::Ru, &turn, BR, Friend(Color::Black)).0, "Ждём хода друга (белые)");
        let resigned = Status::Over { ending: damas_engine::Ending::Decided(damas_engine::Decision::Resigned(Color::White)), no_pieces: false };
        assert_eq!(status(Lang::En, &resigned, BR, Friend(Color::Black)), ("You won 0-2".into(), Some("White resigned.".into())));
        let draw = Status::Over { ending: damas_engine::Ending::Rules(Outcome::Draw(DrawReason::Repetition)), no_pieces: false };
        let (line, reason) = status(Lang::Pt, &draw, GameKind::Draughts(Variant::English), crate::ui::text::flow_text::Audience::Players);
        assert_eq!(line, "Empate 1/2-1/2");
        assert!(reason.unwrap().contains("repetição"));
    }

    #[test]
    fn statuses_read_in_russian() {
        let take = |n| Status::ToMove { turn: Color::Black, capture: Some(CaptureNote::Take(n)) };
        assert_eq!(status(Lang::Ru, &take(1), BR, crate::ui::text::flow_text::Audience::Players), ("Ход чёрных".into(), Some("Бить обязательно: нужно взять 1 шашку".into())));
        assert_eq!(status(Lang::Ru, &take(3), BR, crate::ui::text::flow_text::Audience::Players).1.unwrap(), "Бить обязательно: нужно взять 3 шашки");
        assert_eq!(status(Lang::Ru, &take(11), BR, crate::ui::text::flow_text::Audience::Players).1.unwrap(), "Бить обязательно: нужно взять 11 шашек");
        let any = Status::ToMove { turn: Color::White, capture: Some(CaptureNote::Any) };
        assert_eq!(status(Lang::Ru, &any, BR, crate::ui::text::flow_text::Audience::Players), ("Ход белых".into(), Some("Бить обязательно".into())));
        let over = Status::Over { ending: damas_engine::Ending::Rules(Outcome::Win(Color::White)), no_pieces: false };
        assert_eq!(status(Lang::Ru, &over, BR, crate::ui::text::flow_text::Audience::Players), ("Победа белых 2-0".into(), Some("У чёрных нет ходов.".into())));
        let draw = Status::Over { ending: damas_engine::Ending::Rules(Outcome::Draw(DrawReason::KingMoves(22))), no_pieces: false };
        assert_eq!(status(Lang::Ru, &draw, BR, crate::ui::text::flow_text::Audience::Players).1.unwrap(), "22 хода с каждой стороны только дамками и без взятий.");
        let mine = Status::ToMove { turn: Color::White, capture: None };
        assert_eq!(status(Lang::Ru, &mine, BR, crate::ui::text::flow_text::Audience::Player(Color::White)).0, "Ваш ход (белые)");
    }

    #[test]
    fn statuses_read_in_spanish() {
        use crate::ui::text::flow_text::Audience::{Player, Players};
        let take = |n| Status::ToMove { turn: Color::White, capture: Some(CaptureNote::Take(n)) };
        assert_eq!(status(Lang::Es, &take(1), BR, Players), ("Juegan las blancas".into(), Some("La captura es obligatoria: debes capturar 1 pieza".into())));
        assert_eq!(status(Lang::Es, &take(3), BR, Players).1.unwrap(), "La captura es obligatoria: debes capturar 3 piezas");
        let black = Status::ToMove { turn: Color::Black, capture: None };
        assert_eq!(status(Lang::Es, &black, BR, Players), ("Juegan las negras".into(), None));
        assert_eq!(status(Lang::Es, &black, BR, Player(Color::Black)).0, "Tu turno (negras)");
        assert_eq!(status(Lang::Es, &black, BR, Player(Color::White)).0, "Turno de la máquina (negras)");
        let over = Status::Over { ending: damas_engine::Ending::Rules(Outcome::Win(Color::White)), no_pieces: false };
        assert_eq!(status(Lang::Es, &over, BR, Players), ("Ganan las blancas 2-0".into(), Some("Las negras no tienen ninguna jugada posible.".into())));
        assert_eq!(status(Lang::Es, &over, BR, Player(Color::White)).0, "Ganaste 2-0");
        let draw = Status::Over { ending: damas_engine::Ending::Rules(Outcome::Draw(DrawReason::KingMoves(20))), no_pieces: false };
        assert_eq!(status(Lang::Es, &draw, BR, Players), ("Tablas 1-1".into(), Some("20 jugadas por bando solo con damas y sin capturas.".into())));
        assert_eq!(text(Lang::Es, Text::Board), "Tablero de damas");
        let count = DrawCount { reason: DrawReason::NoProgress(40), moves_left: 1 };
        assert_eq!(draw_countdown(Lang::Es, count), "Tablas en 1 jugada por bando sin capturas ni jugadas de peón.");
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
    fn russian_labels_are_written_in_cyrillic() {
        for &key in Text::ALL {
            // Every Russian label but the brand is written in Cyrillic.
            let ru = text(Lang::Ru, key);
            assert!(key == Text::Title || ru.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c)), "{ru}");
        }
    }
}
