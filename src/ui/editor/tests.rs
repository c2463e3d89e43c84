//! The editor of both games: pieces put and taken, columns built, positions typed and refused.

use super::*;
use damas_engine::lasca::square_from_name;
use damas_engine::Variant;

fn put(color: Color, crowned: bool) -> Tool {
    Tool::Put { color, crowned }
}

#[test]
fn builds_a_draughts_position_and_refuses_impossible_ones() {
    let mut e = Editor::new(Position::initial(Variant::Brazilian));
    e.clear();
    assert_eq!(e.check(), Err(SetupError::NoPieces(Color::White)));
    e.click(22);
    e.tool = put(Color::Black, false);
    e.click(18);
    assert_eq!(e.fen(), "W:W22:B18");
    assert_eq!(e.check(), Ok(()));
    e.set_turn(Color::Black);
    assert_eq!(e.fen(), "B:W22:B18");
    // A black man on its crowning row (White's back row, 29-32) is refused with the square.
    e.click(30);
    assert_eq!(e.check(), Err(SetupError::ManOnCrowningRow { color: Color::Black, number: 30 }));
    // Clicking the same piece again removes it.
    e.click(30);
    assert_eq!(e.check(), Ok(()));
    e.tool = Tool::Erase;
    e.click(18);
    assert_eq!(e.fen(), "B:W22:B");
    e.click(0);
    e.click(99);
    e.reset();
    assert_eq!(e.position, Position::initial(Variant::Brazilian));
    e.set_game(GameKind::Draughts(Variant::International));
    assert_eq!(e.position.variant(), Variant::International);
    e.set_game(GameKind::Lasca);
    assert_eq!(e.game(), GameKind::Draughts(Variant::International), "a draughts editor holds no Lasca");
    assert!(e.set_fen("W:W99").is_err());
    assert_eq!(e.position, Position::initial(Variant::International));
    e.set_fen(" W:W31,32:B1 ").unwrap();
    assert_eq!(e.fen(), "W:W31,32:B1");
}

#[test]
fn too_many_pieces_is_refused() {
    let mut e = Editor::new(Position::initial(Variant::Brazilian));
    for n in 13..=16 {
        e.click(n);
    }
    assert!(matches!(e.check(), Err(SetupError::TooManyPieces { color: Color::White, count: 16, max: 12 })));
}

fn at(name: &str) -> u32 {
    damas_engine::lasca::square_number(square_from_name(name).unwrap()).unwrap()
}

#[test]
fn lasca_columns_are_built_piece_by_piece() {
    let mut ed = Editor::new(LascaPosition::initial());
    ed.clear();
    assert_eq!(ed.fen(), "W");
    ed.click(at("d4"));
    ed.tool = put(Color::Black, true);
    ed.click(at("d4"));
    ed.click(at("b6"));
    assert_eq!(ed.fen(), "W:b6=B,d4=wB");
    ed.tool = Tool::TakeTop;
    ed.click(at("d4"));
    ed.click(at("a1")); // empty: nothing to take
    assert_eq!(ed.fen(), "W:b6=B,d4=w");
    ed.set_turn(Color::Black);
    assert_eq!(ed.check(), Ok(()));
    assert_eq!(ed.fen(), "B:b6=B,d4=w");
    ed.tool = Tool::Erase;
    ed.click(at("b6"));
    assert_eq!(ed.check(), Err(LascaSetupError::NoColumn(Color::Black)));
    ed.click(99);
    ed.reset();
    assert_eq!(ed.position, LascaPosition::initial());
}

#[test]
fn lasca_positions_typed_and_their_errors() {
    let mut ed = Editor::new(LascaPosition::initial());
    assert!(ed.set_fen("W:c7=w,e5=b").is_ok());
    assert!(matches!(ed.check(), Err(LascaSetupError::SoldierOnCrowningRow { .. })));
    let before = ed.position;
    assert!(ed.set_fen("W:z9=w").is_err());
    assert_eq!(ed.position, before, "a bad FEN keeps the position");
    ed.set_game(GameKind::Draughts(Variant::Brazilian));
    assert_eq!(ed.position, before, "a Lasca editor holds no draughts");
}

#[test]
fn every_tool_has_a_name_a_label_and_a_drawing_of_what_it_puts() {
    let names: Vec<&str> = Position::TOOLS.iter().map(|&t| Position::tool_name(t)).collect();
    assert_eq!(names, ["white-man", "white-king", "black-man", "black-king", "erase"]);
    let names: Vec<&str> = LascaPosition::TOOLS.iter().map(|&t| LascaPosition::tool_name(t)).collect();
    assert_eq!(names, ["white-soldier", "white-officer", "black-soldier", "black-officer", "take-top", "clear"]);
    for lang in crate::ui::prefs::Lang::ALL {
        for &t in Position::TOOLS {
            assert!(!Position::tool_text(t, lang).is_empty());
        }
        for &t in LascaPosition::TOOLS {
            assert!(!LascaPosition::tool_text(t, lang).is_empty());
        }
        assert!(!Position::hint(lang).is_empty() && !LascaPosition::hint(lang).is_empty());
    }
    assert_eq!(Position::tool_piece(put(Color::Black, true)), Some(Piece { color: Color::Black, role: Role::King }));
    let officer = LascaPosition::tool_piece(put(Color::White, true)).unwrap();
    assert_eq!((officer.column.height(), officer.column.top()), (1, Some(Stone { color: Color::White, officer: true })));
    assert_eq!(LascaPosition::tool_piece(Tool::TakeTop), None);
}
