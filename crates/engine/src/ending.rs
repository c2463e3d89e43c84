//! How a game ended: judged by the rules ([`Outcome`]), or decided by a player (a resignation, a
//! draw agreed, a flag fallen). The rules know only the first; a game record, a link and a PDN
//! result tag need both, so both live here beside each other.

use crate::{Color, GameKind, Outcome, Variant};
use std::fmt;
use std::str::FromStr;

/// A game ended by a player's decision or the clock, not by the position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    /// This side resigned.
    Resigned(Color),
    /// Both sides agreed to a draw.
    DrawAgreed,
    /// This side's clock ran out. A flag loses, as in the FMJD official rules (Annex 1, art. 10,
    /// time control): the player who exceeds the time loses the game. No exception is made when
    /// the opponent has no way to win.
    Flagged(Color),
}

impl Decision {
    /// The winner, `None` for a draw.
    #[must_use]
    pub const fn winner(self) -> Option<Color> {
        match self {
            Decision::Resigned(Color::White) | Decision::Flagged(Color::White) => Some(Color::Black),
            Decision::Resigned(Color::Black) | Decision::Flagged(Color::Black) => Some(Color::White),
            Decision::DrawAgreed => None,
        }
    }

    /// The name links and storage use: `white-resigned`, `black-flagged`, `draw-agreed`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Decision::Resigned(Color::White) => "white-resigned",
            Decision::Resigned(Color::Black) => "black-resigned",
            Decision::Flagged(Color::White) => "white-flagged",
            Decision::Flagged(Color::Black) => "black-flagged",
            Decision::DrawAgreed => "draw-agreed",
        }
    }
}

impl fmt::Display for Decision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no [`Decision`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownDecision(pub String);

impl fmt::Display for UnknownDecision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is not a way a game ends (white-resigned, black-resigned, draw-agreed, white-flagged, black-flagged)", crate::notation::quoted_cut(&self.0, 40))
    }
}

impl std::error::Error for UnknownDecision {}

impl FromStr for Decision {
    type Err = UnknownDecision;

    fn from_str(s: &str) -> Result<Decision, UnknownDecision> {
        [
            Decision::Resigned(Color::White),
            Decision::Resigned(Color::Black),
            Decision::Flagged(Color::White),
            Decision::Flagged(Color::Black),
            Decision::DrawAgreed,
        ]
        .into_iter()
        .find(|d| d.name() == s.trim().to_ascii_lowercase())
        .ok_or_else(|| UnknownDecision(s.to_string()))
    }
}

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// By the rules: a side without a move, or a draw rule.
    Rules(Outcome),
    /// By a player or the clock.
    Decided(Decision),
}

impl Ending {
    /// The winner, `None` for a draw.
    #[must_use]
    pub const fn winner(self) -> Option<Color> {
        match self {
            Ending::Rules(Outcome::Win(c)) => Some(c),
            Ending::Rules(Outcome::Draw(_)) => None,
            Ending::Decided(d) => d.winner(),
        }
    }

    /// The PDN result in `game`'s form (see [`result_text`]).
    #[must_use]
    pub fn result_in(self, game: GameKind) -> &'static str {
        result_text(self.winner(), game)
    }
}

impl From<Outcome> for Ending {
    fn from(outcome: Outcome) -> Ending {
        Ending::Rules(outcome)
    }
}

/// The PDN result of a game won by `winner` (`None`: drawn): `2-0`, `0-2`, `1-1` (FMJD), or
/// `1-0`, `0-1`, `1/2-1/2` for English draughts and Lasca.
#[must_use]
pub fn result_text(winner: Option<Color>, game: GameKind) -> &'static str {
    let english = matches!(game, GameKind::Draughts(Variant::English) | GameKind::Lasca);
    match (winner, english) {
        (Some(Color::White), false) => "2-0",
        (Some(Color::Black), false) => "0-2",
        (None, false) => "1-1",
        (Some(Color::White), true) => "1-0",
        (Some(Color::Black), true) => "0-1",
        (None, true) => "1/2-1/2",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decisions_read_back_and_name_the_winner() {
        for d in [Decision::Resigned(Color::White), Decision::Resigned(Color::Black), Decision::Flagged(Color::White), Decision::Flagged(Color::Black), Decision::DrawAgreed] {
            assert_eq!(d.name().parse::<Decision>(), Ok(d));
        }
        assert_eq!(Decision::Resigned(Color::White).winner(), Some(Color::Black));
        assert_eq!(Decision::Flagged(Color::Black).winner(), Some(Color::White));
        assert_eq!(Decision::DrawAgreed.winner(), None);
        assert!("white-won".parse::<Decision>().unwrap_err().to_string().contains("not a way a game ends"));
    }

    #[test]
    fn results_follow_each_game_s_notation() {
        let brazilian = GameKind::Draughts(Variant::Brazilian);
        assert_eq!(Ending::Decided(Decision::Resigned(Color::Black)).result_in(brazilian), "2-0");
        assert_eq!(Ending::Decided(Decision::DrawAgreed).result_in(GameKind::Lasca), "1/2-1/2");
        assert_eq!(Ending::Rules(Outcome::Win(Color::Black)).result_in(GameKind::Draughts(Variant::English)), "0-1");
    }
}
