//! Reducer tests: clicks, drags, typed moves, refusals, history and the computer's turn.
use super::*;
use crate::ui::prefs::{Coords, Lang};
use crate::ui::board::board_view::SquareMarks;
use damas_engine::Move;

fn prefs() -> Prefs {
    Prefs::new(Lang::En)
}

fn from_fen(variant: Variant, fen: &str) -> GameState {
    let start = Position::from_fen(variant, fen).unwrap();
    let shared = Opened { opponent: Opponent::Local, level: None, ..Opened::from_record(Record::from_line(start, &[], 0).unwrap()) };
    GameState::opened(shared.clone(), crate::clock::now_ms())
}

fn marked(state: &GameState, f: fn(&SquareMarks) -> bool) -> Vec<u32> {
    state.marks().iter().filter(|m| f(m)).map(|m| m.number).collect()
}

fn click(state: &mut GameState, squares: &[u32]) {
    for sq in squares {
        state.reduce_now(Action::Click(*sq));
    }
}

#[test]
fn opening_pieces_are_selectable_and_show_their_destinations() {
    let mut s = GameState::new(Variant::Brazilian);
    assert_eq!(marked(&s, |m| m.selectable), vec![21, 22, 23, 24]);
    assert!(marked(&s, |m| m.forced).is_empty());
    click(&mut s, &[22]);
    assert_eq!(s.selected(), Some(22));
    assert_eq!(marked(&s, |m| m.dest), vec![17, 18]);
    click(&mut s, &[17]);
    assert_eq!(s.ply(), 1);
    assert_eq!(s.move_texts(), ["22-17"]);
    assert_eq!(marked(&s, |m| m.last_move), vec![17, 22]);
    assert_eq!(s.status(), Status::ToMove { turn: Color::Black, capture: None });
    // The piece that moved keeps its identity.
    let moved = s.pieces().into_iter().find(|p| p.square == 17).unwrap();
    let start = GameState::new(Variant::Brazilian);
    assert_eq!(start.pieces().into_iter().find(|p| p.square == 22).unwrap().id, moved.id);
    // Pieces stay in identity order (the board keys them by it), captures included.
    click(&mut s, &[11, 15, 17, 13, 15, 19, 24, 15]);
    assert_eq!(s.move_texts(), ["22-17", "11-15", "17-13", "15-19", "24x15"]);
    assert!(s.pieces().windows(2).all(|w| w[0].id < w[1].id), "{:?}", s.pieces());
}

#[test]
fn clicks_that_select_nothing_say_why() {
    let mut s = GameState::new(Variant::Brazilian);
    click(&mut s, &[9]);
    assert_eq!(s.message(), Some(&Message::NotYourPiece));
    click(&mut s, &[27]);
    assert_eq!(s.message(), Some(&Message::PieceCannotMove));
    assert_eq!(s.selected(), None);
    click(&mut s, &[22, 22]);
    assert_eq!(s.selected(), None, "a second click deselects");
    click(&mut s, &[22, 23]);
    assert_eq!(s.selected(), Some(23), "another movable piece reselects");
    click(&mut s, &[12]);
    assert_eq!(s.message(), Some(&Message::NotYourPiece));
    assert_eq!(s.selected(), None);
    click(&mut s, &[22, 26]);
    assert_eq!(s.message(), Some(&Message::MenForwardOnly));
    // Every refusal names the rule it breaks.
    click(&mut s, &[22, 13]);
    assert_eq!(s.message(), Some(&Message::OneSquare { king: false }));
    click(&mut s, &[22, 19]);
    assert_eq!(s.message(), Some(&Message::OffLine));
    click(&mut s, &[22, 26]);
    assert_eq!(s.message(), Some(&Message::MenForwardOnly));
    let mut kings = GameState::opened(Opened::new(Position::from_fen(Variant::Brazilian, "W:WK29,22,18:B1").unwrap()), crate::clock::now_ms());
    click(&mut kings, &[29, 11]);
    assert_eq!(kings.message(), Some(&Message::Blocked));
    // A man dragged (or typed) onto its neighbour: the square is taken.
    kings.reduce_now(Action::Drop { from: 22, to: 18 });
    assert_eq!(kings.message(), Some(&Message::Occupied { to: 18 }));
}

