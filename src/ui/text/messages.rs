//! What the page tells the player: messages (refusals, questions, load errors) and the status
//! line, as typed values; `i18n` words them.

use crate::link::ShareError;
use damas_engine::{Color, Ending, Playable, Position};
use std::rc::Rc;

/// Where a game that failed to load came from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// The page's URL.
    Link,
    /// Local storage.
    Saved,
}

/// What is shown instead of the broken game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Fallback {
    /// The game kept in local storage.
    LastGame,
    /// A new game.
    NewGame,
}

/// A message to the player of a game of `G`: why a move was refused, a question, a link that
/// could not be read. Rendered by `i18n`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message<G: Playable = Position> {
    /// The piece clicked belongs to the opponent.
    NotYourPiece,
    /// A capture is compulsory; these pieces can capture.
    CaptureAvailable {
        /// Square numbers of the pieces that must capture.
        with: Vec<u32>,
    },
    /// A capture taking fewer than the most pieces was tried.
    TakeMaximum {
        /// How many pieces must be taken.
        count: u32,
        /// Square numbers of the pieces that take that many.
        with: Vec<u32>,
    },
    /// Of the captures taking the most pieces, one taking fewer kings was tried (Spanish,
    /// Italian).
    TakeMostKings {
        /// Square numbers of the pieces that have a legal capture.
        with: Vec<u32>,
    },
    /// A man's capture was tried where a king can capture (Italian, Czech).
    CaptureWithKing {
        /// Square numbers of the pieces that have a legal capture.
        with: Vec<u32>,
    },
    /// A capture meeting a king later than another was tried (Italian).
    KingFirst {
        /// Square numbers of the pieces that have a legal capture.
        with: Vec<u32>,
    },
    /// A man tried to jump a king (Italian men never take kings).
    ManCannotTakeKing,
    /// A man was moved backward without capturing.
    MenForwardOnly,
    /// The piece clicked has no legal move.
    PieceCannotMove,
    /// The target square holds a piece.
    Occupied {
        /// Target square.
        to: u32,
    },
    /// The target is on no line the piece moves along (diagonals; Turkish: rows and columns).
    OffLine,
    /// The piece moves one square at a time unless it captures (a man, or a king that does not
    /// fly).
    OneSquare {
        /// A king (a Lasca officer).
        king: bool,
    },
    /// A piece stands in the flying king's way.
    Blocked,
    /// Any other illegal attempt.
    NotLegal {
        /// Start square.
        from: u32,
        /// Target square.
        to: u32,
    },
    /// Several captures end on `to`; the player chooses (a landing square or one of `options`).
    ChoosePath {
        /// The common end square.
        to: u32,
        /// Each candidate in full notation.
        options: Vec<(G::Move, String)>,
    },
    /// A move was tried after the end of the game.
    GameOver,
    /// `by` offers a draw to the other player at the device (who accepts or declines).
    DrawOffered {
        /// The side offering.
        by: Color,
    },
    /// The player offered the computer a draw: it answers with its next move.
    DrawOfferSent,
    /// The computer declined the player's draw offer and played on.
    DrawDeclined,
    /// The player tried to move while it is the computer's turn.
    ComputerTurn,
    /// The player tried to move for the friend who plays the other side by links.
    FriendsTurn,
    /// The player tried to move for the friend in a live game (nothing to send: the move
    /// travels by itself).
    FriendsTurnLive,
    /// A move on the board of a lesson already done or missed: the lesson's board has stopped.
    LessonOver,
    /// A study the page has nothing of for this game yet (its link in the header is there, with
    /// this for its answer: second walk W9).
    StudyMissing(crate::link::study::Study),
    /// A typed move through a light square (`b5`), where no piece ever stands.
    LightSquare {
        /// The square as typed (a few plain characters).
        name: String,
    },
    /// A first move with nobody else to play: both sides are played at this device (the
    /// computer and a friend by link are offered).
    BothSides,
    /// A typed move that does not read as squares.
    UnreadableMove {
        /// What was typed (clipped).
        text: String,
        /// A legal move in the same notation, if any.
        example: Option<String>,
    },
    /// An optional part of the link (its `level`) was wrong and left out; the game was opened
    /// (shared, as `LoadFailed`'s error).
    LinkPartDropped(Rc<ShareError<G>>),
    /// The game just ended could not be kept in the library: the device's storage for this site
    /// is full (`ui::library`).
    LibraryFull,
    /// The player chose this language, but its game page bundle is not on this device and could
    /// not be downloaded (offline): the page opened in a language it had.
    LanguageMissing(crate::ui::prefs::Lang),
    /// A link opened another game than the one in progress, which is kept: offered back in one
    /// tap, a link of its own (its query: second walk W17).
    PreviousKept(String),
    /// A game could not be read; another is shown.
    LoadFailed {
        /// Where it came from.
        source: Source,
        /// What was wrong (shared: a message is cloned with the page's state at each action, and
        /// an error's own copy weighed the game page's wasm 0.4 KB).
        error: Rc<ShareError<G>>,
        /// What is shown instead.
        fallback: Fallback,
    },
}

/// What the side to move must do about captures.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CaptureNote {
    /// Every legal move takes this many pieces.
    Take(u32),
    /// Capturing is compulsory; how many is free.
    Any,
}

/// The turn or the result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// `turn` is to move.
    ToMove {
        /// Side to move.
        turn: Color,
        /// Set when capturing is compulsory.
        capture: Option<CaptureNote>,
    },
    /// The game has ended.
    Over {
        /// How.
        ending: Ending,
        /// The side that lost by the rules has no piece left (all taken), rather than none that
        /// can move: said so, as players say it.
        no_pieces: bool,
    },
}
