//! Ballot openings: a game that starts from an opening of a ballot table, chosen or drawn by lot,
//! as 64-square tournaments draw their openings so that games do not all follow the same worn
//! theory.
//!
//! # Tables
//!
//! **The FMJD drawing table 64** ([`FMJD`], `ballot/fmjd64.txt`): the ballot table of the FMJD's
//! 64-square section (*FMJD Drawing Table 64*, published at
//! <https://results.fmjd.org/viewpage.php?page_id=2>), 46 groups of 16 starts, each called by its
//! group and a Roman numeral (`1-I` … `46-XVI`; the file has one start per line, in that order, so
//! a line's place is its code). 344 are openings of one to three moves each, written as the
//! table writes them (`ab4 ba5 ba3`: the file a man leaves and the square it reaches); the other
//! 392 (11-IV to 37-XVI, among openings) are *rearranged positions* (`e3-a5 h8-e5`: before the first move,
//! White's man from e3 stands on a5 and Black's from h8 on e5; `-----` leaves a side as it is),
//! with White to move. The FMJD page could not be read from here; the table was transcribed from
//! lidraughts' copy of it (its "FMJD Drawing Table 64", which cites that page), as kept in
//! `Mind-Sports-Games/strategygames`, `src/main/scala/draughts/opening/DrawTablesFMJD.scala`
//! (read 2026), which gives each start's code, moves and FEN. The tests play every start and
//! check it against that FEN (`ballot/fmjd64_fens.txt`).
//!
//! Brazilian draughts plays the same table without eleven starts that the same copy lists
//! ([`BRAZILIAN_LEAVES_OUT`], its "FMJD Drawing Table 64 - Brazilian"): three whose moves take
//! fewer pieces than Brazilian's majority rule demands (1-IX, 4-XV, 5-XI, which the tests find by
//! playing every start under Brazilian rules), and eight that it leaves out without saying why.
//!
//! **Named Russian openings** ([`NAMED_RUSSIAN`], `ballot/named_russian.txt`): eleven openings
//! with the name their source gives (the names are Russian and stay so), each read in 2026:
//!
//! - ru.wikipedia, «Городская партия» (as mirrored at <https://perceptiode.com/Городская_партия>):
//!   the City game 1.cd4 dc5 2.bc3 fg5 3.cb4, and the reversed City game
//!   1.cb4 fe5 2.ef4 gf6 3.ba5 fg5 4.bc3 g:e3 5.d:f4.
//! - ru.wikipedia, «Старая партия» (as mirrored at <https://russianwiki.com/wiki/Старая_партия>):
//!   1.cd4 dc5 2.bc3 ed6.
//! - kombinashki.ru, «Дебюты» (<https://kombinashki.ru/debyuty9.php>): Kaulen's game
//!   1.gf4 fe5 2.hg3 and Filippov's game 1.ed4 de5 2.ab4 hg5.
//! - v-damki.com, «Дебют "Обратный Тычок"»
//!   (<https://v-damki.com/debuts/103-debyut-obratnyy-tychok.html>):
//!   1.cb4 fe5 2.bc3 ef4 3.g:e5 d:f4 4.e:g5 h:f4.
//! - shashkivsem.ru, «Как победить в дебюте чёрными»
//!   (<https://www.shashkivsem.ru/kak-pobedit-v-debyute-chernymi>): the reversed Kol
//!   1.gh4 fe5 2.cb4 ef4 3.e:g5 h:f4.
//! - table-games.ru, chapter «4. "Кол"»
//!   (<http://table-games.ru/books/item/f00/s00/z0000010/st029.shtml>): 1.cd4 ba5 2.dc5 d:b4 3.a:c5.
//! - Саша Игин, «Методический словарь. Русские шашки», part 2
//!   (<https://knigalit.ru/avtori/sasha-igin/book3608338/chitat/?page=10>): the reversed
//!   Crossroads 1.cd4 de5 2.bc3 ed6 3.gh4 dc5.
//! - WikiSort, «Отказанный обратный перекрёсток» (a ru.wikipedia mirror,
//!   <https://chess.wikisort.ru/page/Отказанный_обратный_перекрёсток>): 1.cd4 de5 2.bc3 ed6 3.gh4 hg5.
//! - Саша Игин, «Азбука шашечного начала»
//!   (<https://knigalit.ru/avtori/sasha-igin/book3619621/chitat/?page=17>): the
//!   Svyatoy–Korshunov defence 1.cd4 fg5 2.bc3 gh4 3.cb4 de5 4.d:f6 e:g5.
//!
//! A start of the FMJD table whose moves begin with a named opening's is shown with that name too
//! ([`Ballot::known_name`]).
//!
//! # Tables on demand
//!
//! Every build carries the tables, but the game pages' (feature `ballots-on-demand`): their
//! tables come with the page when a link, a saved game or the new-game form needs them, as the
//! tables' file ([`file()`], `ballots.txt` beside the page), handed over with [`provide`]. Until
//! then those builds know no start.