#[test]
fn a_tap_on_an_empty_square_while_a_capture_is_compulsory_names_the_capture() {
    let mut s = GameState::opened(Opened::new(Position::from_fen(Variant::Brazilian, "W:W22,32:B18").unwrap()), crate::clock::now_ms());
    click(&mut s, &[32]);
    assert_eq!(s.message(), Some(&Message::CaptureAvailable { with: vec![22] }));
    click(&mut s, &[28]);
    assert_eq!(s.message(), Some(&Message::CaptureAvailable { with: vec![22] }), "the empty square does not silence it");
}

#[test]
fn men_move_forward_only() {
    let mut s = from_fen(Variant::Brazilian, "W:W18:B1");
    s.reduce_now(Action::Drop { from: 18, to: 22 });
    assert_eq!(s.message(), Some(&Message::MenForwardOnly));
    assert_eq!(s.ply(), 0);
    s.reduce_now(Action::Drop { from: 18, to: 14 });
    assert_eq!(s.ply(), 1);
}

#[test]
fn compulsory_capture_is_marked_and_explained() {
    let mut s = from_fen(Variant::Brazilian, "W:W21,22:B18");
    assert_eq!(marked(&s, |m| m.forced), vec![22]);
    assert_eq!(s.status(), Status::ToMove { turn: Color::White, capture: Some(CaptureNote::Take(1)) });
    click(&mut s, &[21]);
    assert_eq!(s.message(), Some(&Message::CaptureAvailable { with: vec![22] }));
    s.reduce_now(Action::Drop { from: 21, to: 17 });
    assert_eq!(s.message(), Some(&Message::CaptureAvailable { with: vec![22] }));
    click(&mut s, &[22]);
    assert_eq!(marked(&s, |m| m.captured), vec![18]);
    assert_eq!(marked(&s, |m| m.dest), vec![15]);
    click(&mut s, &[15]);
    assert_eq!(s.move_texts(), ["22x15"]);
}

#[test]
fn the_majority_rule_is_explained() {
    // 28 takes three (28x3); 30 could jump 26 alone, which the majority rule forbids.
    let mut s = from_fen(Variant::Brazilian, "W:W28,30:B8,16,24,26");
    assert_eq!(s.movable(), vec![28]);
    assert_eq!(s.status(), Status::ToMove { turn: Color::White, capture: Some(CaptureNote::Take(3)) });
    s.reduce_now(Action::Drop { from: 30, to: 23 });
    assert_eq!(s.message(), Some(&Message::TakeMaximum { count: 3, with: vec![28] }));
    // 30 can capture, only fewer: wherever it goes, and on a plain click, the rule is named.
    s.reduce_now(Action::Drop { from: 30, to: 25 });
    assert_eq!(s.message(), Some(&Message::TakeMaximum { count: 3, with: vec![28] }));
    click(&mut s, &[30]);
    assert_eq!(s.message(), Some(&Message::TakeMaximum { count: 3, with: vec![28] }));
    // A piece with no capture at all is only told that a capture is compulsory.
    let mut t = from_fen(Variant::Brazilian, "W:W28,32:B8,16,24");
    click(&mut t, &[32]);
    assert_eq!(t.message(), Some(&Message::CaptureAvailable { with: vec![28] }));
    // Dropping on the first landing square of the only route completes the capture.
    s.reduce_now(Action::Drop { from: 28, to: 19 });
    assert_eq!(s.move_texts(), ["28x3"]);
}

