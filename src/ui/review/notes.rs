//! A review as PDN: each move's judgement as its glyph (`?!`, `?`, `??`), the evaluation after it
//! as an `[%eval ...]` comment (White's view, in men, `#n` for a win in `n` moves, as PGN tools
//! write it) and the engine's move when it is another as `[%best ...]`; the start position's
//! evaluation is a comment before the first move. Read back, a game whose every position carries
//! an evaluation is a finished review again, with the same judgements.

use super::{Review, Verdict};
use crate::ui::review::eval::Eval;
use damas_ai::WIN;
use damas_engine::notation::pdn::{MoveNote, Notes};
use damas_engine::{Color, Playable, Record};

/// The `[%eval ...]` comment of a position scored `score` for `turn`, the side to move.
#[must_use]
pub fn eval_text(score: i32, turn: Color) -> String {
    let eval = if score <= -WIN { Eval::Win { side: !turn, moves: 0 } } else { Eval::from_score(score, turn) };
    let value = match eval {
        Eval::Win { side: Color::White, moves } => format!("#{moves}"),
        Eval::Win { side: Color::Black, moves } => format!("#-{moves}"),
        Eval::Men(_) => eval.men_text().unwrap_or_default().trim_start_matches('+').to_string(),
    };
    format!("[%eval {value}]")
}

/// The score for `turn` of the first `[%eval ...]` in `comment`, if it reads: men with at most
/// two decimals, or `#n` / `#-n`.
#[must_use]
pub fn read_eval(comment: &str, turn: Color) -> Option<i32> {
    let value = command(comment, "%eval")?;
    let white = if let Some(mate) = value.strip_prefix('#') {
        let (winner, moves) = match mate.strip_prefix('-') {
            Some(m) => (Color::Black, m),
            None => (Color::White, mate),
        };
        let moves: i32 = moves.parse().ok().filter(|m| (0..=400).contains(m))?;
        let plies = if winner == turn { 2 * moves - 1 } else { 2 * moves };
        let score = WIN - plies.max(0);
        return Some(if winner == turn { score } else { -score });
    } else {
        hundredths(value)?
    };
    Some(if turn == Color::White { white } else { -white })
}

/// `-1.2` as -120; at most two decimals and ten thousand men.
fn hundredths(text: &str) -> Option<i32> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let (whole, frac) = digits.split_once('.').unwrap_or((digits, ""));
    if whole.is_empty() || whole.len() > 4 || frac.len() > 2 || !whole.chars().chain(frac.chars()).all(|c| c.is_ascii_digit()) {
        return None;
    }
    let frac: i32 = format!("{frac:0<2}").parse().ok()?;
    let value = whole.parse::<i32>().ok()? * 100 + frac;
    Some(if negative { -value } else { value })
}

/// The argument of `[name arg]` in a comment.
fn command<'a>(comment: &'a str, name: &str) -> Option<&'a str> {
    let at = comment.find(&format!("[{name} "))?;
    let rest = &comment[at + name.len() + 2..];
    Some(rest[..rest.find(']')?].trim())
}

impl<G: Playable> Review<G> {
    /// The review as PDN notes (a finished review; unsearched positions get no comment).
    #[must_use]
    pub fn notes(&self, label: impl Fn(&str) -> String) -> Notes {
        let comment = |i: usize| self.verdict(i).map(|v| eval_text(v.score, self.positions[i].turn()));
        let moves = (0..self.moves.len())
            .map(|i| {
                let judged = self.judge(i);
                let mut text = comment(i + 1).unwrap_or_default();
                if let Some(best) = judged.as_ref().and_then(|m| m.best.as_ref()) {
                    // In the player's notation (`label`), as the moves are (both read back).
                    text.push_str(&format!(" [%best {}]", label(best)));
                }
                let comments = if text.is_empty() { Vec::new() } else { vec![text.trim().to_string()] };
                MoveNote { nag: judged.and_then(|m| m.judgement).map(|j| j.nag()), comments }
            })
            .collect();
        Notes { intro: comment(0).into_iter().collect(), moves }
    }

    /// The review a PDN game carries, when every position that needs a search has an
    /// `[%eval ...]`: the intro's for the start, each move's for the position after it. A move
    /// without `[%best ...]` was the engine's choice; a `[%best ...]` that is no legal move
    /// there is dropped.
    #[must_use]
    pub fn from_notes(record: &Record<G>, notes: &Notes) -> Option<Review<G>> {
        let mut review = Review::new(record);
        let n = review.moves.len();
        if notes.moves.len() != n {
            return None;
        }
        for i in 0..=n {
            if review.verdicts[i].is_some() {
                continue;
            }
            let pos = review.positions[i];
            let comments = if i == 0 { &notes.intro } else { &notes.moves[i - 1].comments };
            let score = comments.iter().find_map(|c| read_eval(c, pos.turn()))?;
            let after = if i < n { notes.moves[i].comments.iter().find_map(|c| command(c, "%best")) } else { None };
            let best = match (after, review.moves.get(i)) {
                (Some(text), _) => pos.parse_move(text).ok().filter(|mv| pos.legal_moves().contains(mv)),
                (None, played) => played.copied(),
            };
            review.verdicts[i] = Some(Verdict { score, best: best.map(|mv| pos.move_text(&mv)) });
        }
        Some(review)
    }
}

/// The finished reviews a PDN text carries (draughts games whose every position has an
/// evaluation), so that opening one of its games shows its review at once. Unreadable text
/// carries none.
#[must_use]
pub fn reviews_in_pdn(text: &str, variant: damas_engine::Variant) -> Vec<Review<damas_engine::Position>> {
    let Ok(games) = damas_engine::notation::pdn::read_games(text, variant) else { return Vec::new() };
    games
        .iter()
        .filter(|g| !g.notes.is_empty())
        .filter_map(|g| {
            let record = Record::from_line(*g.game.start(), g.game.moves(), g.game.moves().len()).ok()?;
            Review::from_notes(&record, &g.notes)
        })
        .collect()
}
