//! The SVG writer on every game: pieces counted, coordinates as set, the last move, arrows,
//! captions escaped.

use crate::look::{BoardTheme, PieceSet};
use crate::ui::board::board_view::BoardView;
use crate::ui::game::board_game::{still_view, BoardGame};
use crate::ui::picture::palette::palette;
use crate::ui::board::markup::escape;
use crate::ui::picture::svg::{pixel_size, write_svg, Extras, Paint};
use crate::ui::prefs::Coords;
use damas_engine::lasca::LascaPosition;
use damas_engine::{Position, Variant};

fn count(svg: &str, needle: &str) -> usize {
    svg.matches(needle).count()
}

fn draw<S: Paint>(view: &BoardView<S>, extras: &Extras) -> String {
    write_svg(view, extras, &palette(BoardTheme::Wood, PieceSet::Classic), 512)
}

#[test]
fn every_piece_and_square_is_drawn() {
    for v in Variant::ALL {
        let pos = Position::initial(v);
        let view = still_view(&pos, false, Coords::Off);
        let svg = draw(&view, &Extras::default());
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"512\" height=\"512\""), "{svg}");
        assert!(svg.ends_with("</svg>"));
        assert_eq!(count(&svg, "data-piece="), view.pieces.len(), "{v:?}");
        assert_eq!(count(&svg, "<rect data-square="), pos.square_count() as usize, "{v:?}");
        assert_eq!(count(&svg, "<text"), 0, "no coordinates when they are off");
    }
    let lasca = LascaPosition::initial();
    let svg = draw(&still_view(&lasca, false, Coords::Numbers), &Extras::default());
    assert_eq!(count(&svg, "data-piece=\"white-soldier\""), 11);
    assert_eq!(count(&svg, "data-piece=\"black-soldier\""), 11);
    assert_eq!(count(&svg, "<ellipse"), 44, "two ellipses per disc");
    assert_eq!(count(&svg, "<text"), 25, "Lasca names its squares");
}

#[test]
fn coordinates_follow_the_setting_and_the_side() {
    let pos = Position::initial(Variant::Brazilian);
    let numbers = draw(&still_view(&pos, false, Coords::Numbers), &Extras::default());
    assert_eq!(count(&numbers, "<text"), 32);
    assert!(numbers.contains(r#"<text x="1.060" y="0.200""#), "square 1 at the top");
    let flipped = draw(&still_view(&pos, true, Coords::Algebraic), &Extras::default());
    assert_eq!(count(&flipped, "<text"), 16);
    assert!(flipped.contains(">h</text>") && flipped.contains(">1</text>"));
    // Square 1's dark square moves to the bottom right corner's row when flipped.
    assert!(flipped.contains(r#"data-square="1" x="6" y="7""#), "{flipped}");
}

#[test]
fn last_move_and_arrows_are_drawn_only_when_asked() {
    let mut pos = Position::initial(Variant::Brazilian);
    let mv = pos.legal_moves().into_iter().find(|m| pos.describe(m).text == "22-17").unwrap();
    pos = pos.play(&mv);
    let mut view = still_view(&pos, false, Coords::Off);
    for m in &mut view.squares {
        m.last_move = [22, 17].contains(&m.number);
    }
    let theme = palette(BoardTheme::Tournament, PieceSet::Flat);
    let plain = write_svg(&view, &Extras::default(), &theme, 1024);
    assert_eq!(count(&plain, theme.last), 0);
    assert!(plain.contains(r#"width="1024" height="1024""#));
    let marked = Extras { last_move: true, arrows: vec![vec![11, 15]], caption: None };
    let svg = write_svg(&view, &marked, &theme, 1024);
    assert_eq!(count(&svg, &format!("fill=\"{}\"", theme.last)), 2);
    assert_eq!(count(&svg, "data-arrow"), 1);
    assert!(!svg.contains("g-white"), "flat pieces need no gradient");
}

#[test]
fn captions_are_text_never_markup() {
    let view = still_view(&Position::initial(Variant::Russian), false, Coords::Off);
    let hostile = "<script>alert('x')</script> & \"q\" \u{7}\u{0}";
    let svg = draw(&view, &Extras { caption: Some(hostile.into()), ..Extras::default() });
    assert!(!svg.contains("<script"), "{svg}");
    assert!(svg.contains("&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt; &amp; &quot;q&quot;"), "{svg}");
    assert!(!svg.contains('\u{7}') && !svg.contains('\u{0}'));
    assert_eq!(count(&svg, "data-caption"), 1);
    let (w, h) = pixel_size(8, 512, true);
    assert_eq!((w, h), (512, 558));
    assert!(svg.contains(r#"width="512" height="558""#));
    let long = draw(&view, &Extras { caption: Some("é".repeat(500)), ..Extras::default() });
    assert!(long.contains(&format!("{}…", "é".repeat(90))));
    let blank = draw(&view, &Extras { caption: Some("  ".into()), ..Extras::default() });
    assert!(!blank.contains("data-caption"), "a blank caption is none");
    assert_eq!(escape("a\tb\nc"), "a b c");
}
