//! What the library shows of a game and filters by, read once from the game itself and kept
//! beside it ([`super::kept::Kept::summary`]): the game, how it ended, who played, how long it
//! was, its opening and its clock. Written for every game (`Playable`), draughts and Lasca alike.

use damas_engine::{Color, Ending, Playable};
use damas_game::round::Opened;
use damas_game::opponent::Opponent;
use serde::{Deserialize, Serialize};

/// How many plies name an opening when the game did not start from a ballot: three, as a ballot
/// of the 8x8 games has.
pub const OPENING_PLIES: usize = 3;

/// How a game ended, as the list and its filter say it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// White won.
    White,
    /// Black won.
    Black,
    /// Drawn.
    Draw,
    /// Not finished (an imported game without a result).
    Unfinished,
}

impl Verdict {
    /// Every verdict, in the filter's order.
    pub const ALL: [Verdict; 4] = [Verdict::White, Verdict::Black, Verdict::Draw, Verdict::Unfinished];

    /// Its name in markup (`data-result`) and in the stored summary.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::White => "white",
            Verdict::Black => "black",
            Verdict::Draw => "draw",
            Verdict::Unfinished => "unfinished",
        }
    }

    /// The verdict of a PDN result token (`2-0`, `1-0`, `1-1`, `1/2-1/2`, `0-2`, `0-1`, `*`).
    #[must_use]
    pub fn of_result(token: &str) -> Verdict {
        match token.trim() {
            "2-0" | "1-0" => Verdict::White,
            "0-2" | "0-1" => Verdict::Black,
            "1-1" | "1/2-1/2" | "0-0" => Verdict::Draw,
            _ => Verdict::Unfinished,
        }
    }
}

/// A side, as the stored summary writes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

impl From<Color> for Side {
    fn from(color: Color) -> Side {
        match color {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

/// Who played the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Players {
    /// Two players at this device.
    Local,
    /// The player against the computer.
    Computer,
    /// The player against a friend on another device (live, or by links).
    Remote,
    /// Players named by an imported file.
    Imported,
}

impl Players {
    /// Every kind, in the filter's order.
    pub const ALL: [Players; 4] = [Players::Computer, Players::Local, Players::Remote, Players::Imported];

    /// Its name in markup (`data-players`) and in the stored summary.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Players::Local => "local",
            Players::Computer => "computer",
            Players::Remote => "remote",
            Players::Imported => "imported",
        }
    }
}

/// What the library shows of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    /// The game's name (`GameKind::name`: `brazilian`, `lasca`...).
    pub game: String,
    /// How it ended.
    pub verdict: Verdict,
    /// Who played it.
    pub players: Players,
    /// The side the player here played, against the computer or a friend on another device.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub you: Option<Side>,
    /// The computer's level, against the computer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<u8>,
    /// Its moves (plies) in the main line.
    pub plies: u32,
    /// Its opening: the ballot it started from, else its first [`OPENING_PLIES`] moves as
    /// written (empty for a game without moves).
    pub opening: String,
    /// Its time control as a link writes it (`5+3`), if it was played on clocks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<String>,
}

impl Summary {
    /// The computer's level, against the computer: the one kept, else the level the game page
    /// plays a link that names none at (summaries kept before 2026-11-30 left it out).
    #[must_use]
    pub fn computer_level(&self) -> Option<u8> {
        (self.players == Players::Computer).then(|| self.level.unwrap_or(damas_ai::DEFAULT_LEVEL))
    }

    /// The summary of `game` (its main line at its end), played here.
    #[must_use]
    pub fn of_played<P: Playable>(game: &Opened<P>) -> Summary {
        let mut record = game.record.clone();
        record.go_to(record.len());
        let ending = record.outcome().map(Ending::Rules).or(game.end.map(Ending::Decided));
        let verdict = match ending {
            Some(e) => e.winner().map_or(Verdict::Draw, |c| if c == Color::White { Verdict::White } else { Verdict::Black }),
            None => Verdict::Unfinished,
        };
        let (players, you) = match game.opponent {
            Opponent::Local => (Players::Local, None),
            Opponent::Computer { side } => (Players::Computer, Some(Side::from(!side))),
            Opponent::Remote { side } => (Players::Remote, Some(Side::from(!side))),
        };
        let opening = match game.ballot {
            Some(ballot) => ballot.title(),
            None => opening_of(record.move_texts()),
        };
        Summary {
            game: game.start().game_kind().name().to_string(),
            verdict,
            players,
            you,
            level: (players == Players::Computer).then(|| game.level.unwrap_or(damas_ai::DEFAULT_LEVEL)),
            plies: u32::try_from(record.len()).unwrap_or(u32::MAX),
            opening,
            clock: game.clocks.map(|c| c.control.to_string()),
        }
    }

    /// The summary of an imported game: its moves as [`Summary::of_played`] reads them, its
    /// result from the file (`result`, the movetext's or the `Result` tag) when the moves do not
    /// end it, its players the file's.
    #[must_use]
    pub fn of_imported<P: Playable>(game: &Opened<P>, result: Option<&str>) -> Summary {
        let mut summary = Summary::of_played(game);
        if summary.verdict == Verdict::Unfinished {
            summary.verdict = result.map_or(Verdict::Unfinished, Verdict::of_result);
        }
        Summary { players: Players::Imported, you: None, level: None, ..summary }
    }
}

/// An opening as the list shows it: each of its moves as `naming` writes them (`c3-d4` in
/// algebraic notation, as the game page does); a ballot opening's title is left as it is.
#[must_use]
pub fn opening_label(naming: crate::ui::text::names::Naming, opening: &str) -> String {
    opening.split(' ').map(|word| crate::ui::text::names::move_label(naming, word)).collect::<Vec<_>>().join(" ")
}

/// The first [`OPENING_PLIES`] move texts, joined by spaces.
#[must_use]
pub fn opening_of(moves: &[String]) -> String {
    moves.iter().take(OPENING_PLIES).map(String::as_str).collect::<Vec<_>>().join(" ")
}
