//! The moves in standard notation, numbered, the one on view highlighted; a click shows the
//! position after that move, the comments a PDN file gave under the moves they follow and its
//! header (players, event, date, result) above them. The rows are the main line, wherever the position on view is (a
//! variation never takes their place). After the row of each move, the variations that replace
//! it, nested, each move a click away; "Make main line" and "Delete variation" while one is on view. Below
//! them, a field to type a move (keyboard and screen-reader players): the reducer plays it or
//! says why not, as for a move on the board.

use crate::ui::text::i18n::{text, Text};
use crate::ui::prefs::Lang;
use crate::ui::game::board_game::BoardGame;
use crate::ui::review::Judgement;
use crate::ui::text::review_text::review_text;
use crate::ui::game::state::{Action, VariationItem, VariationView};
use crate::ui::text::names::side;
use damas_engine::{Color, NodeId};
use damas_game::about::About;
use std::rc::Rc;
use web_sys::{Element, HtmlInputElement};
use crate::ui::class_list::class_list;
use yew::prelude::*;

/// Properties: the moves, the one on view, and where the player's choices go.
#[derive(Properties, PartialEq)]
pub struct MoveListProps<G: BoardGame> {
    /// Interface language.
    pub lang: Lang,
    /// The text of every move of the main line.
    pub texts: Rc<[String]>,
    /// The node of every move of the main line.
    pub ids: Rc<[NodeId]>,
    /// Moves applied to the position on view (in the line on view).
    pub ply: usize,
    /// The move on view, on the main line or in a variation.
    pub on_view: NodeId,
    /// The game starts with the side that normally moves second (its first row opens with `…`).
    #[prop_or_default]
    pub second_mover_starts: bool,
    /// The result (`2-0`, `1-1`...), once the game has ended.
    #[prop_or_default]
    pub result: Option<AttrValue>,
    /// The variations beside the main line, each where it replaces one of its moves.
    #[prop_or_default]
    pub variations: Rc<[VariationView]>,
    /// The review's judgement of each move (empty when not reviewed).
    #[prop_or_default]
    pub judgements: Rc<[Option<Judgement>]>,
    /// Whether the position on view is in a variation (promote and delete are offered).
    #[prop_or_default]
    pub in_variation: bool,
    /// Who played the game, where and when (a game opened from PDN), above the moves.
    #[prop_or_default]
    pub about: Rc<About>,
    /// The main line's comments as shown, by ply (0: before the first move), in order.
    #[prop_or_default]
    pub comments: Rc<[(usize, String)]>,
    /// A move clicked (`Action::GoToNode`), typed (`Action::Typed`), or the line
    /// promoted or deleted (`Action::PromoteLine`, `Action::DeleteVariation`).
    pub on_action: Callback<Action<G>>,
}

/// A variation under the row of the move it replaces: `(4… 11-15 5. 22-18 (5. 21-17))`, nested
/// ones inline, each move a button that goes there.
fn variation_row<G: BoardGame + 'static>(v: &VariationView, offset: usize, on_view: NodeId, on_action: &Callback<Action<G>>) -> Html {
    let pieces = v.items.iter().enumerate().map(|(j, item)| match item {
        VariationItem::Open => html! { <>{ " (" }</> },
        VariationItem::Close => html! { <>{ ")" }</> },
        VariationItem::Move { id, ply, text, first } => {
            let slot = ply - 1 + offset;
            let number = match (slot % 2, first) {
                (0, _) => format!("{}. ", slot / 2 + 1),
                (_, true) => format!("{}… ", slot / 2 + 1),
                _ => String::new(),
            };
            let id = *id;
            let onclick = on_action.reform(move |_| Action::GoToNode(id));
            let space = j > 0 && !matches!(v.items.get(j - 1), Some(VariationItem::Open));
            let current = id == on_view;
            html! {
                <>
                    if space { { " " } }
                    if !number.is_empty() { <span class="var-no">{ number }</span> }
                    <button type="button" class={class_list(&[Some("var-mv"), current.then_some("current")])} aria-current={current.then_some("step")}
                        data-variation={id.index().to_string()} data-var-ply={ply.to_string()} {onclick}>
                        { text.clone() }
                    </button>
                </>
            }
        }
    });
    html! { <li class="variation" data-variation-at={v.at.to_string()}>{ "(" }{ for pieces }{ ")" }</li> }
}

