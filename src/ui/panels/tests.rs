//! The hand-over between the draughts page and its panels' bundle: every view and action comes
//! back as it left, for every variant, and a broken text is an error, never a panic.

use super::wire::{PageAction, PanelsAction, PanelsView};
use crate::ui::shell::parts::wire::WireError;
use crate::ballot::ballots;
use crate::link::{parse_query, to_query};
use damas_game::clock::Clocks;
use damas_game::round::Opened;
use crate::look::{BoardTheme, Look, Page, PieceSet};
use crate::ui::game::state::Action;
use damas_game::opponent::Opponent;
use crate::ui::prefs::{Coords, Lang, Notation, Prefs};
use damas_engine::notation::pdn::{MoveNote, Notes};
use damas_engine::{Color, Decision, Position, Variant};
use damas_game::clock::TimeControl;

/// Games of every kind a link holds: moves and a cursor, the computer, a clock under way, a
/// ballot, a friend by links, an end.
fn games() -> Vec<Opened<Position>> {
    let mut out = Vec::new();
    for variant in Variant::ALL {
        out.push(Opened::new(Position::initial(variant)));
        let played = parse_query::<Position>(&format!("variant={}&computer=black&level=3", variant.name())).unwrap();
        out.push(played);
    }
    out.push(parse_query::<Position>("moves=22-18+11-15+18x11+8x15&ply=3&computer=white&level=5").unwrap());
    out.push(parse_query::<Position>("moves=22-18+11-15&clock=5%2B3&wtime=290000&btime=301000").unwrap());
    out.push(parse_query::<Position>("variant=russian&ballot=kol").unwrap());
    out.push(parse_query::<Position>("moves=22-18&side=white").unwrap());
    let mut ended = parse_query::<Position>("moves=22-18+11-15").unwrap();
    ended.end = Some(Decision::DrawAgreed);
    out.push(ended);
    let mut friend = parse_query::<Position>("moves=22-18").unwrap();
    friend.opponent = Opponent::Remote { side: Color::Black };
    out.push(friend);
    out
}

fn notes() -> Notes {
    Notes {
        intro: vec!["Opening, {with} commas, & signs; 50% of it\nover two lines".to_string(), String::new()],
        moves: vec![
            MoveNote { nag: Some(2), comments: vec!["Лучше было 26-23".to_string()] },
            MoveNote::default(),
            MoveNote { nag: None, comments: vec!["a, b".to_string(), "=+".to_string()] },
            MoveNote { nag: Some(255), comments: Vec::new() },
        ],
    }
}

#[test]
fn every_view_comes_back_as_it_left() {
    let mut prefs = Prefs::new(Lang::Ru);
    prefs.flipped = true;
    prefs.coords = Coords::Off;
    prefs.notation = Notation::Algebraic;
    prefs.look = Look { theme: BoardTheme::Slate, pieces: PieceSet::Flat, page: Page::Dark };
    for game in games() {
        for (in_progress, notes) in [(false, Notes::default()), (true, notes())] {
            let view = PanelsView { prefs, in_progress, game: game.clone(), notes };
            let text = view.to_text();
            assert_eq!(PanelsView::read(&text, Prefs::new(Lang::En)), Ok(view), "{text}");
        }
    }
}