#[test]
fn a_multi_capture_shows_its_path_and_takes() {
    // 30 takes 26 and 18: 30x23x14... whatever the engine says, the marks follow its route.
    let mut s = from_fen(Variant::Brazilian, "W:W30:B26,18,1");
    let m = s.legal()[0].clone();
    assert_eq!(m.detail.captured.len(), 2);
    click(&mut s, &[30]);
    let path: Vec<u32> = m.detail.path[1..m.detail.path.len() - 1].to_vec();
    for sq in &path {
        assert!(marked(&s, |m| m.path).contains(sq));
    }
    assert_eq!(marked(&s, |m| m.captured), dedup_sorted(m.detail.captured.clone()));
    assert_eq!(marked(&s, |m| m.dest), vec![m.detail.to]);
    assert_eq!(s.route_lines(), vec![m.detail.path.clone()]);
    // The board draws exactly these marks and routes.
    let view = s.board_view(&prefs());
    assert_eq!((view.squares.clone(), view.routes.clone()), (s.marks(), s.route_lines()));
    assert!(view.hop.is_empty() && view.taken.is_empty(), "nothing to animate before the move");
    // Clicking the first landing square of the only route plays the whole move.
    click(&mut s, &[path[0]]);
    assert_eq!(s.ply(), 1);
    // The move just played hops through its landings and fades the two pieces it took.
    let view = s.board_view(&prefs());
    assert_eq!(view.hop, m.detail.path);
    assert_eq!(view.taken.len(), 2);
    assert_eq!(view.moment, (1, 1));
    // With animations off, nothing hops or fades.
    let still = s.board_view(&Prefs { animate: false, ..prefs() });
    assert!(still.hop.is_empty() && still.taken.is_empty());
    // Looking back is no move: nothing hops.
    s.reduce_now(Action::GoTo(0));
    assert!(s.board_view(&prefs()).hop.is_empty());
}

#[test]
fn a_still_board_draws_the_pieces_only() {
    let pos = Position::from_fen(Variant::Brazilian, "W:W30,K22:B1").unwrap();
    let view = crate::ui::game::board_game::still_view(&pos, true, Coords::Off);
    let pieces: Vec<(u32, &str)> = view.pieces.iter().map(|p| (p.square, p.piece.name())).collect();
    assert_eq!(pieces, vec![(1, "black-man"), (22, "white-king"), (30, "white-man")]);
    assert_eq!(view.squares.len(), 32);
    assert!(view.squares.iter().all(|m| m.classes().is_empty()));
    assert_eq!(view.marks(1).map(|m| m.number), Some(1));
    assert!(view.marks(0).is_none() && view.marks(33).is_none());
    // A Lasca board alike: whole columns, with their words.
    let lasca = damas_engine::lasca::LascaPosition::from_fen("W:c3=w,d4=wb").unwrap();
    let view = crate::ui::game::board_game::still_view(&lasca, false, Coords::Off);
    let heights: Vec<usize> = view.pieces.iter().map(|p| p.piece.column.height() as usize).collect();
    assert_eq!((view.squares.len(), heights), (25, vec![2, 1]));
    assert!(view.squares.iter().all(|m| m.classes().is_empty()));
}

#[test]
fn a_flying_king_shows_every_square_it_can_reach() {
    let mut s = from_fen(Variant::Brazilian, "W:WK29:B1");
    click(&mut s, &[29]);
    assert_eq!(marked(&s, |m| m.dest), vec![4, 8, 11, 15, 18, 22, 25]);
    // Capturing: every landing square beyond the piece taken.
    let mut s = from_fen(Variant::Brazilian, "W:WK29:B18");
    click(&mut s, &[29]);
    assert_eq!(marked(&s, |m| m.dest), vec![4, 8, 11, 15]);
    assert_eq!(marked(&s, |m| m.captured), vec![18]);
}

/// Two captures from the same square to the same square taking different pieces.
fn ambiguous_position() -> Option<GameState> {
    // The king on 21 can take 14, 15, 26 (via 10 and 19) or 14, 11, 26 (via 7 and 16).
    for fen in AMBIGUOUS_FENS {
        let s = from_fen(Variant::Brazilian, fen);
        if ambiguous_pair(&s).is_some() {
            return Some(s);
        }
    }
    None
}

const AMBIGUOUS_FENS: [&str; 1] = ["W:WK21:B4,11,14,15,26"];

