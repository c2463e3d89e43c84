//! The worker's opening books, as pure logic (native-tested): the computer's move at a level that
//! plays its best ([`damas_ai::Level::plays_best`]) is its game's book move when the book holds
//! the position, answered at once. Each book is fetched the first time such a move is asked for
//! (`book-<variant>.txt`, the explorer's file; the agent fetches it), once per worker: a file that
//! cannot be fetched or read leaves the worker playing on without it. In a game whose learned
//! table or network the worker fetches, the game's first search asks for them all (`patterns.rs`,
//! `nets.rs`). Hints, analysis and the
//! weaker levels always search. The worker keeps each book as its text and finds the position's
//! line when asked ([`book_result_in`]): a whole reader would be several KB more of its wasm.

use super::job::{best_move, Job};
use super::protocol::{Request, Response};
use damas_ai::book::book_result_in;
use damas_ai::level;
use damas_ai::pattern::FETCHED;
use damas_engine::{GameKind, Position, Variant};

/// The books fetched, as text, and every game whose book was asked for (fetched or not).
#[derive(Default)]
pub struct Books {
    loaded: Vec<(Variant, String)>,
    tried: Vec<Variant>,
}

/// The book file's address, relative to the app's root.
#[must_use]
pub fn path_of(variant: Variant) -> String {
    format!("book-{}.txt", variant.name())
}

impl Books {
    /// The game whose book `text` (a message) needs, not asked for yet: a search for a level
    /// that plays from the book, or any search of a game whose learned table or network the
    /// worker fetches with its book (`patterns.rs`, `nets.rs`: the evaluation serves every level,
    /// hints and analysis).
    #[must_use]
    pub fn wanted(&self, text: &str) -> Option<Variant> {
        let Ok(Request::Search(search)) = Request::from_json(text) else { return None };
        let Ok(GameKind::Draughts(variant)) = search.game() else { return None };
        let best = search.level.and_then(level).is_some_and(|l| l.plays_best());
        let fetches = FETCHED.contains(&variant) || super::nets::path_of(variant).is_some();
        ((best || fetches) && !self.tried.contains(&variant)).then_some(variant)
    }

    /// The book of `variant` as fetched (`None`: it could not be); it is not asked for again. A
    /// text that is no book of this game answers nothing ([`book_result_in`]).
    pub fn add(&mut self, variant: Variant, text: Option<&str>) {
        if !self.tried.contains(&variant) {
            self.tried.push(variant);
        }
        if let Some(text) = text {
            self.loaded.push((variant, text.to_string()));
        }
    }

    /// The answer to `job` from its game's book: its `bestmove`, whose score, depth (the book's)
    /// and line (the move) the page shows as a search's; `None` when the job's level searches or
    /// the book does not hold the position.
    #[must_use]
    pub fn answer(&self, job: &Job<Position>) -> Option<Response> {
        if !job.level.is_some_and(|l| l.plays_best()) {
            return None;
        }
        let (_, text) = self.loaded.iter().find(|(v, _)| *v == job.root.variant())?;
        best_move(job.id, &job.root, &book_result_in(text, &job.root, Some(job.seed))?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

    fn search(level: u8) -> String {
        format!(r#"{{"type":"search","id":3,"variant":"brazilian","fen":"{START}","level":{level},"seed":9}}"#)
    }

    fn job(text: &str) -> Job<Position> {
        let Ok(Request::Search(s)) = Request::from_json(text) else { panic!("{text}") };
        match s.validate() {
            Ok(super::super::job::Task::Draughts(job)) => job,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn only_the_best_level_wants_a_book_and_once() {
        let mut books = Books::default();
        // English: a game whose learned files are all built in.
        let english = |level| search(level).replace("brazilian", "english");
        assert_eq!(books.wanted(&english(8)), Some(Variant::English));
        for other in [english(7), english(1), String::new(), r#"{"type":"stop","id":3}"#.into()] {
            assert_eq!(books.wanted(&other), None, "{other}");
        }
        assert_eq!(books.wanted(&search(8).replace("brazilian", "lasca").replace(START, "W:a1=w")), None);
        // A game whose learned table comes with its book: any search asks for them. So does one
        // whose wide network does, in the worker with vector instructions only.
        for v in FETCHED {
            assert_eq!(books.wanted(&search(1).replace("brazilian", v.name())), Some(v));
        }
        for v in damas_ai::net::FETCHED {
            assert_eq!(books.wanted(&search(1).replace("brazilian", v.name())), super::super::nets::VECTORS.then_some(v));
        }
        books.add(Variant::Brazilian, None);
        assert_eq!(books.wanted(&search(8)), None, "a file that did not come is not asked for again");
        assert_eq!(path_of(Variant::Russian), "book-russian.txt");
    }

    #[test]
    fn a_book_move_is_answered_at_once_and_a_bad_file_is_left_out() {
        let text = format!("# damas opening book 1 brazilian depth=20\n{START}\t22-18:12 23-18:10 21-17:-30\n");
        for bad in ["not a book".to_string(), text.replace("brazilian", "russian"), text.replace(":12 ", ":x ")] {
            let mut books = Books::default();
            books.add(Variant::Brazilian, Some(&bad));
            assert!(books.answer(&job(&search(8))).is_none(), "{bad}");
        }
        let mut books = Books::default();
        books.add(Variant::Brazilian, Some(&text));
        let out = books.answer(&job(&search(8))).expect("from the book");
        let Response::BestMove { id: 3, mv, depth: 20, score, pv, egtb: None } = &out else { panic!("{out:?}") };
        assert!(["22-18", "23-18"].contains(&mv.as_str()) && pv[..] == [mv.clone()], "{out:?}");
        assert!(*score == 12 || *score == 10);
        assert_eq!(books.answer(&job(&search(8))), Some(out), "one seed, one move");
        assert!(books.answer(&job(&search(6))).is_none(), "a weaker level searches");
        let elsewhere = search(8).replace(START, "W:W27,19:B10,15,23");
        assert!(books.answer(&job(&elsewhere)).is_none(), "a position outside the book");
    }
}
