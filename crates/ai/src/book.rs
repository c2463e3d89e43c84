//! The engine's opening book: for each position of a game's openings, every legal move with the
//! score a long search gave it, as a small text file per game (`data/book/<game>.txt`, made by
//! `examples/build_book.rs`): the nine draughts variants and Lasca. The explorer fetches a file
//! only when it opens, so the reader is cheap: it parses, checks the order, and never generates
//! moves. The engine plays from the draughts books at its best level ([`choice`], which takes any
//! game's position; Lasca's book is the explorer's alone for now); the browser's worker reads only
//! the line it needs ([`lookup`]). The builder scores the openings of a game without ballots (and
//! Lasca's) in the order of [`tree`].
//!
//! ```text
//! # damas opening book 1 brazilian depth=14 positions=2
//! B:W17,21,...:B1,2,...\t11-15:-8 12-16:-20 ...
//! W:W21,22,...:B1,2,...\t22-17:12 21-17:10 ...
//! ```
//!
//! The first line names the format, the game ([`GameKind::name`]: a draughts variant's name, or
//! `lasca`) and the search depth; other lines starting with `#` are comments. Then one line per
//! position, sorted by FEN (bytes), the FEN as the game's position writes it
//! ([`Position::to_fen`], [`LascaPosition::to_fen`]), a tab, and every legal move best first as
//! `<move>:<score>`. A move is written as the game record and its PDN write it
//! ([`Playable::move_text_among`]: in draughts the same text as [`Position::move_text`] but
//! without a second move generation; in Lasca every landing, `c3xe5xc7`), which the position's
//! `parse_move` reads back. A score is the move's value for the side to move in hundredths of a
//! man (or of a Lasca soldier: `35`, `-120`), or `+M<n>` / `-M<n>` for a win / loss in `n` plies.
//!
//! ```text
//! # damas opening book 1 lasca depth=24 positions=300
//! B:a7=b,c7=b,...,g5=b,d4=w,a3=w,e3=w,...\te5xc3:-46
//! W:a7=b,c7=b,...,g5=b,a3=w,c3=w,e3=w,...\tc3-d4:16 e3-d4:-4 e3-f4:-9 c3-b4:-16 a3-b4:-153 g3-f4:-199
//! ```
//!
//! ```
//! use damas_ai::book::{Book, BookScore};
//! let fen = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
//! let text = format!("# damas opening book 1 brazilian depth=3 positions=1\n{fen}\t21-17:+M3 22-18:10 23-19:-4\n");
//! let book = Book::read(&text)?;
//! let moves = book.moves(fen).unwrap_or_default();
//! assert_eq!(moves[0].score, BookScore::Win(3));
//! assert_eq!(moves[1].text, "22-18");
//! assert_eq!(book.write(), text);
//! # Ok::<_, damas_ai::book::BookError>(())
//! ```

use crate::score::Score;
pub use choice::{book_move, book_result, choose, MARGIN};
pub use lookup::book_result_in;
use damas_engine::lasca::{square_from_name, LascaPosition};
use damas_engine::notation::move_text::move_ends;
use damas_engine::{GameKind, Playable, Position, Variant};
use std::cmp::Ordering;
use std::fmt;

/// What the first line starts with (the `1` is the format's version).
const MAGIC: &str = "# damas opening book 1 ";

/// The longest win or loss a score can carry: beyond it [`Score`] would read it as men.
const MAX_PLIES: u32 = (Score::WIN.0 - Score::WIN_BOUND.0) as u32;

/// The search's score of one move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BookScore {
    /// Hundredths of a man for the side to move.
    Men(i32),
    /// The side to move wins in this many plies.
    Win(u32),
    /// The side to move loses in this many plies.
    Loss(u32),
}

impl BookScore {
    /// The book's form of a search score.
    #[must_use]
    pub fn from_score(score: Score) -> BookScore {
        match score.plies_to_end() {
            Some(p) if p >= 0 => BookScore::Win(p.unsigned_abs()),
            Some(p) => BookScore::Loss(p.unsigned_abs()),
            None => BookScore::Men(score.0),
        }
    }

    /// The search score it came from (the reader keeps scores in the range where this is exact).
    #[must_use]
    pub fn score(self) -> Score {
        let plies = |n: u32| i32::try_from(n.min(MAX_PLIES)).unwrap_or(0);
        match self {
            BookScore::Men(v) => Score(v),
            BookScore::Win(n) => Score(Score::WIN.0 - plies(n)),
            BookScore::Loss(n) => Score(plies(n) - Score::WIN.0),
        }
    }

