//! The game on screen as a pure state machine: [`GameState`], the [`Action`]s the player (or the
//! computer) takes, and [`GameState::reduce`], which takes each action with its time (the page's
//! shell reads the clock; nothing here does) and writes no link or storage. It holds the game
//! both players share ([`damas_game::round::Round`], changed only by its own actions), this
//! screen's board gestures ([`BoardInput`]) and the message. The player's preferences are not
//! its: the page holds them beside it (their own value and reducer, `ui::prefs`) and hands in
//! what a method needs ([`GameState::board_view`]); the side a new game asks at the bottom goes
//! to them from the page ([`Action::orientation`]). No rule logic here: the engine's [`Record`] keeps the game (a
//! move tree) and judges its end, every legal move, route and capture comes from the engine, and
//! so does the reason a move is refused; `answers.rs` turns clicks, drags and typed moves into
//! moves or answers. Native, unit-tested.

use crate::ui::game::board_game::{BoardGame, LegalMove};
use crate::ui::game::input::BoardInput;
use crate::ui::board::board_view::{BoardView, PieceView};
use crate::ui::text::messages::{CaptureNote, Message, Status};
use crate::ui::prefs::{Prefs, PrefsAction};
use crate::ballot::Ballot;
use damas_game::clock::Clocks;
use damas_game::opponent::Opponent;
pub use damas_game::round::Opened;
use damas_game::round::{Refused, Round, RoundAction};
use damas_engine::{Color, DrawCount, Ending, GameKind, MoveDetail, NodeId, Position, Record, Variant};

/// Everything the player (or the computer) can do, in any game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action<G: BoardGame = Position> {
    /// A click or tap on square `number`.
    Click(u32),
    /// A piece dragged from one square to another.
    Drop {
        /// Square the drag started on.
        from: u32,
        /// Square it was released on.
        to: u32,
    },
    /// Play `mv` in the position on view for the player (a path chosen from a list).
    Play(G::Move),
    /// A move typed in notation (`22-17`, `28x19`, `28x19x10`, `c3-d4`): played when it names one
    /// legal move, else refused with the reason the board would give.
    Typed(String),
    /// The computer plays `mv`, found for `at`: ignored unless `at` is still the position on
    /// view, at the end of the line, with the computer to move (a late reply changes nothing).
    /// A draw the player offered is accepted instead when `accepts_draw` (its search found the
    /// position level and simplified), else declined with the move.
    ComputerMove {
        /// The position the move was searched for.
        at: G,
        /// The move.
        mv: G::Move,
        /// Whether the computer would take a draw here.
        accepts_draw: bool,
    },
    /// Drop the selection.
    Deselect,
    /// Go back one move.
    Undo,
    /// Go forward one move of the line.
    Redo,
    /// Show the position after `ply` moves.
    GoTo(usize),
    /// Start a new game: `game`'s start, opponent, level, clock control and ballot (see
    /// `new_game.rs`), with `bottom`'s side drawn at the bottom (by the page, which turns the
    /// board, a preference: [`Action::orientation`]).
    NewGame {
        /// The game asked for (its moves, end and clock times are not the new game's).
        game: Box<Opened<G>>,
        /// The side drawn at the bottom of the board (the player's, against an opponent elsewhere).
        bottom: Color,
    },
    /// Replace the game (from a link, a file or storage).
    Load(Box<Opened<G>>),
    /// Set the message (e.g. a load error found outside the reducer).
    Notify(Message<G>),
    /// Hide the message.
    Dismiss,
    /// The player (against the computer) or the side to move resigns.
    Resign,
    /// The player (against the computer) or the side to move offers a draw.
    OfferDraw,
    /// The side offered a draw accepts it: the game ends drawn.
    AcceptDraw,
    /// The side offered a draw plays on.
    DeclineDraw,
    /// Take back the last move (against the computer: back to the player's previous turn), for
    /// good: the moves leave the game.
    TakeBack,
    /// A new game from the same start with the colours swapped (and the board turned with them,
    /// by the page: [`Action::orientation`]).
    Rematch,
    /// A clock showed no time left: the game is lost on time if the clocks agree.
    Flag,
    /// Show the position after a move anywhere in the tree (a move of a variation: the line on
    /// view then goes through it; of the main line: it is the main line). No line changes rank.
    GoToNode(NodeId),
    /// Make the line on view the main line (the game's, written first in PDN and links).
    PromoteLine,
    /// Remove the variation the position on view is in, from its first move on (the cursor goes
    /// back to where it branched off). The main line's own moves stay.
    DeleteVariation,
    /// The page was hidden (`true`) or shown again: against the computer the clocks pause.
    Hidden(bool),
    /// The game was sent to a friend as a correspondence link: from now on the friend plays
    /// the side to move at the end of the line, and this device the other.
    SendToFriend,
    /// A change of what this screen has open or set aside (`screen.rs`): not the game's.
    Screen(ScreenAction),
}

