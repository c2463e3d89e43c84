//! A game as a URL query (and as the text kept in local storage), both ways, for every game:
//! `variant=<name>&fen=<start FEN>&moves=<move text, space separated>&line=<k>&ply=<n>`, each
//! part omitted when it is the default (Brazilian, the game's initial position, no moves, the
//! main line, the last move), so a Lasca link reads `variant=lasca&moves=a3-b4+c5xa3`. `moves`
//! holds the main line with the variations in brackets ([`line`](mod@line)); `line=<k>` puts a variation
//! on view, the one ending with the k-th move written; `ply` counts along the line on view. The AI's options ride along as
//! `computer=<white|black>&level=<n>`; a game a player ended (resigned, agreed drawn, lost on
//! time) says so in `end=<white-resigned|black-resigned|draw-agreed|white-flagged|black-flagged>`.
//! A game on the clock names its control, `clock=<minutes>+<increment seconds>`, and once under
//! way the time each side had left after its last move, `wtime=<ms>&btime=<ms>`. A game started
//! from a ballot opening keeps its id, `ballot=<id>` (see [`crate::ballot`]); `ballot=random`
//! draws one, and a link with a ballot and no moves starts with the ballot's moves.
//!
//! One reader ([`read_link`]) and one writer ([`to_query`]), generic over the engine's
//! [`Playable`] positions, so both pages read links alike; each page's bundle instantiates them
//! for its own game only. Pure and native: no browser types. Reading never panics; every problem
//! is a [`ShareError`].
//!
//! Besides the game, a link may say from which side to look at it: `side=<white|black>` (the
//! player who opens it; a correspondence link names the side to move, see [`reply_query`]).
//! Submodules: [`paste`] (what the player pastes: FEN, PDN, links, lidraughts analysis URLs),
//! [`embed`] (the iframe options), [`pdn`] (PDN export and import glue).

pub mod embed;
pub mod annotations;
pub mod line;
pub mod paste;
pub mod picture;
pub mod pdn;
pub mod route;
pub mod study;

use crate::ballot::{self, Ballot};
use damas_game::clock::{Clocks, TimeControl};
use damas_game::opponent::Opponent;
use damas_game::round::{Opened, Round};
use paste::PasteHome;
use damas_engine::{Color, Decision, GameKind, Playable, Position, Record, Variant};
use std::fmt;

/// Longest query accepted (a long game is a few kilobytes).
pub const MAX_QUERY: usize = 16 * 1024;
/// Most moves accepted in one game.
pub const MAX_MOVES: usize = 2000;
/// Highest computer level: the AI's own bound, so a link can never ask for a level it lacks.
pub use damas_ai::MAX_LEVEL;

/// The game of a link that names none (`variant` is left out for it).
const DEFAULT_GAME: GameKind = GameKind::Draughts(Variant::Brazilian);

/// Why a query does not describe a game of `P` (draughts unless said otherwise): the same errors
/// for every game, with that game's own FEN and move-text errors inside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError<P: Playable = Position> {
    /// Longer than [`MAX_QUERY`] characters.
    TooLong(usize),
    /// A `%` escape that is not two hex digits, or bytes that are not UTF-8.
    BadEncoding(String),
    /// An unknown `variant`.
    UnknownVariant(String),
    /// A link to a game this page does not play (Lasca has a page of its own): open it there.
    OtherGame(GameKind),
    /// The `fen` cannot be read.
    BadFen(P::FenError),
    /// Move number `ply` (1-based) is not legal in its position.
    BadMove {
        /// 1-based index of the move in the list.
        ply: usize,
        /// The text found.
        text: String,
        /// Why the engine refused it.
        reason: P::MoveError,
    },
    /// Move number `ply` comes after the end of the game.
    AfterEnd {
        /// 1-based index of the move.
        ply: usize,
    },
    /// More than [`MAX_MOVES`] moves.
    TooManyMoves(usize),
    /// The variations' brackets do not pair, open where no move stands to replace, or nest
    /// deeper than [`line::MAX_NESTING`] (the moves as found).
    BadVariation(String),
    /// `ply` is not a number between 0 and the number of moves of the line on view, or `line`
    /// (carried as `line=<text>`) is not the number of a move of `moves`.
    BadPly(String),
    /// `computer` is not `white` or `black`.
    BadComputer(String),
    /// `level` is not a number from 1 to [`MAX_LEVEL`].
    BadLevel(String),
    /// `side` is not `white` or `black`.
    BadSide(String),
    /// `end` names no way a game ends.
    BadEnd(String),
    /// `clock`, `wtime` or `btime` cannot be read.
    BadClock(String),
    /// `ballot` names no ballot opening of the variant, or the moves do not begin with it.
    BadBallot(String),
}

