//! The review panel as values ([`ReviewPanelView`] in, [`ReviewAction`] out) and as the text the
//! draughts page and its panels' bundle (`src/bin/panels.rs`, which draws the panel) hand each
//! other: two wasm modules share no memory. Same form as the side panels' hand-over
//! ([`crate::ui::panels::wire`]): query pairs, values encoded. Reading never panics: a broken
//! text is a [`WireError`]. Pure and native.

use crate::link::encode_component;
use crate::ui::shell::parts::wire::{flag, pairs, WireError};
use crate::ui::prefs::Lang;
use crate::ui::review::Judgement;
use damas_engine::Color;
use std::rc::Rc;

/// What the player asks of the review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewAction {
    /// Review the game on view.
    Start,
    /// Stop the review, or close it.
    Close,
    /// Show the position after this many moves.
    Go(usize),
    /// A round of this side's mistakes.
    Learn(Color),
    /// Back to the mistake's position to try again.
    Retry,
    /// Show the best move.
    Show,
    /// On to the next mistake.
    Next,
    /// End the round.
    Stop,
}

/// Where the player is with the mistake asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LearnStep {
    /// Looking for a move.
    Asking,
    /// The try is being scored.
    Checking,
    /// The try is good.
    Good,
    /// The try gives away too much (the sentence says which move).
    Poor(Rc<str>),
    /// No mistake left.
    Over,
}

/// The round of mistakes as the panel shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LearnView {
    /// The task ("Mistake 1 of 3: White played ...").
    pub prompt: Rc<str>,
    /// Where the player is.
    pub step: LearnStep,
    /// The best move is on the board.
    pub shown: bool,
}

/// A finished or running review as the panel shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewView {
    /// Percent searched, while running.
    pub progress: Option<u32>,
    /// White's and Black's accuracy, once done.
    pub accuracy: [Option<u32>; 2],
    /// How many inaccuracies, mistakes and blunders each side made (White first).
    pub counts: [[usize; 3]; 2],
    /// White's expected result at each position, in ten-thousandths ([`points_of`]); `None` not
    /// searched yet. Whole numbers: the page writes no floating-point number (that would link
    /// the float printer into its wasm), and a graph 100 units tall needs no finer.
    pub points: Rc<[Option<u16>]>,
    /// The judged moves.
    pub marks: Rc<[(usize, Judgement)]>,
    /// "Best was ..." for the judged move just played on view.
    pub best: Option<Rc<str>>,
    /// The picture page's link of the position before that move, with the better move's arrow.
    pub picture: Option<Rc<str>>,
    /// The sides with mistakes to learn from.
    pub learnable: Vec<Color>,
    /// The round under way.
    pub learn: Option<LearnView>,
}

/// Everything the review panel draws from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewPanelView {
    /// The page's language.
    pub lang: Lang,
    /// The review of the game on view, if there is one.
    pub review: Option<ReviewView>,
    /// Whether the game on view can be reviewed (it has moves).
    pub can_review: bool,
    /// Moves played on view.
    pub ply: usize,
}

/// Expected results (0 to 1) as [`ReviewView::points`] holds them.
#[must_use]
pub fn points_of(expected: &[Option<f64>]) -> Rc<[Option<u16>]> {
    expected.iter().map(|p| p.map(|x| (x.clamp(0.0, 1.0) * 10_000.0).round() as u16)).collect()
}

