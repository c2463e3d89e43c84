//! The game review panel: a button to start one, then its progress with a cancel, then each
//! side's accuracy and counts, the evaluation graph, the better move at a judged move on view,
//! and "learn from your mistakes" with its prompts. Values in, one callback out.

use crate::ui::review::view::eval_graph::EvalGraph;
use crate::ui::text::names::side;
use crate::ui::prefs::Lang;
use crate::ui::review::wire::{LearnStep, LearnView, ReviewAction, ReviewView};
use crate::ui::review::Judgement;
use crate::ui::text::review_text::{learn_from, progress_line, review_text, ReviewText};
use damas_engine::Color;
use std::rc::Rc;
use yew::prelude::*;

/// Properties.
#[derive(Properties, PartialEq)]
pub struct ReviewPanelProps {
    /// Interface language.
    pub lang: Lang,
    /// The review of the game on view, if there is one.
    pub review: Option<ReviewView>,
    /// Whether the game on view can be reviewed (it has moves).
    pub can_review: bool,
    /// Moves played on view.
    pub ply: usize,
    /// What the player asks.
    pub on_action: Callback<ReviewAction>,
}

fn learn_part(lang: Lang, learn: &LearnView, act: &Callback<ReviewAction>) -> Html {
    let button = |label: ReviewText, action: ReviewAction, name: &'static str| {
        let onclick = act.reform(move |_| action.clone());
        html! { <button type="button" data-action={name} {onclick}>{ review_text(lang, label) }</button> }
    };
    let (line, buttons) = match &learn.step {
        LearnStep::Asking => (learn.prompt.to_string(), html! { if !learn.shown { { button(ReviewText::ShowBest, ReviewAction::Show, "learn-show") } } }),
        LearnStep::Checking => (review_text(lang, ReviewText::Checking).to_string(), Html::default()),
        LearnStep::Good => (review_text(lang, ReviewText::Good).to_string(), button(ReviewText::Next, ReviewAction::Next, "learn-next")),
        LearnStep::Poor(text) => (
            text.to_string(),
            html! { <>{ button(ReviewText::TryAgain, ReviewAction::Retry, "learn-retry") }{ button(ReviewText::Next, ReviewAction::Next, "learn-next") }</> },
        ),
        LearnStep::Over => (review_text(lang, ReviewText::Over).to_string(), Html::default()),
    };
    let step = match learn.step {
        LearnStep::Asking => "asking",
        LearnStep::Checking => "checking",
        LearnStep::Good => "good",
        LearnStep::Poor(_) => "poor",
        LearnStep::Over => "over",
    };
    html! {
        <div class="learn-mistakes" data-learn={step} aria-live="polite">
            <p>{ line }</p>
            <div class="row">{ buttons }{ button(ReviewText::Stop, ReviewAction::Stop, "learn-stop") }</div>
        </div>
    }
}

/// The panel.
#[function_component(ReviewPanel)]
pub fn review_panel(props: &ReviewPanelProps) -> Html {
    let lang = props.lang;
    let act = &props.on_action;
    let Some(review) = &props.review else {
        if !props.can_review {
            return Html::default();
        }
        let onclick = act.reform(|_| ReviewAction::Start);
        return html! {
            <section class="panel review" aria-label={review_text(lang, ReviewText::Title)}>
                <button type="button" class="primary" data-action="review" {onclick}>{ review_text(lang, ReviewText::Review) }</button>
            </section>
        };
    };
    let close = act.reform(|_| ReviewAction::Close);
    if let Some(percent) = review.progress {
        return html! {
            <section class="panel review" data-review="" data-progress={percent.to_string()} aria-busy="true">
                <h2>{ review_text(lang, ReviewText::Title) }</h2>
                <p aria-live="polite">{ progress_line(lang, percent) }</p>
                <progress max="100" value={percent.to_string()}></progress>
                <button type="button" data-action="review-cancel" onclick={close}>{ review_text(lang, ReviewText::Cancel) }</button>
            </section>
        };
    }
    // A column per side, a row per figure: narrow enough for a phone in every language.
    let sides = [Color::White, Color::Black];
    let accuracy = sides.map(|c| {
        let text = review.accuracy[c.index()].map_or_else(|| "–".to_string(), |a| format!("{a} %"));
        html! { <td data-accuracy={c.name()}>{ text }</td> }
    });
    let counts = Judgement::ALL.iter().enumerate().map(|(k, j)| {
        html! {
            <tr class={j.name()}>
                <th scope="row">{ review_text(lang, j.text_key()) }<span class="glyph">{ j.glyph() }</span></th>
                { for sides.map(|c| html! { <td>{ review.counts[c.index()][k] }</td> }) }
            </tr>
        }
    });
    let on_go = act.reform(ReviewAction::Go);
    let learn_buttons = review.learnable.iter().map(|&c| {
        let onclick = act.reform(move |_| ReviewAction::Learn(c));
        html! { <button type="button" data-action="learn-mistakes" data-side={c.name()} {onclick}>{ learn_from(lang, c) }</button> }
    });
    html! {
        <section class="panel review" data-review="">
            <h2>{ review_text(lang, ReviewText::Title) }</h2>
            <table class="review-table">
                <thead>
                    <tr>
                        <th></th>
                        { for sides.map(|c| html! { <th scope="col">{ side(lang, c) }</th> }) }
                    </tr>
                </thead>
                <tbody>
                    <tr class="accuracy">
                        <th scope="row">{ review_text(lang, ReviewText::Accuracy) }</th>
                        { for accuracy }
                    </tr>
                    { for counts }
                </tbody>
            </table>
            <EvalGraph points={review.points.iter().map(|p| p.map(|n| f64::from(n) / 10_000.0)).collect::<Rc<[_]>>()} marks={review.marks.clone()} ply={props.ply}
                label={review_text(lang, ReviewText::Graph)} {on_go} />
            if let Some(best) = &review.best {
                <p class="best-was" data-best-was="">{ best.to_string() }</p>
            }
            if let Some(href) = &review.picture {
                <p class="share-buttons"><a data-action="image" href={href.to_string()}>{ crate::ui::text::tools_text::tx(lang, crate::ui::text::tools_text::Tx::Image) }</a></p>
            }
            if let Some(learn) = &review.learn {
                { learn_part(lang, learn, act) }
            } else {
                <div class="row">
                    { for learn_buttons }
                    <button type="button" data-action="review-close" onclick={close}>{ review_text(lang, ReviewText::Close) }</button>
                </div>
            }
        </section>
    }
}
