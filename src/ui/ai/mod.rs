//! The computer opponent, the hint and the analysis panel as pure logic (native, unit-tested):
//! which search the page wants now ([`wanted`]), the request it sends the worker ([`request`]),
//! what the worker's answers mean ([`AiState::reduce`]: scores from White's side, the best line
//! read back into moves and drawn as [`Arrow`]s). The worker's messages are hostile input: a
//! move text that does not name a legal move ends the line there; nothing here panics on it.
//! The wasm-only hook (`ai::use_engine`) only wires these to the worker and the game.

use crate::ui::game::board_game::BoardGame;
use crate::ui::review::{Learn, Phase, Review, REVIEW_MS};
use crate::ui::game::state::GameState;
use crate::worker::protocol::{SearchRequest, MAX_HISTORY};
use damas_engine::{Color, Position};

pub use damas_ai::DEFAULT_LEVEL;
/// How long a hint thinks (at full strength).
pub const HINT_MS: u32 = 1000;
/// How long the analysis of one position thinks.
pub const ANALYSIS_MS: u32 = 4000;
/// The computer never answers sooner than this after the player's move, so that move's slide
/// ends before the reply starts.
pub const MIN_REPLY_MS: f64 = 450.0;
/// An analysis this deep answers a hint at once.
pub const HINT_FROM_DEPTH: u32 = 10;
/// Most moves of the best line drawn as arrows.
pub const LINE_ARROWS: usize = 3;

/// What a search is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The computer's move in the game.
    Move,
    /// The best move for the player, shown and not played.
    Hint,
    /// The analysis panel's evaluation and best line.
    Analysis,
    /// One position of a game under review.
    Review,
    /// The position after a move tried in "learn from your mistakes".
    Try,
}

/// One search the page wants: what for, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Task<G = Position> {
    /// What for.
    pub kind: Kind,
    /// The position searched.
    pub position: G,
    /// Its ply in the game (two visits of one position are two tasks).
    pub ply: usize,
    /// The computer's level (moves only).
    pub level: Option<u8>,
    /// Most milliseconds the move may take: its share of the computer's clock, in a game on the
    /// clock (moves only).
    pub movetime_ms: Option<u32>,
}

impl<G: BoardGame> Task<G> {
    fn is_at(&self, game: &GameState<G>) -> bool {
        self.position == *game.position() && self.ply == game.ply()
    }
}

pub use crate::ui::review::eval::Eval;

use crate::ui::board::arrow::{Arrow, ArrowKind};

/// Reads a move text from the worker in `pos`: the legal move it names, `None` for anything
/// else. The worker writes the engine's move texts, which always read back as their move (the
/// engine's property test), so no route guessing is needed here.
#[must_use]
pub fn read_move<G: BoardGame>(pos: &G, text: &str) -> Option<G::Move> {
    pos.parse_move(text).ok().filter(|mv| pos.legal_moves().contains(mv))
}

/// The moves of `texts` played one after another from `pos`, as far as they are legal.
#[must_use]
pub fn read_line<G: BoardGame>(pos: &G, texts: &[String]) -> Vec<(G, G::Move)> {
    let mut pos = *pos;
    let mut out = Vec::new();
    for text in texts {
        let Some(mv) = read_move(&pos, text) else { break };
        out.push((pos, mv));
        pos = pos.play(&mv);
    }
    out
}

/// The arrows of a line of moves (the first `limit`).
#[must_use]
pub fn line_arrows<G: BoardGame>(line: &[(G, G::Move)], kind: ArrowKind, limit: usize) -> Vec<Arrow> {
    line.iter()
        .take(limit)
        .enumerate()
        .map(|(index, (pos, mv))| {
            let detail = pos.detail(mv);
            Arrow { kind, index, side: pos.turn(), squares: detail.path, text: detail.text }
        })
        .collect()
}

