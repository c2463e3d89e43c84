//! The header's title and the game's name, which opens the menu of every game (second walk W7:
//! switching games was only in the new-game form, below the fold, after "Start"). A game picked
//! there starts at once: each is a link ([`switch_query`]: the player's side and level against
//! the computer, else two players at a device), so the game in progress is kept and offered back
//! at the top as for any link (W17), and Lasca opens on its own page the same way. The menu is the
//! browser's own disclosure (`<details>`): no state, no script of ours to open or close it.

use crate::ui::game::state::switch_query;
use crate::ui::prefs::Lang;
use crate::ui::text::i18n::{text, Text};
use crate::ui::text::names::{game_name, header_name};
use damas_engine::{Color, GameKind};
use damas_game::opponent::Opponent;
use yew::prelude::*;

/// The title (`<h1>`) and beside it the game's name: the menu of games, unless `fixed` (live play: the
/// room's game), where it is the name alone. A new game keeps the computer (`opponent`) with
/// the player's `side` and `level`.
pub fn game_menu(lang: Lang, game: GameKind, fixed: bool, opponent: Opponent, side: Color, level: u8) -> Html {
    let title = text(lang, Text::Title);
    let name = header_name(lang, game, title);
    if fixed {
        return html! { <div class="title-line"><h1>{ title }</h1><span class="game-name" data-game-name="">{ name }</span></div> };
    }
    let items = GameKind::ALL.iter().map(|&kind| {
        let href = format!("./?{}", switch_query(kind, opponent, side, level));
        html! {
            <li><a {href} data-action="switch-game" data-game={kind.name()} aria-current={(kind == game).then_some("true")}>{ game_name(lang, kind) }</a></li>
        }
    });
    html! {
        <div class="title-line">
            <h1>{ title }</h1>
            <details class="game-menu" data-game-menu="">
                <summary class="game-name" data-game-name="" data-action="game-menu" aria-label={format!("{} ({})", game_name(lang, game), text(lang, Text::VariantLabel))}>{ name }</summary>
                <ul>{ for items }</ul>
            </details>
        </div>
    }
}
