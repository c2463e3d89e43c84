//! What a PDN file says about a game besides its moves: who played it, where, when and how it
//! ended (its header's Seven Tag Roster), kept with the game it opened so the page can show it
//! above the moves and write it back on export; and its comments as a reader sees them.
//!
//! Every value comes from a file or a paste: hostile text. It is kept as plain text (the page
//! renders it as text, never markup), without control characters, clipped to [`MAX_VALUE`]
//! characters; `?` and empty values say nothing and are dropped.

/// The longest header value kept, in characters (a name, an event: more is a paste gone wrong).
pub const MAX_VALUE: usize = 80;
/// The longest comment shown, in characters.
pub const MAX_COMMENT: usize = 600;

/// The header of a game opened from PDN: each part that the file set.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct About {
    /// The player of White (the first mover's side in every game).
    pub white: Option<String>,
    /// The player of Black.
    pub black: Option<String>,
    /// The tournament or match.
    pub event: Option<String>,
    /// Where it was played.
    pub site: Option<String>,
    /// When (`YYYY.MM.DD`, parts may be `??`).
    pub date: Option<String>,
    /// The round of the event.
    pub round: Option<String>,
    /// The result the file gives (`2-0`, `1-1`, `0-2`, `1-0`...): the game may have ended by
    /// resignation or agreement, which its moves alone do not say.
    pub result: Option<String>,
}

impl About {
    /// The header's parts by their tags' names in lower case, as links and the panels' wire
    /// write them, in this order.
    pub const PARTS: [&'static str; 7] = ["white", "black", "event", "site", "date", "round", "result"];

    /// The header of tags `tags` (name, value; names in any case, the first of each kept).
    #[must_use]
    pub fn from_tags(tags: &[(String, String)]) -> About {
        let mut about = About::default();
        for (name, value) in tags.iter().rev() {
            about.set(name, value);
        }
        about
    }

    /// Sets the part tag `name` (any case) names to `value` as shown; `false` when `name` is no
    /// part of the header.
    pub fn set(&mut self, name: &str, value: &str) -> bool {
        let value = clean(value, MAX_VALUE).filter(|v| !(name.eq_ignore_ascii_case("result") && v == "*"));
        let Some(part) = self.part(name) else { return false };
        *part = value;
        true
    }

    /// Each part that is set, by its tag's name in lower case (as links and the panels' wire
    /// write it).
    pub fn parts(&self) -> impl Iterator<Item = (&'static str, &str)> {
        let values = [&self.white, &self.black, &self.event, &self.site, &self.date, &self.round, &self.result];
        Self::PARTS.into_iter().zip(values).filter_map(|(name, value)| Some((name, value.as_deref()?)))
    }

    fn part(&mut self, name: &str) -> Option<&mut Option<String>> {
        let values = [&mut self.white, &mut self.black, &mut self.event, &mut self.site, &mut self.date, &mut self.round, &mut self.result];
        Self::PARTS.into_iter().zip(values).find(|(part, _)| part.eq_ignore_ascii_case(name)).map(|(_, value)| value)
    }

    /// Whether the file said nothing about the game.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        *self == About::default()
    }

