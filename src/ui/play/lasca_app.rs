//! The Lasca page: the one page of every game (`play::page::page`) on a Lasca game,
//! with Lasca's own panels: the column under inspection and the editor. The game, the board, the
//! computer, the controls, the new-game form, sharing and opening are every game's.

use crate::ui::play::app::initial_state;
use crate::ui::editor::view::dialog::EditorSetup;
use crate::ui::editor::view::panel::EditorPanel;
use crate::ui::panels::view::open_panel::OpenPanel;
use crate::ui::panels::view::settings::Settings;
use crate::ui::panels::view::share_panel::SharePanel;
use crate::ui::explorer::view::panel::Explorer;
use crate::ui::play::page;
use crate::ui::game::view::use_game::{actions, use_start, GameHandle};
use crate::ui::prefs::Lang;
use crate::ui::play::use_page::use_page;
use crate::ui::text::board_text::lasca_column;
use damas_engine::lasca::square_bit;
use crate::ui::shell::storage::Key;
use crate::ui::text::tools_text::{lasca_tx, LascaTx};
use damas_engine::lasca::LascaPosition;
use yew::prelude::*;

/// What the column inspector shows, in `lang`: the selected column, else the one the last move
/// built.
fn inspected(game: &GameHandle<LascaPosition>, lang: Lang) -> Option<String> {
    let square = game.selected().or_else(|| game.last_move().map(|(_, detail)| detail.to))?;
    let bit = square_bit(square)?;
    lasca_column(lang, bit, game.position().column(bit))
}

/// The Lasca page.
#[function_component(LascaApp)]
pub fn lasca_app() -> Html {
    let (game, prefs) = use_start(|| initial_state(Key::Lasca));
    let stage = crate::ui::shell::later::use_drawing_stage(page::last_stage(5));
    let engine = use_page(&game, &prefs, Key::Lasca);
    let arrows = engine.ai.arrows(&game);
    let lang = prefs.lang;
    let (act, on_prefs) = (actions(&game, &prefs), prefs.callback());
    let shown = page::side_panels(stage);
    let inspect = || inspected(&game, lang).unwrap_or_else(|| lasca_tx(lang, LascaTx::ColumnInspect).to_string());
    let panels = html! {
        <>
            if shown > 0 {
                <section class="panel inspect" data-inspect=""><p>{ inspect() }</p></section>
                <Settings<LascaPosition> prefs={*prefs} game={game.kind()} opponent={game.round().opponent()}
                    level={game.level()} in_progress={game.in_progress()} clock={game.clocks().map(|c| c.control)} on_action={act.clone()} on_prefs={on_prefs.clone()} />
            }
            if shown > 1 { <SharePanel<LascaPosition> {lang} game={game.game()} position={*game.position()} flipped={prefs.flipped} on_action={act.clone()} /> }
            if shown > 2 { <OpenPanel<LascaPosition> {lang} game={game.kind()} flipped={prefs.flipped} on_action={act.clone()} {on_prefs} /> }
            if shown > 3 {
                <EditorPanel<LascaPosition> setup={EditorSetup { lang, position: *game.position(), flipped: prefs.flipped,
                    coords: prefs.coords, notation: prefs.notation, look: prefs.look }} on_action={act.clone()} />
                <p class="rules">{ lasca_tx(lang, LascaTx::LascaRules) }</p>
            }
            if shown > 4 {
                <Explorer<LascaPosition> {lang} position={*game.position()} notation={prefs.notation}
                    on_play={act.reform(crate::ui::game::state::Action::Typed)} />
            }
        </>
    };
    let banner = crate::ui::shell::pwa::use_update_banner(lang, stage >= page::ABOVE);
    page::page(&game, &prefs, &engine, arrows, panels, banner, stage)
}
