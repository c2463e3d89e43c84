//! What one player proposes and the other answers (a draw, a take-back, a rematch), and the preset
//! chat phrases: fixed names on the wire, words chosen by each page in its own language, so a peer
//! can send nothing to read but these.

/// A proposal that needs the other player's answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Offer {
    /// End the game drawn.
    Draw,
    /// Take the proposer's last move back (and the reply after it, if any).
    Takeback,
    /// A new game with the colours swapped, once this one is over.
    Rematch,
}

impl Offer {
    /// Every proposal.
    pub const ALL: [Offer; 3] = [Offer::Draw, Offer::Takeback, Offer::Rematch];

    /// The name on the wire.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Offer::Draw => "draw",
            Offer::Takeback => "takeback",
            Offer::Rematch => "rematch",
        }
    }

    /// The proposal named `name`.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Offer> {
        Offer::ALL.into_iter().find(|o| o.name() == name)
    }
}

/// A chat phrase: the only things players can say to each other (nothing to moderate).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Phrase {
    /// Hello!
    Hello,
    /// Good luck!
    GoodLuck,
    /// Well played!
    WellPlayed,
    /// Thank you!
    Thanks,
    /// Good game!
    GoodGame,
}

impl Phrase {
    /// Every phrase, in the order the page offers them.
    pub const ALL: [Phrase; 5] = [Phrase::Hello, Phrase::GoodLuck, Phrase::WellPlayed, Phrase::Thanks, Phrase::GoodGame];

    /// The name on the wire.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Phrase::Hello => "hello",
            Phrase::GoodLuck => "good-luck",
            Phrase::WellPlayed => "well-played",
            Phrase::Thanks => "thanks",
            Phrase::GoodGame => "good-game",
        }
    }

    /// The phrase named `name`.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Phrase> {
        Phrase::ALL.into_iter().find(|p| p.name() == name)
    }
}
