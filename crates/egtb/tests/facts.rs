//! Textbook endings, checked in Brazilian and Russian (with flying kings they agree here: the
//! kings-only classes come out identical). Values are game-theoretic: the count rules (FMJD-64
//! 7.2.4, the 16- and 5-move endings) are not applied by the tables; the search applies them.

use damas_egtb::{build, build_class, Material, Tablebase, Value};
use damas_engine::{Color, Position, Variant};

/// The main diagonal a1-h8 ("grand diagonal"), by square number.
const MAIN_DIAGONAL: [u32; 8] = [29, 25, 22, 18, 15, 11, 8, 4];

fn main_diagonal(v: Variant) -> u64 {
    MAIN_DIAGONAL.iter().map(|&n| v.square(n).unwrap().mask()).fold(0, |a, b| a | b)
}

fn with_three_kings(variant: Variant) -> Tablebase {
    let mut tb = build(variant, 3, 2, &mut |_, _| {}).unwrap();
    build_class(&mut tb, Material::new(0, 3, 0, 1), 2).unwrap();
    tb
}

/// Every position of class `m` (White to move) with its value.
fn each(tb: &Tablebase, m: Material) -> impl Iterator<Item = (Position, Value)> + '_ {
    let n = tb.table(m).unwrap().values.len() as u64;
    (0..n).filter_map(move |i| tb.layout().position(m, i)).map(|p| (p, tb.probe(&p).unwrap()))
}

fn quiet(pos: &Position) -> bool {
    !pos.must_capture() && !pos.with_turn(!pos.turn()).must_capture()
}

#[test]
fn three_kings_beat_one_king_only_from_the_main_diagonal() {
    for variant in [Variant::Brazilian, Variant::Russian] {
        let tb = with_three_kings(variant);
        let diag = main_diagonal(variant);
        let (mut held, mut lost_held) = (0, 0);
        for (pos, value) in each(&tb, Material::new(0, 1, 0, 3)) {
            if !quiet(&pos) {
                continue;
            }
            let lone_on = pos.pieces(Color::White).0 & diag != 0;
            let strong_on = pos.pieces(Color::Black).0 & diag != 0;
            if lone_on && !strong_on {
                // The lone king holds the main diagonal: a draw, always.
                assert_eq!(value, Value::Draw, "{variant} {}", pos.to_fen());
            }
            if !lone_on && strong_on {
                held += 1;
                lost_held += usize::from(matches!(value, Value::Loss(_)));
            }
        }
        // The stronger side on the main diagonal: lost for the lone king in over 99 % of cases.
        assert!(lost_held * 100 > held * 99, "{variant}: {lost_held} of {held}");
        // Petrov's triangle wins within 15 moves (what FMJD-64 rule 7.2.4 allows): 29 plies.
        let longest = each(&tb, Material::new(0, 3, 0, 1)).filter_map(|(_, v)| v.distance()).max().unwrap();
        assert!(longest <= 29, "{variant}: {longest}");
    }
}

#[test]
fn two_kings_against_one_win_only_by_a_quick_shot() {
    for variant in [Variant::Brazilian, Variant::Russian] {
        let tb = build(variant, 3, 2, &mut |_, _| {}).unwrap();
        let diag = main_diagonal(variant);
        let (mut draws, mut quiet_positions) = (0, 0);
        for (pos, value) in each(&tb, Material::new(0, 2, 0, 1)) {
            if let Value::Win(d) = value {
                assert!(d <= 7, "{variant} {}: a win in {d} plies", pos.to_fen());
            }
            if quiet(&pos) {
                quiet_positions += 1;
                draws += usize::from(value == Value::Draw);
            }
        }
        assert!(draws * 10 > quiet_positions * 8, "{variant}: {draws} draws of {quiet_positions}");
        for (pos, value) in each(&tb, Material::new(0, 1, 0, 2)) {
            if quiet(&pos) && pos.pieces(Color::White).0 & diag != 0 && pos.pieces(Color::Black).0 & diag == 0 {
                assert_eq!(value, Value::Draw, "{variant} {}", pos.to_fen());
            }
        }
    }
}

#[test]
fn king_endings_with_one_piece_each() {
    for variant in [Variant::Brazilian, Variant::Russian] {
        let tb = build(variant, 2, 1, &mut |_, _| {}).unwrap();
        // King against king: drawn unless a capture comes within the first plies.
        let kk: Vec<(Position, Value)> = each(&tb, Material::new(0, 1, 0, 1)).collect();
        assert!(kk.iter().all(|(_, v)| v.distance().is_none_or(|d| d <= 3)));
        assert!(kk.iter().filter(|(_, v)| *v == Value::Draw).count() * 4 > kk.len() * 3);
        // Except the opposition on the main diagonal: the king in the corner to move must step
        // into the other's capture.
        let corner = Position::from_fen(variant, "W:WK4:BK29").unwrap();
        assert_eq!(tb.probe(&corner), Some(Value::Loss(2)));
        assert_eq!(tb.probe(&corner.with_turn(Color::Black)), Some(Value::Loss(2)));
        // King against man: the king never loses, and usually wins.
        let values: Vec<Value> = each(&tb, Material::new(0, 1, 1, 0)).map(|(_, v)| v).collect();
        assert!(values.iter().all(|v| !matches!(v, Value::Loss(_))));
        assert!(values.iter().filter(|v| matches!(v, Value::Win(_))).count() * 4 > values.len() * 3);
        // A man one step from crowning, the king far away: the man crowns and draws.
        let pos = Position::from_fen(variant, "W:W5:BK32").unwrap();
        assert_eq!(tb.probe(&pos), Some(Value::Draw));
    }
}

#[test]
fn english_two_kings_beat_one_as_checkers_books_say() {
    // Kings that move one square cannot hold a diagonal: two kings beat one, driving it out of
    // the double corner. The exceptions are a handful of cramped corners (`W:WK3,K4:BK11`).
    let tb = build(Variant::English, 3, 2, &mut |_, _| {}).unwrap();
    let (mut wins, mut quiet_positions) = (0, 0);
    for (pos, value) in each(&tb, Material::new(0, 2, 0, 1)) {
        if quiet(&pos) {
            quiet_positions += 1;
            wins += usize::from(matches!(value, Value::Win(_)));
        }
    }
    assert!(wins * 100 > quiet_positions * 99, "{wins} of {quiet_positions}");
    // Compare the flying kings of Brazilian: a draw in general (the test above).
    let cramped = Position::from_fen(Variant::English, "W:WK3,K4:BK11").unwrap();
    assert_eq!(tb.probe(&cramped), Some(Value::Draw));
}
