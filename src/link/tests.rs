//! Links of every game: the draughts reader and writer, the same ones read Lasca, and the errors
//! both share.

use super::*;
use damas_engine::lasca::LascaPosition;
use damas_engine::Move;

/// The reader for draughts, as the draughts page calls it.
fn parse_query(query: &str) -> Result<Opened<Position>, ShareError> {
    super::parse_query(query)
}

/// The reader for draughts, with the parts dropped.
fn read_link(query: &str) -> Result<ReadLink, ShareError> {
    super::read_link(query)
}

fn play(start: Position, texts: &[&str]) -> Vec<Move> {
    let mut pos = start;
    texts
        .iter()
        .map(|t| {
            let mv = pos.parse_move(t).unwrap();
            pos = pos.play(&mv);
            mv
        })
        .collect()
}

#[test]
fn empty_query_is_a_new_brazilian_game() {
    assert_eq!(parse_query("").unwrap(), Opened::new(Position::initial(Variant::Brazilian)));
    assert_eq!(parse_query("?").unwrap(), Opened::new(Position::initial(Variant::Brazilian)));
    assert_eq!(to_query(&Opened::new(Position::initial(Variant::Brazilian))), "");
}

#[test]
fn defaults_are_omitted_and_games_round_trip() {
    let start = Position::initial(Variant::Brazilian);
    let moves = play(start, &["22-17", "11-15", "17-13"]);
    let game = Opened { opponent: Opponent::Local, level: None, ..Opened::from_record(Record::from_line(start, &moves, 3).unwrap()) };
    let q = to_query(&game);
    assert_eq!(q, "moves=22-17+11-15+17-13");
    assert_eq!(parse_query(&q).unwrap(), game);
    assert_eq!(parse_query(&format!("?{q}")).unwrap(), game);
}

#[test]
fn every_field_round_trips() {
    let start = Position::from_fen(Variant::International, "W:W31,32,K45:B10,19").unwrap();
    let moves = play(start, &["32-28"]);
    let game = Opened { opponent: Opponent::Computer { side: Color::Black }, level: Some(3), ..Opened::from_record(Record::from_line(start, &moves, 0).unwrap()) };
    let q = to_query(&game);
    assert!(q.starts_with("variant=international&fen=W:W31,32,K45:B10,19&moves=32-28&ply=0"), "{q}");
    assert_eq!(parse_query(&q).unwrap(), game);
}

#[test]
fn browsers_escapes_and_separators_are_read() {
    let g = parse_query("variant=Russian&moves=1.%2022-17%2C11-15&utm=x").unwrap();
    assert_eq!(g.variant(), Variant::Russian);
    assert_eq!(g.moves().len(), 2);
    let g = parse_query("fen=W%3AW22%3AB18").unwrap();
    assert_eq!(g.start().to_fen(), "W:W22:B18");
}

#[test]
fn broken_queries_give_typed_errors() {
    assert!(matches!(parse_query("variant=chess"), Err(ShareError::UnknownVariant(_))));
    assert_eq!(parse_query("variant=Lasca&moves=c3-b4"), Err(ShareError::OtherGame(GameKind::Lasca)));
    assert_eq!(link_game("moves=c3-b4&variant=lasca"), Ok(GameKind::Lasca));
    assert_eq!(link_game(""), Ok(GameKind::Draughts(Variant::Brazilian)));
    assert_eq!(link_game("variant=russian"), Ok(GameKind::Draughts(Variant::Russian)));
    assert!(matches!(parse_query("fen=zzz"), Err(ShareError::BadFen(_))));
    assert!(matches!(parse_query("moves=22-18+99-1"), Err(ShareError::BadMove { ply: 2, .. })));
    assert!(matches!(parse_query("moves=22-21"), Err(ShareError::BadMove { ply: 1, .. })));
    assert!(matches!(parse_query("fen=%zz"), Err(ShareError::BadEncoding(_))));
    assert!(matches!(parse_query("fen=%C3%28"), Err(ShareError::BadEncoding(_))));
    assert!(matches!(parse_query("moves=22-17&ply=2"), Err(ShareError::BadPly(_))));
    assert!(matches!(parse_query("computer=red"), Err(ShareError::BadComputer(_))));
    // A wrong level costs only itself: the moves and the computer's side are kept.
    for bad in ["0", "12", "abc", "255", "-1"] {
        let link = read_link(&format!("moves=22-17&computer=black&level={bad}")).unwrap();
        assert_eq!(link.dropped, vec![ShareError::BadLevel(bad.to_string())]);
        assert_eq!((link.game.moves().len(), link.game.opponent.computer_side(), link.game.level), (1, Some(Color::Black), None));
    }
    let top = read_link(&format!("computer=black&level={MAX_LEVEL}")).unwrap();
    assert_eq!((top.game.level, top.dropped), (Some(MAX_LEVEL), vec![]));
    assert!(matches!(parse_query(&"a".repeat(MAX_QUERY + 1)), Err(ShareError::TooLong(_))));
    // White takes the last black piece; nothing may follow.
    assert!(matches!(parse_query("fen=W:W22:B18&moves=22x15+1-5"), Err(ShareError::BadMove { ply: 2, .. })));
    for e in [parse_query("variant=chess"), parse_query("fen=%"), parse_query("moves=x")] {
        assert!(!e.unwrap_err().to_string().is_empty());
    }
}

