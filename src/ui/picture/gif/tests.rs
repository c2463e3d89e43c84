//! The GIF of a game, end to end natively: the frames a game makes, the file they encode to
//! (read back by the tests' own reader, `decode`), its pixels in the board's colours, Lasca's
//! columns, and a hostile film refused.

use crate::look::{BoardTheme, PieceSet};
use crate::ui::picture::gif::colour::look;
use crate::ui::picture::gif::decode::read;
use crate::ui::picture::gif::encode::{changed, encode};
use crate::ui::picture::gif::film::{Figure, Film, Fill};
use crate::ui::picture::gif::frames::{film, move_line, FilmChoices, PAUSE_DELAY, PLY_DELAY, START_DELAY};
use crate::ui::picture::gif::raster::canvas::{rgb, Canvas};
use crate::ui::picture::palette::palette;
use crate::ui::prefs::Coords;
use damas_engine::lasca::LascaPosition;
use damas_engine::{Color, Playable, Position, Record, Variant};

/// A record of `plies` moves from `start`, each the first legal move (the line stops early if
/// the game ends).
fn game<P: Playable>(start: P, plies: usize) -> Record<P> {
    let mut record = Record::new(start);
    for _ in 0..plies {
        let Some(&mv) = record.legal_moves().first() else { break };
        record.play(mv).unwrap();
    }
    record
}

fn choices(text: bool) -> FilmChoices {
    FilmChoices { width: 256, flipped: false, coords: Coords::Numbers, text }
}

#[test]
fn a_game_of_twenty_plies_makes_twenty_one_positions_and_a_pause() {
    let record = game(Position::initial(Variant::Brazilian), 20);
    assert_eq!(record.len(), 20);
    let f = film(&record, 20, Some("2-0"), look(&palette(BoardTheme::Wood, PieceSet::Classic)), choices(true));
    assert!(f.is_drawable());
    assert_eq!(f.shots.len(), 22);
    assert_eq!((f.cells, f.cell_px, f.size()), (8, 32, (256, 268)));
    assert_eq!(f.dark.len(), 32);
    assert_eq!(f.tags.len(), 32, "the square numbers");
    assert_eq!(f.shots[0].pieces.len(), 24);
    assert!(f.shots[0].last.is_empty() && f.shots[0].text.is_empty());
    assert_eq!(f.shots[0].delay, START_DELAY);
    assert_eq!(f.shots[1].text, format!("1. {}", record.move_texts()[0]));
    assert_eq!(f.shots[2].text, format!("1... {}", record.move_texts()[1]));
    assert!(f.shots[1].last.len() >= 2, "the last move's squares");
    assert_eq!(f.shots[20].delay, PLY_DELAY);
    let pause = &f.shots[21];
    assert_eq!((pause.delay, pause.badge.as_deref()), (PAUSE_DELAY, Some("2-0")));
    assert_eq!(pause.pieces, f.shots[20].pieces);
    // The line at the cursor: up to ply 6, with no result (the game goes on there).
    let part = film(&record, 6, Some("2-0"), look(&palette(BoardTheme::Wood, PieceSet::Classic)), choices(false));
    assert_eq!(part.shots.len(), 8);
    assert_eq!(part.shots[7].badge, None);
    assert!(part.shots.iter().all(|s| s.text.is_empty()) && part.band_px == 0);
}

#[test]
fn move_numbers_follow_whose_turn_it_was() {
    assert_eq!(move_line(0, Color::White, "22-17"), "1. 22-17");
    assert_eq!(move_line(1, Color::White, "11-15"), "1... 11-15");
    assert_eq!(move_line(2, Color::White, "17x10"), "2. 17x10");
    assert_eq!(move_line(0, Color::Black, "11-15"), "1... 11-15");
    assert_eq!(move_line(1, Color::Black, "22-17"), "2. 22-17");
}

