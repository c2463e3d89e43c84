//! The board in SVG, one unit per square, for both games. It knows no rules: it draws a
//! [`BoardView`] (squares with their highlight classes, pieces keyed by identity so a move slides,
//! capture routes, marks, arrows) and turns pointer input (mouse, pen, touch; click or drag) into
//! the squares pointed at. The draughts game, editor and embedded board use it with pieces
//! (`piece`), the Lasca page with columns (`stack`).

use crate::ui::board::arrow::{Arrow, ArrowKind};
use crate::ui::board::arrow_shape::arrow_points;
use crate::ui::board::keyboard::{self, CursorKey};
use crate::ui::board::board_view::{BoardView, SquareMarks, Standing};
use crate::ui::board::layout::{cell_square, point_square, square_cell, square_center, Layout};
use crate::ui::board::markup;
use crate::look::{BoardTheme, Named, PieceSet};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use web_sys::{Element, PointerEvent};
use crate::ui::prefs::{Lang, Notation};
use crate::ui::text::names::Naming;
use crate::ui::class_list::class_list;
use yew::prelude::*;

/// How the board draws what stands on a square: a draughts piece (`piece`) or a Lasca column
/// (`stack`) draws itself; the board places it and adds its state classes.
pub trait Draw: Standing + 'static {
    /// The name its markup carries (`data-piece`, and a class): `white-man`, or the piece on top
    /// of a column, `white-officer`.
    fn name(&self) -> &'static str;

    /// Its drawing in a unit square (on the board, and fading out when just taken).
    fn body(&self) -> Html;

    /// Its node on `square`, keyed by its identity `key` (so a move slides), placed by `style`
    /// (the board moves it while it is dragged), with the board's classes (`piece`, its name,
    /// `movable`, `hop`, `dragging`); any words of it (a column's make-up) in `lang`.
    fn node(&self, key: u32, square: u32, class: String, style: String, lang: Lang) -> Html {
        let _ = lang;
        html! {
            <g key={key} {class} data-piece={self.name()}
                data-square={square.to_string()} {style}>
                { self.body() }
            </g>
        }
    }
}

/// Properties: what to draw, and where the player points.
#[derive(Properties, PartialEq)]
pub struct BoardProps<S: Draw> {
    /// What to draw.
    pub view: Rc<BoardView<S>>,
    /// Arrows over the pieces (the hint, the analysis' best line).
    #[prop_or_default]
    pub arrows: Vec<Arrow>,
    /// The screen-reader description of the position.
    pub label: AttrValue,
    /// The player's language (for the words the pieces carry: a Lasca column's make-up, and
    /// what the keyboard's cursor is on).
    #[prop_or(Lang::En)]
    pub lang: Lang,
    /// How the square under the keyboard's cursor is said (none on the editor's board).
    #[prop_or_default]
    pub cursor_words: Option<CursorWords<S>>,
    /// The editor's board: marked `data-editor-board` instead of `data-board`, and no dragging.
    #[prop_or_default]
    pub editing: bool,
    /// A press or tap on a square (`None`: outside the playable squares).
    pub on_square: Callback<Option<u32>>,
    /// A piece dragged from one square and released on another.
    #[prop_or_default]
    pub on_drop: Callback<(u32, u32)>,
    /// The board's colours (`data-theme`; `styles/themes.css` holds them).
    #[prop_or_default]
    pub theme: BoardTheme,
    /// How pieces are drawn (`data-pieces`).
    #[prop_or_default]
    pub pieces: PieceSet,
    /// Drawn over the board (the end-of-game card).
    #[prop_or_default]
    pub children: Html,
}

/// How the board says the square under the keyboard's cursor: [`say_cursor`], handed in by the
/// pages whose board takes the keyboard, so the editor's wasm carries none of it; squares in the
/// player's `notation`.
pub struct CursorWords<S: Standing> {
    /// How the player writes squares.
    pub notation: Notation,
    /// The words.
    pub say: fn(&UnderCursor<'_, S>) -> String,
}

impl<S: Standing> Clone for CursorWords<S> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<S: Standing> Copy for CursorWords<S> {}

impl<S: Standing> PartialEq for CursorWords<S> {
    /// The words are the page's, always the same: only the notation changes.
    fn eq(&self, other: &CursorWords<S>) -> bool {
        self.notation == other.notation
    }
}

/// What the keyboard's cursor is on, for its words.
pub struct UnderCursor<'a, S: Standing> {
    /// The player's language.
    pub lang: Lang,
    /// The game and the player's notation.
    pub naming: Naming,
    /// The board drawn.
    pub view: &'a BoardView<S>,
    /// The cell under the cursor.
    pub cell: (u32, u32),
    /// How the keys drive the board is said first (until the player's first key).
    pub keys: bool,
}

