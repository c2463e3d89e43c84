//! Legal move generation, generic over the rule set.
//!
//! Captures come first and quiet moves only when there are none (captures are compulsory in every
//! variant here). Captures are a depth-first search over jumps; the pieces already taken stay on
//! the board until the move ends, so they block and cannot be jumped twice. Precedence (the
//! majority rule and its refinements, [`Precedence::rank`]) and the FMJD move identity are applied
//! as moves are added, in `MoveSink`.

use crate::geometry::{Dir, Geometry, DOWN_LEFT, DOWN_RIGHT, UP_LEFT, UP_RIGHT};
use crate::rules::{Precedence, Rules};
use crate::{Bitboard, Color, Move, Position, Route, Square};
use std::marker::PhantomData;

/// Whether two capture routes that take the same pieces to the same square are one move (the FMJD
/// identity, [`Duplicates::Drop`]) or counted apart ([`Duplicates::Keep`], for perft tables that
/// use that convention).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Duplicates {
    /// One move per (from, to, captured set): the FMJD identity used everywhere in play.
    Drop,
    /// One move per route.
    Keep,
    /// One move per path, where a king that takes two pieces in a line counts once for every
    /// square it could touch between them (the convention of the Turkish perft tables).
    AllPaths,
}

const ALL_DIRS: [Dir; 4] = [UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT];

/// No previous jump direction (the first jump of a move).
const NO_DIR: Dir = 4;

#[inline(always)]
fn crowning_row<G: Geometry>(color: Color) -> u64 {
    match color {
        Color::White => G::TOP_ROW,
        Color::Black => G::BOTTOM_ROW,
    }
}

/// Receives the capture sequences the search finds.
trait Sink {
    /// Whether the search must track landing squares for this sink.
    const PATHS: bool;
    /// Takes a completed capture, made by a king when `by_king`, meeting kings in `order` (see
    /// [`Precedence::rank`]).
    fn add(&mut self, mv: Move, path: &[u8], by_king: bool, order: u32);
    /// Whether a straight king continuation is counted from every landing square.
    fn all_paths(&self) -> bool {
        false
    }
}

/// The precedence rule, applied as captures are found: whether a capture of `rank` is kept,
/// given that those in `out` rank `best`; a higher one replaces them all.
#[inline(always)]
fn admit<T>(precedence: Precedence, best: &mut u32, out: &mut Vec<T>, rank: u32) -> bool {
    if precedence != Precedence::Free {
        if rank < *best {
            return false;
        }
        if rank > *best {
            *best = rank;
            out.clear();
        }
    }
    true
}

/// The rank of capture `mv` under `precedence`, `opp_kings` being the opponent's kings.
#[inline(always)]
fn rank_of(precedence: Precedence, mv: &Move, opp_kings: u64, by_king: bool, order: u32) -> u32 {
    if precedence == Precedence::Free {
        return 0;
    }
    let captured = mv.captured.0;
    precedence.rank(captured.count_ones(), (captured & opp_kings).count_ones(), by_king, order)
}

/// Collects moves, applying precedence and the move identity. Not generic over the rules: every
/// generator shares it, and in the page's wasm one copy of it serves them all.
struct MoveSink<'a> {
    out: &'a mut Vec<Move>,
    precedence: Precedence,
    opp_kings: u64,
    best: u32,
    duplicates: Duplicates,
}

impl Sink for MoveSink<'_> {
    const PATHS: bool = false;
    fn all_paths(&self) -> bool {
        self.duplicates == Duplicates::AllPaths
    }
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    fn add(&mut self, mv: Move, _path: &[u8], by_king: bool, order: u32) {
        let rank = rank_of(self.precedence, &mv, self.opp_kings, by_king, order);
        if !admit(self.precedence, &mut self.best, self.out, rank) {
            return;
        }
        let taken = mv.captured.count();
        // Routes that differ only in the order of the pieces taken need two or more captures.
        if self.duplicates == Duplicates::Drop && taken >= 2 && self.out.contains(&mv) {
            return;
        }
        self.out.push(mv);
    }
}

/// Collects every route, applying precedence (unless `any_size`) but keeping each route.
struct RouteSink<'a> {
    out: &'a mut Vec<Route>,
    precedence: Precedence,
    opp_kings: u64,
    best: u32,
    /// Keep smaller captures too (to explain a refusal, not to play).
    any_size: bool,
}

