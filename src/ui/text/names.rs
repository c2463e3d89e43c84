//! The names of the games and of their squares, as players say and write them: the text
//! tables, the error texts and the forms all read them here.

use crate::ui::board::layout::lasca_bit;
use crate::ui::prefs::{Lang, Notation};
use damas_engine::notation::algebraic;
use damas_engine::{Color, GameKind, Variant};

/// The variant's name (Russian names are the plural adjective of "шашки", said without it).
#[must_use]
pub const fn variant_name(lang: Lang, v: Variant) -> &'static str {
    match (lang, v) {
        (Lang::En, Variant::Brazilian) => "Brazilian",
        (Lang::Pt, Variant::Brazilian) => "Brasileira",
        (Lang::Ru, Variant::Brazilian) => "Бразильские",
        (Lang::En, Variant::Russian) => "Russian",
        (Lang::Pt, Variant::Russian) => "Russa",
        (Lang::Ru, Variant::Russian) => "Русские",
        (Lang::En, Variant::English) => "English (checkers)",
        (Lang::Pt, Variant::English) => "Inglesa (checkers)",
        (Lang::Ru, Variant::English) => "Английские (чекерс)",
        (Lang::En, Variant::International) => "International (10×10)",
        (Lang::Pt, Variant::International) => "Internacional (10×10)",
        (Lang::Ru, Variant::International) => "Международные (10×10)",
        (Lang::En, Variant::Turkish) => "Turkish (dama)",
        (Lang::Pt, Variant::Turkish) => "Turca (dama)",
        (Lang::Ru, Variant::Turkish) => "Турецкие (дама)",
    }
}

/// A game's name as players say it.
#[must_use]
pub fn game_name(lang: Lang, kind: GameKind) -> &'static str {
    match kind {
        GameKind::Draughts(v) => variant_name(lang, v),
        GameKind::Lasca => match lang {
            Lang::En | Lang::Pt => "Lasca",
            Lang::Ru => "Ласка",
        },
    }
}

/// The sides' names, which every text table uses.
/// A side as the subject of a sentence: "White", "As brancas", "Белые".
pub const fn side(lang: Lang, c: Color) -> &'static str {
    match (lang, c) {
        (Lang::En, Color::White) => "White",
        (Lang::En, Color::Black) => "Black",
        (Lang::Pt, Color::White) => "As brancas",
        (Lang::Pt, Color::Black) => "As pretas",
        (Lang::Ru, Color::White) => "Белые",
        (Lang::Ru, Color::Black) => "Чёрные",
    }
}

/// A side in the Russian genitive, whose turn, win or lack of moves it is: "ход белых".
pub const fn side_of_ru(c: Color) -> &'static str {
    match c {
        Color::White => "белых",
        Color::Black => "чёрных",
    }
}

/// A side in the middle of a Russian sentence: "белые" / "чёрные".
pub const fn side_ru_lower(c: Color) -> &'static str {
    match c {
        Color::White => "белые",
        Color::Black => "чёрные",
    }
}

/// A side in the middle of a Portuguese sentence: "brancas" / "pretas".
pub const fn side_lower(c: Color) -> &'static str {
    match c {
        Color::White => "brancas",
        Color::Black => "pretas",
    }
}

thread_local! {
    /// The player's notation for the 8x8 games that offer a choice. One setting for the whole
    /// page, like its language, read wherever a square or a move is written; set by the page from
    /// the player's preferences ([`set_notation`]).
    static ALGEBRAIC: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Writes squares and moves in `notation` from now on.
pub fn set_notation(notation: Notation) {
    ALGEBRAIC.with(|a| a.set(notation == Notation::Algebraic));
}

/// Whether `v`'s squares are written by name: the player chose algebraic and `v` offers it.
fn by_name(v: Variant) -> bool {
    algebraic::offers_algebraic(v) && ALGEBRAIC.with(std::cell::Cell::get)
}

/// How `game`'s notation names square number `n` (its number when the board has no such square):
/// the FMJD number, or the algebraic name (Turkish, Lasca, and the 8x8 games when the player
/// chose it).
#[must_use]
pub fn square_label(game: GameKind, n: u32) -> String {
    match game {
        GameKind::Draughts(v) if by_name(v) => algebraic::square(v, n).unwrap_or_else(|| n.to_string()),
        GameKind::Draughts(v) => v.square(n).map_or_else(|| n.to_string(), |sq| v.square_name(sq)),
        GameKind::Lasca => lasca_bit(n).map_or_else(|| n.to_string(), damas_engine::lasca::square_name),
    }
}

/// A move text of the engine (`22x13`) as the player writes it (`c3:a5` in algebraic notation).
#[must_use]
pub fn move_label(game: GameKind, text: &str) -> String {
    match game {
        GameKind::Draughts(v) if by_name(v) => algebraic::move_text(v, text),
        _ => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::text::message_text::message;
    use crate::ui::game::messages::Message;
    use damas_engine::Position;

    #[test]
    fn squares_and_moves_follow_the_player_s_notation() {
        let br = GameKind::Draughts(Variant::Brazilian);
        set_notation(Notation::Algebraic);
        assert_eq!((square_label(br, 22), move_label(br, "22x13x6")), ("c3".to_string(), "c3:a5:c7".to_string()));
        let refusal: Message<Position> = Message::NotLegal { from: 22, to: 14 };
        assert!(message(Lang::En, br, &refusal).contains("c3"), "{}", message(Lang::En, br, &refusal));
        // 10x10 and Turkish keep their own notation.
        assert_eq!(square_label(GameKind::Draughts(Variant::International), 22), "22");
        assert_eq!(move_label(GameKind::Draughts(Variant::International), "32-28"), "32-28");
        set_notation(Notation::Numbers);
        assert_eq!((square_label(br, 22), move_label(br, "22-17")), ("22".to_string(), "22-17".to_string()));
    }
}