/// What the analysis panel shows about one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis<G = Position> {
    /// The search it comes from.
    pub task: Task<G>,
    /// Completed depth.
    pub depth: u32,
    /// The evaluation.
    pub eval: Eval,
    /// Nodes searched.
    pub nodes: u64,
    /// The best line, as far as it reads, in notation.
    pub line: Vec<String>,
    /// Its first moves as arrows.
    pub arrows: Vec<Arrow>,
    /// The search has ended.
    pub done: bool,
}

impl<G: BoardGame> Analysis<G> {
    fn new(task: &Task<G>, depth: u32, score: i32, nodes: u64, pv: &[String], done: bool) -> Analysis<G> {
        let line = read_line(&task.position, pv);
        Analysis {
            task: task.clone(),
            depth,
            eval: Eval::from_score(score, task.position.turn()),
            nodes,
            line: line.iter().map(|(p, m)| p.move_text(m)).collect(),
            arrows: line_arrows(&line, ArrowKind::Line, LINE_ARROWS),
            done,
        }
    }
}

/// The hint: the best move for the position it was asked in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint<G = Position> {
    /// The search it comes from.
    pub task: Task<G>,
    /// Its arrow.
    pub arrow: Arrow,
}

/// A message from the worker, already tied to the task it answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AiAction<G: BoardGame = Position> {
    /// Turn the analysis panel on or off.
    ToggleAnalysis,
    /// Show the best move of the position on view.
    AskHint {
        /// The position.
        position: G,
        /// Its ply.
        ply: usize,
    },
    /// Progress of a search.
    Info {
        /// The search.
        task: Task<G>,
        /// Completed depth.
        depth: u32,
        /// Score for the side to move.
        score: i32,
        /// Nodes.
        nodes: u64,
        /// Best line.
        pv: Vec<String>,
    },
    /// The end of a search.
    Best {
        /// The search.
        task: Task<G>,
        /// The best move.
        mv: String,
        /// Score for the side to move.
        score: i32,
        /// Completed depth.
        depth: u32,
        /// Best line.
        pv: Vec<String>,
    },
    /// A search that failed (the worker gave up or refused it).
    Failed {
        /// The search.
        task: Task<G>,
        /// What went wrong (English, from the worker or the bridge).
        message: String,
    },
    /// Forget the failure and try again.
    Retry,
    /// Show this review of the game (a new one is then searched position by position).
    StartReview(Box<Review<G>>),
    /// Stop reviewing and close the review.
    CloseReview,
    /// Start a round of `side`'s mistakes.
    LearnStart(Color),
    /// On to the next mistake.
    LearnNext,
    /// Show the best move at the mistake asked now.
    LearnShow,
    /// End the round.
    LearnStop,
}

/// Most scores of tried moves kept.
const MAX_TRIES: usize = 32;

/// The AI's side of the page: the analysis switch, the hint asked for, and the last answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AiState<G: BoardGame = Position> {
    /// The analysis panel is on.
    pub analysis_on: bool,
    /// Where a hint was asked (position and ply).
    pub hint_asked: Option<(G, usize)>,
    /// The last hint found.
    pub hint: Option<Hint<G>>,
    /// The last analysis (of whatever search ran last).
    pub analysis: Option<Analysis<G>>,
    /// The last failure and the task it stopped.
    pub failure: Option<(Task<G>, String)>,
    /// The review on show (under way or finished).
    pub review: Option<Review<G>>,
    /// The round of "learn from your mistakes" under way.
    pub learn: Option<Learn>,
    /// The worker's scores of positions after tried moves (for the side to move there).
    pub tries: Vec<(G, i32)>,
}

impl<G: BoardGame> Default for AiState<G> {
    fn default() -> AiState<G> {
        AiState { analysis_on: false, hint_asked: None, hint: None, analysis: None, failure: None, review: None, learn: None, tries: Vec::new() }
    }
}

