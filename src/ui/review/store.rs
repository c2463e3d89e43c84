//! Finished reviews kept on the device, so a game opened again shows its review at once: one
//! line per game, `game<TAB>verdicts`, the game named by its kind, start FEN and move texts,
//! the verdicts as `score` or `score,best` joined by `;`. The text comes from local storage and
//! is hostile: a line that does not read, or does not fit its game, is skipped.

use super::{Review, Verdict};
use damas_engine::{Playable, Record};

/// Most reviews kept (the oldest goes first): enough for the library's chart of the player's
/// accuracy over years of reviewed games, at about a kilobyte a review.
pub const MAX_REVIEWS: usize = 300;
/// Longest stored text read, and written: the oldest reviews go first to stay within it, so a
/// run of long games never makes the whole store unreadable (a fifth of local storage's 5 MB).
pub const MAX_STORE: usize = 1024 * 1024;

/// The reviews kept, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReviewStore {
    entries: Vec<(String, String)>,
}

fn key<G: Playable>(start: &G, texts: &[String]) -> String {
    format!("{}|{}|{}", start.game_kind().name(), start.to_fen(), texts.join(" "))
}

impl ReviewStore {
    /// Reads the stored text (nothing from a text too long or unreadable).
    #[must_use]
    pub fn read(text: &str) -> ReviewStore {
        if text.len() > MAX_STORE {
            return ReviewStore::default();
        }
        let entries = text
            .lines()
            .filter_map(|line| line.split_once('\t'))
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect::<Vec<_>>();
        let skip = entries.len().saturating_sub(MAX_REVIEWS);
        ReviewStore { entries: entries[skip..].to_vec() }
    }

    /// The text to store.
    #[must_use]
    pub fn to_text(&self) -> String {
        self.entries.iter().map(|(k, v)| format!("{k}\t{v}\n")).collect()
    }

    /// Keeps a finished review (replacing an older one of the same game).
    pub fn put<G: Playable>(&mut self, review: &Review<G>) {
        if !review.done() {
            return;
        }
        let key = key(&review.positions[0], &review.texts);
        let value = review
            .verdicts
            .iter()
            .flatten()
            .map(|v| match &v.best {
                Some(best) => format!("{},{best}", v.score),
                None => v.score.to_string(),
            })
            .collect::<Vec<_>>()
            .join(";");
        self.entries.retain(|(k, _)| *k != key);
        self.entries.push((key, value));
        // The newest review stays even alone over the size: `read` then keeps nothing, as before.
        let mut size: usize = self.entries.iter().map(|(k, v)| k.len() + v.len() + 2).sum();
        while self.entries.len() > MAX_REVIEWS || (self.entries.len() > 1 && size > MAX_STORE) {
            let (k, v) = self.entries.remove(0);
            size -= k.len() + v.len() + 2;
        }
    }

    /// Whether no review is kept.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The lengths in plies and games (`GameKind::name`) the kept reviews may be of: a cheap
    /// reading of the keys, made once, so a caller with many games reads only those that may
    /// have a review before it asks [`ReviewStore::find`], which decides.
    #[must_use]
    pub fn lengths(&self) -> Vec<(usize, &str)> {
        self.entries
            .iter()
            .filter_map(|(k, _)| {
                let (game, rest) = k.split_once('|')?;
                let (_, texts) = rest.rsplit_once('|')?;
                Some((texts.split(' ').filter(|t| !t.is_empty()).count(), game))
            })
            .collect()
    }

    /// The kept review of the whole line of `record`, if there is one that fits it.
    #[must_use]
    pub fn find<G: Playable>(&self, record: &Record<G>) -> Option<Review<G>> {
        let key = key(record.start(), record.move_texts());
        let (_, value) = self.entries.iter().rev().find(|(k, _)| *k == key)?;
        let mut review = Review::new(record);
        let parts: Vec<&str> = value.split(';').collect();
        if parts.len() != review.verdicts.len() {
            return None;
        }
        for (i, part) in parts.iter().enumerate() {
            let (score, best) = match part.split_once(',') {
                Some((s, b)) => (s, Some(b)),
                None => (*part, None),
            };
            let score: i32 = score.parse().ok().filter(|s: &i32| s.unsigned_abs() <= damas_ai::WIN.unsigned_abs())?;
            let pos = review.positions[i];
            let best = match best {
                Some(text) => Some(pos.parse_move(text).ok().filter(|mv| pos.legal_moves().contains(mv))?),
                None => None,
            };
            review.verdicts[i] = Some(Verdict { score, best: best.map(|mv| pos.move_text(&mv)) });
        }
        Some(review)
    }
}
