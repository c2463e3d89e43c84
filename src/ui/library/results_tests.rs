//! The player's results: the tables against the computer from kept games' summaries, and the
//! accuracy of each kept game the device keeps a review of, from real links and real reviews.

use super::game::{sum_up, KeptGame};
use super::kept::{Kept, Origin};
use super::results::{accuracy_over_time, games_played, results, AccuracyPoint, Outcome, Results, Tally};
use super::summary::{Players, Side};
use crate::ui::review::{Review, ReviewStore};
use damas_engine::{Color, Playable, Record};

/// Against the computer (level 3), the player White: the computer resigned.
const WON: &str = "moves=22-17%2011-15&computer=black&level=3&end=black-resigned";
/// Against the computer (level 3), the player White: the player resigned.
const LOST: &str = "moves=22-17%2011-15%2017-13&computer=black&level=3&end=white-resigned";
/// Against the computer (level 1), the player Black: a draw agreed.
const DRAWN: &str = "moves=22-17%2011-15&computer=white&level=1&end=draw-agreed";
/// Russian against the computer (level 1), the player Black: the computer resigned.
const RUSSIAN_WON: &str = "variant=russian&moves=c3-d4&computer=white&level=1&end=white-resigned";
/// A friend on another device played White; the player (Black) won.
const FRIEND: &str = "moves=21-17%2010-14&end=white-resigned&side=black";
/// Two players here.
const HERE: &str = "moves=22-17%2011-15&end=draw-agreed";
/// Lasca against the computer (level 2), the player White: the computer resigned.
const LASCA_WON: &str = "variant=lasca&moves=c3-b4+a5xc3&computer=black&level=2&end=black-resigned";

fn summed(query: &str, at: u64) -> Kept {
    let mut kept = Kept::played(query.to_string(), at);
    let (done, failed) = sum_up(std::slice::from_mut(&mut kept));
    assert_eq!((done.len(), failed.len()), (1, 0), "{query}: {failed:?}");
    kept
}

fn imported(query: &str) -> Kept {
    let mut kept = Kept { origin: Origin::Imported, tags: vec![("Result".into(), "2-0".into())], ..Kept::played(query.into(), 1) };
    sum_up(std::slice::from_mut(&mut kept));
    kept
}

fn tally(wins: u32, draws: u32, losses: u32) -> Tally {
    Tally { wins, draws, losses }
}

/// The review of `record` with `verdicts` (the score for the side to move at each position and
/// the best move there), as the worker would have searched it.
fn review_of<G: Playable>(record: &Record<G>, verdicts: &[(i32, Option<&str>)]) -> Review<G> {
    let mut review = Review::new(record);
    for (i, &(score, best)) in verdicts.iter().enumerate() {
        let pos = *review.position(i).unwrap();
        review.record(i, score, best.map(|t| pos.parse_move(t).unwrap()));
    }
    assert!(review.done(), "every position searched");
    review
}

/// Keeps the review of `query`'s game with `verdicts` in `store`; returns the player's (`side`)
/// accuracy as the review panel shows it.
fn keep_review(store: &mut ReviewStore, query: &str, verdicts: &[(i32, Option<&str>)], side: Color) -> u32 {
    match KeptGame::open(query).unwrap() {
        KeptGame::Draughts(g) => {
            let review = review_of(&g.record, verdicts);
            store.put(&review);
            review.accuracy(side).unwrap()
        }
        KeptGame::Lasca(g) => {
            let review = review_of(&g.record, verdicts);
            store.put(&review);
            review.accuracy(side).unwrap()
        }
    }
}

/// White played 22-17 where 21-17 was best and gave a little away (a tenth of a man); Black's
/// 11-15 was best.
const WON_VERDICTS: &[(i32, Option<&str>)] = &[(10, Some("21-17")), (0, Some("11-15")), (-40, Some("17-13"))];
/// Black played 10-14 where 11-15 was best and gave a man away.
const FRIEND_VERDICTS: &[(i32, Option<&str>)] = &[(0, Some("21-17")), (0, Some("11-15")), (120, Some("17x10"))];

#[test]
fn no_games_give_no_results_and_no_points() {
    assert_eq!(results(&[], None), Results::default());
    assert_eq!(Tally::default().score(), None);
    assert!(games_played(&[]).is_empty());
    let mut store = ReviewStore::default();
    keep_review(&mut store, WON, WON_VERDICTS, Color::White);
    assert!(accuracy_over_time(&[], &store, None).is_empty());
    // Games, but no review kept.
    assert!(accuracy_over_time(&[summed(WON, 1)], &ReviewStore::default(), None).is_empty());
}

#[test]
fn the_score_counts_a_win_one_and_a_draw_a_half() {
    assert_eq!(tally(1, 0, 0).score(), Some(100));
    assert_eq!(tally(0, 1, 0).score(), Some(50));
    assert_eq!(tally(0, 0, 3).score(), Some(0));
    assert_eq!(tally(2, 1, 1).score(), Some(63), "5 of 8 half points: 62.5, rounded up");
    assert_eq!(tally(1, 0, 2).score(), Some(33));
    assert_eq!(tally(2, 0, 1).score(), Some(67));
    assert_eq!(tally(2, 1, 1).games(), 4);
}