use crate::{Color, GameKind, Move, Piece, Playable, Position, Role, Variant};

/// A ballot table: its starts, one per line of its text.
#[derive(Debug)]
pub struct Table {
    /// What a start's link id begins with (`fmjd-1-I`); empty for a table whose codes are ids.
    pub key: &'static str,
    /// How the table is called on the page (`FMJD`), before a start's code; empty for named openings.
    pub title: &'static str,
    /// Whether a line is `id|name|moves` (named openings) rather than a start alone, the line's
    /// place giving its code (16 to a group). Moves are in the short notation of the tables and of
    /// Russian books (`cd4 ba5 dc5 db4 ac5`).
    named: bool,
    /// Its part of the tables' file ([`file`]).
    part: usize,
    /// The lines built in (none in a build with `ballots-on-demand`).
    built_in: &'static str,
}

/// The FMJD drawing table 64 (see the module's sources).
pub static FMJD: Table = Table { key: "fmjd-", title: "FMJD", named: false, part: 0, built_in: BUILT_IN[0] };

/// The named Russian openings (see the module's sources).
pub static NAMED_RUSSIAN: Table = Table { key: "", title: "", named: true, part: 1, built_in: BUILT_IN[1] };

/// The tables' texts, in their parts' order.
#[cfg(not(feature = "ballots-on-demand"))]
const BUILT_IN: [&str; 2] = [include_str!("ballot/fmjd64.txt"), include_str!("ballot/named_russian.txt")];

/// None: the game pages are handed the tables' file when they need it ([`provide`]).
#[cfg(feature = "ballots-on-demand")]
const BUILT_IN: [&str; 2] = ["", ""];

/// The line between two tables in the tables' file.
const PART_BREAK: &str = "\n#\n";