#[test]
fn every_move_reads_back_from_its_link() {
    // A capture whose short text also fits a longer route through the same squares.
    for (variant, fen) in [
        (Variant::Brazilian, "B:W16,K17,18,21,25,26,27,30:B8,13"),
        (Variant::Brazilian, "W:WK21:B4,11,14,15,26"),
        (Variant::Brazilian, "W:WK13:B9,15,17,21,23,27"),
    ] {
        let start = Position::from_fen(variant, fen).unwrap();
        for mv in start.legal_moves() {
            let game = Opened { opponent: Opponent::Local, level: None, ..Opened::from_record(Record::from_line(start, &[mv], 1).unwrap()) };
            let q = to_query(&game);
            assert_eq!(parse_query(&q), Ok(game), "{q}");
        }
    }
}

#[test]
fn position_and_reply_links() {
    let start = Position::initial(Variant::Brazilian);
    let moves = play(start, &["22-17", "11-15", "17-13"]);
    let game = Opened { opponent: Opponent::Computer { side: Color::White }, level: Some(4), ..Opened::from_record(Record::from_line(start, &moves, 1).unwrap()) };
    // The position on view alone.
    let after_one = start.play(&game.moves()[0]);
    let q = position_query(&after_one);
    let opened = parse_query(&q).unwrap();
    assert_eq!((*opened.start(), opened.moves().len()), (after_one, 0));
    assert_eq!(position_query(&start), "");
    // A reply link: every move, no computer, seen from the side to move (Black after 3 moves).
    let q = reply_query(&game);
    assert_eq!(q, "moves=22-17+11-15+17-13&side=black");
    let back = parse_query(&q).unwrap();
    assert_eq!((back.moves().len(), back.ply(), back.opponent.computer_side()), (3, 3, None));
    assert_eq!(parse_side(&q), Ok(Some(Color::Black)));
    assert_eq!(reply_query(&Opened::new(Position::initial(Variant::Brazilian))), "side=white");
    assert_eq!(parse_side("moves=22-17"), Ok(None));
    assert!(matches!(parse_side("side=red"), Err(ShareError::BadSide(_))));
    assert!(matches!(parse_side("side=%"), Err(ShareError::BadEncoding(_))));
}

#[test]
fn arbitrary_bytes_never_panic() {
    let samples = ["%", "%%%", "=&=&", "moves=%FF", "fen=W:W99", "ply=-1", "level=999", "moves=22x", "\u{0}"];
    for s in samples {
        let _ = parse_query(s);
    }
    // A cheap deterministic fuzz over printable ASCII.
    let mut seed = 12345u32;
    for _ in 0..2000 {
        let len = (seed % 40) as usize;
        let text: String = (0..len)
            .map(|_| {
                seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
                let alphabet = b"movesfenplyvariant=&%+-x:,WBK0123456789 ";
                alphabet[(seed >> 16) as usize % alphabet.len()] as char
            })
            .collect();
        let _ = parse_query(&text);
    }
}

type Lasca = LascaPosition;

/// The Lasca page's reader.
fn read_lasca(query: &str) -> Result<ReadLink<Lasca>, ShareError<Lasca>> {
    super::read_link(query)
}

fn lasca(query: &str) -> ReadLink<Lasca> {
    read_lasca(query).unwrap_or_else(|e| panic!("{query}: {e}"))
}

#[test]
fn lasca_links_round_trip() {
    for q in [
        "variant=lasca",
        "variant=lasca&moves=c3-b4+a5xc3&ply=1",
        "variant=lasca&fen=W:d4%3Dwb,c3%3Dw&computer=black&level=2",
        "variant=lasca&moves=c3-b4&computer=white&level=8",
    ] {
        let link = lasca(q);
        assert_eq!((to_query(&link.game), link.dropped), (q.to_string(), vec![]));
    }
    // Other keys are someone else's; commas separate moves too; the last move is on view.
    let link = lasca("?variant=lasca&moves=c3-b4,a5xc3&embed=1");
    assert_eq!((link.game.ply(), to_query(&link.game)), (2, "variant=lasca&moves=c3-b4+a5xc3".to_string()));
    assert_eq!(*link.game.start(), LascaPosition::initial());
}

