//! The embedded board (`?embed=1&...`, see `crate::link::embed`): the board alone, filling its
//! frame, with optional previous/next controls; view-only or playable; light or dark; in any
//! board theme and piece set. It never
//! touches the visitor's saved game or the address bar, and it tells the parent page about the
//! game with `postMessage`:
//!
//! `{ source: "damas", type: "ready" | "move" | "result", variant, fen, ply, moves, turn, result, query }`
//!
//! Under the board, `[data-embed-status]` says whose turn it is (`white`, `black`) or `over`, with
//! the result in `data-result`.
//!
//! (`result` is the PDN result once the game on view has ended, else `null`.)

use crate::link::embed::{parse_options, EmbedOptions, EmbedReport};
use crate::link::read_link;
use damas_game::opponent::Opponent;
use damas_game::round::Opened;
use crate::ui::game::board_game::BoardGame;
use crate::ui::board::view::svg_board::Draw;
use crate::ui::embed::reports::use_embed_reports;
use crate::ui::game::view::parts as page;
use crate::ui::text::messages::{Fallback, Message, Source};
use crate::ui::prefs::{Lang, Prefs};
use crate::ui::game::state::{Action, GameState};
use crate::ui::text::tools_text::{tx, Tx};
use crate::ui::shell::storage;
use crate::ui::shell::web;
use damas_engine::Color;
use std::marker::PhantomData;
use crate::ui::class_list::class_list;
use yew::prelude::*;

/// The embedded board's game and preferences: the browser's language, the options' look, the
/// board turned to the options' side (else the player's, against the computer).
fn initial<G: BoardGame>(query: &str, options: &EmbedOptions) -> (GameState<G>, Prefs) {
    let languages = storage::browser_languages();
    let mut prefs = Prefs::new(Lang::detect(languages.iter().map(String::as_str)));
    let (game, message) = match read_link::<G>(query) {
        // An embed's `side=` only turns the board: nobody plays by links here.
        Ok(mut read) => {
            if let Opponent::Remote { .. } = read.game.opponent {
                read.game.opponent = Opponent::Local;
            }
            (read.game, read.dropped.into_iter().next().map(|e| Message::LinkPartDropped(e.into())))
        }
        Err(error) => {
            (Opened::new(G::home()), Some(Message::LoadFailed { source: Source::Link, error: error.into(), fallback: Fallback::NewGame }))
        }
    };
    let bottom = options.orientation.or(game.opponent.computer_side().map(|c| !c)).unwrap_or(Color::White);
    prefs.flipped = bottom == Color::Black;
    prefs.look.theme = options.board;
    prefs.look.pieces = options.pieces;
    let now = crate::clock::now_ms();
    let mut state = GameState::opened(game, now);
    if let Some(message) = message {
        state.reduce(Action::Notify(message), now);
    }
    (state, prefs)
}

fn report<G: BoardGame>(game: &GameState<G>, kind: &'static str) -> EmbedReport {
    let pos = game.position();
    EmbedReport {
        kind,
        variant: game.kind().name(),
        fen: pos.to_fen(),
        ply: game.ply(),
        moves: game.move_texts().to_vec(),
        turn: pos.turn().name(),
        result: game.result().map(str::to_string),
        query: game.query().to_string(),
    }
}

/// Properties: none but the game's type (`Embed<Position>` for draughts, `Embed<LascaPosition>`).
#[derive(Properties, PartialEq)]
pub struct EmbedProps<G: BoardGame> {
    /// The game's type.
    #[prop_or_default]
    pub game: PhantomData<G>,
}

impl<G: BoardGame> Default for EmbedProps<G> {
    fn default() -> Self {
        EmbedProps { game: PhantomData }
    }
}

/// The embedded board of a game of `G`.
#[function_component(Embed)]
pub fn embed<G: BoardGame + 'static>(_props: &EmbedProps<G>) -> Html
where
    G::Standing: Draw,
{
    let query = use_memo((), |_| storage::page_query());
    // The embed's options, read by the embed's bundle alone (the route says only that it is one).
    let options = use_memo((), {
        let query = query.clone();
        move |_| parse_options(&query)
    });
    let opts = (*options).clone().unwrap_or_default();
    let (game, prefs) = {
        let (query, opts) = (query.clone(), opts.clone());
        crate::ui::game::view::use_game::use_start(move || initial::<G>(&query, &opts))
    };
    // The computer plays its side (`computer=`), as on the full page.
    let engine = crate::ui::ai::view::use_engine::use_engine(&game);
    crate::ui::shell::use_prefs::use_document_lang(prefs.lang);
    {
        // The report of this drawing (not a copy of the game): posted when the key changes.
        let now = report(&game, "move");
        let key = (game.ply(), game.move_texts().len(), game.outcome().is_some());
        use_embed_reports(key, move |kind| EmbedReport { kind, ..now.clone() });
    }
    let lang = prefs.lang;
    let class = class_list(&[
        Some("embed"),
        Some(&format!("theme-{}", opts.theme.name())),
        (!opts.interactive).then_some("view-only"),
        (!prefs.animate).then_some("no-anim"),
    ]);
    let option_error = match &*options {
        Err(e) => html! { <p class="embed-error" data-embed-error="" role="alert">{ format!("{}: {}", tx(lang, Tx::EmbedBadOptions), crate::ui::text::error_text::embed_error(lang, e)) }</p> },
        Ok(_) => Html::default(),
    };
    let query = game.query().to_string();
    let image = web::link(&crate::link::picture::picture_query(&query, None));
    let full = web::link(&query);
    // Whose turn it is, or the result, in one line (a live region: a viewer hears each move).
    let status = game.status();
    let (status_line, _) = crate::ui::text::i18n::status(lang, &status, game.kind(), crate::ui::text::flow_text::Audience::Players);
    let status_key = match status {
        crate::ui::text::messages::Status::ToMove { turn, .. } => turn.name(),
        crate::ui::text::messages::Status::Over { .. } => "over",
    };
    html! {
        <div class={class} data-embed="" data-game={game.kind().name()} data-interactive={opts.interactive.to_string()}
            data-thinking={engine.thinking().to_string()}>
            { page::board(&game, &prefs, Vec::new(), Html::default()) }
            <p class="embed-status" data-embed-status={status_key} data-result={game.result()} aria-live="polite">{ status_line }</p>
            { page::message(&game, &prefs) }
            { option_error }
            if opts.controls {
                <div class="embed-bar">
                    { page::controls(&game, &prefs) }
                    // Their words are drawn after the icon, from the label, where the frame has room.
                    <a class="embed-open" data-action="image" href={image} target="_blank" rel="noopener" title={tx(lang, Tx::Image)} aria-label={tx(lang, Tx::Image)}>{ "▣" }</a>
                    <a class="embed-open" data-action="open-full" href={full} target="_blank" rel="noopener" title={tx(lang, Tx::OpenFull)} aria-label={tx(lang, Tx::OpenFull)}>{ "↗" }</a>
                </div>
            }
        </div>
    }
}
