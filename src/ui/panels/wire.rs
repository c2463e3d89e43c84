//! What the draughts page and its side panels' bundle (`src/bin/panels.rs`) hand each other. They
//! are two wasm modules that share no memory, so they speak text, built from what the site already
//! reads and writes: the game as its link ([`to_query`], read back by [`parse_query`]), the
//! preferences as they are stored ([`Prefs::to_text`]), and query pairs for the rest. The page
//! sends a [`PanelsView`] whenever what the panels show changes; the panels send a
//! [`PanelsAction`] for each thing the player does in them, which is, on the page, an action of
//! its game or a change of the player's preferences ([`PageAction`]). Reading never panics: a
//! broken text is a [`WireError`]. Pure and native.

use crate::ui::prefs::PrefsAction;
use crate::ballot;
use crate::link::{decode_component, encode_component, parse_query, position_query, read_position, to_query};
use crate::ui::shell::parts::wire::{bad, flag, pairs, WireError};
use crate::link::annotations::{annotation_pairs, is_annotation, read_annotations};
use crate::look::Look;
use crate::ui::game::state::Action;
use crate::ui::prefs::{Coords, Notation, Prefs};
use damas_engine::notation::pdn::{MoveNote, Notes};
use damas_engine::{Color, GameKind, Position};
use damas_game::clock::{Clocks, TimeControl};
use damas_game::opponent::Opponent;
use damas_game::round::Opened;

/// What the panels draw from: the player's preferences, the game (its link holds the position on
/// view, the computer and its level, the clock) and the review's notes, which the PDN they export
/// carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanelsView {
    /// The player's preferences.
    pub prefs: Prefs,
    /// A game is under way: starting another asks first.
    pub in_progress: bool,
    /// The game as links carry it.
    pub game: Opened<Position>,
    /// The game's review as PDN comments and annotations (empty when not reviewed).
    pub notes: Notes,
}

impl PanelsView {
    /// The game played: the new-game form starts from it, a FEN without a variant is read as it.
    #[must_use]
    pub fn kind(&self) -> GameKind {
        GameKind::Draughts(self.game.record.start().variant())
    }

    /// The view as text: `prefs=…&progress=0|1&game=…&notes=…`, each value encoded.
    #[must_use]
    pub fn to_text(&self) -> String {
        PanelsView::text_of(&self.prefs, self.in_progress, &to_query(&self.game), &annotation_pairs(&self.game.record, &self.game.about), &self.notes)
    }

    /// The text of a view of the game whose link is `game_query` with its `annotations`
    /// ([`annotation_pairs`]): what the page sends, from its state's link, without a copy of the game.
    #[must_use]
    pub fn text_of(prefs: &Prefs, in_progress: bool, game_query: &str, annotations: &str, notes: &Notes) -> String {
        let notes = if notes.is_empty() { String::new() } else { format!("&notes={}", encode_component(&notes_text(notes))) };
        format!("prefs={}&progress={}&game={}{annotations}{notes}", encode_component(&prefs.to_text()), u8::from(in_progress), encode_component(game_query))
    }

    /// Reads a view the page wrote; the preferences a text leaves out are `base`'s.
    ///
    /// # Errors
    /// A part missing, not encoded, or not readable: [`WireError`].
    pub fn read(text: &str, base: Prefs) -> Result<PanelsView, WireError> {
        let mut view = PanelsView { prefs: base, in_progress: false, game: Opened::new(Position::initial(damas_engine::Variant::Brazilian)), notes: Notes::default() };
        let mut game = None;
        let pairs = pairs(text)?;
        for (key, value) in &pairs {
            match *key {
                "prefs" => view.prefs = Prefs::from_text(value, view.prefs),
                "progress" => view.in_progress = flag("progress", value)?,
                "game" => game = Some(parse_query::<Position>(value).map_err(|_| WireError::Bad("game", value.clone()))?),
                "notes" => view.notes = read_notes(value)?,
                key if is_annotation(key) => {}
                _ => return Err(WireError::Unknown((*key).to_string())),
            }
        }
        view.game = game.ok_or(WireError::Missing("game"))?;
        read_annotations(&pairs, &mut view.game.record, &mut view.game.about).map_err(|_| WireError::Missing("comment"))?;
        Ok(view)
    }
}

/// What the player did in the panels, for the page's game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PanelsAction {
    /// Start a new game (the new-game form, the board editor): its start, the computer's side
    /// (or two players here), level, clock control and ballot, with `bottom`'s side at the bottom.
    NewGame {
        /// The game asked for.
        game: Box<Opened<Position>>,
        /// The side at the bottom.
        bottom: Color,
    },
    /// Open a game (a pasted or resumed one): its link, and a PDN game's header and comments.
    Load(Box<Opened<Position>>),
    /// Turn the board around (a pasted link's side).
    Flip,
    /// The reply link went to a friend: the game is now by correspondence.
    SendToFriend,
    /// Change the square labels.
    Coords(Coords),
    /// Write moves by number or by name.
    Notation(Notation),
    /// Animations on or off.
    Animate(bool),
    /// The board theme, piece set or page palette.
    Look(Look),
    /// Sounds on or off.
    Sound(bool),
    /// Play a move in the position on view, by its text (the opening explorer's moves): as a
    /// typed move, refused with the board's reason when it is not the player's to play.
    Play(String),
}