/// The tables handed over by [`provide`].
static PROVIDED: std::sync::OnceLock<[&'static str; 2]> = std::sync::OnceLock::new();

/// The tables' file: each table's lines, in order, with a line `#` between two (`ballots.txt`,
/// which the build writes beside the page from the same texts).
#[must_use]
pub fn file() -> String {
    BUILT_IN.join(PART_BREAK)
}

/// Hands over the tables' `file`, for a build without tables of its own; once is enough (a
/// second file changes nothing). `false` when `file` is not a tables' file.
pub fn provide(file: &'static str) -> bool {
    // The break's places by bytes (a search for a string pattern would bring the standard
    // library's substring searcher, 1 KB of the game page's gzipped wasm, for this one call).
    let mut breaks = file.as_bytes().windows(PART_BREAK.len()).enumerate().filter(|(_, w)| *w == PART_BREAK.as_bytes()).map(|(i, _)| i);
    let (Some(at), None) = (breaks.next(), breaks.next()) else { return false };
    let (Some(fmjd), Some(named)) = (file.get(..at), file.get(at + PART_BREAK.len()..)) else { return false };
    PROVIDED.get_or_init(|| [fmjd, named]);
    true
}

/// Whether the tables are there: built in, or handed over.
#[must_use]
pub fn known() -> bool {
    PROVIDED.get().is_some() || !BUILT_IN[0].is_empty()
}

/// The FMJD table's starts that Brazilian draughts does not play (see the module's sources).
/// Each is a group and a numeral: `(1, 9)` is 1-IX.
pub const BRAZILIAN_LEAVES_OUT: &[(u16, u16)] =
    &[(1, 9), (4, 15), (5, 9), (5, 11), (19, 5), (25, 13), (30, 16), (40, 14), (41, 13), (42, 14), (43, 2)];

/// A variant's tables, the one drawn from first, each with the codes it leaves out there.
type Tables = [(&'static Table, &'static [(u16, u16)])];

static RUSSIAN: [(&Table, &[(u16, u16)]); 2] = [(&FMJD, &[]), (&NAMED_RUSSIAN, &[])];
static BRAZILIAN: [(&Table, &[(u16, u16)]); 1] = [(&FMJD, BRAZILIAN_LEAVES_OUT)];

/// The tables of `variant`.
fn tables(variant: Variant) -> &'static Tables {
    match variant {
        Variant::Russian => &RUSSIAN,
        Variant::Brazilian => &BRAZILIAN,
        _ => &[],
    }
}

/// The Roman numerals of a group's starts.
const NUMERALS: [&str; 16] = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV", "XVI"];

/// A start's code in its table: a group and a numeral (`1-I`), or a named opening's id (`kol`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Code {
    /// The `numeral`th start (from 1) of group `group` (from 1).
    Numbered {
        /// The group, from 1.
        group: u16,
        /// The place in the group, from 1 (written as a Roman numeral).
        numeral: u16,
    },
    /// A named opening's id.
    Named(&'static str),
}

impl Code {
    /// The numbered code `text` names (`1-IX`, the numeral in any case).
    #[must_use]
    pub fn parse(text: &str) -> Option<Code> {
        let (group, numeral) = text.split_once('-')?;
        let group = group.parse::<u16>().ok().filter(|g| *g > 0 && !group.starts_with(['+', '0']))?;
        let numeral = NUMERALS.iter().position(|n| n.eq_ignore_ascii_case(numeral))?;
        Some(Code::Numbered { group, numeral: numeral as u16 + 1 })
    }
}

impl std::fmt::Display for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Code::Numbered { group, numeral } => {
                // As u32: the page's wasm already formats those.
                write!(f, "{}-{}", u32::from(*group), NUMERALS.get(usize::from(*numeral).wrapping_sub(1)).unwrap_or(&"?"))
            }
            Code::Named(id) => f.write_str(id),
        }
    }
}

/// One start of a ballot table.
#[derive(Copy, Clone, Debug)]
pub struct Ballot {
    /// Its table.
    pub table: &'static Table,
    /// Its code in the table.
    pub code: Code,
    /// A named opening's name as published (in Russian); empty in a table of codes.
    pub name: &'static str,
    /// Its moves or rearrangement, as the table writes them.
    pub text: &'static str,
}

impl PartialEq for Ballot {
    fn eq(&self, other: &Ballot) -> bool {
        std::ptr::eq(self.table, other.table) && self.code == other.code
    }
}

impl Eq for Ballot {}

