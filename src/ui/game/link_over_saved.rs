//! What a link's game does to the game the device had (second walk W17): a link never hides a
//! game in progress without a word. A link that names no game of its own (`?variant=russian`,
//! a game just begun) opens the game in progress of that game; any other link opens its own game
//! and keeps the one in progress, which the page then offers back at the top.

use crate::link::to_query;
use crate::ui::game::board_game::BoardGame;
use damas_game::round::{Opened, Round};

/// Which game a link opens, given the game saved on the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkOverSaved {
    /// The saved game, in progress, of the game the link names with nothing of its own.
    Saved,
    /// The link's game; `keep`: the saved one is another game, under way or played, to offer
    /// back.
    Link {
        /// The saved game is kept, to resume.
        keep: bool,
    },
}

/// Which game opening `link` gives when the device holds `saved` (the game it had, read).
#[must_use]
pub fn link_over_saved<G: BoardGame>(link: &Opened<G>, saved: Option<&Opened<G>>) -> LinkOverSaved {
    let Some(saved) = saved else { return LinkOverSaved::Link { keep: false } };
    let same_game = saved.record.start().game_kind() == link.record.start().game_kind();
    if begun(link) && same_game && Round::open(saved.clone(), 0).in_progress() {
        return LinkOverSaved::Saved;
    }
    LinkOverSaved::Link { keep: worth_keeping(saved) && to_query(saved) != to_query(link) }
}

/// Whether `saved` holds something of the player's: moves, or a start of its own (a position
/// set up); a game against the computer not yet begun is not (the header's menu of games leaves
/// one behind at each pick).
fn worth_keeping<G: BoardGame>(saved: &Opened<G>) -> bool {
    !saved.record.is_empty() || G::initial_of(saved.record.start().game_kind()) != Some(*saved.record.start())
}

/// Whether `game` is a game just begun: its start, with nothing of its own.
fn begun<G: BoardGame>(game: &Opened<G>) -> bool {
    G::initial_of(game.record.start().game_kind()).is_some_and(|start| to_query(game) == to_query(&Opened::new(start)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::read_link;
    use damas_engine::Position;

    fn game(query: &str) -> Opened<Position> {
        read_link::<Position>(query).unwrap().game
    }

    #[test]
    fn a_link_with_no_game_of_its_own_opens_the_game_in_progress() {
        let russian = game("variant=russian&moves=c3-d4");
        assert_eq!(link_over_saved(&game("variant=russian"), Some(&russian)), LinkOverSaved::Saved);
        // Another game's link opens its board and keeps the one in progress, to offer back.
        assert_eq!(link_over_saved(&game("variant=brazilian"), Some(&russian)), LinkOverSaved::Link { keep: true });
        // A link with a game of its own (moves, an opponent) keeps the one in progress.
        assert_eq!(link_over_saved(&game("variant=russian&moves=c3-b4"), Some(&russian)), LinkOverSaved::Link { keep: true });
        assert_eq!(link_over_saved(&game("variant=russian&computer=black"), Some(&russian)), LinkOverSaved::Link { keep: true });
    }

    #[test]
    fn nothing_worth_keeping_is_not_kept() {
        let link = game("moves=22-17");
        assert_eq!(link_over_saved(&link, None), LinkOverSaved::Link { keep: false });
        // A game just begun, or the very game of the link.
        assert_eq!(link_over_saved(&link, Some(&game(""))), LinkOverSaved::Link { keep: false });
        assert_eq!(link_over_saved(&link, Some(&game("variant=russian"))), LinkOverSaved::Link { keep: false });
        assert_eq!(link_over_saved(&link, Some(&game("moves=22-17"))), LinkOverSaved::Link { keep: false });
        assert_eq!(link_over_saved(&link, Some(&game("computer=black&level=2"))), LinkOverSaved::Link { keep: false });
        // A position set up is kept, moves or not.
        assert_eq!(link_over_saved(&link, Some(&game("fen=W:W22:B18"))), LinkOverSaved::Link { keep: true });
    }

    #[test]
    fn a_finished_game_is_not_reopened_by_a_plain_link_but_kept() {
        let over = game("moves=22-17&end=white-resigned");
        assert!(!Round::open(over.clone(), 0).in_progress(), "the game is over");
        assert_eq!(link_over_saved(&game(""), Some(&over)), LinkOverSaved::Link { keep: true });
    }
}