impl<G: BoardGame> AiState<G> {
    /// Applies `action`.
    pub fn reduce(&mut self, action: AiAction<G>) {
        match action {
            AiAction::ToggleAnalysis => self.analysis_on = !self.analysis_on,
            AiAction::AskHint { position, ply } => {
                self.hint_asked = Some((position, ply));
                self.failure = None;
                // A finished or deep analysis of this very spot already knows the best move (and
                // the hint then agrees with the line on show).
                let known = self.analysis.as_ref().filter(|a| {
                    a.task.position == position && a.task.ply == ply && (a.done || a.depth >= HINT_FROM_DEPTH)
                });
                if let Some(a) = known {
                    if let Some(first) = a.arrows.first() {
                        let task = Task { kind: Kind::Hint, ..a.task.clone() };
                        self.hint = Some(Hint { task, arrow: Arrow { kind: ArrowKind::Hint, ..first.clone() } });
                    }
                }
            }
            AiAction::Info { task, .. } if matches!(task.kind, Kind::Review | Kind::Try) => {}
            AiAction::Info { task, depth, score, nodes, pv } => {
                self.analysis = Some(Analysis::new(&task, depth, score, nodes, &pv, false));
            }
            AiAction::Best { task, mv, score, .. } if task.kind == Kind::Review => {
                if let Some(review) = &mut self.review {
                    if review.position(task.ply) == Some(&task.position) {
                        review.record(task.ply, score, read_move(&task.position, &mv));
                    }
                }
            }
            AiAction::Best { task, score, .. } if task.kind == Kind::Try => {
                self.tries.push((task.position, score));
                if self.tries.len() > MAX_TRIES {
                    self.tries.remove(0);
                }
            }
            AiAction::Best { task, mv, score, depth, pv } => {
                let nodes = self.analysis.as_ref().filter(|a| a.task == task).map_or(0, |a| a.nodes);
                // The reply's own line when it has one, else the move alone.
                let line = if pv.first() == Some(&mv) { pv } else { vec![mv] };
                let analysis = Analysis::new(&task, depth, score, nodes, &line, task.kind == Kind::Analysis);
                if task.kind == Kind::Hint {
                    if let Some(arrow) = analysis.arrows.first() {
                        self.hint = Some(Hint { task: task.clone(), arrow: Arrow { kind: ArrowKind::Hint, ..arrow.clone() } });
                    } else {
                        self.failure = Some((task.clone(), format!("unreadable move {}", damas_engine::notation::quoted_clip(&analysis.line.join(" "), 40))));
                    }
                }
                // A noisy level's choice is not an evaluation worth showing over the search's.
                let keep_info = task.kind == Kind::Move && self.analysis.as_ref().is_some_and(|a| a.task == task);
                if !keep_info {
                    self.analysis = Some(analysis);
                }
            }
            AiAction::Failed { task, message } => self.failure = Some((task, message)),
            AiAction::Retry => self.failure = None,
            AiAction::StartReview(review) => {
                self.review = Some(*review);
                self.learn = None;
                self.failure = None;
            }
            AiAction::CloseReview => {
                self.review = None;
                self.learn = None;
            }
            AiAction::LearnStart(side) => self.learn = self.review.as_ref().and_then(|r| Learn::new(r, side)),
            AiAction::LearnNext => {
                if let Some(learn) = &mut self.learn {
                    learn.next();
                }
            }
            AiAction::LearnShow => {
                if let Some(learn) = &mut self.learn {
                    learn.shown = true;
                }
            }
            AiAction::LearnStop => self.learn = None,
        }
    }

    /// The review, if it is of the game's whole line.
    #[must_use]
    pub fn review_of(&self, game: &GameState<G>) -> Option<&Review<G>> {
        self.review.as_ref().filter(|r| r.is_of(game.start(), game.line()))
    }