impl<G: BoardGame> Action<G> {
    /// [`Action::NewGame`] of `game` with `bottom`'s side at the bottom.
    #[must_use]
    pub fn new_game(game: Opened<G>, bottom: Color) -> Action<G> {
        Action::NewGame { game: Box::new(game), bottom }
    }

    /// What the action asks of the board's orientation, a preference of the player's, not the
    /// game's: a new game draws its `bottom` side at the bottom, a rematch turns the board with
    /// the colours. The page dispatches it to the preferences beside the action
    /// (`game::view::use_game::actions`).
    #[must_use]
    pub fn orientation(&self) -> Option<PrefsAction> {
        match self {
            Action::NewGame { bottom, .. } => Some(PrefsAction::Bottom(*bottom)),
            Action::Rematch => Some(PrefsAction::Flip),
            _ => None,
        }
    }
}

/// A game in the browser, of any [`BoardGame`]: draughts of every variant and Lasca share it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState<G: BoardGame = Position> {
    /// The game both players share (`damas_game`): record, decision, draw offer, clocks,
    /// opponent, level, ballot. It changes only by its own actions, with the time handed in.
    round: Round<G>,
    /// How the game on view has ended, if it has (the round's judgement, kept per change).
    ending: Option<Ending>,
    /// The variations beside the line on view (see `variations.rs`), derived once per change.
    variations: std::rc::Rc<[VariationView]>,
    /// A draw rule close to ending the game (see [`GameState::draw_count`]).
    draw_count: Option<DrawCount>,
    legal: Vec<LegalMove<G::Move>>,
    /// The identity and square of every piece on view (words and looks are read when drawn).
    pieces: Vec<(u32, u32)>,
    /// The gestures on this screen's board (selection, path clicked, choice among captures).
    input: BoardInput,
    message: Option<Message<G>>,
    /// The last change was a move played (not a jump through the history): animate captures.
    fresh: bool,
    /// The game page tells a newcomer what a first move starts (two players at one device);
    /// the study pages, whose games are set, do not.
    pub newcomer: bool,
    /// A live game: the live page plays and ends it through its session, not these controls.
    pub live: bool,
    /// What this screen has open or set aside beside the game (`screen.rs`).
    screen: Screen,
    /// The game's link and the friend's correspondence link, written from the round the first
    /// time they are asked after a change (the address bar, storage, the panels and the page all
    /// read them at each drawing), never by the reducer, which only forgets them.
    links: Links,
}

/// The links written from the round, once per change (see [`GameState::query`]). A cache, not
/// state: two states are equal whether or not either has written them yet.
#[derive(Clone, Debug, Default)]
struct Links {
    query: std::cell::OnceCell<String>,
    reply: std::cell::OnceCell<String>,
}

impl PartialEq for Links {
    fn eq(&self, _: &Links) -> bool {
        true
    }
}

impl Eq for Links {}

/// A draw count is shown once this few moves by each side are left (the endings' counts of 5 and
/// 16 moves show almost at once; the 20-move king rule only near its end).
pub const DRAW_COUNT_SHOWN: u32 = 10;

impl GameState<Position> {
    /// A new game of `variant`.
    #[must_use]
    pub fn new(variant: Variant) -> GameState {
        GameState::opened(Opened::new(Position::initial(variant)), 0)
    }

    /// The variant.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.record().start().variant()
    }
}

