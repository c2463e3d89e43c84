//! PDN glue between the engine's reader/writer (`damas_engine::notation::pdn`) and the app's
//! games as opened ([`Opened`]): export the game on screen, turn an imported game into one the
//! app can show.

use super::MAX_MOVES;
use damas_game::about::About;
use damas_game::round::Opened;
use damas_engine::lasca::{write_lasca_record, LascaPosition};
use damas_engine::notation::pdn::{write_record, Notes, PdnGame};
use damas_engine::{Ending, Game, NodeId, Playable, Position, Record};
use std::fmt;

/// A game this app writes as PDN: draughts as PDN 3.0 (`GameType`), Lasca with its own
/// `Variant` tag and column FEN. The share panel of every game writes through it.
pub trait WritesPdn: Playable {
    /// `game` as PDN (its main line, the variations in brackets), with the given tag values
    /// (`Event`, `Date`, `White`...; the rest `?`) and the result of the main line once it has ended; in algebraic notation when `algebraic` and
    /// the game offers it.
    fn write_pdn(game: &Opened<Self>, tags: &[(&str, &str)], algebraic: bool) -> String;

    /// [`WritesPdn::write_pdn`] with comments and move annotations (a game review), where the
    /// game's PDN has a place for them (Lasca's is written without).
    fn write_pdn_noted(game: &Opened<Self>, tags: &[(&str, &str)], algebraic: bool, notes: &Notes) -> String {
        let _ = notes;
        Self::write_pdn(game, tags, algebraic)
    }
}

impl WritesPdn for Position {
    fn write_pdn(game: &Opened<Position>, tags: &[(&str, &str)], algebraic: bool) -> String {
        write_record(&game.record, tags, result(game), algebraic)
    }

    fn write_pdn_noted(game: &Opened<Position>, tags: &[(&str, &str)], algebraic: bool, notes: &Notes) -> String {
        write_record(&noted(game.record.clone(), notes), tags, result(game), algebraic)
    }
}

impl WritesPdn for LascaPosition {
    fn write_pdn(game: &Opened<LascaPosition>, tags: &[(&str, &str)], _algebraic: bool) -> String {
        write_lasca_record(&game.record, result(game), tags)
    }
}

/// `record` with `notes` (a review's, one per move of the line on view) on its moves.
fn noted<P: Playable>(mut record: Record<P>, notes: &Notes) -> Record<P> {
    if !notes.intro.is_empty() {
        record.set_comment(NodeId::ROOT, Some(notes.intro.join(" ")));
    }
    let line: Vec<NodeId> = record.line_ids().iter().skip(1).copied().collect();
    for (id, note) in line.into_iter().zip(&notes.moves) {
        if !note.comments.is_empty() {
            record.set_comment(id, Some(note.comments.join(" ")));
        }
        if let Some(nag) = note.nag {
            record.set_nags(id, vec![nag]);
        }
    }
    record
}

/// The result of the main line of `game` (the game; variations, the one on view too, are
/// written in brackets as they are): the rules' end when its moves reach one (the record judges
/// it, for every game), else the players' decision, else the result its PDN header gave (a
/// resignation the moves do not show; only a score such as `2-0` or `1/2-1/2`), else `*`.
fn result<P: Playable>(game: &Opened<P>) -> &str {
    let mut record = game.record.clone();
    record.go_to_node(record.mainline().last().copied().unwrap_or(NodeId::ROOT));
    let ending = record.outcome().map(Ending::Rules).or(game.end.map(Ending::Decided));
    let score = |r: &&str| r.len() <= 7 && r.contains('-') && r.chars().all(|c| c.is_ascii_digit() || c == '-' || c == '/');
    match ending {
        Some(e) => e.result_in(game.record.start().game_kind()),
        None => game.about.result.as_deref().filter(score).unwrap_or("*"),
    }
}

/// Why an imported game cannot be shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// More moves than a link can carry ([`MAX_MOVES`]).
    TooManyMoves(usize),
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::TooManyMoves(n) => write!(f, "the game has {n} moves; at most {MAX_MOVES} are kept"),
        }
    }
}
impl std::error::Error for ImportError {}

/// The engine's game for `opened`: its line on view (its moves were checked when it was read;
/// an illegal one, which cannot occur, ends the replay).
#[must_use]
pub fn to_game(opened: &Opened<Position>) -> Game {
    let mut game = Game::from_position(*opened.record.start());
    for mv in opened.record.moves() {
        if game.play(*mv).is_err() {
            break;
        }
    }
    game
}

/// `game` as PDN 3.0 (the seven-tag roster, `GameType`, `SetUp`/`FEN` when set up), with the
/// given tag values (`Event`, `Date`, `White`...; the rest are `?`).
#[must_use]
pub fn export(game: &Opened<Position>, tags: &[(&str, &str)]) -> String {
    Position::write_pdn(game, tags, false)
}

/// An imported game as the app shows it: every move, variations, comments and annotations kept,
/// its header (players, event, date, result) with it, the last move of its main line on view.
///
/// # Errors
/// [`ImportError::TooManyMoves`] past [`MAX_MOVES`].
pub fn to_opened(game: &PdnGame) -> Result<Opened<Position>, ImportError> {
    opened_from(&game.record, &game.tags)
}

