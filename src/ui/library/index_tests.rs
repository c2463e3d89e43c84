//! The position index and the questions and answers about it: transpositions meet, a game
//! counts once per position, games of another kind never meet, the texts read back and a
//! broken one is an error, never a panic.

use super::index::{position_key, PositionIndex};
use super::kept::Kept;
use super::lookup::{Found, Lookup, MoveCount};
use crate::link::{parse_query, position_query, read_position};
use crate::ui::shell::parts::wire::WireError;
use damas_engine::lasca::LascaPosition;
use damas_engine::{Position, Variant};

fn kept(query: &str, at: u64) -> Kept {
    Kept::played(query.replace(' ', "%20"), at)
}

/// The position after the first `plies` moves of `query`.
fn after(query: &str, plies: usize) -> Position {
    let game = parse_query::<Position>(&query.replace(' ', "%20")).unwrap();
    *game.record.position_at(plies).unwrap()
}

fn counted(text: &str, count: u32, white: u32, draws: u32, black: u32) -> MoveCount {
    MoveCount { text: text.into(), count, white, draws, black }
}

/// Three games that reach one position by two orders of moves, and go on from it two ways.
const G1: &str = "moves=24-20 9-13 23-19 10-14 28-24&end=black-resigned";
const G2: &str = "moves=23-19 10-14 24-20 9-13 22-18&end=white-resigned";
const G3: &str = "moves=24-20 9-13 23-19 10-14 22-18&end=draw-agreed";

#[test]
fn transpositions_meet_and_each_move_s_games_are_counted_with_their_results() {
    let mut index = PositionIndex::new();
    assert_eq!(index.add_all(&[kept(G1, 1), kept(G2, 2), kept(G3, 3), kept("moves=99-1", 4)]), 1);
    index.finish();
    assert_eq!((index.games(), index.positions()), (3, 18));
    // The start: every game, two first moves.
    let start = index.find(&Position::initial(Variant::Brazilian), false);
    assert_eq!((start.total, start.games), (3, 3));
    assert_eq!(start.moves, vec![counted("24-20", 2, 1, 1, 0), counted("23-19", 1, 0, 0, 1)]);
    // After four moves, by either order: the three games, and their fifth moves.
    let met = index.find(&after(G2, 4), true);
    assert_eq!(after(G1, 4), after(G2, 4));
    assert_eq!(met.games, 3);
    assert_eq!(met.moves, vec![counted("22-18", 2, 0, 1, 1), counted("28-24", 1, 1, 0, 0)]);
    assert_eq!(met.keys.len(), 3);
    assert!(met.keys.contains(&kept(G2, 2).key()));
    // After two moves, the orders differ: one game, one move.
    let one = index.find(&after(G2, 2), true);
    assert_eq!((one.games, one.moves.clone(), one.keys.clone()), (1, vec![counted("24-20", 1, 0, 0, 1)], vec![kept(G2, 2).key()]));
    // A position no game reached.
    let none = index.find(&after("moves=21-17", 1), false);
    assert_eq!((none.total, none.games, none.moves.len()), (3, 0, 0));
}

#[test]
fn a_game_that_comes_back_to_a_position_counts_once_there() {
    // The kings go and come back: the start is reached at plies 0 and 4.
    let query = "fen=W:WK32:BK1&moves=32-28 1-5 28-32 5-1 32-27";
    let mut index = PositionIndex::new();
    assert_eq!(index.add_all(&[kept(query, 1)]), 0);
    let found = index.find(&after(query, 0), false);
    assert_eq!(after(query, 0), after(query, 4));
    assert_eq!(found.games, 1);
    assert_eq!(found.moves, vec![counted("32-28", 1, 0, 0, 0)]);
}

