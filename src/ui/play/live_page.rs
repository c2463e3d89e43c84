//! The live page (`?live`, or an invitation's `#live=…`): the game page (`page`) showing the
//! session's game, with the live panel (`ui::live`). A move made on the board goes
//! to the session, which sends it; the friend's moves arrive through the session and replace the
//! board's game. `[data-live]` wraps the page with `data-live-state` and `data-seat`.

use crate::ui::prefs::PrefsAction;
use crate::ui::live::view::controller::{Controller, Shared};
use crate::ui::live::view::panel::{Ask, LivePanel, View};
use crate::ui::game::state::{Action, GameState};
use crate::ui::live::flow::{change, seat_name, signal_setting, state_name, watch_state_name, Change};
use crate::ui::play::page;
use crate::link::route::LiveLink;
use crate::ui::shell::storage::{self, Key};
use crate::ui::game::view::use_game::use_arrow_keys;
use crate::ui::shell::use_prefs::{use_prefs, use_saved_prefs};
use crate::ui::ai::view::use_engine::use_engine;
use crate::ui::look::view::use_look::use_look;
use crate::ui::game::board_game::BoardGame;
use crate::ui::board::view::svg_board::Draw;
use crate::ui::text::live_text::LiveText;
use damas_engine::{Color, GameKind, Variant};
use damas_game::round::Opened;
use damas_live::ice::IceSetting;
use damas_live::session::{Local, Notice, Presence, Role, Session, CLAIM_AFTER_MS};
use yew::prelude::*;

/// The game the link asks for (`variant=`), if this page plays it; else the page's own.
fn start<G: BoardGame>(link: &LiveLink) -> G {
    link.game.and_then(G::initial_of).unwrap_or_else(|| G::initial_of(GameKind::Draughts(Variant::Brazilian)).unwrap_or_else(G::home))
}

/// The controller to act on, unless busy.
fn busy<G: BoardGame>(live: &Shared<G>) -> Option<std::cell::RefMut<'_, Controller<G>>> {
    live.try_borrow_mut().ok()
}

/// Properties: the live page's link (the game, the servers, the room), read at the bundle's
/// start.
#[derive(Properties, PartialEq)]
pub struct LivePageProps {
    /// The link.
    pub link: LiveLink,
}

