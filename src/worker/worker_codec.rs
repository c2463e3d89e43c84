//! The worker's half of the protocol without serde_json: it reads requests with the small reader
//! of [`super::json`] and writes responses with a small writer (the page reads them with the
//! browser's `JSON.parse`). serde_json and its float printer were about 14 KB of the worker's
//! gzipped wasm. The tests check both against serde_json, which the native build keeps as the
//! reference ([`Request::to_json`], [`Response::from_json`]).

use super::json::{parse, write_string, Json};
use super::protocol::{Known, Outcome, ProtocolError, Request, Response, SearchRequest, MAX_MESSAGE};
use std::fmt::Write as _;

fn malformed(what: impl Into<String>) -> ProtocolError {
    ProtocolError::Malformed(what.into())
}

/// A field that must be there, of the right kind.
fn required<'a, T>(obj: &'a Json, key: &str, read: impl Fn(&'a Json) -> Option<T>) -> Result<T, ProtocolError> {
    match obj.get(key) {
        None => Err(malformed(format!("missing field `{key}`"))),
        Some(v) => read(v).ok_or_else(|| malformed(format!("invalid `{key}`"))),
    }
}

/// A field that may be left out (or, for `Option` fields, be `null`).
fn optional<'a, T>(obj: &'a Json, key: &str, read: impl Fn(&'a Json) -> Option<T>) -> Result<Option<T>, ProtocolError> {
    match obj.get(key) {
        None => Ok(None),
        Some(v) => read(v).map(Some).ok_or_else(|| malformed(format!("invalid `{key}`"))),
    }
}

fn or_null<'a, T>(read: impl Fn(&'a Json) -> Option<T>) -> impl Fn(&'a Json) -> Option<Option<T>> {
    move |v| if *v == Json::Null { Some(None) } else { read(v).map(Some) }
}

fn texts(v: &Json) -> Option<Vec<String>> {
    match v {
        Json::Array(items) => items.iter().map(|i| i.text().map(str::to_string)).collect(),
        _ => None,
    }
}

/// Reads a request, as serde would read [`Request`] (unknown fields ignored, a field twice refused).
///
/// # Errors
/// [`ProtocolError::TooLong`] or [`ProtocolError::Malformed`].
pub fn request_from_json(text: &str) -> Result<Request, ProtocolError> {
    if text.len() > MAX_MESSAGE {
        return Err(ProtocolError::TooLong(text.len()));
    }
    let obj = parse(text).map_err(|e| malformed(e.to_string()))?;
    let Json::Object(members) = &obj else { return Err(malformed("not an object")) };
    for (i, (key, _)) in members.iter().enumerate() {
        if members[..i].iter().any(|(k, _)| k == key) {
            return Err(malformed(format!("duplicate field `{key}`")));
        }
    }
    let id = |obj: &Json| required(obj, "id", Json::whole::<u32>);
    match required(&obj, "type", Json::text)? {
        "stop" => Ok(Request::Stop { id: id(&obj)? }),
        "search" => Ok(Request::Search(SearchRequest {
            id: id(&obj)?,
            variant: required(&obj, "variant", Json::text)?.to_string(),
            fen: required(&obj, "fen", Json::text)?.to_string(),
            history: optional(&obj, "history", texts)?.unwrap_or_default(),
            movetime_ms: optional(&obj, "movetime_ms", or_null(Json::whole::<u32>))?.flatten(),
            depth: optional(&obj, "depth", or_null(Json::whole::<u32>))?.flatten(),
            level: optional(&obj, "level", or_null(Json::whole::<u8>))?.flatten(),
            seed: optional(&obj, "seed", Json::whole::<u64>)?.unwrap_or(0),
        })),
        other => Err(malformed(format!("unknown type `{}`", other.chars().take(40).collect::<String>()))),
    }
}

impl Request {
    /// Reads a request from JSON text ([`request_from_json`]: no serde_json in the worker's wasm).
    ///
    /// # Errors
    /// [`ProtocolError::TooLong`] or [`ProtocolError::Malformed`].
    pub fn from_json(text: &str) -> Result<Request, ProtocolError> {
        request_from_json(text)
    }
}

impl Response {
    /// The response as JSON text ([`response_json`]: time to the microsecond).
    #[must_use]
    pub fn to_json(&self) -> String {
        response_json(self)
    }
}

fn write_texts(out: &mut String, texts: &[String]) {
    out.push('[');
    for (i, t) in texts.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_string(out, t);
    }
    out.push(']');
}

/// Milliseconds to the microsecond, without the float printer (a time is never negative; anything
/// not finite is written as 0).
fn write_ms(out: &mut String, ms: f64) {
    let micros = if ms.is_finite() && ms > 0.0 { (ms * 1000.0).round().min(9e15) as u64 } else { 0 };
    let _ = write!(out, "{}.{:03}", micros / 1000, micros % 1000);
}

/// The response as JSON text (the fields of [`super::protocol`]'s examples, in that order).
#[must_use]
pub fn response_json(response: &Response) -> String {
    let mut out = String::with_capacity(96);
    match response {
        Response::Info { id, depth, score, nodes, time_ms, pv } => {
            let _ = write!(out, r#"{{"type":"info","id":{id},"depth":{depth},"score":{score},"nodes":{nodes},"time_ms":"#);
            write_ms(&mut out, *time_ms);
            out.push_str(r#","pv":"#);
            write_texts(&mut out, pv);
        }
        Response::BestMove { id, mv, score, depth, pv, egtb } => {
            let _ = write!(out, r#"{{"type":"bestmove","id":{id},"move":"#);
            write_string(&mut out, mv);
            let _ = write!(out, r#","score":{score},"depth":{depth},"pv":"#);
            write_texts(&mut out, pv);
            if let Some(Known { result, plies }) = egtb {
                let result = match result {
                    Outcome::Win => "win",
                    Outcome::Loss => "loss",
                    Outcome::Draw => "draw",
                };
                let _ = write!(out, r#","egtb":{{"result":"{result}","plies":{plies}}}"#);
            }
        }
        Response::Error { id, message } => {
            out.push_str(r#"{"type":"error","id":"#);
            match id {
                Some(id) => {
                    let _ = write!(out, "{id}");
                }
                None => out.push_str("null"),
            }
            out.push_str(r#","message":"#);
            write_string(&mut out, message);
        }
    }
    out.push('}');
    out
}

#[cfg(test)]
mod tests;
