//! The Lasca board in SVG: 7x7 squares, one unit each, the 25 playable ones carrying
//! `data-square` (1 to 25 in reading order) and `data-name` (`c3`); every column is a stack of
//! discs, bottom piece lowest, with its height written beside it when it holds more than one
//! piece, and its full make-up in a `<title>` (hover) and `data-stack` (bottom to top, `w`/`b`
//! soldiers, `W`/`B` officers). Highlights are the same classes as the draughts board.

use super::state::{name, square_number, LascaState};
use crate::ui::components::board::square_class;
use super::text;
use crate::ui::decimal::decimal;
use crate::ui::prefs::Lang;
use crate::ui::arrow_shape::arrow_points;
use damas_engine::lasca::{squares, Column, LascaMove, SIZE};
use damas_engine::Color;
use yew::prelude::*;

/// Properties of the board.
#[derive(Properties, PartialEq)]
pub struct LascaBoardProps {
    /// What to draw.
    pub state: LascaState,
    /// Interface language (titles).
    pub lang: Lang,
    /// A click on the square at bit `bit`.
    pub on_click: Callback<u8>,
    /// A move to show as an arrow (a hint).
    #[prop_or_default]
    pub hint: Option<LascaMove>,
    /// The board editor draws it: no move highlights.
    #[prop_or_default]
    pub editing: bool,
}

/// Discs drawn per column before the rest is only counted.
const MAX_DISCS: u32 = 6;
/// Vertical offset between discs of a column, in squares.
const STEP: f64 = 0.075;

fn cell(bit: u8, flipped: bool) -> (u32, u32) {
    let (row, col) = (u32::from(bit) / SIZE, u32::from(bit) % SIZE);
    if flipped {
        (SIZE - 1 - col, SIZE - 1 - row)
    } else {
        (col, row)
    }
}

fn stack_code(c: Column) -> String {
    c.bottom_up()
        .map(|s| match (s.color, s.officer) {
            (Color::White, false) => 'w',
            (Color::White, true) => 'W',
            (Color::Black, false) => 'b',
            (Color::Black, true) => 'B',
        })
        .collect()
}

/// One disc seen from above at the centre of a unit square: its side, its face, and a star for
/// an officer (class `disc white|black` on the enclosing group gives the colours).
pub fn disc_shape(officer: bool) -> Html {
    html! {
        <>
            <ellipse class="side" cx="0.5" cy="0.54" rx="0.36" ry="0.3" />
            <ellipse class="face" cx="0.5" cy="0.5" rx="0.36" ry="0.3" />
            if officer {
                <path class="star" d="M0.5 0.36 L0.54 0.46 L0.64 0.47 L0.56 0.53 L0.59 0.63 L0.5 0.57 L0.41 0.63 L0.44 0.53 L0.36 0.47 L0.46 0.46 Z" />
            }
        </>
    }
}

fn column_view(bit: u8, c: Column, flipped: bool, lang: Lang, on_click: &Callback<u8>) -> Html {
    let Some(top) = c.top() else { return Html::default() };
    let on_click = on_click.clone();
    let onclick = Callback::from(move |_: MouseEvent| on_click.emit(bit));
    let (col, row) = cell(bit, flipped);
    let height = c.height();
    let shown = height.min(MAX_DISCS);
    let lift = f64::from(shown.saturating_sub(1)) * STEP / 2.0;
    let discs = c.bottom_up().skip((height - shown) as usize).enumerate().map(|(i, s)| {
        let y = 0.5 + lift - i as f64 * STEP;
        let class = classes!(
            "disc",
            if s.color == Color::White { "white" } else { "black" },
            s.officer.then_some("officer")
        );
        html! {
            <g class={class} transform={format!("translate(0 {})", decimal(y - 0.5, 3))}>{ disc_shape(s.officer) }</g>
        }
    });
    let top_name = match (top.color, top.officer) {
        (Color::White, false) => "white-soldier",
        (Color::White, true) => "white-officer",
        (Color::Black, false) => "black-soldier",
        (Color::Black, true) => "black-officer",
    };
    html! {
        <g class="column" data-column="" data-square={square_number(bit).to_string()} data-name={name(bit)}
            data-piece={top_name} data-height={height.to_string()} data-stack={stack_code(c)}
            transform={format!("translate({col} {row})")} {onclick}>
            <title>{ text::column(lang, bit, c) }</title>
            { for discs }
            if height > 1 {
                <g class="count">
                    <circle cx="0.84" cy="0.17" r="0.14" />
                    <text x="0.84" y="0.22">{ height.to_string() }</text>
                </g>
            }
        </g>
    }
}