#[test]
fn the_gif_decodes_with_one_frame_per_shot_in_the_boards_colours() {
    let record = game(Position::initial(Variant::Brazilian), 20);
    let l = look(&palette(BoardTheme::Tournament, PieceSet::Flat));
    let f = film(&record, 20, Some("1-0"), l, choices(true));
    let mut heard = Vec::new();
    let bytes = encode(&f, |done, total| heard.push((done, total)));
    assert_eq!(heard.len(), 22);
    assert_eq!(heard.last(), Some(&(22, 22)));
    let gif = read(&bytes).unwrap();
    assert_eq!((gif.width, gif.height), (256, 268));
    assert!(gif.loops);
    assert_eq!(gif.frames.len(), 22);
    assert_eq!((gif.frames[0].x, gif.frames[0].y, gif.frames[0].w, gif.frames[0].h), (0, 0, 256, 268), "the first frame is whole");
    assert!(gif.frames[1..].iter().all(|fr| fr.w * fr.h < 256 * 268), "the others only what changed");
    assert!(gif.frames.iter().all(|fr| fr.disposal == 1));
    assert!(gif.frames[0].clear.is_none() && gif.frames[1..21].iter().all(|fr| fr.clear == Some(0)), "what did not change is transparent");
    assert_eq!(gif.frames[21].delay, PAUSE_DELAY);
    let Fill::Solid(body) = l.white.body else { panic!("flat pieces are plain") };
    // Square 29 (bottom left) holds a white man at the start; square 17 (cell 1,4) is empty.
    let first = gif.picture(0);
    let at = |p: &[u32], x: usize, y: usize| p[y * 256 + x];
    assert_eq!(at(&first, 16, 7 * 32 + 10), rgb(body), "a white man's body");
    assert_eq!(at(&first, 32 + 16, 4 * 32 + 16), rgb(l.dark), "an empty dark square");
    assert_eq!(at(&first, 16, 16), rgb(l.light), "a light square");
    // Every frame is what the painter drew: the viewer's picture equals a fresh drawing.
    let mut painter = crate::ui::picture::gif::raster::frame::Painter::new();
    let mut canvas = Canvas::new(256, 268);
    for n in [1, 10, 20, 21] {
        painter.draw(&f, &f.shots[n], &mut canvas);
        let shown = gif.picture(n);
        let off = shown.iter().zip(&canvas.pixels).filter(|(a, b)| a != b).count();
        assert!(off < 256 * 268 / 100, "frame {n}: {off} pixels differ (only edge blends may)");
        assert_eq!(at(&shown, 2 * 32 + 2, 5 * 32 + 2), at(&canvas.pixels, 2 * 32 + 2, 5 * 32 + 2));
    }
}

#[test]
fn lasca_columns_are_drawn() {
    let record = game(LascaPosition::initial(), 12);
    let f = film(&record, record.len(), None, look(&palette(BoardTheme::Wood, PieceSet::Classic)), choices(true));
    assert_eq!(f.cells, 7);
    assert_eq!(f.shots[0].pieces.len(), 22);
    assert!(f.shots[0].pieces.iter().all(|(_, _, fig)| matches!(fig, Figure::Column(v) if v.len() == 1)));
    assert_eq!(f.tags.len(), 25, "Lasca names its squares");
    let gif = read(&encode(&f, |_, _| {})).unwrap();
    assert_eq!(gif.frames.len(), record.len() + 2);
    assert_eq!(gif.width, 7 * 36);
}

#[test]
fn the_changed_part_is_found() {
    let a = Canvas::new(10, 10);
    let mut b = a.clone();
    let r = changed(&a, &b);
    assert_eq!((r.w, r.h), (1, 1), "nothing changed: one pixel");
    b.fill(3, 4, 2, 3, 0xffffff);
    b.fill(8, 5, 1, 1, 0x10);
    let r = changed(&a, &b);
    assert_eq!((r.x, r.y, r.w, r.h), (3, 4, 6, 3));
}

#[test]
fn a_hostile_film_is_refused() {
    let record = game(Position::initial(Variant::Brazilian), 2);
    let good = film(&record, 2, None, look(&palette(BoardTheme::Wood, PieceSet::Classic)), choices(true));
    assert!(good.is_drawable());
    let bad = |change: fn(&mut Film)| {
        let mut f = good.clone();
        change(&mut f);
        f.is_drawable()
    };
    assert!(!bad(|f| f.cells = 40));
    assert!(!bad(|f| f.cell_px = 4000));
    assert!(!bad(|f| f.shots.clear()));
    assert!(!bad(|f| f.dark.push((9, 0))));
    assert!(!bad(|f| f.shots[0].pieces.push((0, 8, Figure::Piece { white: true, king: false }))));
    assert!(!bad(|f| f.shots[1].pieces.push((0, 0, Figure::Column(Vec::new())))));
    assert!(!bad(|f| f.shots[1].text = "x".repeat(500)));
    let bytes = postcard::to_allocvec(&good).unwrap();
    assert_eq!(postcard::from_bytes::<Film>(&bytes).unwrap(), good, "the message round-trips");
    assert!(postcard::from_bytes::<Film>(&bytes[..bytes.len() / 2]).is_err(), "a cut message is an error");
}