#[test]
fn the_results_against_the_computer_by_game_level_and_colour() {
    let games = vec![
        summed(WON, 1),
        summed(LOST, 2),
        summed(DRAWN, 3),
        summed(RUSSIAN_WON, 4),
        summed(FRIEND, 5),
        summed(HERE, 6),
        imported("moves=22-17&computer=black&level=3"),
    ];
    let outcomes: Vec<Option<Outcome>> = games.iter().map(|k| Outcome::of(k.summary.as_ref().unwrap())).collect();
    assert_eq!(
        outcomes,
        [Some(Outcome::Win), Some(Outcome::Loss), Some(Outcome::Draw), Some(Outcome::Win), Some(Outcome::Win), None, None]
    );
    let r = results(&games, None);
    // The friend's game, the game between two players here and the imported one are not counted.
    assert_eq!(r.total, tally(2, 1, 1));
    assert_eq!(r.total.score(), Some(63));
    assert_eq!(r.by_game, [("brazilian".to_string(), tally(1, 1, 1)), ("russian".to_string(), tally(1, 0, 0))]);
    assert_eq!(r.by_level, [(1, tally(1, 1, 0)), (3, tally(1, 0, 1))]);
    assert_eq!(r.by_colour, [(Side::White, tally(1, 0, 1)), (Side::Black, tally(1, 1, 0))]);
    assert_eq!(r.by_level.iter().map(|(_, t)| t.score()).collect::<Vec<_>>(), [Some(75), Some(50)]);
    // Narrowed to one game.
    let russian = results(&games, Some("russian"));
    assert_eq!((russian.total, russian.by_level, russian.by_colour), (tally(1, 0, 0), vec![(1, tally(1, 0, 0))], vec![(Side::Black, tally(1, 0, 0))]));
    assert_eq!(results(&games, Some("lasca")), Results::default());
    assert_eq!(games_played(&games), ["brazilian", "russian"]);
    // Games not summed up yet count for nothing.
    assert_eq!(results(&[Kept::played(WON.into(), 1)], None), Results::default());
}

#[test]
fn the_accuracy_of_each_reviewed_game_the_player_s_side_only_oldest_first() {
    let mut store = ReviewStore::default();
    let won = keep_review(&mut store, WON, WON_VERDICTS, Color::White);
    let friend = keep_review(&mut store, FRIEND, FRIEND_VERDICTS, Color::Black);
    let lasca = keep_review(&mut store, LASCA_WON, &[(0, Some("c3-b4")), (0, Some("a5xc3")), (-30, None)], Color::White);
    // The review's own numbers, as its panel shows them: White gave a little away in WON; Black
    // gave a man away in FRIEND; White played the best move in Lasca.
    assert_eq!((won, friend, lasca), (76, 8, 100));
    // A review of a game the library does not keep.
    keep_review(&mut store, "moves=23-18%2012-16&computer=black&level=3&end=black-resigned", &[(10, Some("21-17")), (0, Some("11-15")), (0, None)], Color::White);
    // Kept in another order than played; the friend's game has a review too, a game with none.
    let games = vec![summed(FRIEND, 300), summed(LOST, 50), summed(WON, 100), summed(HERE, 20), summed(LASCA_WON, 200)];
    let points = accuracy_over_time(&games, &ReviewStore::read(&store.to_text()), None);
    let point = |at, game: &str, players, you, accuracy| AccuracyPoint { at, game: game.into(), players, you, accuracy };
    assert_eq!(
        points,
        [
            point(100, "brazilian", Players::Computer, Side::White, 76),
            point(200, "lasca", Players::Computer, Side::White, 100),
            point(300, "brazilian", Players::Remote, Side::Black, 8),
        ]
    );
    // Narrowed to one game.
    assert_eq!(accuracy_over_time(&games, &store, Some("lasca")).len(), 1);
    assert!(accuracy_over_time(&games, &store, Some("russian")).is_empty());
    // Two players here: no side is the player's, even with a review of the game.
    let mut here = ReviewStore::default();
    keep_review(&mut here, HERE, &[(0, Some("22-17")), (0, Some("11-15")), (0, None)], Color::White);
    assert!(accuracy_over_time(&[summed(HERE, 1)], &here, None).is_empty());
}

