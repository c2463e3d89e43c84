//! The review's evaluation graph: White's expected result over the game (the light area), a dot
//! on every judged move coloured by its judgement, a line at the move on view; a click anywhere
//! over a move goes there.

use crate::ui::decimal::decimal;
use crate::ui::review::Judgement;
use std::rc::Rc;
use crate::ui::class_list::class_list;
use yew::prelude::*;

/// Width of the drawing in its own units (the height is 100), as a number and as written (the
/// page formats no floating-point number itself: that would link the float printer).
const WIDTH: f64 = 400.0;
const WIDTH_TEXT: &str = "400";
/// Room left at each end, in the drawing's units.
const INSET: f64 = 4.0;

/// Properties: the curve, the judged moves, the move on view, where a click goes.
#[derive(Properties, PartialEq)]
pub struct EvalGraphProps {
    /// White's expected result, 0 to 1, at every position (start first); `None` not searched yet.
    pub points: Rc<[Option<f64>]>,
    /// The judged moves: (move index, judgement).
    pub marks: Rc<[(usize, Judgement)]>,
    /// The position on view (moves played).
    pub ply: usize,
    /// What the graph shows, for screen readers and the tooltip.
    pub label: AttrValue,
    /// A ply clicked.
    pub on_go: Callback<usize>,
}

/// The graph.
#[function_component(EvalGraph)]
pub fn eval_graph(props: &EvalGraphProps) -> Html {
    let n = props.points.len().max(2) - 1;
    // A small inset keeps the first and last marks whole.
    let x = |ply: usize| INSET + (WIDTH - 2.0 * INSET) * ply as f64 / n as f64;
    let y = |e: f64| 100.0 * (1.0 - e.clamp(0.0, 1.0));
    // White's area: from the bottom left along the curve (unsearched points at the middle) and back.
    let mut area = format!("M0,100 L0,{}", decimal(y(props.points.first().copied().flatten().unwrap_or(0.5)), 1));
    for (i, p) in props.points.iter().enumerate() {
        area.push_str(&format!(" L{},{}", decimal(x(i), 1), decimal(y(p.unwrap_or(0.5)), 1)));
    }
    let last = decimal(y(props.points.last().copied().flatten().unwrap_or(0.5)), 1);
    area.push_str(&format!(" L{WIDTH_TEXT},{last} L{WIDTH_TEXT},100 Z"));
    let dots = props.marks.iter().filter_map(|&(i, j)| {
        let e = (*props.points.get(i + 1)?)?;
        // A short upright stroke: it stays a stroke when the drawing is stretched to the panel.
        let (cx, cy) = (decimal(x(i + 1), 1), y(e));
        Some(html! { <line class={class_list(&[Some("mark"), Some(j.name())])} x1={cx.clone()} x2={cx} y1={decimal((cy - 7.0).max(1.0), 1)} y2={decimal((cy + 7.0).min(99.0), 1)} /> })
    });
    let slot = (WIDTH - 2.0 * INSET) / n as f64;
    let hits = (0..props.points.len()).map(|ply| {
        let onclick = props.on_go.reform(move |_| ply);
        let left = (x(ply) - slot / 2.0).max(0.0);
        html! { <rect class="hit" data-graph-ply={ply.to_string()} x={decimal(left, 1)} y="0" width={decimal(slot, 1)} height="100" {onclick} /> }
    });
    let cursor = decimal(x(props.ply.min(n)), 1);
    html! {
        <svg class="eval-graph" data-eval-graph="" viewBox={format!("0 0 {WIDTH_TEXT} 100")} preserveAspectRatio="none"
            role="img" aria-label={props.label.clone()}>
            <title>{ props.label.clone() }</title>
            <rect class="black-side" x="0" y="0" width={WIDTH_TEXT} height="100" />
            <path class="white-side" d={area} />
            <line class="mid" x1="0" y1="50" x2={WIDTH_TEXT} y2="50" />
            <line class="cursor" x1={cursor.clone()} y1="0" x2={cursor} y2="100" />
            { for dots }
            { for hits }
        </svg>
    }
}
