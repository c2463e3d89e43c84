//! The game's parts every page and the embedded board show (the board, the status, the message,
//! the controls, a study page's header), wired to a game's handle and the player's preferences,
//! for every game: each function picks a part's values from the state and the preferences and
//! sends its actions back (the game's through [`actions`]). The game page (`play::page`) and the
//! study pages compose them.

use crate::ui::board::view::svg_board::{say_cursor, Board, CursorWords, Draw};
use crate::ui::board::arrow::Arrow;
use crate::ui::game::board_game::BoardGame;
use crate::ui::game::state::Action;
use crate::ui::game::view::controls::{self as controls_view, ControlsProps};
use crate::ui::game::view::message::{message_box, MessageProps};
use crate::ui::game::view::status::{self as status_view, StatusProps};
use crate::ui::game::view::use_game::{actions, GameHandle};
use crate::ui::prefs::{Notation, PrefsAction};
use crate::ui::shell::use_prefs::PrefsHandle;
use crate::ui::text::flow_text::Audience;
use crate::ui::text::messages::Message;
use crate::ui::text::names::{move_label, Naming};
use std::rc::Rc;
use yew::prelude::*;

/// The board of the position on view, with `arrows` over it and `card` on it (the page's
/// end-of-game card; embedded boards have none).
pub fn board<G: BoardGame + 'static>(game: &GameHandle<G>, prefs: &PrefsHandle, arrows: Vec<Arrow>, card: Html) -> Html
where
    G::Standing: Draw,
{
    board_stopped(game, prefs, arrows, card, None)
}

/// The board, stopped when `stopped` says why (a lesson over): a click or a drop on it only
/// says that.
pub fn board_stopped<G: BoardGame + 'static>(game: &GameHandle<G>, prefs: &PrefsHandle, arrows: Vec<Arrow>, card: Html, stopped: Option<Message<G>>) -> Html
where
    G::Standing: Draw,
{
    let view = Rc::new(game.board_view(prefs));
    let lang = prefs.lang;
    let label = crate::ui::text::board_text::describe(lang, prefs.notation, game.position().any());
    let (on_square, on_drop) = match stopped {
        Some(why) => {
            let said = game.dispatcher().to_callback().reform(move |()| Action::Notify(why.clone()));
            (said.reform(|_: Option<u32>| ()), said.reform(|_: (u32, u32)| ()))
        }
        None => (
            game.dispatcher().to_callback().reform(|sq: Option<u32>| match sq {
                Some(sq) => Action::Click(sq),
                None => Action::Deselect,
            }),
            game.dispatcher().to_callback().reform(|(from, to)| Action::Drop { from, to }),
        ),
    };
    let (theme, pieces) = (prefs.look.theme, prefs.look.pieces);
    let cursor_words = Some(CursorWords { notation: prefs.notation, say: say_cursor });
    html! { <Board<G::Standing> {view} {arrows} {label} {lang} {cursor_words} {theme} {pieces} {on_square} {on_drop}>{ card }</Board<G::Standing>> }
}

/// How the page writes squares and moves: the game's, in the player's `notation`.
#[must_use]
pub fn naming<G: BoardGame + 'static>(game: &GameHandle<G>, notation: Notation) -> Naming {
    Naming::new(game.kind(), notation)
}

/// Who reads the page: the player against the computer, the player against a friend on another
/// device, or two players at the device.
pub fn audience<G: BoardGame + 'static>(game: &GameHandle<G>) -> Audience {
    match (game.computer(), game.friend()) {
        (Some(c), _) => Audience::Player(!c),
        (None, Some(f)) => Audience::Friend(!f),
        (None, None) => Audience::Players,
    }
}

/// The message: why a move was refused, a question, what a link did (over the status).
pub fn message<G: BoardGame + 'static>(game: &GameHandle<G>, prefs: &PrefsHandle) -> Html {
    message_box(&MessageProps { lang: prefs.lang, message: game.message().cloned(), naming: naming(game, prefs.notation), on_action: actions(game, prefs) })
}

/// The buttons through the game.
pub fn controls<G: BoardGame + 'static>(game: &GameHandle<G>, prefs: &PrefsHandle) -> Html {
    controls_view::controls(&ControlsProps {
        lang: prefs.lang,
        last: game.move_texts().len(),
        can_undo: game.can_undo(),
        can_redo: game.can_redo(),
        on_action: actions(game, prefs),
        on_flip: prefs.callback().reform(|()| PrefsAction::Flip),
    })
}

/// The status line (a live region: screen readers hear each move).
pub fn status_bar<G: BoardGame + 'static>(game: &GameHandle<G>, prefs: &PrefsHandle, thinking: bool) -> Html {
    let last_move = game.ply().checked_sub(1).and_then(|i| game.move_texts().get(i)).map(|t| AttrValue::from(move_label(naming(game, prefs.notation), t)));
    status_view::status_bar(&StatusProps {
        lang: prefs.lang,
        status: game.status(),
        game: game.kind(),
        last_move,
        draw_count: game.draw_count(),
        viewing: game.can_redo(),
        thinking,
        audience: audience(game),
    })
}

/// The header of a study page (tutorial, puzzles, trainer): its title and the way back to the
/// game, the same on every one.
pub fn study_header(title: &str, back: &str) -> Html {
    html! {
        <header class="top">
            <div class="brand">
                <div>
                    <h1>{ title.to_string() }</h1>
                    <p class="tagline"><a href="./" data-action="back-to-game">{ back.to_string() }</a></p>
                </div>
            </div>
        </header>
    }
}