impl PanelsAction {
    /// The action as text: its name, then its values as query pairs.
    #[must_use]
    pub fn to_text(&self) -> String {
        match self {
            PanelsAction::NewGame { game, bottom } => format!("new-game&{}", new_game_pairs(game, *bottom)),
            PanelsAction::Load(game) => format!("load&game={}{}", encode_component(&to_query(game)), annotation_pairs(&game.record, &game.about)),
            PanelsAction::Flip => "flip".to_string(),
            PanelsAction::SendToFriend => "send-to-friend".to_string(),
            PanelsAction::Coords(c) => format!("coords&value={}", c.name()),
            PanelsAction::Notation(n) => format!("notation&value={}", n.name()),
            PanelsAction::Animate(on) => format!("animate&value={}", u8::from(*on)),
            PanelsAction::Look(look) => format!("look&{}", look.to_text()),
            PanelsAction::Sound(on) => format!("sound&value={}", u8::from(*on)),
            PanelsAction::Play(text) => format!("play&move={}", encode_component(text)),
        }
    }

    /// Reads an action the panels wrote.
    ///
    /// # Errors
    /// An unknown action, or one whose values are missing or unreadable: [`WireError`].
    pub fn read(text: &str) -> Result<PanelsAction, WireError> {
        let (name, rest) = text.split_once('&').unwrap_or((text, ""));
        let pairs = pairs(rest)?;
        let value = |wanted: &'static str| pairs.iter().find(|(k, _)| *k == wanted).map(|(_, v)| v.as_str()).ok_or(WireError::Missing(wanted));
        let known: &[&str] = match name {
            "new-game" => &["variant", "fen", "side", "computer", "level", "clock", "ballot"],
            "load" => &["game"],
            "play" => &["move"],
            "look" => &["theme", "pieces", "page"],
            "coords" | "notation" | "animate" | "sound" => &["value"],
            _ => &[],
        };
        if let Some((key, _)) = pairs.iter().find(|(k, _)| !(known.contains(k) || name == "load" && is_annotation(k))) {
            return Err(WireError::Unknown((*key).to_string()));
        }
        Ok(match name {
            "new-game" => {
                let (game, bottom) = read_new_game(rest, &pairs)?;
                PanelsAction::NewGame { game: Box::new(game), bottom }
            }
            "load" => {
                let text = value("game")?;
                let mut game = parse_query::<Position>(text).map_err(|_| WireError::Bad("game", text.to_string()))?;
                read_annotations(&pairs, &mut game.record, &mut game.about).map_err(|_| WireError::Missing("comment"))?;
                PanelsAction::Load(Box::new(game))
            }
            "play" => PanelsAction::Play(value("move")?.to_string()),
            "flip" => PanelsAction::Flip,
            "send-to-friend" => PanelsAction::SendToFriend,
            "coords" => PanelsAction::Coords(Coords::from_name(value("value")?).ok_or_else(|| bad("value", value("value")))?),
            "notation" => PanelsAction::Notation(Notation::from_name(value("value")?).ok_or_else(|| bad("value", value("value")))?),
            "animate" => PanelsAction::Animate(flag("value", value("value")?)?),
            "sound" => PanelsAction::Sound(flag("value", value("value")?)?),
            "look" => {
                let mut look = Look::default();
                for (key, value) in &pairs {
                    look.read(key, value);
                }
                PanelsAction::Look(look)
            }
            other => return Err(WireError::Unknown(other.to_string())),
        })
    }
}

/// What the player did in the panels, as the page takes it: an action of its game, or a change
/// of the player's preferences (two values with a reducer each).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageAction {
    /// For the game.
    Game(Action),
    /// For the preferences.
    Prefs(PrefsAction),
}

impl PanelsAction {
    /// What a panel's action sends to the page, if it is one the panels send (the panels are the
    /// page's own components, which speak the page's [`Action`] and [`PrefsAction`]).
    #[must_use]
    pub fn of(action: PageAction) -> Option<PanelsAction> {
        Some(match action {
            PageAction::Game(Action::NewGame { game, bottom }) => PanelsAction::NewGame { game, bottom },
            PageAction::Game(Action::Load(opened)) => PanelsAction::Load(opened),
            PageAction::Prefs(PrefsAction::Flip) => PanelsAction::Flip,
            PageAction::Game(Action::SendToFriend) => PanelsAction::SendToFriend,
            PageAction::Prefs(PrefsAction::Coords(c)) => PanelsAction::Coords(c),
            PageAction::Prefs(PrefsAction::Notation(n)) => PanelsAction::Notation(n),
            PageAction::Prefs(PrefsAction::Animate(on)) => PanelsAction::Animate(on),
            PageAction::Prefs(PrefsAction::Look(look)) => PanelsAction::Look(look),
            PageAction::Prefs(PrefsAction::Sound(on)) => PanelsAction::Sound(on),
            PageAction::Game(Action::Typed(text)) => PanelsAction::Play(text),
            _ => return None,
        })
    }