impl<G: BoardGame> GameState<G> {
    /// The game as a link or storage keeps it, copied whole, its clocks stopped as a link leaves
    /// them: what crosses to another bundle or becomes a file (the page's own links are written
    /// from the round, without a copy).
    #[must_use]
    pub fn game(&self) -> Opened<G> {
        Opened {
            record: self.record().clone(),
            opponent: self.round.opponent(),
            level: self.level(),
            end: self.round.decision(),
            clocks: self.round.clocks().map(|c| if self.record().is_empty() { Clocks::new(c.control) } else { Clocks::resumed(c.control, c.stored()) }),
            ballot: self.ballot(),
            about: self.round.about().clone(),
        }
    }

    /// What the board draws for the position on view, as the player's `prefs` turn, label and
    /// animate it: highlights, pieces, capture routes, and (when the last change was a move
    /// played and animations are on) its taken pieces and hops.
    #[must_use]
    pub fn board_view(&self, prefs: &Prefs) -> BoardView<G::Standing> {
        let animate = self.fresh && prefs.animate;
        let hop = if animate {
            self.last_move().map(|(_, detail)| detail.path).filter(|path| path.len() > 2).unwrap_or_default()
        } else {
            Vec::new()
        };
        BoardView {
            variant: self.position().layout(),
            flipped: prefs.flipped,
            coords: prefs.coords,
            squares: self.marks(),
            pieces: self.pieces(),
            routes: self.route_lines(),
            taken: if animate { self.taken_by_last_move() } else { Vec::new() },
            hop,
            moment: (self.ply(), self.record().len()),
        }
    }

    /// The game `opened` on screen at time `at` (ms: a game under way on the clock resumes its
    /// running clock then).
    #[must_use]
    pub fn opened(opened: Opened<G>, at: u64) -> GameState<G> {
        let mut state = GameState {
            round: Round::open(opened, at),
            ending: None,
            variations: std::rc::Rc::from(Vec::new()),
            draw_count: None,
            legal: Vec::new(),
            pieces: Vec::new(),
            input: BoardInput::default(),
            message: None,
            fresh: false,
            newcomer: false,
            live: false,
            screen: Screen::default(),
            links: Links::default(),
        };
        state.refresh();
        state
    }

    /// What this screen has open or set aside beside the game.
    #[must_use]
    pub const fn screen(&self) -> &Screen {
        &self.screen
    }

    /// The game as a link's query: what the address bar and storage keep (the page's shell
    /// writes them after each change, `game::view::use_game::use_saved`). Written from the round
    /// at the first ask after a change.
    #[must_use]
    pub fn query(&self) -> &str {
        self.links.query.get_or_init(|| crate::link::round_query(&self.round))
    }

    /// The game both players share.
    #[must_use]
    pub fn round(&self) -> &Round<G> {
        &self.round
    }

    /// Applies `action` to the shared game; on a change the derived views are refreshed.
    fn act(&mut self, action: RoundAction<G::Move>) -> Result<(), Refused> {
        let done = self.round.apply(action);
        if done.is_ok() {
            self.refresh();
        }
        done
    }

    /// The side a friend plays by correspondence links, if any: the player here cannot move for it.
    #[must_use]
    pub fn friend(&self) -> Option<Color> {
        match self.round.opponent() {
            Opponent::Remote { side } => Some(side),
            _ => None,
        }
    }

    /// The side the computer plays: the player cannot move for it, and undo/redo step over it.
    #[must_use]
    pub fn computer(&self) -> Option<Color> {
        self.round.opponent().computer_side()
    }

    /// The computer's level.
    #[must_use]
    pub fn level(&self) -> Option<u8> {
        self.round.level()
    }

    /// The ballot opening the game started from, if it did (its name is shown, its id is linked).
    #[must_use]
    pub fn ballot(&self) -> Option<Ballot> {
        self.round.ballot()
    }

    /// The game record (start, line, cursor).
    #[must_use]
    pub fn record(&self) -> &Record<G> {
        self.round.record()
    }

    /// Which game this is.
    #[must_use]
    pub fn kind(&self) -> GameKind {
        self.record().start().game_kind()
    }

    /// The position on view.
    #[must_use]
    pub fn position(&self) -> &G {
        self.record().position()
    }

