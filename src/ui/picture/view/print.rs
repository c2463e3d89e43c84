//! A printable sheet (`?print=<sheet>`, grammar in `ui::picture::sheet`): 6 or 12 diagrams to an
//! A4 page in black and white, each with what it asks and room for the answer, then an answer
//! key page. On screen the pages show as paper with the choices and the print button above them
//! (`[data-action="print-sheet"]`); printed, only the pages (`styles/pictures.css`). Markup:
//! `[data-print-sheet]` (the sheet's kind), `[data-sheet-page]` per page, `[data-diagram]` per
//! diagram, `[data-answer-key]` the key.

use crate::link::{read_link, to_query};
use crate::link::route::{PrintLink, Route};
use crate::ui::game::board_game::{still_view, BoardGame};
use crate::ui::picture::palette::print_palette;
use crate::ui::picture::sheet::{columns, lesson_diagrams, pages, puzzle_diagrams, read_sheet, review_diagrams, Diagram, SheetKind, Task};
use crate::ui::picture::svg::{write_svg, Extras, Paint};
use crate::ui::shell::storage::saved_prefs;
use crate::ui::prefs::Lang;
use crate::ui::review::view::kept::stored_reviews;
use crate::ui::shell::{storage, web};
use crate::ui::text::lesson_text::lesson_words;
use crate::ui::text::picture_text::{picture_text, PictureText as P};
use damas_engine::{Color, GameKind, Variant};
use std::rc::Rc;
use yew::prelude::*;

/// The diagrams, or what keeps the sheet from being made.
type Loaded<G> = Result<Rc<Vec<Diagram<G>>>, P>;

/// The diagrams a sheet of `kind` holds that need nothing fetched: of the game of `query` (the
/// page's game link), or the lessons of the link's `game`.
fn local<G: BoardGame>(kind: SheetKind, query: &str, game_kind: GameKind) -> Loaded<G> {
    let game = || read_link::<G>(query).map(|r| r.game).map_err(|_| P::BadGame);
    let diagrams = match kind {
        SheetKind::Position => {
            let g = game()?;
            let position = *g.record.position();
            vec![Diagram { position, task: Task::ToPlay(position.turn()), note: String::new(), answer: String::new() }]
        }
        SheetKind::Lessons => lesson_diagrams::<G>(game_kind),
        SheetKind::Review => stored_reviews().find(&game()?.record).map(|r| review_diagrams(&r)).unwrap_or_default(),
        SheetKind::Puzzles { .. } => Vec::new(),
    };
    Ok(Rc::new(diagrams))
}

/// What a diagram asks, in `lang`.
fn task_text(lang: Lang, task: Task) -> String {
    let key = |white, black, c: Color| picture_text(lang, if c == Color::White { white } else { black });
    match task {
        Task::ToPlay(c) => key(P::WhiteToPlay, P::BlackToPlay, c).into(),
        Task::ToWin(c) => key(P::WhiteToWin, P::BlackToWin, c).into(),
        Task::Lesson(id) => lesson_words(lang, id)[0].into(),
    }
}

