//! The components every page and the embedded board show, wired to a game's handle and the
//! player's preferences (a value of their own beside it), for every game: each function picks a
//! component's values from the state and the preferences and sends its actions back (the game's
//! through `use_game::actions`, which turns the board for a new game).
//!
//! A part that keeps no state of its own (the status, the controls, the message, the computer's
//! panel) is a view function that takes its props, not a Yew component: the page draws it again
//! with the page, which costs nothing the player sees, while each component type costs the wasm
//! of every page that draws it its own copy of Yew's lifecycle, about 0.8 KB gzipped (issue 36).
//! What a part has open or set aside (a question asked, the card closed, quick play's choices,
//! what a send did) lives in the page's state (`ui::game::state::Screen`), so those parts are
//! view functions too. Components are kept for parts that keep time or the browser's state of
//! their own (the clocks ticking, the list of moves scrolled, the board).

use crate::ui::prefs::PrefsAction;
use crate::ui::game::view::use_game::{actions, GameHandle};
use crate::ui::shell::use_prefs::PrefsHandle;
use crate::ui::ai::{AiAction, Kind, DEFAULT_LEVEL};
use crate::ui::board::arrow::Arrow;
use crate::ui::game::board_game::BoardGame;
use crate::ui::ai::view::panel::{self as ai_view, AiPanelProps};
use crate::ui::board::view::svg_board::Draw;
use crate::ui::game::view::parts::{audience, board, controls, message, naming, status_bar};
use crate::ui::play::clocks::ClockPair;
use crate::ui::play::game_actions::{self as game_actions_view, GameActionsProps};
use crate::ui::play::game_over::{self as game_over_view, GameOverProps};
use crate::ui::play::quick_play::{self as quick_play_view, QuickPlayProps};
use crate::ui::play::game_menu as game_menu_view;
use crate::ui::play::move_list::MoveList;
use crate::ui::game::state::{VariationItem, VariationView};
use damas_engine::NodeId;
use damas_game::about::shown_comment;
use crate::ui::ai::view::use_engine::Engine;
use crate::ui::text::i18n::{text, Text};
use crate::ui::text::lesson_text::{learn_text, LearnText};
use crate::ui::text::names::move_label;
use crate::ui::prefs::Lang;
use crate::ui::text::tools_text::{lasca_tx, LascaTx};
use crate::ui::game::state::Action;
use crate::link::study::{study_href, Study};
use crate::ui::text::messages::Status;
use crate::ui::play::correspondence::{self as correspondence_view, CorrespondenceProps, Stage};
use std::rc::Rc;
use crate::ui::class_list::class_list;
use yew::prelude::*;

// The drawing stages of [`page`] (`shell::later`), a task each on a slow phone. The first makes
// the game's state and draws nothing yet; the next ones draw the page hidden (`data-drawing`),
// so the static skeleton stays until the page can replace it whole, at [`FIRST_VIEW`].

/// What is above the board (header, quick play, turn, clocks) and the line under it; the service
/// worker is registered ([`crate::ui::shell::pwa::use_update_banner`]).
pub const ABOVE: u8 = 1;

/// The board: the page is shown in the static skeleton's place.
pub const FIRST_VIEW: u8 = 2;

/// The controls and the moves (a review under way, which sits among them, too).
const UNDER: u8 = 3;

/// The computer's and the review's panels.
const TOOLS: u8 = 4;

/// The game's own panels begin, one more in each task ([`side_panels`]); the page's own parts
/// are all drawn.
pub const ALL_DRAWN: u8 = 5;

/// How many of the game's own panels are drawn by `stage`: the first at [`ALL_DRAWN`], then one
/// more in each task, each built only when its turn comes (a panel's first drawing calls code the
/// page has not run yet, which a slow phone compiles then: one task for all of them was the
/// longest after the board's).
pub const fn side_panels(stage: u8) -> u8 {
    (stage + 1).saturating_sub(ALL_DRAWN)
}

/// The stage at which the last of `count` side panels is drawn: the page's last
/// ([`crate::ui::shell::later::use_drawing_stage`]).
pub const fn last_stage(count: u8) -> u8 {
    ALL_DRAWN + count.saturating_sub(1)
}

/// The end-of-game card, once the game on view has ended at the end of its line.
pub fn game_over<G: BoardGame + 'static>(game: &GameHandle<G>, prefs: &PrefsHandle, engine: &Engine<G>) -> Html {
    let len = game.move_texts().len();
    let ending = game.outcome().filter(|_| game.ply() == len).map(|e| (e, len));
    let on_review = (ending.is_some() && len > 0 && engine.ai.review_of(game).is_none()).then(|| {
        let (ai, record) = (engine.ai.dispatcher(), game.record().clone());
        Callback::from(move |()| crate::ui::play::review::start_review(&ai, &record))
    });
    let closed = ending.is_some_and(|(e, n)| game.screen().card_closed(e, n));
    game_over_view::game_over(&GameOverProps {
        lang: prefs.lang,
        game: game.kind(),
        ending,
        no_pieces: matches!(game.status(), Status::Over { no_pieces: true, .. }),
        closed,
        audience: audience(game),
        on_action: actions(game, prefs),
        on_review,
    })
}

