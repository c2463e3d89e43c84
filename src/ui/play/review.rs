//! The page's review: the review (`ui::review`) wired to a game's handle and the engine (`ui::ai`),
//! for every game: what the review panel and the move list show, and the player's review actions
//! turned into the game's and the AI's. The reviews the device keeps are `review::view::kept`'s.

use crate::ui::ai::{AiAction, AiState};
use crate::ui::game::board_game::BoardGame;
use crate::ui::review::view::panel::ReviewPanel;
use crate::ui::review::view::host::review_place;
use crate::ui::review::wire::{points_of, LearnStep, LearnView, ReviewAction, ReviewPanelView, ReviewView};
use crate::ui::ai::view::use_engine::Engine;
use crate::ui::game::view::use_game::GameHandle;
use crate::ui::prefs::{Lang, Notation};
use crate::ui::shell::use_prefs::PrefsHandle;
use crate::ui::text::names::{move_label, Naming};
use crate::ui::review::{accuracy_of, is_mistake, Judgement, Learn, Phase, Review};
use crate::ui::text::review_text::{best_was, learn_prompt, poor_try};
use crate::ui::game::state::{Action, GameState};
use crate::ui::review::view::kept::stored_reviews;
use damas_engine::Color;
use std::rc::Rc;
use yew::prelude::*;

/// Starts the review of `record`'s line: the one kept on the device, else a new one to search.
pub fn start_review<G: BoardGame>(ai: &UseReducerDispatcher<AiState<G>>, record: &damas_engine::Record<G>) {
    let review = stored_reviews().find(record).unwrap_or_else(|| Review::new(record));
    ai.dispatch(AiAction::StartReview(Box::new(review)));
    // The review opens beside the board (`play::page`): bring it into view (on the draughts
    // page its place, which the panels' bundle draws in).
    crate::ui::shell::web::reveal_soon("[data-review-place], [data-review]");
}

/// The finished review of the game on view as PDN notes (none when there is none), its moves in
/// the player's `notation`.
#[must_use]
pub fn review_notes<G: BoardGame>(game: &GameState<G>, ai: &AiState<G>, notation: Notation) -> Rc<damas_engine::notation::pdn::Notes> {
    let naming = Naming::new(game.kind(), notation);
    let label = |text: &str| move_label(naming, text);
    Rc::new(ai.review_of(game).filter(|r| r.done()).map(|r| r.notes(label)).unwrap_or_default())
}

/// The judgement of each move of the line on view, for the move list.
#[must_use]
pub fn judgements<G: BoardGame>(game: &GameState<G>, ai: &AiState<G>) -> Rc<[Option<Judgement>]> {
    let Some(review) = ai.review_of(game) else { return Rc::from(Vec::new()) };
    (0..game.line().len()).map(|i| review.judge(i).and_then(|m| m.judgement)).collect()
}

/// The review as the panel shows it, in `lang` and `notation`.
fn view<G: BoardGame>(game: &GameState<G>, ai: &AiState<G>, review: &Review<G>, lang: Lang, notation: Notation) -> ReviewView {
    let naming = Naming::new(game.kind(), notation);
    let judged = review.judged();
    let mut counts = [[0; 3]; 2];
    for m in &judged {
        if let Some(j) = m.judgement {
            counts[m.side.index()][j as usize] += 1;
        }
    }
    let on_view = game.ply().checked_sub(1).and_then(|i| judged.iter().find(|m| m.index == i && m.judgement.is_some()));
    let learning = ai.learning(game);
    let learn = learning.as_ref().map(|(learn, phase)| learn_view(lang, naming, review, learn, phase));
    // While a mistake is asked, its better move stays hidden until shown or found.
    let on_view = on_view.filter(|m| learning.as_ref().is_none_or(|(learn, phase)| learn.reveals(m.index, phase)));
    ReviewView {
        progress: (!review.done()).then(|| review.progress()),
        // The moves are judged once per drawing; the figures all come from that.
        accuracy: [Color::White, Color::Black].map(|c| if review.done() { accuracy_of(&judged, c) } else { None }),
        counts,
        points: points_of(&review.white_expected()),
        marks: judged.iter().filter_map(|m| Some((m.index, m.judgement?))).collect(),
        best: on_view.and_then(|m| m.best.as_ref()).map(|b| best_was(lang, &move_label(naming, b)).into()),
        picture: on_view.and_then(|m| picture_link(game, ai, m.index)),
        learnable: [Color::White, Color::Black]
            .into_iter()
            .filter(|&c| game.computer() != Some(c) && judged.iter().any(|m| is_mistake(m, c)))
            .collect(),
        learn,
    }
}

