//! The Lasca page's AI worker: the computer's moves, and a hint on request. One worker, one
//! search at a time; the computer's turn comes first, and a hint is asked only for the position on
//! view when the player is to move.

use super::state::{LascaAction, LascaMessage, LascaState, VARIANT_KEY};
use crate::worker::bridge::{EngineBridge, WORKER_PATH};
use crate::worker::protocol::{Response, SearchRequest};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// How long a hint thinks.
const HINT_MS: u32 = 1000;

/// A position named by its FEN and the ply on view (the same FEN can come back later in a game).
pub type Spot = (String, usize);

/// A search the page wants.
#[derive(Clone, Debug, PartialEq)]
enum Ask {
    /// The computer's move at its level.
    Move {
        /// Where.
        at: Spot,
        /// Its level.
        level: u8,
    },
    /// The best move for the player, shown and not played.
    Hint {
        /// Where.
        at: Spot,
    },
}

/// What the hook reports.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LascaEngine {
    /// The computer is thinking about its move.
    pub thinking: bool,
    /// A hint is being searched.
    pub hinting: bool,
    /// The last hint found: where, and the move text.
    pub hint: Option<(Spot, String)>,
}

/// What changes the report (dispatched from the worker's callback, which outlives renders).
pub enum Event {
    /// A new search started (or none): which kind.
    Asked {
        /// The computer's move.
        thinking: bool,
        /// A hint.
        hinting: bool,
    },
    /// A hint was found.
    Hint(Spot, String),
    /// The search under way ended.
    Done,
}

impl Reducible for LascaEngine {
    type Action = Event;

    fn reduce(self: Rc<Self>, event: Event) -> Rc<Self> {
        let mut next = (*self).clone();
        match event {
            Event::Asked { thinking, hinting } => (next.thinking, next.hinting) = (thinking, hinting),
            Event::Hint(at, mv) => (next.thinking, next.hinting, next.hint) = (false, false, Some((at, mv))),
            Event::Done => (next.thinking, next.hinting) = (false, false),
        }
        Rc::new(next)
    }
}

/// Runs the computer's moves, and a hint for `hint_for` when that is the spot on view and the
/// player is to move.
#[hook]
pub fn use_lasca_engine(state: &UseReducerHandle<LascaState>, hint_for: Option<Spot>) -> LascaEngine {
    let bridge: Rc<RefCell<Option<EngineBridge>>> = use_mut_ref(|| None);
    // The search under way: an answer is checked against it.
    let asked: Rc<RefCell<Option<Ask>>> = use_mut_ref(|| None);
    let report = use_reducer(LascaEngine::default);
    let here: Spot = (state.position().to_fen(), state.ply());
    let ask = if state.computer_to_move() {
        Some(Ask::Move { at: here.clone(), level: state.level })
    } else {
        let playable = !state.computers_turn_on_view() && !state.position().legal_moves().is_empty();
        let found = report.hint.as_ref().is_some_and(|(s, _)| *s == here);
        hint_for.filter(|s| *s == here && playable && !found).map(|at| Ask::Hint { at })
    };
    {
        let dispatcher = state.dispatcher();
        let history: Vec<String> = state.history().iter().map(|p| p.to_fen()).collect();
        let events = report.dispatcher();
        use_effect_with(ask, move |ask| {
            if let Some(b) = bridge.borrow().as_ref() {
                b.cancel();
            }
            asked.replace(ask.clone());
            events.dispatch(Event::Asked {
                thinking: matches!(ask, Some(Ask::Move { .. })),
                hinting: matches!(ask, Some(Ask::Hint { .. })),
            });
            let Some(ask) = ask.clone() else { return };
            let mut slot = bridge.borrow_mut();
            let b = slot.get_or_insert_with(|| {
                let asked = asked.clone();
                EngineBridge::new(WORKER_PATH, move |r: Response| match (r, asked.borrow().clone()) {
                    (Response::BestMove { mv, .. }, Some(Ask::Move { at, .. })) => {
                        events.dispatch(Event::Done);
                        dispatcher.dispatch(LascaAction::ComputerMove { fen: at.0, text: mv });
                    }
                    (Response::BestMove { mv, .. }, Some(Ask::Hint { at })) => events.dispatch(Event::Hint(at, mv)),
                    (Response::Error { message, .. }, _) => {
                        events.dispatch(Event::Done);
                        dispatcher.dispatch(LascaAction::Notify(LascaMessage::Engine(message)));
                    }
                    _ => {}
                })
            });
            let (at, movetime_ms, level) = match ask {
                Ask::Move { at, level } => (at, None, Some(level)),
                Ask::Hint { at } => (at, Some(HINT_MS), None),
            };
            let seed = (js_sys::Math::random() * 4_294_967_296.0) as u64;
            b.search(SearchRequest {
                id: 0,
                variant: VARIANT_KEY.into(),
                fen: at.0,
                history,
                movetime_ms,
                depth: None,
                level,
                seed,
            });
        });
    }
    (*report).clone()
}