/// Take back, offer a draw, resign: while the game goes on.
pub fn game_actions<G: BoardGame + 'static>(game: &GameHandle<G>, prefs: &PrefsHandle) -> Html {
    if game.outcome().is_some() || game.live {
        return Html::default();
    }
    let can_decide = game.can_decide();
    game_actions_view::game_actions(&GameActionsProps {
        lang: prefs.lang,
        can_decide,
        can_take_back: can_decide && game.can_undo(),
        offer_standing: game.draw_offer().is_some(),
        asking: game.screen().resign_asked(),
        on_action: actions(game, prefs),
    })
}

/// The players' clocks, in a game played on them.
pub fn clocks<G: BoardGame + 'static>(game: &GameHandle<G>, prefs: &PrefsHandle) -> Html {
    let Some(&clocks) = game.clocks() else { return Html::default() };
    let bottom = if prefs.flipped { damas_engine::Color::Black } else { damas_engine::Color::White };
    let on_flag = game.dispatcher().to_callback().reform(|()| Action::Flag);
    html! { <ClockPair lang={prefs.lang} {clocks} {bottom} {on_flag} /> }
}

/// "Play the computer", at the top of the page.
pub fn quick_play<G: BoardGame + 'static>(game: &GameHandle<G>, prefs: &PrefsHandle) -> Html {
    let screen = game.screen();
    quick_play_view::quick_play(&QuickPlayProps {
        lang: prefs.lang,
        game: game.kind(),
        in_progress: game.in_progress(),
        side: screen.quick_side(game.round().opponent()),
        level: screen.quick_level(game.level(), DEFAULT_LEVEL),
        asking: screen.new_game_asked(),
        on_action: actions(game, prefs),
    })
}

/// The title with the game's name, which opens the menu of games (not in live play: its game is
/// the room's).
pub fn game_menu<G: BoardGame + 'static>(game: &GameHandle<G>, prefs: &PrefsHandle) -> Html {
    let (screen, opponent) = (game.screen(), game.round().opponent());
    let level = screen.quick_level(game.level(), DEFAULT_LEVEL);
    game_menu_view::game_menu(prefs.lang, game.kind(), game.live, opponent, screen.quick_side(opponent), level)
}

/// The line of a game by links under the board (none against the computer).
pub fn correspondence<G: BoardGame + 'static>(game: &GameHandle<G>, prefs: &PrefsHandle) -> Html {
    if game.computer().is_some() || game.live {
        return Html::default();
    }
    // Both read from what the state derives once per change, not from the record at each drawing.
    let to_move = game.turn_at_end();
    let texts = game.move_texts();
    let stage = match game.friend() {
        None => Stage::Local,
        Some(_) if !texts.is_empty() && !game.in_progress() => Stage::Over,
        Some(friend) if friend == to_move => Stage::TheirMove,
        // The friend's last move, when the line's last move is theirs.
        Some(friend) => Stage::YourMove(texts.last().filter(|_| !to_move == friend).map(|t| AttrValue::from(move_label(naming(game, prefs.notation), t)))),
    };
    let link = AttrValue::from(crate::ui::shell::web::link(game.reply_query()));
    let sent = game.screen().sent(texts.len());
    correspondence_view::correspondence(&CorrespondenceProps { lang: prefs.lang, stage, link, sent, on_action: actions(game, prefs) })
}

