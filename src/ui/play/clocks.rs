//! Both players' clocks, ticking: each shows what its side has left (`data-ms`), the running
//! one is marked, and one under ten seconds shows as low. Only this component re-renders as the
//! clocks tick; when the running clock reaches zero it reports the flag once, and when it falls
//! under ten seconds it sounds the low-time warning once.

use crate::clock::{face, now_ms, LOW_TIME_MS};
use damas_game::clock::Clocks;
use crate::ui::text::flow_text::{flow_text, FlowText};
use crate::ui::prefs::Lang;
use damas_engine::Color;
use gloo::timers::callback::Interval;
use crate::ui::class_list::class_list;
use yew::prelude::*;

/// How often a running clock is redrawn.
const TICK_MS: u32 = 100;

/// Properties: the clocks, the side at the bottom of the board, and where a flag goes.
#[derive(Properties, PartialEq)]
pub struct ClocksProps {
    /// Interface language.
    pub lang: Lang,
    /// The clocks.
    pub clocks: Clocks,
    /// The side drawn at the bottom: its clock comes second, nearer the player.
    pub bottom: Color,
    /// The running clock reached zero.
    pub on_flag: Callback<()>,
}

/// The two clocks.
#[function_component(ClockPair)]
pub fn clock_pair(props: &ClocksProps) -> Html {
    let tick = use_state(|| 0u32);
    let flagged = use_mut_ref(|| false);
    // The running clock's side once it has sounded low (once per turn below the line).
    let warned = use_mut_ref(|| None::<Color>);
    {
        let (tick, running) = (tick.clone(), props.clocks.running().is_some() && !props.clocks.is_paused());
        use_effect_with(running, move |&running| {
            let interval = running.then(|| Interval::new(TICK_MS, move || tick.set(tick.wrapping_add(1))));
            move || drop(interval)
        });
    }
    let now = now_ms();
    let clocks = props.clocks;
    if clocks.flagged(now).is_some() {
        if !*flagged.borrow() {
            *flagged.borrow_mut() = true;
            props.on_flag.emit(());
        }
    } else {
        *flagged.borrow_mut() = false;
    }
    match clocks.running() {
        Some(side) if clocks.left_at(side, now) < LOW_TIME_MS => {
            if *warned.borrow() != Some(side) {
                *warned.borrow_mut() = Some(side);
                crate::ui::look::sound::play(crate::ui::look::sound::Sound::LowTime);
            }
        }
        _ => *warned.borrow_mut() = None,
    }
    let lang = props.lang;
    let one = |side: Color| {
        let ms = clocks.left_at(side, now);
        let running = clocks.running() == Some(side);
        let name = flow_text(lang, if side == Color::White { FlowText::WhiteClock } else { FlowText::BlackClock });
        html! {
            <div class={class_list(&[Some("clock"), Some(side.name()), running.then_some("running"), (ms < LOW_TIME_MS).then_some("low")])}
                data-clock={side.name()} data-ms={ms.to_string()} role="timer" aria-label={name}>
                <span class="clock-side">{ name }</span>
                <span class="clock-face">{ face(ms) }</span>
            </div>
        }
    };
    html! {
        <div class="clocks" role="group" aria-label={flow_text(lang, FlowText::Clocks)}>
            { one(!props.bottom) }
            { one(props.bottom) }
        </div>
    }
}