    /// The page's action.
    #[must_use]
    pub fn action(self) -> PageAction {
        match self {
            PanelsAction::NewGame { game, bottom } => PageAction::Game(Action::NewGame { game, bottom }),
            PanelsAction::Load(game) => PageAction::Game(Action::Load(game)),
            PanelsAction::Flip => PageAction::Prefs(PrefsAction::Flip),
            PanelsAction::SendToFriend => PageAction::Game(Action::SendToFriend),
            PanelsAction::Coords(c) => PageAction::Prefs(PrefsAction::Coords(c)),
            PanelsAction::Notation(n) => PageAction::Prefs(PrefsAction::Notation(n)),
            PanelsAction::Animate(on) => PageAction::Prefs(PrefsAction::Animate(on)),
            PanelsAction::Look(look) => PageAction::Prefs(PrefsAction::Look(look)),
            PanelsAction::Sound(on) => PageAction::Prefs(PrefsAction::Sound(on)),
            PanelsAction::Play(text) => PageAction::Game(Action::Typed(text)),
        }
    }
}

/// A new game's start as a position link (`variant=`, `fen=`), then `side=` (at the bottom),
/// `computer=`, `level=`, `clock=`, `ballot=` (its id: a random one is drawn before). The panels
/// start games against the computer or between two players here, never a friend's elsewhere.
fn new_game_pairs(game: &Opened<Position>, bottom: Color) -> String {
    let mut text = position_query(game.record.start());
    let mut add = |key: &str, value: &str| {
        if !text.is_empty() {
            text.push('&');
        }
        text.push_str(key);
        text.push('=');
        text.push_str(&encode_component(value));
    };
    add("side", bottom.name());
    if let Some(c) = game.opponent.computer_side() {
        add("computer", c.name());
    }
    if let Some(level) = game.level {
        add("level", &level.to_string());
    }
    if let Some(clocks) = game.clocks {
        add("clock", &clocks.control.to_string());
    }
    if let Some(b) = &game.ballot {
        add("ballot", &b.id());
    }
    text
}

fn read_new_game(query: &str, pairs: &[(&str, String)]) -> Result<(Opened<Position>, Color), WireError> {
    let start = read_position::<Position>(query).map_err(|_| WireError::Bad("start", query.to_string()))?;
    let mut game = Opened::new(start);
    let mut bottom = None;
    for (key, value) in pairs {
        let bad = || WireError::Bad("new game", format!("{key}={value}"));
        match *key {
            "variant" | "fen" => {}
            "side" => bottom = Some(value.parse::<Color>().map_err(|_| bad())?),
            "computer" => game.opponent = Opponent::Computer { side: value.parse::<Color>().map_err(|_| bad())? },
            "level" => game.level = Some(value.parse::<u8>().ok().filter(|&n| damas_ai::level(n).is_some()).ok_or_else(bad)?),
            "clock" => game.clocks = Some(Clocks::new(value.parse::<TimeControl>().map_err(|_| bad())?)),
            // `ballot`, the last key `read` lets through.
            _ => game.ballot = Some(ballot::find(start.variant(), value).ok_or_else(bad)?),
        }
    }
    Ok((game, bottom.ok_or(WireError::Missing("side"))?))
}

/// The review's notes as lines: first the comments before the first move (`i`), then one line
/// per move (`m`), its NAG (or nothing) and its comments, each encoded and after a `|` (which
/// the encoding escapes).
fn notes_text(notes: &Notes) -> String {
    let comments = |c: &[String]| c.iter().map(|t| format!("|{}", encode_component(t))).collect::<String>();
    let mut lines = vec![format!("i{}", comments(&notes.intro))];
    lines.extend(notes.moves.iter().map(|m| format!("m{}{}", m.nag.map(|n| n.to_string()).unwrap_or_default(), comments(&m.comments))));
    lines.join("\n")
}

fn read_notes(text: &str) -> Result<Notes, WireError> {
    let mut notes = Notes::default();
    for line in text.lines() {
        let mut parts = line.split('|');
        let head = parts.next().unwrap_or_default();
        let comments = parts.map(|p| decode_component(p).map_err(|e| WireError::Encoding(e.0))).collect::<Result<Vec<_>, _>>()?;
        match (head.get(..1), head.get(1..)) {
            (Some("i"), Some("")) => notes.intro = comments,
            (Some("m"), Some(nag)) => {
                let nag = if nag.is_empty() { None } else { Some(nag.parse::<u8>().map_err(|_| WireError::Bad("notes", line.to_string()))?) };
                notes.moves.push(MoveNote { nag, comments });
            }
            _ => return Err(WireError::Bad("notes", line.to_string())),
        }
    }
    Ok(notes)
}
