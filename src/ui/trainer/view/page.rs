//! The endgame trainer page (`?trainer`: the list; `?trainer=<ending>&seed=<n>`: one ending).
//! The logic is `ui::trainer` (native-tested); this wires it to the board and to its own AI
//! worker, which fetches the endgame databases and answers every search: a random start's value
//! (a search of the candidate, depth 1: its `egtb` value), then the defender's replies, and the
//! best move when the player asks for it (drawn as an arrow). The player can take a move back
//! (with the reply) and start the same ending again. Markup: `[data-trainer]` (`data-ending`,
//! `data-phase="choosing|playing"`, `data-result="won|drawn|lost"` at the end),
//! `[data-trainer-distance]` (`data-plies`), `[data-trainer-verdict]`, `[data-trainer-best]`, and
//! the buttons `trainer-restart`, `retry-ending`, `take-back`, `show-best`.

use crate::ui::ai::{read_move, MIN_REPLY_MS};
use crate::ui::game::view::parts as page;
use crate::ui::prefs::{Lang, Prefs};
use crate::ui::game::state::{Action, GameState, Opened};
use crate::ui::shell::storage;
use crate::ui::board::arrow::ArrowKind;
use crate::link::route::TrainerLink;
use crate::ui::trainer::{accepts, after_reply, candidate, ending, moves_of, take_back, verdict, endings_for, Ending, Finish, Goal, Verdict, ENDINGS, MAX_ATTEMPTS};
use crate::ui::text::trainer_text::{ending_words, trainer_text, win_in, TrainerText as T};
use crate::worker::bridge::{worker_path, EngineBridge};
use crate::worker::protocol::{Known, Outcome, Response, SearchRequest};
use damas_engine::{Color, Move, Position, Record, Variant};
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use crate::ui::class_list::class_list;
use yew::prelude::*;

fn variant_param(variant: Variant) -> String {
    // Every game but the site's own names itself (the list's links kept only Russian's, so
    // Spanish, Czech and Pool's endings opened on Brazilian's board).
    if variant == Variant::Brazilian { String::new() } else { format!("&variant={}", variant.name()) }
}

fn header(lang: Lang, banner: &Html) -> Html {
    html! {
        <>
        { banner.clone() }
        { page::study_header(trainer_text(lang, T::Title), trainer_text(lang, T::Back)) }
        </>
    }
}

fn list(lang: Lang, variant: Variant, banner: &Html) -> Html {
    let items = endings_for(variant).map(|e| {
        let [name, lesson] = ending_words(lang, e.id);
        html! {
            <li><a class="lesson-link" data-ending={e.id} href={format!("?trainer={}{}", e.id, variant_param(variant))}>
                <strong>{ name }</strong><br /><small>{ lesson }</small></a></li>
        }
    });
    html! {
        <div class="app learn trainer-list" data-game={variant.name()}>
            { header(lang, banner) }
            <main class="layout single">
                <nav class="panel lessons" data-trainer="" aria-label={trainer_text(lang, T::Endings)}>
                    <h2>{ trainer_text(lang, T::Endings) }</h2>
                    <ol>{ for items }</ol>
                </nav>
            </main>
        </div>
    }
}

/// Where the trainer is: trying random starts (the attempt and its position), or playing.
#[derive(Clone, Debug, PartialEq)]
enum Phase {
    Choosing(u32, Position),
    Playing,
}

/// One ending's run: the seed, the phase, the value for the player to move, the last verdict.
#[derive(Clone, Debug, PartialEq)]
struct Run {
    seed: u64,
    phase: Phase,
    value: Option<Known>,
    verdict: Option<Verdict>,
    /// The databases did not answer (the computer searches instead).
    unknown: bool,
    /// The start being played and the value of each position the player moved in, in order.
    known: Vec<(Position, Option<Known>)>,
    /// The best move asked for: pending at the position, then found.
    best: Option<(Position, Option<Move>)>,
}


/// The next candidate start from `attempt` on (the last one tried when none is left).
fn next(e: &Ending, variant: Variant, seed: u64, attempt: u32) -> (u32, Position) {
    (attempt..MAX_ATTEMPTS)
        .find_map(|a| candidate(e, variant, seed, a).map(|p| (a, p)))
        .unwrap_or_else(|| (MAX_ATTEMPTS, candidate_any(e, variant, seed)))
}

