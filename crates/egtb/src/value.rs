//! The value of a position for the side to move: won or lost with the distance to the end of the
//! game in plies (the loser is left without a legal move; losing every piece is one case of
//! it), or drawn. Stored as one byte: `0` is a draw, `d + 1` a decided position `d` plies from
//! the end. The winner makes the last move, so wins are odd distances and losses even ones: the
//! byte needs no separate win/loss bit.

/// A position's game-theoretic value for the side to move (count rules ignored).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The side to move wins in this many plies (odd) with best play by both sides.
    Win(u8),
    /// The side to move loses in this many plies (even) with best play by both sides.
    Loss(u8),
    /// Neither side can force a win.
    Draw,
}

/// The longest distance a byte stores.
pub const MAX_DISTANCE: u8 = 254;

impl Value {
    /// The stored byte.
    #[must_use]
    pub const fn to_byte(self) -> u8 {
        match self {
            Value::Draw => 0,
            Value::Win(d) | Value::Loss(d) => d + 1,
        }
    }

    /// The value a stored byte means.
    #[must_use]
    pub const fn from_byte(b: u8) -> Value {
        match b {
            0 => Value::Draw,
            b if (b - 1) % 2 == 1 => Value::Win(b - 1),
            b => Value::Loss(b - 1),
        }
    }

    /// Plies to the end, if decided.
    #[must_use]
    pub const fn distance(self) -> Option<u8> {
        match self {
            Value::Win(d) | Value::Loss(d) => Some(d),
            Value::Draw => None,
        }
    }

    /// The value of a position one ply earlier whose move led here.
    #[must_use]
    pub const fn back(self) -> Value {
        match self {
            Value::Win(d) => Value::Loss(d + 1),
            Value::Loss(d) => Value::Win(d + 1),
            Value::Draw => Value::Draw,
        }
    }

    /// A total order from the side to move's point of view: quick wins best, then slower wins,
    /// draws, slow losses, quick losses.
    #[must_use]
    pub const fn goodness(self) -> i32 {
        match self {
            Value::Win(d) => 1000 - d as i32,
            Value::Draw => 0,
            Value::Loss(d) => -1000 + d as i32,
        }
    }

    /// The best value reachable by a move, given the values of the positions the moves lead to
    /// (each for the opponent); a loss at once when there is no move.
    pub fn best_of(children: impl IntoIterator<Item = Value>) -> Value {
        children.into_iter().map(Value::back).max_by_key(|v| v.goodness()).unwrap_or(Value::Loss(0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_round_trip_and_order_by_goodness() {
        for b in 0..=255u8 {
            assert_eq!(Value::from_byte(b).to_byte(), b);
        }
        assert_eq!(Value::from_byte(1), Value::Loss(0));
        assert_eq!(Value::from_byte(2), Value::Win(1));
        assert_eq!(Value::best_of([Value::Win(3), Value::Loss(4), Value::Draw]), Value::Win(5));
        assert_eq!(Value::best_of([Value::Win(3), Value::Win(7)]), Value::Loss(8));
        assert_eq!(Value::best_of([]), Value::Loss(0));
        assert!(Value::Win(1).goodness() > Value::Win(3).goodness());
        assert!(Value::Loss(8).goodness() > Value::Loss(2).goodness());
    }
}
