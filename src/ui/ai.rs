//! The computer opponent, the hint and the analysis panel as pure logic (native, unit-tested):
//! which search the page wants now ([`wanted`]), the request it sends the worker ([`request`]),
//! what the worker's answers mean ([`AiState::reduce`]: scores from White's side, the best line
//! read back into moves and drawn as [`Arrow`]s). The worker's messages are hostile input: a
//! move text that does not name a legal move ends the line there; nothing here panics on it.
//! The wasm-only hook (`hooks::use_engine`) only wires these to the worker and the game.

use super::board_game::BoardGame;
use super::state::GameState;
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

pub use super::eval::Eval;

/// Which drawing an arrow belongs to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ArrowKind {
    /// The hint.
    Hint,
    /// A move of the analysis' best line.
    Line,
}

impl ArrowKind {
    /// The name the board's markup carries (`data-arrow`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            ArrowKind::Hint => "hint",
            ArrowKind::Line => "line",
        }
    }
}

/// An arrow on the board: a move's start square, then each landing square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arrow {
    /// Hint or best line.
    pub kind: ArrowKind,
    /// Which move of the line (0: the next move).
    pub index: usize,
    /// The side making the move.
    pub side: Color,
    /// Square numbers: the start, then every landing (the last is the end).
    pub squares: Vec<u32>,
    /// The move text.
    pub text: String,
}

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
pub enum AiAction<G = Position> {
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
}

/// The AI's side of the page: the analysis switch, the hint asked for, and the last answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AiState<G = Position> {
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
}

