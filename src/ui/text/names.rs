//! The names of the games, of the sides and of their squares, as players say and write them:
//! the games' and sides' names come from each language's `names.ftl`; squares and moves are
//! written in the player's notation, the same in every language.

use damas_engine::lasca::square_bit;
use crate::ui::prefs::{Lang, Notation};
use crate::ui::text::words::{message, text, Id};
use damas_engine::notation::algebraic;
use damas_engine::{Color, GameKind, Variant};

/// The variant's name (Russian names are the plural adjective of "шашки", said without it).
#[must_use]
pub fn variant_name(lang: Lang, v: Variant) -> &'static str {
    text(lang, game_message(GameKind::Draughts(v)))
}

/// A game's name as players say it.
#[must_use]
pub fn game_name(lang: Lang, kind: GameKind) -> &'static str {
    text(lang, game_message(kind))
}

/// A game's name after the site's `title` in the page's header: the name without the title's
/// word when it begins with it ("Damas" + "brasileñas", never "Damas Damas brasileñas").
#[must_use]
pub fn header_name(lang: Lang, kind: GameKind, title: &str) -> &'static str {
    let name = game_name(lang, kind);
    name.get(..title.len())
        .filter(|head| head.eq_ignore_ascii_case(title))
        .and_then(|_| name.get(title.len()..))
        .and_then(|rest| rest.strip_prefix(' '))
        .filter(|rest| !rest.is_empty())
        .unwrap_or(name)
}

/// A side as the subject of a sentence: "White", "As brancas", "Белые".
#[must_use]
pub fn side(lang: Lang, c: Color) -> &'static str {
    text(lang, match c {
        Color::White => message!("side-white"),
        Color::Black => message!("side-black"),
    })
}

/// The message of a game's name (`<lang>/names.ftl`).
const fn game_message(kind: GameKind) -> Id {
    match kind {
        GameKind::Draughts(Variant::Brazilian) => message!("game-brazilian"),
        GameKind::Draughts(Variant::Russian) => message!("game-russian"),
        GameKind::Draughts(Variant::English) => message!("game-english"),
        GameKind::Draughts(Variant::International) => message!("game-international"),
        GameKind::Draughts(Variant::Turkish) => message!("game-turkish"),
        GameKind::Draughts(Variant::Spanish) => message!("game-spanish"),
        GameKind::Draughts(Variant::Italian) => message!("game-italian"),
        GameKind::Draughts(Variant::Czech) => message!("game-czech"),
        GameKind::Draughts(Variant::Pool) => message!("game-pool"),
        GameKind::Lasca => message!("game-lasca"),
    }
}

/// How squares and moves are written for one game: the game, and the player's notation (which
/// only the 8x8 games that offer algebraic names read). A value handed to every text that names a
/// square, so no text reads a setting from anywhere else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Naming {
    pub game: GameKind,
    pub notation: Notation,
}

impl Naming {
    #[must_use]
    pub const fn new(game: GameKind, notation: Notation) -> Self {
        Self { game, notation }
    }

    /// `game`'s squares by their numbers (its own names for Turkish and Lasca).
    #[must_use]
    pub const fn numbers(game: GameKind) -> Self {
        Self::new(game, Notation::Numbers)
    }

    /// Whether `v`'s squares are written by name: the player chose algebraic and `v` offers it.
    fn by_name(self, v: Variant) -> bool {
        algebraic::offers_algebraic(v) && self.notation == Notation::Algebraic
    }
}

/// How `naming` names square number `n` (its number when the board has no such square): the
/// FMJD number, or the algebraic name (Turkish, Lasca, and the 8x8 games when the player chose it).
#[must_use]
pub fn square_label(naming: Naming, n: u32) -> String {
    match naming.game {
        GameKind::Draughts(v) if naming.by_name(v) => algebraic::square(v, n).unwrap_or_else(|| n.to_string()),
        GameKind::Draughts(v) => v.square(n).map_or_else(|| n.to_string(), |sq| v.square_name(sq)),
        GameKind::Lasca => square_bit(n).map_or_else(|| n.to_string(), damas_engine::lasca::square_name),
    }
}

/// A move text of the engine (`22x13`) as the player writes it (`c3:a5` in algebraic notation).
#[must_use]
pub fn move_label(naming: Naming, text: &str) -> String {
    match naming.game {
        GameKind::Draughts(v) if naming.by_name(v) => algebraic::move_text(v, text),
        _ => text.to_string(),
    }
}

/// `list`'s squares as a choice, joined by `or` (" or ", " ou "...): "21, 22 or 27".
#[must_use]
pub fn square_list(naming: Naming, list: &[u32], or: &str) -> String {
    let names: Vec<String> = list.iter().map(|&n| square_label(naming, n)).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{}{or}{last}", rest.join(", ")),
        _ => names.join(""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::text::message_text::message;
    use crate::ui::text::messages::Message;
    use damas_engine::Position;

    #[test]
    fn games_have_their_names_in_spanish() {
        use damas_engine::Variant::*;
        let names: Vec<_> = [Brazilian, Russian, English, International, Turkish].map(|v| variant_name(Lang::Es, v)).into();
        assert_eq!(names, ["Damas brasileñas", "Damas rusas", "Damas inglesas", "Damas internacionales", "Damas turcas"]);
        assert_eq!(game_name(Lang::Es, GameKind::Lasca), "Lasca");
        // The header says "Damas brasileñas" once.
        assert_eq!(header_name(Lang::Es, GameKind::Draughts(Brazilian), "Damas"), "brasileñas");
        assert_eq!(header_name(Lang::En, GameKind::Draughts(Brazilian), "Damas"), "Brazilian");
        assert_eq!(header_name(Lang::Es, GameKind::Lasca, "Damas"), "Lasca");
        assert_eq!(side(Lang::Es, Color::White), "Las blancas");
    }

    #[test]
    fn squares_and_moves_follow_the_player_s_notation() {
        let br = Naming::new(GameKind::Draughts(Variant::Brazilian), Notation::Algebraic);
        assert_eq!((square_label(br, 22), move_label(br, "22x13x6")), ("c3".to_string(), "c3:a5:c7".to_string()));
        let refusal: Message<Position> = Message::NotLegal { from: 22, to: 14 };
        assert!(message(Lang::En, br, &refusal).contains("c3"), "{}", message(Lang::En, br, &refusal));
        // 10x10 and Turkish keep their own notation.
        let international = Naming::new(GameKind::Draughts(Variant::International), Notation::Algebraic);
        assert_eq!((square_label(international, 22), move_label(international, "32-28")), ("22".to_string(), "32-28".to_string()));
        let br = Naming::numbers(br.game);
        assert_eq!((square_label(br, 22), move_label(br, "22-17")), ("22".to_string(), "22-17".to_string()));
    }
}