/// The live page of `G` (the draughts variants in the live bundle, Lasca in Lasca's).
#[function_component(LivePage)]
pub fn live_page<G: BoardGame + 'static>(props: &LivePageProps) -> Html
where
    G::Standing: Draw,
{
    let start = start::<G>(&props.link);
    let game = use_reducer(|| {
        let mut state = GameState::<G>::opened(Opened::new(start), 0);
        state.live = true;
        state
    });
    let prefs = use_prefs(storage::saved_prefs);
    use_arrow_keys(&game);
    use_saved_prefs(&prefs);
    use_look(&game, &prefs);
    crate::ui::library::view::keep::use_kept_in_library(&game);
    let engine = use_engine(&game);
    let banner = crate::ui::shell::pwa::use_update_banner(prefs.lang, true);
    let redraw = use_force_update();
    let live: UseStateHandle<Shared<G>> = {
        let dispatcher = game.dispatcher();
        let link = props.link.clone();
        use_state(move || {
            // The link's servers, else the player's choice kept from before, else the default.
            let ice = link.ice.or_else(|| storage::load(Key::Ice)).and_then(|v| IceSetting::parse(&v).ok()).unwrap_or_default();
            // The link's room server (a room's invitation has one), else the player's.
            let signal = link.signal.or_else(|| storage::load(Key::Signal)).and_then(|v| signal_setting(&v).ok()).unwrap_or_default();
            Controller::new(
                ice,
                signal,
                std::rc::Rc::new(move |replace: Option<Box<Opened<G>>>| {
                    if let Some(opened) = replace {
                        dispatcher.dispatch(Action::Load(opened));
                    }
                    redraw.force_update();
                }),
            )
        })
    };
    // A reply link opened in another tab of this browser: taken as if pasted.
    crate::ui::live::view::handoff::use_reply_handoff(&live);
    // The start: an invitation in the link, else a game this device hosts, kept from before.
    {
        let live = (*live).clone();
        use_effect_with((), move |_| {
            let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
            let mut c = live.borrow_mut();
            if hash.starts_with("#live=") {
                c.join(&hash);
            } else if let Some(saved) = storage::load(Key::Live).and_then(|t| Session::restore(&t, &start, js_sys::Date::now() as u64).ok()) {
                if saved.role() == Role::Host && !saved.over() {
                    c.session = Some(saved);
                    c.reinvite();
                }
            }
        });
    }
    // Time: messages sent again, flags, the countdown.
    {
        let live = (*live).clone();
        use_effect_with((), move |_| {
            let interval = gloo::timers::callback::Interval::new(500, move || {
                if let Ok(mut c) = live.try_borrow_mut() {
                    c.tick();
                }
            });
            move || drop(interval)
        });
    }
    // A move on the board goes to the session; anything else shows the session's game again.
    {
        let live = (*live).clone();
        let dispatcher = game.dispatcher();
        let moves = game.record().moves().to_vec();
        let board = game.record().clone();
        use_effect_with(moves, move |_| {
            let (what, watching) = {
                let c = live.borrow();
                (c.session.as_ref().map(|s| change(s.round().record(), &board)), c.watch.is_some())
            };
            match what {
                Some(Change::Moved(mv)) => live.borrow_mut().act(Local::Move(mv)),
                Some(Change::Differs) => live.borrow_mut().reshow(),
                // A spectator's board shows the game watched, which the controller put there.
                None if !board.is_empty() && !watching => dispatcher.dispatch(Action::Load(Box::new(Opened::new(*board.start())))),
                _ => {}
            }
        });
    }
    let on_ask = {
        let live = (*live).clone();
        let lang = prefs.lang;
        // A click while the controller is busy (it never is: its work ends before the browser
        // hands on the next event) is dropped rather than abort the page.
        Callback::from(move |ask: Ask<G::Move>| match ask {
            Ask::Invite(clock, seat) => {
                let seat = seat.unwrap_or(if js_sys::Math::random() < 0.5 { Color::White } else { Color::Black });
                if let Some(mut c) = busy(&live) {
                    c.invite(start, clock, seat);
                }
            }
            Ask::Connect(text) => drop(busy(&live).map(|mut c| c.connect(&text))),
            Ask::Ice(text) => drop(busy(&live).map(|mut c| c.set_ice(&text))),
            Ask::Signal(text) => drop(busy(&live).map(|mut c| c.set_signal(&text))),
            Ask::Reinvite => drop(busy(&live).map(|mut c| c.reinvite())),
            Ask::Game(local) => drop(busy(&live).map(|mut c| c.act(local))),
            Ask::Copy(text) => crate::ui::shell::web::copy(&text, |_| ()),
            Ask::Download(pdn) => {
                let _ = crate::ui::shell::web::download(&format!("damas-live-{}.pdn", crate::ui::shell::web::today_pdn().replace('.', "-")), &pdn, "application/x-draughts-pdn");
            }
            Ask::Share(link) => crate::ui::shell::web::share(crate::ui::text::live_text::live_text(lang, crate::ui::text::live_text::LiveText::PlayFriend), "", &link, |_| ()),
        })
    };
    // The player's own side at the bottom.
    let seat = live.borrow().session.as_ref().map(Session::seat);
    // A spectator sees the game from White's side.
    let bottom = if live.borrow().watch.is_some() { Some(Color::White) } else { seat };
    {
        let prefs = prefs.clone();
        use_effect_with(bottom, move |bottom| {
            if let Some(seat) = *bottom {
                prefs.dispatch(PrefsAction::Bottom(seat));
            }
        });
    }
    let c = live.borrow();
    let now = js_sys::Date::now() as u64;
    let session = c.session.as_ref();
    // A setting typed and refused stays in its box beside the reason, to be put right.
    let typed = |error| c.refused.clone().filter(|_| c.error == Some(error));
    let view = View {
        step: c.step.clone(),
        host: session.is_some_and(|s| s.role() == Role::Host),
        seat,
        gone: session.and_then(|s| match s.presence() {
            Presence::Gone { since } => Some((since + CLAIM_AFTER_MS).saturating_sub(now).div_ceil(1000)),
            _ => None,
        }),
        connected: session.is_some_and(|s| s.presence() == Presence::Connected),
        over: session.is_some_and(Session::over),
        abortable: session.is_some_and(Session::abortable),
        asked: session.and_then(Session::asked),
        offered: session.and_then(Session::offered),
        answered: match c.note {
            Some(Notice::Answered { accepted, .. }) => Some(accepted),
            _ => None,
        },
        aborted: session.is_some_and(Session::aborted),
        refused: c.note.as_ref().and_then(crate::ui::live::flow::notice_text),
        heard: c.heard,
        error: c.error,
        by_links: format!("./?{}", game.query()),
        ice: typed(LiveText::BadServers).unwrap_or_else(|| match &c.ice {
            IceSetting::Custom(list) if list.is_empty() => "stun:".to_string(),
            ice => ice.to_param(),
        }),
        room: c.in_room(),
        watching: c.watch.is_some(),
        signal: typed(LiveText::BadSignal).unwrap_or_else(|| c.signal.clone()),
        pdn: session.filter(|s| s.over()).map(|s| {
            let tags = crate::ui::live::flow::pdn_tags(s.round().clocks());
            let mut tags: Vec<(&str, &str)> = tags.iter().map(|(k, v)| (*k, v.as_str())).collect();
            let (site, date) = (crate::ui::shell::web::base_url(), crate::ui::shell::web::today_pdn());
            tags.extend([("Site", site.as_str()), ("Date", date.as_str())]);
            G::write_pdn(&game.game(), &tags, prefs.notation == crate::ui::prefs::Notation::Algebraic)
        }),
    };
    let (state, seat_attr) = match c.watch.as_ref() {
        Some(w) => (watch_state_name(w.over()), Some("spectator")),
        None => (state_name(&c.step, session), seat.map(seat_name)),
    };
    drop(c);
    let panel = html! { <LivePanel<G::Move> lang={prefs.lang} {view} {on_ask} /> };
    html! {
        <div class="live" data-live="" data-live-state={state} data-seat={seat_attr}>
            { page::page(&game, &prefs, &engine, Vec::new(), panel, banner, page::ALL_DRAWN) }
        </div>
    }
}
