//! PDN 3.0 games: reading (several games per file, tags, every move checked, variations,
//! comments and annotation glyphs kept in a move tree) and writing (the seven-tag roster,
//! `GameType`, `FEN`/`SetUp` for a set-up start, then the main line alone or the whole tree).
//! Move text inside follows [`super::move_text`], so lidraughts' algebraic moves (`c3-d4`,
//! `c3:e5`) are read as well as numeric ones. Variations deeper than [`MAX_NESTING`] are
//! skipped.
//!
//! ```
//! use damas_engine::notation::pdn::{read_games, write_game, write_record};
//! use damas_engine::{Game, Variant};
//! let text = "[GameType \"26\"]\n1. 22-18 11-15 (1... 12-16 {sharp}) 2. 18x11 *";
//! let games = read_games(text, Variant::Brazilian)?;
//! assert_eq!(games[0].game.moves().len(), 3);
//! assert_eq!(games[0].record.node_count(), 5);
//! assert!(write_game(&games[0].game, &[]).contains("[GameType \"26\"]"));
//! assert!(write_record(&games[0].record, &[], "*", false).contains("(1... 12-16 {sharp}) 2. 18x11"));
//! # Ok::<_, damas_engine::notation::pdn::PdnError>(())
//! ```

pub use super::pdn_error::{PdnError, MAX_PDN};
pub use super::pdn_notes::{MoveNote, Notes};
pub use super::pdn_tree::MAX_NESTING;
use super::pdn_lex::{move_part, Token, RESULTS};
use super::pdn_tree::{read_tree, tree_words, TreeError};
use crate::{Game, Position, Record, Variant};


/// A game read from PDN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdnGame {
    /// The tags in file order (name, value).
    pub tags: Vec<(String, String)>,
    /// The game: start position and every move, each checked.
    pub game: Game,
    /// The result token (`2-0`, `1-1`, `*`...) when the movetext ends with one.
    pub result: Option<String>,
    /// Its comments and move annotations.
    pub notes: Notes,
    /// The whole game as a tree: the main line of [`PdnGame::game`], every variation, and the
    /// comments and glyphs on their moves; the cursor at the end of the main line.
    pub record: Record<Position>,
}

impl PdnGame {
    /// The value of tag `name` (case-insensitive), if present.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    /// A one-line label for choosing among several games: `White - Black (Event)`.
    #[must_use]
    pub fn label(&self) -> String {
        let white = self.tag("White").unwrap_or("?");
        let black = self.tag("Black").unwrap_or("?");
        match self.tag("Event") {
            Some(event) if !event.is_empty() && event != "?" => format!("{white} - {black} ({event})"),
            _ => format!("{white} - {black}"),
        }
    }
}


fn variant_of(game: usize, tags: &[(String, String)], default: Variant) -> Result<Variant, PdnError> {
    let Some((_, value)) = tags.iter().find(|(k, _)| k.eq_ignore_ascii_case("GameType")) else {
        return Ok(default);
    };
    let first = value.split(',').next().unwrap_or("").trim();
    first
        .parse::<u32>()
        .ok()
        .and_then(Variant::from_pdn_game_type)
        .ok_or_else(|| PdnError::UnsupportedGameType { game, value: value.clone() })
}

/// Reads every game of a PDN text. Games without a `GameType` tag are taken as `default`.
///
/// # Errors
/// The first [`PdnError`] met, naming the game and, for moves (in the main line or in a
/// variation), the first illegal one.
pub fn read_games(text: &str, default: Variant) -> Result<Vec<PdnGame>, PdnError> {
    let mut out = Vec::new();
    for (index, tokens) in super::pdn_lex::games(text)?.into_iter().enumerate() {
        let number = index + 1;
        let RawGame { tags, moves: _, result, notes } = raw_game(&tokens);
        let variant = variant_of(number, &tags, default)?;
        let start = match tags.iter().find(|(k, _)| k.eq_ignore_ascii_case("FEN")) {
            Some((_, fen)) => {
                Position::from_fen(variant, fen).map_err(|error| PdnError::BadFen { game: number, error })?
            }
            None => Position::initial(variant),
        };
        let offset = usize::from(start.turn() != Position::initial(variant).turn());
        let record = read_tree(&tokens, start).map_err(|e| match e {
            TreeError::Illegal { ply, turn, text: _, error } => {
                PdnError::IllegalMove { game: number, number: (ply + offset) / 2 + 1, color: turn, error }
            }
            TreeError::AfterEnd { text } => PdnError::AfterEnd { game: number, text },
        })?;
        let game = Game::from_record(record.mainline_record());
        out.push(PdnGame { tags, game, result, notes, record });
    }
    Ok(out)
}

