use super::*;
use crate::worker::sample_requests::requests;

#[test]
fn reads_what_serde_writes() {
    for r in requests() {
        let json = serde_json::to_string(&r).unwrap();
        assert_eq!(request_from_json(&json), Ok(r.clone()), "{json}");
    }
    // Fields left out take their defaults; null is an absent option; unknown fields are ignored.
    let r = request_from_json(r#"{"id":7,"fen":"f","type":"search","variant":"v","depth":null,"extra":[{"a":1}]}"#).unwrap();
    let Request::Search(s) = r else { panic!() };
    assert_eq!((s.id, s.history.len(), s.movetime_ms, s.depth, s.level, s.seed), (7, 0, None, None, None, 0));
}

#[test]
fn refuses_what_serde_refuses() {
    for bad in [
        "",
        "[]",
        r#"{"type":"stop"}"#,
        r#"{"type":"stop","id":-1}"#,
        r#"{"type":"stop","id":1.0}"#,
        r#"{"type":"stop","id":4294967296}"#,
        r#"{"type":"pause","id":1}"#,
        r#"{"type":7,"id":1}"#,
        r#"{"type":"stop","id":1,"id":2}"#,
        r#"{"type":"search","id":1,"variant":"v"}"#,
        r#"{"type":"search","id":1,"variant":"v","fen":"f","history":null}"#,
        r#"{"type":"search","id":1,"variant":"v","fen":"f","history":[1]}"#,
        r#"{"type":"search","id":1,"variant":"v","fen":"f","level":256}"#,
        r#"{"type":"search","id":1,"variant":"v","fen":"f","seed":null}"#,
    ] {
        assert!(matches!(request_from_json(bad), Err(ProtocolError::Malformed(_))), "{bad}");
        assert!(serde_json::from_str::<Request>(bad).is_err(), "serde reads {bad}");
    }
    assert!(matches!(request_from_json(&" ".repeat(MAX_MESSAGE + 1)), Err(ProtocolError::TooLong(_))));
}

#[test]
fn agrees_with_serde_on_mutated_requests() {
    let mut state = 7u64;
    let mut next = || {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        state >> 24
    };
    let alphabet = b"{}[]:,\"\\-.e019 nul";
    for r in requests() {
        let text = serde_json::to_string(&r).unwrap();
        for _ in 0..2000 {
            let mut bytes = text.as_bytes().to_vec();
            let i = next() as usize % bytes.len();
            if next() % 2 == 0 {
                bytes[i] = alphabet[next() as usize % alphabet.len()];
            } else {
                bytes.remove(i);
            }
            let Ok(mutated) = String::from_utf8(bytes) else { continue };
            let theirs = serde_json::from_str::<Request>(&mutated);
            // A number past f64's range in a field the request does not use is read here, as JSON's
            // grammar allows (see `json`'s tests); serde_json refuses it.
            if theirs.as_ref().is_err_and(|e| e.to_string().starts_with("number out of range")) {
                continue;
            }
            assert_eq!(request_from_json(&mutated).ok(), theirs.ok(), "{mutated}");
        }
    }
}

#[test]
fn serde_reads_what_the_worker_writes() {
    let known = Some(Known { result: Outcome::Loss, plies: 255 });
    let responses = [
        Response::Info { id: 7, depth: 12, score: -35, nodes: 812_345, time_ms: 180.5, pv: vec!["22-17".into(), "11-16".into()] },
        Response::Info { id: 0, depth: 0, score: i32::MIN, nodes: 1 << 52, time_ms: 0.0, pv: vec![] },
        Response::Info { id: u32::MAX, depth: 1, score: i32::MAX, nodes: 0, time_ms: 123_456.789, pv: vec!["\"x\\".into()] },
        Response::BestMove { id: 1, mv: "22-17".into(), score: 5, depth: 9, pv: vec!["22-17".into()], egtb: None },
        Response::BestMove { id: 1, mv: "28x19".into(), score: 29987, depth: 13, pv: vec![], egtb: known },
        Response::Error { id: None, message: "bad FEN: \"é\n\"".into() },
        Response::Error { id: Some(3), message: String::new() },
    ];
    for r in responses {
        let json = response_json(&r);
        assert_eq!(Response::from_json(&json), Ok(r.clone()), "{json}");
        assert_eq!(parse(&json).map(|_| ()), Ok(()), "{json}");
    }
}

#[test]
fn times_are_written_to_the_microsecond() {
    let time = |t: f64| {
        let json = response_json(&Response::Info { id: 1, depth: 1, score: 0, nodes: 0, time_ms: t, pv: vec![] });
        json.split(r#""time_ms":"#).nth(1).unwrap().split(',').next().unwrap().to_string()
    };
    assert_eq!(time(180.5), "180.500");
    assert_eq!(time(0.0004), "0.000");
    assert_eq!(time(1.0006), "1.001");
    assert_eq!(time(f64::NAN), "0.000");
    assert_eq!(time(-3.0), "0.000");
    assert_eq!(time(f64::INFINITY), "0.000");
}
