//! What this screen has open or set aside beside the game: a question asked (resign? throw the
//! game away for a new one?), the end-of-game card closed, quick play's choices, what became of
//! the link sent to a friend. It lives in [`super::GameState`], so the parts that show it are view
//! functions, not components with state of their own (each component type costs the page's wasm
//! its own copy of Yew's lifecycle: issue 36). It is this screen's alone: never in a link, never
//! sent to the other player, and a new or opened game starts without it.

pub use crate::ui::shell::sent::Sent;
use damas_engine::{Color, Ending};
use damas_game::opponent::Opponent;

/// The screen's own state (see the module's doc).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Screen {
    /// The end-of-game card was closed on this ending, after this many moves: it stays closed
    /// for it (a look back through the moves and forward again does not bring it back).
    card_closed: Option<(Ending, usize)>,
    /// "Resign?" is asked.
    resign_asked: bool,
    /// Quick play's "throw this game away?" is asked.
    new_game_asked: bool,
    /// Quick play's side and level as the player chose them; until then, the game's.
    quick_side: Option<Color>,
    quick_level: Option<u8>,
    /// What became of the last link sent, with the number of moves then: said until the game
    /// moves on.
    sent: Option<(Sent, usize)>,
}

/// A change of [`Screen`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScreenAction {
    /// Close the end-of-game card shown on this ending, after this many moves.
    CloseCard(Ending, usize),
    /// Ask "resign?" (`true`), or take the question away.
    AskResign(bool),
    /// Ask whether to throw the game away for a new one (`true`), or take the question away.
    AskNewGame(bool),
    /// Quick play's side, chosen.
    QuickSide(Color),
    /// Quick play's level, chosen.
    QuickLevel(u8),
    /// A link went to the friend, so.
    Sent(Sent),
}

impl Screen {
    /// Applies `action` to a game of `moves` moves.
    pub(super) fn reduce(&mut self, action: ScreenAction, moves: usize) {
        match action {
            ScreenAction::CloseCard(ending, after) => self.card_closed = Some((ending, after)),
            ScreenAction::AskResign(on) => self.resign_asked = on,
            ScreenAction::AskNewGame(on) => self.new_game_asked = on,
            ScreenAction::QuickSide(side) => self.quick_side = Some(side),
            ScreenAction::QuickLevel(level) => self.quick_level = Some(level),
            ScreenAction::Sent(sent) => self.sent = Some((sent, moves)),
        }
    }

    /// Whether the card on `ending`, after `moves` moves, was closed.
    #[must_use]
    pub fn card_closed(&self, ending: Ending, moves: usize) -> bool {
        self.card_closed == Some((ending, moves))
    }

    /// Whether "resign?" is asked.
    #[must_use]
    pub const fn resign_asked(&self) -> bool {
        self.resign_asked
    }

    /// Whether quick play asks to throw the game away.
    #[must_use]
    pub const fn new_game_asked(&self) -> bool {
        self.new_game_asked
    }

    /// Quick play's side: the player's choice, else the side the player has against the
    /// game's `opponent` when it is the computer, else White.
    #[must_use]
    pub fn quick_side(&self, opponent: Opponent) -> Color {
        self.quick_side.or(opponent.computer_side().map(|c| !c)).unwrap_or(Color::White)
    }

    /// Quick play's level: the player's choice, else the game's `level`, else `default`.
    #[must_use]
    pub fn quick_level(&self, level: Option<u8>, default: u8) -> u8 {
        self.quick_level.or(level).unwrap_or(default)
    }

    /// What became of the last link sent, while the game has the `moves` it had then.
    #[must_use]
    pub fn sent(&self, moves: usize) -> Option<Sent> {
        self.sent.filter(|&(_, then)| then == moves).map(|(sent, _)| sent)
    }
}