    /// The round of mistakes and where the player is in it, given the game on view.
    #[must_use]
    pub fn learning(&self, game: &GameState<G>) -> Option<(&Learn, Phase<G::Move>)> {
        let (learn, review) = (self.learn.as_ref()?, self.review.as_ref()?);
        let tried = learn.tried(review, game.start(), game.line(), game.ply());
        Some((learn, learn.phase(review, tried, &self.tries)))
    }

    /// The hint for the position on view, if one was found there.
    #[must_use]
    pub fn hint_at(&self, game: &GameState<G>) -> Option<&Hint<G>> {
        self.hint.as_ref().filter(|h| h.task.is_at(game))
    }

    /// The analysis of the position on view, if there is one.
    #[must_use]
    pub fn analysis_at(&self, game: &GameState<G>) -> Option<&Analysis<G>> {
        self.analysis.as_ref().filter(|a| a.task.is_at(game))
    }

    /// The arrows to draw, bottom first: the best line while the analysis is on (its later
    /// moves under its first), then the hint.
    #[must_use]
    pub fn arrows(&self, game: &GameState<G>) -> Vec<Arrow> {
        let line: &[Arrow] = match self.analysis_at(game) {
            Some(a) if self.analysis_on => &a.arrows,
            _ => &[],
        };
        let hint = self.hint_at(game).map(|h| &h.arrow);
        // Never two best moves at once: the analysis goes on deeper than the hint did, so when its
        // first move is another, only its line is drawn; when it is the same, it is drawn once, as
        // the hint.
        let same = |a: &Arrow, h: &Arrow| a.squares == h.squares;
        let (line, hint) = match (line.first(), hint) {
            (Some(first), Some(h)) if same(first, h) => (&line[1..], Some(h)),
            (Some(_), Some(_)) => (line, None),
            _ => (line, hint),
        };
        line.iter().rev().cloned().chain(hint.cloned()).chain(self.best_arrow(game)).collect()
    }

    /// The review's better move: after a judged move on view (from the position before it), or
    /// at the mistake asked in a round once the player asks for it.
    pub fn best_arrow(&self, game: &GameState<G>) -> Option<Arrow> {
        let (index, review) = match (&self.learn, self.review.as_ref()) {
            (Some(learn), Some(review)) => (learn.index().filter(|&i| learn.shown && i == game.ply())?, review),
            (None, Some(review)) if self.review_of(game).is_some() => {
                let i = game.ply().checked_sub(1)?;
                review.judge(i)?.judgement?;
                (i, review)
            }
            _ => return None,
        };
        let pos = review.position(index)?;
        let best = read_move(pos, review.verdict(index)?.best.as_deref()?)?;
        line_arrows(&[(*pos, best)], ArrowKind::Best, 1).pop()
    }
}

/// How close to level a position must be for the computer to take a draw: a quarter of a man.
pub const DRAW_LEVEL: u32 = 25;

/// Whether the computer, whose search scored `pos` at `score` (hundredths of a man, for the side
/// to move: itself), takes a draw there: only when the game is level and simplified, at most
/// half the start's pieces left, as a strong player would. The score comes from the worker and
/// may be anything.
#[must_use]
pub fn accepts_draw<G: BoardGame>(pos: &G, score: i32) -> bool {
    let (now, start) = pieces(pos);
    score.unsigned_abs() <= DRAW_LEVEL && now * 2 <= start
}

/// The pieces (Lasca: columns) on `pos`'s board, and at the start of a game of its kind.
fn pieces<G: BoardGame>(pos: &G) -> (u32, u32) {
    let on_board = |p: &G| (1..=p.square_count()).filter(|&n| p.owner(n).is_some()).count() as u32;
    (on_board(pos), G::initial_of(pos.game_kind()).map_or(0, |p| on_board(&p)))
}

