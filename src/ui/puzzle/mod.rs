//! Puzzles on the page, as pure logic: the data file read (hostile input: typed errors, never a
//! panic), one puzzle resolved into positions and moves, and the judge of a line played from it.
//! The files are written by `damas puzzles` (crates/puzzles) and fetched when puzzle mode opens.
//!
//! ```
//! use damas::ui::puzzle::{parse_table, Verdict};
//! let text = r#"{"variant":"brazilian","puzzles":[["b6679acf6","W:W5,13:B10,20","5-1","crown",1130,"13-9>20-24"]]}"#;
//! let table = parse_table(text).unwrap();
//! let puzzle = table.puzzles[0].resolve(table.variant).unwrap();
//! assert_eq!(puzzle.judge(&[]), Verdict::Yours);
//! assert_eq!(puzzle.judge(&puzzle.solution), Verdict::Solved);
//! ```

use damas_engine::{Move, Position, Variant};
use std::fmt;

/// What is wrong with a puzzle file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// Not the JSON shape expected, at this byte.
    Syntax(usize),
    /// No `variant` field, or one the engine does not know.
    Variant,
    /// No `puzzles` array.
    Puzzles,
    /// Row `n` (0-based) is not `[id, fen, solution, themes, rating, refutations]`.
    Row(usize),
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::Syntax(at) => write!(f, "the puzzle file is not valid JSON (byte {at})"),
            TableError::Variant => f.write_str("the puzzle file names no known variant"),
            TableError::Puzzles => f.write_str("the puzzle file has no puzzle list"),
            TableError::Row(n) => write!(f, "puzzle {} of the file is malformed", n + 1),
        }
    }
}

impl std::error::Error for TableError {}

/// What is wrong with one puzzle of a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// The FEN does not read.
    Fen,
    /// The solution is empty, or its move `n` is not legal where it is played.
    Solution(usize),
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::Fen => f.write_str("the puzzle's position does not read"),
            PuzzleError::Solution(n) => write!(f, "move {} of the puzzle's solution is not legal", n + 1),
        }
    }
}

impl std::error::Error for PuzzleError {}

/// A puzzle as the file holds it: texts, resolved only when the puzzle opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawPuzzle {
    /// Stable id (`b1a2b3c4d`: the variant's initial and a hash of the FEN).
    pub id: String,
    /// The position; its side to move solves.
    pub fen: String,
    /// The line, space-separated, solver first.
    pub solution: String,
    /// Theme names, space-separated.
    pub themes: String,
    /// Difficulty as a rating.
    pub rating: i32,
    /// Per solver move (`;`-separated), `wrong>reply` entries (space-separated).
    pub refutations: String,
}

/// A variant's puzzle file, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// The variant of every puzzle.
    pub variant: Variant,
    /// The puzzles in file order.
    pub puzzles: Vec<RawPuzzle>,
}

/// A puzzle ready to play: its position and moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Stable id.
    pub id: String,
    /// The start; its side to move is the solver.
    pub start: Position,
    /// The line, solver first, ending on a solver move.
    pub solution: Vec<Move>,
    /// For each solver move, other moves with the engine's reply (none when the game ends).
    pub refutations: Vec<Vec<(Move, Option<Move>)>>,
    /// Theme names.
    pub themes: Vec<String>,
    /// Difficulty as a rating.
    pub rating: i32,
}

/// Where a line played from a puzzle stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The solver is to play the next move of the solution.
    Yours,
    /// The defender answers with this move (the page plays it).
    Reply(Move),
    /// The whole solution was played.
    Solved,
    /// A solver move left the solution; the engine's reply to it, if any.
    Failed(Option<Move>),
}