fn ambiguous_pair(s: &GameState) -> Option<(LegalMove<Move>, LegalMove<Move>)> {
    let l = s.legal();
    for a in l {
        for b in l {
            if a.mv != b.mv && a.detail.from == b.detail.from && a.detail.to == b.detail.to {
                return Some((a.clone(), b.clone()));
            }
        }
    }
    None
}

#[test]
fn an_ambiguous_capture_is_resolved_by_the_player() {
    let mut s = ambiguous_position().expect("an ambiguous position");
    let (a, b) = ambiguous_pair(&s).unwrap();
    click(&mut s, &[a.detail.from, a.detail.to]);
    assert_eq!(s.ply(), 0, "never a silent guess");
    let Some(Message::ChoosePath { to, options }) = s.message().cloned() else { panic!("{:?}", s.message()) };
    assert_eq!(to, a.detail.to);
    assert!(options.len() >= 2);
    // A square on a's routes only, marked as a destination, picks a.
    let only_a = a.routes[0].iter().copied().find(|sq| !b.routes.iter().any(|r| r.contains(sq))).unwrap();
    assert!(marked(&s, |m| m.dest).contains(&only_a));
    click(&mut s, &[only_a]);
    assert_eq!(s.ply(), 1);
    assert_eq!(s.line()[0], a.mv);
    // Or pick from the list.
    s.reduce_now(Action::Undo);
    click(&mut s, &[b.detail.from, b.detail.to]);
    s.reduce_now(Action::Play(b.mv));
    assert_eq!(s.line()[0], b.mv);
}

#[test]
fn typed_moves_play_or_get_the_boards_reasons() {
    let typed = |s: &mut GameState, t: &str| s.reduce_now(Action::Typed(t.into()));
    let mut s = GameState::new(Variant::Brazilian);
    typed(&mut s, " 22-17 ");
    assert_eq!(s.move_texts(), ["22-17"]);
    typed(&mut s, "22-18");
    assert_eq!(s.message(), Some(&Message::NotLegal { from: 22, to: 18 }), "22 is empty now");
    typed(&mut s, "21-17");
    assert_eq!(s.message(), Some(&Message::NotYourPiece));
    typed(&mut s, "12-8");
    assert_eq!(s.message(), Some(&Message::MenForwardOnly));
    typed(&mut s, "hello");
    assert_eq!(s.message(), Some(&Message::UnreadableMove { text: "hello".into(), example: Some("9-13".into()) }));
    typed(&mut s, "11-11");
    assert_eq!(s.message(), Some(&Message::NotLegal { from: 11, to: 11 }));
    typed(&mut s, "");
    assert_eq!(s.ply(), 1);
    // A compulsory capture: a quiet move is refused with the piece that must take.
    let mut s = from_fen(Variant::Brazilian, "W:W21,22:B18");
    typed(&mut s, "21-17");
    assert_eq!(s.message(), Some(&Message::CaptureAvailable { with: vec![22] }));
    typed(&mut s, "22x15");
    assert_eq!(s.ply(), 1);
    // A move through a light square is read, and refused with that reason (second walk W16).
    let mut s = GameState::new(Variant::Russian);
    typed(&mut s, "a3-b5");
    assert_eq!(s.message(), Some(&Message::LightSquare { name: "b5".into() }));
    typed(&mut s, "A2-B3");
    assert_eq!(s.message(), Some(&Message::LightSquare { name: "a2".into() }));
    // Turkish reads algebraic squares too.
    let mut s = GameState::new(Variant::Turkish);
    let first = s.legal()[0].detail.text.clone();
    typed(&mut s, &first.to_uppercase());
    assert_eq!(s.ply(), 1, "{first}");
    // The computer's turn and the end of the game refuse typing as they refuse clicks.
    let start = Position::initial(Variant::Brazilian);
    let shared = Opened { opponent: Opponent::Computer { side: Color::White }, level: Some(1), ..Opened::from_record(Record::from_line(start, &[], 0).unwrap()) };
    let mut s = GameState::opened(shared.clone(), crate::clock::now_ms());
    typed(&mut s, "22-17");
    assert_eq!((s.ply(), s.message()), (0, Some(&Message::ComputerTurn)));
}