/// The picture page's link of the position before move `index` (a judged move on view), with the
/// better move's arrow the board shows.
fn picture_link<G: BoardGame>(game: &GameState<G>, ai: &AiState<G>, index: usize) -> Option<Rc<str>> {
    let best = ai.best_arrow(game)?;
    // The first `ply` of a link wins: the game's own link, on view before the move.
    let query = crate::link::picture::picture_query(&format!("ply={index}&{}", game.query()), Some(&best.squares));
    Some(crate::ui::shell::web::link(&query).into())
}

fn learn_view<G: BoardGame>(lang: Lang, naming: Naming, review: &Review<G>, learn: &Learn, phase: &Phase<G::Move>) -> LearnView {
    let (which, of) = learn.count();
    let played = learn.index().and_then(|i| review.texts().get(i)).map_or_else(String::new, |t| move_label(naming, t));
    let step = match phase {
        Phase::Asking => LearnStep::Asking,
        Phase::Checking(_) => LearnStep::Checking,
        Phase::Good(_) => LearnStep::Good,
        Phase::Poor(mv) => {
            let tried = learn.index().and_then(|i| review.position(i)).map(|p| move_label(naming, &p.move_text(mv))).unwrap_or_default();
            LearnStep::Poor(poor_try(lang, &tried).into())
        }
        Phase::Over => LearnStep::Over,
    };
    LearnView { prompt: learn_prompt(lang, learn.side, &played, which, of).into(), step, shown: learn.shown }
}

/// Puts the reviewed line back on view at `ply`: a try played beside it left it in the tree.
fn back_to_line<G: BoardGame + 'static>(game: &GameHandle<G>, review: &Review<G>, ply: usize) {
    if game.line() == review.moves() {
        game.dispatch(Action::GoTo(ply));
        return;
    }
    if let Some(node) = game.node_of_line(&review.moves()[..ply.min(review.moves().len())]) {
        game.dispatch(Action::GoToNode(node));
    }
}

/// The review panel of the game on view, in the player's `prefs`.
pub fn review_panel<G: BoardGame + 'static>(game: &GameHandle<G>, prefs: &PrefsHandle, engine: &Engine<G>) -> Html {
    let ai = &engine.ai;
    // While a try is on the board the line differs from the reviewed one: the round still shows.
    let review = ai.review_of(game).or(ai.review.as_ref().filter(|_| ai.learn.is_some()));
    let on_action = {
        let (game, ai) = (game.clone(), ai.clone());
        Callback::from(move |action: ReviewAction| match action {
            ReviewAction::Start => start_review(&ai.dispatcher(), game.record()),
            ReviewAction::Close => ai.dispatch(AiAction::CloseReview),
            ReviewAction::Go(ply) => game.dispatch(Action::GoTo(ply)),
            ReviewAction::Learn(side) => {
                let Some(review) = ai.review.as_ref() else { return };
                if let Some(first) = Learn::new(review, side).and_then(|l| l.index()) {
                    ai.dispatch(AiAction::LearnStart(side));
                    game.dispatch(Action::GoTo(first));
                }
            }
            ReviewAction::Retry | ReviewAction::Next | ReviewAction::Stop => {
                let (Some(review), Some(learn)) = (ai.review.as_ref(), ai.learn.as_ref()) else { return };
                let mut next = learn.clone();
                if action == ReviewAction::Next {
                    next.next();
                }
                let ply = match action {
                    ReviewAction::Stop => game.ply().min(learn.index().unwrap_or(0)),
                    _ => next.index().unwrap_or(review.moves().len()),
                };
                back_to_line(&game, review, ply);
                match action {
                    ReviewAction::Next => ai.dispatch(AiAction::LearnNext),
                    ReviewAction::Stop => ai.dispatch(AiAction::LearnStop),
                    _ => {}
                }
            }
            ReviewAction::Show => ai.dispatch(AiAction::LearnShow),
        })
    };
    let (lang, review, can_review, ply) = (prefs.lang, review.map(|r| view(game, ai, r, prefs.lang, prefs.notation)), !game.line().is_empty(), game.ply());
    if review.is_none() && !can_review {
        return Html::default();
    }
    // The draughts page has its panels' bundle draw the panel (`super::host`); the Lasca page's
    // own bundle carries it.
    if G::DRAUGHTS {
        let view = ReviewPanelView { lang, review, can_review, ply }.to_text();
        review_place(AttrValue::from(view), lang, on_action)
    } else {
        html! { <ReviewPanel {lang} {review} {can_review} {ply} {on_action} /> }
    }
}
