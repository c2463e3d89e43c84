//! The requests the codec tests send both ways (the page's writer and the worker's reader, each
//! against serde): every kind, the extreme ids, a Lasca search and hostile text (quotes,
//! backslashes, control characters, non-ASCII) that must survive the trip unchanged.

use super::protocol::{Request, SearchRequest};

/// A search with the test's usual options.
pub fn search(history: Vec<String>, fen: &str) -> SearchRequest {
    SearchRequest {
        id: 4_000_000_000,
        variant: "brazilian".into(),
        fen: fen.into(),
        history,
        movetime_ms: Some(1500),
        depth: None,
        level: Some(8),
        seed: u64::MAX,
    }
}

/// One of each kind of request, and the hard cases.
pub fn requests() -> Vec<Request> {
    vec![
        Request::Stop { id: 0 },
        Request::Stop { id: u32::MAX },
        Request::Search(search(vec![], "W:W21-32:B1-12")),
        Request::Search(search(vec!["W:W21-32:B1-12".into(), "B:W17,21-32:B1-12".into()], "W:W17:B1")),
        Request::Search(SearchRequest { movetime_ms: None, depth: Some(12), level: None, seed: 0, ..search(vec![], "W:W1:B2") }),
        Request::Search(SearchRequest { variant: "lasca".into(), ..search(vec!["W:a1=w,c3=bW".into()], "B:c3=bW,e5=w") }),
        Request::Search(search(vec!["\"\\\n\r\t\u{1}\u{1f}é😀</script>".into()], "x\"y")),
    ]
}
