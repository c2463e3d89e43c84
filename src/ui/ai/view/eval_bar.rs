//! The evaluation bar: White's share of the evaluation as a light fill over a dark track.

use crate::ui::ai::Eval;
use crate::ui::decimal::decimal;
use yew::prelude::*;

/// Properties: the evaluation and its text.
pub struct EvalBarProps {
    /// The evaluation, from White's side.
    pub eval: Eval,
    /// What the bar says, for screen readers and the tooltip.
    pub label: AttrValue,
    /// The game's score-to-result curve.
    pub curve: damas_ai::expectation::Curve,
}

/// A horizontal bar: White's part on the left (a view function: it keeps no state).
pub fn eval_bar(props: &EvalBarProps) -> Html {
    let share = props.eval.white_share(props.curve).clamp(0.0, 1.0);
    let percent = decimal(share * 100.0, 1);
    html! {
        <div class="eval-bar" data-eval-bar="" data-white-share={decimal(share, 3)} role="meter"
            aria-valuemin="0" aria-valuemax="100" aria-valuenow={percent.clone()} aria-label={props.label.clone()}
            title={props.label.clone()}>
            <div class="eval-white" style={format!("width: {percent}%")}></div>
            <div class="eval-mid" aria-hidden="true"></div>
        </div>
    }
}
