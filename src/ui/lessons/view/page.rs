//! The tutorial page (`?learn`, `?learn=<n>&variant=<game>`): the rules of the game the link
//! names, one rule a lesson, taught by playing on the real board. A move the rules refuse is
//! answered as in a game, with the engine's reason; the lesson's move completes it
//! (`data-lesson-state="done"`); another legal move is a miss (a trap says why). After the move the
//! status line is the lesson's, not the game's: the game's would speak of the other side's turn,
//! or of a game won, which is not what the lesson is about. The lines that appear after a move
//! have their room kept, so the board does not move when they do.

use crate::ui::board::view::svg_board::Draw;
use crate::ui::game::board_game::BoardGame;
use crate::ui::game::state::{Action, GameState, Opened};
use crate::link::route::LearnLink;
use crate::ui::lessons::{fill, lesson_index, link, lessons_of, play_link, progress, switch_link, Goal, Lesson, Progress};
use crate::ui::game::view::parts as page;
use crate::ui::prefs::Lang;
use crate::ui::shell::storage;
use crate::ui::shell::use_prefs::{use_document_lang, use_prefs};
use crate::ui::game::view::use_game::GameHandle;
use crate::ui::text::flow_text::Audience;
use crate::ui::text::i18n::{draw_countdown, status};
use crate::ui::text::lesson_text::{learn_text, lesson_words, LearnText};
use crate::ui::text::names::{game_name, square_label, Naming};
use damas_engine::lasca::LascaPosition;
use damas_engine::{GameKind, Position, Variant};
use crate::ui::class_list::class_list;
use yew::prelude::*;

/// What the page asks of a lesson's game beyond the board: whether a move was a king's.
pub trait LessonGame: BoardGame<Standing: Draw> + 'static {
    /// Whether the move `text` from `self` moves a king (a draw lesson's goal).
    fn moves_a_king(&self, text: &str) -> bool;
}

impl LessonGame for Position {
    fn moves_a_king(&self, text: &str) -> bool {
        self.parse_move(text).is_ok_and(|m| self.kings().contains(m.from))
    }
}

impl LessonGame for LascaPosition {
    fn moves_a_king(&self, _text: &str) -> bool {
        false
    }
}

/// The opened game of `lesson` of `game`: its position, two players at the board.
fn lesson_game<G: LessonGame>(game: GameKind, lesson: &Lesson) -> Opened<G> {
    // Every lesson reads in its game (a native test); the home game is a harmless fallback.
    let start = lesson.position(game).unwrap_or_else(G::home);
    Opened::new(start)
}

/// Properties: the tutorial's link (the game whose rules it teaches, the lesson asked for).
#[derive(Properties, PartialEq)]
pub struct LearnProps {
    /// The link, as the route read it.
    pub link: LearnLink,
}

/// The tutorial page: the lesson set of the link's game, on the page of that game's kind.
#[function_component(Learn)]
pub fn learn(props: &LearnProps) -> Html {
    let game = props.link.game;
    let index = lesson_index(lessons_of(game), &props.link.lesson);
    if game == GameKind::Lasca {
        html! { <Lessons<LascaPosition> {game} {index} /> }
    } else {
        html! { <Lessons<Position> {game} {index} /> }
    }
}

/// Properties: the game whose rules are taught, and the lesson to open.
#[derive(Properties, PartialEq)]
pub struct LessonsProps {
    /// The game.
    pub game: GameKind,
    /// The first lesson on view (0-based).
    pub index: usize,
}

/// A square the words name, in the player's notation (a draughts square's number, or its name).
fn mark(naming: Naming, mark: &str) -> String {
    mark.parse::<u32>().map_or_else(|_| mark.to_string(), |n| square_label(naming, n))
}

/// The status line after the lesson's move: the lesson's verdict, and for a draw lesson the draw
/// rule the position counts toward or ended by.
fn lesson_status<G: LessonGame>(game: &GameHandle<G>, lang: Lang, lesson: &Lesson, state: Progress) -> Html {
    let (class, line) = match state {
        Progress::Done => ("lesson-done", learn_text(lang, LearnText::Done)),
        Progress::Exposed => ("lesson-missed", learn_text(lang, LearnText::Exposed)),
        _ => ("lesson-missed", learn_text(lang, LearnText::Missed)),
    };
    // The whole count, not only its last moves as in a game: the lesson is about the rule.
    let rule = lesson.draw.then(|| match (game.record().draw_count(), game.outcome()) {
        (Some(count), _) => Some(draw_countdown(lang, count)),
        (None, Some(_)) => status(lang, &game.status(), game.kind(), Audience::Players).1,
        _ => None,
    });
    html! {
        <div class="status-area">
            <div class={class_list(&[Some("status"), Some("lesson-status"), Some(class)])} data-status="" data-lesson-status={state.name()} role="status" aria-live="polite">
                <span class={class_list(&[Some("turn-dot"), Some(if state == Progress::Done { "done" } else { "missed" })])} aria-hidden="true"></span>
                <div class="status-text">
                    <strong class="status-line">{ line }</strong>
                    if let Some(Some(rule)) = rule { <span class="status-note draw-count" data-lesson-rule="">{ rule }</span> }
                </div>
            </div>
        </div>
    }
}

