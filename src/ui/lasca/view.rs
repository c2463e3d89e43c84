//! The Lasca page: the one page of every game (`hooks::use_game::parts::page`) on a Lasca game,
//! with Lasca's own panels: the column under inspection, the new-game form, PDN and links, and
//! the editor. The game, the board, the computer and the controls are the draughts page's.

use super::editor_panel::LascaEditorPanel;
use super::share_panel::LascaSharePanel;
use super::text::{label, Label};
use crate::ui::components::app::initial_state;
use crate::ui::components::settings::Settings;
use crate::ui::hooks::use_engine::use_engine;
use crate::ui::hooks::use_game::{parts, use_arrow_keys, use_saved, GameHandle};
use crate::ui::i18n::lasca_column;
use crate::ui::layout::lasca_bit;
use crate::ui::storage::Key;
use damas_engine::lasca::LascaPosition;
use yew::prelude::*;

/// What the column inspector shows: the selected column, else the one the last move built.
fn inspected(game: &GameHandle<LascaPosition>) -> Option<String> {
    let square = game.selected().or_else(|| game.last_move().map(|(_, detail)| detail.to))?;
    let bit = lasca_bit(square)?;
    lasca_column(game.prefs.lang, bit, game.position().column(bit))
}

/// The result of the whole line, once it ends (the PDN's result), wherever the player looks.
fn line_result(game: &GameHandle<LascaPosition>) -> Option<&'static str> {
    let mut end = game.record().clone();
    end.go_to(end.len());
    end.outcome().map(|o| o.result_in(game.kind()))
}

/// The Lasca page.
#[function_component(LascaApp)]
pub fn lasca_app() -> Html {
    let game = use_reducer(|| initial_state::<LascaPosition>(Key::Lasca, |_, _, _| {}));
    use_saved(&game, Key::Lasca);
    use_arrow_keys(&game);
    let engine = use_engine(&game);
    let arrows = engine.ai.arrows(&game);
    let lang = game.prefs.lang;
    let act = game.dispatcher().to_callback();
    let inspect = inspected(&game).unwrap_or_else(|| label(lang, Label::Inspect).to_string());
    let panels = html! {
        <>
            <section class="panel inspect" data-inspect=""><p>{ inspect }</p></section>
            <Settings<LascaPosition> prefs={game.prefs.clone()} game={game.kind()} computer={game.computer}
                level={game.level} on_action={act.clone()} />
            <LascaSharePanel {lang} shared={game.shared()} result={line_result(&game)} on_action={act.clone()} />
            <LascaEditorPanel {lang} position={*game.position()} flipped={game.prefs.flipped}
                coords={game.prefs.coords} on_action={act} />
            <p class="rules">{ label(lang, Label::Rules) }</p>
        </>
    };
    parts::page(&game, &engine, arrows, panels)
}