/// The header of a game opened from PDN: its players by side, then its event, site, round and
/// date, and the result the file gives. Every value is the file's text, shown as text.
fn about_view(lang: Lang, about: &About) -> Html {
    if about.is_empty() {
        return Html::default();
    }
    let player = |color: Color, name: &Option<String>| match name {
        Some(name) => html! { <span class="player" data-about={color.name()}>{ format!("{}: ", side(lang, color)) }<b>{ name.clone() }</b></span> },
        None => Html::default(),
    };
    let round = about.round.as_ref().map(|r| format!("{} {r}", text(lang, Text::Round)));
    let parts = [("event", &about.event), ("site", &about.site), ("round", &round), ("date", &about.date)];
    let place = parts.iter().filter_map(|(name, v)| v.as_ref().map(|v| (*name, v.clone()))).enumerate().map(|(i, (name, v))| {
        html! { <>if i > 0 { { " · " } }<span data-about={name}>{ v }</span></> }
    });
    html! {
        <div class="game-about" data-game-about="">
            if about.white.is_some() || about.black.is_some() {
                <p>{ player(Color::White, &about.white) }{ " " }{ player(Color::Black, &about.black) }</p>
            }
            <p>{ for place }</p>
            if let Some(result) = &about.result {
                <p data-about="result">{ format!("{}: {result}", text(lang, Text::Result)) }</p>
            }
        </div>
    }
}

/// The comments at plies `plies`, each in its own row under the moves it follows
/// (the move's own text first, so a comment under a row of two moves says which it follows).
fn comment_rows(comments: &[(usize, String)], texts: &[String], plies: std::ops::RangeInclusive<usize>) -> Html {
    let rows = comments.iter().filter(|(p, _)| plies.contains(p));
    rows.map(|(p, c)| {
        let after = p.checked_sub(1).and_then(|i| texts.get(i));
        html! {
            <li class="move-comment" data-comment-at={p.to_string()}>
                if let Some(mv) = after { <span class="comment-move">{ mv.clone() }</span> }
                <span class="comment-text">{ c.clone() }</span>
            </li>
        }
    }).collect()
}

