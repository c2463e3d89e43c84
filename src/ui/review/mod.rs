//! Game review as pure logic (native, unit-tested): the worker searches every position of a game
//! for a fixed time ([`REVIEW_MS`]); each move is then judged by how much it lowered the mover's
//! expected result ([`damas_ai::expectation`], a curve fitted on the engine's own games), each
//! side gets an accuracy, and the evaluation graph is the expected result over the moves.
//! The review reads and writes itself as PDN comments and annotations (`review/notes.rs`) and as
//! a line of local storage (`review/store.rs`).

use crate::ui::text::keys::ReviewText;
use damas_ai::expectation::{curve, Curve};
use damas_ai::{Score, WIN};
use damas_engine::{Color, GameKind, Playable, Record};

mod learn;
mod notes;
mod store;
pub mod eval;
pub mod wire;
#[cfg(test)]
mod tests;

pub use learn::{Learn, Phase};
pub use notes::{eval_text, read_eval, reviews_in_pdn};
pub use store::ReviewStore;

/// How long the worker searches each position of a reviewed game.
pub const REVIEW_MS: u32 = 300;

/// The expected result a move may give away before it is an inaccuracy, a mistake, a blunder.
/// On Brazilian's fitted curve, from a level position: about a fifth, a half and most of a man
/// (a man lost from level is a blunder). Smaller changes are within the noise of two searches
/// of 300 ms.
pub const INACCURACY: f64 = 0.07;
/// See [`INACCURACY`].
pub const MISTAKE: f64 = 0.14;
/// See [`INACCURACY`].
pub const BLUNDER: f64 = 0.24;
/// How fast a move's accuracy falls with the expected result it gives away: a move that gives
/// away this much scores `100 / e` (37 %).
pub const ACCURACY_DECAY: f64 = 0.12;

/// The score-to-result curve of `game` (Lasca borrows Brazilian's).
#[must_use]
pub fn curve_of(game: GameKind) -> Curve {
    match game {
        GameKind::Draughts(v) => curve(v),
        GameKind::Lasca => curve(damas_engine::Variant::Brazilian),
    }
}

/// How bad a move was.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Judgement {
    /// Gave away a little (`?!`).
    Inaccuracy,
    /// Gave away a lot (`?`).
    Mistake,
    /// Gave away the game or most of it (`??`).
    Blunder,
}

impl Judgement {
    /// The words that name it (`ReviewText`), as the move list's tooltip and the counts say it.
    #[must_use]
    pub const fn text_key(self) -> ReviewText {
        match self {
            Judgement::Inaccuracy => ReviewText::Inaccuracies,
            Judgement::Mistake => ReviewText::Mistakes,
            Judgement::Blunder => ReviewText::Blunders,
        }
    }

    /// Every judgement, the lightest first (their order in the review's counts).
    pub const ALL: [Judgement; 3] = [Judgement::Inaccuracy, Judgement::Mistake, Judgement::Blunder];

    /// The judgement of a move that gave away `loss` of the mover's expected result, if any.
    #[must_use]
    pub fn of_loss(loss: f64) -> Option<Judgement> {
        if loss >= BLUNDER {
            Some(Judgement::Blunder)
        } else if loss >= MISTAKE {
            Some(Judgement::Mistake)
        } else if loss >= INACCURACY {
            Some(Judgement::Inaccuracy)
        } else {
            None
        }
    }

    /// The name the move list's markup carries (`data-judgement`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }

    /// Its PDN annotation glyph (NAG): `?!` is 6, `?` 2, `??` 4.
    #[must_use]
    pub const fn nag(self) -> u8 {
        match self {
            Judgement::Inaccuracy => 6,
            Judgement::Mistake => 2,
            Judgement::Blunder => 4,
        }
    }

    /// Its glyph as written after a move.
    #[must_use]
    pub const fn glyph(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }
}

/// What the search said of one position of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The score for the side to move (hundredths of a man; a win or loss by distance).
    pub score: i32,
    /// The best move's text, if the side to move had a move.
    pub best: Option<String>,
}

/// One move of a reviewed game, judged.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// Its index in the line (0: the first move).
    pub index: usize,
    /// Who played it.
    pub side: Color,
    /// Its text.
    pub played: String,
    /// The engine's best move there, when it is another.
    pub best: Option<String>,
    /// The share of a point it gave away, 0 to 1.
    pub loss: f64,
    /// How bad it was, if bad at all; a forced move is never judged.
    pub judgement: Option<Judgement>,
    /// Whether the mover had a choice.
    pub choice: bool,
}

/// A review of a line of moves, complete or under way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review<G: Playable> {
    positions: Vec<G>,
    moves: Vec<G::Move>,
    texts: Vec<String>,
    verdicts: Vec<Option<Verdict>>,
}

impl<G: Playable> Review<G> {
    /// A review of the whole line of `record`, nothing searched yet but the end: a side with no
    /// move has lost, a draw by the rules is level.
    #[must_use]
    pub fn new(record: &Record<G>) -> Review<G> {
        let positions = record.positions().to_vec();
        let mut verdicts = vec![None; positions.len()];
        if let Some(last) = positions.last() {
            if last.legal_moves().is_empty() {
                verdicts[positions.len() - 1] = Some(Verdict { score: -WIN, best: None });
            } else if record.outcome().is_some() {
                verdicts[positions.len() - 1] = Some(Verdict { score: 0, best: None });
            }
        }
        Review { positions, moves: record.moves().to_vec(), texts: record.move_texts().to_vec(), verdicts }
    }

