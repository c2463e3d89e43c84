//! The AI worker wired to the game: runs the search [`crate::ui::ai::wanted`] names (the
//! computer's move, a hint, the analysis), feeds the worker's answers to the [`AiState`]
//! reducer, and plays the computer's move as `Action::ComputerMove` once it is found (never
//! sooner than `MIN_REPLY_MS` after the player's move, so that move's slide ends first).
//! One worker serves all three; a newer wish cancels the search under way. The bridge restarts
//! a crashed or stuck worker; when it gives up, its error lands in `AiState::failure`.

use crate::ui::ai::{accepts_draw, read_move, request, wanted, AiAction, AiState, Kind, Task, MIN_REPLY_MS};
use crate::ui::game::board_game::BoardGame;
use crate::ui::game::view::use_game::GameHandle;
use crate::ui::game::state::Action;
use crate::worker::bridge::{worker_path, EngineBridge};
use crate::worker::protocol::Response;
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

impl<G: BoardGame> Reducible for AiState<G> {
    type Action = AiAction<G>;

    fn reduce(self: Rc<Self>, action: AiAction<G>) -> Rc<Self> {
        let mut next = (*self).clone();
        next.reduce(action);
        Rc::new(next)
    }
}

/// The AI's state and the search under way (if any), for a game of `G`.
pub struct Engine<G: BoardGame + 'static = damas_engine::Position> {
    /// Analysis switch, hint, last answers, failure.
    pub ai: UseReducerHandle<AiState<G>>,
    /// The search the page runs now.
    pub task: Option<Task<G>>,
}

impl<G: BoardGame> Engine<G> {
    /// Whether the computer is thinking about its move.
    #[must_use]
    pub fn thinking(&self) -> bool {
        self.task.as_ref().is_some_and(|t| t.kind == Kind::Move)
    }
}

/// The search running in the worker and when it started.
type Running<G> = Rc<RefCell<Option<(Task<G>, f64)>>>;

fn now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

fn on_response<G: BoardGame + 'static>(
    response: Response,
    running: &Running<G>,
    ai: &UseReducerDispatcher<AiState<G>>,
    game: &UseReducerDispatcher<crate::ui::game::state::GameState<G>>,
) {
    let Some((task, started)) = running.borrow().clone() else { return };
    match response {
        // A review reads only each position's final answer: its progress lines would redraw the page for nothing.
        Response::Info { .. } if matches!(task.kind, Kind::Review | Kind::Try) => {}
        Response::Info { depth, score, nodes, pv, .. } => ai.dispatch(AiAction::Info { task, depth, score, nodes, pv }),
        Response::BestMove { mv, score, depth, pv, .. } => {
            ai.dispatch(AiAction::Best { task: task.clone(), mv: mv.clone(), score, depth, pv });
            if task.kind != Kind::Move {
                return;
            }
            let Some(chosen) = read_move(&task.position, &mv) else {
                let message = format!("the computer's move {} is not legal here", damas_engine::notation::quoted_cut(&mv, 40));
                ai.dispatch(AiAction::Failed { task, message });
                return;
            };
            let wait = (MIN_REPLY_MS - (now() - started)).max(0.0) as u32;
            let game = game.clone();
            let at = task.position;
            let accepts_draw = accepts_draw(&at, score);
            Timeout::new(wait, move || game.dispatch(Action::ComputerMove { at, mv: chosen, accepts_draw })).forget();
        }
        Response::Error { message, .. } => ai.dispatch(AiAction::Failed { task, message }),
    }
}

/// Runs the AI for `game`, of any game.
#[hook]
pub fn use_engine<G: BoardGame + 'static>(game: &GameHandle<G>) -> Engine<G> {
    let ai = use_reducer(AiState::<G>::default);
    let task = wanted(game, &ai);
    let running: Running<G> = use_mut_ref(|| None);
    // The worker starts with the first search (a page that never asks the AI never loads it),
    // or as soon as the page has drawn a game against the computer, which will need it: its
    // download and compiling then overlap the player's first move.
    let bridge: Rc<RefCell<Option<EngineBridge>>> = use_mut_ref(|| None);
    let start = {
        let (bridge, running, ai_d, game_d) = (bridge.clone(), running.clone(), ai.dispatcher(), game.dispatcher());
        move || {
            let running = running.clone();
            let (ai_d, game_d) = (ai_d.clone(), game_d.clone());
            bridge.borrow_mut().get_or_insert_with(|| EngineBridge::new(worker_path(), move |r: Response| on_response(r, &running, &ai_d, &game_d)));
        }
    };
    {
        let opponent = game.computer().is_some() && game.outcome().is_none();
        let start = start.clone();
        use_effect_with(opponent, move |&opponent| {
            // A fresh task, after the page's first drawing.
            let early = opponent.then(|| Timeout::new(0, start));
            move || drop(early)
        });
    }
    {
        // The positions before the one searched (a review's are earlier in the same line).
        let positions = game.record().positions();
        let history = task.as_ref().map_or_else(Vec::new, |t| positions[..t.ply.min(positions.len())].to_vec());
        use_effect_with(task.clone(), move |task| {
            let same = running.borrow().as_ref().map(|(t, _)| t) == task.as_ref();
            if !same {
                if let Some(b) = bridge.borrow().as_ref() {
                    b.cancel();
                }
                *running.borrow_mut() = None;
                if let Some(task) = task {
                    let seed = (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64;
                    *running.borrow_mut() = Some((task.clone(), now()));
                    start();
                    if let Some(b) = bridge.borrow().as_ref() {
                        b.search(request(task, &history, seed));
                    };
                }
            }
        });
    }
    {
        // A finished review is kept on the device; a game opened again shows its kept review.
        let finished = ai.review.as_ref().filter(|r| r.done()).cloned();
        use_effect_with(finished, |review| {
            if let Some(review) = review {
                crate::ui::review::view::kept::keep_review(review);
            }
        });
        // Not after a move played here: its line is the last one and a move, and the store (up
        // to 300 reviews) is not read at every move.
        let line = (*game.start(), game.line().to_vec());
        let ai_d = ai.dispatcher();
        let record = (ai.review_of(game).is_none() && !game.fresh()).then(|| game.record().clone()).filter(|r| !r.is_empty());
        use_effect_with(line, move |_| {
            if let Some(record) = record {
                if let Some(review) = crate::ui::review::view::kept::stored_reviews().find(&record) {
                    ai_d.dispatch(AiAction::StartReview(Box::new(review)));
                }
            }
        });
    }
    Engine { ai, task }
}