    /// The positions before the one on view, oldest first (for the AI's repetition rules).
    #[must_use]
    pub fn history(&self) -> &[G] {
        self.record().history()
    }

    /// Whether the computer should move now: the game goes on, it is the computer's side to
    /// move, and the position on view is the end of the line (not a look back in history).
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        self.ply() == self.record().len() && self.computers_turn_on_view()
    }

    /// Whether the position on view, not yet decided, has the computer's side to move: the
    /// player may not move for it, even when looking back in the move list.
    #[must_use]
    pub fn computers_turn_on_view(&self) -> bool {
        self.ending.is_none() && self.computer() == Some(self.position().turn())
    }

    /// Whether the position on view, not yet decided, has the friend's side to move (a game by
    /// correspondence links): the player here may not move for them.
    #[must_use]
    pub fn friends_turn_on_view(&self) -> bool {
        self.ending.is_none() && self.round.decision().is_none() && self.friend() == Some(self.position().turn())
    }

    /// Where undo goes (`ui::turns`: to the player's previous turn against the computer).
    #[must_use]
    pub fn undo_target(&self) -> Option<usize> {
        damas_game::turns::undo_target(self.record(), self.computer())
    }

    /// Where redo goes (`ui::turns`: on over the computer's moves).
    #[must_use]
    pub fn redo_target(&self) -> Option<usize> {
        damas_game::turns::redo_target(self.record(), self.computer())
    }

    /// The start position.
    #[must_use]
    pub fn start(&self) -> &G {
        self.record().start()
    }

    /// Moves applied to the position on view.
    #[must_use]
    pub fn ply(&self) -> usize {
        self.record().ply()
    }

    /// Every move of the line (including undone ones).
    #[must_use]
    pub fn line(&self) -> &[G::Move] {
        self.record().moves()
    }

    /// The move text of every move of the line.
    #[must_use]
    pub fn move_texts(&self) -> &[String] {
        self.record().move_texts()
    }

    /// The result as PDN writes it in this game (`2-0`, `1-0`, `1/2-1/2`, …), once the game on
    /// view has ended.
    #[must_use]
    pub fn result(&self) -> Option<&'static str> {
        self.ending.map(|o| o.result_in(self.kind()))
    }

    /// How the game on view has ended, if it has.
    #[must_use]
    pub fn outcome(&self) -> Option<Ending> {
        self.ending
    }

    /// The draw rule about to end the game, at the position on view, once it is near.
    #[must_use]
    pub fn draw_count(&self) -> Option<DrawCount> {
        self.draw_count
    }

    /// The legal moves of the position on view (none once the game is over).
    #[must_use]
    pub fn legal(&self) -> &[LegalMove<G::Move>] {
        &self.legal
    }

    /// The selected square.
    #[must_use]
    pub fn selected(&self) -> Option<u32> {
        self.input.selected()
    }

    /// The message on show.
    #[must_use]
    pub fn message(&self) -> Option<&Message<G>> {
        self.message.as_ref()
    }

    /// The pieces of the position on view with their identities, in identity order.
    #[must_use]
    pub fn pieces(&self) -> Vec<PieceView<G::Standing>> {
        let pos = self.position();
        self.pieces.iter().filter_map(|&(id, square)| pos.piece_view(id, square)).collect()
    }

    /// Whether the last change played a move (so captured pieces may fade out).
    #[must_use]
    pub fn fresh(&self) -> bool {
        self.fresh
    }

    /// Whether undo (going back) is possible.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        self.undo_target().is_some()
    }

    /// Whether redo is possible.
    #[must_use]
    pub fn can_redo(&self) -> bool {
        self.ply() < self.record().len()
    }

    /// The move that led to the position on view.
    #[must_use]
    pub fn last_move(&self) -> Option<(G::Move, MoveDetail)> {
        let i = self.ply().checked_sub(1)?;
        let mv = self.record().moves()[i];
        Some((mv, self.record().positions()[i].detail(&mv)))
    }

    /// The pieces the last move took, as they stood before it (for the capture animation).
    #[must_use]
    pub fn taken_by_last_move(&self) -> Vec<(u32, G::Standing)> {
        let Some(i) = self.ply().checked_sub(1) else { return Vec::new() };
        self.record().positions()[i].taken(&self.record().moves()[i])
    }

    /// The turn or the result.
    #[must_use]
    pub fn status(&self) -> Status {
        if let Some(ending) = self.ending {
            let pos = self.position();
            let loser = match ending {
                damas_engine::Ending::Rules(damas_engine::Outcome::Win(w)) => Some(!w),
                _ => None,
            };
            // (Lasca's pieces are never all gone: they become prisoners; its words stay "no move".)
            let no_pieces = G::DRAUGHTS && loser.is_some_and(|l| self.pieces.iter().all(|&(_, n)| pos.owner(n) != Some(l)));
            return Status::Over { ending, no_pieces };
        }
        let turn = self.position().turn();
        let counts: Vec<usize> = self.legal.iter().map(|m| m.detail.captured.len()).collect();
        let capture = match counts.first() {
            Some(&n) if n > 0 && counts.iter().all(|&c| c == n) => Some(CaptureNote::Take(n as u32)),
            Some(_) if counts.iter().any(|&c| c > 0) => Some(CaptureNote::Any),
            _ => None,
        };
        Status::ToMove { turn, capture }
    }

    /// Squares of the pieces that may move.
    #[must_use]
    pub fn movable(&self) -> Vec<u32> {
        dedup_sorted(self.legal.iter().map(|m| m.detail.from).collect())
    }

    fn must_capture(&self) -> bool {
        self.legal.iter().any(|m| !m.detail.captured.is_empty())
    }

    /// Recomputes everything derived from the line and the ply; clears the selection.
    fn refresh(&mut self) {
        // The record judges the game at its cursor without replaying it; the players' decision
        // stands at the end of the line.
        self.ending = self.round.ending();
        self.variations = variations::variations_of(self.record()).into();
        self.draw_count = self.record().draw_count().filter(|c| c.moves_left <= DRAW_COUNT_SHOWN);
        self.legal = if self.ending.is_some() { Vec::new() } else { self.position().legal_view() };
        self.pieces = self.track_pieces();
        self.input.clear();
    }

    /// Gives each piece of the start an identity and follows it through the moves to the ply.
    fn track_pieces(&self) -> Vec<(u32, u32)> {
        let start = self.start();
        let mut ids: Vec<(u32, u32)> =
            (1..=start.square_count()).filter(|&n| start.owner(n).is_some()).enumerate().map(|(i, n)| (i as u32, n)).collect();
        let positions = self.record().positions();
        for (i, mv) in self.record().moves()[..self.ply()].iter().enumerate() {
            let (from, to, taken) = positions[i].move_squares(mv);
            // A piece taken leaves the board; a Lasca column jumped stays, one piece shorter.
            let after = &positions[i + 1];
            ids.retain(|(_, sq)| !taken.contains(sq) || after.owner(*sq).is_some());
            for entry in &mut ids {
                if entry.1 == from {
                    entry.1 = to;
                }
            }
        }
        // `ids` was built in id order, and retain and the updates in place keep that order.
        ids
    }

    /// Plays `mv` at the ply on view, at time `at`: follows the line if it is the next move, else
    /// branches.
    fn apply(&mut self, mv: G::Move, at: u64) {
        // A game the players ended takes no more moves, not even in its history.
        if self.ending.is_some() || self.round.decision().is_some() {
            self.message = Some(Message::GameOver);
            return;
        }
        let mover = self.position().turn();
        if self.round.apply(RoundAction::Play { mv, at }).is_err() {
            return;
        }
        if self.round.decision().is_some() {
            // The flag fell before the move: it does not count.
            self.decided();
        } else {
            self.message = None;
            self.fresh = true;
            // A first move on the game page, with nobody else to play: say what it started.
            if self.newcomer && self.round.opponent() == Opponent::Local && self.round.clocks().is_none() && self.record().len() == 1 {
                self.message = Some(Message::BothSides);
            }
            // The side offering a draw may move first: the question stands.
            if let Some(by) = self.round.draw_offer().filter(|&by| by == mover) {
                self.message = Some(self.offer_message(by));
            }
        }
        self.refresh();
    }

    fn go_to(&mut self, ply: usize) {
        let ply = ply.min(self.record().len());
        if ply != self.ply() && self.round.apply(RoundAction::GoTo(ply)).is_ok() {
            self.fresh = false;
            self.message = None;
            self.refresh();
        }
    }

    /// Applies `action`, taken at time `at` (ms, the page's clock: the shell reads it once per
    /// action and hands it in; the reducer reads no clock).
    pub fn reduce(&mut self, action: Action<G>, at: u64) {
        // The links are written again from the new state when next asked.
        self.links = Links::default();
        match action {
            Action::Click(_) | Action::Drop { .. } | Action::Play(_) | Action::Typed(_) if self.computers_turn_on_view() => {
                self.deselect();
                self.message = Some(Message::ComputerTurn);
            }
            Action::Click(_) | Action::Drop { .. } | Action::Play(_) | Action::Typed(_) if self.friends_turn_on_view() => {
                self.deselect();
                self.message = Some(if self.live { Message::FriendsTurnLive } else { Message::FriendsTurn });
            }
            Action::Click(sq) => self.click(sq, at),
            Action::Drop { from, to } => self.drop_piece(from, to, at),
            Action::Play(mv) => self.apply(mv, at),
            Action::Typed(text) => self.typed(&text, at),
            Action::ComputerMove { at: searched, mv, accepts_draw } => {
                if self.computer_to_move() && *self.position() == searched {
                    self.computer_move(mv, accepts_draw, at);
                }
            }
            Action::Deselect => self.deselect(),
            Action::Undo => {
                if let Some(ply) = self.undo_target() {
                    self.go_to(ply);
                }
            }
            Action::Redo => {
                if let Some(ply) = self.redo_target() {
                    self.go_to(ply);
                }
            }
            Action::GoTo(ply) => self.go_to(ply),
            // The side at the bottom is the page's to turn the board to (`Action::orientation`).
            Action::NewGame { game, .. } => *self = GameState::opened(new_game::begun(*game), at),
            Action::Load(opened) => {
                let live = self.live;
                *self = GameState::opened(*opened, at);
                self.live = live;
            }
            Action::Notify(message) => self.message = Some(message),
            Action::Dismiss => self.message = None,
            Action::Resign => self.resign(at),
            Action::OfferDraw => self.offer_draw(),
            Action::AcceptDraw => self.accept_draw(at),
            Action::DeclineDraw => self.decline_draw(),
            Action::TakeBack => self.take_back(at),
            Action::Rematch => {
                let game = self.rematch();
                *self = GameState::opened(new_game::begun(game), at);
            }
            Action::Flag => self.flag(at),
            Action::GoToNode(id) => self.go_to_node(id),
            Action::PromoteLine => {
                let _ = self.act(RoundAction::Promote(self.record().cursor()));
            }
            Action::DeleteVariation => {
                if let Some(first) = self.variation_start() {
                    if self.act(RoundAction::Delete(first)).is_ok() {
                        self.fresh = false;
                        self.message = None;
                    }
                }
            }
            Action::Hidden(hidden) => self.hidden(hidden, at),
            Action::Screen(action) => self.screen.reduce(action, self.record().len()),
            Action::SendToFriend => {
                // Refused (nothing changes) against the computer or once the friend is set.
                let _ = self.act(RoundAction::HandOver { side: self.turn_at_end() });
            }
        }
    }
}

/// The tests act at the test clock's time (`clock::set_now`).
#[cfg(test)]
impl<G: BoardGame> GameState<G> {
    /// [`GameState::reduce`] at [`crate::clock::now_ms`] (natively, the time a test set).
    pub fn reduce_now(&mut self, action: Action<G>) {
        self.reduce(action, crate::clock::now_ms());
    }
}

mod flow;
mod new_game;
pub use new_game::switch_query;
mod screen;
pub use screen::{Screen, ScreenAction, Sent};
mod answers;
mod marks;
use marks::dedup_sorted;
mod variations;
pub use variations::{VariationItem, VariationView};

#[cfg(test)]
mod tests;
#[cfg(test)]
mod lasca_tests;
#[cfg(test)]
mod ballot_tests;
#[cfg(test)]
mod flow_tests;
#[cfg(test)]
mod variations_tests;
#[cfg(test)]
mod friend_tests;
#[cfg(test)]
mod screen_tests;
