//! The picture page (`?picture&<game link>`): the position the link shows, as a preview and as
//! files (PNG at 512 or 1024 pixels, SVG) to download, copy or share, with the caption, the last
//! move and the arrow chosen here. The board's theme, piece set, side and coordinates are the
//! player's. Markup: `[data-picture]` holds the preview (`[data-picture-svg]`) and the buttons
//! `[data-action="download-png"]`, `[data-action="download-svg"]`, `[data-action="copy-image"]`,
//! `[data-action="share-image"]` (where the browser shares files); `[data-field]` the choices.

use crate::link::route::{PictureLink, Route};
use crate::link::{read_link, to_query};
use crate::ui::game::board_game::BoardGame;
use crate::ui::game::state::GameState;
use crate::link::picture::{picture_marks, PictureLinkError};
use crate::ui::picture::options::{file_name, CaptionKind, Options, WIDTHS};
use crate::ui::picture::palette::palette;
use crate::ui::board::layout::Layout;
use crate::ui::picture::svg::{pixel_size, write_svg, Extras, Paint};
use crate::ui::picture::gif::colour::look as gif_look;
use crate::ui::picture::gif::frames::{film, FilmChoices, Figured};
use crate::ui::picture::view::files;
use crate::ui::picture::view::gif_panel::{GifChoice, GifPanel};
use crate::ui::prefs::Prefs;
use crate::ui::shell::storage::saved_prefs;
use crate::ui::shell::{storage, web};
use crate::ui::text::picture_text::{picture_text, PictureText as P};
use damas_engine::Color;
use crate::ui::class_list::class_list;
use yew::prelude::*;

/// What the page shows: the game on view in the player's preferences (turned to the link's
/// side), the link's arrow and title; or why the link is unreadable.
struct Loaded<G: BoardGame> {
    state: GameState<G>,
    prefs: Prefs,
    arrow: Option<Vec<u32>>,
    title: Option<String>,
    query: String,
}

fn load<G: BoardGame>() -> Result<Loaded<G>, P> {
    let mut prefs = saved_prefs();
    let read = read_link::<G>(&storage::page_query()).map_err(|_| P::BadGame)?;
    if let Some(side) = read.side {
        prefs.flipped = side == Color::Black;
    }
    let query = to_query(&read.game);
    let state = GameState::opened(read.game, crate::clock::now_ms());
    let link = match &*storage::page_route() {
        Route::Picture(link) => link.clone(),
        _ => PictureLink::default(),
    };
    let marks = picture_marks(&link, state.position().square_count()).map_err(|e| match e {
        PictureLinkError::BadArrow(_) => P::BadArrow,
    })?;
    Ok(Loaded { query, state, prefs, arrow: marks.arrow, title: marks.title })
}

/// The result of the game's whole line (the position on view may be before its end).
fn game_result<G: BoardGame>(state: &GameState<G>) -> Option<&'static str> {
    let mut game = state.game();
    game.record.go_to(game.record.len());
    GameState::opened(game, 0).result()
}

/// What the page last did with a file.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Note {
    None,
    Copied,
    Shared,
    Failed,
}