#[test]
fn an_ambiguous_typed_capture_offers_the_choice() {
    let mut s = ambiguous_position().expect("an ambiguous position");
    let (a, _) = ambiguous_pair(&s).unwrap();
    s.reduce_now(Action::Typed(format!("{}x{}", a.detail.from, a.detail.to)));
    assert_eq!(s.ply(), 0, "never a silent guess");
    assert!(matches!(s.message(), Some(Message::ChoosePath { .. })), "{:?}", s.message());
    s.reduce_now(Action::Typed(a.detail.text.clone()));
    assert_eq!(s.line(), [a.mv]);
}

#[test]
fn a_draw_rule_near_its_end_is_announced() {
    // Two kings against one (Brazilian): drawn after 5 moves each without a capture.
    let mut s = from_fen(Variant::Brazilian, "W:WK30,K31:BK1");
    assert_eq!(s.draw_count(), None);
    for text in ["30-26", "1-6", "26-30"] {
        s.reduce_now(Action::Typed(text.into()));
    }
    assert_eq!(s.ply(), 3);
    assert_eq!(s.draw_count().map(|c| c.moves_left), Some(4));
    s.reduce_now(Action::GoTo(0));
    assert_eq!(s.draw_count(), None, "it follows the position on view");
    // Far from its end, the 20-move king rule is not shown.
    let mut s = from_fen(Variant::Brazilian, "W:WK29,K30,K31,K32:BK1,K2,K3,K4");
    s.reduce_now(Action::Typed("29-25".into()));
    assert_eq!(s.draw_count(), None);
}

#[test]
fn undo_redo_and_history() {
    let mut s = GameState::new(Variant::Brazilian);
    click(&mut s, &[22, 17, 11, 15, 17, 13]);
    assert_eq!(s.move_texts(), ["22-17", "11-15", "17-13"]);
    s.reduce_now(Action::Undo);
    s.reduce_now(Action::Undo);
    assert_eq!(s.ply(), 1);
    assert!(s.can_redo());
    s.reduce_now(Action::Redo);
    assert_eq!(s.ply(), 2);
    s.reduce_now(Action::GoTo(0));
    assert_eq!(s.position(), &Position::initial(Variant::Brazilian));
    // Replaying the next move of the line keeps the rest of it.
    click(&mut s, &[22, 17]);
    assert_eq!(s.move_texts().len(), 3);
    // A different move starts a variation; the main line stays, in the link too (issue 56).
    click(&mut s, &[12, 16]);
    assert_eq!(s.move_texts(), ["22-17", "12-16"]);
    assert!(!s.can_redo());
    let shared = s.game();
    assert_eq!(crate::link::to_query(&shared), "moves=22-17+11-15+%2812-16%29+17-13&line=3");
    assert_eq!(s.query(), crate::link::to_query(&shared), "the query the state keeps is the game's");
    s.reduce_now(Action::GoTo(99));
    assert_eq!(s.ply(), 2);
}

#[test]
fn the_game_ends_with_its_reason() {
    let mut s = from_fen(Variant::Brazilian, "W:W22:B18");
    click(&mut s, &[22, 15]);
    // Black's last piece was taken: said so, not "no legal move".
    assert_eq!(s.status(), Status::Over { ending: damas_engine::Ending::Rules(damas_engine::Outcome::Win(Color::White)), no_pieces: true });
    assert!(s.legal().is_empty());
    click(&mut s, &[15]);
    assert_eq!(s.message(), Some(&Message::GameOver));
    s.reduce_now(Action::Undo);
    assert!(matches!(s.status(), Status::ToMove { .. }));
    // Threefold repetition.
    let mut s = from_fen(Variant::Brazilian, "W:WK32:BK1");
    for _ in 0..2 {
        click(&mut s, &[32, 28, 1, 5, 28, 32, 5, 1]);
    }
    assert_eq!(s.move_texts().len(), 8, "{:?} {:?}", s.move_texts(), s.message());
    assert_eq!(s.status(), Status::Over { ending: damas_engine::Ending::Rules(damas_engine::Outcome::Draw(damas_engine::DrawReason::Repetition)), no_pieces: false });
}