/// The moves (judged, once reviewed), and the field to type one.
pub fn move_list<G: BoardGame + 'static>(game: &GameHandle<G>, prefs: &PrefsHandle, engine: &Engine<G>) -> Html {
    // A game set up with the side that normally moves second to move.
    let first_mover = G::initial_of(game.kind()).map(|p| p.turn());
    let second_mover_starts = first_mover.is_some_and(|c| c != game.start().turn());
    let naming = naming(game, prefs.notation);
    // The rows are the main line, wherever the position on view is.
    let main = game.main_line();
    let texts: Rc<[String]> = main.iter().map(|&(_, t)| move_label(naming, t)).collect();
    let ids: Rc<[NodeId]> = main.iter().map(|&(id, _)| id).collect();
    // The review judges the line on view: its judgements fit the rows they share.
    let mut judgements = crate::ui::play::review::judgements(game, &engine.ai).to_vec();
    judgements.truncate(game.shared_with_main());
    let labelled = |item: &VariationItem| match item {
        VariationItem::Move { id, ply, text, first } => VariationItem::Move { id: *id, ply: *ply, text: move_label(naming, text), first: *first },
        other => other.clone(),
    };
    let variations: Vec<VariationView> =
        game.variations().iter().map(|v| VariationView { at: v.at, items: v.items.iter().map(labelled).collect() }).collect();
    // A comment before a move is read after the one before it (ply 0: before the first).
    let record = game.record();
    let node = |id: NodeId| record.node(id);
    let mut comments: Vec<(usize, String)> = Vec::new();
    for (ply, id) in std::iter::once(NodeId::ROOT).chain(ids.iter().copied()).enumerate() {
        let before = ids.get(ply).and_then(|&next| node(next)?.comment_before());
        let text = [node(id).and_then(|n| n.comment()), before].into_iter().flatten().filter_map(shown_comment).collect::<Vec<_>>();
        if !text.is_empty() {
            comments.push((ply, text.join(" ")));
        }
    }
    html! {
        <MoveList<G> lang={prefs.lang} {texts} {ids} ply={game.ply()} on_view={game.record().cursor()}
            {second_mover_starts} result={game.result().map(AttrValue::from)} variations={Rc::<[_]>::from(variations)} in_variation={game.in_variation()}
            judgements={Rc::<[_]>::from(judgements)} about={Rc::new(game.round().about().clone())} comments={Rc::<[_]>::from(comments)}
            on_action={actions(game, prefs)} />
    }
}

/// The computer opponent, the hint and the analysis.
pub fn ai_panel<G: BoardGame + 'static>(game: &GameHandle<G>, prefs: &PrefsHandle, engine: &Engine<G>) -> Html {
    let ai = &engine.ai;
    let hinting = engine.task.as_ref().is_some_and(|t| t.kind == Kind::Hint);
    let over = game.outcome().is_some();
    let opponent = game.computer().map(|side| (side, game.level().unwrap_or(DEFAULT_LEVEL)));
    let on_hint = {
        let (ai, position, ply) = (ai.dispatcher(), *game.position(), game.ply());
        Callback::from(move |()| ai.dispatch(AiAction::AskHint { position, ply }))
    };
    let on_analysis = ai.dispatcher().to_callback().reform(|()| AiAction::ToggleAnalysis);
    let on_retry = ai.dispatcher().to_callback().reform(|()| AiAction::Retry);
    ai_view::ai_panel(&AiPanelProps {
        lang: prefs.lang,
        notation: prefs.notation,
        opponent,
        over,
        thinking: engine.thinking(),
        hint_allowed: !over && !game.computers_turn_on_view() && !hinting,
        hint: ai.hint_at(game).map(|h| AttrValue::from(move_label(naming(game, prefs.notation), &h.arrow.text))),
        analysis_on: ai.analysis_on,
        analysis: ai.analysis_at(game).cloned(),
        failure: ai.failure.as_ref().map(|(_, m)| AttrValue::from(m.clone())),
        on_hint,
        on_analysis,
        on_retry,
    })
}

