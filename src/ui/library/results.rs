//! The player's results, from the games the library keeps: against the computer, the games won,
//! drawn and lost by game, by the computer's level and by the player's colour; and the player's
//! accuracy in each kept game the device also keeps a review of, oldest first. Pure and natively
//! tested; the library page draws it (`view::results_view`).
//!
//! The accuracy is the review's own ([`crate::ui::review::Review::accuracy`]): a kept game is read
//! back from its link and its review found in the device's kept reviews by the same rule as the
//! game page's ([`ReviewStore::find`]: the same game, start and moves), so the number is the one
//! the review panel showed. Only games whose side is the player's count (against the computer or
//! a friend on another device): two players at one device, or an imported game, have no "you".

use super::game::KeptGame;
use super::kept::{Kept, Origin};
use super::summary::{Players, Side, Summary, Verdict};
use crate::ui::review::ReviewStore;
use damas_engine::{Color, GameKind};

/// How a game ended for the player.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The player won.
    Win,
    /// Drawn.
    Draw,
    /// The player lost.
    Loss,
}

impl Outcome {
    /// The player's outcome in a game summed up as `s`: `None` when the player's side is unknown
    /// (two players here, an imported game) or the game is unfinished.
    #[must_use]
    pub fn of(s: &Summary) -> Option<Outcome> {
        let you = s.you?;
        match (s.verdict, you) {
            (Verdict::Draw, _) => Some(Outcome::Draw),
            (Verdict::White, Side::White) | (Verdict::Black, Side::Black) => Some(Outcome::Win),
            (Verdict::White, Side::Black) | (Verdict::Black, Side::White) => Some(Outcome::Loss),
            (Verdict::Unfinished, _) => None,
        }
    }
}

/// The games won, drawn and lost of a group.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Won.
    pub wins: u32,
    /// Drawn.
    pub draws: u32,
    /// Lost.
    pub losses: u32,
}

impl Tally {
    /// The games counted.
    #[must_use]
    pub const fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The player's score in whole percent (a win counts one, a draw a half), rounded half up;
    /// `None` for no games.
    #[must_use]
    pub fn score(&self) -> Option<u32> {
        let games = u64::from(self.games());
        // In half points: (2·wins + draws) / (2·games), rounded, with integers.
        let halves = 2 * u64::from(self.wins) + u64::from(self.draws);
        (games > 0).then(|| u32::try_from((halves * 100 + games) / (2 * games)).unwrap_or(100))
    }

    fn add(&mut self, outcome: Outcome) {
        let n = match outcome {
            Outcome::Win => &mut self.wins,
            Outcome::Draw => &mut self.draws,
            Outcome::Loss => &mut self.losses,
        };
        *n = n.saturating_add(1);
    }
}

/// The results against the computer, each group in a fixed order (and only the groups with a
/// game).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Results {
    /// Every game counted.
    pub total: Tally,
    /// By game (`GameKind::name`), in the games' menu order.
    pub by_game: Vec<(String, Tally)>,
    /// By the computer's level, the lowest first.
    pub by_level: Vec<(u8, Tally)>,
    /// By the player's colour, White first.
    pub by_colour: Vec<(Side, Tally)>,
}

/// Where `game` (a game's name) comes in the games' menu order; a name no game has comes last.
fn game_order(game: &str) -> usize {
    GameKind::ALL.iter().position(|k| k.name() == game).unwrap_or(GameKind::ALL.len())
}

/// The player's results against the computer in `games`: only the finished games against the
/// computer, of `game` alone when it names one. Games against a friend, between two players
/// here, imported, unfinished or not yet summed up are not counted.
#[must_use]
pub fn results(games: &[Kept], game: Option<&str>) -> Results {
    let mut out = Results::default();
    let counted = games
        .iter()
        .filter_map(|k| k.summary.as_ref())
        .filter(|s| s.players == Players::Computer && game.is_none_or(|g| g == s.game))
        .filter_map(|s| Some((s, Outcome::of(s)?)));
    for (s, outcome) in counted {
        out.total.add(outcome);
        tally(&mut out.by_game, s.game.clone()).add(outcome);
        if let Some(level) = s.computer_level() {
            tally(&mut out.by_level, level).add(outcome);
        }
        if let Some(you) = s.you {
            tally(&mut out.by_colour, you).add(outcome);
        }
    }
    out.by_game.sort_unstable_by(|a, b| game_order(&a.0).cmp(&game_order(&b.0)).then_with(|| a.0.cmp(&b.0)));
    out.by_level.sort_unstable_by_key(|&(level, _)| level);
    out.by_colour.sort_unstable_by_key(|&(side, _)| side == Side::Black);
    out
}

/// The tally of group `key` in `groups`, added when new.
fn tally<K: PartialEq>(groups: &mut Vec<(K, Tally)>, key: K) -> &mut Tally {
    let i = match groups.iter().position(|(k, _)| *k == key) {
        Some(i) => i,
        None => {
            groups.push((key, Tally::default()));
            groups.len() - 1
        }
    };
    &mut groups[i].1
}

/// The games the chooser offers: those of the games against the computer, in menu order.
#[must_use]
pub fn games_played(games: &[Kept]) -> Vec<String> {
    results(games, None).by_game.into_iter().map(|(g, _)| g).collect()
}

/// The player's accuracy in one reviewed game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccuracyPoint {
    /// When the game was kept, in milliseconds since 1970 (UTC).
    pub at: u64,
    /// The game's name (`GameKind::name`).
    pub game: String,
    /// Who the player played.
    pub players: Players,
    /// The player's side.
    pub you: Side,
    /// The player's accuracy, whole percent.
    pub accuracy: u32,
}

const fn color(side: Side) -> Color {
    match side {
        Side::White => Color::White,
        Side::Black => Color::Black,
    }
}

/// The player's accuracy in each game of `games` that `reviews` holds a finished review of,
/// oldest first (by when it was kept, then in the order given); of `game` alone when it names
/// one. Only the player's own side counts, so only games with one (against the computer or a
/// friend on another device, not imported) are read. A review that fits no kept game, or whose
/// stored text does not read, is left out. Two kept games of the same moves from the same start
/// (the same line against two levels) both show that line's review, each with the player's side.
#[must_use]
pub fn accuracy_over_time(games: &[Kept], reviews: &ReviewStore, game: Option<&str>) -> Vec<AccuracyPoint> {
    if reviews.is_empty() {
        return Vec::new();
    }
    let lengths = reviews.lengths();
    let mut points: Vec<(usize, AccuracyPoint)> = games
        .iter()
        .enumerate()
        .filter(|(_, k)| k.origin == Origin::Played)
        .filter_map(|(i, k)| {
            let s = k.summary.as_ref()?;
            let you = s.you?;
            // The summary's game and length first: only a game that may have a review is read.
            if game.is_some_and(|g| g != s.game) || !lengths.contains(&(usize::try_from(s.plies).ok()?, s.game.as_str())) {
                return None;
            }
            let accuracy = match KeptGame::open(&k.query).ok()? {
                KeptGame::Draughts(g) => reviews.find(&g.record)?.accuracy(color(you)),
                KeptGame::Lasca(g) => reviews.find(&g.record)?.accuracy(color(you)),
            }?;
            Some((i, AccuracyPoint { at: k.at, game: s.game.clone(), players: s.players, you, accuracy }))
        })
        .collect();
    points.sort_unstable_by_key(|(i, p)| (p.at, *i));
    points.into_iter().map(|(_, p)| p).collect()
}