#[test]
fn new_game_and_prefs() {
    let mut s = GameState::new(Variant::Brazilian);
    let mut p = prefs();
    let action = Action::new_game(Opened::new(Position::initial(Variant::International)), Color::Black);
    // The page turns the board to the new game's side at the bottom: a preference, not the game's.
    p.reduce(action.orientation().unwrap());
    s.reduce_now(action);
    assert_eq!(s.variant(), Variant::International);
    assert!(p.flipped && s.board_view(&p).flipped);
    assert_eq!(s.marks().len(), 50);
    let text = p.to_text();
    assert_eq!(Prefs::from_text(&text, prefs()), p);
    assert_eq!(Prefs::from_text("garbage&&coords=zz=1", prefs()), prefs());
    let p = Prefs::from_text("coords=algebraic&anim=0&lang=pt-BR", prefs());
    assert_eq!((p.coords, p.animate, p.lang), (Coords::Algebraic, false, Lang::Pt));
}

#[test]
fn english_black_moves_first() {
    let s = GameState::new(Variant::English);
    assert_eq!(s.status(), Status::ToMove { turn: Color::Black, capture: None });
    assert_eq!(s.movable(), vec![9, 10, 11, 12]);
}

fn vs_computer(computer: Color) -> GameState {
    let mut s = GameState::new(Variant::Brazilian);
    let game = Opened { opponent: damas_game::opponent::Opponent::Computer { side: computer }, level: Some(2), ..Opened::new(Position::initial(Variant::Brazilian)) };
    s.reduce_now(Action::new_game(game, !computer));
    s
}

fn computer_plays(s: &mut GameState, text: &str) {
    let at = *s.position();
    let mv = at.parse_move(text).unwrap();
    s.reduce_now(Action::ComputerMove { at, mv, accepts_draw: false });
}

#[test]
fn the_player_cannot_move_for_the_computer() {
    let mut s = vs_computer(Color::White);
    assert!(s.computer_to_move());
    assert!(marked(&s, |m| m.selectable).is_empty(), "the computer's pieces are not offered");
    click(&mut s, &[22, 17]);
    assert_eq!(s.message(), Some(&Message::ComputerTurn));
    assert!(s.line().is_empty());
    s.reduce_now(Action::Drop { from: 22, to: 17 });
    let mv = s.position().parse_move("22-17").unwrap();
    s.reduce_now(Action::Play(mv));
    assert!(s.line().is_empty(), "nothing played for the computer");
    computer_plays(&mut s, "22-17");
    assert_eq!(s.move_texts(), ["22-17"]);
    assert!(!s.computer_to_move());
    assert!(s.fresh(), "the computer's move animates like a player's");
    click(&mut s, &[11, 15]);
    assert_eq!(s.move_texts(), ["22-17", "11-15"]);
    assert!(s.computer_to_move());
}

#[test]
fn a_late_computer_reply_changes_nothing() {
    let mut s = vs_computer(Color::Black);
    let before = *s.position();
    click(&mut s, &[22, 17]);
    // A reply searched for another position, or for the player's side, is ignored.
    let mv = before.parse_move("21-17").unwrap();
    s.reduce_now(Action::ComputerMove { at: before, mv, accepts_draw: false });
    assert_eq!(s.move_texts(), ["22-17"]);
    let at = *s.position();
    s.reduce_now(Action::Undo);
    s.reduce_now(Action::ComputerMove { at, mv: at.parse_move("11-15").unwrap(), accepts_draw: false });
    assert!(s.move_texts().len() == 1 && s.ply() == 0, "no move while looking back");
}