/// The square under the keyboard's cursor in words (`text::board_text::cursor`): its name, what
/// stands there, what the player may do with it (second walk W26, W29).
#[must_use]
pub fn say_cursor<S: Draw>(at: &UnderCursor<'_, S>) -> String {
    let view = at.view;
    let n = keyboard::square_under(view.variant, view.flipped, at.cell);
    let piece = view.pieces.iter().find(|p| Some(p.square) == n).map(|p| p.piece.name());
    let mark = n.and_then(|n| view.marks(n)).map_or("none", |m| match m {
        m if m.selected => "selected",
        m if m.dest => "dest",
        m if m.forced => "forced",
        m if m.selectable => "selectable",
        _ => "none",
    });
    crate::ui::text::board_text::cursor(at.lang, at.naming, n, piece, mark, at.keys)
}

thread_local! {
    /// The player has pressed a key on a board: how the keys drive it is said with the cursor
    /// until then, once for the page (not a hook: the editor's board would carry it too).
    static KEYS_TOLD: Cell<bool> = const { Cell::new(false) };
}

/// A drag in progress.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Drag {
    from: u32,
    pointer: i32,
    start: (f64, f64),
    at: (f64, f64),
    moved: bool,
    was_selected: bool,
}

/// How far (in squares) the pointer must travel before a press becomes a drag.
const DRAG_THRESHOLD: f64 = 0.2;

fn fmt(x: f64) -> String {
    crate::ui::decimal::decimal(x, 3)
}

/// Whether the system asks for reduced motion.
fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// Makes the piece that just took several pieces hop through its landing squares (Web Animations
/// API, called through reflection: web-sys marks `Element.animate` unstable).
fn hop(svg: &Element, to: u32, cells: &[(u32, u32)]) -> Option<()> {
    use wasm_bindgen::{JsCast, JsValue};
    let piece = svg.query_selector(&format!("[data-piece][data-square=\"{to}\"]")).ok()??;
    let frames = js_sys::Array::new();
    for (c, r) in cells {
        let frame = js_sys::Object::new();
        js_sys::Reflect::set(&frame, &"transform".into(), &format!("translate({c}px, {r}px)").into()).ok()?;
        frames.push(&frame);
    }
    let options = js_sys::Object::new();
    let duration = 170.0 * (cells.len().saturating_sub(1)) as f64;
    js_sys::Reflect::set(&options, &"duration".into(), &JsValue::from_f64(duration)).ok()?;
    js_sys::Reflect::set(&options, &"easing".into(), &"ease-in-out".into()).ok()?;
    let animate = js_sys::Reflect::get(&piece, &"animate".into()).ok()?.dyn_into::<js_sys::Function>().ok()?;
    animate.call2(&piece, &frames, &options).ok()?;
    Some(())
}

/// How an arrow's ends are written (`data-from`, `data-to`): Lasca's squares by name (`c3`), as
/// its notation writes them; draughts squares by number.
fn arrow_end(layout: impl Layout, square: Option<&u32>) -> Option<String> {
    let &n = square?;
    if layout.game().is_lasca() {
        layout.name_of(n)
    } else {
        Some(n.to_string())
    }
}

/// An arrow through the centres of `arrow.squares`, its head short of the last centre.
fn arrow_node(layout: impl Layout, flipped: bool, arrow: &Arrow) -> Option<Html> {
    let pts: Vec<(f64, f64)> = arrow.squares.iter().filter_map(|n| square_center(layout, *n, flipped)).collect();
    let shape = arrow_points(&pts)?;
    let class = class_list(&[Some("arrow"), Some(arrow.kind.name()), Some(arrow.side.name()), Some(&format!("n{}", arrow.index.min(3)))]);
    // The best line's moves are numbered at their start (1: the next move).
    let badge = (arrow.kind == ArrowKind::Line).then(|| {
        let (x, y) = pts[0];
        html! {
            <>
                <circle class="badge" cx={fmt(x)} cy={fmt(y)} r="0.16" />
                <text class="badge-num" x={fmt(x)} y={fmt(y + 0.075)}>{ arrow.index + 1 }</text>
            </>
        }
    });
    Some(html! {
        <g class={class} data-arrow={arrow.kind.name()} data-index={arrow.index.to_string()}
            data-from={arrow_end(layout, arrow.squares.first())} data-to={arrow_end(layout, arrow.squares.last())}
            data-move={arrow.text.clone()}>
            <polyline class="shaft" points={shape.shaft} />
            <polygon class="head" points={shape.head} />
            { for badge }
        </g>
    })
}