#[test]
fn every_action_comes_back_as_it_left() {
    let start = |variant: Variant| Position::initial(variant);
    let mut actions = vec![
        PanelsAction::Flip,
        PanelsAction::SendToFriend,
        PanelsAction::Play("22-17".into()),
        PanelsAction::Play("c3:e5 & d4".into()),
        PanelsAction::Animate(true),
        PanelsAction::Animate(false),
        PanelsAction::Sound(true),
        PanelsAction::Sound(false),
        PanelsAction::Notation(Notation::Algebraic),
        PanelsAction::Notation(Notation::Numbers),
        PanelsAction::Look(Look { theme: BoardTheme::Contrast, pieces: PieceSet::Print, page: Page::Light }),
    ];
    actions.extend([Coords::Off, Coords::Numbers, Coords::Algebraic].map(PanelsAction::Coords));
    actions.extend(games().into_iter().map(|g| PanelsAction::Load(Box::new(g))));
    for variant in Variant::ALL {
        let ballot = ballots(variant).into_iter().next();
        for (bottom, computer, level, clock) in [
            (Color::White, None, None, None),
            (Color::Black, Some(Color::White), Some(1), Some("3+2".parse::<TimeControl>().unwrap())),
            (Color::White, Some(Color::Black), Some(damas_ai::MAX_LEVEL), None),
        ] {
            actions.push(PanelsAction::NewGame { game: Box::new(Opened { opponent: computer.map_or(Opponent::Local, |side| Opponent::Computer { side }), level, clocks: clock.map(Clocks::new), ballot, ..Opened::new(start(variant)) }), bottom });
        }
    }
    let set_up = Position::from_fen(Variant::Russian, "B:W22,25,K31:B9,K12").unwrap();
    actions.push(PanelsAction::NewGame { game: Box::new(Opened { opponent: Opponent::Local, ..Opened::new(set_up) }), bottom: Color::Black });
    for action in actions {
        let text = action.to_text();
        assert_eq!(PanelsAction::read(&text), Ok(action.clone()), "{text}");
        // And through the page's own action, as the panels speak it.
        assert_eq!(PanelsAction::of(action.clone().action()), Some(action), "{text}");
    }
    assert_eq!(PanelsAction::of(PageAction::Game(Action::Undo)), None, "the panels send only what a panel does");
    assert_eq!(PanelsAction::of(PageAction::Prefs(crate::ui::prefs::PrefsAction::Lang(Lang::Pt))), None, "the language is the page's own switch");
}

#[test]
fn an_opened_game_becomes_its_link_again() {
    for game in games() {
        assert_eq!(parse_query::<Position>(&to_query(&game)).as_ref(), Ok(&game), "{}", to_query(&game));
    }
    // A clock not yet started has no time left to keep.
    let fresh = parse_query::<Position>("clock=5%2B3").unwrap();
    assert_eq!(fresh.clocks, Some(Clocks::new("5+3".parse().unwrap())));
    assert_eq!(to_query(&fresh), "clock=5%2B3");
}

#[test]
fn a_broken_text_is_an_error_not_a_panic() {
    let base = || Prefs::new(Lang::Pt);
    for text in ["", "prefs=lang%3Dpt", "game=moves%3D22-99", "game=%ZZ", "game=&progress=2", "game=&notes=x", "game=&notes=m%C3", "game=&notes=mq", "game=&what=1"] {
        assert!(PanelsView::read(text, base()).is_err(), "{text}");
    }
    assert_eq!(PanelsView::read("game=", base()).map(|v| v.game), Ok(Opened::new(Position::initial(Variant::Brazilian))));
    for text in [
        "", "what", "load", "load&game=fen%3DX", "coords&value=up", "animate&value=yes", "sound", "notation&value=",
        "new-game", "new-game&side=red", "new-game&side=white&level=0", "new-game&side=white&level=99", "new-game&side=white&clock=soon",
        "new-game&side=white&ballot=none", "new-game&fen=W%3AW99&side=white", "new-game&side=white&colour=blue", "flip&%",
    ] {
        assert!(PanelsAction::read(text).is_err(), "{text}");
    }
    assert_eq!(PanelsAction::read("look&theme=nope"), Ok(PanelsAction::Look(Look::default())), "an unknown look keeps the default, as stored prefs do");
    assert!(matches!(PanelsAction::read("new-game&side=white&level=x"), Err(WireError::Bad(..))));
}

#[test]
fn random_bytes_never_panic() {
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let alphabet = b"&=%+,\nimgameprefsnotesload-flip0123456789ABCDEFxyz:W";
    for _ in 0..4000 {
        let len = (seed % 40) as usize;
        let text: String = (0..len)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                alphabet[(seed % alphabet.len() as u64) as usize] as char
            })
            .collect();
        let _ = PanelsView::read(&text, Prefs::new(Lang::En));
        let _ = PanelsAction::read(&text);
        let _ = PanelsView::read(&format!("game=&notes={text}"), Prefs::new(Lang::En));
    }
}