impl RawPuzzle {
    /// The puzzle's positions and moves in `variant`.
    ///
    /// # Errors
    /// [`PuzzleError`] when the FEN or a move of the line does not read.
    pub fn resolve(&self, variant: Variant) -> Result<Puzzle, PuzzleError> {
        let start = Position::from_fen(variant, &self.fen).map_err(|_| PuzzleError::Fen)?;
        let mut at = start;
        let mut solution = Vec::new();
        let mut refutations = Vec::new();
        let mut groups = self.refutations.split(';');
        for (i, text) in self.solution.split_whitespace().enumerate() {
            let mv = at.parse_move(text).map_err(|_| PuzzleError::Solution(i))?;
            if i % 2 == 0 {
                // A refutation that does not read is left out: the wrong move still fails.
                let group = groups.next().unwrap_or("").split_whitespace().filter_map(|entry| {
                    let (wrong, reply) = entry.split_once('>')?;
                    let wrong = at.parse_move(wrong).ok()?;
                    let after = at.play(&wrong);
                    Some((wrong, after.parse_move(reply).ok()))
                });
                refutations.push(group.collect());
            }
            solution.push(mv);
            at = at.play(&mv);
        }
        if solution.len() % 2 == 0 {
            return Err(PuzzleError::Solution(solution.len()));
        }
        let themes = self.themes.split_whitespace().map(String::from).collect();
        Ok(Puzzle { id: self.id.clone(), start, solution, refutations, themes, rating: self.rating })
    }
}

impl Puzzle {
    /// Where `line` (played from the start) stands.
    #[must_use]
    pub fn judge(&self, line: &[Move]) -> Verdict {
        for (i, mv) in line.iter().enumerate() {
            if self.solution.get(i) != Some(mv) {
                let reply = self.refutations.get(i / 2).and_then(|g| g.iter().find(|(w, _)| w == mv)).and_then(|(_, r)| *r);
                return Verdict::Failed(if i % 2 == 0 { reply } else { None });
            }
        }
        match self.solution.get(line.len()) {
            None => Verdict::Solved,
            Some(mv) if line.len() % 2 == 1 => Verdict::Reply(*mv),
            Some(_) => Verdict::Yours,
        }
    }

    /// The refutation's move text, when `line` failed with a reply known to the data.
    #[must_use]
    pub fn refutation_text(&self, line: &[Move]) -> Option<String> {
        let Verdict::Failed(Some(reply)) = self.judge(line) else { return None };
        let wrong = line.iter().zip(&self.solution).take_while(|(a, b)| a == b).count();
        let after = line.get(..=wrong)?.iter().fold(self.start, |at, mv| at.play(mv));
        Some(after.move_text(&reply))
    }

    /// The solution's moves as the page writes them, in order.
    #[must_use]
    pub fn solution_texts(&self) -> Vec<String> {
        let mut at = self.start;
        self.solution
            .iter()
            .map(|mv| {
                let text = at.move_text(mv);
                at = at.play(mv);
                text
            })
            .collect()
    }

    /// The solver's next move after `line`, if the line is on the solution and it is the solver's turn.
    #[must_use]
    pub fn next_move(&self, line: &[Move]) -> Option<Move> {
        (self.judge(line) == Verdict::Yours).then(|| self.solution[line.len()])
    }
}

pub use crate::link::study::PUZZLE_VARIANTS;

/// Reads a puzzle file.
///
/// # Errors
/// [`TableError`] naming what is wrong.
pub fn parse_table(text: &str) -> Result<Table, TableError> {
    let mut reader = Reader { bytes: text.as_bytes(), at: 0 };
    let value = reader.value(0)?;
    reader.space();
    if reader.at != reader.bytes.len() {
        return Err(TableError::Syntax(reader.at));
    }
    let Json::Obj(fields) = value else { return Err(TableError::Syntax(0)) };
    let field = |name: &str| fields.iter().find(|(k, _)| k == name).map(|(_, v)| v);
    let variant = match field("variant") {
        Some(Json::Str(name)) => name.parse().map_err(|_| TableError::Variant)?,
        _ => return Err(TableError::Variant),
    };
    let Some(Json::Arr(rows)) = field("puzzles") else { return Err(TableError::Puzzles) };
    let puzzles = rows.iter().enumerate().map(|(n, row)| raw(row).ok_or(TableError::Row(n))).collect::<Result<_, _>>()?;
    Ok(Table { variant, puzzles })
}