impl Table {
    /// Its lines: handed over, else built in.
    fn lines(&'static self) -> &'static str {
        PROVIDED.get().map_or(self.built_in, |parts| parts[self.part])
    }

    /// Every start of the table, in its order.
    pub fn starts(&'static self) -> impl Iterator<Item = Ballot> {
        self.lines().split('\n').filter(|l| !l.trim().is_empty()).enumerate().filter_map(move |(i, line)| {
            if self.named {
                let mut parts = line.splitn(3, '|');
                let code = Code::Named(parts.next()?);
                Some(Ballot { table: self, code, name: parts.next()?, text: parts.next()?.trim() })
            } else {
                let (group, numeral) = (u16::try_from(i / 16 + 1).ok()?, (i % 16 + 1) as u16);
                Some(Ballot { table: self, code: Code::Numbered { group, numeral }, name: "", text: line.trim() })
            }
        })
    }
}

/// The ballot starts of `variant`, table by table (none for a variant without a table).
#[must_use]
pub fn ballots(variant: Variant) -> Vec<Ballot> {
    let mut all = Vec::new();
    for (table, left_out) in tables(variant) {
        all.extend(table.starts().filter(|b| !b.left_out(left_out)));
    }
    all
}

/// The start of `variant` whose id is `id` (the Roman numeral in any case: `fmjd-1-i`).
#[must_use]
pub fn find(variant: Variant, id: &str) -> Option<Ballot> {
    ballots(variant).into_iter().find(|b| match (b.code, id.strip_prefix(b.table.key)) {
        (Code::Named(code), Some(rest)) => rest.eq_ignore_ascii_case(code),
        (code, Some(rest)) => !b.table.key.is_empty() && Code::parse(rest) == Some(code),
        (_, None) => false,
    })
}

/// A start of `variant`'s first table drawn by `seed` (the same seed, the same start); none
/// without a table.
#[must_use]
pub fn pick(variant: Variant, seed: u64) -> Option<Ballot> {
    let first = tables(variant).first()?.0;
    let starts: Vec<Ballot> = ballots(variant).into_iter().filter(|b| std::ptr::eq(b.table, first)).collect();
    // splitmix64: every bit of the seed moves the pick, so consecutive seeds spread.
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    starts.get(usize::try_from(z % starts.len().max(1) as u64).unwrap_or(0)).copied()
}

/// Where a ballot start begins and what is played first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The position before the first move: the initial one, or a rearranged one.
    pub start: Position,
    /// The moves played from it.
    pub moves: Vec<Move>,
}

/// Why a ballot's text cannot be played (only a wrong table can say so; the tests read them all).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BallotError {
    /// A move that is not legal there, or names no move, or more than one.
    Move(String),
    /// A rearrangement that does not move one of the side's men to an empty square.
    Setup(String),
}

impl Ballot {
    /// The link id: the table's key and the code (`fmjd-1-I`, `kol`).
    #[must_use]
    pub fn id(&self) -> String {
        format!("{}{}", self.table.key, self.code)
    }

    /// Whether `codes` holds its code.
    fn left_out(&self, codes: &[(u16, u16)]) -> bool {
        codes.iter().any(|&(group, numeral)| Code::Numbered { group, numeral } == self.code)
    }

    /// How the page calls it: a named opening's name, or the table and the code (`FMJD 1-I`).
    #[must_use]
    pub fn title(&self) -> String {
        if self.table.named { self.name.to_string() } else { format!("{} {}", self.table.title, self.code) }
    }

    /// Whether the start is a rearranged position rather than moves.
    #[must_use]
    pub fn is_setup(&self) -> bool {
        !self.table.named && self.text.contains('-')
    }

    /// The start and the moves in `variant`.
    ///
    /// # Errors
    /// A [`BallotError`] when the text does not play there (e.g. a start Brazilian leaves out).
    pub fn opening(&self, variant: Variant) -> Result<Opening, BallotError> {
        let initial = Position::initial(variant);
        if self.is_setup() {
            return Ok(Opening { start: rearranged(initial, self.text)?, moves: Vec::new() });
        }
        let mut pos = initial;
        let mut moves = Vec::new();
        for token in self.text.split_whitespace() {
            let mv = short_move(&pos, token).ok_or_else(|| BallotError::Move(token.to_string()))?;
            pos = pos.play(&mv);
            moves.push(mv);
        }
        Ok(Opening { start: initial, moves })
    }

