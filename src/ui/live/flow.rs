//! What the live page shows and does, as pure values: the steps of making a connection, the
//! state the page's markup reports (`data-live-state`), the game the board shows (the session's),
//! what a change of the board means for the session (a move of this player, or nothing to take),
//! and the words for what went wrong. Natively tested; the view only draws these.

use crate::ui::text::live_text::LiveText;
use damas_engine::{Color, Playable, Record};
use damas_game::round::{Opened, Round};
use damas_live::invite::InviteError;
use damas_live::session::{Presence, Session};

/// Where the connection stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The host chooses the game's options.
    Setup,
    /// The browser prepares the connection (its addresses), for an invitation or a reply.
    Preparing,
    /// The host's invitation is ready: the link to send, and a box for the reply.
    Inviting {
        /// The invitation link.
        link: String,
    },
    /// The guest's reply is ready to send back.
    Replying {
        /// The reply code.
        code: String,
    },
    /// Connected once: the game is on (or over).
    Playing,
    /// Nothing can go on: why, in the player's words.
    Failed(LiveText),
}

/// The page's `data-live-state`: `waiting` | `connected` | `disconnected` | `over`.
#[must_use]
pub fn state_name<P: Playable>(step: &Step, session: Option<&Session<P>>) -> &'static str {
    match (step, session) {
        (_, Some(s)) if s.over() => "over",
        (Step::Playing, Some(s)) => match s.presence() {
            Presence::Connected => "connected",
            Presence::Gone { .. } => "disconnected",
            Presence::Waiting => "waiting",
        },
        _ => "waiting",
    }
}

/// The page's `data-seat`.
#[must_use]
pub fn seat_name(seat: Color) -> &'static str {
    match seat {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The game the board shows: the session's, as the page's state opens games.
#[must_use]
pub fn shown<P: Playable>(round: &Round<P>) -> Opened<P> {
    let mut record = round.record().clone();
    record.go_to(record.len());
    let mut opened = Opened::new(*record.start());
    opened.record = record;
    opened.opponent = round.opponent();
    opened.end = round.decision();
    opened.clocks = round.clocks().copied();
    opened
}

/// What a change of the board's game means against the session's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change<M> {
    /// The same game (a look back, a selection): nothing to do.
    Same,
    /// The player made this move at the end of the session's game.
    Moved(M),
    /// Anything else (a move in the history, a flag the page saw first): show the session's game.
    Differs,
}

/// How the board's `board` differs from the session's `session`.
#[must_use]
pub fn change<P: Playable>(session: &Record<P>, board: &Record<P>) -> Change<P::Move> {
    let (s, b) = (session.moves(), board.moves());
    if s == b {
        return Change::Same;
    }
    if b.len() == s.len() + 1 && b.starts_with(s) && session.start() == board.start() {
        return Change::Moved(b[s.len()]);
    }
    Change::Differs
}

/// The PDN tags of a finished live game: `Event "Live game"`, and with a clock its control
/// (`TimeControl "180+2"`, seconds plus increment, as lidraughts writes it) and what each side
/// had left (`WhiteClock`, `BlackClock`, `h:mm:ss`).
#[must_use]
pub fn pdn_tags(clocks: Option<&damas_game::clock::Clocks>) -> Vec<(&'static str, String)> {
    let mut tags = vec![("Event", "Live game".to_string())];
    if let Some(c) = clocks {
        tags.push(("TimeControl", format!("{}+{}", c.control.base_ms() / 1000, c.control.increment)));
        let hms = |ms: u64| format!("{}:{:02}:{:02}", ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60);
        tags.push(("WhiteClock", hms(c.stored()[0])));
        tags.push(("BlackClock", hms(c.stored()[1])));
    }
    tags
}

