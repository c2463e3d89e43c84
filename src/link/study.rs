//! The game page's links to the study pages (tutorial, endgame trainer, puzzles), for the game on
//! the board: each carries the game's variant, and a study that has nothing for that game is not
//! offered (a Russian player is never sent to Brazilian puzzles). Which games each study covers
//! is said here, once, for the links and the study pages alike. Native, tested.

use damas_engine::{GameKind, Variant};

/// The games the trainer's endgame databases cover (Brazilian first: a link without `variant=`):
/// those with flying kings (Petrov's triangle, the lone king on the main diagonal) and Italian,
/// whose kings step one square (two kings against one), each with the endings that fit it
/// (`ui::trainer::endings_for`).
pub const TRAINER_VARIANTS: [Variant; 6] = [Variant::Brazilian, Variant::Russian, Variant::Spanish, Variant::Italian, Variant::Czech, Variant::Pool];

/// The variants that have puzzles (`static/puzzles/<variant>.json`), each puzzle's id starting
/// with its variant's initial.
pub const PUZZLE_VARIANTS: [Variant; 7] =
    [Variant::Brazilian, Variant::Russian, Variant::English, Variant::Spanish, Variant::Italian, Variant::Czech, Variant::Pool];

/// A study page the game page links to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Study {
    /// The tutorial (`?learn`).
    Learn,
    /// The endgame trainer (`?trainer`).
    Trainer,
    /// Puzzle mode (`?puzzle`).
    Puzzles,
}

impl Study {
    /// The study's link parameter (its name in the words, too).
    #[must_use]
    pub const fn param(self) -> &'static str {
        match self {
            Study::Learn => "learn",
            Study::Trainer => "trainer",
            Study::Puzzles => "puzzle",
        }
    }

    /// Whether the study has material for `v` ([`TRAINER_VARIANTS`], [`PUZZLE_VARIANTS`]).
    fn covers(self, v: Variant) -> bool {
        match self {
            Study::Learn => true,
            Study::Trainer => TRAINER_VARIANTS.contains(&v),
            Study::Puzzles => PUZZLE_VARIANTS.contains(&v),
        }
    }
}

/// The link from `game`'s page to `study` (`?puzzle&variant=russian`; Brazilian, the site's home
/// game, needs no variant), or `None` when the study has nothing for that game.
#[must_use]
pub fn study_href(study: Study, game: GameKind) -> Option<String> {
    let GameKind::Draughts(v) = game else {
        // Lasca has its tutorial (its basics); no databases or puzzles.
        return (study == Study::Learn).then(|| format!("?{}&variant=lasca", study.param()));
    };
    if !study.covers(v) {
        return None;
    }
    Some(match v {
        Variant::Brazilian => format!("?{}", study.param()),
        v => format!("?{}&variant={}", study.param(), v.name()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::route::Route;

    #[test]
    fn study_links_follow_the_game_and_skip_what_it_lacks() {
        let href = |s, v| study_href(s, GameKind::Draughts(v));
        assert_eq!(href(Study::Learn, Variant::Brazilian).as_deref(), Some("?learn"));
        assert_eq!(href(Study::Puzzles, Variant::Russian).as_deref(), Some("?puzzle&variant=russian"));
        assert_eq!(href(Study::Trainer, Variant::Russian).as_deref(), Some("?trainer&variant=russian"));
        assert_eq!(href(Study::Learn, Variant::English).as_deref(), Some("?learn&variant=english"));
        assert_eq!(href(Study::Puzzles, Variant::English).as_deref(), Some("?puzzle&variant=english"));
        // No endings databases and no puzzles for these games: no link.
        assert_eq!(href(Study::Trainer, Variant::English), None);
        assert_eq!(href(Study::Puzzles, Variant::Turkish), None);
        assert_eq!(href(Study::Puzzles, Variant::International), None);
        assert_eq!(study_href(Study::Learn, GameKind::Lasca).as_deref(), Some("?learn&variant=lasca"));
        assert_eq!(study_href(Study::Puzzles, GameKind::Lasca), None);
        // Each link opens its study for the same game.
        for v in TRAINER_VARIANTS {
            let link = href(Study::Trainer, v).unwrap();
            assert!(matches!(Route::parse(&link), Route::Trainer(t) if t.variant == v), "{link}");
        }
        for v in PUZZLE_VARIANTS {
            let link = href(Study::Puzzles, v).unwrap();
            assert!(matches!(Route::parse(&link.replace("?puzzle", "?puzzle=x")), Route::Puzzle(p) if p.variant == v), "{link}");
        }
    }
}
