//! The tutorial page (`?learn`, `?learn=<n>`): one rule a lesson, taught by playing on the real
//! board. A move the rules refuse is answered as in a game, with the engine's reason; the
//! lesson's move completes it (`data-lesson-state="done"`); another legal move is a miss.

use crate::ui::play::page;
use crate::ui::text::lesson_text::{learn_text, lesson_words, LearnText};
use crate::ui::lessons::{lesson_index, progress, Progress, LESSONS};
use crate::ui::game::state::{Action, GameState, Opened};
use crate::ui::shell::storage;
use damas_engine::{Position, Record};
use crate::link::route::Route;
use yew::prelude::*;

/// The opened game of lesson `index`: its position, two players at the board.
fn lesson_game(index: usize) -> Opened<Position> {
    Opened { record: Record::new(LESSONS[index].position()), opponent: damas_game::opponent::Opponent::computer(None), level: None, end: None, clocks: None, ballot: None }
}

/// The tutorial page.
#[function_component(Learn)]
pub fn learn() -> Html {
    let first = match Route::parse(&storage::page_query()) {
        Route::Learn(lesson) => lesson_index(&lesson),
        _ => 0,
    };
    let index = use_state(|| first);
    let game = use_reducer(|| GameState::opened(lesson_game(first), crate::ui::play::app::saved_prefs()));
    // The player's page palette and sounds, as on the game page.
    crate::ui::look::view::use_look::use_look(&game);
    let lang = game.prefs.lang;
    let lesson = &LESSONS[*index];
    let state = progress(lesson, game.move_texts());
    let go = |to: usize| {
        let (index, game) = (index.clone(), game.dispatcher());
        Callback::from(move |_: MouseEvent| {
            index.set(to);
            game.dispatch(Action::Load(Box::new(lesson_game(to))));
            storage::replace_url(&format!("learn={}", to + 1));
        })
    };
    let [title, task] = lesson_words(lang, lesson.id);
    let list = LESSONS.iter().enumerate().map(|(i, l)| {
        let [name, _] = lesson_words(lang, l.id);
        html! {
            <li><button type="button" class={classes!("lesson-link", (i == *index).then_some("on"))} data-lesson-index={(i + 1).to_string()}
                aria-current={(i == *index).then_some("step")} onclick={go(i)}>{ format!("{}. {name}", i + 1) }</button></li>
        }
    });
    let next = (*index + 1 < LESSONS.len()).then(|| go(*index + 1));
    html! {
        <div class="app learn" data-game="brazilian">
            { page::study_header(learn_text(lang, LearnText::Title), learn_text(lang, LearnText::Back)) }
            <main class="layout">
                <section class="panel lesson" data-lesson={lesson.id} data-lesson-state={state.name()}>
                    <h2>{ format!("{} {}/{}", learn_text(lang, LearnText::Lessons), *index + 1, LESSONS.len()) }</h2>
                    <h3 class="lesson-title">{ title }</h3>
                    <p class="lesson-task">{ task }</p>
                    if state == Progress::Done {
                        <p class="lesson-done" role="status">{ learn_text(lang, LearnText::Done) }</p>
                    }
                    if state == Progress::Missed {
                        <p class="lesson-missed" role="status">{ learn_text(lang, LearnText::Missed) }</p>
                    }
                    <div class="lesson-actions">
                        if state != Progress::Waiting {
                            <button type="button" data-action="lesson-retry" onclick={go(*index)}>{ learn_text(lang, LearnText::Retry) }</button>
                        }
                        if let (Progress::Done, Some(next)) = (state, next) {
                            <button type="button" class="primary" data-action="lesson-next" onclick={next}>{ learn_text(lang, LearnText::Next) }</button>
                        }
                    </div>
                </section>
                { page::status_bar(&game, false) }
                { page::board(&game, Vec::new(), Html::default()) }
                { page::message(&game) }
                <nav class="panel lessons" aria-label={learn_text(lang, LearnText::Lessons)}><ol>{ for list }</ol></nav>
            </main>
        </div>
    }
}