/// What a session's notice says to the player, when it says something beside the board: a
/// refused message (another version of damas, a word on the clocks that could not be true, a host's
/// game that would change what both agreed, or a message that did not fit and set both games to
/// the host's).
#[must_use]
pub fn notice_text(notice: &damas_live::session::Notice) -> Option<LiveText> {
    use damas_live::session::{Notice, Rejection};
    use damas_live::wire::WireError;
    match notice {
        Notice::Refused(Rejection::Wire(WireError::Version(_))) => Some(LiveText::OtherVersion),
        Notice::Refused(Rejection::Clock { .. } | Rejection::EarlyClaim { .. } | Rejection::NotFlagged { .. }) => Some(LiveText::ClockRefused),
        Notice::Refused(Rejection::HostGame(_)) => Some(LiveText::HostGameRefused),
        Notice::Refused(_) | Notice::Synced => Some(LiveText::Resynced),
        _ => None,
    }
}

/// The room server setting from what the player typed (or a link's `signal=`): nothing (no
/// room), or a `ws://`/`wss://` address of plain characters (it goes into links and onto the
/// wire unescaped).
///
/// # Errors
/// An address that is not one.
pub fn signal_setting(text: &str) -> Result<String, LiveText> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(String::new());
    }
    let rest = text.strip_prefix("wss://").or_else(|| text.strip_prefix("ws://")).ok_or(LiveText::BadSignal)?;
    let plain = |c: char| c.is_ascii_alphanumeric() || ".-_~:/[]".contains(c);
    if rest.is_empty() || rest.starts_with('/') || text.len() > 200 || !rest.chars().all(plain) {
        return Err(LiveText::BadSignal);
    }
    Ok(text.to_string())
}

/// The address of the room `room` on the server `signal` (matchbox_server: the room is the path).
#[must_use]
pub fn room_url(signal: &str, room: &str) -> String {
    format!("{}/{room}", signal.trim_end_matches('/'))
}

/// A room's invitation link: the page at `base` with the server, and the invitation in the
/// fragment.
#[must_use]
pub fn room_link(base: &str, signal: &str, fragment: &str) -> String {
    format!("{base}?live&signal={signal}#{fragment}")
}

/// The page's `data-live-state` for a spectator.
#[must_use]
pub fn watch_state_name(over: bool) -> &'static str {
    if over {
        "over"
    } else {
        "connected"
    }
}

/// The words for an invitation that cannot be read.
#[must_use]
pub fn invite_failure(e: &InviteError) -> LiveText {
    match e {
        InviteError::Version => LiveText::OtherVersion,
        _ => LiveText::BadInvite,
    }
}

