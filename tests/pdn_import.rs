//! PDN as it comes from elsewhere, opened the way the page opens a paste or a file: lidraughts-style
//! exports (clock comments, long tag sets, GameType with its extra fields, FEN tags with ranges),
//! hand-written files with comments, variations, NAGs, CRLF, tabs, a byte-order mark and odd
//! spacing, and several games in one file. Plus export -> import round trips through the link form.

use damas::link::paste::{parse_paste, PasteError, Pasted};
use damas::link::pdn::{export, to_opened};
use damas::link::{parse_query, to_query};
use damas_game::round::Opened;
use damas_engine::notation::pdn::PdnError;
use damas_engine::{Position, Variant};

fn one(text: &str, variant: Variant) -> Opened<Position> {
    match parse_paste::<damas_engine::Position>(text, variant) {
        Ok(Pasted::Game { game, .. }) => *game,
        other => panic!("{other:?}"),
    }
}

const LIDRAUGHTS_INTERNATIONAL: &str = "[Event \"Rated Blitz game\"]\n[Site \"https://lidraughts.org/AbCdEfGh\"]\n\
[Date \"2024.03.09\"]\n[Round \"-\"]\n[White \"ana_p\"]\n[Black \"bruno64\"]\n[Result \"1-1\"]\n[WhiteElo \"1873\"]\n\
[BlackElo \"1910\"]\n[WhiteRatingDiff \"+1\"]\n[BlackRatingDiff \"-1\"]\n[GameType \"20\"]\n[TimeControl \"180+2\"]\n\
[Opening \"Roozenburg\"]\n[Termination \"Normal\"]\n[Annotator \"lidraughts.org\"]\n\n\
1. 32-28 {[%clock w0:03:00 B0:03:00]} 19-23 {[%clock w0:03:00 B0:03:00]} 2. 28x19 {[%clock w0:02:58 B0:03:01]} \
14x23 {[%clock w0:02:59 B0:02:59]} 3. 33-28 { Roozenburg } 23x32 4. 37x28 1-1\n";

#[test]
fn a_lidraughts_international_export() {
    let g = one(LIDRAUGHTS_INTERNATIONAL, Variant::Brazilian);
    assert_eq!(g.record.start().variant(), Variant::International);
    assert_eq!((g.record.moves().len(), g.record.ply()), (7, 7));
}

#[test]
fn a_lidraughts_brazilian_from_position_with_game_type_fields_and_ranges() {
    let text = "[Event \"From Position\"]\r\n[Site \"https://lidraughts.org/x\"]\r\n[Result \"*\"]\r\n\
[GameType \"26,W,8,8,A1,0\"]\r\n[SetUp \"1\"]\r\n[FEN \"W:W21-24,K31:B1-4\"]\r\n\r\n1. 21-17 1-5 2. 31-27 *\r\n";
    let g = one(text, Variant::Russian);
    assert_eq!(g.record.start().variant(), Variant::Brazilian);
    assert_eq!(g.record.start().to_fen(), "W:W21,22,23,24,K31:B1,2,3,4");
    assert_eq!(g.record.moves().len(), 3);
}

#[test]
fn comments_variations_nags_and_odd_whitespace() {
    let text = "\u{feff}  [GameType \"26\"]\t\n\n\n1.22-18\t11-15 $1 {a comment\nover two lines (with a parenthesis} \
2. 18x11 8x15!? ( 2... 7x16 3. 21-17 ( 3. 23-19 ) 16-20 ) ;line comment\n% escape line\n 3.  21-17   *  \n";
    let g = one(text, Variant::Russian);
    assert_eq!(g.record.start().variant(), Variant::Brazilian);
    assert_eq!(g.record.moves().len(), 5);
}

#[test]
fn several_games_then_choose_one() {
    let text = format!("{LIDRAUGHTS_INTERNATIONAL}\n\n[White \"C\"]\n[Black \"D\"]\n[GameType \"21\"]\n1. 11-15 23-19 2. 8-11 *\n");
    let Ok(Pasted::Games(games)) = parse_paste::<damas_engine::Position>(&text, Variant::Brazilian) else { panic!() };
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].label(), "C - D");
    let chosen = to_opened(&games[1]).unwrap();
    assert_eq!((chosen.record.start().variant(), chosen.record.moves().len()), (Variant::English, 3));
}

#[test]
fn the_first_illegal_move_is_named() {
    let text = "[GameType \"26\"]\n1. 22-18 11-15 2. 18x11 8x15 3. 15-19 *";
    let e = parse_paste::<damas_engine::Position>(text, Variant::Brazilian).unwrap_err();
    assert!(matches!(e, PasteError::Pdn(PdnError::IllegalMove { game: 1, number: 3, .. })), "{e:?}");
    assert!(e.to_string().contains("game 1: move 3 (white)"), "{e}");
    let e = parse_paste::<damas_engine::Position>("[GameType \"31\"]\n1. 22-18 *", Variant::Brazilian).unwrap_err();
    assert!(e.to_string().contains("GameType"), "{e}");
}

#[test]
fn export_import_and_link_round_trips_in_every_variant() {
    for query in [
        "moves=22-18+11-15+18x11+8x15+21-17&ply=3",
        "variant=russian&moves=c3-d4+f6-g5+g3-f4",
        "variant=english&moves=11-15+23-19+8-11",
        "variant=international&fen=W:W31-35,K45:B10-14&moves=32-28",
        "variant=turkish&moves=a3-a4",
        "variant=spanish&moves=10-14+22-18",
        "variant=italian&moves=21-17+12-16",
        "variant=czech&moves=22-18+11-15",
        "variant=pool&moves=11-15+23-19",
        "fen=B:WK30,21:B1,5,9&moves=9-13",
    ] {
        let shared = parse_query(query).unwrap_or_else(|e| panic!("{query}: {e}"));
        let pdn = export(&shared, &[("White", "A \"quoted\" name"), ("Event", "Club [night]")]);
        let back = one(&pdn, Variant::Brazilian);
        assert_eq!((back.record.start(), &back.record.moves()), (shared.record.start(), &shared.record.moves()), "{query}\n{pdn}");
        let link = to_query(&back);
        assert_eq!(parse_query::<Position>(&link).unwrap().record.moves(), shared.record.moves(), "{link}");
    }
}