#[test]
fn the_same_board_in_another_game_is_another_position() {
    let brazilian = Position::initial(Variant::Brazilian);
    let russian = Position::initial(Variant::Russian);
    assert_ne!(position_key(&brazilian), position_key(&russian));
    let mut index = PositionIndex::new();
    index.add_all(&[kept(G1, 1), kept("variant=russian&moves=c3-d4", 2), kept("variant=lasca&moves=c3-d4", 3)]);
    assert_eq!(index.find(&brazilian, false).games, 1);
    let russian_found = index.find(&russian, false);
    assert_eq!((russian_found.games, russian_found.moves.clone()), (1, vec![counted("22-18", 1, 0, 0, 0)]));
    // Moves are written as the game's record writes them (numbers: the page shows them in the player's notation).
    let lasca = index.find(&LascaPosition::initial(), false);
    assert_eq!((lasca.games, lasca.moves.len()), (1, 1));
    // An imported game's result is its own, from its summary.
    let mut imported = kept("moves=22-17", 4);
    imported.summary = Some(super::game::KeptGame::open(&imported.query).unwrap().summary(&imported));
    imported.summary.as_mut().unwrap().verdict = super::summary::Verdict::Black;
    index.add(&imported).unwrap();
    assert_eq!(index.find(&brazilian, false).moves, vec![counted("22-17", 1, 0, 0, 1), counted("24-20", 1, 1, 0, 0)]);
}

#[test]
fn questions_and_answers_read_back_and_broken_ones_are_errors() {
    let question = Lookup { position: position_query(&after(G1, 3)), keys: true };
    let read = Lookup::read(&question.to_text()).unwrap();
    assert_eq!(read, question);
    assert_eq!(read_position::<Position>(&read.position).unwrap(), after(G1, 3));
    let mut index = PositionIndex::new();
    index.add_all(&[kept(G1, 1), kept(G2, 2), kept(G3, 3)]);
    let mut answer = index.find(&after(G1, 4), true);
    answer.at = question.position.clone();
    answer.built_ms = 1234;
    answer.lookup_us = 56;
    assert_eq!(Found::read(&answer.to_text()), Ok(answer));
    assert_eq!(Found::read("total=0"), Ok(Found::default()));
    assert_eq!(Lookup::read("keys=1"), Err(WireError::Missing("position")));
    assert_eq!(Found::read("games=2"), Err(WireError::Missing("total")));
    assert!(matches!(Found::read("total=1&move=22-17,1,1,0"), Err(WireError::Bad("move", _))));
    assert!(matches!(Found::read("total=1&move=,1,1,0,0"), Err(WireError::Bad("move", _))));
    assert!(matches!(Found::read("total=x"), Err(WireError::Bad("total", _))));
    assert!(matches!(Found::read("total=1&who=me"), Err(WireError::Unknown(_))));
    assert!(matches!(Lookup::read("position=%zz"), Err(WireError::Encoding(_))));
    assert!(matches!(Lookup::read("position=a&keys=2"), Err(WireError::Bad("keys", _))));
}

#[test]
fn no_text_makes_the_readers_panic() {
    let mut next = super::tests::xorshift(0x2545_f491_4f6c_dd1d);
    let pieces = ["total=", "games=", "move=", "key=", "position=", "keys=", "&", "%", "%2C", ",", "1", "22-17", "x", "\u{e9}", "=", "4294967296"];
    for _ in 0..5000 {
        let text: String = (0..next() % 12).map(|_| pieces[(next() % pieces.len() as u64) as usize]).collect();
        let _ = Found::read(&text);
        let _ = Lookup::read(&text);
    }
}

#[test]
fn the_position_filter_lets_through_the_games_the_index_found() {
    use super::filter::Filter;
    use super::game::sum_up;
    let mut games = vec![kept(G1, 10), kept(G2, 20), kept("moves=21-17", 30), kept(G3, 40)];
    sum_up(&mut games);
    let mut index = PositionIndex::new();
    index.add_all(&games);
    let found = index.find(&after(G1, 4), true);
    let filter = Filter { position: Some(std::rc::Rc::new(found.keys.into_iter().collect())), ..Filter::default() };
    assert_eq!(filter.list(&games), vec![3, 1, 0]);
    // With another filter too, and a position no game reached.
    assert_eq!(Filter { verdict: Some(super::summary::Verdict::Draw), ..filter.clone() }.list(&games), vec![3]);
    assert!(Filter { position: Some(std::rc::Rc::default()), ..Filter::default() }.list(&games).is_empty());
}
