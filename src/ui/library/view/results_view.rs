//! "Your results" on the library page: the player's games against the computer won, drawn and lost
//! by game, by the computer's level and by the player's colour, and the player's accuracy in each
//! reviewed game over time as a small line chart. The numbers are `ui::library::results`'
//! (natively tested); the reviews are those the device keeps (`review::view::kept`).
//!
//! Where it sits: a disclosure (`<details>`) closed at first, above the list's filters, its summary
//! line giving the headline ("Games against the computer: 12 · score 58%"). A club player comes
//! to the library mostly to find a game, so on a phone the list stays at the top of the screen;
//! the totals are a glance away, and the tables and chart are one press further. It sits above the
//! filters because it does not follow them: it is the player's whole record. A `<details>` is
//! the browser's own disclosure: a keyboard opens it (Enter or Space on its summary), a screen
//! reader says whether it is open, and it needs nothing from the network. Its one control, the
//! game chooser (shown when games of two kinds were played against the computer), is a `<select>`.
//!
//! Markup: `[data-results]`; each table `[data-results-table="game|level|colour"]`, each row
//! `[data-results-row]` with `data-game`, `data-level` or `data-colour` (its group), `data-games`,
//! `data-wins`, `data-draws`, `data-losses` and `data-score`; the chooser
//! `[data-field="results-game"]`; the chart `[data-accuracy-chart]` (`role="img"`, an
//! `aria-label` reading every value), each point `[data-accuracy-point]` with `data-accuracy` in
//! whole percent, `data-game` and a `<title>`. Every word is a text node or an attribute's value:
//! nothing stored is read as markup.

use crate::ui::library::date::pdn_date;
use crate::ui::library::kept::Kept;
use crate::ui::library::results::{accuracy_over_time, games_played, results, AccuracyPoint, Results, Tally};
use crate::ui::library::summary::Side;
use crate::ui::prefs::Lang;
use crate::ui::review::view::kept::stored_reviews;
use crate::ui::text::library_text::{library_format, library_text, library_words, LibraryText as L};
use crate::ui::text::names::game_name;
use damas_engine::GameKind;
use std::rc::Rc;
use yew::prelude::*;

/// Properties: the page's language and the kept games it read.
#[derive(Properties, PartialEq)]
pub struct ResultsProps {
    /// The page's language.
    pub lang: Lang,
    /// Every kept game the page read.
    pub games: Rc<Vec<Kept>>,
}

/// What the section shows, computed once per reading of the games and choice of game.
struct Shown {
    /// Every game against the computer, whatever the choice (the summary line).
    all: Tally,
    /// The games of the choice.
    results: Results,
    /// The accuracy of each reviewed game of the choice, oldest first.
    points: Vec<AccuracyPoint>,
    /// The games played against the computer (the chooser's options).
    played: Vec<String>,
}

