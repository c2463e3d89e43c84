//! What the live crate's integration tests share: two sessions, a link between them that may
//! delay, drop, repeat and reorder messages, and the check that both devices hold the same game.
#![allow(dead_code)]

use damas_engine::{Color, Position, Variant};
use damas_game::clock::{Clocks, TimeControl};
use damas_game::round::Opened;
use damas_live::session::{Local, Role, Session, Setup};

pub struct Dice(pub u64);
impl Dice {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// The link's faults, in percent of messages.
#[derive(Copy, Clone)]
pub struct Faults {
    pub drop: usize,
    pub duplicate: usize,
    pub max_delay: u64,
}

pub const CLEAN: Faults = Faults { drop: 0, duplicate: 0, max_delay: 0 };

/// Messages in flight: (arrives at, to the host?, text).
pub struct Net {
    pub flying: Vec<(u64, bool, String)>,
    pub dice: Dice,
}

impl Net {
    pub fn carry(&mut self, to_host: bool, texts: Vec<String>, now: u64, faults: Faults) {
        for text in texts {
            if self.dice.chance(faults.drop) {
                if std::env::var("TRACE").is_ok() {
                    eprintln!("{now} DROPPED to {} {text}", if to_host { "host" } else { "guest" });
                }
                continue;
            }
            let copies = if self.dice.chance(faults.duplicate) { 2 } else { 1 };
            for _ in 0..copies {
                let delay = if faults.max_delay == 0 { 0 } else { self.dice.next() % (faults.max_delay + 1) };
                self.flying.push((now + delay, to_host, text.clone()));
            }
        }
    }

    /// Delivers what has arrived by `now`.
    pub fn deliver(&mut self, host: &mut Session<Position>, guest: &mut Session<Position>, now: u64) {
        let (due, rest): (Vec<_>, Vec<_>) = self.flying.drain(..).partition(|(at, _, _)| *at <= now);
        self.flying = rest;
        for (_, to_host, text) in due {
            if std::env::var("TRACE").is_ok() {
                eprintln!("{now} -> {} {text}", if to_host { "host" } else { "guest" });
            }
            if to_host {
                host.receive(&text, now);
            } else {
                guest.receive(&text, now);
            }
            if std::env::var("TRACE").is_ok() {
                let c = |s: &Session<Position>| s.round().clocks().map(|c| (c.stored(), c.running()));
                eprintln!("   clocks host {:?} guest {:?}", c(host), c(guest));
            }
        }
    }
}

pub fn setup(role: Role, seat: Color, clock: Option<TimeControl>) -> Setup<Position> {
    let mut opened = Opened::new(Position::initial(Variant::Brazilian));
    opened.clocks = clock.map(Clocks::new);
    let (token, peer_token) = match role {
        Role::Host => (0x1111, Some(0x2222)),
        Role::Guest => (0x2222, None),
    };
    Setup { game: 0xdead_beef, role, seat, token, peer_token, epoch: token ^ 0x55, opened }
}

pub fn pair(clock: Option<TimeControl>) -> (Session<Position>, Session<Position>) {
    let mut host = Session::new(setup(Role::Host, Color::White, clock), 0);
    let mut guest = Session::new(setup(Role::Guest, Color::Black, clock), 0);
    host.connected(0);
    guest.connected(0);
    (host, guest)
}

/// Runs the link until nothing is in flight or queued.
pub fn settle(host: &mut Session<Position>, guest: &mut Session<Position>, net: &mut Net, mut now: u64) -> u64 {
    for _ in 0..400 {
        host.tick(now);
        guest.tick(now);
        let (h, g) = (host.outgoing(), guest.outgoing());
        let quiet = h.is_empty() && g.is_empty() && net.flying.is_empty() && !host.sending() && !guest.sending();
        net.carry(false, h, now, CLEAN);
        net.carry(true, g, now, CLEAN);
        net.deliver(host, guest, now);
        if quiet {
            return now;
        }
        now += 500;
    }
    panic!("the link never went quiet: host {:?} {:x} guest {:?} {:x}", host.presence(), host.game(), guest.presence(), guest.game());
}

pub fn moves(s: &Session<Position>) -> Vec<damas_engine::Move> {
    s.round().record().moves().to_vec()
}

pub fn agree(host: &Session<Position>, guest: &Session<Position>, context: &str) {
    assert_eq!(moves(host), moves(guest), "{context}: the same moves (logs {:?} {:?}; over {} {}; presence {:?} {:?})", host.log(), guest.log(), host.over(), guest.over(), host.presence(), guest.presence());
    assert_eq!(host.round().decision(), guest.round().decision(), "{context}: the same result");
    assert_eq!(host.aborted(), guest.aborted(), "{context}");
    assert_eq!(host.game(), guest.game(), "{context}: the same game");
    assert_ne!(host.seat(), guest.seat(), "{context}: opposite seats");
    // The clock of the side that moved last, as each device stored it at that move's end (the
    // running one is measured from that move's sending on one device, its arrival on the other).
    // (A game the players ended, or called off, stopped the running clock on each device when it
    // heard: that clock's last turn is not a move's end.)
    let clocks = |s: &Session<Position>| s.round().clocks().copied().filter(|_| s.round().decision().is_none() && !s.aborted());
    if let (Some(h), Some(g)) = (clocks(host), clocks(guest)) {
        for side in [Color::White, Color::Black] {
            if h.running() != Some(side) && g.running() != Some(side) {
                let (a, b) = (h.stored()[side.index()], g.stored()[side.index()]);
                assert!(a.abs_diff(b) <= 100, "{context}: the same clocks ({h:?} and {g:?}; logs {:?} {:?})", host.log(), guest.log());
            }
        }
    }
}


/// Plays `text` on `s` at `at` (a move the test knows is legal there).
pub fn play(s: &mut Session<Position>, text: &str, at: u64) {
    let mv = s.round().record().position().parse_move(text).unwrap();
    s.act(Local::Move(mv), at).unwrap();
}

/// Plays `line` from `now`, each move by the device whose turn it is, the link settled after
/// each (`step` ms later); returns the time then.
pub fn play_line(host: &mut Session<Position>, guest: &mut Session<Position>, net: &mut Net, line: &[&str], mut now: u64, step: u64) -> u64 {
    for text in line {
        let s = if host.round().record().position().turn() == host.seat() { &mut *host } else { &mut *guest };
        play(s, text, now);
        now = settle(host, guest, net, now + step);
    }
    now
}