/// The switch to another game's lessons, at the same lesson where that game teaches it.
fn set_switch(lang: Lang, game: GameKind, id: &str) -> Html {
    let links = GameKind::ALL.iter().map(|&g| {
        let on = g == game;
        html! {
            <li><a class={class_list(&[Some("lesson-link"), on.then_some("on")])} data-lesson-set={g.name()} href={format!("?{}", switch_link(g, id))}
                aria-current={on.then_some("page")}>{ game_name(lang, g) }</a></li>
        }
    });
    html! {
        <nav class="panel lesson-sets" aria-label={learn_text(lang, LearnText::OtherGames)}>
            <h2>{ learn_text(lang, LearnText::OtherGames) }</h2>
            <ul>{ for links }</ul>
        </nav>
    }
}

/// The lessons of one game.
#[function_component(Lessons)]
pub fn lessons<G: LessonGame>(props: &LessonsProps) -> Html {
    let kind = props.game;
    let lessons = lessons_of(kind);
    let index = use_state(|| props.index);
    let game = use_reducer(|| GameState::opened(lesson_game::<G>(kind, &lessons[props.index]), 0));
    let prefs = use_prefs(storage::saved_prefs);
    // The player's page palette and sounds, as on the game page, and the page's language.
    crate::ui::look::view::use_look::use_look(&game, &prefs);
    use_document_lang(prefs.lang);
    let lang = prefs.lang;
    let naming = page::naming(&game, prefs.notation);
    let lesson = &lessons[*index];
    let played = game.move_texts();
    let king_moved = lesson.goal == Goal::KingMove && played.first().is_some_and(|t| game.start().moves_a_king(t));
    let state = progress(lesson, played, king_moved);
    let go = |to: usize| {
        let (index, game) = (index.clone(), game.dispatcher());
        Callback::from(move |_: MouseEvent| {
            index.set(to);
            game.dispatch(Action::Load(Box::new(lesson_game::<G>(kind, &lessons[to]))));
            storage::replace_url(&link(kind, to));
        })
    };
    let [title, task] = lesson_words(lang, lesson.id);
    let task = fill(task, lesson.marks, |m| mark(naming, m));
    let list = lessons.iter().enumerate().map(|(i, l)| {
        let [name, _] = lesson_words(lang, l.id);
        html! {
            <li><button type="button" class={class_list(&[Some("lesson-link"), (i == *index).then_some("on")])} data-lesson-index={(i + 1).to_string()} data-lesson-id={l.id}
                aria-current={(i == *index).then_some("step")} onclick={go(i)}>{ format!("{}. {name}", i + 1) }</button></li>
        }
    });
    let last = *index + 1 == lessons.len();
    let next = (!last).then(|| go(*index + 1));
    html! {
        <div class="app learn" data-game={kind.name()}>
            { page::study_header(learn_text(lang, LearnText::Title), learn_text(lang, LearnText::Back)) }
            <main class="layout">
                <section class="panel lesson" data-lesson={lesson.id} data-lesson-state={state.name()} data-lesson-set={kind.name()}
                    data-lesson-reason={(state == Progress::Exposed).then_some("exposed")}>
                    <h2>{ format!("{} {}/{}", learn_text(lang, LearnText::Lessons), *index + 1, lessons.len()) }</h2>
                    <p class="lesson-rules" data-lesson-rules={kind.name()}>{ learn_text(lang, LearnText::Rules) }{ " " }<strong>{ game_name(lang, kind) }</strong></p>
                    if kind == GameKind::Draughts(Variant::International) {
                        <p class="lesson-note">{ learn_text(lang, LearnText::InternationalNote) }</p>
                    }
                    <h3 class="lesson-title">{ title }</h3>
                    <p class="lesson-task">{ task }</p>
                    <div class="lesson-actions">
                        if state != Progress::Waiting {
                            <button type="button" data-action="lesson-retry" onclick={go(*index)}>{ learn_text(lang, LearnText::Retry) }</button>
                        }
                        if let (Progress::Done, Some(next)) = (state, next) {
                            <button type="button" class="primary" data-action="lesson-next" onclick={next}>{ learn_text(lang, LearnText::Next) }</button>
                        }
                        if last && state == Progress::Done {
                            <a class="primary" data-action="play-computer" href={play_link(kind)}>{ learn_text(lang, LearnText::PlayComputer) }</a>
                        }
                    </div>
                </section>
                if state == Progress::Waiting {
                    { page::status_bar(&game, &prefs, false) }
                } else {
                    { lesson_status(&game, lang, lesson, state) }
                }
                // A lesson done or missed stops its board: a move there only says so.
                { page::board_stopped(&game, &prefs, Vec::new(), Html::default(), (state != Progress::Waiting).then_some(crate::ui::text::messages::Message::LessonOver)) }
                { page::message(&game, &prefs) }
                <nav class="panel lessons" aria-label={learn_text(lang, LearnText::Lessons)}><ol>{ for list }</ol></nav>
                { set_switch(lang, kind, lesson.id) }
            </main>
        </div>
    }
}