/// The player's results.
#[function_component(ResultsView)]
pub fn results_view(props: &ResultsProps) -> Html {
    let lang = props.lang;
    let chosen = use_state(|| None::<String>);
    let shown = use_memo((Rc::clone(&props.games), (*chosen).clone()), |(games, chosen)| {
        let reviews = stored_reviews();
        Shown {
            all: results(games, None).total,
            results: results(games, chosen.as_deref()),
            points: accuracy_over_time(games, &reviews, chosen.as_deref()),
            played: games_played(games),
        }
    });
    let total = (shown.all.games() > 0).then(|| {
        let numbers = [("games", shown.all.games()), ("score", shown.all.score().unwrap_or(0))];
        html! { <span class="library-results-total" data-results-total={shown.all.games().to_string()}>{ library_format(lang, L::ResultsTotal, &numbers) }</span> }
    });
    let chooser = (shown.played.len() > 1).then(|| {
        let chosen_now = (*chosen).clone().unwrap_or_default();
        let onchange = {
            let chosen = chosen.clone();
            Callback::from(move |e: Event| chosen.set(crate::ui::shell::web::select_value(&e).filter(|v| !v.is_empty())))
        };
        html! {
            <label class="library-results-game">
                <span>{ library_text(lang, L::Game) }</span>
                <select data-field="results-game" {onchange}>
                    <option value="" selected={chosen_now.is_empty()}>{ library_text(lang, L::Any) }</option>
                    { for shown.played.iter().map(|g| {
                        let selected = *g == chosen_now;
                        html! { <option value={g.clone()} {selected}>{ name_of(lang, g) }</option> }
                    }) }
                </select>
            </label>
        }
    });
    let r = &shown.results;
    let tables = if r.total.games() == 0 {
        html! { <p class="library-note" data-results-none="">{ library_text(lang, L::ResultsNone) }</p> }
    } else {
        let by_game = chosen.is_none().then(|| {
            let rows = r.by_game.iter().map(|(g, t)| row(lang, Group::Game(g.clone()), name_of(lang, g), t));
            table(lang, "game", L::ResultsByGame, rows.collect())
        });
        let by_level = r.by_level.iter().map(|(level, t)| row(lang, Group::Level(*level), library_format(lang, L::ResultsLevel, &[("level", u32::from(*level))]), t));
        let by_colour = r.by_colour.iter().map(|(side, t)| {
            let (name, key) = match side {
                Side::White => ("white", L::ResultsWhite),
                Side::Black => ("black", L::ResultsBlack),
            };
            row(lang, Group::Colour(name), library_text(lang, key).to_string(), t)
        });
        html! {
            <>
                { by_game }
                { table(lang, "level", L::ResultsByLevel, by_level.collect()) }
                { table(lang, "colour", L::ResultsByColour, by_colour.collect()) }
            </>
        }
    };
    html! {
        <details class="library-results" data-results="">
            <summary>
                <span class="library-results-title">{ library_text(lang, L::ResultsTitle) }</span>
                { total }
            </summary>
            { chooser }
            { tables }
            <h3 class="library-results-heading">{ library_text(lang, L::ResultsAccuracy) }</h3>
            { chart(lang, &shown.points) }
        </details>
    }
}

/// A game's name in `lang` (its stored name if no game has it).
fn name_of(lang: Lang, game: &str) -> String {
    game.parse::<GameKind>().map_or_else(|_| game.to_string(), |k| game_name(lang, k).to_string())
}

fn percent(lang: Lang, n: u32) -> String {
    library_format(lang, L::ResultsPercent, &[("n", n)])
}

