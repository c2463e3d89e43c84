//! The games waiting to be kept. A game that ends while the device's storage is full is not lost:
//! its link and the time it ended wait in localStorage (`damas.waiting`), and the library page
//! keeps them when it next opens or after a game is deleted there, as they would have been kept
//! then. The game pages only append a line ([`appended`]: no reading, few bytes on the first
//! visit); the library reads the list back as hostile input: a line that is not one is dropped.
//!
//! ```text
//! <ms since 1970> TAB <the game's whole link query> LF   (one line a game, oldest first)
//! ```

/// The most games that wait (a device that stays full keeps the first ones).
pub const MAX_GAMES: usize = 50;
/// The longest link a waiting game may have (a long game with its comments stays well within).
pub const MAX_QUERY: usize = 16 * 1024;

/// A game waiting to be kept: when it ended, and its link (what the library keeps of it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaitingGame {
    pub at: u64,
    pub query: String,
}

/// The games waiting, oldest first, each link once.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Waiting(Vec<WaitingGame>);

/// Whether `query` can be written on a line of its own.
fn fits(query: &str) -> bool {
    !query.is_empty() && query.len() <= MAX_QUERY && !query.chars().any(char::is_control)
}

/// `stored` with the game `query` that ended at `at` on a line of its own, or `None` when it
/// cannot wait (a link that does not fit on a line, or [`MAX_GAMES`] lines already).
#[must_use]
pub fn appended(stored: Option<&str>, at: u64, query: &str) -> Option<String> {
    let stored = stored.unwrap_or("");
    if !fits(query) || stored.bytes().filter(|&b| b == b'\n').count() >= MAX_GAMES {
        return None;
    }
    let mut text = String::with_capacity(stored.len() + query.len() + 22);
    text.push_str(stored);
    if !text.is_empty() && !text.ends_with('\n') {
        text.push('\n');
    }
    text.push_str(&at.to_string());
    text.push('\t');
    text.push_str(query);
    text.push('\n');
    Some(text)
}

impl Waiting {
    /// Reads the stored text; a line that is not a game is dropped, and games past
    /// [`MAX_GAMES`] or seen before are left out.
    #[must_use]
    pub fn read(text: &str) -> Waiting {
        let mut waiting = Waiting::default();
        for line in text.split('\n') {
            let line = line.strip_suffix('\r').unwrap_or(line);
            let Some((at, query)) = line.split_once('\t') else { continue };
            let number = at.bytes().try_fold(0u64, |n, b| if b.is_ascii_digit() { n.checked_mul(10)?.checked_add(u64::from(b - b'0')) } else { None });
            if let Some(at) = number.filter(|_| !at.is_empty()) {
                waiting.add(at, query);
            }
        }
        waiting
    }

    /// The stored text (empty when no game waits).
    #[must_use]
    pub fn write(&self) -> String {
        let mut out = String::new();
        for g in &self.0 {
            out.push_str(&g.at.to_string());
            out.push('\t');
            out.push_str(&g.query);
            out.push('\n');
        }
        out
    }

    /// Adds a game; `false` when it cannot wait (the list is full, or its link could not be read
    /// back). A game already waiting is not added twice.
    pub fn add(&mut self, at: u64, query: &str) -> bool {
        if self.0.iter().any(|g| g.query == query) {
            return true;
        }
        if self.0.len() >= MAX_GAMES || !fits(query) {
            return false;
        }
        self.0.push(WaitingGame { at, query: query.to_string() });
        true
    }

    /// The game with this link is kept now (or was already).
    pub fn remove(&mut self, query: &str) {
        self.0.retain(|g| g.query != query);
    }

    /// The games, oldest first.
    #[must_use]
    pub fn games(&self) -> &[WaitingGame] {
        &self.0
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_wait_in_order_and_read_back() {
        let mut w = Waiting::default();
        assert!(w.add(1_700_000_000_000, "moves=22-17+11-15&computer=black&end=white-resigned"));
        assert!(w.add(1_700_000_000_500, "variant=lasca&moves=c3-b4&end=black-resigned"));
        assert!(w.add(5, "moves=22-17+11-15&computer=black&end=white-resigned"), "the same game waits once");
        assert_eq!(w.games().len(), 2);
        let text = w.write();
        assert_eq!(text, "1700000000000\tmoves=22-17+11-15&computer=black&end=white-resigned\n1700000000500\tvariant=lasca&moves=c3-b4&end=black-resigned\n");
        assert_eq!(Waiting::read(&text), w);
        w.remove("moves=22-17+11-15&computer=black&end=white-resigned");
        assert_eq!(w.games()[0].at, 1_700_000_000_500);
        w.remove("variant=lasca&moves=c3-b4&end=black-resigned");
        assert!(w.is_empty());
        assert_eq!(w.write(), "");
    }

    #[test]
    fn a_game_page_appends_a_line_that_the_library_reads() {
        let one = appended(None, 12, "moves=22-17").expect("room");
        assert_eq!(one, "12\tmoves=22-17\n");
        let two = appended(Some(&one), 13, "moves=23-18").expect("room");
        // A stored text cut short of its last line end, or hostile, stays readable.
        let three = appended(Some("junk"), 14, "moves=24-19").expect("room");
        assert_eq!(three, "junk\n14\tmoves=24-19\n");
        assert_eq!(Waiting::read(&two).games().len(), 2);
        assert_eq!(Waiting::read(&three).games(), [WaitingGame { at: 14, query: "moves=24-19".into() }]);
        assert_eq!(appended(Some(&one), 13, "a\tb"), None);
        let full = "1\tm\n".repeat(MAX_GAMES);
        assert_eq!(appended(Some(&full), 2, "moves=22-17"), None);
    }

    #[test]
    fn a_full_list_and_a_bad_link_are_refused() {
        let mut w = Waiting::default();
        for i in 0..MAX_GAMES {
            assert!(w.add(i as u64, &format!("moves=22-17&n={i}")));
        }
        assert!(!w.add(99, "moves=23-18"), "no room: the first ones stay");
        assert_eq!(w.games().len(), MAX_GAMES);
        let mut w = Waiting::default();
        for bad in ["", "a\tb", "a\nb", "a\u{7}b", &"m".repeat(MAX_QUERY + 1)] {
            assert!(!w.add(1, bad), "{bad:?}");
        }
        assert!(w.add(1, &"m".repeat(MAX_QUERY)));
    }

    #[test]
    fn a_stored_text_that_is_not_one_keeps_only_its_games() {
        let text = "12\tmoves=22-17\nnot a line\n\tmoves=1\n-3\tmoves=2\n1e3\tmoves=3\n99999999999999999999999\tmoves=4\n7\t\n8\tmoves=22-17\n9\tmoves=23-18\r\n";
        let w = Waiting::read(text);
        // A line's CR is left out: the last is a game.
        assert_eq!(w.games(), [WaitingGame { at: 12, query: "moves=22-17".into() }, WaitingGame { at: 9, query: "moves=23-18".into() }]);
        // No byte string breaks the reader, and what it keeps writes back the same.
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..2000 {
            let mut bytes = Vec::new();
            for _ in 0..(seed % 64) {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                bytes.push(b"0123456789\t\nmoves=-x&\r\x01\xff"[(seed % 23) as usize]);
            }
            let read = Waiting::read(&String::from_utf8_lossy(&bytes));
            assert_eq!(Waiting::read(&read.write()), read);
        }
    }
}
