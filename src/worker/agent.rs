//! The Web Worker side (wasm32 only): a gloo / yew-agent `Worker` whose messages are JSON text
//! (see [`super::protocol`]). Each search iteration runs in its own task, so `stop` and newer
//! `search` messages are read between iterations; the engine's clock is `Date.now()`.

use super::protocol::Response;
use super::runner::Runner;
use damas_ai::Clock;
use yew_agent::worker::{HandlerId, Worker, WorkerScope};

/// Milliseconds from the worker's clock.
struct DateClock;
impl Clock for DateClock {
    fn now_ms(&self) -> f64 {
        js_sys::Date::now()
    }
}

/// The worker's own messages.
pub enum Msg {
    /// Run the next iteration of the search under way.
    Step,
}

/// The AI worker, registered by `src/bin/worker.rs`.
pub struct SearchWorker {
    runner: Runner,
    client: Option<HandlerId>,
    scheduled: bool,
}

impl SearchWorker {
    fn send(&self, scope: &WorkerScope<Self>, out: Vec<Response>) {
        if let Some(id) = self.client {
            for r in out {
                scope.respond(id, r.to_json());
            }
        }
    }

    fn schedule(&mut self, scope: &WorkerScope<Self>) {
        if self.runner.busy() && !self.scheduled {
            self.scheduled = true;
            let scope = scope.clone();
            // A fresh macrotask: messages that arrived meanwhile are handled first.
            gloo::timers::callback::Timeout::new(0, move || scope.send_message(Msg::Step)).forget();
        }
    }
}

impl Worker for SearchWorker {
    type Message = Msg;
    type Input = String;
    type Output = String;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        SearchWorker { runner: Runner::default(), client: None, scheduled: false }
    }

    fn update(&mut self, scope: &WorkerScope<Self>, msg: Self::Message) {
        match msg {
            Msg::Step => {
                self.scheduled = false;
                let out = self.runner.step(&DateClock);
                self.send(scope, out);
                self.schedule(scope);
            }
        }
    }

    fn received(&mut self, scope: &WorkerScope<Self>, msg: Self::Input, id: HandlerId) {
        self.client = Some(id);
        let out = self.runner.receive(&msg, &DateClock);
        self.send(scope, out);
        self.schedule(scope);
    }
}