/// The group a row counts: its markup names it (`data-game`, `data-level` or `data-colour`).
enum Group {
    Game(String),
    Level(u8),
    Colour(&'static str),
}

/// One group's row: its name, then games, won, drawn, lost and the score.
fn row(lang: Lang, group: Group, name: String, t: &Tally) -> Html {
    let score = t.score().unwrap_or(0);
    let (game, level, colour) = match group {
        Group::Game(g) => (Some(g), None, None),
        Group::Level(l) => (None, Some(l.to_string()), None),
        Group::Colour(c) => (None, None, Some(c)),
    };
    html! {
        <tr data-results-row="" data-game={game} data-level={level} data-colour={colour} data-games={t.games().to_string()}
            data-wins={t.wins.to_string()} data-draws={t.draws.to_string()} data-losses={t.losses.to_string()} data-score={score.to_string()}>
            <th scope="row">{ name }</th>
            <td>{ t.games() }</td>
            <td>{ t.wins }</td>
            <td>{ t.draws }</td>
            <td>{ t.losses }</td>
            <td>{ percent(lang, score) }</td>
        </tr>
    }
}

/// A table of one grouping, captioned; it scrolls sideways on its own rather than widen a phone's
/// page.
fn table(lang: Lang, by: &'static str, caption: L, rows: Vec<Html>) -> Html {
    let head = [L::ResultsGames, L::ResultsWins, L::ResultsDraws, L::ResultsLosses, L::ResultsScore];
    html! {
        <div class="library-results-scroll">
            <table class="library-results-table" data-results-table={by}>
                <caption>{ library_text(lang, caption) }</caption>
                <thead>
                    <tr>
                        <td></td>
                        { for head.iter().map(|&k| html! { <th scope="col">{ library_text(lang, k) }</th> }) }
                    </tr>
                </thead>
                <tbody>{ for rows }</tbody>
            </table>
        </div>
    }
}

/// The chart's drawing, in its own units: the plot from `LEFT` to `RIGHT` and from `TOP` (100 %)
/// to `BOTTOM` (0 %), one unit a percent; whole numbers only (the page links no float printer).
const WIDTH: u32 = 320;
const LEFT: u32 = 40;
const RIGHT: u32 = 308;
const TOP: u32 = 10;
const BOTTOM: u32 = TOP + 100;
const HEIGHT: u32 = BOTTOM + 22;

/// The accuracy of each reviewed game, oldest first, evenly spaced (the reviews kept are the
/// last few, so the spacing reads as game after game, not as a calendar).
fn chart(lang: Lang, points: &[AccuracyPoint]) -> Html {
    if points.is_empty() {
        return html! { <p class="library-note" data-accuracy-none="">{ library_text(lang, L::ResultsNoReviews) }</p> };
    }
    let n = u32::try_from(points.len()).unwrap_or(u32::MAX);
    let x = |i: usize| {
        let i = u32::try_from(i).unwrap_or(0);
        if n < 2 { (LEFT + RIGHT) / 2 } else { LEFT + (RIGHT - LEFT) * i / (n - 1) }
    };
    let y = |accuracy: u32| BOTTOM - accuracy.min(100);
    let line = points.iter().enumerate().map(|(i, p)| format!("{},{}", x(i), y(p.accuracy))).collect::<Vec<_>>().join(" ");
    let list = points.iter().map(|p| percent(lang, p.accuracy)).collect::<Vec<_>>().join(", ");
    let label = library_words(lang, L::ResultsAccuracyLabel, &[], &[("list", &list)]);
    let grid = [100, 50, 0].map(|level| {
        let at = y(level).to_string();
        html! {
            <g class="grid">
                <line x1={LEFT.to_string()} x2={RIGHT.to_string()} y1={at.clone()} y2={at.clone()} />
                <text x={(LEFT - 6).to_string()} y={at} text-anchor="end" dominant-baseline="middle">{ percent(lang, level) }</text>
            </g>
        }
    });
    let dots = points.iter().enumerate().map(|(i, p)| {
        let title = library_words(lang, L::ResultsAccuracyPoint, &[("accuracy", p.accuracy)], &[("date", &pdn_date(p.at)), ("game", &name_of(lang, &p.game))]);
        html! {
            <circle class="point" data-accuracy-point="" data-accuracy={p.accuracy.to_string()} data-game={p.game.clone()}
                cx={x(i).to_string()} cy={y(p.accuracy).to_string()} r="4">
                <title>{ title }</title>
            </circle>
        }
    });
    let first = points.first().map(|p| pdn_date(p.at)).unwrap_or_default();
    let last = (points.len() > 1).then(|| points.last().map(|p| pdn_date(p.at))).flatten();
    html! {
        <svg class="library-accuracy-chart" data-accuracy-chart="" viewBox={format!("0 0 {WIDTH} {HEIGHT}")} role="img" aria-label={label.clone()}>
            <title>{ label }</title>
            { for grid }
            <polyline class="line" points={line} />
            { for dots }
            <text class="date" x={LEFT.to_string()} y={(HEIGHT - 4).to_string()} text-anchor="start">{ first }</text>
            if let Some(last) = last {
                <text class="date" x={RIGHT.to_string()} y={(HEIGHT - 4).to_string()} text-anchor="end">{ last }</text>
            }
        </svg>
    }
}