/// Markup the board wrote itself (`ui::board::markup`: its own numbers and names, escaped), for
/// the browser to parse in one call.
fn raw(markup: impl Into<AttrValue>) -> Html {
    Html::from_html_unchecked(markup.into())
}

/// The classes of a square: `sq` and its highlights.
fn square_class(m: &SquareMarks) -> String {
    let mut c = String::from("sq");
    for name in m.classes() {
        c.push(' ');
        c.push_str(name);
    }
    c
}

/// The board.
#[function_component(Board)]
pub fn board<S: Draw>(props: &BoardProps<S>) -> Html {
    let view = &props.view;
    let layout = view.variant;
    let game = layout.game();
    let size = layout.size();
    let flipped = view.flipped;
    let svg_ref = use_node_ref();
    let drag: Rc<RefCell<Option<Drag>>> = use_mut_ref(|| None);
    let redraw = use_force_update();
    // The light squares and the labels as markup, written again only when the board turns or
    // its game or labels change, not at every move.
    let fixed = use_memo((layout, flipped, view.coords), |&(layout, flipped, coords)| {
        let labels = markup::labels(&crate::ui::board::labels::labels(layout, flipped, coords));
        (AttrValue::from(markup::light_squares(layout, flipped)), AttrValue::from(labels))
    });
    // The keyboard's cursor (a display cell), while the board has the focus (`focusin` and
    // `focusout`: they bubble, as the page's delegated events need).
    let cursor = use_state(|| None::<(u32, u32)>);
    let onfocus = {
        let (cursor, view) = (cursor.clone(), view.clone());
        Callback::from(move |_: FocusEvent| {
            if cursor.is_none() {
                let movable: Vec<u32> = view.squares.iter().filter(|m| m.selectable || m.dest).map(|m| m.number).collect();
                cursor.set(Some(keyboard::start(view.variant, view.flipped, &movable)));
            }
        })
    };
    let onblur = {
        let cursor = cursor.clone();
        Callback::from(move |_: FocusEvent| cursor.set(None))
    };
    let onkeydown = {
        let (cursor, on_square, view) = (cursor.clone(), props.on_square.clone(), view.clone());
        Callback::from(move |e: KeyboardEvent| {
            let (Some(key), Some(at)) = (CursorKey::from_key(&e.key()), *cursor) else { return };
            if e.alt_key() || e.ctrl_key() || e.meta_key() {
                return;
            }
            // The arrows move the cursor here, not through the game's history.
            e.prevent_default();
            e.stop_propagation();
            KEYS_TOLD.with(|told| told.set(true));
            if key == CursorKey::Press {
                on_square.emit(keyboard::square_under(view.variant, view.flipped, at));
            } else {
                cursor.set(Some(keyboard::moved(view.variant.size(), at, key)));
            }
        })
    };
    // What the cursor is on, for a screen reader (a polite live region) and, under the board,
    // for the eye while the focus came from the keyboard (second walk W26, W29).
    let cursor_said = props.cursor_words.zip(*cursor).map(|(words, cell)| {
        (words.say)(&UnderCursor { lang: props.lang, naming: Naming::new(game, words.notation), view, cell, keys: !KEYS_TOLD.with(Cell::get) })
    });
    let cursor_mark = cursor.map(|(c, r)| html! {
        <rect class="kbd-cursor" data-cursor={keyboard::square_under(layout, flipped, (c, r)).map(|n| n.to_string())}
            x={c.to_string()} y={r.to_string()} width="1" height="1" />
    });

    // Pointer position in board units.
    let locate = {
        let svg_ref = svg_ref.clone();
        move |e: &PointerEvent| -> Option<(f64, f64)> {
            let el = svg_ref.cast::<Element>()?;
            let r = el.get_bounding_client_rect();
            if r.width() <= 0.0 || r.height() <= 0.0 {
                return None;
            }
            // The viewBox is square and centred in the element (preserveAspectRatio's default).
            let s = f64::from(size);
            let unit = r.width().min(r.height()) / s;
            let left = r.left() + (r.width() - unit * s) / 2.0;
            let top = r.top() + (r.height() - unit * s) / 2.0;
            Some(((f64::from(e.client_x()) - left) / unit, (f64::from(e.client_y()) - top) / unit))
        }
    };

    let onpointerdown = {
        let (view, on_square, drag, locate, svg_ref, redraw) =
            (view.clone(), props.on_square.clone(), drag.clone(), locate.clone(), svg_ref.clone(), redraw.clone());
        let editing = props.editing;
        Callback::from(move |e: PointerEvent| {
            if e.pointer_type() == "mouse" && e.button() != 0 {
                return;
            }
            let Some((x, y)) = locate(&e) else { return };
            let Some(sq) = point_square(layout, x, y, flipped) else {
                on_square.emit(None);
                return;
            };
            let marks = view.marks(sq).copied().unwrap_or_default();
            let was_selected = marks.selected;
            // A press on the selected piece waits for the release: a drag moves it, a tap drops it.
            if !marks.selectable || !was_selected {
                on_square.emit(Some(sq));
            }
            // Any piece can be dragged: a piece that may not move gets its reason on release.
            if editing || !view.pieces.iter().any(|p| p.square == sq) {
                return;
            }
            e.prevent_default();
            if let Some(el) = svg_ref.cast::<Element>() {
                let _ = el.set_pointer_capture(e.pointer_id());
            }
            *drag.borrow_mut() =
                Some(Drag { from: sq, pointer: e.pointer_id(), start: (x, y), at: (x, y), moved: false, was_selected });
            redraw.force_update();
        })
    };
    let onpointermove = {
        let (drag, locate, redraw) = (drag.clone(), locate.clone(), redraw.clone());
        Callback::from(move |e: PointerEvent| {
            let mut slot = drag.borrow_mut();
            let Some(d) = slot.as_mut() else { return };
            if d.pointer != e.pointer_id() {
                return;
            }
            let Some(at) = locate(&e) else { return };
            d.at = at;
            if !d.moved && ((at.0 - d.start.0).powi(2) + (at.1 - d.start.1).powi(2)).sqrt() > DRAG_THRESHOLD {
                d.moved = true;
            }
            let moved = d.moved;
            drop(slot);
            if moved {
                e.prevent_default();
                redraw.force_update();
            }
        })
    };
    let onpointerup = {
        let (on_square, on_drop, drag, locate, redraw) =
            (props.on_square.clone(), props.on_drop.clone(), drag.clone(), locate.clone(), redraw.clone());
        Callback::from(move |e: PointerEvent| {
            let taken = drag.borrow_mut().take();
            let Some(d) = taken else { return };
            if d.pointer != e.pointer_id() {
                *drag.borrow_mut() = Some(d);
                return;
            }
            let target = locate(&e).and_then(|(x, y)| point_square(layout, x, y, flipped));
            if d.moved {
                match target {
                    Some(to) if to != d.from => on_drop.emit((d.from, to)),
                    _ => {}
                }
            } else if d.was_selected {
                on_square.emit(Some(d.from));
            }
            redraw.force_update();
        })
    };
    let onpointercancel = {
        let (drag, redraw) = (drag.clone(), redraw.clone());
        Callback::from(move |_: PointerEvent| {
            if drag.borrow_mut().take().is_some() {
                redraw.force_update();
            }
        })
    };

    // A capture of several pieces hops through its landing squares instead of sliding straight.
    let hop_to = view.hop.last().copied();
    {
        let svg_ref = svg_ref.clone();
        let cells: Vec<(u32, u32)> = view.hop.iter().filter_map(|n| square_cell(layout, *n, flipped)).collect();
        use_effect_with((view.moment, hop_to), move |&(_, to)| {
            if let (Some(to), Some(svg)) = (to, svg_ref.cast::<Element>()) {
                if !reduced_motion() {
                    let _ = hop(&svg, to, &cells);
                }
            }
        });
    }

    let dragging = drag.borrow().filter(|d| d.moved);
    let marks = &view.squares;

    // Squares: the light ones as one piece of markup (`ui::board::markup`), then the playable
    // ones, whose classes follow the game.
    let mut squares = vec![raw(fixed.0.clone())];
    for row in 0..size {
        for col in 0..size {
            let Some(n) = cell_square(layout, col, row, flipped) else { continue };
            let Some(m) = marks.get(n as usize - 1) else { continue };
            squares.push(html! {
                <g class={square_class(m)} data-square={n.to_string()} data-name={layout.name_of(n)}
                    transform={format!("translate({col} {row})")}>
                    <rect class="cell" width="1" height="1" />
                </g>
            });
        }
    }

    // Labels (ui::board::labels, which the pictures write too), as one piece of markup.
    let labels = raw(fixed.1.clone());

    // Capture routes.
    let lines = view.routes.iter().map(|line| {
        let points: Vec<String> = line
            .iter()
            .filter_map(|n| square_center(layout, *n, flipped))
            .map(|(x, y)| format!("{},{}", fmt(x), fmt(y)))
            .collect();
        html! { <polyline class="route" points={points.join(" ")} /> }
    });

    // Pieces, keyed by identity; the dragged one last so it is drawn on top.
    let mut pieces: Vec<_> = view.pieces.iter().collect();
    if let Some(i) = dragging.and_then(|d| pieces.iter().position(|p| p.square == d.from)) {
        let dragged = pieces.remove(i);
        pieces.push(dragged);
    }
    let movable: Vec<u32> = marks.iter().filter(|m| m.selectable).map(|m| m.number).collect();
    let piece_nodes = pieces.iter().map(|p| {
        let (x, y, is_dragged) = match dragging {
            Some(d) if d.from == p.square => (d.at.0 - 0.5, d.at.1 - 0.5, true),
            _ => {
                let (c, r) = square_cell(layout, p.square, flipped).unwrap_or((0, 0));
                (f64::from(c), f64::from(r), false)
            }
        };
        let class = class_list(&[
            Some("piece"),
            Some(p.piece.name()),
            movable.contains(&p.square).then_some("movable"),
            (hop_to == Some(p.square)).then_some("hop"),
            is_dragged.then_some("dragging"),
        ])
        .unwrap_or_default();
        p.piece.node(p.id, p.square, class, format!("transform: translate({}px, {}px)", fmt(x), fmt(y)), props.lang)
    });

    // Pieces just taken fade out where they stood.
    let ghosts = view.taken.iter().filter_map(|(n, piece)| {
        let (c, r) = square_cell(layout, *n, flipped)?;
        Some(html! {
            <g key={format!("ghost-{}-{n}", view.moment.0)} class={class_list(&[Some("ghost"), Some(piece.name())])}
                data-ghost={n.to_string()} transform={format!("translate({c} {r})")}>
                { piece.body() }
            </g>
        })
    });

    // Marks drawn over the pieces.
    let overlay = marks.iter().filter_map(|m| {
        let (c, r) = square_cell(layout, m.number, flipped)?;
        if !(m.dest || m.path || m.captured || m.forced) {
            return None;
        }
        Some(html! {
            <g class="mark" transform={format!("translate({c} {r})")}>
                if m.forced && !m.selected { <circle class="forced-ring" cx="0.5" cy="0.5" r="0.45" /> }
                if m.path && !m.dest { <circle class="path-dot" cx="0.5" cy="0.5" r="0.12" /> }
                if m.dest { <circle class="dest-dot" cx="0.5" cy="0.5" r="0.16" /> }
                if m.captured {
                    <>
                        <circle class="captured-ring" cx="0.5" cy="0.5" r="0.41" />
                        <path class="captured-x" d="M0.38 0.38 L0.62 0.62 M0.62 0.38 L0.38 0.62" />
                    </>
                }
            </g>
        })
    });

    let view_box = format!("0 0 {size} {size}");
    let (data_board, data_editor_board) = if props.editing { (None, Some("")) } else { (Some(""), None) };
    let class = class_list(&[
        Some("board"),
        game.is_lasca().then_some("lasca"),
        props.editing.then_some("editor-board"),
        dragging.is_some().then_some("is-dragging"),
    ]);
    html! {
        <div class={class_list(&[Some("board-wrap"), props.editing.then_some("editor-board-wrap")])}>
            <svg ref={svg_ref} data-board={data_board} data-editor-board={data_editor_board} data-variant={game.name()} {class}
                data-theme={props.theme.name()} data-pieces={props.pieces.name()}
                viewBox={view_box} role="img" aria-label={props.label.clone()} tabindex={(!props.editing).then_some("0")}
                {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} onfocusin={onfocus} onfocusout={onblur} {onkeydown}>
                <defs>{ raw(markup::GRADIENTS) }</defs>
                <g class="squares">{ for squares }</g>
                <g class="labels" aria-hidden="true">{ labels }</g>
                <g class="routes">{ for lines }</g>
                <g class="pieces">{ for piece_nodes }</g>
                <g class="ghosts">{ for ghosts }</g>
                <g class="marks" aria-hidden="true">{ for overlay }</g>
                <g class="arrows" aria-hidden="true">
                    { for props.arrows.iter().filter_map(|a| arrow_node(layout, flipped, a)) }
                </g>
                <g class="cursor" aria-hidden="true">{ for cursor_mark }</g>
            </svg>
            if props.cursor_words.is_some() {
                <p class="board-cursor" data-field="board-cursor" aria-live="polite">{ cursor_said.unwrap_or_default() }</p>
            }
            { props.children.clone() }
        </div>
    }
}
