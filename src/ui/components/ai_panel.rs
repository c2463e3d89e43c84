//! The computer's panel: who plays whom, the thinking indicator, the hint button, the analysis
//! switch with its evaluation bar, score, depth and best line, and the worker's failures.

use super::app::Game;
use super::eval_bar::EvalBar;
use crate::ui::ai::{AiAction, AiState, Kind, Task, DEFAULT_LEVEL};
use crate::ui::i18n::{ai_text, eval_text, level_label, versus, AiText};
use yew::prelude::*;

/// Most moves of the best line written out.
const SHOWN_LINE: usize = 10;

/// Properties: the game, the AI's state and the search under way.
#[derive(Properties, PartialEq)]
pub struct AiPanelProps {
    /// The game.
    pub game: Game,
    /// The AI's state.
    pub ai: UseReducerHandle<AiState>,
    /// The search under way.
    pub task: Option<Task>,
}

/// The panel.
#[function_component(AiPanel)]
pub fn ai_panel(props: &AiPanelProps) -> Html {
    let (game, ai) = (&props.game, &props.ai);
    let lang = game.prefs.lang;
    let t = |k| ai_text(lang, k);
    let thinking = props.task.as_ref().is_some_and(|t| t.kind == Kind::Move);
    let hinting = props.task.as_ref().is_some_and(|t| t.kind == Kind::Hint);
    let over = game.outcome().is_some();

    let opponent = game.computer.map(|side| {
        let n = game.level.unwrap_or(DEFAULT_LEVEL);
        let detail = damas_ai::level(n).map(|l| level_label(lang, &l)).unwrap_or_default();
        html! {
            <div class="versus" data-versus={side.name()}>
                <p class="versus-line">{ versus(lang, side, n) }</p>
                <p class="level-detail">{ detail }</p>
            </div>
        }
    });

    let on_hint = {
        let (ai, g) = (ai.clone(), game.clone());
        Callback::from(move |_| ai.dispatch(AiAction::AskHint { position: *g.position(), ply: g.ply() }))
    };
    let on_analysis = {
        let ai = ai.clone();
        Callback::from(move |_| ai.dispatch(AiAction::ToggleAnalysis))
    };
    let on_retry = {
        let ai = ai.clone();
        Callback::from(move |_| ai.dispatch(AiAction::Retry))
    };
    let hint_text = ai.hint_at(game).map(|h| format!("{}: {}", t(AiText::Hint), h.arrow.text));

    let analysis = ai.analysis_on.then(|| match ai.analysis_at(game) {
        Some(a) => {
            let score = eval_text(lang, a.eval);
            let label = format!("{score} ({})", t(AiText::FromWhite));
            html! {
                <div class="analysis" data-analysis="" data-done={a.done.to_string()}>
                    <EvalBar eval={a.eval} label={label.clone()} />
                    <div class="analysis-figures">
                        <strong class="score" data-score={score.clone()} title={label}>{ score }</strong>
                        <span class="depth" data-depth={a.depth.to_string()}>{ format!("{} {}", t(AiText::Depth), a.depth) }</span>
                        if !a.done { <span class="spinner small" aria-hidden="true"></span> }
                    </div>
                    <p class="line" data-line={a.line.join(" ")}>
                        <span class="line-label">{ t(AiText::BestLine) }{ ": " }</span>
                        { for a.line.iter().take(SHOWN_LINE).enumerate().map(|(i, m)| html! { <span class={classes!("line-move", (i == 0).then_some("first"))}>{ m }</span> }) }
                        if a.line.len() > SHOWN_LINE { <span class="line-more">{ "…" }</span> }
                    </p>
                </div>
            }
        }
        None if over => Html::default(),
        None => html! { <p class="analysis searching" data-analysis="">{ t(AiText::Searching) }</p> },
    });

    let failure = ai.failure.as_ref().map(|(_, message)| {
        html! {
            <div class="ai-error" data-ai-error="" role="alert">
                <span>{ format!("{}: {message}", t(AiText::Failed)) }</span>
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
                <button type="button" class="ai-btn" data-action="hint" disabled={over || game.computer_to_move() || hinting}
                    onclick={on_hint}>{ t(AiText::Hint) }</button>
                <button type="button" class={classes!("ai-btn", ai.analysis_on.then_some("on"))} data-action="analysis"
                    aria-pressed={ai.analysis_on.to_string()} onclick={on_analysis}>{ t(AiText::Analysis) }</button>
            </div>
            if let Some(h) = hint_text { <p class="hint-text" data-hint="">{ h }</p> }
            { for analysis }
            { for failure }
        </section>
    }
}