    /// The start and the moves for a game of `P` whose initial position is `initial` (`None` for
    /// a game with no such start: Lasca, or a variant whose rules refuse the moves).
    #[must_use]
    pub fn begin_from<P: Playable>(&self, initial: P) -> Option<(P, Vec<P::Move>)> {
        let GameKind::Draughts(variant) = initial.game_kind() else { return None };
        let opening = self.opening(variant).ok()?;
        let start = if self.is_setup() { initial.read_fen(&opening.start.to_fen()).ok()? } else { initial };
        let (mut pos, mut engine_pos) = (start, opening.start);
        let mut line = Vec::with_capacity(opening.moves.len());
        for mv in &opening.moves {
            // The engine's move text reads back as its move (a property test of the engine).
            let ours = pos.parse_move(&engine_pos.move_text(mv)).ok()?;
            pos = pos.play(&ours);
            engine_pos = engine_pos.play(mv);
            line.push(ours);
        }
        Some((start, line))
    }

    /// The named opening this start's moves begin with, if any (the longest): a start of the
    /// FMJD table is often the beginning of an opening with a name.
    #[must_use]
    pub fn known_name(&self, variant: Variant) -> Option<Ballot> {
        if self.table.named || self.is_setup() {
            return None;
        }
        let moves = self.opening(variant).ok()?.moves;
        ballots(variant)
            .into_iter()
            .filter(|b| b.table.named)
            .filter_map(|b| Some((b, b.opening(variant).ok()?.moves)))
            .filter(|(_, line)| !line.is_empty() && moves.starts_with(line))
            .max_by_key(|(_, line)| line.len())
            .map(|(b, _)| b)
    }
}

/// The legal move of `pos` that the table's short notation `token` names: the file the man leaves
/// and the square it reaches (`ab4`, a capture `bd6`); `None` unless exactly one move fits.
fn short_move(pos: &Position, token: &str) -> Option<Move> {
    let file = u32::from(token.as_bytes().first()?.checked_sub(b'a')?);
    let variant = pos.variant();
    let to = variant.square_from_algebraic(token.get(1..)?)?;
    let mut fitting = pos.legal_moves().into_iter().filter(|m| m.to == to && variant.row_col(m.from).1 == file);
    let mv = fitting.next()?;
    fitting.next().is_none().then_some(mv)
}

/// `initial` with the table's rearrangement `text` (`e3-a5 h8-e5`: White's then Black's; `-----`
/// for none), White to move. Both men are lifted before either is placed: in `b2-h6 h6-a5` White's
/// man takes the square Black's leaves.
fn rearranged(initial: Position, text: &str) -> Result<Position, BallotError> {
    let bad = || BallotError::Setup(text.to_string());
    let variant = initial.variant();
    let square = |name: &str| variant.square_from_algebraic(name).ok_or_else(bad);
    let parts: Vec<&str> = text.split_whitespace().collect();
    let [white, black] = parts[..] else { return Err(bad()) };
    let mut placed = Vec::with_capacity(2);
    let mut pos = initial;
    for (color, part) in [(Color::White, white), (Color::Black, black)] {
        if part.chars().all(|c| c == '-') {
            continue;
        }
        let (from, to) = part.split_once('-').ok_or_else(bad)?;
        let (from, to) = (square(from)?, square(to)?);
        let man = Piece { color, role: Role::Man };
        if pos.piece_at(from) != Some(man) {
            return Err(bad());
        }
        pos = pos.with_piece(from, None);
        placed.push((to, man));
    }
    for (to, man) in placed {
        if pos.piece_at(to).is_some() {
            return Err(bad());
        }
        pos = pos.with_piece(to, Some(man));
    }
    Ok(pos.with_turn(Color::White))
}

#[cfg(test)]
mod tests;
