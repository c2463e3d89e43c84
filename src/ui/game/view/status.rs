//! Whose turn it is (or the result), what captures the rules force, and a draw rule about to end
//! the game.

use crate::ui::text::ai_text::{ai_text, AiText};
use crate::ui::text::board_text::last_move;
use crate::ui::text::flow_text::Audience;
use crate::ui::text::i18n::{draw_countdown, status, text, Text};
use crate::ui::text::messages::Status;
use crate::ui::prefs::Lang;
use damas_engine::{DrawCount, GameKind};
use crate::ui::class_list::class_list;
use yew::prelude::*;

/// Properties: the status and what goes with it.
pub struct StatusProps {
    /// Interface language.
    pub lang: Lang,
    /// Whose turn it is, or the result.
    pub status: Status,
    /// The game (its result's form).
    pub game: GameKind,
    /// The move that led to the position on view, for screen readers.
    pub last_move: Option<AttrValue>,
    /// A draw rule counting toward its end.
    pub draw_count: Option<DrawCount>,
    /// An earlier position of the game is on view.
    pub viewing: bool,
    /// The computer is thinking about its move.
    pub thinking: bool,
    /// Who reads it: the player against the computer is spoken to.
    pub audience: Audience,
}

/// The status line (a view function: it keeps no state, see `play::page`).
pub fn status_bar(props: &StatusProps) -> Html {
    let lang = props.lang;
    let st = props.status;
    let (line, note) = status(lang, &st, props.game, props.audience);
    let (dot, over) = match st {
        Status::ToMove { turn, .. } => (turn.name(), false),
        Status::Over { ending, .. } => (ending.winner().map_or("draw", damas_engine::Color::name), true),
    };
    let viewing = props.viewing && !over;
    // The ending's colour for the one it is told to: a loss is not drawn as a success.
    let verdict = match (st, props.audience) {
        (Status::Over { ending, .. }, _) if ending.winner().is_none() => Some("drawn"),
        (Status::Over { ending, .. }, Audience::Player(me) | Audience::Friend(me)) if ending.winner() != Some(me) => Some("lost"),
        _ => None,
    };
    let capture = matches!(st, Status::ToMove { capture: Some(_), .. });
    html! {
        <div class="status-area">
            <div class={class_list(&[Some("status"), over.then_some("over"), verdict, capture.then_some("must-capture")])}
                data-status="" aria-live="polite">
                <span class={class_list(&[Some("turn-dot"), Some(dot)])} aria-hidden="true"></span>
                <div class="status-text">
                    <strong class="status-line">{ line }</strong>
                    if let Some(mv) = &props.last_move {
                        <span class="sr-only" data-last-move="">{ last_move(lang, mv) }</span>
                    }
                    if let Some(note) = note { <span class="status-note">{ note }</span> }
                    if let Some(count) = props.draw_count {
                        <span class="status-note draw-count" data-draw-count={count.moves_left.to_string()}>{ draw_countdown(lang, count) }</span>
                    }
                    if viewing { <span class="status-note viewing">{ text(lang, Text::Viewing) }</span> }
                    if props.thinking {
                        <span class="status-note thinking" data-thinking-status="">
                            <span class="spinner small" aria-hidden="true"></span>{ ai_text(lang, AiText::Thinking) }
                        </span>
                    }
                </div>
            </div>
        </div>
    }
}
