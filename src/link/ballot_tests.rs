//! Ballot openings in links and new games: `ballot=<id>` starts with the ballot's moves (or its
//! rearranged position) and keeps its id; a wrong one is dropped with its own error.

use super::*;
use crate::ballot::{ballots, find};

fn russian(query: &str) -> ReadLink {
    read_link::<Position>(&format!("variant=russian&{query}")).expect("the game reads")
}

#[test]
fn a_ballot_link_starts_with_its_moves_and_keeps_its_id() {
    let kol = find(Variant::Russian, "kol").unwrap();
    let read = russian("ballot=kol");
    assert!(read.dropped.is_empty());
    assert_eq!(read.game.ballot, Some(kol));
    assert_eq!(read.game.moves(), kol.opening(Variant::Russian).unwrap().moves);
    assert_eq!(read.game.ply(), read.game.moves().len());
    let query = to_query(&read.game);
    assert!(query.contains("ballot=kol") && query.contains("moves="), "{query}");
    // Round trip: the written link (moves and id) reads back as the same game.
    assert_eq!(read_link::<Position>(&query).unwrap().game, read.game);
}

#[test]
fn every_ballot_round_trips() {
    for (variant, name) in [(Variant::Russian, "russian"), (Variant::Brazilian, "brazilian")] {
        for b in ballots(variant) {
            let read = read_link::<Position>(&format!("variant={name}&ballot={}", b.id())).unwrap();
            assert!(read.dropped.is_empty(), "{}", b.id());
            assert_eq!(read.game.ballot, Some(b));
            let opening = b.opening(variant).unwrap();
            assert_eq!((*read.game.start(), read.game.moves()), (opening.start, &opening.moves[..]));
            assert_eq!(read_link::<Position>(&to_query(&read.game)).unwrap().game, read.game);
        }
    }
}

#[test]
fn a_rearranged_start_opens_from_its_position_and_links_it() {
    let b = find(Variant::Russian, "fmjd-20-VII").unwrap();
    assert!(b.is_setup());
    let read = russian("ballot=fmjd-20-vii");
    assert_eq!(read.game.ballot, Some(b));
    assert!(read.game.moves().is_empty());
    assert_ne!(*read.game.start(), Position::initial(Variant::Russian));
    let query = to_query(&read.game);
    assert!(query.contains("fen=") && query.contains("ballot=fmjd-20-VII"), "{query}");
    // With moves played from it, and with a start that is not the ballot's.
    let played = read_link::<Position>(&format!("{query}&moves=c3-d4")).unwrap();
    assert_eq!((played.game.ballot, played.game.moves().len()), (Some(b), 1));
    let elsewhere = russian("ballot=fmjd-20-VII&fen=W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3");
    assert_eq!(elsewhere.game.ballot, None);
    assert_eq!(elsewhere.dropped, vec![ShareError::BadBallot("fmjd-20-VII".into())]);
}

#[test]
fn random_draws_a_ballot_of_the_variant() {
    let read = russian("ballot=random");
    let drawn = read.game.ballot.expect("a ballot is drawn");
    assert!(ballots(Variant::Russian).contains(&drawn));
    assert!(to_query(&read.game).contains(&format!("ballot={}", drawn.id())));
    let brazilian = read_link::<Position>("ballot=random").unwrap();
    assert!(brazilian.game.ballot.is_some() && brazilian.dropped.is_empty());
}

#[test]
fn a_bad_ballot_is_dropped_with_its_error() {
    let read = russian("ballot=%3Cb%3Enope");
    assert_eq!(read.game.ballot, None);
    assert!(read.game.moves().is_empty());
    assert_eq!(read.dropped, vec![ShareError::BadBallot("<b>nope".into())]);
    let message = read.dropped[0].to_string();
    assert!(message.starts_with("bad ballot \"<b>nope\": expected random or one of"), "{message}");
    // A start of another variant's table, a variant without a table, and moves that do not
    // begin with the ballot.
    let brazilian = read_link::<Position>("ballot=kol").unwrap();
    assert_eq!(brazilian.dropped, vec![ShareError::BadBallot("kol".into())]);
    let english = read_link::<Position>("variant=english&ballot=fmjd-1-I").unwrap();
    assert_eq!(english.dropped, vec![ShareError::BadBallot("fmjd-1-I".into())]);
    let other = russian("ballot=kol&moves=e3-f4");
    assert_eq!(other.game.ballot, None);
    assert_eq!(other.game.moves().len(), 1);
    assert_eq!(other.dropped, vec![ShareError::BadBallot("kol".into())]);
}