#[test]
fn a_lasca_game_must_be_right() {
    assert!(matches!(read_lasca("variant=lasca&fen=W:z9%3Dw"), Err(ShareError::BadFen(_))));
    assert!(matches!(read_lasca("variant=lasca&moves=c3-c4"), Err(ShareError::BadMove { ply: 1, .. })));
    assert!(matches!(read_lasca("variant=lasca&moves=c3-b4+z9-a1"), Err(ShareError::BadMove { ply: 2, .. })));
    assert!(matches!(read_lasca("variant=lasca&fen=%zz"), Err(ShareError::BadEncoding(_))));
    assert!(matches!(read_lasca("variant=lasca&moves=%E2%82"), Err(ShareError::BadEncoding(_))));
    for ply in ["-1", "x", "2"] {
        let q = format!("variant=lasca&moves=c3-b4&ply={ply}");
        assert_eq!(read_lasca(&q), Err(ShareError::BadPly(ply.into())), "{q}");
    }
    assert_eq!(read_lasca("variant=lasca&computer=red"), Err(ShareError::BadComputer("red".into())));
    assert!(matches!(read_lasca(&format!("variant=lasca&{}", "a".repeat(MAX_QUERY))), Err(ShareError::TooLong(_))));
    // A move after a threefold repetition comes after the end of the game.
    let drawn = "variant=lasca&fen=W:a1%3DW:g7%3DB&moves=a1-b2+g7-f6+b2-a1+f6-g7+a1-b2+g7-f6+b2-a1+f6-g7+a1-b2";
    assert_eq!(read_lasca(drawn), Err(ShareError::AfterEnd { ply: 9 }));
    for junk in ["%", "fen=%E2%82", "moves=++++", "&&&=", "level", "=&=", "variant=lasca&moves=++++&level"] {
        let _ = read_lasca(junk);
    }
}

#[test]
fn each_page_reads_its_own_game_and_names_the_others() {
    // A link without `variant` is Brazilian draughts, whichever page reads it.
    assert_eq!(read_lasca("moves=22-17"), Err(ShareError::OtherGame(GameKind::Draughts(Variant::Brazilian))));
    assert_eq!(read_lasca("variant=russian"), Err(ShareError::OtherGame(GameKind::Draughts(Variant::Russian))));
    assert_eq!(read_link("variant=lasca&moves=c3-b4"), Err(ShareError::OtherGame(GameKind::Lasca)));
    assert!(matches!(read_lasca("variant=chess"), Err(ShareError::UnknownVariant(_))));
    let e = ShareError::<Lasca>::OtherGame(GameKind::Draughts(Variant::Brazilian));
    assert_eq!(e.to_string(), "this is a Brazilian game, which opens on its own page");
}

#[test]
fn a_bad_lasca_level_is_dropped_and_the_game_kept() {
    for bad in ["12", "0", "abc", "", "-1", "999"] {
        let link = lasca(&format!("variant=lasca&moves=c3-b4&computer=black&level={bad}"));
        assert_eq!(link.dropped, vec![ShareError::BadLevel(bad.into())], "level={bad}");
        assert_eq!((link.game.moves().len(), link.game.opponent.computer_side(), link.game.level), (1, Some(Color::Black), None));
        assert_eq!(to_query(&link.game), "variant=lasca&moves=c3-b4&computer=black");
    }
    assert_eq!(lasca(&format!("variant=lasca&computer=black&level={MAX_LEVEL}")).game.level, Some(MAX_LEVEL));
    assert_eq!(
        ShareError::<Lasca>::BadLevel("12".into()).to_string(),
        format!("bad level \"12\": expected 1 to {MAX_LEVEL}")
    );
}

#[test]
fn a_position_link_reads_back_alone_and_a_broken_one_is_an_error() {
    use damas_engine::Variant;
    for variant in Variant::ALL {
        let position = Position::from_fen(variant, "B:W22,25,K31:B9,K12").unwrap();
        assert_eq!(read_position::<Position>(&position_query(&position)), Ok(position), "{variant:?}");
        let start = Position::initial(variant);
        assert_eq!(read_position::<Position>(&position_query(&start)), Ok(start), "{variant:?}");
    }
    for bad in ["fen=W:W99", "variant=chess", "variant=lasca", "fen=%zz", &"x".repeat(20_000)] {
        assert!(read_position::<Position>(bad).is_err(), "{bad}");
    }
}