/// The picture page of a game of `G`.
#[function_component(PicturePage)]
pub fn picture_page<G: BoardGame + 'static>() -> Html
where
    G::Standing: Paint + Figured,
{
    let memo = use_memo((), |()| load::<G>());
    let loaded = memo.clone();
    let prefs = saved_prefs();
    let lang = prefs.lang;
    use_effect_with((), move |()| {
        storage::set_document_lang(lang.code());
        crate::ui::look::view::use_look::set_page(prefs.look.page);
    });
    let title = (*loaded).as_ref().ok().and_then(|l| l.title.clone());
    let options = use_state(move || Options::new(title));
    let note = use_state(|| Note::None);
    let busy = use_state(|| false);
    let loaded = match &*loaded {
        Ok(loaded) => loaded,
        Err(why) => {
            return html! {
                <main class="app picture-page" data-picture-error="">
                    <p class="picture-error" role="alert">{ format!("{} {}", picture_text(lang, P::BadLink), picture_text(lang, *why)) }</p>
                    <a class="primary" href="./">{ picture_text(lang, P::BackToGame) }</a>
                </main>
            };
        }
    };
    let state = &loaded.state;
    let position = state.position();
    let view = state.board_view(&loaded.prefs);
    let o = (*options).clone();
    let caption = match o.caption {
        CaptionKind::None => None,
        CaptionKind::Turn => Some(picture_text(lang, if position.turn() == Color::White { P::WhiteToPlay } else { P::BlackToPlay }).to_string()),
        CaptionKind::Fen => Some(position.to_fen()),
        CaptionKind::Title => Some(o.title.clone()),
    };
    let arrows = if o.arrows { loaded.arrow.iter().cloned().collect() } else { Vec::new() };
    let extras = Extras { last_move: o.last_move, arrows, caption };
    let look = loaded.prefs.look;
    let colours = palette(look.theme, look.pieces);
    let svg = write_svg(&view, &extras, &colours, o.width);
    let (w, h) = pixel_size(view.variant.size(), o.width, svg.contains("data-caption"));
    let name = |ext: &str| file_name(state.kind(), state.ply(), ext);

    let set = |change: fn(&mut Options, String)| {
        let options = options.clone();
        Callback::from(move |e: Event| {
            let value = e.target().and_then(|t| {
                use wasm_bindgen::JsCast;
                t.dyn_ref::<web_sys::HtmlInputElement>()
                    .map(|i| if i.type_() == "checkbox" { i.checked().to_string() } else { i.value() })
                    .or_else(|| t.dyn_ref::<web_sys::HtmlSelectElement>().map(web_sys::HtmlSelectElement::value))
            });
            if let Some(value) = value {
                let mut next = (*options).clone();
                change(&mut next, value);
                options.set(next);
            }
        })
    };
    let on_title = {
        let options = options.clone();
        Callback::from(move |e: InputEvent| {
            use wasm_bindgen::JsCast;
            if let Some(input) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                let mut next = (*options).clone();
                next.title = crate::link::clip_to(&input.value(), 80);
                options.set(next);
            }
        })
    };
    let download_svg = {
        let (svg, file, note) = (svg.clone(), name("svg"), note.clone());
        Callback::from(move |_: MouseEvent| {
            let ok = files::text_blob(&svg, "image/svg+xml").is_some_and(|b| files::download(&file, &b));
            note.set(if ok { Note::None } else { Note::Failed });
        })
    };
    // Each PNG action draws the SVG to a canvas first (asynchronous), then saves, copies or shares.
    let with_png = |act: u8| {
        let (svg, file, note, busy) = (svg.clone(), name("png"), note.clone(), busy.clone());
        let title = picture_text(lang, P::Heading);
        Callback::from(move |_: MouseEvent| {
            let (svg, file, note, busy) = (svg.clone(), file.clone(), note.clone(), busy.clone());
            busy.set(true);
            wasm_bindgen_futures::spawn_local(async move {
                let result = match files::png(&svg, w, h).await {
                    None => Note::Failed,
                    Some(blob) => match act {
                        0 => if files::download(&file, &blob) { Note::None } else { Note::Failed },
                        1 => if files::copy_png(&blob).await { Note::Copied } else { Note::Failed },
                        _ => if files::share(&file, &blob, title).await { Note::Shared } else { Note::Failed },
                    },
                };
                busy.set(false);
                note.set(result);
            });
        })
    };
    let can_share = files::can_share_files();
    let (download_png, copy_png, share_png) = (with_png(0), with_png(1), with_png(2));
    let back = web::link(&loaded.query);
    let note_text = match *note {
        Note::None => None,
        Note::Copied => Some((picture_text(lang, P::ImageCopied), "ok")),
        Note::Shared => Some((picture_text(lang, P::ImageShared), "ok")),
        Note::Failed => Some((picture_text(lang, P::ImageFailed), "error")),
    };
    let gif_film = {
        let (memo, width) = (memo.clone(), o.width);
        Callback::from(move |c: GifChoice| {
            let Loaded { state, prefs, .. } = (*memo).as_ref().ok()?;
            let end = if c.to_here { state.ply() } else { state.record().len() };
            let choices = FilmChoices { width, flipped: prefs.flipped, coords: prefs.coords, text: c.text };
            let look = gif_look(&palette(prefs.look.theme, prefs.look.pieces));
            Some(film(state.record(), end, game_result(state), look, choices))
        })
    };
    let gif_file = file_name(state.kind(), state.record().len(), "gif");
    let before_end = state.ply() < state.record().len();
    let caption_names = [P::CaptionNone, P::CaptionTurn, P::CaptionFen, P::CaptionTitle];
    html! {
        <main class="app picture-page" data-picture="" data-game={state.kind().name()}>
            <h1>{ picture_text(lang, P::Heading) }</h1>
            <div class="picture-layout">
                <div class="picture-preview" data-picture-svg="" role="img" aria-label={picture_text(lang, P::Preview)}>
                    { Html::from_html_unchecked(AttrValue::from(svg)) }
                </div>
                <div class="picture-side">
                <section class="panel picture-options">
                    <label>
                        <span>{ picture_text(lang, P::Size) }</span>
                        <select data-field="size" onchange={set(|o, v| o.width = Options::width_of(&v).unwrap_or(o.width))}>
                            { for WIDTHS.iter().map(|&px| html! { <option value={px.to_string()} selected={px == o.width}>{ format!("{px} × {px}") }</option> }) }
                        </select>
                    </label>
                    <label>
                        <span>{ picture_text(lang, P::Caption) }</span>
                        <select data-field="caption" onchange={set(|o, v| o.caption = CaptionKind::from_name(&v).unwrap_or(o.caption))}>
                            { for CaptionKind::ALL.iter().zip(caption_names).map(|(&c, key)| html! {
                                <option value={c.name()} selected={c == o.caption}>{ picture_text(lang, key) }</option>
                            }) }
                        </select>
                    </label>
                    if o.caption == CaptionKind::Title {
                        <label>
                            <span>{ picture_text(lang, P::TitleField) }</span>
                            <input type="text" data-field="title" maxlength="80" value={o.title.clone()} oninput={on_title} />
                        </label>
                    }
                    <label class="check">
                        <input type="checkbox" data-field="last-move" checked={o.last_move} onchange={set(|o, v| o.last_move = v == "true")} />
                        <span>{ picture_text(lang, P::LastMove) }</span>
                    </label>
                    if loaded.arrow.is_some() {
                        <label class="check">
                            <input type="checkbox" data-field="arrows" checked={o.arrows} onchange={set(|o, v| o.arrows = v == "true")} />
                            <span>{ picture_text(lang, P::Arrows) }</span>
                        </label>
                    }
                    <div class="share-buttons">
                        <button type="button" class="primary" data-action="download-png" disabled={*busy} onclick={download_png}>{ picture_text(lang, P::DownloadPng) }</button>
                        <button type="button" data-action="download-svg" onclick={download_svg}>{ picture_text(lang, P::DownloadSvg) }</button>
                        <button type="button" data-action="copy-image" disabled={*busy} onclick={copy_png}>{ picture_text(lang, P::CopyImage) }</button>
                        if can_share {
                            <button type="button" data-action="share-image" disabled={*busy} onclick={share_png}>{ picture_text(lang, P::ShareImage) }</button>
                        }
                    </div>
                    if let Some((text, class)) = note_text {
                        <p class={class_list(&[Some("share-note"), Some(class)])} data-picture-note={class} role="status">{ text }</p>
                    }
                    <p class="picture-links">
                        <a data-action="print-sheet" href={web::link(&format!("print=position&{}", loaded.query))}>{ picture_text(lang, P::PrintSheet) }</a>
                        <a data-action="back" href={back}>{ picture_text(lang, P::BackToGame) }</a>
                    </p>
                </section>
                <GifPanel {lang} film={gif_film} file={gif_file} {before_end} />
                </div>
            </div>
        </main>
    }
}
