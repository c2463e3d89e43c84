//! The library's model: the stored record and its schema, summaries of every kind of game, the
//! list's filter and order, the PDN export.

use super::date::{civil_date, game_day, pdn_date};
use super::export::export_pdn;
use super::filter::{openings, Filter};
use super::game::{sum_up, KeptGame};
use super::kept::{played_json, Kept, Origin, StoredError, MAX_RECORD, SCHEMA};
use super::summary::{Players, Side, Summary, Verdict};
use damas_engine::notation::pdn::read_games;
use damas_engine::Variant;

/// A game against the computer (Black, level 3) that Black resigned after three moves.
const RESIGNED: &str = "moves=22-17%2011-15%2017-13&computer=black&level=3&end=black-resigned";

/// A seeded xorshift generator: the fuzz tests' bytes, the same on every run.
pub(super) fn xorshift(mut seed: u64) -> impl FnMut() -> u64 {
    move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    }
}

fn summed(query: &str, at: u64) -> Kept {
    let mut kept = Kept::played(query.to_string(), at);
    let (done, failed) = sum_up(std::slice::from_mut(&mut kept));
    assert_eq!((done.len(), failed.len()), (1, 0), "{failed:?}");
    kept
}

#[test]
fn the_game_page_s_record_reads_back_as_a_played_game() {
    let at = 1_796_000_000_000;
    assert_eq!(Kept::read(&played_json(RESIGNED, at)), Ok(Kept::played(RESIGNED.to_string(), at)));
    // Whatever a query holds is written as a JSON string that reads back the same.
    let odd = "moves=\"a\\b\u{1}\"";
    assert_eq!(Kept::read(&played_json(odd, 5)).unwrap().query, odd);
    // The library's own form reads back too, summary and all.
    let kept = summed(RESIGNED, at);
    assert_eq!(Kept::read(&kept.to_json()), Ok(kept));
}