/// A game read from PDN, of any game (a Lasca game's tree and tags too), as [`to_opened`] shows
/// it: every move, its header from `tags`, the last move of its main line on view.
///
/// # Errors
/// [`ImportError::TooManyMoves`] past [`MAX_MOVES`].
pub fn opened_from<P: Playable>(record: &Record<P>, tags: &[(String, String)]) -> Result<Opened<P>, ImportError> {
    // Every move of the tree counts: variations are kept.
    let moves = record.node_count() - 1;
    if moves > MAX_MOVES {
        return Err(ImportError::TooManyMoves(moves));
    }
    let mut record = record.clone();
    let end = record.mainline().last().copied().unwrap_or(NodeId::ROOT);
    record.go_to_node(end);
    Ok(Opened { about: About::from_tags(tags), ..Opened::from_record(record) })
}

/// A file name for the download: `damas-<game>-<date>.pdn`, with only safe characters.
#[must_use]
pub fn file_name<P: Playable>(game: &Opened<P>, date: &str) -> String {
    let date: String = date.chars().filter(|c| c.is_ascii_digit() || *c == '-').take(10).collect();
    let game = game.record.start().game_kind().name();
    if date.is_empty() {
        format!("damas-{game}.pdn")
    } else {
        format!("damas-{game}-{date}.pdn")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::parse_query;
    use damas_engine::notation::pdn::read_games;
    use damas_engine::{Position, Variant};

    #[test]
    fn export_then_import_gives_the_same_game() {
        for query in [
            "moves=22-17+11-15+17-13+15-19+24x15+10x19",
            "variant=russian&moves=c3-d4+f6-g5",
            "variant=international&fen=W:W31,32,K45:B10,19&moves=32-28",
            "variant=english&moves=11-15+23-19",
            "variant=turkish",
            "fen=B:W16,K17,18,21,25,26,27,30:B8,13",
        ] {
            let game = parse_query(query).unwrap();
            let text = export(&game, &[("Event", "Test"), ("White", "Ana")]);
            assert!(text.contains(&format!("[GameType \"{}\"]", game.record.start().variant().pdn_game_type())), "{text}");
            assert_eq!(text.contains("[SetUp \"1\"]"), *game.record.start() != Position::initial(game.record.start().variant()));
            let games = read_games(&text, Variant::Brazilian).unwrap();
            assert_eq!(games.len(), 1);
            let back = to_opened(&games[0]).unwrap();
            assert_eq!(back.record.start(), game.record.start(), "{text}");
            assert_eq!(back.record.moves(), game.record.moves(), "{text}");
            assert_eq!(games[0].tag("White"), Some("Ana"));
        }
    }

    #[test]
    fn a_pasted_game_keeps_its_header_and_comments_and_writes_them_back() {
        let text = "[Event \"Club\"]\n[Date \"2026.11.28\"]\n[White \"Ana\"]\n[Black \"Boris\"]\n[Result \"0-2\"]\n\
                    {A sharp line} 1. 22-17 {the usual [%eval 0.1]} 11-15 2. 17-13 {risky} 0-2\n";
        let games = read_games(text, Variant::Brazilian).unwrap();
        let game = to_opened(&games[0]).unwrap();
        assert_eq!((game.about.white.as_deref(), game.about.black.as_deref()), (Some("Ana"), Some("Boris")));
        assert_eq!((game.about.event.as_deref(), game.about.result.as_deref()), (Some("Club"), Some("0-2")));
        let ids = game.record.mainline().to_vec();
        let comment = |id: NodeId| game.record.node(id).and_then(|n| n.comment());
        assert_eq!((comment(NodeId::ROOT), comment(ids[0]), comment(ids[2])), (Some("A sharp line"), Some("the usual [%eval 0.1]"), Some("risky")));
        // Written back: its own header, its comments, the result it gave (Black resigned: the
        // moves alone do not end the game).
        let out = export(&game, &game.about.tags());
        for part in ["[White \"Ana\"]", "[Black \"Boris\"]", "[Event \"Club\"]", "[Date \"2026.11.28\"]", "[Result \"0-2\"]", "{risky}", "{A sharp line}"] {
            assert!(out.contains(part), "{part} in {out}");
        }
        assert!(out.trim_end().ends_with("0-2"), "{out}");
        // A result that is no score is not written.
        let odd = Opened { about: damas_game::about::About { result: Some("{ ] junk".into()), ..Default::default() }, ..game.clone() };
        assert!(export(&odd, &[]).contains("[Result \"*\"]"));
    }

    #[test]
    fn file_names_are_safe() {
        let g = Opened::new(Position::initial(Variant::Brazilian));
        assert_eq!(file_name(&g, "2026-11-22"), "damas-brazilian-2026-11-22.pdn");
        assert_eq!(file_name(&g, "../../etc"), "damas-brazilian.pdn");
        assert_eq!(file_name(&Opened::new(LascaPosition::initial()), "2026-11-22"), "damas-lasca-2026-11-22.pdn");
    }

    #[test]
    fn lasca_pdn_reads_back_with_its_result() {
        use damas_engine::lasca::read_lasca_games;
        let game = crate::link::parse_query::<LascaPosition>("variant=lasca&fen=W:c3%3Dw,d4%3Db&moves=c3xe5").unwrap();
        let text = LascaPosition::write_pdn(&game, &[("Event", "Club")], false);
        assert!(text.contains("[Variant \"Lasca\"]") && text.contains("[Result \"1-0\"]"), "{text}");
        let games = read_lasca_games(&text).unwrap();
        assert_eq!((games[0].start, games[0].moves.clone()), (*game.record.start(), game.record.moves().to_vec()));
        let unfinished = crate::link::parse_query::<LascaPosition>("variant=lasca&moves=c3-b4").unwrap();
        assert!(LascaPosition::write_pdn(&unfinished, &[], false).contains("[Result \"*\"]"));
    }
}
