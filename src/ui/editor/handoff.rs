//! What the draughts page and the editor's bundle (`src/bin/editor.rs`) hand each other. They are
//! two wasm modules that share no memory, so they speak text the site already reads: the page
//! passes the player's preferences ([`Prefs::to_text`]) and the position on view as a link, and
//! the editor hands back the game it starts as a link too: its position (`variant=`, `fen=`), the
//! computer's side (`computer=`) and the side at the bottom (`side=`). Both ends read with the
//! links' own reader, so a broken hand-over is a typed error, never a panic. Pure and native.

use crate::link::paste::PasteHome;
use crate::link::{parse_side, position_query, read_link, read_position, to_query, ShareError};
use crate::ui::prefs::Prefs;
use damas_engine::{Color, Playable};
use damas_game::opponent::Opponent;
use damas_game::round::Opened;

/// What the page hands the editor: the player's preferences and the position on view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening<P> {
    /// The language, the board's orientation, labels and look.
    pub prefs: Prefs,
    /// The position the editor starts from.
    pub position: P,
}

/// The page's side of the hand-over: `prefs` as text, `position` as a link.
#[must_use]
pub fn opening_texts<P: Playable>(prefs: &Prefs, position: &P) -> (String, String) {
    (prefs.to_text(), position_query(position))
}

/// The editor's side: what the page handed it, read over `base` (the preferences a text leaves
/// out).
///
/// # Errors
/// The link's error when `position` is not one ([`read_position`]: the editor's bundle carries
/// no reader of whole games).
pub fn read_opening<P: PasteHome>(prefs: &str, position: &str, base: Prefs) -> Result<Opening<P>, ShareError<P>> {
    Ok(Opening { prefs: Prefs::from_text(prefs, base), position: read_position(position)? })
}

/// The link of the game the editor starts (`game`'s start and opponent, the computer or two
/// players here) with `bottom`'s side at the bottom.
#[must_use]
pub fn new_game_link<P: Playable>(game: &Opened<P>, bottom: Color) -> String {
    let opponent = match game.opponent {
        Opponent::Computer { side } => Opponent::Computer { side },
        Opponent::Local | Opponent::Remote { .. } => Opponent::Local,
    };
    let query = to_query(&Opened { opponent, ..Opened::new(*game.record.start()) });
    let side = format!("side={}", bottom.name());
    if query.is_empty() { side } else { format!("{query}&{side}") }
}

/// The page's side: the game a [`new_game_link`] starts (at the computer's level and without a
/// clock, as the editor starts every game) and the side at the bottom.
///
/// # Errors
/// The link's error when `link` is not one, or names no side at the bottom.
pub fn read_new_game<P: PasteHome>(link: &str) -> Result<(Opened<P>, Color), ShareError<P>> {
    let read = read_link::<P>(link)?;
    // `read_link` has read `side=` too, as a friend's game when no computer plays: here it is
    // only the side at the bottom, and a game without the computer is two players' here.
    let bottom = parse_side(link).ok().flatten().ok_or_else(|| ShareError::BadSide(String::new()))?;
    let opponent = match read.game.opponent {
        Opponent::Computer { side } => Opponent::Computer { side },
        Opponent::Local | Opponent::Remote { .. } => Opponent::Local,
    };
    Ok((Opened { opponent, ..Opened::new(*read.game.record.start()) }, bottom))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::prefs::{Coords, Lang, Notation};
    use damas_engine::{Position, Variant};

    fn game(start: Position, bottom: Color, opponent: Opponent) -> (Opened<Position>, Color) {
        (Opened { opponent, ..Opened::new(start) }, bottom)
    }

    #[test]
    fn a_new_game_comes_back_as_it_left_for_every_variant_and_side() {
        for variant in Variant::ALL {
            let start = Position::from_fen(variant, "B:W22,25,K31:B9,K12").unwrap();
            let computer = |side| Opponent::Computer { side };
            for (bottom, opponent) in [(Color::White, Opponent::Local), (Color::Black, Opponent::Local), (Color::Black, computer(Color::White)), (Color::White, computer(Color::Black))] {
                let sent = game(start, bottom, opponent);
                let link = new_game_link(&sent.0, sent.1);
                assert_eq!(read_new_game::<Position>(&link), Ok(sent), "{variant:?} {link}");
            }
        }
    }

    #[test]
    fn the_start_position_of_brazilian_is_the_shortest_link() {
        let start = Position::initial(Variant::Brazilian);
        assert_eq!(new_game_link(&game(start, Color::White, Opponent::Local).0, Color::White), "side=white");
        assert_eq!(new_game_link(&game(start, Color::White, Opponent::Computer { side: Color::Black }).0, Color::White), "computer=black&side=white");
    }

    #[test]
    fn a_broken_hand_over_is_an_error_not_a_panic() {
        for link in ["", "computer=black", "fen=W:W99&side=white", "variant=chess&side=white", "side=purple", "%ff", "fen=%&side=white"] {
            assert!(read_new_game::<Position>(link).is_err(), "{link}");
        }
        assert!(read_opening::<Position>("lang=pt", "fen=X", Prefs::new(Lang::En)).is_err());
    }

    #[test]
    fn the_opening_keeps_the_players_preferences_and_the_position() {
        let mut prefs = Prefs::new(Lang::Ru);
        prefs.flipped = true;
        prefs.coords = Coords::Algebraic;
        prefs.notation = Notation::Algebraic;
        let position = Position::from_fen(Variant::Russian, "W:W22,25:B9,12").unwrap();
        let (text, link) = opening_texts(&prefs, &position);
        let read = read_opening::<Position>(&text, &link, Prefs::new(Lang::En)).unwrap();
        assert_eq!(read, Opening { prefs, position });
    }
}