/// The page of every game: its header (title, languages), the status, the board with the
/// engine's `arrows`, the message, the controls, the moves and the computer's panel, then
/// the game's own `panels`, drawn in stages up to `stage` (the constants above; [`ALL_DRAWN`]
/// draws everything at once), with the update `banner` at the top; in the player's `prefs`.
pub fn page<G: BoardGame + 'static>(game: &GameHandle<G>, prefs: &PrefsHandle, engine: &Engine<G>, arrows: Vec<Arrow>, panels: Html, banner: Html, stage: u8) -> Html
where
    G::Standing: Draw,
{
    let lang = prefs.lang;
    let on_prefs = prefs.callback();
    let lang_buttons = Lang::ALL.iter().map(|&l| {
        let onclick = on_prefs.reform(move |_| PrefsAction::Lang(l));
        html! {
            <button type="button" class={class_list(&[Some("lang"), (l == lang).then_some("on")])} data-lang={l.key()}
                aria-pressed={(l == lang).to_string()} title={l.label()} lang={l.code()} {onclick}>{ l.key().to_ascii_uppercase() }</button>
        }
    });
    let reviewing = engine.ai.review_of(game).is_some() || engine.ai.learn.is_some();
    let kept_out = game.engine_kept_out();
    let app_class = class_list(&[Some("app"), (!prefs.animate).then_some("no-anim")]);
    // A constant per page: the draughts wasm holds no Lasca words.
    let tagline = if G::DRAUGHTS { text(lang, Text::Tagline) } else { lasca_tx(lang, LascaTx::Tagline) };
    html! {
        <div class={app_class} data-game={game.kind().name()} data-drawing={(stage < FIRST_VIEW).then_some("")}>
            if stage >= ABOVE {
                { banner }
                <header class="top">
                    <div class="brand">
                        <svg class="logo" viewBox="0 0 1 1" aria-hidden="true">
                            <circle cx="0.5" cy="0.5" r="0.45" class="logo-outer" />
                            <circle cx="0.5" cy="0.5" r="0.3" class="logo-inner" />
                        </svg>
                        <div>
                            { game_menu(game, prefs) }
                            if G::DRAUGHTS {
                                { crate::ui::play::ballot::ballot_name(&crate::ui::play::ballot::BallotNameProps { lang, game: game.kind(), ballot: game.ballot() }) }
                            }
                            <p class="tagline">{ tagline }</p>
                        </div>
                    </div>
                    <nav class="langs" aria-label={text(lang, Text::Language)}>
                        <span class="study-links">
                            if let Some(href) = study_href(Study::Learn, game.kind()) {
                                <a class="learn-link" {href} data-action="learn">{ learn_text(lang, LearnText::Learn) }</a>
                            }
                            { study_link(game, prefs, Study::Trainer, "trainer", crate::ui::text::trainer_text::trainer_text(lang, crate::ui::text::trainer_text::TrainerText::Endings)) }
                            { study_link(game, prefs, Study::Puzzles, "puzzles", crate::ui::text::puzzle_text::puzzle_text(lang, crate::ui::text::puzzle_text::PuzzleText::Title)) }
                            if !game.live {
                                <a class="learn-link" href={live_href(game.kind())} data-action="play-friend">{ crate::ui::text::live_text::live_text(lang, crate::ui::text::live_text::LiveText::PlayOnline) }</a>
                            }
                            <a class="learn-link" href="./?library" data-action="library">{ crate::ui::text::library_text::library_text(lang, crate::ui::text::library_text::LibraryText::Title) }</a>
                        </span>
                        <span class="lang-buttons">{ for lang_buttons }</span>
                    </nav>
                </header>
                <main class="layout">
                    if !game.live { { quick_play(game, prefs) } }
                    // The message lies over the status (the turn it answers), moving nothing.
                    <div class="status-slot">
                        { status_bar(game, prefs, engine.thinking()) }
                        { message(game, prefs) }
                    </div>
                    { clocks(game, prefs) }
                    if stage >= FIRST_VIEW {
                        { board(game, prefs, if kept_out { Vec::new() } else { arrows }, if game.live { Html::default() } else { game_over(game, prefs, engine) }) }
                    }
                    { correspondence(game, prefs) }
                    // The rest in the next tasks: the first drawing is what a phone shows first.
                    if stage >= UNDER { { controls(game, prefs) } }
                    // A review under way sits right under the board's controls, as lichess's
                    // analysis board puts its graph beside the board; the offer to review waits below.
                    if stage >= UNDER && reviewing && !kept_out { { crate::ui::play::review::review_panel(game, prefs, engine) } }
                    if stage >= UNDER {
                        { game_actions(game, prefs) }
                        { move_list(game, prefs, engine) }
                    }
                    if stage >= TOOLS {
                        if !kept_out && !game.live { { ai_panel(game, prefs, engine) } }
                        if !reviewing && !kept_out { { crate::ui::play::review::review_panel(game, prefs, engine) } }
                    }
                    if stage >= ALL_DRAWN { { panels } }
                </main>
            }
        </div>
    }
}

/// The header's link to `study` for the game on the board (`data-action` = `action`, its words
/// `name`); a study with nothing for this game yet is there all the same, dimmed, and says so when
/// pressed rather than vanishing without a word (second walk W9).
fn study_link<G: BoardGame + 'static>(game: &GameHandle<G>, prefs: &PrefsHandle, study: Study, action: &'static str, name: &'static str) -> Html {
    match study_href(study, game.kind()) {
        Some(href) => html! { <a class="learn-link" {href} data-action={action}>{ name }</a> },
        None => {
            let onclick = actions(game, prefs).reform(move |_: MouseEvent| Action::Notify(crate::ui::text::messages::Message::StudyMissing(study)));
            html! { <button type="button" class="learn-link off" data-study-missing={action} aria-disabled="true" {onclick}>{ name }</button> }
        }
    }
}

/// The live page's link for `game`, keeping the page's ICE setting (`ice=`, e.g. `none` on a
/// network with no internet).
fn live_href(game: damas_engine::GameKind) -> String {
    let ice = crate::ui::shell::storage::page_ice().map(|v| format!("&ice={}", crate::link::encode_component(&v))).unwrap_or_default();
    format!("./?live&variant={}{ice}", game.name())
}
