//! The one name for a game at every boundary (URL, worker, PDN, CLI, UI): a draughts variant or
//! Lasca. Lasca is not a [`Variant`] because its positions are columns, not bitboards; this enum
//! lets a boundary parse one word and then branch once, instead of comparing free strings.

use crate::Variant;
use std::fmt;
use std::str::FromStr;

/// A game damas plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameKind {
    /// A draughts variant on the bitboard engine.
    Draughts(Variant),
    /// Lasca (columns on a 7x7 board), [`crate::lasca`].
    Lasca,
}

/// The error for a name that is no game: the (clipped) text that was given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame(pub String);

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> = GameKind::ALL.iter().map(ToString::to_string).collect();
        write!(f, "unknown game {}: expected one of {}", crate::notation::quoted(&self.0), names.join(", "))
    }
}
impl std::error::Error for UnknownGame {}

impl GameKind {
    /// Every game: the draughts variants in [`Variant::ALL`] order, then Lasca.
    pub const ALL: [GameKind; 10] = [
        GameKind::Draughts(Variant::Brazilian),
        GameKind::Draughts(Variant::Russian),
        GameKind::Draughts(Variant::English),
        GameKind::Draughts(Variant::International),
        GameKind::Draughts(Variant::Turkish),
        GameKind::Draughts(Variant::Spanish),
        GameKind::Draughts(Variant::Italian),
        GameKind::Draughts(Variant::Czech),
        GameKind::Draughts(Variant::Pool),
        GameKind::Lasca,
    ];

    /// The lower-case key used in URLs and on the command line (`brazilian`, `lasca`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Draughts(v) => v.name(),
            GameKind::Lasca => "lasca",
        }
    }

    /// Whether this is Lasca.
    #[must_use]
    pub const fn is_lasca(self) -> bool {
        matches!(self, GameKind::Lasca)
    }

    /// The draughts variant, or `None` for Lasca.
    #[must_use]
    pub const fn variant(self) -> Option<Variant> {
        match self {
            GameKind::Draughts(v) => Some(v),
            GameKind::Lasca => None,
        }
    }
}

impl From<Variant> for GameKind {
    fn from(v: Variant) -> GameKind {
        GameKind::Draughts(v)
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for GameKind {
    type Err = UnknownGame;
    /// Every name [`Variant::from_str`] reads (same trimming, any case), plus `lasca`.
    fn from_str(s: &str) -> Result<GameKind, UnknownGame> {
        if s.trim().eq_ignore_ascii_case("lasca") {
            return Ok(GameKind::Lasca);
        }
        s.parse::<Variant>().map(GameKind::Draughts).map_err(|_| UnknownGame(s.chars().take(40).collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        assert!(Variant::ALL.iter().all(|&v| GameKind::ALL.contains(&GameKind::Draughts(v))), "every variant is a game");
        for g in GameKind::ALL {
            assert_eq!(g.to_string().parse::<GameKind>(), Ok(g));
            assert_eq!(g.is_lasca(), g.variant().is_none());
        }
        assert_eq!(" LaScA ".parse::<GameKind>(), Ok(GameKind::Lasca));
        assert_eq!("Dama".parse::<GameKind>(), Ok(GameKind::Draughts(Variant::Turkish)));
        assert_eq!("br".parse::<GameKind>(), Ok(GameKind::Draughts(Variant::Brazilian)));
        assert_eq!(GameKind::from(Variant::Russian).variant(), Some(Variant::Russian));
    }

    #[test]
    fn bad_names_are_typed_errors() {
        let err = "chess".parse::<GameKind>().unwrap_err();
        assert_eq!(err, UnknownGame("chess".into()));
        assert!(err.to_string().contains("lasca"));
        assert!("".parse::<GameKind>().is_err());
        let long = "x".repeat(1000);
        assert_eq!(long.parse::<GameKind>().unwrap_err().0.len(), 40);
    }
}