/// The search the page wants now, if any: the computer's move when it is to move (it comes
/// first), else a hint asked for this position and not found yet, else the analysis of the
/// position on view while the panel is on. A task that failed is not asked again until retried.
#[must_use]
pub fn wanted<G: BoardGame>(game: &GameState<G>, ai: &AiState<G>) -> Option<Task<G>> {
    let position = *game.position();
    let ply = game.ply();
    let task = |kind, level| Task { kind, position, ply, level, movetime_ms: None };
    let want = if let Some(t) = review_task(game, ai) {
        Some(t)
    } else if game.computer_to_move() && ai.learn.is_none() {
        let movetime_ms = game.clocks().and_then(|c| clock_share(c, &position));
        Some(Task { movetime_ms, ..task(Kind::Move, Some(game.level().unwrap_or(DEFAULT_LEVEL))) })
    } else if game.outcome().is_some() || game.engine_kept_out() {
        None
    } else if ai.hint_asked == Some((position, ply)) && ai.hint_at(game).is_none() {
        Some(task(Kind::Hint, None))
    } else if ai.analysis_on && !ai.analysis_at(game).is_some_and(|a| a.done && a.task.kind == Kind::Analysis) {
        Some(task(Kind::Analysis, None))
    } else {
        None
    };
    want.filter(|t| ai.failure.as_ref().is_none_or(|(f, _)| f != t))
}

/// The search a review wants: the position after a move tried at a mistake while it is
/// unscored, else the next position of a review under way (while the game on view is the one
/// reviewed). Both come before the computer's move: a round of mistakes never lets it move.
fn review_task<G: BoardGame>(game: &GameState<G>, ai: &AiState<G>) -> Option<Task<G>> {
    if let Some((_, Phase::Checking(_))) = ai.learning(game) {
        return Some(Task { kind: Kind::Try, position: *game.position(), ply: game.ply(), level: None, movetime_ms: None });
    }
    let review = ai.review_of(game)?;
    let ply = review.next()?;
    Some(Task { kind: Kind::Review, position: *review.position(ply)?, ply, level: None, movetime_ms: None })
}

/// The time the computer, to move in `pos`, gives its move on `clocks`: the AI's allocation from
/// what it had left after its last move (a value fixed for the turn, so the task stays the same
/// while the clock ticks) and the increment, by the game's phase.
#[must_use]
pub fn clock_share<G: BoardGame>(clocks: &damas_game::clock::Clocks, pos: &G) -> Option<u32> {
    use damas_ai::time::{allocate, GameClock, Phase};
    let (now, start_pieces) = pieces(pos);
    let left = clocks.stored()[pos.turn().index()] as f64;
    let clock = GameClock::new(left, clocks.control.increment_ms() as f64);
    let budget = allocate(&clock, Phase { pieces: now, start_pieces: start_pieces.max(1) });
    Some(budget.target_ms.max(1.0) as u32)
}

/// The worker request for `task`, with the game's earlier positions (the latest
/// [`MAX_HISTORY`]) and a seed for a weak level's deliberate errors.
#[must_use]
pub fn request<G: BoardGame>(task: &Task<G>, history: &[G], seed: u64) -> SearchRequest {
    let skip = history.len().saturating_sub(MAX_HISTORY);
    // Analysis names the deepest depth so the search keeps going, within its time, when the
    // position has a single legal move: play and hints take that move at once, analysis wants
    // its score.
    let (movetime_ms, level, depth) = match task.kind {
        Kind::Move => (task.movetime_ms, task.level, None),
        Kind::Hint => (Some(HINT_MS), None, None),
        Kind::Analysis => (Some(ANALYSIS_MS), None, Some(damas_ai::search::MAX_DEPTH)),
        Kind::Review | Kind::Try => (Some(REVIEW_MS), None, Some(damas_ai::search::MAX_DEPTH)),
    };
    SearchRequest {
        id: 0,
        variant: task.position.game_kind().to_string(),
        fen: task.position.to_fen(),
        history: history[skip..].iter().map(|p| p.to_fen()).collect(),
        movetime_ms,
        depth,
        level,
        seed,
    }
}

#[cfg(test)]
mod tests;


#[cfg(target_arch = "wasm32")]
pub mod view;
