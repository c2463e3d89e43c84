//! Whose turn it is (or the result), what captures the rules force, and a draw rule about to end
//! the game.

use super::app::Game;
use crate::ui::i18n::{ai_text, draw_countdown, last_move, status, text, AiText, Text};
use crate::ui::messages::Status;
use damas_engine::Outcome;
use yew::prelude::*;

/// Properties: the game.
#[derive(Properties, PartialEq)]
pub struct StatusProps {
    /// The game.
    pub game: Game,
    /// The computer is thinking about its move.
    #[prop_or_default]
    pub thinking: bool,
}

/// The status line.
#[function_component(StatusBar)]
pub fn status_bar(props: &StatusProps) -> Html {
    let game = &props.game;
    let lang = game.prefs.lang;
    let st = game.status();
    let (line, note) = status(lang, &st, game.variant());
    let (dot, over) = match st {
        Status::ToMove { turn, .. } => (turn.name(), false),
        Status::Over(Outcome::Win(c)) => (c.name(), true),
        Status::Over(Outcome::Draw(_)) => ("draw", true),
    };
    let viewing = game.can_redo() && !over;
    let capture = matches!(st, Status::ToMove { capture: Some(_), .. });
    html! {
        <div class="status-area">
            <div class={classes!("status", over.then_some("over"), capture.then_some("must-capture"))}
                data-status="" aria-live="polite">
                <span class={classes!("turn-dot", dot)} aria-hidden="true"></span>
                <div class="status-text">
                    <strong class="status-line">{ line }</strong>
                    if let Some(mv) = game.ply().checked_sub(1).and_then(|i| game.move_texts().get(i)) {
                        <span class="sr-only" data-last-move="">{ last_move(lang, mv) }</span>
                    }
                    if let Some(note) = note { <span class="status-note">{ note }</span> }
                    if let Some(count) = game.draw_count() {
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