/// The board.
#[function_component(LascaBoard)]
pub fn lasca_board(props: &LascaBoardProps) -> Html {
    let state = &props.state;
    // Worked out once per drawing (the legal moves and the outcome), then read per square.
    let all_marks = if props.editing { Vec::new() } else { state.all_marks() };
    let marks_of = |bit: u8| all_marks.get(usize::from(bit)).copied().unwrap_or_default();
    let flipped = state.flipped;
    let pos = state.position();
    let mut cells = Vec::new();
    for bit in 0..(SIZE * SIZE) as u8 {
        let (col, row) = cell(bit, flipped);
        if (u32::from(bit) / SIZE + u32::from(bit) % SIZE) % 2 == 1 {
            cells.push(html! { <rect class="light" x={col.to_string()} y={row.to_string()} width="1" height="1" /> });
        }
    }
    let playable = squares().map(|bit| {
        let (col, row) = cell(bit, flipped);
        let on_click = props.on_click.clone();
        let onclick = Callback::from(move |_: MouseEvent| on_click.emit(bit));
        html! {
            <g class={square_class(&marks_of(bit))} data-square={square_number(bit).to_string()} data-name={name(bit)}
                transform={format!("translate({col} {row})")} {onclick}>
                <rect class="cell" width="1" height="1" />
                <text class="name" x="0.06" y="0.2">{ name(bit) }</text>
            </g>
        }
    });
    let routes = state.selected_routes().into_iter().filter(|_| !props.editing).map(|route| {
        let points: Vec<String> = route
            .iter()
            .map(|&b| {
                let (c, r) = cell(b, flipped);
                format!("{}.5,{}.5", c, r)
            })
            .collect();
        html! { <polyline class="route" points={points.join(" ")} /> }
    });
    let columns = squares().map(|bit| column_view(bit, pos.column(bit), flipped, props.lang, &props.on_click));
    let marks = squares().filter_map(|bit| {
        let m = marks_of(bit);
        let (c, r) = cell(bit, flipped);
        (m.dest || m.captured || m.forced).then(|| {
            html! {
                <g class="mark" transform={format!("translate({c} {r})")}>
                    if m.forced { <circle class="forced-ring" cx="0.5" cy="0.5" r="0.44" /> }
                    if m.dest { <circle class="dest-dot" cx="0.5" cy="0.5" r="0.13" /> }
                    if m.captured { <circle class="captured-ring" cx="0.5" cy="0.5" r="0.41" /> }
                </g>
            }
        })
    });
    let hint = props.hint.and_then(|mv| {
        let centres: Vec<(f64, f64)> = std::iter::once(mv.from())
            .chain(mv.landings().iter().copied())
            .map(|b| {
                let (c, r) = cell(b, flipped);
                (f64::from(c) + 0.5, f64::from(r) + 0.5)
            })
            .collect();
        let shape = arrow_points(&centres)?;
        Some(html! {
            <g class="arrow hint" data-arrow="hint" data-from={name(mv.from())} data-to={name(mv.to())}>
                <polyline class="shaft" points={shape.shaft} />
                <polygon class="head" points={shape.head} />
            </g>
        })
    });
    let size = SIZE;
    html! {
        <div class="board-wrap">
            <svg data-board="" data-variant="lasca" class={classes!("board", "lasca", props.editing.then_some("editing"))} viewBox={format!("0 0 {size} {size}")}
                role="img" aria-label={text::board(props.lang, pos)}>
                <g class="squares">{ for cells }{ for playable }</g>
                <g class="routes">{ for routes }</g>
                <g class="columns">{ for columns }</g>
                <g class="marks" aria-hidden="true">{ for marks }</g>
                <g class="arrows" aria-hidden="true">{ for hint }</g>
            </svg>
        </div>
    }
}
