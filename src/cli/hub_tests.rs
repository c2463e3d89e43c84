//! Tests of `damas hub`: the line splitter, the position and move texts, and whole sessions.

use super::*;

fn session(script: &str) -> Vec<String> {
    session_bytes(script.as_bytes())
}

fn session_bytes(script: &[u8]) -> Vec<String> {
    let mut out = Vec::new();
    run(Variant::Brazilian, None, Box::new(std::io::Cursor::new(script.to_vec())), &mut out).unwrap();
    String::from_utf8(out).unwrap().lines().map(String::from).collect()
}

#[test]
fn splits_words_and_quoted_values() {
    let line = split(r#"pos pos=Wbbb moves="9-13 22-18"  start"#).unwrap();
    assert_eq!(line.name, "pos");
    assert_eq!(line.get("pos"), Some("Wbbb"));
    assert_eq!(line.get("moves"), Some("9-13 22-18"));
    assert_eq!(line.args[2], ("start".to_string(), None));
    assert!(split("   ").is_err());
    assert!(split(r#"pos moves="9-13"#).is_err());
    assert!(split("a=b").is_err());
}

#[test]
fn writes_and_reads_positions() {
    for variant in [Variant::Brazilian, Variant::Russian, Variant::International] {
        let start = Position::initial(variant);
        let text = write_position(&start);
        let n = variant.squares() as usize;
        let men = if n == 50 { 20 } else { 12 };
        let expected = format!("W{}{}{}", "b".repeat(men), "e".repeat(n - 2 * men), "w".repeat(men));
        assert_eq!(text, expected, "{variant:?}");
        assert_eq!(read_position(variant, &text).unwrap(), start);
    }
    let pos = read_position(Variant::Russian, &format!("B{}", "e".repeat(31) + "W")).unwrap();
    assert_eq!(pos.turn(), Color::Black);
    assert_eq!(pos.to_fen(), Position::from_fen(Variant::Russian, "B:WK32:B").unwrap().to_fen());
    for bad in ["", "X", "Wbbb", &format!("W{}", "x".repeat(32)), &format!("W{}", "e".repeat(33))] {
        assert!(read_position(Variant::Brazilian, bad).is_err(), "{bad:?}");
    }
}

#[test]
fn numbers_8x8_moves_from_white_side() {
    // 8x8: FMJD 21 (a3) is pydraughts' 9; 32 (g1) is 4; the map is its own inverse.
    assert_eq!(hub_square(Variant::Russian, 21), 9);
    assert_eq!(hub_square(Variant::Brazilian, 32), 4);
    assert_eq!(hub_square(Variant::Brazilian, 1), 29);
    for n in 1..=32 {
        assert_eq!(hub_square(Variant::Brazilian, hub_square(Variant::Brazilian, n)), n);
    }
    assert_eq!(hub_square(Variant::International, 32), 32);
    let start = Position::initial(Variant::Brazilian);
    let mut texts: Vec<String> = start.legal_moves().iter().map(|m| write_move(&start, m)).collect();
    texts.sort();
    assert_eq!(texts, ["10-13", "10-14", "11-14", "11-15", "12-15", "12-16", "9-13"]);
    for text in &texts {
        let mv = read_move(&start, text).unwrap();
        assert_eq!(&write_move(&start, &mv), text);
    }
    assert!(read_move(&start, "9-14").is_err());
    assert!(read_move(&start, "21-17").is_err());
    assert!(read_move(&start, "x").is_err());
    assert!(read_move(&start, "99-13").is_err());
}

#[test]
fn reads_captures_with_taken_pieces_in_any_order() {
    // Russian (FMJD numbers): a white man on 22 (c3) takes 18 and 11 (two black men).
    let pos = Position::from_fen(Variant::Russian, "W:W22:B18,11,1").unwrap();
    let all = pos.legal_moves();
    assert_eq!(all.len(), 1);
    let text = write_move(&pos, &all[0]);
    let parts: Vec<&str> = text.split('x').collect();
    assert_eq!(parts.len(), 4, "{text}");
    let swapped = format!("{}x{}x{}x{}", parts[0], parts[1], parts[3], parts[2]);
    assert_eq!(read_move(&pos, &swapped).unwrap(), all[0]);
    // The ends alone name the only capture between them.
    assert_eq!(read_move(&pos, &format!("{}x{}", parts[0], parts[1])).unwrap(), all[0]);
}

#[test]
fn reads_levels() {
    let level = |s: &str| Level::read(&split(s).unwrap());
    let l = level("level time=60 inc=1.5 moves=20").unwrap();
    assert_eq!((l.time, l.inc, l.moves), (Some(60.0), Some(1.5), Some(20)));
    assert!(l.limits().clock.is_some() && l.limits().movetime_ms.is_some());
    assert_eq!(level("level move-time=0.25").unwrap().limits().movetime_ms, Some(250.0));
    assert_eq!(level("level depth=5").unwrap().limits().depth, Some(5));
    assert_eq!(level("level nodes=1000").unwrap().limits().nodes, Some(1000));
    assert_eq!(level("level infinite").unwrap().limits(), Limits::default());
    assert_eq!(level("level").unwrap().limits().movetime_ms, Some(1000.0));
    assert_eq!(level("level move-time=1e308").unwrap().move_time, Some(MAX_SECONDS));
    for bad in ["level time=x", "level time=-1", "level depth=", "level frob=1", "level nodes=1.5"] {
        assert!(level(bad).is_err(), "{bad}");
    }
}

#[test]
fn a_session_answers_every_command() {
    let out = session(
        "hub\ninit\nset-param name=variant value=russian\nnew-game\npos\nlevel depth=3\ngo think\nping\n\
         pos pos=W\x20\nfrobnicate\nset-param name=variant value=chess\nset-param name=colour value=red\n\
         level depth=x\ngo sideways\npos moves=\"9-13 22-18\"\nlevel nodes=2000\ngo think\nstop\nping\n",
    );
    assert_eq!(out[0].split_whitespace().take(2).collect::<Vec<_>>(), ["id", "name=damas"]);
    assert!(out.iter().any(|l| l.starts_with("param name=variant") && l.contains("russian")));
    let wait = out.iter().position(|l| l == "wait").unwrap();
    assert_eq!(out[wait + 1], "ready");
    let dones: Vec<&String> = out.iter().filter(|l| l.starts_with("done")).collect();
    assert_eq!(dones.len(), 2, "{out:#?}");
    let start = Position::initial(Variant::Russian);
    let first = dones[0].split_whitespace().nth(1).unwrap().strip_prefix("move=").unwrap();
    assert!(read_move(&start, first).is_ok(), "{first}");
    let mut after = start;
    for m in ["9-13", "22-18"] {
        after = after.play(&read_move(&after, m).unwrap());
    }
    let second = dones[1].split_whitespace().nth(1).unwrap().strip_prefix("move=").unwrap();
    assert!(read_move(&after, second).is_ok(), "{second}");
    assert!(out.iter().any(|l| l.starts_with("info depth=3 score=") && l.contains("pv=\"")));
    assert_eq!(out.iter().filter(|l| *l == "pong").count(), 2);
    assert_eq!(out.iter().filter(|l| l.starts_with("error message=")).count(), 6, "{out:#?}");
}

#[test]
fn pool_and_czech_play_on_the_hub_with_their_own_first_mover_and_rules() {
    for (name, variant) in [("pool", Variant::Pool), ("czech", Variant::Czech)] {
        let out = session(&format!("hub\ninit\nset-param name=variant value={name}\npos\nlevel depth=3\ngo think\n"));
        let done = out.iter().find(|l| l.starts_with("done")).unwrap_or_else(|| panic!("{out:#?}"));
        let mv = done.split_whitespace().nth(1).unwrap().strip_prefix("move=").unwrap();
        let start = Position::initial(variant);
        let played = read_move(&start, mv).unwrap_or_else(|e| panic!("{name}: {mv}: {e}"));
        assert_eq!(start.piece_at(played.from).map(|p| p.color), Some(start.turn()), "{name}: Pool's Black, Czech's White moves first");
    }
}

#[test]
fn an_illegal_move_or_a_bad_position_is_an_error_not_a_panic() {
    let out = session("pos moves=\"9-14\"\npos pos=Wbbbb\npos pos=\"W\nlevel depth=1\ngo think\nquit\nping\n");
    assert_eq!(out.iter().filter(|l| l.starts_with("error")).count(), 3, "{out:#?}");
    // `quit` ends the loop: nothing answers the `ping` after it.
    assert!(!out.iter().any(|l| l == "pong"));
}

#[test]
fn an_analysis_ends_on_stop_or_at_the_end_of_input() {
    let out = session("pos\ngo analyze\nstop\nping\n");
    assert!(out.iter().any(|l| l.starts_with("done move=")), "{out:#?}");
    assert_eq!(out.last().map(String::as_str), Some("pong"));
    let out = session("pos\ngo ponder\n");
    assert!(!out.iter().any(|l| l.starts_with("done")), "{out:#?}");
    let out = session("pos\nlevel depth=2\ngo ponder\nponder-hit\n");
    assert!(out.iter().any(|l| l.starts_with("done move=")), "{out:#?}");
}

#[test]
fn hostile_lines_get_errors_and_the_loop_goes_on() {
    let mut script: Vec<u8> = Vec::new();
    for line in [
        "level depth=2", "go", "go think think", "pos pos=", "pos pos=W", "pos moves=", "pos moves=\"1-2-3-4-5\"", "pos moves=\"x-x\"",
        "level move-time=1e309", "level depth=99999999999999999999", "set-param", "set-param name=hash value=0",
        "set-param name=hash value=-1", "=", "\"", "pos pos=\"", "level time=5 time=6 inc", "ping",
    ] {
        script.extend_from_slice(line.as_bytes());
        script.push(b'\n');
    }
    script.extend_from_slice(b"\xff\xfe garbage\r\n");
    script.extend_from_slice(&[b'e'; 5000]);
    script.extend_from_slice(b"\nlevel depth=1\ngo think\nping\n");
    let out = session_bytes(&script);
    assert!(out.iter().filter(|l| l.starts_with("error")).count() >= 14, "{out:#?}");
    assert_eq!(out.iter().filter(|l| *l == "pong").count(), 2, "{out:#?}");
    assert!(out.iter().any(|l| l.starts_with("done move=")), "{out:#?}");
}

#[test]
fn scores_in_men_with_wins_near_a_hundred() {
    use damas_ai::Score;
    assert_eq!(score_value(Score(150)), "1.50");
    assert_eq!(score_value(Score(-7)), "-0.07");
    // pydraughts reads a win in n plies from (10000 - n) / 100.
    assert_eq!(score_value(Score(Score::WIN.0 - 3)), "99.97");
    assert_eq!(score_value(Score(-(Score::WIN.0 - 2))), "-99.98");
}

#[test]
fn a_stop_queued_after_the_next_go_leaves_this_search_alone() {
    let out = session("pos\nlevel depth=6\ngo think\ngo analyze\nstop\n");
    // The first search reaches its depth; the analysis is the one that stops.
    assert!(out.iter().any(|l| l.starts_with("info depth=6 ")), "{out:#?}");
    assert_eq!(out.iter().filter(|l| l.starts_with("done move=")).count(), 2, "{out:#?}");
}

#[test]
fn with_databases_the_engine_plays_their_verdict() {
    // Brazilian up to 3 pieces, built into a scratch folder.
    let dir = std::env::temp_dir().join(format!("damas-hub-egtb-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    damas_egtb::build(Variant::Brazilian, 3, 2, &mut |tb, m| {
        damas_egtb::files::save(&dir, tb, m).unwrap();
    })
    .unwrap();
    // A king and a man against a king: the databases say how fast it is won; with them the hub
    // plays a move that wins that fast (a depth-1 search alone could not know).
    let start = Position::from_fen(Variant::Brazilian, "W:WK29,22:BK4").unwrap();
    let tb = damas_egtb::files::load(&dir, Variant::Brazilian, 3).unwrap();
    let Some(damas_egtb::Value::Win(plies)) = tb.probe(&start) else { panic!("{:?}", tb.probe(&start)) };
    let script = format!("hub\ninit\npos pos={}\nlevel depth=1\ngo think\n", write_position(&start));
    let run_with = |egtb: Option<std::path::PathBuf>| {
        let mut out = Vec::new();
        run(Variant::Brazilian, egtb, Box::new(std::io::Cursor::new(script.clone().into_bytes())), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let done = text.lines().find_map(|l| l.strip_prefix("done move=")).unwrap_or_else(|| panic!("{text}")).to_string();
        read_move(&start, done.split_whitespace().next().unwrap()).unwrap()
    };
    let played = start.play(&run_with(Some(dir.clone())));
    assert_eq!(tb.probe(&played), Some(damas_egtb::Value::Loss(plies - 1)), "the quickest win");
    let _ = run_with(None);
    // A folder without tables plays on without them.
    let _ = run_with(Some(dir.join("nothing")));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The move of a `done` line, read back in `pos`.
fn done_move(out: &[String], pos: &Position) -> Move {
    let done = out.iter().find(|l| l.starts_with("done")).unwrap_or_else(|| panic!("{out:#?}"));
    let text = done.split_whitespace().nth(1).and_then(|w| w.strip_prefix("move=")).unwrap_or_else(|| panic!("{done}"));
    read_move(pos, text).unwrap_or_else(|e| panic!("{:?}: {text}: {e}", pos.variant()))
}

#[test]
fn every_draughts_game_plays_a_scripted_session() {
    for variant in Variant::ALL {
        let name = variant.name();
        let start = Position::initial(variant);
        // From the game's initial position, and from the same given as a position string.
        for pos in [String::new(), format!(" pos={}", write_position(&start))] {
            let out = session(&format!("hub\ninit\nset-param name=variant value={name}\npos{pos}\nlevel depth=3\ngo think\n"));
            assert!(out.iter().any(|l| l.starts_with("param name=variant") && l.contains(name)), "{out:#?}");
            assert!(!out.iter().any(|l| l.starts_with("error")), "{name}: {out:#?}");
            let played = done_move(&out, &start);
            assert_eq!(start.piece_at(played.from).map(|p| p.color), Some(start.turn()), "{name}: the side to move's piece");
        }
    }
}

#[test]
fn the_mirrored_boards_and_english_keep_their_own_numbers() {
    // As `damas moves` writes them (Italian as pydraughts does too), along a game.
    for variant in [Variant::Spanish, Variant::Italian, Variant::English] {
        let (mut pos, mut captures) = (Position::initial(variant), 0);
        for ply in 0..80 {
            let all = pos.describe_all();
            if all.is_empty() {
                break;
            }
            for (mv, d) in &all {
                let text = write_move(&pos, mv);
                if mv.is_capture() {
                    // The ends, then each piece taken: the game's numbers.
                    let mut numbers = vec![d.from, d.to];
                    numbers.extend(&d.captured);
                    assert_eq!(text.split('x').map(|n| n.parse().unwrap()).collect::<Vec<u32>>(), numbers, "{variant:?}");
                    captures += 1;
                } else {
                    assert_eq!(text, d.text, "{variant:?}");
                }
                assert_eq!(read_move(&pos, &text).as_ref(), Ok(mv));
            }
            pos = pos.play(&all[(ply * 7) % all.len()].0);
        }
        assert!(captures > 0, "{variant:?}: the game took nothing");
    }
    let texts = |variant: Variant| {
        let start = Position::initial(variant);
        let mut t: Vec<String> = start.legal_moves().iter().map(|m| write_move(&start, m)).collect();
        t.sort();
        t
    };
    assert_eq!(texts(Variant::Italian), ["21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20"]);
    assert_eq!(texts(Variant::English), ["10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14"]);
}

#[test]
fn turkish_is_written_as_pydraughts_writes_it() {
    // pydraughts' Hub position of Turkish's start: a8 first, row by row; its moves counted from
    // White's side (1 = a1), so a3-a4 (41-33 in the game's numbers) is 17-25.
    let start = Position::initial(Variant::Turkish);
    assert_eq!(write_position(&start), format!("W{}{}{}{}{}", "e".repeat(8), "b".repeat(16), "e".repeat(16), "w".repeat(16), "e".repeat(8)));
    let mut texts: Vec<String> = start.legal_moves().iter().map(|m| write_move(&start, m)).collect();
    texts.sort();
    assert!(texts.contains(&"17-25".to_string()), "{texts:?}");
    assert!(texts.iter().all(|t| read_move(&start, t).is_ok()));
    // A 64-letter position picks Turkish whatever the variant.
    let out = session(&format!("pos pos={}\nlevel depth=2\ngo think\n", write_position(&start)));
    let _ = done_move(&out, &start);
}

#[test]
fn on_time_alone_the_book_answers_at_once_unless_it_is_turned_off() {
    let out = session("hub\npos\nlevel move-time=30\ngo think\n");
    assert!(out.contains(&"param name=book value=true type=bool".to_string()), "{out:#?}");
    let infos: Vec<&String> = out.iter().filter(|l| l.starts_with("info ")).collect();
    assert!(matches!(&infos[..], [l] if l.starts_with("info depth=20 ") && l.contains(" nodes=0 ")), "{out:#?}");
    let start = Position::initial(Variant::Brazilian);
    let done = out.iter().find_map(|l| l.strip_prefix("done move=")).expect("a move");
    assert!(read_move(&start, done).is_ok(), "{done}");
    // Turned off, or a depth asked for: a search.
    for script in ["hub\nset-param name=book value=false\npos\nlevel move-time=0.05\ngo think\n", "pos\nlevel depth=3\ngo think\n"] {
        let out = session(script);
        assert!(out.iter().any(|l| l.starts_with("info ") && !l.contains(" nodes=0 ")), "{out:#?}");
    }
    assert!(session("set-param name=book value=maybe\n")[0].starts_with("error message="));
}