/// User text as a message quotes it: at most `max` characters, with `…` when cut. Everything a
/// player typed or pasted is clipped before it is shown.
#[must_use]
pub fn clip_to(s: &str, max: usize) -> String {
    let mut out: String = s.chars().take(max).collect();
    if s.chars().count() > max {
        out.push('…');
    }
    out
}

/// [`clip_to`] at 24 characters, the length messages quote.
#[must_use]
pub fn clip(s: &str) -> String {
    clip_to(s, 24)
}

/// [`clip`] in quotes, without the `Debug` machinery.
fn quote(s: &str) -> damas_engine::notation::Quoted<'_> {
    damas_engine::notation::quoted_clip(s, 24)
}

impl<P: Playable> fmt::Display for ShareError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::TooLong(n) => write!(f, "the link is too long ({n} characters)"),
            ShareError::BadEncoding(t) => write!(f, "the link is not properly encoded near {}", quote(t)),
            ShareError::UnknownVariant(t) => write!(f, "unknown variant {}", quote(t)),
            ShareError::OtherGame(kind) => {
                // The game's name as a title: `Lasca`, `Brazilian`.
                let name = kind.name();
                let (first, rest) = name.split_at(name.len().min(1));
                write!(f, "this is a {}{rest} game, which opens on its own page", first.to_ascii_uppercase())
            }
            ShareError::BadFen(e) => write!(f, "bad start position: {e}"),
            ShareError::BadMove { ply, text, reason } => {
                write!(f, "move {ply} ({}) cannot be played: {reason}", quote(text))
            }
            ShareError::AfterEnd { ply } => write!(f, "move {ply} comes after the end of the game"),
            ShareError::BadVariation(t) => write!(f, "the brackets of the variations in {} do not pair", quote(t)),
            ShareError::TooManyMoves(n) => write!(f, "too many moves ({n})"),
            ShareError::BadPly(t) => write!(f, "bad ply {}", quote(t)),
            ShareError::BadComputer(t) => write!(f, "bad computer side {}: expected white or black", quote(t)),
            ShareError::BadLevel(t) => write!(f, "bad level {}: expected 1 to {MAX_LEVEL}", quote(t)),
            ShareError::BadSide(t) => write!(f, "bad side {}: expected white or black", quote(t)),
            ShareError::BadClock(t) => {
                write!(f, "bad clock {}: expected minutes+seconds such as 5+3, and times left in milliseconds", quote(t))
            }
            ShareError::BadBallot(t) => {
                write!(f, "bad ballot {}: expected random or one of this variant's ballot openings, played first", quote(t))
            }
            ShareError::BadEnd(t) => {
                write!(f, "bad end {}: expected white-resigned, black-resigned, draw-agreed, white-flagged or black-flagged", quote(t))
            }
        }
    }
}
impl<P: Playable> std::error::Error for ShareError<P> {}

fn hex(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// A broken `%` escape or bytes that are not UTF-8, with the text near the fault: becomes any
/// game's [`ShareError::BadEncoding`], so one decoder serves every game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadEncoding(pub String);

impl<P: Playable> From<BadEncoding> for ShareError<P> {
    fn from(e: BadEncoding) -> ShareError<P> {
        ShareError::BadEncoding(e.0)
    }
}

/// Decodes `application/x-www-form-urlencoded` text: `+` is a space, `%XX` a byte.
///
/// # Errors
/// [`BadEncoding`] on a broken escape or bytes that are not UTF-8.
pub fn decode_component(text: &str) -> Result<String, BadEncoding> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let pair = bytes.get(i + 1).copied().and_then(hex).zip(bytes.get(i + 2).copied().and_then(hex));
                let Some((hi, lo)) = pair else {
                    return Err(BadEncoding(text[i..].to_string()));
                };
                out.push(hi * 16 + lo);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).map_err(|_| BadEncoding(text.to_string()))
}

