//! The page's half of the worker protocol without serde: the page writes requests with a small
//! JSON writer and reads responses with the browser's own `JSON.parse`. serde and serde_json were
//! a tenth of the page's gzipped wasm (the worker has its own half, `worker_codec`), and the tests
//! check that both halves agree on every message.

use super::json::write_string;
use super::protocol::{Request, SearchRequest};
use std::fmt::Write as _;

/// The request as JSON text, as [`Request::from_json`] reads it (fields left out when unset).
#[must_use]
pub fn request_json(request: &Request) -> String {
    let mut out = String::with_capacity(128);
    match request {
        Request::Stop { id } => {
            let _ = write!(out, r#"{{"type":"stop","id":{id}}}"#);
        }
        Request::Search(s) => write_search(&mut out, s),
    }
    out
}

fn write_search(out: &mut String, s: &SearchRequest) {
    let _ = write!(out, r#"{{"type":"search","id":{},"variant":"#, s.id);
    write_string(out, &s.variant);
    out.push_str(r#","fen":"#);
    write_string(out, &s.fen);
    out.push_str(r#","history":["#);
    for (i, fen) in s.history.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_string(out, fen);
    }
    out.push(']');
    if let Some(ms) = s.movetime_ms {
        let _ = write!(out, r#","movetime_ms":{ms}"#);
    }
    if let Some(d) = s.depth {
        let _ = write!(out, r#","depth":{d}"#);
    }
    if let Some(l) = s.level {
        let _ = write!(out, r#","level":{l}"#);
    }
    let _ = write!(out, r#","seed":{}}}"#, s.seed);
}

#[cfg(target_arch = "wasm32")]
pub use browser::response_from_json;

#[cfg(target_arch = "wasm32")]
mod browser {
    use super::super::protocol::{Known, Outcome, ProtocolError, Response, MAX_MESSAGE};
    use wasm_bindgen::JsValue;

    fn malformed(what: &str) -> ProtocolError {
        ProtocolError::Malformed(what.to_string())
    }

    fn field(obj: &JsValue, key: &str) -> JsValue {
        js_sys::Reflect::get(obj, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
    }

    /// A whole number in `[min, max]`, as JSON gives it (a double).
    fn whole(obj: &JsValue, key: &str, min: f64, max: f64) -> Result<f64, ProtocolError> {
        match field(obj, key).as_f64() {
            Some(x) if x.fract() == 0.0 && (min..=max).contains(&x) => Ok(x),
            _ => Err(malformed(key)),
        }
    }

    fn id(obj: &JsValue) -> Result<u32, ProtocolError> {
        whole(obj, "id", 0.0, f64::from(u32::MAX)).map(|x| x as u32)
    }

    fn depth(obj: &JsValue) -> Result<u32, ProtocolError> {
        whole(obj, "depth", 0.0, f64::from(u32::MAX)).map(|x| x as u32)
    }

    fn score(obj: &JsValue) -> Result<i32, ProtocolError> {
        whole(obj, "score", f64::from(i32::MIN), f64::from(i32::MAX)).map(|x| x as i32)
    }

    fn text(obj: &JsValue, key: &str) -> Result<String, ProtocolError> {
        field(obj, key).as_string().ok_or_else(|| malformed(key))
    }

    fn texts(obj: &JsValue, key: &str) -> Result<Vec<String>, ProtocolError> {
        let value = field(obj, key);
        if !js_sys::Array::is_array(&value) {
            return Err(malformed(key));
        }
        js_sys::Array::from(&value).iter().map(|v| v.as_string().ok_or_else(|| malformed(key))).collect()
    }

    /// The optional database value of a `bestmove`; anything unreadable counts as absent.
    fn known(obj: &JsValue) -> Option<Known> {
        let result = match field(obj, "result").as_string()?.as_str() {
            "win" => Outcome::Win,
            "loss" => Outcome::Loss,
            "draw" => Outcome::Draw,
            _ => return None,
        };
        Some(Known { result, plies: whole(obj, "plies", 0.0, 255.0).ok()? as u32 })
    }

    /// Reads a worker response, as [`Response::from_json`] does.
    ///
    /// # Errors
    /// [`ProtocolError::TooLong`], or [`ProtocolError::Malformed`] naming the first bad field.
    pub fn response_from_json(json: &str) -> Result<Response, ProtocolError> {
        if json.len() > MAX_MESSAGE {
            return Err(ProtocolError::TooLong(json.len()));
        }
        let obj = js_sys::JSON::parse(json).map_err(|_| malformed("not JSON"))?;
        if !obj.is_object() || js_sys::Array::is_array(&obj) {
            return Err(malformed("not an object"));
        }
        match text(&obj, "type")?.as_str() {
            "info" => Ok(Response::Info {
                id: id(&obj)?,
                depth: depth(&obj)?,
                score: score(&obj)?,
                // Node counts stay far below 2^53, where doubles are still exact.
                nodes: whole(&obj, "nodes", 0.0, 9_007_199_254_740_992.0)? as u64,
                time_ms: field(&obj, "time_ms").as_f64().filter(|t| t.is_finite()).ok_or_else(|| malformed("time_ms"))?,
                pv: texts(&obj, "pv")?,
            }),
            "bestmove" => Ok(Response::BestMove {
                id: id(&obj)?,
                mv: text(&obj, "move")?,
                score: score(&obj)?,
                depth: depth(&obj)?,
                pv: texts(&obj, "pv")?,
                egtb: known(&field(&obj, "egtb")),
            }),
            "error" => {
                let id = match field(&obj, "id") {
                    v if v.is_null() || v.is_undefined() => None,
                    _ => Some(id(&obj)?),
                };
                Ok(Response::Error { id, message: text(&obj, "message")? })
            }
            _ => Err(malformed("type")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::worker::sample_requests::requests;

    #[test]
    fn the_worker_reads_what_the_page_writes() {
        for r in requests() {
            let json = request_json(&r);
            assert_eq!(Request::from_json(&json), Ok(r.clone()), "{json}");
        }
    }
}
