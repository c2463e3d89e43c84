//! The draughts page's side panels as its panels' bundle draws them: the new-game form and the
//! settings, sharing, opening a game, the board editor's button and the opening explorer, from the page's
//! [`PanelsView`]; what the player does in them goes back as [`PanelsAction`]s.

use crate::ui::editor::view::launcher::EditorLauncher;
use crate::ui::explorer::view::panel::Explorer;
use crate::ui::panels::wire::{PageAction, PanelsAction, PanelsView};
use crate::ui::panels::view::open_panel::OpenPanel;
use crate::ui::panels::view::settings::Settings;
use crate::ui::panels::view::share_panel::SharePanel;
use damas_engine::Position;
use std::rc::Rc;
use yew::prelude::*;

/// Properties: what the page shows, and where the player's actions go.
#[derive(Properties, PartialEq)]
pub struct SidePanelsProps {
    /// The page's preferences, game and review notes.
    pub view: Rc<PanelsView>,
    /// What the player did, for the page.
    pub on_action: Callback<PanelsAction>,
}

/// The five panels, one more in each task (a panel's first drawing runs code the phone compiles
/// then: one task for all of them was the longest of the page's start).
#[function_component(SidePanels)]
pub fn side_panels(props: &SidePanelsProps) -> Html {
    let stage = crate::ui::shell::later::use_drawing_stage(4);
    let view = &props.view;
    let (prefs, lang, kind) = (&view.prefs, view.prefs.lang, view.kind());
    // The panels speak the page's actions, of the game and of the preferences; each goes back as text.
    let send = {
        let on_action = props.on_action.clone();
        move |action| {
            if let Some(action) = PanelsAction::of(action) {
                on_action.emit(action);
            }
        }
    };
    let on_prefs = Callback::from({
        let send = send.clone();
        move |action| send(PageAction::Prefs(action))
    });
    let act = Callback::from(move |action| send(PageAction::Game(action)));
    let position: Position = *view.game.record.position();
    html! {
        <>
            <Settings<Position> prefs={*prefs} game={kind} opponent={view.game.opponent} level={view.game.level}
                in_progress={view.in_progress} clock={view.game.clocks.map(|c| c.control)} on_action={act.clone()} on_prefs={on_prefs.clone()} />
            if stage >= 1 {
                <SharePanel<Position> {lang} game={view.game.clone()} {position} notation={prefs.notation} flipped={prefs.flipped}
                    notes={Rc::new(view.notes.clone())} on_action={act.clone()} />
            }
            if stage >= 2 { <OpenPanel<Position> {lang} game={kind} flipped={prefs.flipped} on_action={act.clone()} {on_prefs} /> }
            if stage >= 3 { <EditorLauncher prefs={*prefs} {position} on_action={act.clone()} /> }
            if stage >= 4 { <Explorer<Position> {lang} {position} notation={prefs.notation} on_play={act.reform(crate::ui::game::state::Action::Typed)} /> }
        </>
    }
}
