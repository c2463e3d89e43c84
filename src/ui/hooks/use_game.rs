//! The draughts game as the page holds it: [`GameState`] behind a Yew reducer. The handle lives
//! here, not in the page component, so the page, the embedded board and the engine hook share it
//! without importing one another; the components themselves never see it (values in, callbacks
//! out). [`parts`] picks each component's values from the state.

use crate::ui::board_game::BoardGame;
use crate::ui::state::{Action, GameState};
use std::rc::Rc;
use yew::prelude::*;

impl<G: BoardGame + 'static> Reducible for GameState<G> {
    type Action = Action<G>;

    /// A copy of the state with the action applied.
    fn reduce(self: Rc<Self>, action: Action<G>) -> Rc<Self> {
        let mut next = (*self).clone();
        next.reduce(action);
        Rc::new(next)
    }
}

/// The game and the way to act on it.
pub type GameHandle<G = damas_engine::Position> = UseReducerHandle<GameState<G>>;

/// The components both the page and the embedded board show, wired to a [`GameHandle`].
pub mod parts {
    use super::GameHandle;
    use crate::ui::board_game::BoardGame;
    use crate::ui::ai::Arrow;
    use crate::ui::components::board::Board;
    use crate::ui::components::controls::Controls;
    use crate::ui::components::message::MessageBox;
    use crate::ui::i18n::board_description;
    use crate::ui::state::Action;
    use std::rc::Rc;
    use yew::prelude::*;

    /// The board of the position on view, with `arrows` over it.
    pub fn board(game: &GameHandle, arrows: Vec<Arrow>) -> Html {
        let view = Rc::new(game.board_view());
        let label = board_description(game.prefs.lang, game.position());
        let on_square = game.dispatcher().to_callback().reform(|sq: Option<u32>| match sq {
            Some(sq) => Action::Click(sq),
            None => Action::Deselect,
        });
        let on_drop = game.dispatcher().to_callback().reform(|(from, to)| Action::Drop { from, to });
        html! { <Board<damas_engine::Piece> {view} {arrows} {label} {on_square} {on_drop} /> }
    }

    /// The message under the board.
    pub fn message<G: BoardGame + 'static>(game: &GameHandle<G>) -> Html {
        html! {
            <MessageBox<G> lang={game.prefs.lang} message={game.message().cloned()} game={game.kind()}
                on_action={game.dispatcher().to_callback()} />
        }
    }

    /// The buttons through the game.
    pub fn controls<G: BoardGame + 'static>(game: &GameHandle<G>) -> Html {
        html! {
            <Controls<G> lang={game.prefs.lang} last={game.move_texts().len()} can_undo={game.can_undo()}
                can_redo={game.can_redo()} on_action={game.dispatcher().to_callback()} />
        }
    }
}
