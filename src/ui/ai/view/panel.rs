//! The computer's panel: who plays whom, the thinking indicator, the hint button, the analysis
//! switch with its evaluation bar, score, depth and best line, and the worker's failures.

use crate::ui::ai::view::eval_bar::{eval_bar, EvalBarProps};
use crate::ui::ai::Analysis;
use crate::ui::game::board_game::BoardGame;
use crate::ui::text::ai_text::{ai_text, level_label, versus, AiText};
use crate::ui::prefs::{Lang, Notation};
use crate::ui::text::names::{move_label, Naming};
use damas_engine::Color;
use crate::ui::class_list::class_list;
use yew::prelude::*;

/// Most moves of the best line written out.
const SHOWN_LINE: usize = 10;

/// Properties: what the computer is doing and has found, and the player's requests.
pub struct AiPanelProps<G: BoardGame> {
    /// Interface language.
    pub lang: Lang,
    /// How moves are written (the best line).
    pub notation: Notation,
    /// The side the computer plays and its level, in a game against it.
    pub opponent: Option<(Color, u8)>,
    /// The game has ended.
    pub over: bool,
    /// The computer is searching its move.
    pub thinking: bool,
    /// A hint may be asked now (the player's turn, no hint under way).
    pub hint_allowed: bool,
    /// The hint found for the position on view, in notation.
    pub hint: Option<AttrValue>,
    /// The analysis panel is on.
    pub analysis_on: bool,
    /// The analysis of the position on view, as far as it has got.
    pub analysis: Option<Analysis<G>>,
    /// Why the worker failed, if it did.
    pub failure: Option<AttrValue>,
    /// The hint button.
    pub on_hint: Callback<()>,
    /// The analysis switch.
    pub on_analysis: Callback<()>,
    /// Retry after a failure.
    pub on_retry: Callback<()>,
}

/// The panel (a view function: it keeps no state, see `play::page`).
pub fn ai_panel<G: BoardGame + 'static>(props: &AiPanelProps<G>) -> Html {
    let lang = props.lang;
    let t = |k| ai_text(lang, k);
    let (thinking, over) = (props.thinking, props.over);

    let opponent = props.opponent.map(|(side, n)| {
        let detail = damas_ai::level(n).map(|l| level_label(lang, &l)).unwrap_or_default();
        html! {
            <div class="versus" data-versus={side.name()}>
                <p class="versus-line">{ versus(lang, side, n) }</p>
                <p class="level-detail">{ detail }</p>
            </div>
        }
    });

    let on_hint = props.on_hint.reform(|_: MouseEvent| ());
    let on_analysis = props.on_analysis.reform(|_: MouseEvent| ());
    let on_retry = props.on_retry.reform(|_: MouseEvent| ());
    let hint_text = props.hint.as_ref().map(|h| format!("{}: {h}", t(AiText::Hint)));

    let analysis = props.analysis_on.then(|| match &props.analysis {
        Some(a) => {
            let score = a.eval.words(lang);
            let label = format!("{score} ({})", t(AiText::FromWhite));
            html! {
                <div class="analysis" data-analysis="" data-done={a.done.to_string()}>
                    { eval_bar(&EvalBarProps { eval: a.eval, label: label.clone().into(), curve: crate::ui::review::curve_of(a.task.position.game_kind()) }) }
                    <div class="analysis-figures">
                        <strong class="score" data-score={score.clone()} title={label}>{ score }</strong>
                        <span class="depth" data-depth={a.depth.to_string()}>{ format!("{} {}", t(AiText::Depth), a.depth) }</span>
                        if !a.done { <span class="spinner small" aria-hidden="true"></span> }
                    </div>
                    <p class="line" data-line={a.line.join(" ")}>
                        <span class="line-label">{ t(AiText::BestLine) }{ ": " }</span>
                        { for a.line.iter().take(SHOWN_LINE).enumerate().map(|(i, m)| html! { <span class={class_list(&[Some("line-move"), (i == 0).then_some("first")])}>{ move_label(Naming::new(a.task.position.game_kind(), props.notation), m) }</span> }) }
                        if a.line.len() > SHOWN_LINE { <span class="line-more">{ "…" }</span> }
                    </p>
                </div>
            }
        }
        None if over => Html::default(),
        None => html! { <p class="analysis searching" data-analysis="">{ t(AiText::Searching) }</p> },
    });

    let failure = props.failure.as_ref().map(|message| {
        // A worker that cannot start says what to do, in the player's words; other failures name theirs.
        let text = if message.as_str() == crate::worker::protocol::WORKER_UNAVAILABLE {
            t(AiText::Unavailable).to_string()
        } else {
            format!("{}: {message}", t(AiText::Failed))
        };
        html! {
            <div class="ai-error" data-ai-error="" role="alert">
                <span>{ text }</span>
                <button type="button" class="retry" data-action="retry" onclick={on_retry}>{ t(AiText::Retry) }</button>
            </div>
        }
    });

    html! {
        <section class="panel ai-panel" id="ai-panel">
            <h2>{ t(AiText::Computer) }</h2>
            { for opponent }
            if thinking {
                <p class="thinking" data-thinking=""><span class="spinner" aria-hidden="true"></span>{ t(AiText::Thinking) }</p>
            }
            <div class="ai-buttons">
                <button type="button" class="ai-btn" data-action="hint" disabled={!props.hint_allowed}
                    onclick={on_hint}>{ t(AiText::Hint) }</button>
                <button type="button" class={class_list(&[Some("ai-btn"), props.analysis_on.then_some("on")])} data-action="analysis"
                    aria-pressed={props.analysis_on.to_string()} onclick={on_analysis}>{ t(AiText::Analysis) }</button>
            </div>
            if let Some(h) = hint_text { <p class="hint-text" data-hint={props.hint.clone()}>{ h }</p> }
            { for analysis }
            { for failure }
        </section>
    }
}
