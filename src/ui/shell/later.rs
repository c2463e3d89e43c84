//! A page drawn over a few tasks: on a slow phone the first drawing of the whole game page was one
//! task of 200-300 ms (Yew's render, compiling the wasm functions it calls for the first time,
//! then the styles and layout of every panel), which holds back the first tap (issue 36's Total
//! Blocking Time). [`use_drawing_stage`] counts the tasks; the page (`ui::play::page`) draws a
//! part in each, first what replaces the static skeleton, then what is under the board, then the
//! side panels. What each stage adds sits below or beside what is already drawn (the side
//! column's last grid row takes the slack), so nothing moves.

use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// 0 while the component draws for the first time, then one more in each following task (a
/// zero timer set once the drawing is in the page) up to `last`, where it stays.
#[hook]
pub fn use_drawing_stage(last: u8) -> u8 {
    let stage = use_state(|| 0u8);
    {
        let stage = stage.clone();
        use_effect_with(*stage, move |&now| {
            let timer = (now < last).then(|| Timeout::new(0, move || stage.set(now + 1)));
            move || drop(timer)
        });
    }
    *stage
}