/// Encodes a query value, keeping the characters FEN and move text use readable (`:` `,` `-`);
/// spaces become `+`.
#[must_use]
pub fn encode_component(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b':' | b',' => {
                out.push(b as char);
            }
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// The raw (decoded) values of the parameters this module knows; the first of each wins.
#[derive(Default)]
struct Params {
    side: Option<String>,
    variant: Option<String>,
    fen: Option<String>,
    moves: Option<String>,
    line: Option<String>,
    ply: Option<String>,
    computer: Option<String>,
    level: Option<String>,
    end: Option<String>,
    clock: Option<String>,
    wtime: Option<String>,
    btime: Option<String>,
    ballot: Option<String>,
}

fn split_params(query: &str) -> Result<Params, BadEncoding> {
    let query = query.strip_prefix('?').unwrap_or(query);
    let mut params = Params::default();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let slot = match decode_component(key)?.as_str() {
            "variant" => &mut params.variant,
            "fen" => &mut params.fen,
            "moves" => &mut params.moves,
            "line" => &mut params.line,
            "ply" => &mut params.ply,
            "computer" => &mut params.computer,
            "level" => &mut params.level,
            "end" => &mut params.end,
            "clock" => &mut params.clock,
            "wtime" => &mut params.wtime,
            "btime" => &mut params.btime,
            "side" => &mut params.side,
            "ballot" => &mut params.ballot,
            _ => continue, // other parameters belong to someone else
        };
        if slot.is_none() {
            *slot = Some(decode_component(value)?);
        }
    }
    Ok(params)
}

/// The move texts of a `moves` value: separated by spaces or commas; move numbers (`1.`) skipped.
fn move_tokens(text: &str) -> impl Iterator<Item = &str> {
    text.split([' ', ',', '\t', '\n'])
        .filter(|t| !t.is_empty())
        .filter(|t| !(t.ends_with('.') && t[..t.len() - 1].chars().all(|c| c.is_ascii_digit())))
}

/// A link as read: the game, and the optional parts left out because they were wrong (a bad
/// `level` costs only the level, not the game it came with).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadLink<P: Playable = Position> {
    /// The game, as opened: its record as read (never replayed), who plays, the clocks stopped
    /// where the link left them.
    pub game: Opened<P>,
    /// The side the link asks to be seen from (`side=`): the player who opens it.
    pub side: Option<Color>,
    /// What was wrong with the parts that were dropped, in the order found.
    pub dropped: Vec<ShareError<P>>,
}

/// The game a query is a link to (its `variant`; Brazilian when none): read before anything else,
/// so a page can hand a link to another game over to that game's page.
///
/// # Errors
/// [`ShareError::UnknownVariant`] for a name that is no game; encoding errors as
/// [`read_link`] reports them.
pub fn link_game(query: &str) -> Result<GameKind, ShareError> {
    if query.len() > MAX_QUERY {
        return Err(ShareError::TooLong(query.len()));
    }
    game_of(&split_params(query)?)
}

/// The game the parameters name ([`DEFAULT_GAME`] when none).
fn game_of<P: Playable>(params: &Params) -> Result<GameKind, ShareError<P>> {
    match &params.variant {
        Some(name) if !name.trim().is_empty() => {
            name.parse::<GameKind>().map_err(|_| ShareError::UnknownVariant(name.clone()))
        }
        _ => Ok(DEFAULT_GAME),
    }
}

/// Reads a query (with or without the leading `?`) as [`read_link`] does, dropping any wrong
/// optional part silently: for stored games and other callers with nobody to tell.
///
/// # Errors
/// A [`ShareError`] when the game itself cannot be read.
pub fn parse_query<P: PasteHome>(query: &str) -> Result<Opened<P>, ShareError<P>> {
    read_link(query).map(|link| link.game)
}