impl Sink for RouteSink<'_> {
    const PATHS: bool = true;
    #[inline(never)]
    fn add(&mut self, mv: Move, path: &[u8], by_king: bool, order: u32) {
        let rank = rank_of(self.precedence, &mv, self.opp_kings, by_king, order);
        if !self.any_size && !admit(self.precedence, &mut self.best, self.out, rank) {
            return;
        }
        let landings = path.iter().map(|&b| Square::from_bit(b)).collect();
        self.out.push(Route { mv, landings });
    }
}

/// The depth-first capture search for one moving piece.
struct Capturer<'s, R, S> {
    sink: &'s mut S,
    from: u8,
    /// Opponent pieces; taken ones stay here (they block) and are excluded through `captured`.
    opp: u64,
    /// The opponent's kings (which Italian men may not take; precedence counts them).
    opp_kings: u64,
    /// Whether the moving piece is a king.
    by_king: bool,
    /// The position's precedence (a value, so games that differ only there share this code).
    precedence: Precedence,
    /// What men may take: the opponent's pieces, less its kings in Italian.
    man_prey: u64,
    /// Bit `11 - i` set when the `i`-th piece taken so far is a king (Italian precedence).
    order: u32,
    /// Empty squares, the moving piece's start square included.
    empty: u64,
    /// The row where the mover's men are crowned.
    crown_row: u64,
    man_dirs: &'static [Dir],
    path: [u8; 64],
    depth: usize,
    _rules: PhantomData<R>,
}

impl<R: Rules, S: Sink> Capturer<'_, R, S> {
    #[inline(always)]
    fn push(&mut self, square: u64) {
        if S::PATHS {
            self.path[self.depth] = square.trailing_zeros() as u8;
            self.depth += 1;
        }
    }

    #[inline(always)]
    fn pop(&mut self) {
        if S::PATHS {
            self.depth -= 1;
        }
    }

    #[inline(always)]
    fn add(&mut self, to: u64, captured: u64, crowns: bool) {
        let mv = Move {
            captured: Bitboard(captured),
            from: Square::from_bit(self.from),
            to: Square::from_bit(to.trailing_zeros() as u8),
            crowns,
        };
        self.sink.add(mv, &self.path[..self.depth], self.by_king, self.order);
    }

    /// Notes that `victim` is the next piece taken after those in `captured` (for the order of
    /// kings met, which only Italian's precedence reads); the same call again undoes it.
    #[inline(always)]
    fn note_order(&mut self, victim: u64, captured: u64) {
        if self.precedence == Precedence::Italian {
            self.order = toggle_order(self.order, victim & self.opp_kings, captured);
        }
    }
}

/// `order` with the bit of the piece taken after those in `captured` flipped when it is a king
/// (`king` non-zero); Italian only, so out of the generators' inner loop.
#[inline(never)]
fn toggle_order(order: u32, king: u64, captured: u64) -> u32 {
    if king == 0 {
        order
    } else {
        order ^ 1 << (11 - captured.count_ones().min(11))
    }
}