/// The printable sheet the link names, of the game `G`.
#[function_component(PrintPage)]
pub fn print_page<G: BoardGame + 'static>() -> Html
where
    G::Standing: Paint,
{
    let query = use_memo((), |()| storage::page_query());
    let prefs = use_memo((), |()| saved_prefs());
    let lang = prefs.lang;
    let link = match &*storage::page_route() {
        Route::Print(link) => link.clone(),
        _ => PrintLink { lasca: false, game: GameKind::Draughts(Variant::Brazilian), sheet: String::new(), per: None },
    };
    let game_kind = link.game;
    let sheet = read_sheet(&link.sheet, link.per.as_deref());
    let per_page = use_state(|| sheet.as_ref().map_or(12, |s| s.per_page));
    let loaded = {
        let (query, sheet) = (Rc::clone(&query), sheet.clone());
        use_state(move || match sheet {
            Err(_) => Some(Err(P::BadSheet)),
            Ok(s) if matches!(s.kind, SheetKind::Puzzles { .. }) => None,
            Ok(s) => Some(local::<G>(s.kind, &query, game_kind)),
        })
    };
    {
        // The puzzles come from the variant's puzzle file, fetched once.
        let (loaded, sheet) = (loaded.clone(), sheet.clone());
        let page = prefs.look.page;
        use_effect_with((), move |()| {
            storage::set_document_lang(lang.code());
            crate::ui::look::view::use_look::set_page(page);
            if let Ok(crate::ui::picture::sheet::Sheet { kind: SheetKind::Puzzles { count, first }, .. }) = sheet {
                let variant = match game_kind {
                    GameKind::Draughts(v) if crate::ui::puzzle::PUZZLE_VARIANTS.contains(&v) => Some(v),
                    _ => None,
                };
                match variant {
                    None => loaded.set(Some(Ok(Rc::new(Vec::new())))),
                    Some(v) => crate::ui::shell::web::fetch_text(&format!("puzzles/{}.json", v.name()), move |text| {
                        let table = text.and_then(|t| crate::ui::puzzle::parse_table(&t).ok());
                        let diagrams = table.map(|t| {
                            // Each puzzle as this page's game (the draughts page's own type).
                            puzzle_diagrams(&t, count, first)
                                .into_iter()
                                .filter_map(|d| {
                                    let position = G::initial_of(GameKind::Draughts(v))?.read_fen(&d.position.to_fen()).ok()?;
                                    Some(Diagram { position, task: d.task, note: d.note, answer: d.answer })
                                })
                                .collect::<Vec<_>>()
                        });
                        loaded.set(Some(diagrams.map(Rc::new).ok_or(P::BadGame)));
                    }),
                }
            }
        });
    }
    let title = match sheet.as_ref().map(|s| s.kind) {
        Ok(SheetKind::Position) => P::PositionSheet,
        Ok(SheetKind::Puzzles { .. }) => P::PuzzlesSheet,
        Ok(SheetKind::Lessons) => P::LessonsSheet,
        Ok(SheetKind::Review) => P::ReviewSheet,
        Err(_) => P::PrintSheet,
    };
    let kind_name = sheet.as_ref().map_or("", |s| match s.kind {
        SheetKind::Position => "position",
        SheetKind::Puzzles { .. } => "puzzles",
        SheetKind::Lessons => "lessons",
        SheetKind::Review => "review",
    });
    let per = *per_page;
    let on_per = {
        let per_page = per_page.clone();
        Callback::from(move |e: Event| {
            if let Some(v) = web::select_value(&e).and_then(|v| v.parse::<usize>().ok()).filter(|v| [1, 6, 12].contains(v)) {
                per_page.set(v);
            }
        })
    };
    let on_print = Callback::from(|_: MouseEvent| {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    });
    let back = read_link::<G>(&query).map_or_else(|_| "./".to_string(), |r| web::link(&to_query(&r.game)));
    let tools = html! {
        <div class="print-tools">
            <h1>{ picture_text(lang, title) }</h1>
            <label>
                <span>{ picture_text(lang, P::PerPage) }</span>
                <select data-field="per-page" onchange={on_per}>
                    { for [1usize, 6, 12].iter().map(|&n| html! { <option value={n.to_string()} selected={n == per}>{ n }</option> }) }
                </select>
            </label>
            <button type="button" class="primary" data-action="print-sheet" onclick={on_print}>{ picture_text(lang, P::Print) }</button>
            <a data-action="back" href={back}>{ picture_text(lang, P::BackToGame) }</a>
        </div>
    };
    let body = match &*loaded {
        None => html! { <p class="print-note" data-print-loading="">{ picture_text(lang, P::Loading) }</p> },
        Some(Err(why)) => html! { <p class="print-note picture-error" data-print-error="" role="alert">{ format!("{} {}", picture_text(lang, P::BadLink), picture_text(lang, *why)) }</p> },
        Some(Ok(diagrams)) if diagrams.is_empty() => html! { <p class="print-note" data-print-empty="">{ picture_text(lang, P::NoDiagrams) }</p> },
        Some(Ok(diagrams)) => sheet_pages(lang, &prefs, diagrams, per, title),
    };
    html! {
        <main class="print-sheet" data-print-sheet={kind_name} data-per-page={per.to_string()}>
            { tools }
            { body }
        </main>
    }
}

/// The pages of `diagrams`, `per` a page, then the answer key (when any diagram has an answer).
fn sheet_pages<G: BoardGame>(lang: Lang, prefs: &crate::ui::prefs::Prefs, diagrams: &[Diagram<G>], per: usize, title: P) -> Html
where
    G::Standing: Paint,
{
    let palette = print_palette();
    let figure = |i: usize, d: &Diagram<G>| {
        let svg = write_svg(&still_view(&d.position, false, prefs.coords), &Extras::default(), &palette, 512);
        let mut caption = format!("{}. {}", i + 1, task_text(lang, d.task));
        if !d.note.is_empty() {
            caption = format!("{caption} ({})", d.note);
        }
        html! {
            <figure class="diagram" data-diagram={(i + 1).to_string()}>
                // The writer's own markup; every text in it is escaped.
                { Html::from_html_unchecked(AttrValue::from(svg)) }
                <figcaption>{ caption }</figcaption>
                <p class="answer-space">{ picture_text(lang, P::Answer) }</p>
            </figure>
        }
    };
    let count = pages(diagrams.len(), per).len();
    let grid = format!("sheet-grid cols-{} per-{per}", columns(per));
    let key: Vec<(usize, &str)> = diagrams.iter().enumerate().filter(|(_, d)| !d.answer.is_empty()).map(|(i, d)| (i + 1, d.answer.as_str())).collect();
    html! {
        <>
            { for pages(diagrams.len(), per).into_iter().enumerate().map(|(p, range)| html! {
                <section class="sheet-page" data-sheet-page={(p + 1).to_string()}>
                    <header class="sheet-head"><span>{ picture_text(lang, title) }</span><span>{ format!("{} / {}", p + 1, count + usize::from(!key.is_empty())) }</span></header>
                    <div class={grid.clone()}>{ for range.map(|i| figure(i, &diagrams[i])) }</div>
                </section>
            }) }
            if !key.is_empty() {
                <section class="sheet-page answer-key" data-answer-key="">
                    <h2>{ picture_text(lang, P::AnswerKey) }</h2>
                    <ol>{ for key.iter().map(|(n, a)| html! { <li value={n.to_string()} data-answer={n.to_string()}>{ *a }</li> }) }</ol>
                </section>
            }
        </>
    }
}