/// The move list.
#[function_component(MoveList)]
pub fn move_list<G: BoardGame + 'static>(props: &MoveListProps<G>) -> Html {
    let lang = props.lang;
    let list_ref = use_node_ref();
    let ply = props.ply;
    let texts = &props.texts;
    {
        let list_ref = list_ref.clone();
        use_effect_with((ply, texts.len()), move |(ply, len)| {
            if let Some(el) = list_ref.cast::<Element>() {
                // (An empty list has nothing to scroll: reading its height would lay out the
                // page in the middle of its first drawing.)
                if ply == len && *len > 0 {
                    el.set_scroll_top(el.scroll_height());
                }
            }
        });
    }
    // A game set up with the second player to move starts its first row with an ellipsis.
    let offset = usize::from(props.second_mover_starts);
    let cell = |i: usize| -> Html {
        let Some(t) = texts.get(i) else { return html! { <span class="mv empty"></span> } };
        let p = i + 1;
        let id = props.ids.get(i).copied().unwrap_or(NodeId::ROOT);
        let onclick = props.on_action.reform(move |_| Action::GoToNode(id));
        let judged = props.judgements.get(i).copied().flatten();
        let current = id == props.on_view;
        let class = class_list(&[Some("mv"), current.then_some("current"), (p > ply && !props.in_variation).then_some("future")]);
        html! {
            <button type="button" {class} data-ply={p.to_string()} aria-current={current.then_some("step")}
                data-judgement={judged.map(Judgement::name)} title={judged.map(|j| review_text(lang, j.text_key()))} {onclick}>
                { t.clone() }
                if let Some(j) = judged { <span class={class_list(&[Some("glyph"), Some(j.name())])}>{ j.glyph() }</span> }
            </button>
        }
    };
    let rows = (texts.len() + offset).div_ceil(2);
    let items = (0..rows).map(|row| {
        let (a, b) = (2 * row, 2 * row + 1);
        let first = if a < offset { html! { <span class="mv empty">{ "…" }</span> } } else { cell(a - offset) };
        // The variations replacing a move of this row.
        let kept = props.variations.iter().filter(|v| (v.at + offset) / 2 == row);
        html! {
            <>
                <li class="move-row">
                    <span class="move-no">{ format!("{}.", row + 1) }</span>
                    { first }
                    { cell(b - offset) }
                </li>
                { comment_rows(&props.comments, texts, (a + 1).saturating_sub(offset).max(1)..=b + 1 - offset) }
                { for kept.map(|v| variation_row(v, offset, props.on_view, &props.on_action)) }
            </>
        }
    });
    let result = match &props.result {
        Some(result) if ply == texts.len() && !props.in_variation => html! { <p class="result" data-result="">{ result.clone() }</p> },
        _ => Html::default(),
    };
    let typed_ref = use_node_ref();
    {
        // A move played (typed or not) empties the field; a refused one stays there to correct.
        let typed_ref = typed_ref.clone();
        use_effect_with(ply, move |_| {
            if let Some(input) = typed_ref.cast::<HtmlInputElement>() {
                input.set_value("");
            }
        });
    }
    let on_typed = {
        let (on_action, typed_ref) = (props.on_action.clone(), typed_ref.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(input) = typed_ref.cast::<HtmlInputElement>() {
                on_action.emit(Action::Typed(input.value()));
            }
        })
    };
    let to_start = props.on_action.reform(|_| Action::GoToNode(NodeId::ROOT));
    html! {
        <section class="panel moves">
            <h2>{ text(lang, Text::Moves) }</h2>
            { about_view(lang, &props.about) }
            <div class="move-scroll" ref={list_ref} data-moves="">
                if texts.is_empty() {
                    <p class="empty-note">{ text(lang, Text::NoMoves) }</p>
                }
                <ol class="move-list">
                    if !texts.is_empty() {
                        <li class="move-row start-row">
                            <button type="button" class={class_list(&[Some("mv"), Some("start"), (ply == 0).then_some("current")])}
                                data-ply="0" onclick={to_start}>{ text(lang, Text::First) }</button>
                        </li>
                    }
                    { comment_rows(&props.comments, texts, 0..=0) }
                    { for items }
                </ol>
                { result }
            </div>
            if props.in_variation {
                <div class="variation-tools">
                    <button type="button" data-action="promote-variation" onclick={props.on_action.reform(|_| Action::PromoteLine)}>
                        { text(lang, Text::PromoteVariation) }
                    </button>
                    <button type="button" data-action="delete-variation" onclick={props.on_action.reform(|_| Action::DeleteVariation)}>
                        { text(lang, Text::DeleteVariation) }
                    </button>
                </div>
            }
            <form class="type-move" data-type-move="" onsubmit={on_typed}>
                <input ref={typed_ref} type="text" data-move-input="" maxlength="64" autocomplete="off"
                    autocapitalize="off" spellcheck="false" enterkeyhint="go"
                    aria-label={text(lang, Text::TypeMove)} placeholder={text(lang, Text::TypeMove)} />
                <button type="submit">{ text(lang, Text::PlayTyped) }</button>
            </form>
        </section>
    }
}
