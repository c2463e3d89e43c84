//! The library's position index: every position of every kept game's main line, so a position
//! on view finds the games that reached it, by whatever order of moves (transpositions meet:
//! a position is its hash, side to move included, and its game), and the moves played from it
//! with how they scored. Built once per explorer (`view::library_worker`) from the kept records;
//! a lookup is a binary search. Pure.
//!
//! Memory: one 16-byte entry per position (a 10,000-game library of 60-ply games: about 10 MB),
//! and each game's key and moves as one text.

use super::game::KeptGame;
use super::kept::Kept;
use super::lookup::{Found, MoveCount};
use super::summary::Verdict;
use damas_engine::Playable;
use damas_game::round::Opened;

/// One position of one game: its key, the game's number and the ply it was reached at (the
/// move played from it is the game's move of that number, none at the game's end).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Entry {
    key: u64,
    game: u32,
    ply: u32,
}

/// A game as the index keeps it: its library key, result and main line's moves as written.
#[derive(Clone, Debug)]
struct IndexedGame {
    key: String,
    verdict: Verdict,
    moves: Vec<Box<str>>,
}

/// The positions of the kept games.
#[derive(Clone, Debug, Default)]
pub struct PositionIndex {
    games: Vec<IndexedGame>,
    entries: Vec<Entry>,
    sorted: bool,
}

/// The key of `position` in the index: its hash mixed with its game's, so equal boards of two
/// games never meet.
#[must_use]
pub fn position_key<P: Playable>(position: &P) -> u64 {
    let name = position.game_kind().name();
    // FNV-1a of the game's name, then a multiply to spread it over every bit.
    let salt = name.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3));
    position.hash() ^ salt.wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

impl PositionIndex {
    /// An empty index.
    #[must_use]
    pub fn new() -> PositionIndex {
        PositionIndex::default()
    }

    /// Adds each record of `kept` whose game reads (the others are counted and returned).
    pub fn add_all<'a>(&mut self, kept: impl IntoIterator<Item = &'a Kept>) -> usize {
        let mut unreadable = 0;
        for record in kept {
            if self.add(record).is_err() {
                unreadable += 1;
            }
        }
        unreadable
    }

    /// Adds the game of `kept`: its main line from the start, with its summary's result (summed
    /// up here when the record has none).
    ///
    /// # Errors
    /// The game's link does not read (the link reader's reason).
    pub fn add(&mut self, kept: &Kept) -> Result<(), String> {
        let game = KeptGame::open(&kept.query)?;
        let verdict = kept.summary.as_ref().map_or_else(|| game.summary(kept).verdict, |s| s.verdict);
        match &game {
            KeptGame::Draughts(g) => self.add_line(kept.key(), verdict, g),
            KeptGame::Lasca(g) => self.add_line(kept.key(), verdict, g),
        }
        Ok(())
    }

    fn add_line<P: Playable>(&mut self, key: String, verdict: Verdict, game: &Opened<P>) {
        let Ok(number) = u32::try_from(self.games.len()) else { return };
        let record = &game.record;
        for (ply, position) in record.positions().iter().enumerate() {
            let Ok(ply) = u32::try_from(ply) else { break };
            self.entries.push(Entry { key: position_key(position), game: number, ply });
        }
        let moves = record.move_texts().iter().map(|m| m.as_str().into()).collect();
        self.games.push(IndexedGame { key, verdict, moves });
        self.sorted = false;
    }

    /// Sorts the entries for lookups (done once after the last [`PositionIndex::add`]; a lookup
    /// on an unsorted index sorts it first).
    pub fn finish(&mut self) {
        if !self.sorted {
            self.entries.sort_unstable();
            self.sorted = true;
        }
    }

    /// How many games are indexed.
    #[must_use]
    pub fn games(&self) -> usize {
        self.games.len()
    }

    /// How many positions are indexed.
    #[must_use]
    pub fn positions(&self) -> usize {
        self.entries.len()
    }

    /// The games that reached `position` and the moves played from it, most played first (then
    /// by their text), each game counted once (at its first time there); with the games' keys
    /// when `keys`.
    pub fn find<P: Playable>(&mut self, position: &P, keys: bool) -> Found {
        self.finish();
        let key = position_key(position);
        let start = self.entries.partition_point(|e| e.key < key);
        let end = start + self.entries[start..].partition_point(|e| e.key == key);
        let mut found = Found { total: self.games.len() as u32, ..Found::default() };
        let mut last_game = None;
        // Entries of one key are sorted by game, then ply: a game's first visit comes first.
        for entry in &self.entries[start..end] {
            if last_game == Some(entry.game) {
                continue;
            }
            last_game = Some(entry.game);
            let Some(game) = self.games.get(entry.game as usize) else { continue };
            found.games += 1;
            if keys {
                found.keys.push(game.key.clone());
            }
            let Some(text) = game.moves.get(entry.ply as usize) else { continue };
            let at = match found.moves.iter().position(|m| *m.text == **text) {
                Some(at) => at,
                None => {
                    found.moves.push(MoveCount { text: text.to_string(), ..MoveCount::default() });
                    found.moves.len() - 1
                }
            };
            found.moves[at].count(game.verdict);
        }
        found.moves.sort_unstable_by(|a, b| b.count.cmp(&a.count).then_with(|| a.text.cmp(&b.text)));
        found
    }
}