/// A game as PDN gives it, before any rules are applied: its tags, its move texts (numbers,
/// annotations, comments and variations removed) and its result token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawGame {
    /// The tags in file order (name, value).
    pub tags: Vec<(String, String)>,
    /// The move texts of the main line, in order.
    pub moves: Vec<String>,
    /// The result token, if the movetext ends with one.
    pub result: Option<String>,
    /// The comments and move annotations of the main line (one note per move).
    pub notes: Notes,
}

/// Splits a PDN text into games without reading the moves against any rules (for games whose
/// positions are not draughts positions, like Lasca). Variations are left out.
///
/// # Errors
/// [`PdnError`] for a text that is too long, holds no game, or has a broken tag, comment or
/// variation.
pub fn read_raw(text: &str) -> Result<Vec<RawGame>, PdnError> {
    Ok(super::pdn_lex::games(text)?.iter().map(|tokens| raw_game(tokens)).collect())
}

/// The main line of a game's tokens: what lies inside variations is passed over, and a `)`
/// that closes nothing reads as a move (which no game accepts).
pub(crate) fn raw_game(tokens: &[Token]) -> RawGame {
    let mut game = RawGame { tags: Vec::new(), moves: Vec::new(), result: None, notes: Notes::default() };
    let mut depth = 0usize;
    for token in tokens {
        match token {
            Token::Open => depth += 1,
            Token::Close if depth > 0 => depth -= 1,
            _ if depth > 0 => {}
            Token::Tag(k, v) => game.tags.push((k.clone(), v.clone())),
            Token::Comment(c) => match game.notes.moves.last_mut() {
                Some(note) => note.comments.push(c.clone()),
                None => game.notes.intro.push(c.clone()),
            },
            Token::Word(w) if RESULTS.contains(&w.as_str()) => game.result = Some(w.clone()),
            Token::Word(w) if w.starts_with('$') => {
                if let (Some(note), Ok(n)) = (game.notes.moves.last_mut(), w[1..].parse::<u8>()) {
                    note.nag = Some(n);
                }
            }
            Token::Close => {
                game.moves.push(")".to_string());
                game.notes.moves.push(MoveNote::default());
            }
            Token::Word(w) => {
                if let Some((text, nag)) = move_part(w) {
                    game.moves.push(text.to_string());
                    game.notes.moves.push(MoveNote { nag, comments: Vec::new() });
                }
            }
        }
    }
    game
}

/// Writes `game` as PDN 3.0: the seven-tag roster (values from `tags` or `?`), `GameType`,
/// `FEN` and `SetUp` when the game does not start from the initial position, then the moves.
#[must_use]
pub fn write_game(game: &Game, tags: &[(&str, &str)]) -> String {
    let result = game.outcome().map_or("*", |o| o.result_text(game.variant()));
    write_game_with_result(game, tags, result)
}

/// [`write_game`] with the result given: a game the players ended (a resignation, a draw agreed,
/// a flag) has a result its moves do not show.
#[must_use]
pub fn write_game_with_result(game: &Game, tags: &[(&str, &str)], result: &str) -> String {
    write_game_as(game, tags, result, false)
}

/// [`write_game_with_result`], in algebraic notation when `algebraic` and the variant offers it
/// (see [`super::algebraic`]): the full `GameType` (`26,W,8,8,A0,0`) and every square by name,
/// in the moves and the set-up FEN alike.
#[must_use]
pub fn write_game_as(game: &Game, tags: &[(&str, &str)], result: &str, algebraic: bool) -> String {
    write_game_noted(game, tags, result, algebraic, &Notes::default())
}

/// [`write_game_as`] with comments and move annotations (`notes.moves[i]` after move `i`).
#[must_use]
pub fn write_game_noted(game: &Game, tags: &[(&str, &str)], result: &str, algebraic: bool, notes: &Notes) -> String {
    let variant = game.variant();
    let algebraic = algebraic && super::algebraic::offers_algebraic(variant);
    let mut out = header(game.start(), tags, result, algebraic);
    let second = game.start().turn() != Position::initial(variant).turn();
    let mut texts = game.move_texts();
    if algebraic {
        texts = texts.iter().map(|t| super::algebraic::move_text(variant, t)).collect();
    }
    out.push_str(&movetext(&texts, second, result, notes));
    out
}