#[test]
fn undo_against_the_computer_takes_back_its_reply_and_the_players_move() {
    let mut s = vs_computer(Color::Black);
    click(&mut s, &[22, 17]);
    computer_plays(&mut s, "11-15");
    click(&mut s, &[17, 13]);
    computer_plays(&mut s, "12-16");
    assert_eq!(s.ply(), 4);
    s.reduce_now(Action::Undo);
    assert_eq!(s.ply(), 2, "the reply and the player's move");
    assert!(!s.computer_to_move());
    s.reduce_now(Action::Redo);
    assert_eq!(s.ply(), 4, "redo steps over the reply too");
    s.reduce_now(Action::GoTo(3));
    assert!(!s.computer_to_move(), "a look back does not wake the computer");
    s.reduce_now(Action::Undo);
    assert_eq!(s.ply(), 2);
    // While the computer thinks, undo takes back the player's move only.
    s.reduce_now(Action::GoTo(0));
    click(&mut s, &[23, 19]);
    assert!(s.computer_to_move());
    s.reduce_now(Action::Undo);
    assert_eq!(s.ply(), 0);
    // The computer opening the game: its first move cannot be undone alone.
    let mut w = vs_computer(Color::White);
    computer_plays(&mut w, "22-17");
    assert!(!w.can_undo());
    w.reduce_now(Action::Undo);
    assert_eq!(w.ply(), 1);
    click(&mut w, &[11, 15]);
    computer_plays(&mut w, "17-13");
    w.reduce_now(Action::Undo);
    assert_eq!(w.ply(), 1);
}

#[test]
fn the_computer_stops_when_the_game_ends() {
    let start = from_fen(Variant::Brazilian, "W:W22:B18");
    let opened = Opened { opponent: damas_game::opponent::Opponent::Computer { side: Color::Black }, ..Opened::new(*start.start()) };
    let mut s = GameState::opened(opened, crate::clock::now_ms());
    click(&mut s, &[22, 15]);
    assert!(s.outcome().is_some());
    assert!(!s.computer_to_move());
    assert_eq!(s.history().len(), 1);
}

#[test]
fn turkish_refusals_follow_its_orthogonal_captures() {
    // b2 (50) must take two (b3, b5); e4 (37) could take e5 alone: the majority rule is named.
    let mut s = from_fen(Variant::Turkish, "W:Wb2,e4:Bb3,b5,e5,h8");
    click(&mut s, &[37]);
    assert_eq!(s.message(), Some(&Message::TakeMaximum { count: 2, with: vec![50] }));
    s.reduce_now(Action::Typed("e4xe6".into()));
    assert_eq!(s.message(), Some(&Message::TakeMaximum { count: 2, with: vec![50] }));
    // Its words, with the squares a Turkish player reads: `text::message_text`'s tests.
}

/// The same layer plays Lasca: its squares are numbered 1 to 25 and its refusals come from the
/// engine, as for draughts.
#[test]
fn the_one_layer_plays_lasca_too() {
    use damas_engine::lasca::square_number;
    use damas_engine::lasca::{square_from_name, LascaPosition};
    let n = |name: &str| square_number(square_from_name(name).unwrap()).unwrap();
    let start = LascaPosition::from_fen("W:c3=w,d4=b,a7=b").unwrap();
    let opened = Opened { opponent: damas_game::opponent::Opponent::Local, ..Opened::new(start) };
    let mut s = GameState::opened(opened, crate::clock::now_ms());
    assert_eq!(s.kind(), damas_engine::GameKind::Lasca);
    assert_eq!(s.status(), Status::ToMove { turn: Color::White, capture: Some(CaptureNote::Take(1)) });
    s.reduce_now(Action::Click(n("d4")));
    assert_eq!(s.message(), Some(&Message::NotYourPiece));
    s.reduce_now(Action::Click(n("c3")));
    let marks = s.marks();
    assert!(marks[n("e5") as usize - 1].dest && marks[n("d4") as usize - 1].captured);
    s.reduce_now(Action::Click(n("e5")));
    assert_eq!(s.move_texts(), ["c3xe5"]);
    // The jumped column's piece went under the capturer: one column left of White's, none of d4.
    assert_eq!(s.pieces().len(), 2);
    s.reduce_now(Action::Undo);
    s.reduce_now(Action::Typed("c3-d4".into()));
    assert!(matches!(s.message(), Some(Message::CaptureAvailable { .. }) | Some(Message::NotLegal { .. })), "{:?}", s.message());
}