    /// The moves reviewed.
    #[must_use]
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// Their texts.
    #[must_use]
    pub fn texts(&self) -> &[String] {
        &self.texts
    }

    /// The position before move `index` (`index == moves().len()`: the last position).
    #[must_use]
    pub fn position(&self, index: usize) -> Option<&G> {
        self.positions.get(index)
    }

    /// The first position not searched yet.
    #[must_use]
    pub fn next(&self) -> Option<usize> {
        self.verdicts.iter().position(Option::is_none)
    }

    /// Records the search of position `index`; a best move that is not legal there is dropped.
    pub fn record(&mut self, index: usize, score: i32, best: Option<G::Move>) {
        let Some(pos) = self.positions.get(index) else { return };
        let best = best.filter(|mv| pos.legal_moves().contains(mv)).map(|mv| pos.move_text(&mv));
        self.verdicts[index] = Some(Verdict { score, best });
    }

    /// The verdict on position `index`, once searched.
    #[must_use]
    pub fn verdict(&self, index: usize) -> Option<&Verdict> {
        self.verdicts.get(index)?.as_ref()
    }

    /// Percent of the positions searched.
    #[must_use]
    pub fn progress(&self) -> u32 {
        let done = self.verdicts.iter().filter(|v| v.is_some()).count();
        (done * 100 / self.verdicts.len().max(1)) as u32
    }

    /// Whether every position is searched.
    #[must_use]
    pub fn done(&self) -> bool {
        self.next().is_none()
    }

    fn curve(&self) -> Curve {
        curve_of(self.positions[0].game_kind())
    }

    /// White's expected result at every position searched (`None` where not yet), for the graph.
    #[must_use]
    pub fn white_expected(&self) -> Vec<Option<f64>> {
        let s = self.curve();
        self.positions
            .iter()
            .zip(&self.verdicts)
            .map(|(pos, v)| {
                let e = s.expected(Score(v.as_ref()?.score));
                Some(if pos.turn() == Color::White { e } else { 1.0 - e })
            })
            .collect()
    }

    /// Move `index` judged, once the positions before and after it are searched. A move the
    /// search found best gives nothing away, whatever the two searches' noise says.
    #[must_use]
    pub fn judge(&self, index: usize) -> Option<MoveReview> {
        let pos = self.positions.get(index)?;
        let (before, after) = (self.verdict(index)?, self.verdict(index + 1)?);
        let played = self.texts.get(index)?.clone();
        let s = self.curve();
        let best = before.best.clone().filter(|b| *b != played);
        let choice = pos.legal_moves().len() > 1;
        let loss = if best.is_none() || !choice {
            0.0
        } else {
            (s.expected(Score(before.score)) - (1.0 - s.expected(Score(after.score)))).max(0.0)
        };
        let judgement = if choice { Judgement::of_loss(loss) } else { None };
        Some(MoveReview { index, side: pos.turn(), played, best, loss, judgement, choice })
    }

    /// Every move judged so far.
    #[must_use]
    pub fn judged(&self) -> Vec<MoveReview> {
        (0..self.moves.len()).filter_map(|i| self.judge(i)).collect()
    }

    /// `side`'s accuracy in percent over its moves with a choice: each move scores
    /// `100 · e^(−loss / ACCURACY_DECAY)`, the side the mean. `None` before the review is done
    /// or when the side never had a choice.
    #[must_use]
    pub fn accuracy(&self, side: Color) -> Option<u32> {
        if !self.done() {
            return None;
        }
        accuracy_of(&self.judged(), side)
    }

    /// The moves of `side` judged a mistake or a blunder, in order (what "learn from your
    /// mistakes" asks again).
    #[must_use]
    pub fn mistakes(&self, side: Color) -> Vec<MoveReview> {
        self.judged().into_iter().filter(|m| is_mistake(m, side)).collect()
    }

    /// Whether the review is of exactly this line from this start.
    #[must_use]
    pub fn is_of(&self, start: &G, moves: &[G::Move]) -> bool {
        self.positions.first() == Some(start) && self.moves == moves
    }

    /// Whether a try `mv` at move `index` is good enough, given the score of the position after
    /// it (for the opponent, to move there): it gives away less than an inaccuracy against the
    /// best move's score.
    #[must_use]
    pub fn try_is_good(&self, index: usize, mv: &G::Move, score_after: i32) -> Option<bool> {
        let pos = self.positions.get(index)?;
        let before = self.verdict(index)?;
        if before.best.as_deref() == Some(pos.move_text(mv).as_str()) {
            return Some(true);
        }
        let s = self.curve();
        let loss = s.expected(Score(before.score)) - (1.0 - s.expected(Score(score_after)));
        Some(loss < INACCURACY)
    }
}

/// `side`'s accuracy over `judged` moves (see [`Review::accuracy`]), for a caller that has
/// judged the moves once already.
#[must_use]
pub fn accuracy_of(judged: &[MoveReview], side: Color) -> Option<u32> {
    let scores: Vec<f64> = judged.iter().filter(|m| m.side == side && m.choice).map(|m| 100.0 * (-m.loss / ACCURACY_DECAY).exp()).collect();
    (!scores.is_empty()).then(|| (scores.iter().sum::<f64>() / scores.len() as f64).round() as u32)
}

/// Whether `m` is a mistake or a blunder of `side` (what "learn from your mistakes" asks again).
#[must_use]
pub fn is_mistake(m: &MoveReview, side: Color) -> bool {
    m.side == side && m.judgement >= Some(Judgement::Mistake)
}

#[cfg(target_arch = "wasm32")]
pub mod view;