impl<G> Default for AiState<G> {
    fn default() -> AiState<G> {
        AiState { analysis_on: false, hint_asked: None, hint: None, analysis: None, failure: None }
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
            AiAction::Info { task, depth, score, nodes, pv } => {
                self.analysis = Some(Analysis::new(&task, depth, score, nodes, &pv, false));
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
        }
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
        line.iter().rev().cloned().chain(hint.cloned()).collect()
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
    let want = if game.computer_to_move() {
        let movetime_ms = game.clocks().and_then(|c| clock_share(c, &position));
        Some(Task { movetime_ms, ..task(Kind::Move, Some(game.level.unwrap_or(DEFAULT_LEVEL))) })
    } else if game.outcome().is_some() {
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

/// The time the computer, to move in `pos`, gives its move on `clocks`: the AI's allocation from
/// what it had left after its last move (a value fixed for the turn, so the task stays the same
/// while the clock ticks) and the increment, by the game's phase.
#[must_use]
pub fn clock_share<G: BoardGame>(clocks: &crate::clock::Clocks, pos: &G) -> Option<u32> {
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
mod tests {
    use super::*;
    use crate::share::SharedGame;
    use crate::ui::prefs::Lang;
    use crate::ui::prefs::Prefs;
    use crate::ui::state::Action;
    use damas_ai::WIN;
    use damas_engine::Variant;

    fn game(fen: &str, computer: Option<Color>) -> GameState {
        let start = Position::from_fen(Variant::Brazilian, fen).unwrap();
        let shared = SharedGame { start, moves: vec![], ply: 0, computer, level: Some(2), end: None, clock: None, ballot: None };
        GameState::from_shared(&shared, Prefs::new(Lang::En))
    }

    fn texts(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn scores_read_from_whites_side_and_wins_in_moves() {
        assert_eq!(Eval::from_score(35, Color::White), Eval::Men(35));
        assert_eq!(Eval::from_score(35, Color::Black), Eval::Men(-35));
        assert_eq!(Eval::Men(35).men_text().unwrap(), "+0.35");
        assert_eq!(Eval::Men(-120).men_text().unwrap(), "-1.20");
        assert_eq!(Eval::Men(0).men_text().unwrap(), "0.00");
        // Side to move wins in 5 plies: its 3rd move ends the game.
        assert_eq!(Eval::from_score(WIN - 5, Color::Black), Eval::Win { side: Color::Black, moves: 3 });
        // Side to move loses in 4 plies: the opponent's 2nd move ends it.
        assert_eq!(Eval::from_score(-(WIN - 4), Color::Black), Eval::Win { side: Color::White, moves: 2 });
        assert_eq!(Eval::from_score(WIN - 1, Color::White).men_text(), None);
        assert!((Eval::Men(0).white_share() - 0.5).abs() < 1e-9);
        assert!(Eval::Men(100).white_share() > 0.6 && Eval::Men(100).white_share() < 0.7);
        assert!(Eval::Men(-100).white_share() < 0.4);
        assert_eq!(Eval::Win { side: Color::Black, moves: 2 }.white_share(), 0.0);
    }

    #[test]
    fn a_line_becomes_arrows_as_far_as_it_is_legal() {
        let pos = Position::initial(Variant::Brazilian);
        let line = read_line(&pos, &texts(&["22-17", "11-15", "17-13", "99-1", "9-14"]));
        assert_eq!(line.len(), 3);
        let arrows = line_arrows(&line, ArrowKind::Line, 2);
        assert_eq!(arrows.len(), 2);
        assert_eq!(arrows[0].squares, vec![22, 17]);
        assert_eq!((arrows[1].side, arrows[1].index, arrows[1].text.as_str()), (Color::Black, 1, "11-15"));
        // A multi-capture's arrow goes through its landing squares.
        let cap = Position::from_fen(Variant::Brazilian, "W:W28,30:B8,16,24,26").unwrap();
        let line = read_line(&cap, &texts(&["28x3"]));
        assert_eq!(line_arrows(&line, ArrowKind::Hint, 3)[0].squares, vec![28, 19, 12, 3]);
        // Junk from the worker reads as nothing.
        for junk in ["", "x", "22-17-", "\u{0}", "1-1", "28x"] {
            assert!(read_move(&cap, junk).is_none(), "{junk:?}");
        }
    }

    #[test]
    fn an_ambiguous_capture_text_is_resolved() {
        // The king on 21 takes 14, 15, 26 or 14, 11, 26, both ending on 30.
        let pos = Position::from_fen(Variant::Brazilian, "W:WK21:B4,11,14,15,26").unwrap();
        let full = read_move(&pos, "21x7x16x30").unwrap();
        assert_eq!(read_move(&pos, &pos.move_text(&full)), Some(full));
    }

    #[test]
    fn the_computer_comes_first_then_the_hint_then_the_analysis() {
        let mut g = game("W:W21-32:B1-12", Some(Color::White));
        let mut ai = AiState::default();
        let t = wanted(&g, &ai).unwrap();
        assert_eq!((t.kind, t.level, t.ply), (Kind::Move, Some(2), 0));
        // The player's turn: nothing unless asked.
        let at = *g.position();
        g.reduce(Action::ComputerMove { at, mv: at.parse_move("22-17").unwrap(), accepts_draw: false });
        assert_eq!(wanted(&g, &ai), None);
        ai.reduce(AiAction::ToggleAnalysis);
        assert_eq!(wanted(&g, &ai).unwrap().kind, Kind::Analysis);
        ai.reduce(AiAction::AskHint { position: *g.position(), ply: 1 });
        let hint = wanted(&g, &ai).unwrap();
        assert_eq!(hint.kind, Kind::Hint);
        ai.reduce(AiAction::Info { task: hint.clone(), depth: 3, score: -20, nodes: 99, pv: texts(&["11-15", "17-13"]) });
        assert_eq!(ai.analysis_at(&g).unwrap().eval, Eval::Men(20), "Black's -0.20 is White's +0.20");
        ai.reduce(AiAction::Best { task: hint.clone(), mv: "11-15".into(), score: -20, depth: 4, pv: texts(&["11-15"]) });
        let arrows = ai.arrows(&g);
        assert!(arrows.iter().any(|a| a.kind == ArrowKind::Hint && a.squares == vec![11, 15]), "{arrows:?}");
        assert_eq!(wanted(&g, &ai).unwrap().kind, Kind::Analysis, "analysis resumes after the hint");
        let analysis = wanted(&g, &ai).unwrap();
        ai.reduce(AiAction::Best { task: analysis, mv: "11-15".into(), score: 0, depth: 9, pv: texts(&["11-15", "17-13"]) });
        assert_eq!(wanted(&g, &ai), None, "a finished analysis is not run again");
        // The line's first move is the hint's: drawn once, as the hint.
        assert_eq!(ai.arrows(&g).iter().map(|a| a.kind).collect::<Vec<_>>(), [ArrowKind::Line, ArrowKind::Hint]);
        ai.reduce(AiAction::ToggleAnalysis);
        assert_eq!(ai.arrows(&g).len(), 1, "the hint stays, the line goes with the panel");
        // The player moves: the hint belonged to the old position; the computer thinks.
        let mut p = g.clone();
        p.reduce(Action::Click(11));
        p.reduce(Action::Click(15));
        assert!(ai.arrows(&p).is_empty());
        assert_eq!(wanted(&p, &ai).unwrap().kind, Kind::Move);
    }

    #[test]
    fn a_hint_during_a_deep_analysis_is_its_first_move() {
        let g = game("W:W21-32:B1-12", None);
        let mut ai = AiState::default();
        ai.reduce(AiAction::ToggleAnalysis);
        let t = wanted(&g, &ai).unwrap();
        ai.reduce(AiAction::Info { task: t.clone(), depth: 4, score: 3, nodes: 9, pv: texts(&["22-18", "12-16"]) });
        ai.reduce(AiAction::AskHint { position: *g.position(), ply: 0 });
        assert!(ai.hint_at(&g).is_none(), "too shallow: a search of its own");
        assert_eq!(wanted(&g, &ai).unwrap().kind, Kind::Hint);
        ai.reduce(AiAction::Info { task: t, depth: HINT_FROM_DEPTH, score: 3, nodes: 9, pv: texts(&["23-19", "12-16"]) });
        ai.reduce(AiAction::AskHint { position: *g.position(), ply: 0 });
        assert_eq!(ai.hint_at(&g).unwrap().arrow.text, "23-19");
        assert_eq!(wanted(&g, &ai).unwrap().kind, Kind::Analysis);
    }

    #[test]
    fn a_hint_and_the_analysis_never_draw_two_best_moves() {
        let g = game("W:W21-32:B1-12", None);
        let mut ai = AiState::default();
        ai.reduce(AiAction::ToggleAnalysis);
        let t = wanted(&g, &ai).unwrap();
        ai.reduce(AiAction::Info { task: t.clone(), depth: HINT_FROM_DEPTH, score: 3, nodes: 9, pv: texts(&["23-19", "12-16"]) });
        ai.reduce(AiAction::AskHint { position: *g.position(), ply: 0 });
        // The same first move: drawn once, as the hint, with the rest of the line.
        let arrows = ai.arrows(&g);
        let texts_of = |arrows: &[Arrow]| arrows.iter().map(|a| (a.kind, a.text.clone())).collect::<Vec<_>>();
        assert_eq!(texts_of(&arrows), [(ArrowKind::Line, "12-16".to_string()), (ArrowKind::Hint, "23-19".to_string())]);
        // The analysis, deeper, changes its mind: its line alone is drawn.
        ai.reduce(AiAction::Info { task: t, depth: HINT_FROM_DEPTH + 2, score: 5, nodes: 99, pv: texts(&["22-18", "12-16"]) });
        let arrows = ai.arrows(&g);
        assert!(arrows.iter().all(|a| a.kind != ArrowKind::Hint), "{:?}", texts_of(&arrows));
        assert_eq!(arrows.last().map(|a| a.text.as_str()), Some("22-18"));
        // Without the analysis, the hint is drawn.
        ai.reduce(AiAction::ToggleAnalysis);
        assert_eq!(texts_of(&ai.arrows(&g)), [(ArrowKind::Hint, "23-19".to_string())]);
    }

    #[test]
    fn a_failed_search_waits_for_retry_and_a_finished_game_for_nothing() {
        let g = game("W:W21-32:B1-12", Some(Color::White));
        let mut ai = AiState::default();
        let t = wanted(&g, &ai).unwrap();
        ai.reduce(AiAction::Failed { task: t.clone(), message: "stopped answering".into() });
        assert_eq!(wanted(&g, &ai), None);
        ai.reduce(AiAction::Retry);
        assert_eq!(wanted(&g, &ai), Some(t));
        let mut over = game("W:W22:B18", Some(Color::Black));
        over.reduce(Action::Click(22));
        over.reduce(Action::Click(15));
        ai.reduce(AiAction::ToggleAnalysis);
        assert!(over.outcome().is_some());
        assert_eq!(wanted(&over, &ai), None);
    }

    #[test]
    fn requests_carry_the_game() {
        let start = Position::initial(Variant::Brazilian);
        let next = start.play(&start.parse_move("22-17").unwrap());
        let task = Task { kind: Kind::Move, position: next, ply: 1, level: Some(4), movetime_ms: None };
        let r = request(&task, &[start], 7);
        assert_eq!((r.level, r.movetime_ms, r.seed, r.variant.as_str()), (Some(4), None, 7, "brazilian"));
        assert_eq!(r.history, vec![start.to_fen()]);
        r.validate().unwrap();
        let hint = request(&Task { kind: Kind::Hint, level: None, ..task.clone() }, &[start], 0);
        assert_eq!((hint.level, hint.movetime_ms), (None, Some(HINT_MS)));
        hint.validate().unwrap();
        // A very long game sends its latest positions only, still leading to the position.
        let mut history = vec![];
        let mut pos = Position::from_fen(Variant::Brazilian, "W:WK29:BK1").unwrap();
        let cycle = ["29-25", "1-6", "25-29", "6-1"];
        for i in 0..(MAX_HISTORY + 10) {
            history.push(pos);
            pos = pos.play(&pos.parse_move(cycle[i % 4]).unwrap());
        }
        let r = request(&Task { kind: Kind::Analysis, position: pos, ply: history.len(), level: None, movetime_ms: None }, &history, 0);
        assert_eq!(r.history.len(), MAX_HISTORY);
        assert!(r.validate().is_ok());
    }

    #[test]
    fn analysis_of_a_forced_move_looks_deeper_than_one_ply() {
        // White's only move is a capture: a hint takes it at once, analysis searches on.
        let pos = Position::from_fen(Variant::Brazilian, "W:W22,30,31:B18,3,4").unwrap();
        assert_eq!(pos.legal_moves().len(), 1);
        let depth = |kind| {
            let searched = request(&Task { kind, position: pos, ply: 0, level: None, movetime_ms: None }, &[], 0).validate();
            let Ok(crate::worker::job::Task::Draughts(job)) = searched else { panic!("{searched:?}") };
            // The request's own limits, without the clock and capped at 8 plies to stay quick.
            let limits = damas_ai::Limits { movetime_ms: None, depth: job.limits.depth.map(|d| d.min(8)), nodes: None, clock: None };
            damas_ai::Engine::new(4).search(&pos, &[], &limits, &damas_ai::NoClock, &mut |_| {}).depth
        };
        assert_eq!(depth(Kind::Hint), 1);
        assert_eq!(depth(Kind::Analysis), 8);
    }

    #[test]
    fn lasca_asks_the_same_searches_and_reads_its_answers() {
        use damas_engine::lasca::LascaPosition;
        let start = LascaPosition::initial();
        let opened = crate::ui::state::Opened { record: damas_engine::Record::new(start), computer: Some(Color::White), level: Some(2), end: None, clocks: None, ballot: None };
        let game = GameState::opened(opened, Prefs::new(Lang::En));
        let mut ai = AiState::default();
        let task = wanted(&game, &ai).expect("the computer plays White");
        assert_eq!((task.kind, task.level), (Kind::Move, Some(2)));
        let r = request(&task, game.history(), 7);
        assert_eq!(r.variant, "lasca");
        assert!(matches!(r.validate(), Ok(crate::worker::job::Task::Lasca(_))), "{:?}", r.validate());
        // A hint's answer becomes an arrow through numbered squares; a bad move text is refused.
        let hint = Task { kind: Kind::Hint, position: start, ply: 0, level: None, movetime_ms: None };
        ai.reduce(AiAction::Best { task: hint.clone(), mv: "c3-b4".into(), score: 0, depth: 3, pv: vec![] });
        let arrow = &ai.hint.as_ref().expect("a hint").arrow;
        assert_eq!((arrow.text.as_str(), arrow.squares.len()), ("c3-b4", 2));
        assert_eq!(read_move(&start, "c3-c4"), None);
    }
}