/// Reads a query (with or without the leading `?`) as a game of `P`. An empty query is a new
/// Brazilian game (another game's, for the Lasca reader). The game (variant, position, moves, ply) must be right; an optional part
/// (`level`, `end`, `clock`) that is wrong is dropped and reported in [`ReadLink::dropped`].
///
/// # Errors
/// A [`ShareError`] saying what is wrong with the game; nothing is guessed. A link to a game `P`
/// does not play (Lasca for draughts, any draughts variant for Lasca) is
/// [`ShareError::OtherGame`].
pub fn read_link<P: PasteHome>(query: &str) -> Result<ReadLink<P>, ShareError<P>> {
    if query.len() > MAX_QUERY {
        return Err(ShareError::TooLong(query.len()));
    }
    let params = split_params(query)?;
    let kind = game_of(&params)?;
    let initial = P::initial_of(kind).ok_or(ShareError::OtherGame(kind))?;
    // A ballot start is looked up first: a rearranged one is the start of a link without `fen`.
    let ballot = read_ballot(&params, initial);
    let start = match &params.fen {
        Some(fen) if !fen.trim().is_empty() => initial.read_fen(fen).map_err(ShareError::BadFen)?,
        _ => ballot.as_ref().map_or(initial, |(_, (start, _))| *start),
    };
    // The record judges the end of the game (no move, repetition, count rules) for every game;
    // it is built once here and kept (never replayed).
    let (mut record, read) = match &params.moves {
        Some(text) => line::read_moves(start, text)?,
        None => (Record::new(start), Vec::new()),
    };
    let mut dropped = Vec::new();
    let ballot = fit_ballot(&params, ballot, start, &mut record, &mut dropped);
    // The line on view, when a variation: the one ending with the k-th move written (old links,
    // without `line`, show the main line).
    if let Some(text) = &params.line {
        let at = text.trim().parse::<usize>().ok().and_then(|k| read.get(k.checked_sub(1)?));
        let &at = at.ok_or_else(|| ShareError::BadPly(format!("line={text}")))?;
        record.go_to_node(at);
    }
    let len = record.len();
    match &params.ply {
        Some(text) => match text.trim().parse::<usize>() {
            Ok(n) if n <= len => {
                record.go_to(n);
            }
            _ => return Err(ShareError::BadPly(text.clone())),
        },
        None => {
            record.go_to(len);
        }
    }
    let computer = match &params.computer {
        Some(text) => Some(text.parse::<Color>().map_err(|_| ShareError::BadComputer(text.clone()))?),
        None => None,
    };
    let level = match &params.level {
        Some(text) => match text.trim().parse::<u8>() {
            Ok(n) if (1..=MAX_LEVEL).contains(&n) => Some(n),
            _ => {
                dropped.push(ShareError::BadLevel(text.clone()));
                None
            }
        },
        None => None,
    };
    let end = match &params.end {
        Some(text) => match text.parse::<Decision>() {
            Ok(d) => Some(d),
            Err(_) => {
                dropped.push(ShareError::BadEnd(text.clone()));
                None
            }
        },
        None => None,
    };
    let clocks = read_clock(&params, &mut dropped).map(|(control, left)| match left {
        Some(left) if !record.is_empty() => Clocks::resumed(control, left),
        _ => Clocks::new(control),
    });
    // `side=` turns the board to the player who opens the link; without a computer, the other
    // side is the friend's (a correspondence link).
    let side = match &params.side {
        Some(text) => match text.trim().parse::<Color>() {
            Ok(c) => Some(c),
            Err(_) => {
                dropped.push(ShareError::BadSide(text.clone()));
                None
            }
        },
        None => None,
    };
    let opponent = match (computer, side) {
        (Some(side), _) => Opponent::Computer { side },
        (None, Some(mine)) => Opponent::Remote { side: !mine },
        (None, None) => Opponent::Local,
    };
    Ok(ReadLink { game: Opened { record, opponent, level, end, clocks, ballot, about: damas_game::about::About::default() }, side, dropped })
}

/// A ballot start with where it begins and its moves.
type Begun<P> = (Ballot, (P, Vec<<P as Playable>::Move>));

/// The ballot start a link names (`ballot=<id>`, or `random`: drawn by the time), with where it
/// begins and its moves; `None` when it names none of its variant's.
fn read_ballot<P: PasteHome>(params: &Params, initial: P) -> Option<Begun<P>> {
    // A constant: the Lasca page's wasm leaves the tables and the draughts rules they play out.
    if !P::DRAUGHTS {
        return None;
    }
    let GameKind::Draughts(variant) = initial.game_kind() else { return None };
    let id = params.ballot.as_ref()?.trim();
    let found = if id == "random" { ballot::pick(variant, crate::clock::now_ms()) } else { ballot::find(variant, id) }?;
    Some((found, found.begin_from(initial)?))
}