impl<R: Rules, S: Sink> Capturer<'_, R, S> {
    /// Takes `victim` off the board at once (Turkish), or not at all until the move ends.
    #[inline(always)]
    fn lift(&mut self, victim: u64) {
        if R::REMOVE_AT_ONCE {
            self.opp ^= victim;
            self.empty ^= victim;
        }
    }

    /// Short jumps from `sq` by a man (or, with `king`, an English king); records the sequence
    /// when no further jump exists. `came` is the direction of the previous jump: going straight
    /// back is never a capture where taken pieces block, and is forbidden where they vanish.
    fn short_jumps(&mut self, sq: u64, captured: u64, king: bool, came: Dir) {
        let dirs: &[Dir] = if king { &ALL_DIRS } else { self.man_dirs };
        let mut found = false;
        // Italian men never take a king (FID 5.3b).
        let prey = if king { self.opp } else { self.opp & self.man_prey };
        for &dir in dirs {
            if dir == came ^ 3 {
                continue;
            }
            let victim = R::Geometry::step(sq, dir) & prey & !captured;
            if victim == 0 {
                continue;
            }
            let land = R::Geometry::step(victim, dir) & self.empty;
            if land == 0 {
                continue;
            }
            found = true;
            let taken = captured | victim;
            self.lift(victim);
            self.note_order(victim, captured);
            self.push(land);
            if !king && land & self.crown_row != 0 && R::CROWN_MID_CAPTURE {
                // Russian: crowned at once, the capture goes on as a king.
                let mut more = false;
                for next in [dir ^ 1, dir ^ 2, dir] {
                    more |= self.king_ray(land, taken, next, true);
                }
                if !more {
                    self.add(land, taken, true);
                }
            } else if !king && land & self.crown_row != 0 && R::CROWNING_ENDS_CAPTURE {
                self.add(land, taken, true);
            } else {
                self.short_jumps(land, taken, king, dir);
            }
            self.pop();
            self.note_order(victim, captured);
            self.lift(victim);
        }
        if !found && captured != 0 {
            let crowns = !king && sq & self.crown_row != 0;
            self.add(sq, captured, crowns);
        }
    }

    /// A flying king's captures from `sq` along `dir`. Returns whether there is one. The king may
    /// land on any empty square beyond the piece it takes, but where it can go on capturing from
    /// some landing square it must (Russian 7.x; implied by the majority rule elsewhere), so the
    /// sequence ends on a landing square only when none of them leads further.
    fn king_ray(&mut self, sq: u64, captured: u64, dir: Dir, crowns: bool) -> bool {
        let mut victim = R::Geometry::step(sq, dir);
        while victim & self.empty != 0 {
            victim = R::Geometry::step(victim, dir);
        }
        if victim & self.opp & !captured == 0 {
            return false;
        }
        let first = R::Geometry::step(victim, dir) & self.empty;
        if first == 0 {
            return false;
        }
        let taken = captured | victim;
        self.lift(victim);
        self.note_order(victim, captured);
        let mut more = false;
        let mut land = first;
        let mut last;
        let every_square = self.sink.all_paths();
        loop {
            self.push(land);
            more |= self.king_ray(land, taken, dir ^ 1, crowns);
            more |= self.king_ray(land, taken, dir ^ 2, crowns);
            last = land;
            land = R::Geometry::step(land, dir) & self.empty;
            if every_square && land != 0 {
                more |= self.king_ray(last, taken, dir, crowns);
            }
            self.pop();
            if land == 0 {
                break;
            }
        }
        self.push(last);
        more |= self.king_ray(last, taken, dir, crowns);
        self.pop();
        if !more {
            let mut land = first;
            while land != 0 {
                self.push(land);
                self.add(land, taken, crowns);
                self.pop();
                land = R::Geometry::step(land, dir) & self.empty;
            }
        }
        self.note_order(victim, captured);
        self.lift(victim);
        true
    }
}

/// Squares from which a short jump along `dir` is possible: an opponent next to it, empty beyond.
#[inline(always)]
fn short_jumpers<G: Geometry>(pieces: u64, opp: u64, empty: u64, dir: Dir) -> u64 {
    let back = dir ^ 3;
    pieces & G::step(opp & G::step(empty, back), back)
}

/// Whether the side to move has a capture (and so must capture).
#[must_use]
pub fn has_capture<R: Rules>(pos: &Position) -> bool {
    debug_assert_eq!(R::VARIANT.move_family(), pos.variant().move_family(), "rules of one variant used on another's position");
    let us = pos.turn();
    let own = pos.pieces(us).0;
    let opp = pos.pieces(!us).0;
    let empty = R::Geometry::BOARD & !(own | opp);
    let kings = own & pos.kings().0;
    let men = own & !kings;
    let man_prey = if pos.variant().men_capture_kings() { opp } else { opp & !pos.kings().0 };
    let man_dirs: &[Dir] = if pos.variant().men_capture_backward() { &ALL_DIRS } else { R::Geometry::man_moves(us) };
    for &dir in man_dirs {
        if short_jumpers::<R::Geometry>(men, man_prey, empty, dir) != 0 {
            return true;
        }
    }
    if kings == 0 {
        return false;
    }
    for dir in ALL_DIRS {
        let front = if R::FLYING_KINGS {
            // The first occupied square along each king's ray.
            let mut ray = R::Geometry::step(kings, dir);
            let mut hit = ray & !empty;
            ray &= empty;
            while ray != 0 {
                ray = R::Geometry::step(ray, dir);
                hit |= ray & !empty;
                ray &= empty;
            }
            hit
        } else {
            R::Geometry::step(kings, dir)
        };
        if R::Geometry::step(front & opp, dir) & empty != 0 {
            return true;
        }
    }
    false
}

