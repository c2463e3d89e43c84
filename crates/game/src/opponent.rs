//! Who plays the other side of the board: nobody else (two players at one device), the computer,
//! or a player on another device. The game core only needs to know which side, if any, the person
//! at this device may not move for; how a remote player's moves arrive is the live-play layer's.

use damas_engine::Color;

/// The opponent of the person at this device.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Opponent {
    /// Both sides are played at this device, in turn.
    #[default]
    Local,
    /// The computer plays `side`.
    Computer {
        /// The computer's side.
        side: Color,
    },
    /// A player on another device plays `side` (live play).
    Remote {
        /// The remote player's side.
        side: Color,
    },
}

impl Opponent {
    /// The side the computer plays, if it plays.
    #[must_use]
    pub fn computer_side(self) -> Option<Color> {
        match self {
            Opponent::Computer { side } => Some(side),
            _ => None,
        }
    }

    /// The side someone other than the person at this device plays, if any.
    #[must_use]
    pub fn other_side(self) -> Option<Color> {
        match self {
            Opponent::Local => None,
            Opponent::Computer { side } | Opponent::Remote { side } => Some(side),
        }
    }

    /// The side the person at this device acts for when `turn` is to move: their own against an
    /// opponent elsewhere, else the side to move.
    #[must_use]
    pub fn acting_side(self, turn: Color) -> Color {
        self.other_side().map_or(turn, |side| !side)
    }

    /// The same opponent with the colours swapped (a rematch).
    #[must_use]
    pub fn swapped(self) -> Opponent {
        match self {
            Opponent::Local => Opponent::Local,
            Opponent::Computer { side } => Opponent::Computer { side: !side },
            Opponent::Remote { side } => Opponent::Remote { side: !side },
        }
    }
}