fn candidate_any(e: &Ending, variant: Variant, seed: u64) -> Position {
    (0..).find_map(|a| candidate(e, variant, seed.wrapping_add(a), 0)).unwrap_or_else(|| Position::initial(variant))
}

fn opened(pos: Position, computer: Color) -> Box<Opened<Position>> {
    opened_record(Record::new(pos), computer)
}

fn opened_record(record: Record<Position>, computer: Color) -> Box<Opened<Position>> {
    Box::new(Opened { opponent: damas_game::opponent::Opponent::Computer { side: computer }, ..Opened::from_record(record) })
}

fn fresh(e: &Ending, variant: Variant, seed: u64) -> Run {
    let (a, pos) = next(e, variant, seed, 0);
    Run { seed, phase: Phase::Choosing(a, pos), value: None, verdict: None, unknown: false, known: Vec::new(), best: None }
}

fn search(pos: &Position, depth: u32) -> SearchRequest {
    SearchRequest { id: 0, variant: pos.variant().name().into(), fen: pos.to_fen(), history: Vec::new(), movetime_ms: Some(1000), depth: Some(depth), level: None, seed: 0 }
}

/// Properties: the trainer's link (the ending, its seed, the variant), as the route read it.
#[derive(Properties, PartialEq)]
pub struct TrainerProps {
    /// The link.
    pub link: TrainerLink,
}