fn captures_into<R: Rules, S: Sink>(pos: &Position, sink: &mut S) {
    let us = pos.turn();
    let own = pos.pieces(us).0;
    let opp = pos.pieces(!us).0;
    let empty = R::Geometry::BOARD & !(own | opp);
    let kings = own & pos.kings().0;
    let men = own & !kings;
    let opp_kings = opp & pos.kings().0;
    let man_prey = if pos.variant().men_capture_kings() { opp } else { opp & !opp_kings };
    let man_dirs: &'static [Dir] = if pos.variant().men_capture_backward() { &ALL_DIRS } else { R::Geometry::man_moves(us) };
    let mut jumpers = 0;
    for &dir in man_dirs {
        jumpers |= short_jumpers::<R::Geometry>(men, man_prey, empty, dir);
    }
    let precedence = pos.variant().precedence();
    let mut movers = jumpers | kings;
    while movers != 0 {
        let bit = movers.trailing_zeros();
        let sq = 1u64 << bit;
        movers &= movers - 1;
        let mut cap = Capturer::<R, S> {
            sink: &mut *sink,
            from: bit as u8,
            opp,
            opp_kings,
            by_king: sq & kings != 0,
            precedence,
            man_prey,
            order: 0,
            empty: empty | sq,
            crown_row: crowning_row::<R::Geometry>(us),
            man_dirs,
            path: [0; 64],
            depth: 0,
            _rules: PhantomData,
        };
        if sq & kings == 0 {
            cap.short_jumps(sq, 0, false, NO_DIR);
        } else if R::FLYING_KINGS {
            for dir in ALL_DIRS {
                cap.king_ray(sq, 0, dir, false);
            }
        } else {
            cap.short_jumps(sq, 0, true, NO_DIR);
        }
    }
}

fn quiet_moves<R: Rules>(pos: &Position, out: &mut Vec<Move>) {
    let us = pos.turn();
    let own = pos.pieces(us).0;
    let empty = R::Geometry::BOARD & !(own | pos.pieces(!us).0);
    let kings = own & pos.kings().0;
    let men = own & !kings;
    let crown = crowning_row::<R::Geometry>(us);
    for &dir in R::Geometry::man_moves(us) {
        let mut targets = R::Geometry::step(men, dir) & empty;
        while targets != 0 {
            let to = targets & targets.wrapping_neg();
            targets &= targets - 1;
            let from = R::Geometry::step(to, dir ^ 3);
            out.push(Move {
                captured: Bitboard::EMPTY,
                from: Square::from_bit(from.trailing_zeros() as u8),
                to: Square::from_bit(to.trailing_zeros() as u8),
                crowns: to & crown != 0,
            });
        }
    }
    let mut movers = kings;
    while movers != 0 {
        let bit = movers.trailing_zeros();
        movers &= movers - 1;
        for dir in ALL_DIRS {
            let mut to = R::Geometry::step(1u64 << bit, dir) & empty;
            while to != 0 {
                out.push(Move {
                    captured: Bitboard::EMPTY,
                    from: Square::from_bit(bit as u8),
                    to: Square::from_bit(to.trailing_zeros() as u8),
                    crowns: false,
                });
                if !R::FLYING_KINGS {
                    break;
                }
                to = R::Geometry::step(to, dir) & empty;
            }
        }
    }
}

/// Fills `out` with the legal moves of `pos` under rules `R`.
#[inline]
pub fn legal_moves<R: Rules>(pos: &Position, out: &mut Vec<Move>, duplicates: Duplicates) {
    legal_moves_unless_quiet::<R>(pos, out, duplicates, false);
}

/// [`legal_moves`], except that with `quiet_ok` a position with a quiet move and no capture
/// lists nothing and answers `true`: the search evaluates such a position at its horizon and
/// needs no list (one test for captures serves both).
pub fn legal_moves_unless_quiet<R: Rules>(pos: &Position, out: &mut Vec<Move>, duplicates: Duplicates, quiet_ok: bool) -> bool {
    debug_assert_eq!(R::VARIANT.move_family(), pos.variant().move_family(), "rules of one variant used on another's position");
    out.clear();
    if has_capture::<R>(pos) {
        let mut sink = MoveSink { out, precedence: pos.variant().precedence(), opp_kings: pos.kings().0, best: 0, duplicates };
        captures_into::<R, _>(pos, &mut sink);
        return false;
    }
    if quiet_ok && has_quiet_move::<R>(pos) {
        return true;
    }
    quiet_moves::<R>(pos, out);
    false
}