    /// The tags to write back on export, in the roster's order (`?` for what is unknown, as PDN
    /// asks; the result is the game's own and is written by the exporter).
    #[must_use]
    pub fn tags(&self) -> [(&'static str, &str); 6] {
        fn value(v: &Option<String>) -> &str {
            v.as_deref().unwrap_or("?")
        }
        [
            ("Event", value(&self.event)),
            ("Site", value(&self.site)),
            ("Date", value(&self.date)),
            ("Round", value(&self.round)),
            ("White", value(&self.white)),
            ("Black", value(&self.black)),
        ]
    }
}

/// A comment as a reader sees it: the PDN commands in brackets (`[%eval 0.25]`, `[%clock ...]`,
/// machine annotations) taken out, white space made single, clipped; `None` when nothing is left.
#[must_use]
pub fn shown_comment(comment: &str) -> Option<String> {
    let mut text = String::new();
    let mut rest = comment;
    while let Some(open) = rest.find("[%") {
        text.push_str(&rest[..open]);
        rest = match rest[open..].find(']') {
            Some(close) => &rest[open + close + 1..],
            None => "",
        };
    }
    text.push_str(rest);
    clean(&text, MAX_COMMENT)
}

/// `value` without control characters, its white space made single, clipped to `max`
/// characters (with an ellipsis); `None` when empty or unknown (`?`, `????.??.??`).
fn clean(value: &str, max: usize) -> Option<String> {
    let mut out = String::new();
    let mut count = 0;
    for word in value.split(|c: char| c.is_whitespace() || c.is_control()).filter(|w| !w.is_empty()) {
        if !out.is_empty() {
            out.push(' ');
            count += 1;
        }
        out.push_str(word);
        count += word.chars().count();
    }
    if count > max {
        out = out.chars().take(max - 1).collect();
        out.push('…');
    }
    (!out.chars().all(|c| c == '?' || c == '.')).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    #[test]
    fn reads_the_roster_and_drops_what_says_nothing() {
        let about = About::from_tags(&tags(&[
            ("Event", "Campeonato  Brasileiro"),
            ("Site", "?"),
            ("date", "2026.11.28"),
            ("White", "Ana\tLima"),
            ("Black", ""),
            ("Result", "2-0"),
            ("White", "second"),
        ]));
        assert_eq!(about.event.as_deref(), Some("Campeonato Brasileiro"));
        assert_eq!((about.site, about.black, about.round), (None, None, None));
        assert_eq!(about.date.as_deref(), Some("2026.11.28"));
        assert_eq!(about.white.as_deref(), Some("Ana Lima"));
        assert_eq!(about.result.as_deref(), Some("2-0"));
        assert!(About::from_tags(&tags(&[("Result", "*"), ("Event", "?"), ("Date", "????.??.??")])).is_empty());
    }

    #[test]
    fn hostile_values_are_plain_and_short() {
        let long = "x".repeat(1000);
        let about = About::from_tags(&tags(&[("White", &long), ("Black", "<b>\u{7}Bob\u{0}</b>")]));
        assert_eq!(about.white.as_ref().map(|w| w.chars().count()), Some(MAX_VALUE));
        assert!(about.white.unwrap().ends_with('…'));
        // Markup stays text (the page renders it as text); control characters go.
        assert_eq!(about.black.as_deref(), Some("<b> Bob </b>"));
    }

    #[test]
    fn parts_go_out_and_come_back() {
        let about = About::from_tags(&tags(&[("White", "Ana"), ("Round", "3"), ("Result", "1-1")]));
        let mut back = About::default();
        for (name, value) in about.parts() {
            assert!(back.set(name, value));
        }
        assert_eq!(back, about);
        assert!(!back.set("Annotator", "x"), "no part of the header");
    }

    #[test]
    fn writes_back_the_roster_in_order() {
        let about = About { white: Some("Ana".into()), event: Some("Club".into()), ..About::default() };
        assert_eq!(about.tags(), [("Event", "Club"), ("Site", "?"), ("Date", "?"), ("Round", "?"), ("White", "Ana"), ("Black", "?")]);
    }

    #[test]
    fn comments_lose_their_commands() {
        assert_eq!(shown_comment("[%clock w0:05:00 B0:04:58]"), None);
        assert_eq!(shown_comment("  a strong\nmove [%eval 0.25] here "), Some("a strong move here".into()));
        assert_eq!(shown_comment("unclosed [%eval 1"), Some("unclosed".into()));
        assert_eq!(shown_comment(""), None);
        assert_eq!(shown_comment(&"é".repeat(2000)).map(|c| c.chars().count()), Some(MAX_COMMENT));
    }
}