/// The words for a reply that cannot be read, or that answers another invitation.
#[must_use]
pub fn reply_failure(e: Option<&InviteError>) -> LiveText {
    match e {
        None => LiveText::OtherInvite,
        Some(InviteError::Version) => LiveText::OtherVersion,
        Some(_) => LiveText::BadReply,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::{Position, Variant};
    use damas_live::session::{Local, Role, Setup};

    fn session() -> Session<Position> {
        let opened = Opened::new(Position::initial(Variant::Brazilian));
        Session::new(Setup { game: 1, role: Role::Host, seat: Color::White, token: 2, peer_token: Some(3), epoch: 4, opened }, 0)
    }

    #[test]
    fn the_board_shows_the_sessions_game_and_a_move_there_goes_to_the_session() {
        let mut s = session();
        let shown = shown(s.round());
        assert_eq!(shown.record.moves(), s.round().record().moves());
        assert_eq!(shown.opponent, damas_game::opponent::Opponent::Remote { side: Color::Black });
        let mut board = shown.record.clone();
        assert_eq!(change(s.round().record(), &board), Change::Same);
        let mv = board.position().parse_move("22-18").unwrap();
        board.play(mv).unwrap();
        assert_eq!(change(s.round().record(), &board), Change::Moved(mv));
        s.act(Local::Move(mv), 10).unwrap();
        assert_eq!(change(s.round().record(), &board), Change::Same);
        // A move elsewhere in the history: the session's game is shown again.
        let mut other = Record::new(Position::initial(Variant::Brazilian));
        let mv = other.position().parse_move("21-17").unwrap();
        other.play(mv).unwrap();
        assert_eq!(change(s.round().record(), &other), Change::Differs);
    }

    #[test]
    fn a_finished_live_game_is_tagged_with_its_clocks() {
        use damas_game::clock::{Clocks, TimeControl};
        assert_eq!(pdn_tags(None), vec![("Event", "Live game".to_string())]);
        let clocks = Clocks::resumed(TimeControl { minutes: 3, increment: 2 }, [171_400, 3_723_000]);
        let tags = pdn_tags(Some(&clocks));
        assert_eq!(tags[1], ("TimeControl", "180+2".to_string()));
        assert_eq!(tags[2], ("WhiteClock", "0:02:51".to_string()));
        // 3,723,000 ms is capped at the base plus a thousand increments: 2,180,000 ms.
        assert_eq!(tags[3], ("BlackClock", "0:36:20".to_string()));
    }

    #[test]
    fn a_room_server_is_a_plain_ws_address_and_its_room_a_path() {
        assert_eq!(signal_setting(" "), Ok(String::new()), "none: no room");
        assert_eq!(signal_setting("wss://club.example.org/matchbox/"), Ok("wss://club.example.org/matchbox/".into()));
        assert_eq!(signal_setting("ws://127.0.0.1:3536"), Ok("ws://127.0.0.1:3536".into()));
        for bad in ["https://x.org", "wss://", "ws:///x", "wss://a b", "wss://x.org/?room=1", "wss://x.org/#f", "wss://x.org/\"<b>", "javascript:alert(1)"] {
            assert_eq!(signal_setting(bad), Err(LiveText::BadSignal), "{bad}");
        }
        assert_eq!(signal_setting(&format!("wss://{}", "a".repeat(300))), Err(LiveText::BadSignal));
        assert_eq!(room_url("wss://club.example.org/matchbox/", "damas-1f"), "wss://club.example.org/matchbox/damas-1f");
        assert_eq!(room_url("ws://127.0.0.1:3536", "damas-1f"), "ws://127.0.0.1:3536/damas-1f");
        assert_eq!(room_link("https://d.org/", "ws://h:1", "live=1.x"), "https://d.org/?live&signal=ws://h:1#live=1.x");
        assert_eq!((watch_state_name(false), watch_state_name(true)), ("connected", "over"));
    }

    #[test]
    fn the_markup_names_the_state_and_the_seat() {
        let mut s = session();
        assert_eq!(state_name(&Step::Setup, None::<&Session<Position>>), "waiting");
        assert_eq!(state_name(&Step::Inviting { link: String::new() }, Some(&s)), "waiting");
        s.disconnected(5);
        assert_eq!(state_name(&Step::Playing, Some(&s)), "disconnected");
        s.act(Local::Resign, 6).unwrap();
        assert_eq!(state_name(&Step::Playing, Some(&s)), "over");
        assert_eq!((seat_name(Color::White), seat_name(Color::Black)), ("white", "black"));
        assert_eq!(invite_failure(&InviteError::Version), LiveText::OtherVersion);
        let version = damas_live::session::Notice::Refused(damas_live::session::Rejection::Wire(damas_live::wire::WireError::Version(2)));
        assert_eq!(notice_text(&version), Some(LiveText::OtherVersion));
        assert_eq!(notice_text(&damas_live::session::Notice::Synced), Some(LiveText::Resynced));
        let forged = damas_live::session::Notice::Refused(damas_live::session::Rejection::Clock { said: 300_000, kept: 400 });
        assert_eq!(notice_text(&forged), Some(LiveText::ClockRefused));
        let rewrite = damas_live::session::Notice::Refused(damas_live::session::Rejection::HostGame("a result you did not give"));
        assert_eq!(notice_text(&rewrite), Some(LiveText::HostGameRefused));
        assert_eq!(notice_text(&damas_live::session::Notice::Moved), None);
        assert_eq!(reply_failure(None), LiveText::OtherInvite);
        assert_eq!(reply_failure(Some(&InviteError::NotOne)), LiveText::BadReply);
    }
}
