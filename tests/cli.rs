//! The `damas` binary end to end: its output for draughts and Lasca, and one line on stderr with
//! exit status 2 for every bad command line.
#![cfg(not(target_arch = "wasm32"))]

use damas_engine::lasca::LascaPosition;
use std::process::{Command, Output};

fn damas(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_damas")).args(args).output().expect("the damas binary runs")
}

fn stdout(args: &[&str]) -> String {
    let out = damas(args);
    assert_eq!(out.status.code(), Some(0), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

#[test]
fn lasca_perft_prints_each_depth() {
    assert_eq!(stdout(&["perft", "--variant", "lasca", "--depth", "5"]), "perft 1 6\nperft 2 6\nperft 3 18\nperft 4 54\nperft 5 116\n");
    let divided = stdout(&["perft", "--variant", "Lasca", "--depth", "3", "--divide"]);
    let lines: Vec<&str> = divided.lines().collect();
    assert_eq!(lines.first(), Some(&"perft 1 6"));
    assert_eq!(lines.last(), Some(&"perft 3 18"));
    assert_eq!(lines.len(), 2 + 6 + 1, "two depths, six root moves, then the total");
    let fen = "B:a1=w,c1=w,e1=w,b2=bw,d2=w,f2=Bw,c3=w,g3=w,b4=wb,d4=b,f4=W,c5=b,e5=bbw,g5=b,a7=b,c7=B,e7=b";
    assert_eq!(stdout(&["perft", "--variant", "lasca", "--fen", fen, "--depth", "4"]), "perft 1 1\nperft 2 1\nperft 3 1\nperft 4 7\n");
}

#[test]
fn lasca_moves_as_text_and_json() {
    let texts = stdout(&["moves", "--variant", "lasca"]);
    assert_eq!(texts.lines().count(), 6);
    assert!(texts.lines().any(|l| l == "c3-d4"), "{texts}");
    let json = stdout(&["moves", "--variant", "lasca", "--fen", "W:c3=w,a1=w:d4=bB,g7=b", "--json"]);
    assert_eq!(json, "{\"move\":\"c3xe5\",\"from\":\"c3\",\"to\":\"e5\",\"path\":[\"c3\",\"e5\"],\"captured\":[\"d4\"]}\n");
}

/// With `--book`, a book position is answered at once with the book's best move (its info line
/// at the book's depth, no nodes), the same as the book file lists first; without, a search.
#[test]
fn bestmove_from_the_book() {
    let book = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/crates/ai/data/book/russian.txt")).expect("the book");
    let start = damas_engine::Position::initial(damas_engine::Variant::Russian).to_fen();
    let line = book.lines().find_map(|l| l.strip_prefix(&format!("{start}\t"))).expect("the start");
    let best = line.split(' ').next().and_then(|m| m.rsplit_once(':')).expect("a move").0;
    let out = stdout(&["bestmove", "--variant", "russian", "--movetime", "20000", "--book"]);
    let lines: Vec<&str> = out.lines().collect();
    assert!(matches!(&lines[..], [info, last] if info.starts_with("info depth 20 ") && info.contains(" nodes 0 ") && *last == format!("bestmove {best}")), "{out}");
    let searched = stdout(&["bestmove", "--variant", "russian", "--depth", "3"]);
    assert!(searched.lines().any(|l| l.starts_with("info depth 3 ")), "{searched}");
}

#[test]
fn lasca_bestmove_plays_a_legal_move() {
    let out = stdout(&["bestmove", "--variant", "lasca", "--depth", "4"]);
    let last = out.lines().last().expect("a bestmove line");
    let text = last.strip_prefix("bestmove ").expect(last);
    assert!(LascaPosition::initial().parse_move(text).is_ok(), "{text}");
    assert!(out.lines().any(|l| l.starts_with("info depth 4 ")), "{out}");
    let lost = stdout(&["bestmove", "--variant", "lasca", "--fen", "B:a1=W", "--depth", "2"]);
    assert_eq!(lost.lines().last(), Some("bestmove none"));
}

#[test]
fn draughts_commands_still_work() {
    assert_eq!(stdout(&["perft", "--variant", "brazilian", "--depth", "2"]), "perft 1 7\nperft 2 49\n");
    assert_eq!(stdout(&["moves", "--variant", "turkish", "--fen", "W:Wd4:Bh8"]).lines().count(), 3);
}

#[test]
fn bad_input_is_one_line_on_stderr_and_status_2() {
    for args in [
        &["perft", "--variant", "lasca"][..],
        &["perft", "--variant", "lasca", "--depth", "two"],
        &["perft", "--variant", "lasca", "--depth", "2", "--keep-duplicates"],
        &["moves", "--variant", "lasca", "--fen", "W:z9=w"],
        &["moves", "--variant", "lasca", "--fen", "Q:a1=w"],
        &["moves", "--variant", "lasco"],
        &["bestmove", "--variant", "lasca"],
        &["perft", "--variant", "brazilian", "--fen", "W:W99", "--depth", "1"],
    ] {
        let out = damas(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("damas: "), "{args:?}: {err}");
    }
}

#[test]
fn hub_plays_and_stops_over_pipes() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_damas")).arg("hub").stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().expect("damas hub runs");
    let mut input = child.stdin.take().expect("stdin");
    let mut output = BufReader::new(child.stdout.take().expect("stdout")).lines();
    let mut until = |prefix: &str| -> Vec<String> {
        let mut seen = Vec::new();
        for line in output.by_ref() {
            let line = line.expect("a line");
            let end = line.starts_with(prefix);
            seen.push(line);
            if end {
                return seen;
            }
        }
        panic!("no {prefix} line in {seen:?}");
    };
    writeln!(input, "hub").unwrap();
    assert!(until("wait").iter().any(|l| l.starts_with("param name=variant")));
    writeln!(input, "init\nset-param name=variant value=russian\npos moves=\"9-13\"\nlevel move-time=0.1\ngo think").unwrap();
    let done = until("done");
    assert!(done.iter().any(|l| l.starts_with("info depth=")), "{done:?}");
    assert!(done.last().unwrap().starts_with("done move="), "{done:?}");
    // An analysis runs until `stop`, then reports.
    writeln!(input, "go analyze").unwrap();
    until("info");
    writeln!(input, "stop").unwrap();
    assert!(until("done").last().unwrap().starts_with("done move="));
    writeln!(input, "bogus\nping").unwrap();
    let answers = until("pong");
    assert!(answers.iter().any(|l| l.starts_with("error")), "{answers:?}");
    writeln!(input, "quit").unwrap();
    assert_eq!(child.wait().unwrap().code(), Some(0));
}

#[test]
fn spanish_italian_czech_and_pool_through_every_command() {
    use damas_engine::{Position, Variant};
    use std::io::Write;
    use std::process::Stdio;
    for (name, variant) in [("spanish", Variant::Spanish), ("italian", Variant::Italian), ("czech", Variant::Czech), ("pool", Variant::Pool)] {
        let start = Position::initial(variant);
        assert_eq!(stdout(&["perft", "--variant", name, "--depth", "2"]), "perft 1 7\nperft 2 49\n", "{name}");
        let moves = stdout(&["moves", "--variant", name]);
        assert_eq!(moves.lines().count(), 7, "{name}");
        assert!(moves.lines().all(|m| start.parse_move(m).is_ok()), "{name}: {moves}");
        let best = stdout(&["bestmove", "--variant", name, "--depth", "3"]);
        let text = best.lines().last().and_then(|l| l.strip_prefix("bestmove ")).expect("a bestmove line");
        assert!(start.parse_move(text).is_ok(), "{name}: {text}");
        // The hub, started in the game: a legal move in its own Hub numbers.
        let mut child = Command::new(env!("CARGO_BIN_EXE_damas")).args(["hub", "--variant", name]).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().expect("damas hub runs");
        child.stdin.take().expect("stdin").write_all(b"hub\ninit\npos\nlevel depth=2\ngo think\nquit\n").unwrap();
        let out = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
        assert!(out.contains(&format!("param name=variant value={name} ")), "{out}");
        let done = out.lines().find_map(|l| l.strip_prefix("done move=")).unwrap_or_else(|| panic!("{name}: {out}"));
        let mv = done.split_whitespace().next().unwrap();
        assert!(damas::cli::hub::read_move(&start, mv).is_ok(), "{name}: {mv}");
    }
}