#[test]
fn a_hostile_or_broken_review_store_is_read_without_a_panic() {
    let mut store = ReviewStore::default();
    keep_review(&mut store, WON, WON_VERDICTS, Color::White);
    keep_review(&mut store, FRIEND, FRIEND_VERDICTS, Color::Black);
    let games = vec![summed(WON, 1), summed(FRIEND, 2)];
    let text = store.to_text();
    let good = accuracy_over_time(&games, &ReviewStore::read(&text), None);
    assert_eq!(good.len(), 2);
    // Lines that are no review, and a review whose key names the game but whose moves are not it.
    let won_key = text.lines().next().unwrap().split_once('\t').unwrap().0.to_string();
    let junk = format!("no tab here\n\t\n|||\tx\nbrazilian|?|22-17 11-15\t1;2;3\n{}\t1;2;3;4;5\n{text}", won_key.replace("22-17", "21-17"));
    assert_eq!(accuracy_over_time(&games, &ReviewStore::read(&junk), None), good);
    // The game's own review written again broken (the newest of a key wins): that game is left out.
    for broken in ["x;y;z", "10,99-1;0;0", "99999999;0;0", "", "1;2"] {
        let text = format!("{text}{won_key}\t{broken}\n");
        let points = accuracy_over_time(&games, &ReviewStore::read(&text), None);
        assert_eq!(points, good[1..], "{broken:?}");
    }
    // Random pieces of the text, and random bytes.
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for _ in 0..500 {
        let mut bytes = text.as_bytes().to_vec();
        match next() % 3 {
            0 => bytes.truncate((next() as usize) % (bytes.len() + 1)),
            1 => {
                let at = (next() as usize) % bytes.len();
                bytes[at] = (next() % 128) as u8;
            }
            _ => bytes = (0..(next() % 64)).map(|_| (next() % 256) as u8).collect(),
        }
        let points = accuracy_over_time(&games, &ReviewStore::read(&String::from_utf8_lossy(&bytes)), None);
        assert!(points.len() <= 2 && points.iter().all(|p| p.accuracy <= 100));
    }
}

/// The reviews `tests/e2e/library.mjs` ("your results") keeps in local storage: the player's
/// games against the computer at level 3 (White) and level 1 (Black, a draw).
const E2E_REVIEWS: &str = "brazilian|W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12|22-17 11-15\t10,21-17;0,11-15;-40,17-13\n\
brazilian|W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12|21-17 11-15\t0,22-17;0,10-14;30\n";

/// The games that scenario stores, as the game page writes them, a day apart.
const E2E_GAMES: [&str; 6] = [WON, LOST, "moves=21-17%2011-15&computer=white&level=1&end=draw-agreed", RUSSIAN_WON, HERE, FRIEND];

#[test]
fn the_end_to_end_scenario_s_store_gives_its_rows_and_points() {
    let day = 86_400_000;
    let mut games: Vec<Kept> = E2E_GAMES
        .iter()
        .zip(0..)
        .map(|(q, i)| Kept::read(&super::kept::played_json(q, 1_796_000_000_000 + i * day)).unwrap())
        .collect();
    sum_up(&mut games);
    let r = results(&games, None);
    assert_eq!(r.total, tally(2, 1, 1));
    assert_eq!(r.by_game, [("brazilian".to_string(), tally(1, 1, 1)), ("russian".to_string(), tally(1, 0, 0))]);
    assert_eq!(r.by_level, [(1, tally(1, 1, 0)), (3, tally(1, 0, 1))]);
    assert_eq!(r.by_colour, [(Side::White, tally(1, 0, 1)), (Side::Black, tally(1, 1, 0))]);
    let points = accuracy_over_time(&games, &ReviewStore::read(E2E_REVIEWS), None);
    assert_eq!(points.iter().map(|p| (p.accuracy, p.you)).collect::<Vec<_>>(), [(76, Side::White), (45, Side::Black)]);
    assert_eq!(super::date::pdn_date(points[0].at), "2026.11.30");
}

#[test]
fn the_chart_holds_every_reviewed_game_not_only_the_last_twelve() {
    // 49 games against the computer, each a different first move of each side, each reviewed:
    // the player (White) loses a tenth of a man more in each.
    let mut store = ReviewStore::default();
    let mut games = Vec::new();
    let mut expected = Vec::new();
    for (i, (w, b)) in ["21-17", "22-17", "22-18", "23-18", "23-19", "24-19", "24-20"]
        .iter()
        .flat_map(|w| ["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"].map(|b| (*w, b)))
        .enumerate()
    {
        let query = format!("moves={w}%20{b}&computer=black&level=3&end=black-resigned");
        let lost = i32::try_from(i).unwrap() * 10;
        let best = if w == "21-17" { "22-17" } else { "21-17" };
        expected.push(keep_review(&mut store, &query, &[(lost, Some(best)), (0, None), (0, None)], Color::White));
        games.push(summed(&query, 1_000 + i as u64));
    }
    let points = accuracy_over_time(&games, &ReviewStore::read(&store.to_text()), None);
    assert_eq!(points.iter().map(|p| p.accuracy).collect::<Vec<_>>(), expected);
    assert_eq!(points.len(), 49);
    assert!(expected.windows(2).all(|w| w[0] >= w[1]) && expected[0] > expected[48], "{expected:?}");
}
