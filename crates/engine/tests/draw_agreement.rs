//! The count rules seen two ways agree at every ply of many random games in every draughts
//! variant: `Game::outcome` (streaks rebuilt from the whole record) and the search's view
//! (`draw::drawn_by_count` with streaks carried move by move, its fast path included).

use damas_engine::draw::{counts, drawn_by_count, Streaks};
use damas_engine::{Color, DrawReason, Game, Outcome, Piece, Position, Role, Variant};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A random legal setup with up to four pieces a side, most of them kings, so the king and
/// ending counts actually run.
fn sparse_position(variant: Variant, rng: &mut Rng) -> Position {
    loop {
        let squares: Vec<_> = variant.all_squares().collect();
        let mut pos = Position::initial(variant).cleared().with_turn(Color::ALL[rng.below(2)]);
        for color in Color::ALL {
            for _ in 0..=rng.below(4) {
                let sq = squares[rng.below(squares.len())];
                // English counts king moves only: men would reset its count at every step.
                let man = variant != Variant::English && rng.below(4) == 0;
                let role = if man { Role::Man } else { Role::King };
                pos = pos.with_piece(sq, Some(Piece { color, role }));
            }
        }
        if pos.check_setup().is_ok() && !pos.legal_moves().is_empty() {
            return pos;
        }
    }
}

/// The streaks counted back from the end of the record, move by move, as a player would.
fn scanned(game: &Game) -> Streaks {
    let plies = game.moves().iter().zip(game.positions());
    let king = plies.clone().rev().take_while(|(mv, pos)| !mv.is_capture() && pos.kings().contains(mv.from)).count();
    let material = plies.rev().take_while(|(mv, _)| !mv.is_capture() && !mv.crowns).count();
    Streaks { king: king as u16, material: material as u16 }
}

/// Plays random moves from `start` and compares both views of the count rules at every ply.
fn check_game(start: Position, rng: &mut Rng, max_plies: usize) -> usize {
    let mut game = Game::from_position(start);
    let mut carried = Streaks::default();
    let mut count_draws = 0;
    for _ in 0..max_plies {
        let pos = *game.position();
        assert_eq!(game.streaks(), carried, "streaks differ in {}", pos.to_fen());
        assert_eq!(scanned(&game), carried, "streaks counted back differ in {}", pos.to_fen());
        let outcome = game.outcome();
        if !matches!(outcome, Some(Outcome::Win(_))) {
            let by_search = drawn_by_count(&pos, carried);
            let by_rules = counts(&pos, carried).reached();
            assert_eq!(by_search, by_rules.is_some(), "fast path vs rules in {} {carried:?}", pos.to_fen());
            if outcome != Some(Outcome::Draw(DrawReason::Repetition)) {
                assert_eq!(outcome, by_rules.map(Outcome::Draw), "game vs search in {} {carried:?}", pos.to_fen());
            }
        }
        if outcome.is_some() {
            count_draws += usize::from(matches!(outcome, Some(Outcome::Draw(r)) if r != DrawReason::Repetition));
            break;
        }
        // Mostly moves to new positions that offer no capture, so the long counts run out before
        // a repetition or a capture ends them.
        let mut moves = pos.legal_moves();
        if rng.below(8) != 0 {
            let calm = |m: &damas_engine::Move| {
                let next = pos.play(m);
                !next.must_capture() && !game.positions().contains(&next)
            };
            let fresh: Vec<_> = moves.iter().copied().filter(calm).collect();
            if !fresh.is_empty() {
                moves = fresh;
            }
        }
        let mv = moves[rng.below(moves.len())];
        let next = carried.after(&pos, &mv);
        game.play(mv).unwrap();
        assert_eq!(carried.between(&pos, game.position()), next, "between vs after in {}", pos.to_fen());
        carried = next;
    }
    count_draws
}

#[test]
fn game_and_search_agree_on_count_draws_in_every_variant() {
    let mut rng = Rng(0x0DDB_1A5E_5BAD_5EED);
    for variant in Variant::ALL {
        let mut draws = 0;
        for _ in 0..40 {
            draws += check_game(Position::initial(variant), &mut rng, 300);
        }
        for _ in 0..300 {
            let start = sparse_position(variant, &mut rng);
            draws += check_game(start, &mut rng, 400);
        }
        assert!(draws >= 10, "{variant}: only {draws} count draws reached; the test checks too little");
    }
}