    /// Reads a score as [`fmt::Display`] writes it; `None` for anything else (`+35`, `M0`, a
    /// number of men in the range of wins).
    fn parse(text: &str) -> Option<BookScore> {
        let plies = |digits: &str| {
            let n: u32 = digits.parse().ok()?;
            (digits.bytes().all(|b| b.is_ascii_digit()) && (1..=MAX_PLIES).contains(&n)).then_some(n)
        };
        if let Some(n) = text.strip_prefix("+M") {
            return plies(n).map(BookScore::Win);
        }
        if let Some(n) = text.strip_prefix("-M") {
            return plies(n).map(BookScore::Loss);
        }
        let v: i32 = text.parse().ok()?;
        (!text.starts_with('+') && v.abs() <= Score::WIN_BOUND.0).then_some(BookScore::Men(v))
    }
}

/// Better scores are greater: a quicker win, more men, a later loss (as [`BookScore::score`]
/// orders them, but total on values the reader refuses too).
impl Ord for BookScore {
    fn cmp(&self, other: &BookScore) -> Ordering {
        let key = |s: &BookScore| match *s {
            BookScore::Win(n) => (2, -i64::from(n)),
            BookScore::Men(v) => (1, i64::from(v)),
            BookScore::Loss(n) => (0, i64::from(n)),
        };
        key(self).cmp(&key(other))
    }
}

impl PartialOrd for BookScore {
    fn partial_cmp(&self, other: &BookScore) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// As the file writes it: `35`, `-120`, `+M7`, `-M4`.
impl fmt::Display for BookScore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookScore::Men(v) => write!(f, "{v}"),
            BookScore::Win(n) => write!(f, "+M{n}"),
            BookScore::Loss(n) => write!(f, "-M{n}"),
        }
    }
}

/// One move of a book position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookMove {
    /// The move as the game record writes it (`22-17`, `28x19`).
    pub text: String,
    /// Its score for the side to move.
    pub score: BookScore,
}

/// A line of the book that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub kind: BookErrorKind,
}

/// What is wrong with a book line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookErrorKind {
    /// The first line is not `# damas opening book 1 <game> depth=<d>`.
    Header,
    /// The header names no game (by [`GameKind::name`]).
    UnknownVariant(String),
    /// The header names a game the reader was not asked for ([`Book::read_for`]).
    OtherGame(GameKind),
    /// The header's `positions=` differs from the lines that follow.
    Count {
        /// What the header says.
        said: usize,
        /// The position lines found.
        found: usize,
    },
    /// A position line without a tab between the FEN and the moves.
    NoTab,
    /// A FEN that does not read, or is not as the game's position writes it.
    BadFen(String),
    /// A position with no moves.
    NoMoves,
    /// A move that is not `<squares>:<score>`.
    BadMove(String),
    /// A score that does not read.
    BadScore(String),
    /// A move listed twice in one position.
    DuplicateMove(String),
    /// A move scored higher than the one before it.
    NotBestFirst(String),
    /// A FEN that sorts before the previous line's.
    Unsorted,
    /// A FEN equal to the previous line's.
    Duplicate,
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let clip = |s: &str| s.chars().take(40).collect::<String>();
        write!(f, "opening book, line {}: ", self.line)?;
        match &self.kind {
            BookErrorKind::Header => write!(f, "expected `{MAGIC}<game> depth=<d>`"),
            BookErrorKind::UnknownVariant(v) => write!(f, "unknown game `{}`", clip(v)),
            BookErrorKind::OtherGame(g) => write!(f, "a book of another game, {g}"),
            BookErrorKind::Count { said, found } => write!(f, "the header says {said} positions, the file has {found}"),
            BookErrorKind::NoTab => write!(f, "no tab between the FEN and the moves"),
            BookErrorKind::BadFen(fen) => write!(f, "bad FEN `{}`", clip(fen)),
            BookErrorKind::NoMoves => write!(f, "no moves"),
            BookErrorKind::BadMove(m) => write!(f, "bad move `{}`", clip(m)),
            BookErrorKind::BadScore(s) => write!(f, "bad score `{}`", clip(s)),
            BookErrorKind::DuplicateMove(m) => write!(f, "move `{}` listed twice", clip(m)),
            BookErrorKind::NotBestFirst(m) => write!(f, "move `{}` scores more than the one before it", clip(m)),
            BookErrorKind::Unsorted => write!(f, "the FEN sorts before the previous line's"),
            BookErrorKind::Duplicate => write!(f, "the same FEN as the previous line"),
        }
    }
}