/// The link's ballot, if the game fits it: a game from where the ballot begins, without moves
/// (it starts with the ballot's) or with moves that begin with its own. Otherwise the game keeps
/// its moves and the ballot is dropped, as is an id the variant lacks (reported in `dropped`).
fn fit_ballot<P: Playable>(
    params: &Params,
    ballot: Option<Begun<P>>,
    start: P,
    record: &mut Record<P>,
    dropped: &mut Vec<ShareError<P>>,
) -> Option<Ballot> {
    let text = params.ballot.as_ref()?;
    let fits = match &ballot {
        Some((_, (begins, line))) if *begins == start => record.moves().is_empty() || record.moves().starts_with(line),
        _ => false,
    };
    let (Some((found, (_, line))), true) = (ballot, fits) else {
        dropped.push(ShareError::BadBallot(text.clone()));
        return None;
    };
    if record.moves().is_empty() {
        for mv in line {
            if record.play(mv).is_err() {
                break;
            }
        }
    }
    Some(found)
}

/// The clocks of a link: its control, and both times left (White's first) when given (a part that
/// cannot be read is dropped and reported: the game opens without clocks, or with fresh ones).
fn read_clock<P: Playable>(params: &Params, dropped: &mut Vec<ShareError<P>>) -> Option<(TimeControl, Option<[u64; 2]>)> {
    let text = params.clock.as_ref()?;
    let Ok(control) = text.parse::<TimeControl>() else {
        dropped.push(ShareError::BadClock(text.clone()));
        return None;
    };
    let ms = |t: &Option<String>| t.as_ref().map(|t| t.trim().parse::<u64>().map_err(|_| t.clone()));
    let left = match (ms(&params.wtime), ms(&params.btime)) {
        (Some(Ok(w)), Some(Ok(b))) => Some([w, b]),
        (None, None) => None,
        (w, b) => {
            let bad = [w, b].into_iter().flatten().find_map(Result::err).unwrap_or_else(|| "wtime/btime".into());
            dropped.push(ShareError::BadClock(bad));
            None
        }
    };
    Some((control, left))
}

/// The side a link asks to be seen from (`side=`), if any.
///
/// # Errors
/// [`ShareError::BadSide`] for anything but `white` or `black`; encoding errors as
/// [`parse_query`] reports them.
pub fn parse_side(query: &str) -> Result<Option<Color>, ShareError> {
    if query.len() > MAX_QUERY {
        return Err(ShareError::TooLong(query.len()));
    }
    match split_params(query)?.side {
        Some(text) => text.trim().parse::<Color>().map(Some).map_err(|_| ShareError::BadSide(text)),
        None => Ok(None),
    }
}

/// The position a [`position_query`] is a link to (its game and FEN; its start when it has no
/// FEN): read without the rest of a game's link (moves, clocks, ballots), for a page that needs
/// only a position.
///
/// # Errors
/// An unknown or other game, a bad FEN, a link too long or badly encoded.
pub fn read_position<P: PasteHome>(query: &str) -> Result<P, ShareError<P>> {
    if query.len() > MAX_QUERY {
        return Err(ShareError::TooLong(query.len()));
    }
    let params = split_params(query)?;
    let kind = game_of(&params)?;
    let initial = P::initial_of(kind).ok_or(ShareError::OtherGame(kind))?;
    match &params.fen {
        Some(fen) if !fen.trim().is_empty() => initial.read_fen(fen).map_err(ShareError::BadFen),
        _ => Ok(initial),
    }
}

/// The query of `position` alone (its game and FEN, no moves): a link to the position on view.
#[must_use]
pub fn position_query<P: Playable>(position: &P) -> String {
    to_query(&Opened::new(*position))
}

/// What a link writes of a game, borrowed from an [`Opened`] game or from the [`Round`] under
/// way, so neither is copied to be written.
struct Written<'a, P: Playable> {
    record: &'a Record<P>,
    opponent: Opponent,
    level: Option<u8>,
    end: Option<Decision>,
    clocks: Option<&'a Clocks>,
    ballot: Option<Ballot>,
}

impl<'a, P: Playable> From<&'a Opened<P>> for Written<'a, P> {
    fn from(g: &'a Opened<P>) -> Self {
        Written { record: &g.record, opponent: g.opponent, level: g.level, end: g.end, clocks: g.clocks.as_ref(), ballot: g.ballot }
    }
}