impl ReviewPanelView {
    /// The view as text: `lang=…&ply=…&can=0|1`, then the review's parts if there is one.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut text = format!("lang={}&ply={}&can={}", self.lang.key(), self.ply, u8::from(self.can_review));
        let Some(r) = &self.review else { return text };
        let mut add = |key: &str, value: &str| {
            text.push('&');
            text.push_str(key);
            text.push('=');
            text.push_str(&encode_component(value));
        };
        let number = |n: Option<u32>| n.map_or_else(|| "-".to_string(), |n| n.to_string());
        add("review", "1");
        if let Some(p) = r.progress {
            add("progress", &p.to_string());
        }
        add("accuracy", &r.accuracy.map(number).join(","));
        add("counts", &r.counts.map(|c| c.map(|n| n.to_string()).join(".")).join(","));
        add("points", &r.points.iter().map(|p| number(p.map(u32::from))).collect::<Vec<_>>().join(","));
        add("marks", &r.marks.iter().map(|(i, j)| format!("{i}:{}", j.name())).collect::<Vec<_>>().join(","));
        if let Some(best) = &r.best {
            add("best", best);
        }
        if let Some(picture) = &r.picture {
            add("picture", picture);
        }
        add("learnable", &r.learnable.iter().map(|c| c.name()).collect::<Vec<_>>().join(","));
        if let Some(learn) = &r.learn {
            let (step, poor) = match &learn.step {
                LearnStep::Asking => ("asking", None),
                LearnStep::Checking => ("checking", None),
                LearnStep::Good => ("good", None),
                LearnStep::Poor(text) => ("poor", Some(text)),
                LearnStep::Over => ("over", None),
            };
            add("learn", step);
            add("prompt", &learn.prompt);
            if let Some(poor) = poor {
                add("poor", poor);
            }
            add("shown", if learn.shown { "1" } else { "0" });
        }
        text
    }

    /// Reads a view the page wrote.
    ///
    /// # Errors
    /// A part missing, not encoded, not readable or unknown: [`WireError`].
    pub fn read(text: &str) -> Result<ReviewPanelView, WireError> {
        let mut view = ReviewPanelView { lang: Lang::En, review: None, can_review: false, ply: 0 };
        let mut review = ReviewView {
            progress: None,
            accuracy: [None; 2],
            counts: [[0; 3]; 2],
            points: Rc::from(Vec::new()),
            marks: Rc::from(Vec::new()),
            best: None,
            picture: None,
            learnable: Vec::new(),
            learn: None,
        };
        let (mut reviewed, mut lang, mut step, mut prompt, mut poor, mut shown) = (false, None, None, None, None, false);
        for (key, value) in pairs(text)? {
            let bad = |part: &'static str| WireError::Bad(part, value.clone());
            match key {
                "lang" => lang = Some(Lang::ALL.into_iter().find(|l| l.key() == value).ok_or_else(|| bad("lang"))?),
                "ply" => view.ply = value.parse().map_err(|_| bad("ply"))?,
                "can" => view.can_review = flag("can", &value)?,
                "review" => reviewed = flag("review", &value)?,
                "progress" => review.progress = Some(value.parse().map_err(|_| bad("progress"))?),
                "accuracy" => review.accuracy = pair(&value, number).ok_or_else(|| bad("accuracy"))?,
                "counts" => {
                    review.counts = pair(&value, |side| {
                        let mut counts = side.split('.').map(|n| n.parse::<usize>().ok());
                        let three = [counts.next()??, counts.next()??, counts.next()??];
                        counts.next().is_none().then_some(three)
                    })
                    .ok_or_else(|| bad("counts"))?;
                }
                "points" => review.points = list(&value, point).ok_or_else(|| bad("points"))?.into(),
                "marks" => review.marks = list(&value, mark).ok_or_else(|| bad("marks"))?.into(),
                "best" => review.best = Some(value.as_str().into()),
                "picture" => review.picture = Some(value.as_str().into()),
                "learnable" => review.learnable = list(&value, |c| c.parse::<Color>().ok()).ok_or_else(|| bad("learnable"))?,
                "learn" => step = Some(value),
                "prompt" => prompt = Some(Rc::<str>::from(value.as_str())),
                "poor" => poor = Some(Rc::<str>::from(value.as_str())),
                "shown" => shown = flag("shown", &value)?,
                _ => return Err(WireError::Unknown(key.to_string())),
            }
        }
        view.lang = lang.ok_or(WireError::Missing("lang"))?;
        if let Some(step) = step {
            let step = match step.as_str() {
                "asking" => LearnStep::Asking,
                "checking" => LearnStep::Checking,
                "good" => LearnStep::Good,
                "poor" => LearnStep::Poor(poor.ok_or(WireError::Missing("poor"))?),
                "over" => LearnStep::Over,
                _ => return Err(WireError::Bad("learn", step)),
            };
            review.learn = Some(LearnView { prompt: prompt.ok_or(WireError::Missing("prompt"))?, step, shown });
        }
        view.review = reviewed.then_some(review);
        Ok(view)
    }
}

impl ReviewAction {
    /// The action as text: `start`, `close`, `go:<ply>`, `learn:<side>`, `retry`, `show`, `next`,
    /// `stop`.
    #[must_use]
    pub fn to_text(&self) -> String {
        match self {
            ReviewAction::Start => "start".to_string(),
            ReviewAction::Close => "close".to_string(),
            ReviewAction::Go(ply) => format!("go:{ply}"),
            ReviewAction::Learn(side) => format!("learn:{}", side.name()),
            ReviewAction::Retry => "retry".to_string(),
            ReviewAction::Show => "show".to_string(),
            ReviewAction::Next => "next".to_string(),
            ReviewAction::Stop => "stop".to_string(),
        }
    }

    /// Reads an action the panel wrote.
    ///
    /// # Errors
    /// An unknown action or an unreadable value: [`WireError`].
    pub fn read(text: &str) -> Result<ReviewAction, WireError> {
        let bad = || WireError::Bad("review action", text.to_string());
        Ok(match text.split_once(':') {
            Some(("go", ply)) => ReviewAction::Go(ply.parse().map_err(|_| bad())?),
            Some(("learn", side)) => ReviewAction::Learn(side.parse().map_err(|_| bad())?),
            Some(_) => return Err(bad()),
            None => match text {
                "start" => ReviewAction::Start,
                "close" => ReviewAction::Close,
                "retry" => ReviewAction::Retry,
                "show" => ReviewAction::Show,
                "next" => ReviewAction::Next,
                "stop" => ReviewAction::Stop,
                _ => return Err(WireError::Unknown(text.to_string())),
            },
        })
    }
}

/// A whole number, or `-` for none.
fn number(text: &str) -> Option<Option<u32>> {
    if text == "-" {
        Some(None)
    } else {
        text.parse().ok().map(Some)
    }
}

/// A point of the graph: ten-thousandths, or `-` for none.
fn point(text: &str) -> Option<Option<u16>> {
    match number(text)? {
        None => Some(None),
        Some(n) => u16::try_from(n).ok().filter(|&n| n <= 10_000).map(Some),
    }
}

/// A comma list, every item read by `item`; the empty text is the empty list.
fn list<T>(text: &str, item: impl Fn(&str) -> Option<T>) -> Option<Vec<T>> {
    if text.is_empty() {
        return Some(Vec::new());
    }
    text.split(',').map(item).collect()
}

/// White's and Black's values, `white,black`.
fn pair<T>(text: &str, item: impl Fn(&str) -> Option<T>) -> Option<[T; 2]> {
    let (white, black) = text.split_once(',')?;
    Some([item(white)?, item(black)?])
}

/// A judged move, `index:judgement`.
fn mark(text: &str) -> Option<(usize, Judgement)> {
    let (index, name) = text.split_once(':')?;
    Some((index.parse().ok()?, Judgement::ALL.into_iter().find(|j| j.name() == name)?))
}

#[cfg(test)]
#[path = "wire_tests.rs"]
mod tests;