impl std::error::Error for BookError {}

/// The book of one game: positions sorted by FEN, each with its moves best first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Book {
    game: GameKind,
    depth: u32,
    entries: Vec<(String, Vec<BookMove>)>,
}

impl Book {
    /// An empty book of `game` (a [`GameKind`], or a draughts [`Variant`]) whose scores come
    /// from searches of `depth` plies.
    #[must_use]
    pub fn new(game: impl Into<GameKind>, depth: u32) -> Book {
        Book { game: game.into(), depth, entries: Vec::new() }
    }

    /// Its game.
    #[must_use]
    pub fn game(&self) -> GameKind {
        self.game
    }

    /// Its draughts variant, or `None` for Lasca's book.
    #[must_use]
    pub fn variant(&self) -> Option<Variant> {
        self.game.variant()
    }

    /// The depth of the searches that scored it.
    #[must_use]
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// How many positions it holds.
    #[must_use]
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether it holds no position.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The moves of the position whose FEN (as [`Playable::to_fen`] writes it) is `fen`, best
    /// first.
    #[must_use]
    pub fn moves(&self, fen: &str) -> Option<&[BookMove]> {
        let at = self.entries.binary_search_by(|(f, _)| f.as_str().cmp(fen)).ok()?;
        self.entries.get(at).map(|(_, moves)| moves.as_slice())
    }

    /// Every position's FEN and moves, in FEN order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &[BookMove])> {
        self.entries.iter().map(|(fen, moves)| (fen.as_str(), moves.as_slice()))
    }

    /// Adds `pos` (of the book's game) with the search's `scored` moves (every legal move), or
    /// replaces it: the builder's side. Ties keep the order given.
    pub fn insert<P: Playable>(&mut self, pos: &P, scored: &[(P::Move, Score)]) {
        debug_assert_eq!(pos.game_kind(), self.game, "a position of another game");
        let legal: Vec<P::Move> = scored.iter().map(|(mv, _)| *mv).collect();
        let mut moves: Vec<BookMove> =
            scored.iter().map(|(mv, s)| BookMove { text: pos.move_text_among(mv, &legal), score: BookScore::from_score(*s) }).collect();
        moves.sort_by_key(|m| std::cmp::Reverse(m.score));
        let fen = pos.to_fen();
        match self.entries.binary_search_by(|(f, _)| f.cmp(&fen)) {
            Ok(at) => self.entries[at].1 = moves,
            Err(at) => self.entries.insert(at, (fen, moves)),
        }
    }

    /// The book as text (see the module doc); [`Book::read`] reads it back equal.
    #[must_use]
    pub fn write(&self) -> String {
        let mut out = format!("{MAGIC}{} depth={} positions={}\n", self.game.name(), self.depth, self.entries.len());
        for (fen, moves) in &self.entries {
            out.push_str(fen);
            out.push('\t');
            let items: Vec<String> = moves.iter().map(|m| format!("{}:{}", m.text, m.score)).collect();
            out.push_str(&items.join(" "));
            out.push('\n');
        }
        out
    }

    /// Reads a book of any game written by [`Book::write`] (comments and blank lines allowed).
    ///
    /// # Errors
    /// A [`BookError`] naming the first line that is wrong and how.
    pub fn read(text: &str) -> Result<Book, BookError> {
        let first = text.split('\n').next().unwrap_or_default();
        match read_header(first.strip_suffix('\r').unwrap_or(first))?.0 {
            GameKind::Draughts(_) => Book::read_for::<Position>(text),
            GameKind::Lasca => Book::read_for::<LascaPosition>(text),
        }
    }

    /// [`Book::read`] for a page of the games whose positions are `P`s (a draughts [`Position`],
    /// a [`LascaPosition`]): only `P`'s reader of FENs is compiled in, where [`Book::read`]
    /// carries every game's.
    ///
    /// # Errors
    /// As [`Book::read`], and [`BookErrorKind::OtherGame`] for a book of a game `P` does not play.
    pub fn read_for<P: BookPosition>(text: &str) -> Result<Book, BookError> {
        let mut lines = text.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l)).enumerate().map(|(i, l)| (i + 1, l));
        let (game, depth, said) = read_header(lines.next().map_or("", |(_, l)| l))?;
        let start = P::initial_of(game).ok_or(BookError { line: 1, kind: BookErrorKind::OtherGame(game) })?;
        let mut book = Book::new(game, depth);
        for (line, text) in lines {
            if text.trim().is_empty() || text.starts_with('#') {
                continue;
            }
            let fail = |kind| BookError { line, kind };
            let (fen, moves) = read_line(&start, text).map_err(fail)?;
            if let Some((last, _)) = book.entries.last() {
                match last.as_str().cmp(fen) {
                    Ordering::Less => {}
                    Ordering::Equal => return Err(fail(BookErrorKind::Duplicate)),
                    Ordering::Greater => return Err(fail(BookErrorKind::Unsorted)),
                }
            }
            book.entries.push((fen.to_string(), moves));
        }
        match said {
            Some(said) if said != book.entries.len() => Err(BookError { line: 1, kind: BookErrorKind::Count { said, found: book.entries.len() } }),
            _ => Ok(book),
        }
    }
}