impl<'a, P: Playable> From<&'a Round<P>> for Written<'a, P> {
    fn from(r: &'a Round<P>) -> Self {
        Written { record: r.record(), opponent: r.opponent(), level: r.level(), end: r.decision(), clocks: r.clocks(), ballot: r.ballot() }
    }
}

/// The side to move once every move of `record`'s line is played.
#[must_use]
pub fn side_to_move_at_end<P: Playable>(record: &Record<P>) -> Color {
    record.positions().last().map_or_else(|| record.position().turn(), Playable::turn)
}

/// A correspondence link: the whole game up to the last move of the line on view (no computer,
/// level, end or clocks), seen from the side that is to move, so the friend who opens it plays the reply and
/// sends back a link of their own.
#[must_use]
pub fn reply_query<P: Playable>(game: &Opened<P>) -> String {
    reply_of(game.into())
}

/// [`reply_query`] of the game under way.
#[must_use]
pub fn round_reply_query<P: Playable>(round: &Round<P>) -> String {
    reply_of(round.into())
}

fn reply_of<P: Playable>(game: Written<'_, P>) -> String {
    let record = game.record;
    let side = side_to_move_at_end(record);
    let whole = Written { record, opponent: Opponent::Local, level: None, end: None, clocks: None, ballot: game.ballot };
    let query = write_query(&whole, At::Ply(record.len()));
    if query.is_empty() {
        format!("side={}", side.name())
    } else {
        format!("{query}&side={}", side.name())
    }
}

/// The query for `game`, without the leading `?`; empty for a new Brazilian game. The level is
/// written whenever the game holds one: a page that keeps it only with a computer side says so
/// in what it passes.
#[must_use]
pub fn to_query<P: Playable>(game: &Opened<P>) -> String {
    write_query(&game.into(), At::Ply(game.record.ply()))
}

/// [`to_query`] of the game under way (what the address bar and storage keep).
#[must_use]
pub fn round_query<P: Playable>(round: &Round<P>) -> String {
    write_query(&round.into(), At::Ply(round.record().ply()))
}

/// The query of the whole game of `round`, seen at the last move of its main line: what the game
/// library keeps (`ui::library`), the same wherever the player is looking.
#[must_use]
pub fn round_whole_query<P: Playable>(round: &Round<P>) -> String {
    write_query(&round.into(), At::MainEnd)
}

/// Where a link leaves the game on view.
enum At {
    /// At this ply of the line on view (a variation's, named by `line=`).
    Ply(usize),
    /// At the end of the main line.
    MainEnd,
}

/// The query of `game` seen `at` a move.
fn write_query<P: Playable>(game: &Written<'_, P>, at: At) -> String {
    let start = game.record.start();
    let kind = start.game_kind();
    let mut parts: Vec<String> = Vec::new();
    if kind != DEFAULT_GAME {
        parts.push(format!("variant={}", kind.name()));
    }
    if P::initial_of(kind).as_ref() != Some(start) {
        parts.push(format!("fen={}", encode_component(&start.to_fen())));
    }
    if let Some(moves) = line::write_moves(game.record) {
        parts.push(format!("moves={}", encode_component(&moves)));
    }
    let (line, ply) = match at {
        At::Ply(ply) => (line::line_on_view(game.record), (ply < game.record.len()).then_some(ply)),
        At::MainEnd => (None, None),
    };
    if let Some(line) = line {
        parts.push(format!("line={line}"));
    }
    if let Some(ply) = ply {
        parts.push(format!("ply={ply}"));
    }
    if let Some(side) = game.opponent.computer_side() {
        parts.push(format!("computer={}", side.name()));
    }
    if let Some(level) = game.level {
        parts.push(format!("level={level}"));
    }
    if let Some(end) = game.end {
        parts.push(format!("end={end}"));
    }
    if let Some(clocks) = game.clocks {
        parts.push(format!("clock={}", encode_component(&clocks.control.to_string())));
        if !game.record.is_empty() {
            let [w, b] = clocks.stored();
            parts.push(format!("wtime={w}&btime={b}"));
        }
    }
    if let Some(ballot) = game.ballot {
        parts.push(format!("ballot={}", ballot.id()));
    }
    if let Opponent::Remote { side: friend } = game.opponent {
        parts.push(format!("side={}", (!friend).name()));
    }
    parts.join("&")
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod ballot_tests;