/// Move generations counted by the engine (feature `counting`, on for these tests). Without
/// the feature every count would read 0 and the bounds below would hold for nothing: refuse.
fn generations() -> usize {
    const { assert!(damas_engine::generations::COUNTING, "these tests need the engine's `counting` feature (Cargo.toml's dev-dependencies)") };
    damas_engine::generations::take()
}

/// Plays up to 80 moves into `s` (every other one by clicks where the two squares name one move)
/// and returns how many were played, the most generations one cost and their total. Each move
/// must cost at least one generation (the next position's moves) and at most two.
fn play_counting<G: BoardGame>(s: &mut GameState<G>) -> (usize, usize, usize) {
    let (mut played, mut worst, mut total) = (0, 0, 0);
    while s.outcome().is_none() && played < 80 {
        let chosen = s.legal()[(played * 7) % s.legal().len()].clone();
        let (from, to) = (chosen.detail.from, chosen.detail.to);
        let _ = generations();
        if played % 2 == 0 && s.legal().iter().filter(|m| m.detail.from == from && m.detail.to == to).count() == 1 {
            s.reduce_now(Action::Click(from));
            s.reduce_now(Action::Click(to));
        } else {
            s.reduce_now(Action::Play(chosen.mv));
        }
        let n = generations();
        assert_eq!(s.line().len(), played + 1, "the move was played");
        assert!(n >= 1, "a move played generates the next position's moves: counted {n}");
        worst = worst.max(n);
        total += n;
        played += 1;
    }
    assert!(played > 20, "a real game: {played} moves");
    assert!(worst <= 2, "at most two generations per move played, found {worst}");
    (played, worst, total)
}

#[test]
fn a_move_played_costs_at_most_two_generations_and_a_link_is_replayed_once() {
    let mut s = GameState::new(Variant::Brazilian);
    let (played, worst, total) = play_counting(&mut s);
    // Reading a link checks each move once (its text against the legal moves, then the record's
    // check, from the same list); opening the game read replays nothing.
    let query = crate::link::to_query(&s.game());
    let _ = generations();
    let read = crate::link::read_link::<Position>(&query).expect("the link reads");
    let reading = generations();
    assert!((played..=2 * played + 2).contains(&reading), "{reading} generations to read {played} moves");
    let opened = GameState::opened(read.game.clone(), crate::clock::now_ms());
    let opening = generations();
    assert!(opening <= 2, "opening the game read replays nothing: {opening} generations");
    assert_eq!(opened.move_texts(), s.move_texts());
    eprintln!("generations: {total} for {played} moves played (at most {worst} per move); {reading} to read the link; {opening} to open it");
}

#[test]
fn a_lasca_move_played_costs_at_most_two_generations() {
    let opened = Opened { opponent: damas_game::opponent::Opponent::Local, ..Opened::new(damas_engine::lasca::LascaPosition::initial()) };
    let mut s = GameState::opened(opened, crate::clock::now_ms());
    let (played, worst, total) = play_counting(&mut s);
    eprintln!("Lasca: {total} generations for {played} moves played (at most {worst} per move)");
}

/// The links are written from the round when asked, once per change: a link read before a move
/// is not the one read after it, and an equal game is equal whether its links were read or not.
#[test]
fn the_links_follow_the_game_and_are_no_part_of_its_state() {
    let mut s = GameState::new(Variant::Brazilian);
    let fresh = s.clone();
    assert_eq!((s.query(), s.reply_query()), ("", "side=white"));
    assert_eq!(s, fresh, "a link written is a cache, not state");
    s.reduce_now(Action::Typed("22-17".into()));
    assert_eq!((s.query(), s.reply_query()), ("moves=22-17", "moves=22-17&side=black"));
    s.reduce_now(Action::Undo);
    assert_eq!(s.query(), "moves=22-17&ply=0");
}