/// The header's game, depth and (if given) count of positions.
fn read_header(line: &str) -> Result<(GameKind, u32, Option<usize>), BookError> {
    let fail = |kind| BookError { line: 1, kind };
    let rest = line.strip_prefix(MAGIC).ok_or(fail(BookErrorKind::Header))?;
    let mut words = rest.split(' ');
    let name = words.next().unwrap_or_default();
    let game = GameKind::ALL.into_iter().find(|g| g.name() == name).ok_or_else(|| fail(BookErrorKind::UnknownVariant(name.to_string())))?;
    let (mut depth, mut count) = (None, None);
    for word in words {
        let number = |v: &str| v.parse::<u32>().ok().filter(|_| v.bytes().all(|b| b.is_ascii_digit()));
        match word.split_once('=') {
            Some(("depth", v)) if depth.is_none() => depth = Some(number(v).ok_or(fail(BookErrorKind::Header))?),
            Some(("positions", v)) if count.is_none() => count = Some(number(v).ok_or(fail(BookErrorKind::Header))? as usize),
            _ => return Err(fail(BookErrorKind::Header)),
        }
    }
    Ok((game, depth.ok_or(fail(BookErrorKind::Header))?, count))
}


/// A game's positions as the reader reads their book ([`Book::read_for`]): their FENs and move
/// texts ([`Playable`]), and a move text's squares read without move generation. A page reading
/// its game's book compiles only its own game's readers.
pub trait BookPosition: Playable {
    /// Whether `mv` names squares of this game's board as its move texts do (`22-18`,
    /// `c3xe5xc7`), legal or not: no move generation.
    fn reads_as_move(&self, mv: &str) -> bool;
}

impl BookPosition for Position {
    fn reads_as_move(&self, mv: &str) -> bool {
        !mv.contains(char::is_whitespace) && move_ends(self.variant(), mv).is_some()
    }
}

impl BookPosition for LascaPosition {
    /// Squares as [`LascaPosition::parse_move`] reads them, within its length.
    fn reads_as_move(&self, mv: &str) -> bool {
        let squares = || mv.split(['-', 'x']);
        !mv.contains(char::is_whitespace) && mv.len() <= 64 && squares().count() >= 2 && squares().all(|s| square_from_name(s).is_some())
    }
}

/// One position line of the game whose initial position is `start`: its FEN (read, and written
/// back the same) and its moves.
fn read_line<'a, P: BookPosition>(start: &P, text: &'a str) -> Result<(&'a str, Vec<BookMove>), BookErrorKind> {
    let (fen, list) = text.split_once('\t').ok_or(BookErrorKind::NoTab)?;
    if !start.read_fen(fen).is_ok_and(|pos| pos.to_fen() == fen) {
        return Err(BookErrorKind::BadFen(fen.to_string()));
    }
    if list.is_empty() {
        return Err(BookErrorKind::NoMoves);
    }
    let mut moves: Vec<BookMove> = Vec::new();
    for item in list.split(' ') {
        let (mv, score) = item.rsplit_once(':').ok_or_else(|| BookErrorKind::BadMove(item.to_string()))?;
        if !start.reads_as_move(mv) {
            return Err(BookErrorKind::BadMove(item.to_string()));
        }
        let score = BookScore::parse(score).ok_or_else(|| BookErrorKind::BadScore(score.to_string()))?;
        if moves.iter().any(|m| m.text == mv) {
            return Err(BookErrorKind::DuplicateMove(mv.to_string()));
        }
        if moves.last().is_some_and(|m| m.score < score) {
            return Err(BookErrorKind::NotBestFirst(mv.to_string()));
        }
        moves.push(BookMove { text: mv.to_string(), score });
    }
    Ok((fen, moves))
}

pub mod choice;
pub mod lookup;
pub mod tree;

#[cfg(test)]
mod tests;