/// The trainer: the list of endings (`?trainer`), or the ending the link names.
#[function_component(Trainer)]
pub fn trainer(props: &TrainerProps) -> Html {
    let (seed, variant) = (props.link.seed, props.link.variant);
    // An ending that teaches nothing in this game (Petrov's triangle with kings that step) is
    // not offered: the list is.
    let chosen = ending(&props.link.ending).filter(|e| e.fits(variant));
    let e = chosen.or_else(|| endings_for(variant).next()).unwrap_or(&ENDINGS[0]);
    let run = use_state(|| fresh(e, variant, seed.unwrap_or_else(|| (js_sys::Math::random() * 1e9) as u64)));
    let game = use_reducer(|| {
        let Phase::Choosing(_, pos) = run.phase else { unreachable!() };
        // While a start is chosen, the player has no move (the computer "has" White).
        GameState::opened(*opened(pos, Color::White), 0)
    });
    // The player has White, at the bottom.
    let prefs = crate::ui::shell::use_prefs::use_prefs(|| Prefs { flipped: false, ..storage::saved_prefs() });
    crate::ui::look::view::use_look::use_look(&game, &prefs);
    crate::ui::shell::use_prefs::use_document_lang(prefs.lang);
    let lang = prefs.lang;
    // The service worker is registered: the trainer works offline, its tables too.
    let banner = crate::ui::shell::pwa::use_update_banner(lang, true);
    {
        let seed = run.seed;
        use_effect_with(seed, move |seed| {
            if chosen.is_some() {
                storage::replace_url(&format!("trainer={}&seed={seed}{}", e.id, variant_param(variant)));
            }
        });
    }
    // The bridge numbers the searches: the one of the best move asked for is told apart by it.
    let best_search: Rc<RefCell<Option<u32>>> = use_mut_ref(|| None);
    let on_response = {
        let (run, game, best_search) = (run.clone(), game.clone(), Rc::clone(&best_search));
        Callback::from(move |r: Response| {
            let Response::BestMove { id, mv, egtb, .. } = r else {
                if let Response::Error { id, .. } = r {
                    if id.is_some() && id == *best_search.borrow() {
                        return run.set(Run { best: None, ..(*run).clone() });
                    }
                    // A worker that failed: the start is taken unconfirmed, the player still plays.
                    let mut known = run.known.clone();
                    if let Phase::Choosing(_, pos) = run.phase {
                        game.dispatch(Action::Load(opened(pos, Color::Black)));
                        known = vec![(pos, None)];
                    }
                    run.set(Run { unknown: true, phase: Phase::Playing, known, ..(*run).clone() });
                }
                return;
            };
            if Some(id) == *best_search.borrow() {
                let best = run.best.map(|(at, _)| (at, read_move(&at, &mv)));
                return run.set(Run { best, ..(*run).clone() });
            }
            match &run.phase {
                Phase::Choosing(a, pos) => {
                    let ok = egtb.is_none_or(|k| accepts(e, k)) || *a >= MAX_ATTEMPTS;
                    if ok {
                        game.dispatch(Action::Load(opened(*pos, Color::Black)));
                        run.set(Run { phase: Phase::Playing, value: egtb, unknown: egtb.is_none(), known: vec![(*pos, egtb)], ..(*run).clone() });
                    } else {
                        let (a, pos) = next(e, variant, run.seed, a + 1);
                        run.set(Run { phase: Phase::Choosing(a, pos), ..(*run).clone() });
                    }
                }
                Phase::Playing => {
                    let at = *game.position();
                    let Some(chosen) = read_move(&at, &mv).filter(|_| game.computer_to_move()) else { return };
                    let verdict = run.value.zip(egtb).map(|(before, after)| verdict(before, after));
                    let value = egtb.map(after_reply);
                    let mut known = run.known.clone();
                    known.push((at.play(&chosen), value));
                    run.set(Run { value, verdict, unknown: egtb.is_none(), known, ..(*run).clone() });
                    let game = game.dispatcher();
                    Timeout::new(MIN_REPLY_MS as u32, move || game.dispatch(Action::ComputerMove { at, mv: chosen, accepts_draw: false })).forget();
                }
            }
        })
    };
    // The worker starts with the first search (the list alone never loads it).
    let listener = use_mut_ref(|| on_response.clone());
    *listener.borrow_mut() = on_response;
    let bridge: Rc<RefCell<Option<EngineBridge>>> = use_mut_ref(|| None);
    let worker = move || {
        let mut slot = bridge.borrow_mut();
        slot.get_or_insert_with(|| EngineBridge::new(worker_path(), move |r: Response| listener.borrow().emit(r))).clone()
    };
    let best_worker = worker.clone();
    {
        let (phase, over) = (run.phase.clone(), game.outcome().is_some());
        let reply = game.computer_to_move().then(|| *game.position());
        use_effect_with((phase, reply, over), move |(phase, reply, over)| match (phase, reply) {
            _ if chosen.is_none() => {}
            (Phase::Choosing(_, pos), _) => {
                worker().search(search(pos, 1));
            }
            (Phase::Playing, Some(pos)) if !over => {
                worker().search(search(pos, 8));
            }
            _ => {}
        });
    }
    {
        // The best move asked for, searched as the defender's replies are.
        let asked = run.best.filter(|(_, mv)| mv.is_none()).map(|(at, _)| at);
        let best_search = Rc::clone(&best_search);
        use_effect_with(asked, move |asked| {
            if let Some(at) = asked {
                *best_search.borrow_mut() = Some(best_worker().search(search(at, 8)));
            }
        });
    }
    if chosen.is_none() {
        return list(lang, variant, &banner);
    }
    // Retry, take back and show the best move: the player's own tools on the ending under way.
    let playing = run.phase == Phase::Playing;
    let over = game.outcome().is_some();
    let players_turn = playing && !over && !game.computer_to_move();
    let on_tool = {
        let (run, game) = (run.clone(), game.clone());
        Callback::from(move |action: &'static str| {
            let mut next = Run { verdict: None, best: None, ..(*run).clone() };
            match action {
                "retry-ending" => {
                    let Some(&(start, value)) = run.known.first() else { return };
                    game.dispatch(Action::Load(opened(start, Color::Black)));
                    next.known.truncate(1);
                    next.value = value;
                }
                "take-back" => {
                    // The game's own take-back refuses once the game is over: a lost ending is
                    // where the player wants it most. Back to the player's previous turn here.
                    let Some(target) = damas_game::turns::undo_target(game.record(), Some(Color::Black)) else { return };
                    let mut record = Record::new(*game.start());
                    for mv in &game.line()[..target] {
                        let _ = record.play(*mv);
                    }
                    next.value = take_back(&mut next.known, game.position());
                    game.dispatch(Action::Load(opened_record(record, Color::Black)));
                }
                _ => next.best = Some((*game.position(), None)),
            }
            run.set(next);
        })
    };
    let tool = |action: &'static str, key: T, enabled: bool| {
        let onclick = on_tool.reform(move |_: MouseEvent| action);
        html! { <button type="button" data-action={action} disabled={!enabled} {onclick}>{ trainer_text(lang, key) }</button> }
    };
    let best = run.best.and_then(|(at, mv)| mv.filter(|_| at == *game.position()).map(|mv| (at, mv)));
    let arrows = best.map(|b| crate::ui::ai::line_arrows(&[b], ArrowKind::Best, 1)).unwrap_or_default();
    let best_text = best.map(|(at, mv)| {
        let text = crate::ui::text::names::move_label(page::naming(&game, prefs.notation), &at.move_text(&mv));
        format!("{} {text}", trainer_text(lang, T::BestMove))
    });
    let restart = {
        let (run, game) = (run.clone(), game.dispatcher());
        Callback::from(move |_: MouseEvent| {
            let fresh = fresh(e, variant, run.seed.wrapping_add(1));
            if let Phase::Choosing(_, pos) = fresh.phase {
                game.dispatch(Action::Load(opened(pos, Color::White)));
            }
            run.set(fresh);
        })
    };
    let result = game.outcome().filter(|_| run.phase == Phase::Playing).map(|o| match o.winner() {
        Some(Color::White) => ("won", T::Won, Finish::of(e, o.winner())),
        Some(Color::Black) => ("lost", T::Lost, Finish::of(e, o.winner())),
        None => ("drawn", T::Drawn, Finish::of(e, None)),
    });
    let [name, lesson] = ending_words(lang, e.id);
    let choosing = matches!(run.phase, Phase::Choosing(..));
    let distance = match (choosing || result.is_some(), run.value) {
        (true, _) if result.is_some() => String::new(),
        (true, _) => trainer_text(lang, T::Preparing).to_string(),
        (false, Some(Known { result: Outcome::Win, plies })) => win_in(lang, moves_of(plies)),
        (false, Some(Known { result: Outcome::Draw, .. })) => trainer_text(lang, T::Draw).to_string(),
        (false, Some(_)) => trainer_text(lang, T::Lost).to_string(),
        (false, None) => String::new(),
    };
    let goal = if e.goal == Goal::Win { T::GoalWin } else { T::GoalDraw };
    html! {
        <div class="app learn" data-game={variant.name()}>
            { header(lang, &banner) }
            <main class="layout">
                <section class="panel lesson trainer" data-trainer="" data-ending={e.id} data-phase={if choosing { "choosing" } else { "playing" }}
                    data-result={result.map(|r| r.0)}>
                    <h2><a href={format!("?trainer{}", variant_param(variant))} data-action="trainer-list">{ trainer_text(lang, T::Endings) }</a></h2>
                    <h3 class="lesson-title">{ name }</h3>
                    <p class="lesson-task">{ lesson }<br />{ trainer_text(lang, goal) }</p>
                    <p class="trainer-distance" data-trainer-distance="" data-plies={run.value.map(|k| k.plies.to_string())} aria-live="polite">{ distance }</p>
                    if let Some(v) = run.verdict {
                        <p class={class_list(&[Some("trainer-verdict"), matches!(v, Verdict::LostWin | Verdict::Lost).then_some("bad")])} data-trainer-verdict={v.name()}>{ trainer_text(lang, v.text_key()) }</p>
                    }
                    if run.unknown {
                        <p class="lesson-missed">{ trainer_text(lang, T::Unknown) }</p>
                    }
                    if let Some((_, text, finish)) = result {
                        <p class={finish.class()} role="status">{ trainer_text(lang, text) }</p>
                    }
                    if let Some(text) = best_text {
                        <p class="trainer-best" data-trainer-best="">{ text }</p>
                    }
                    <div class="lesson-actions">
                        { tool("show-best", T::ShowBest, players_turn) }
                        { tool("take-back", T::TakeBack, playing && !game.line().is_empty() && (over || !game.computer_to_move())) }
                        { tool("retry-ending", T::RetryEnding, playing && !game.line().is_empty()) }
                        <button type="button" class={class_list(&[result.is_some().then_some("primary")])} data-action="trainer-restart" onclick={restart}>{ trainer_text(lang, T::NewStart) }</button>
                    </div>
                </section>
                { page::status_bar(&game, &prefs, false) }
                { page::board(&game, &prefs, arrows, Html::default()) }
                { page::message(&game, &prefs) }
            </main>
        </div>
    }
}