#[test]
fn an_older_record_is_upgraded_and_a_newer_or_broken_one_is_refused_with_its_reason() {
    // Schema 1 without the fields it leaves to their defaults (no `v`, no `origin`).
    let old = Kept::read(r#"{"query":"moves=22-17","at":7}"#).unwrap();
    assert_eq!((old.v, old.origin, old.summary.is_none()), (SCHEMA, Origin::Played, true));
    assert_eq!(Kept::read(r#"{"v":99,"query":"","at":1}"#), Err(StoredError::Newer(99)));
    assert!(matches!(Kept::read("{\"query\":1}"), Err(StoredError::Unreadable(_))));
    assert!(matches!(Kept::read(&"x".repeat(MAX_RECORD + 1)), Err(StoredError::TooLong(_))));
    let long = format!(r#"{{"query":"{}","at":1}}"#, "a".repeat(crate::link::MAX_QUERY + 1));
    assert!(matches!(Kept::read(&long), Err(StoredError::QueryTooLong(_))));
    for e in [StoredError::Newer(2), StoredError::TooLong(9), StoredError::QueryTooLong(9), StoredError::Unreadable("x".into())] {
        assert!(!e.to_string().is_empty());
    }
}

#[test]
fn no_stored_text_makes_the_reader_panic() {
    // A small deterministic fuzz: random bytes, and a valid record cut and mutated anywhere.
    let valid = summed(RESIGNED, 1).to_json();
    let mut next = xorshift(0x9e37_79b9_7f4a_7c15);
    for _ in 0..3000 {
        let mut bytes = valid.as_bytes().to_vec();
        match next() % 3 {
            0 => bytes.truncate((next() as usize) % (bytes.len() + 1)),
            1 => {
                let at = (next() as usize) % bytes.len();
                bytes[at] = (next() % 128) as u8;
            }
            _ => bytes = (0..(next() % 64)).map(|_| (next() % 256) as u8).collect(),
        }
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(mut kept) = Kept::read(&text) {
            // Whatever reads as a record is summed up or reported, never a panic.
            let _ = sum_up(std::slice::from_mut(&mut kept));
        }
    }
}

#[test]
fn a_game_against_the_computer_is_summed_up_from_its_link() {
    let s = summed(RESIGNED, 1).summary.unwrap();
    assert_eq!(s.game, "brazilian");
    assert_eq!(s.verdict, Verdict::White);
    assert_eq!((s.players, s.you, s.level), (Players::Computer, Some(Side::White), Some(3)));
    assert_eq!(s.plies, 3);
    assert_eq!(s.opening, "22-17 11-15 17-13");
    assert_eq!(s.clock, None);
}

#[test]
fn a_game_against_the_computer_at_no_named_level_is_kept_at_the_level_it_was_played() {
    // A link without `level=` plays at the default level (found on the library's list in Firefox
    // and WebKit: "Computer (level 0)").
    let s = summed("moves=22-17%2011-15&computer=black&end=white-resigned", 1).summary.unwrap();
    assert_eq!((s.level, s.computer_level()), (Some(damas_ai::DEFAULT_LEVEL), Some(damas_ai::DEFAULT_LEVEL)));
    // A summary kept before, without its level, reads the same.
    let old = Summary { level: None, ..s.clone() };
    assert_eq!(old.computer_level(), Some(damas_ai::DEFAULT_LEVEL));
    let kept = Kept { summary: Some(old), ..Kept::played("moves=22-17".into(), 1) };
    assert_eq!(super::results::results(&[kept], None).by_level, [(damas_ai::DEFAULT_LEVEL, super::results::Tally { wins: 0, draws: 0, losses: 1 })]);
    // Not against the computer: no level.
    let here = summed("moves=22-17%2011-15&end=draw-agreed", 1).summary.unwrap();
    assert_eq!(here.computer_level(), None);
}

#[test]
fn every_kind_of_game_is_summed_up() {
    // Two players here, a draw agreed, on clocks.
    let s = summed("moves=22-17%2011-15&end=draw-agreed&clock=5%2B3&wtime=1000&btime=2000", 1).summary.unwrap();
    assert_eq!((s.verdict, s.players, s.you, s.level), (Verdict::Draw, Players::Local, None, None));
    assert_eq!(s.clock.as_deref(), Some("5+3"));
    assert_eq!(s.opening, "22-17 11-15");
    // A friend on another device playing White: the player here played Black.
    let s = summed("moves=22-17%2011-15&end=white-resigned&side=black", 1).summary.unwrap();
    assert_eq!((s.verdict, s.players, s.you), (Verdict::Black, Players::Remote, Some(Side::Black)));
    // Lasca.
    let s = summed("variant=lasca&moves=c3-b4+a5xc3&end=white-resigned", 1).summary.unwrap();
    assert_eq!((s.game.as_str(), s.verdict, s.plies), ("lasca", Verdict::Black, 2));
    // A ballot names the opening.
    let s = summed("variant=russian&ballot=kol&end=draw-agreed", 1).summary.unwrap();
    assert_eq!(s.game, "russian");
    assert_eq!(s.opening, crate::ballot::find(Variant::Russian, "kol").unwrap().title());
    // An imported game's players are the file's; its result the file's when its moves end nothing.
    let mut kept = Kept { origin: Origin::Imported, tags: vec![("Result".into(), "0-2".into())], ..Kept::played("moves=22-17".into(), 1) };
    sum_up(std::slice::from_mut(&mut kept));
    let s = kept.summary.unwrap();
    assert_eq!((s.verdict, s.players, s.you), (Verdict::Black, Players::Imported, None));
}

#[test]
fn a_game_whose_link_no_longer_reads_is_reported_and_the_others_summed_up() {
    let mut games = vec![Kept::played(RESIGNED.into(), 1), Kept::played("moves=99-1".into(), 2), Kept::played("variant=nope".into(), 3)];
    let (done, failed) = sum_up(&mut games);
    assert_eq!(done, vec![0]);
    assert_eq!(failed.iter().map(|f| f.0).collect::<Vec<_>>(), vec![1, 2]);
    assert!(failed.iter().all(|(_, why)| !why.is_empty()));
}

#[test]
fn the_same_game_is_one_key_and_imported_games_are_told_apart_by_their_players() {
    assert_eq!(Kept::played(RESIGNED.into(), 1).key(), Kept::played(RESIGNED.into(), 2).key());
    let imported = |white: &str| Kept { origin: Origin::Imported, tags: vec![("White".into(), white.into())], ..Kept::played("moves=22-17".into(), 1) };
    assert_ne!(imported("Ann").key(), imported("Bob").key());
    assert_eq!(imported("Ann").key(), imported("Ann").key());
    assert_ne!(imported("Ann").key(), Kept::played("moves=22-17".into(), 1).key());
}

#[test]
fn the_list_is_newest_first_and_narrowed_by_game_result_players_and_opening() {
    let games = vec![
        summed(RESIGNED, 10),
        summed("moves=22-17%2011-15&end=draw-agreed", 30),
        summed("variant=lasca&moves=c3-b4&end=white-resigned", 20),
        summed("moves=21-17%2011-15&end=white-resigned&computer=white&level=2", 40),
    ];
    assert_eq!(Filter::default().list(&games), vec![3, 1, 2, 0]);
    let by = |f: Filter| f.list(&games);
    assert_eq!(by(Filter { game: Some("lasca".into()), ..Filter::default() }), vec![2]);
    assert_eq!(by(Filter { verdict: Some(Verdict::Black), ..Filter::default() }), vec![3, 2]);
    assert_eq!(by(Filter { players: Some(Players::Computer), ..Filter::default() }), vec![3, 0]);
    assert_eq!(by(Filter { opening: Some("22-17 11-15".into()), ..Filter::default() }), vec![1]);
    assert_eq!(by(Filter { game: Some("brazilian".into()), verdict: Some(Verdict::White), ..Filter::default() }), vec![0]);
    // The opening filter's choices: most played first, then by name; per game.
    let more = [games.clone(), vec![summed("moves=22-17%2011-15&end=white-resigned", 50)]].concat();
    assert_eq!(openings(&more, Some("brazilian"))[0], ("22-17 11-15".to_string(), 2));
    assert_eq!(openings(&more, Some("lasca")), vec![("c3-b4".to_string(), 1)]);
    // A game not yet summed up shows only in the whole list.
    let raw = vec![Kept::played(RESIGNED.into(), 1)];
    assert_eq!(Filter::default().list(&raw), vec![0]);
    assert!(Filter { verdict: Some(Verdict::White), ..Filter::default() }.list(&raw).is_empty());
}

#[test]
fn the_export_is_one_pdn_file_that_reads_back_game_by_game() {
    let games = [summed(RESIGNED, 1_796_000_000_000), summed("moves=22-17%2011-15&end=draw-agreed", 0), Kept::played("moves=99-1".into(), 0)];
    let names = |k: &Kept| match k.summary.as_ref().map(|s| s.players) {
        Some(Players::Computer) => ["You".to_string(), "Computer (level 3)".to_string()],
        _ => ["White".to_string(), "Black".to_string()],
    };
    let (text, left_out) = export_pdn(&games.iter().collect::<Vec<_>>(), &names);
    assert_eq!(left_out, 1);
    let read = read_games(&text, Variant::Brazilian).unwrap();
    assert_eq!(read.len(), 2);
    assert_eq!(read[0].tag("White"), Some("You"));
    assert_eq!(read[0].tag("Black"), Some("Computer (level 3)"));
    assert_eq!(read[0].tag("Result"), Some("2-0"));
    assert_eq!(read[0].tag("Date"), Some(pdn_date(1_796_000_000_000).as_str()));
    assert_eq!(read[0].game.moves().len(), 3);
    assert_eq!(read[1].tag("Result"), Some("1-1"));
    assert_eq!(read[1].tag("Date"), Some("1970.01.01"));
    // Lasca is written in Lasca's own PDN.
    let lasca = summed("variant=lasca&moves=c3-b4&end=white-resigned", 0);
    let (text, _) = export_pdn(&[&lasca], &names);
    assert!(text.contains("c3-b4") && text.contains("0-1"), "{text}");
    assert!(matches!(KeptGame::open(&lasca.query), Ok(KeptGame::Lasca(_))));
}

#[test]
fn dates_are_the_calendar_s() {
    assert_eq!(civil_date(0), [1970, 1, 1]);
    assert_eq!(civil_date(951_782_400_000), [2000, 2, 29]);
    assert_eq!(civil_date(951_868_799_999), [2000, 2, 29]);
    assert_eq!(civil_date(951_868_800_000), [2000, 3, 1]);
    assert_eq!(civil_date(1_798_502_400_000), [2026, 12, 29]);
    assert_eq!(pdn_date(1_735_603_200_000), "2024.12.31");
    // The day a game was played: its whole `Date` tag, else the day it was kept.
    assert_eq!(game_day(Some("2024.05.01"), 0), 20_240_501);
    assert_eq!(game_day(Some("2024.??.??"), 0), 19_700_101);
    assert_eq!(game_day(None, 951_782_400_000), 20_000_229);
}

/// A file shaped like lidraughts' export: tags, clock comments, a variation, results; a game
/// with an illegal move mid-game, one of a game type damas does not play, the first game again,
/// a Russian game in algebraic notation, and a set-up start.
const FILE: &str = "\u{feff}[Event \"Rated Blitz game\"]
[Site \"https://lidraughts.org/aaaa1111\"]
[Date \"2024.05.01\"]
[White \"ann\"]
[Black \"bob\"]
[Result \"2-0\"]
[GameType \"26\"]

1. 22-18 {[%clock w0:03:00 B0:03:00]} 11-15 (1... 12-16 {sharp}) 2. 18x11 {[%clock w0:02:58 B0:02:59]} 2-0

[Event \"Casual\"]
[Date \"2024.05.02\"]
[White \"bob\"]
[Black \"ann\"]
[Result \"1-1\"]
[GameType \"26\"]

1. 22-18 11-15 2. 18-14 1-1

[Event \"Frisian\"]
[GameType \"40\"]

1. 32-28 *

[Event \"Rated Blitz game\"]
[Site \"https://lidraughts.org/aaaa1111\"]
[Date \"2024.05.01\"]
[White \"ann\"]
[Black \"bob\"]
[Result \"2-0\"]
[GameType \"26\"]

1. 22-18 {[%clock w0:03:00 B0:03:00]} 11-15 (1... 12-16 {sharp}) 2. 18x11 {[%clock w0:02:58 B0:02:59]} 2-0

[Event \"Russian\"]
[Date \"2024.06.01\"]
[White \"cid\"]
[Black \"dan\"]
[GameType \"25\"]

1. c3-d4 f6-g5 0-2

[Event \"Set up\"]
[Date \"2024.06.02\"]
[SetUp \"1\"]
[FEN \"W:W22:B11\"]
[GameType \"26\"]

1. 22-18 11-15 *
";

#[test]
fn a_pdn_file_is_split_into_its_games_with_their_lines() {
    let games = super::import::split_games(FILE);
    assert_eq!(games.iter().map(|g| (g.number, g.line)).collect::<Vec<_>>(), vec![(1, 1), (2, 11), (3, 20), (4, 25), (5, 35), (6, 43)]);
    assert!(games[0].text.contains("18x11") && !games[0].text.contains("Casual"));
    // A bracket inside a comment starts no game; text with no tags is one game.
    let commented = "[Event \"a\"]\n1. 22-18 {a comment\n[not a tag]} 11-15 *\n";
    assert_eq!(super::import::split_games(commented).len(), 1);
    assert_eq!(super::import::split_games("1. 22-18 11-15 *").len(), 1);
    assert!(super::import::split_games("  \n\n").is_empty());
}

#[test]
fn a_lidraughts_export_is_imported_game_by_game_and_the_bad_ones_skipped_with_their_place() {
    use super::import::{import_file, Skip};
    use damas_engine::notation::pdn::PdnError;
    let mut told = Vec::new();
    let done = import_file(FILE, Variant::Brazilian, 9, &std::collections::HashSet::new(), 2, |d, t| told.push((d, t)));
    assert_eq!(told, vec![(2, 6), (4, 6), (6, 6), (6, 6)]);
    assert_eq!((done.games.len(), done.duplicates, done.skipped.len()), (3, 1, 2));
    let [first, russian, setup] = [&done.games[0], &done.games[1], &done.games[2]];
    // Its players, result, comments and variation are kept; its link opens it.
    assert_eq!((first.tag("White"), first.tag("Black")), (Some("ann"), Some("bob")));
    let s = first.summary.as_ref().unwrap();
    assert_eq!((s.verdict, s.players, s.plies, s.game.as_str()), (Verdict::White, Players::Imported, 3, "brazilian"));
    assert!(first.pdn.as_deref().unwrap().contains("[%clock w0:03:00 B0:03:00]") && first.pdn.as_deref().unwrap().contains("(1... 12-16 {sharp})"));
    assert!(matches!(KeptGame::open(&first.query), Ok(KeptGame::Draughts(g)) if g.record.node_count() == 5));
    // Russian, in algebraic notation; its result from the movetext.
    let s = russian.summary.as_ref().unwrap();
    assert_eq!((s.game.as_str(), s.verdict, s.plies), ("russian", Verdict::Black, 2));
    assert_eq!(russian.tag("Result"), Some("0-2"));
    assert!(setup.query.contains("fen="), "{}", setup.query);
    // The illegal move is named with its game, its move and its line; the unknown game type too.
    assert!(matches!(&done.skipped[0], (2, 11, Skip::Pdn(PdnError::IllegalMove { game: 2, number: 2, .. }))), "{:?}", done.skipped[0]);
    assert!(matches!(&done.skipped[1], (3, 20, Skip::Pdn(PdnError::UnsupportedGameType { game: 3, .. }))), "{:?}", done.skipped[1]);
    // Imported again: every game is kept already.
    let keys = done.games.iter().map(Kept::key).collect();
    let again = import_file(FILE, Variant::Brazilian, 10, &keys, 0, |_, _| {});
    assert_eq!((again.games.len(), again.duplicates), (0, 4));
    // The export writes an imported game as it came.
    let (text, _) = export_pdn(&[first], &|_| ["x".into(), "y".into()]);
    assert!(text.contains("[%clock w0:02:58 B0:02:59]") && text.contains("[White \"ann\"]"), "{text}");
    // Stored and read back whole.
    assert_eq!(Kept::read(&first.to_json()).as_ref(), Ok(first));
}

#[test]
fn no_file_makes_the_importer_panic() {
    let mut next = xorshift(0x2545_f491_4f6c_dd1d);
    let pieces = [
        "[", "]", "{", "}", "(", ")", "\"", "\n", " ", "1.", "22-18", "11-15", "18x11", "x", "-", "*", "2-0", "[GameType \"26\"]", "[FEN \"W:W22:B11\"]", "[GameType \"25\"]", "c3-d4", "é", "\u{0}", "%",
        // Lasca's: its tag, its moves, its positions.
        "[Variant \"Lasca\"]", "[Variant \"lasca \"]", "[FEN \"W:c3=w,d4=b\"]", "[FEN \"B:a1=W:g7=B\"]", "a3-b4", "c5xa3", "c3xe5", "e5xc3", "a1-b2", "=", "1-0",
    ];
    for _ in 0..400 {
        let text: String = (0..(next() % 60)).map(|_| pieces[(next() % pieces.len() as u64) as usize]).collect();
        let _ = super::import::import_file(&text, Variant::Brazilian, 0, &std::collections::HashSet::new(), 7, |_, _| {});
    }
    for _ in 0..200 {
        let bytes: Vec<u8> = (0..(next() % 200)).map(|_| (next() % 256) as u8).collect();
        let _ = super::import::import_file(&String::from_utf8_lossy(&bytes), Variant::Brazilian, 0, &std::collections::HashSet::new(), 0, |_, _| {});
    }
    // A file of draughts and Lasca games cut and mutated anywhere.
    let mixed = format!("{FILE}\n{LASCA}");
    for _ in 0..300 {
        let mut bytes = mixed.as_bytes().to_vec();
        for _ in 0..=(next() % 4) {
            match next() % 3 {
                0 => bytes.truncate((next() as usize) % (bytes.len() + 1)),
                1 if !bytes.is_empty() => {
                    let at = (next() as usize) % bytes.len();
                    bytes[at] = (next() % 128) as u8;
                }
                _ if !bytes.is_empty() => {
                    let at = (next() as usize) % bytes.len();
                    bytes.remove(at);
                }
                _ => {}
            }
        }
        let _ = super::import::import_file(&String::from_utf8_lossy(&bytes), Variant::Brazilian, 0, &std::collections::HashSet::new(), 3, |_, _| {});
    }
}

#[test]
fn imported_games_sort_by_the_day_they_were_played_among_those_played_here() {
    // Played today (2026), then a file of 2024's games imported after it.
    let today = 1_796_000_000_000;
    let played = summed(RESIGNED, today);
    let done = super::import::import_file(FILE, Variant::Brazilian, today + 1000, &std::collections::HashSet::new(), 0, |_, _| {});
    let games = [vec![played], done.games].concat();
    let order: Vec<u64> = Filter::default().list(&games).into_iter().map(|i| game_day(games[i].tag("Date"), games[i].at)).collect();
    assert_eq!(order, vec![game_day(Some(&pdn_date(today)), 0), 20_240_602, 20_240_601, 20_240_501]);
}

#[test]
fn openings_are_written_in_the_players_notation() {
    use crate::ui::library::summary::opening_label;
    use crate::ui::prefs::Notation;
    use crate::ui::text::names::Naming;
    use damas_engine::GameKind;
    let russian = Naming::new(GameKind::Draughts(Variant::Russian), Notation::Algebraic);
    assert_eq!(opening_label(russian, "22-18 11-15 18x11"), "c3-d4 f6-e5 d4:f6");
    assert_eq!(opening_label(Naming::new(GameKind::Draughts(Variant::Russian), Notation::Numbers), "22-18 11-15"), "22-18 11-15");
    // A ballot's title stays as it is.
    assert_eq!(opening_label(russian, "Городская партия"), "Городская партия");
    assert_eq!(opening_label(Naming::new(GameKind::Lasca, Notation::Algebraic), "c3-b4 a5xc3"), "c3-b4 a5xc3");
}

/// Lasca games as a file brings them (`[Variant "Lasca"]`, no `GameType`): comments and a
/// variation, and a set-up start whose one move ends the game (its movetext says `*`).
const LASCA: &str = "[Event \"Lasca club\"]
[Date \"2024.07.01\"]
[White \"eve\"]
[Black \"fay\"]
[Result \"1-0\"]
[Variant \"Lasca\"]

{Lasker's game} 1. a3-b4 {centre} (1. c3-d4 e5xc3 2. b2xd4) c5xa3 2. e3-f4 1-0

[Event \"Lasca club\"]
[Date \"2024.07.02\"]
[White \"fay\"]
[Black \"eve\"]
[Variant \"Lasca\"]
[SetUp \"1\"]
[FEN \"W:c3=w,d4=b\"]

1. c3xe5 *
";

fn import(file: &str, kept: &std::collections::HashSet<String>) -> super::import::Imported {
    super::import::import_file(file, Variant::Brazilian, 7, kept, 0, |_, _| {})
}

#[test]
fn lasca_games_are_imported_as_lasca_with_their_tags_comments_and_results() {
    let done = import(LASCA, &std::collections::HashSet::new());
    assert_eq!((done.games.len(), done.duplicates, done.skipped.len()), (2, 0, 0), "{:?}", done.skipped);
    let [first, set_up] = [&done.games[0], &done.games[1]];
    assert!(first.query.starts_with("variant=lasca"), "{}", first.query);
    let s = first.summary.as_ref().unwrap();
    assert_eq!((s.game.as_str(), s.verdict, s.players, s.plies, s.opening.as_str()), ("lasca", Verdict::White, Players::Imported, 3, "a3-b4 c5xa3 e3-f4"));
    assert_eq!((first.tag("White"), first.tag("Event"), first.tag("Variant")), (Some("eve"), Some("Lasca club"), Some("Lasca")));
    assert!(matches!(KeptGame::open(&first.query), Ok(KeptGame::Lasca(g)) if g.record.node_count() == 7));
    assert!(first.pdn.as_deref().unwrap().contains("(1. c3-d4 e5xc3 2. b2xd4)"));
    // The set-up game: its start in its link, its result the rules' (its movetext's `*` kept as
    // its Result tag, as a draughts game's).
    assert!(set_up.query.contains("fen="), "{}", set_up.query);
    assert_eq!(set_up.summary.as_ref().unwrap().verdict, Verdict::White);
    assert_eq!(set_up.tag("Result"), Some("*"));
    // The same moves without the tag are a draughts game (c3-b4 opens Brazilian draughts too).
    let file = "[Variant \"Lasca\"]\n\n1. c3-b4 *\n\n[Event \"?\"]\n\n1. c3-b4 *\n";
    let done = import(file, &std::collections::HashSet::new());
    let games: Vec<&str> = done.games.iter().map(|k| k.summary.as_ref().unwrap().game.as_str()).collect();
    assert_eq!(games, ["lasca", "brazilian"]);
}

#[test]
fn an_exported_library_of_draughts_and_lasca_games_imports_back_the_same_games() {
    use super::kept::Origin;
    use damas_engine::notation::pdn::read_raw;
    let none = std::collections::HashSet::new();
    let library = [
        vec![
            summed(RESIGNED, 1_796_000_000_000),
            summed("variant=lasca&fen=W:c3%3Dw,d4%3Db&moves=c3xe5", 1_796_000_100_000),
            summed("variant=lasca&moves=c3-b4+a5xc3&end=white-resigned", 1_796_000_200_000),
            summed("variant=russian&moves=c3-d4+f6-g5&end=draw-agreed", 1_796_000_300_000),
        ],
        import(FILE, &none).games,
        import(LASCA, &none).games,
    ]
    .concat();
    let names = |k: &Kept| match k.summary.as_ref().map(|s| s.players) {
        Some(Players::Local) => ["White".to_string(), "Black".to_string()],
        _ => ["You".to_string(), "Computer (level 3)".to_string()],
    };
    let (text, left_out) = export_pdn(&library.iter().collect::<Vec<_>>(), &names);
    assert_eq!(left_out, 0);
    let back = import(&text, &none);
    assert_eq!((back.games.len(), back.duplicates, back.skipped.len()), (library.len(), 0, 0), "{:?}\n{text}", back.skipped);
    let written = super::import::split_games(&text);
    for ((was, now), own) in library.iter().zip(&back.games).zip(&written) {
        // The same game: its start, every move of its tree, its main line.
        match (KeptGame::open(&was.query).unwrap(), KeptGame::open(&now.query).unwrap()) {
            (KeptGame::Draughts(a), KeptGame::Draughts(b)) => {
                assert_eq!((a.record.start(), a.record.moves(), a.record.node_count()), (b.record.start(), b.record.moves(), b.record.node_count()));
            }
            (KeptGame::Lasca(a), KeptGame::Lasca(b)) => {
                assert_eq!((a.record.start(), a.record.moves(), a.record.node_count()), (b.record.start(), b.record.moves(), b.record.node_count()));
            }
            _ => panic!("{} came back as another game: {}", was.query, now.query),
        }
        // The same result, game and opening.
        let (s, t) = (was.summary.as_ref().unwrap(), now.summary.as_ref().unwrap());
        assert_eq!((&s.game, s.verdict, s.plies, &s.opening), (&t.game, t.verdict, t.plies, &t.opening), "{}", own.text);
        // The tags the export wrote; an imported game's own, its text as it came.
        match was.origin {
            Origin::Played => assert_eq!(now.tags, read_raw(own.text).unwrap()[0].tags, "{}", own.text),
            Origin::Imported => assert_eq!((&now.tags, &now.pdn, &now.query), (&was.tags, &was.pdn, &was.query)),
        }
    }
    // Exported again, the same file; imported once more, every game is kept already.
    assert_eq!(export_pdn(&back.games.iter().collect::<Vec<_>>(), &names).0, text);
    let keys = back.games.iter().map(Kept::key).collect();
    let again = import(&text, &keys);
    assert_eq!((again.games.len(), again.duplicates), (0, library.len()));
}

#[test]
fn a_lasca_game_that_does_not_read_is_skipped_with_its_number_line_and_reason() {
    use super::import::Skip;
    use crate::ui::prefs::Lang;
    use crate::ui::text::error_text::Worded;
    use damas_engine::lasca::LascaPdnError;
    // Games 3 and 4: an illegal second move, a position that is no Lasca position.
    let file = format!("{LASCA}\n[White \"gus\"]\n[Variant \"Lasca\"]\n\n1. c3-b4 a5xc3 2. c3-c4 *\n\n[Variant \"Lasca\"]\n[FEN \"W:z9=w\"]\n\n*\n");
    let done = import(&file, &std::collections::HashSet::new());
    assert_eq!((done.games.len(), done.skipped.len()), (2, 2), "{:?}", done.skipped);
    let (number, line, why) = &done.skipped[0];
    assert_eq!((*number, *line), (3, 20));
    assert_eq!(why, &Skip::Lasca(LascaPdnError::IllegalMove { game: 3, number: 2, text: "c3-c4".into() }));
    assert!(matches!(&done.skipped[1], (4, 25, Skip::Lasca(LascaPdnError::BadFen { game: 4, .. }))), "{:?}", done.skipped[1]);
    // Worded as the other skips are: English as it reads, and in the player's language.
    assert_eq!(why.worded(Lang::En), why.to_string());
    assert_eq!(why.worded(Lang::En), "game 3: move 2 (\"c3-c4\") is not legal");
    assert_eq!(why.worded(Lang::Pt), "partida 3: o lance 2 (\"c3-c4\") não é válido");
    assert!(done.skipped[1].2.worded(Lang::Es).starts_with("partida 4: etiqueta FEN no válida: "), "{}", done.skipped[1].2.worded(Lang::Es));
    // A broken PDN syntax in a Lasca game is named as in any game.
    let broken = "[Variant \"Lasca\"]\n\n1. c3-b4 {never closed\n";
    let done = import(broken, &std::collections::HashSet::new());
    assert!(matches!(&done.skipped[..], [(1, 1, Skip::Pdn(damas_engine::notation::pdn::PdnError::Unclosed { game: 1, .. }))]), "{:?}", done.skipped);
}

#[test]
fn the_same_lasca_game_twice_is_kept_once() {
    // Twice in one file: the second is a duplicate.
    let twice = format!("{LASCA}\n{LASCA}");
    let done = import(&twice, &std::collections::HashSet::new());
    assert_eq!((done.games.len(), done.duplicates), (2, 2));
    // Imported again: kept already.
    let keys = done.games.iter().map(Kept::key).collect();
    assert_eq!((import(LASCA, &keys).games.len(), import(LASCA, &keys).duplicates), (0, 2));
    // Other players, the same moves: another game.
    let other = LASCA.replacen("\"eve\"", "\"gus\"", 1);
    assert_eq!(import(&other, &keys).games.len(), 1);
}