/// Whether some man or king of the side to move has a free step (captures aside).
#[inline]
fn has_quiet_move<R: Rules>(pos: &Position) -> bool {
    let us = pos.turn();
    let own = pos.pieces(us).0;
    let empty = R::Geometry::BOARD & !(own | pos.pieces(!us).0);
    let kings = own & pos.kings().0;
    let men = own & !kings;
    R::Geometry::man_moves(us).iter().any(|&dir| R::Geometry::step(men, dir) & empty != 0)
        || (kings != 0 && ALL_DIRS.into_iter().any(|dir| R::Geometry::step(kings, dir) & empty != 0))
}

/// Fills `out` with the legal moves of `pos` (FMJD move identity).
pub fn generate(pos: &Position, out: &mut Vec<Move>) {
    crate::generations::count();
    crate::with_moves!(pos.variant(), R => legal_moves::<R>(pos, out, Duplicates::Drop))
}

/// Number of legal moves, without building quiet moves (bulk counting for perft).
pub fn count_moves<R: Rules>(pos: &Position, scratch: &mut Vec<Move>, duplicates: Duplicates) -> u64 {
    debug_assert_eq!(R::VARIANT.move_family(), pos.variant().move_family(), "rules of one variant used on another's position");
    if has_capture::<R>(pos) {
        scratch.clear();
        let mut sink = MoveSink { out: scratch, precedence: pos.variant().precedence(), opp_kings: pos.kings().0, best: 0, duplicates };
        captures_into::<R, _>(pos, &mut sink);
        return scratch.len() as u64;
    }
    let us = pos.turn();
    let own = pos.pieces(us).0;
    let empty = R::Geometry::BOARD & !(own | pos.pieces(!us).0);
    let kings = own & pos.kings().0;
    let men = own & !kings;
    let mut count = 0;
    for &dir in R::Geometry::man_moves(us) {
        count += (R::Geometry::step(men, dir) & empty).count_ones();
    }
    if kings != 0 {
        for dir in ALL_DIRS {
            let mut ray = R::Geometry::step(kings, dir) & empty;
            while ray != 0 {
                count += ray.count_ones();
                if !R::FLYING_KINGS {
                    break;
                }
                ray = R::Geometry::step(ray, dir) & empty;
            }
        }
    }
    u64::from(count)
}

/// Every legal move with every route that plays it (several routes may play the same move).
#[must_use]
pub fn routes(pos: &Position) -> Vec<Route> {
    crate::generations::count();
    crate::with_moves!(pos.variant(), R => routes_of::<R>(pos, false))
}

fn routes_of<R: Rules>(pos: &Position, any_size: bool) -> Vec<Route> {
    let mut out = Vec::new();
    if has_capture::<R>(pos) {
        let mut sink = RouteSink { out: &mut out, precedence: pos.variant().precedence(), opp_kings: pos.kings().0, best: 0, any_size };
        captures_into::<R, _>(pos, &mut sink);
    } else {
        let mut quiet = Vec::new();
        quiet_moves::<R>(pos, &mut quiet);
        out = quiet.into_iter().map(|mv| Route { mv, landings: vec![mv.to] }).collect();
    }
    out
}

/// Every completed capture of the side to move as if any capture were allowed (no majority
/// rule), each (from, to, pieces taken) once; empty when there is no capture. For explaining a
/// refusal, not for play: [`Position::legal_moves`] applies the variant's precedence.
#[must_use]
pub fn captures_ignoring_majority(pos: &Position) -> Vec<Move> {
    // The route search with precedence off: rare and small, so it shares the route sink's code
    // (one capture search fewer per variant in every binary) at the cost of building routes.
    let mut out: Vec<Move> = Vec::new();
    let routes = crate::with_moves!(pos.variant(), R => routes_of::<R>(pos, true));
    for route in routes.into_iter().filter(|r| r.mv.is_capture()) {
        if !out.contains(&route.mv) {
            out.push(route.mv);
        }
    }
    out
}