fn raw(row: &Json) -> Option<RawPuzzle> {
    let Json::Arr(cells) = row else { return None };
    let text = |i: usize| match cells.get(i) {
        Some(Json::Str(s)) => Some(s.clone()),
        _ => None,
    };
    let rating = match cells.get(4) {
        Some(Json::Num(n)) => *n,
        _ => return None,
    };
    Some(RawPuzzle { id: text(0)?, fen: text(1)?, solution: text(2)?, themes: text(3)?, rating, refutations: text(5)? })
}

/// The JSON values a puzzle file uses.
enum Json {
    Str(String),
    Num(i32),
    Arr(Vec<Json>),
    Obj(Vec<(String, Json)>),
    Other,
}

/// A small JSON reader: strings (simple escapes), integers, arrays, objects, `true`/`false`/`null`.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn space(&mut self) {
        while self.bytes.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
    }

    fn eat(&mut self, b: u8) -> bool {
        self.space();
        let hit = self.bytes.get(self.at) == Some(&b);
        self.at += usize::from(hit);
        hit
    }

    fn value(&mut self, depth: u32) -> Result<Json, TableError> {
        let bad = TableError::Syntax(self.at);
        if depth > 8 {
            return Err(bad);
        }
        self.space();
        match self.bytes.get(self.at) {
            Some(b'"') => self.string().map(Json::Str),
            Some(b'[') => {
                self.at += 1;
                let mut items = Vec::new();
                if !self.eat(b']') {
                    loop {
                        items.push(self.value(depth + 1)?);
                        if self.eat(b']') {
                            break;
                        }
                        if !self.eat(b',') {
                            return Err(TableError::Syntax(self.at));
                        }
                    }
                }
                Ok(Json::Arr(items))
            }
            Some(b'{') => {
                self.at += 1;
                let mut fields = Vec::new();
                if !self.eat(b'}') {
                    loop {
                        self.space();
                        let key = self.string()?;
                        if !self.eat(b':') {
                            return Err(TableError::Syntax(self.at));
                        }
                        fields.push((key, self.value(depth + 1)?));
                        if self.eat(b'}') {
                            break;
                        }
                        if !self.eat(b',') {
                            return Err(TableError::Syntax(self.at));
                        }
                    }
                }
                Ok(Json::Obj(fields))
            }
            Some(b'-' | b'0'..=b'9') => {
                let start = self.at;
                self.at += 1;
                while self.bytes.get(self.at).is_some_and(u8::is_ascii_digit) {
                    self.at += 1;
                }
                let digits = std::str::from_utf8(&self.bytes[start..self.at]).map_err(|_| bad.clone())?;
                digits.parse().map(Json::Num).map_err(|_| bad)
            }
            _ => {
                for word in ["true", "false", "null"] {
                    if self.bytes[self.at.min(self.bytes.len())..].starts_with(word.as_bytes()) {
                        self.at += word.len();
                        return Ok(Json::Other);
                    }
                }
                Err(bad)
            }
        }
    }

    /// A string at the cursor; escapes other than `\"`, `\\` and `\/` are refused.
    fn string(&mut self) -> Result<String, TableError> {
        if self.bytes.get(self.at) != Some(&b'"') {
            return Err(TableError::Syntax(self.at));
        }
        self.at += 1;
        let mut out = Vec::new();
        loop {
            match self.bytes.get(self.at) {
                None => return Err(TableError::Syntax(self.at)),
                Some(b'"') => break,
                Some(b'\\') => match self.bytes.get(self.at + 1) {
                    Some(&c @ (b'"' | b'\\' | b'/')) => {
                        out.push(c);
                        self.at += 1;
                    }
                    _ => return Err(TableError::Syntax(self.at)),
                },
                Some(&c) => out.push(c),
            }
            self.at += 1;
        }
        self.at += 1;
        String::from_utf8(out).map_err(|_| TableError::Syntax(self.at))
    }
}

#[cfg(test)]
mod tests;

pub mod attempt;
pub mod lead_in;
pub mod progress;

#[cfg(target_arch = "wasm32")]
pub mod view;