/// Writes the whole tree of `record` as PDN 3.0: the header as [`write_game_as`] writes it,
/// then the main line with every variation in parentheses where it branches off (nested ones
/// inside), the comments and annotation glyphs on the moves, and `result`. Reading it back
/// gives an equal record, its cursor at the end of the main line.
#[must_use]
pub fn write_record(record: &Record<Position>, tags: &[(&str, &str)], result: &str, algebraic: bool) -> String {
    let variant = record.start().variant();
    let algebraic = algebraic && super::algebraic::offers_algebraic(variant);
    let mut out = header(record.start(), tags, result, algebraic);
    let words = tree_words(record, result, |text| {
        if algebraic {
            super::algebraic::move_text(variant, text)
        } else {
            text.to_string()
        }
    });
    out.push_str(&wrap(words));
    out
}

/// The tags of a game from `start`: the roster, `GameType`, and `SetUp`/`FEN` for a set-up
/// start; then the blank line before the moves.
fn header(start: &Position, tags: &[(&str, &str)], result: &str, algebraic: bool) -> String {
    let variant = start.variant();
    let mut out = seven_tag_roster(tags, result);
    let game_type = if algebraic { super::algebraic::game_type(variant) } else { variant.pdn_game_type().to_string() };
    out.push_str(&format!("[GameType \"{game_type}\"]\n"));
    if *start != Position::initial(variant) {
        let fen = start.to_fen();
        let fen = if algebraic { algebraic_fen(variant, &fen) } else { fen };
        out.push_str(&format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n"));
    }
    out.push('\n');
    out
}

/// A FEN with its square numbers written as names (`W:Wc3,Ke1:B...`).
fn algebraic_fen(variant: Variant, fen: &str) -> String {
    let mut out = String::with_capacity(fen.len());
    let mut number = String::new();
    let flush = |number: &mut String, out: &mut String| {
        if !number.is_empty() {
            let named = number.parse().ok().and_then(|n| super::algebraic::square(variant, n));
            out.push_str(named.as_deref().unwrap_or(number));
            number.clear();
        }
    };
    for c in fen.chars() {
        if c.is_ascii_digit() {
            number.push(c);
        } else {
            flush(&mut number, &mut out);
            out.push(c);
        }
    }
    flush(&mut number, &mut out);
    out
}

/// The seven-tag roster, values from `tags` (escaped) or the defaults, `Result` last; then the
/// other tags given (a live game's `TimeControl` and clocks), in their order. Names the writer
/// sets itself (`GameType`, `FEN`, `Variant`) and names that are not PDN tag names are left out.
pub(crate) fn seven_tag_roster(tags: &[(&str, &str)], result: &str) -> String {
    let value = |name: &str, default: &str| -> String {
        let v = tags.iter().find(|(k, _)| *k == name).map_or(default, |(_, v)| *v);
        v.replace('\\', "\\\\").replace('"', "\\\"")
    };
    let mut out = String::new();
    for (name, default) in
        [("Event", "?"), ("Site", "damas"), ("Date", "????.??.??"), ("Round", "-"), ("White", "?"), ("Black", "?")]
    {
        out.push_str(&format!("[{name} \"{}\"]\n", value(name, default)));
    }
    out.push_str(&format!("[Result \"{result}\"]\n"));
    const OWN: [&str; 10] = ["Event", "Site", "Date", "Round", "White", "Black", "Result", "GameType", "FEN", "Variant"];
    for (name, _) in tags {
        let tag_name = !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
        if tag_name && !OWN.contains(name) {
            out.push_str(&format!("[{name} \"{}\"]\n", value(name, "?")));
        }
    }
    out
}

/// Numbered movetext wrapped at 79 columns, ending with `result`, each move followed by its
/// note. `second` when the first move is the second of its pair (written `1... move`); so is a
/// second move after a comment.
pub(crate) fn movetext(texts: &[String], second: bool, result: &str, notes: &Notes) -> String {
    let offset = usize::from(second);
    let mut words: Vec<String> = notes.intro.iter().map(|c| super::pdn_notes::braced(c)).collect();
    let mut after_comment = false;
    for (i, text) in texts.iter().enumerate() {
        let ply = i + offset;
        let (suffix, extra) = super::pdn_notes::decorate(notes.moves.get(i));
        words.push(match (ply % 2, i == 0 || after_comment) {
            (0, _) => format!("{}. {text}{suffix}", ply / 2 + 1),
            (_, true) => format!("{}... {text}{suffix}", ply / 2 + 1),
            _ => format!("{text}{suffix}"),
        });
        after_comment = !extra.is_empty();
        words.extend(extra);
    }
    words.push(result.to_string());
    wrap(words)
}

/// `words` on lines of at most 79 columns (a longer word has a line of its own).
pub(crate) fn wrap(words: Vec<String>) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for word in words {
        if !line.is_empty() && line.len() + word.len() + 1 > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_past_the_roster_are_written_once_and_escaped() {
        let tags = [("Event", "Live game"), ("TimeControl", "180+2"), ("WhiteClock", "0:02:51"), ("GameType", "x"), ("Bad Name", "y"), ("Note", "a \"b\"")];
        let roster = seven_tag_roster(&tags, "2-0");
        assert!(roster.contains("[Event \"Live game\"]\n") && roster.contains("[TimeControl \"180+2\"]\n") && roster.contains("[WhiteClock \"0:02:51\"]\n"));
        assert!(roster.contains("[Note \"a \\\"b\\\"\"]"), "{roster}");
        assert!(!roster.contains("GameType") && !roster.contains("Bad Name"), "{roster}");
        // And it reads back.
        let text = format!("{roster}[GameType \"26\"]\n\n1. 22-18 2-0\n");
        assert_eq!(read_games(&text, Variant::Brazilian).unwrap().len(), 1);
    }

    #[test]
    fn reads_a_lidraughts_style_export_with_comments_and_variations() {
        let text = "[Event \"Rated Brazilian game\"]\n[Site \"https://lidraughts.org/abcd\"]\n[White \"Ana\"]\n\
                    [Black \"Bruno\"]\n[Result \"*\"]\n[GameType \"26\"]\n\n\
                    1. c3-d4 {[%clock w0:05:00 B0:05:00]} f6-g5 (1... b6-a5 2. d4-c5) 2. d4-e5!? $1 d6xf4 3. g3xe5 ; ok\n*\n";
        let games = read_games(text, Variant::Russian).unwrap();
        assert_eq!(games.len(), 1);
        let g = &games[0];
        assert_eq!(g.game.variant(), Variant::Brazilian);
        assert_eq!(g.game.move_texts(), ["22-18", "11-16", "18-15", "10x19", "24x15"]);
        assert_eq!(g.result.as_deref(), Some("*"));
        assert_eq!(g.label(), "Ana - Bruno (Rated Brazilian game)");
    }

    #[test]
    fn reads_several_games_and_names_the_first_illegal_move() {
        let text = "[GameType \"21\"]\n1. 11-15 23-19 *\n\n[GameType \"21\"]\n1. 11-15 23-19 2. 9-14 22-17 3. 15-18 99-1 *\n";
        let err = read_games(text, Variant::Brazilian).unwrap_err();
        assert!(matches!(err, PdnError::IllegalMove { game: 2, number: 3, color: crate::Color::White, .. }), "{err:?}");
        assert!(err.to_string().starts_with("game 2: move 3 (white)"));
        let ok = read_games("[GameType \"21\"]\n1. 11-15 23-19 *\n[GameType \"21\"]\n1. 9-13 *", Variant::Brazilian).unwrap();
        assert_eq!(ok.len(), 2);
    }

    #[test]
    fn round_trips_a_set_up_game() {
        let start = Position::from_fen(Variant::Brazilian, "B:W18,27,K32:B6,7,12").unwrap();
        let mut game = Game::from_position(start);
        for _ in 0..4 {
            let mv = game.position().legal_moves()[0];
            game.play(mv).unwrap();
        }
        let text = write_game(&game, &[("White", "A \"quoted\" name")]);
        assert!(text.contains("[FEN \"B:W18,27,K32:B6,7,12\"]"));
        assert!(text.contains("1... "));
        let back = read_games(&text, Variant::International).unwrap();
        assert_eq!(back[0].game, game);
        assert_eq!(back[0].tag("White"), Some("A \"quoted\" name"));
    }

    #[test]
    fn refuses_broken_input_with_a_reason() {
        assert_eq!(read_games("", Variant::Brazilian), Err(PdnError::NoGame));
        assert!(matches!(read_games("[Event \"x", Variant::Brazilian), Err(PdnError::BadTag { .. })));
        assert!(matches!(read_games("1. 22-17 {never closed", Variant::Brazilian), Err(PdnError::Unclosed { opener: '{', .. })));
        assert!(matches!(read_games("[GameType \"31\"] 1. a3-a4", Variant::Brazilian), Err(PdnError::UnsupportedGameType { .. })));
        assert!(matches!(read_games("[FEN \"Q\"] *", Variant::Brazilian), Err(PdnError::BadFen { .. })));
    }
}
