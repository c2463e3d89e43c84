//! Retrograde consistency of freshly built small tables: every stored value is the best of its
//! moves' values, in each supported 8x8 variant; and building is deterministic.

use damas_egtb::verify::verify_class;
use damas_egtb::{build, build_class, Material};
use damas_engine::Variant;

#[test]
fn tables_up_to_three_pieces_agree_with_their_moves() {
    // Spanish and Italian on their mirrored boards, numbered their way: a table indexed by
    // their numbers instead of the bits disagreed with its moves here (1 king v 2).
    let games = [Variant::Brazilian, Variant::Russian, Variant::English, Variant::Spanish, Variant::Italian, Variant::Czech, Variant::Pool];
    for variant in games {
        let tb = build(variant, 3, 2, &mut |_, _| {}).unwrap();
        assert_eq!(tb.pieces(), 3);
        let mut checked = 0;
        for table in tb.tables() {
            let (n, bad) = verify_class(&tb, table.material, 3);
            assert!(bad.is_empty(), "{variant} {bad:?}");
            checked += n;
        }
        assert!(checked > 190_000, "{variant}: {checked}");
    }
}

#[test]
fn a_four_piece_class_agrees_with_its_moves_and_builds_the_same_on_any_thread_count() {
    let mut one = build(Variant::Russian, 3, 1, &mut |_, _| {}).unwrap();
    let mut two = one.clone();
    let m = Material::new(0, 2, 0, 2);
    build_class(&mut one, m, 1).unwrap();
    build_class(&mut two, m, 2).unwrap();
    assert_eq!(one.table(m), two.table(m));
    let (n, bad) = verify_class(&one, m, 3);
    assert!(n > 200_000 && bad.is_empty(), "{bad:?}");
}
