//! The picture palette's CSS colours (`#rgb`, `#rrggbb`, `rgba(r,g,b,a)`, `none`, the classic
//! set's `url(#g-…)` shading) as the values the GIF worker paints with ([`Look`]). Pure and native.

use crate::ui::picture::gif::film::{Fill, Look, Rgba, SideLook};
use crate::ui::picture::palette::{Palette, SidePaint, GRADIENT_BLACK, GRADIENT_WHITE};

/// A plain decimal (`0.55`, `1`, `.025`) as a number: our own reader, so that neither the
/// page nor the worker links the standard library's float parsing (several KB of wasm).
#[must_use]
pub fn decimal(text: &str) -> Option<f32> {
    let (whole, part) = text.split_once('.').unwrap_or((text, ""));
    if (whole.is_empty() && part.is_empty()) || whole.len() + part.len() > 9 {
        return None;
    }
    let digits = |t: &str| t.bytes().try_fold(0u32, |n, b| b.is_ascii_digit().then(|| n * 10 + u32::from(b - b'0')));
    let (w, p) = (digits(whole)?, digits(part)?);
    Some(w as f32 + p as f32 / 10f32.powi(part.len() as i32))
}

/// The colour `css` names; transparent for `none` and anything unreadable.
#[must_use]
pub fn rgba(css: &str) -> Rgba {
    parse(css.trim()).unwrap_or([0, 0, 0, 0])
}

fn parse(css: &str) -> Option<Rgba> {
    if let Some(hex) = css.strip_prefix('#') {
        let digit = |i: usize| u8::from_str_radix(hex.get(i..=i)?, 16).ok();
        return match hex.len() {
            3 => Some([digit(0)? * 17, digit(1)? * 17, digit(2)? * 17, 255]),
            6 => Some([digit(0)? * 16 + digit(1)?, digit(2)? * 16 + digit(3)?, digit(4)? * 16 + digit(5)?, 255]),
            _ => None,
        };
    }
    let inner = css.strip_prefix("rgba(").or_else(|| css.strip_prefix("rgb("))?.strip_suffix(')')?;
    let parts: Vec<&str> = inner.split(',').map(str::trim).collect();
    let channel = |i: usize| parts.get(i)?.parse::<u8>().ok();
    let alpha = match parts.get(3) {
        None => 255,
        Some(a) => (decimal(a)?.clamp(0.0, 1.0) * 255.0).round() as u8,
    };
    (parts.len() <= 4).then_some(())?;
    Some([channel(0)?, channel(1)?, channel(2)?, alpha])
}

/// A body's paint: the classic set's shading for `url(#g-white)` / `url(#g-black)`.
#[must_use]
pub fn fill(css: &str) -> Fill {
    match css {
        "url(#g-white)" => Fill::Radial(rgba(GRADIENT_WHITE.0), rgba(GRADIENT_WHITE.1)),
        "url(#g-black)" => Fill::Radial(rgba(GRADIENT_BLACK.0), rgba(GRADIENT_BLACK.1)),
        other => Fill::Solid(rgba(other)),
    }
}

/// A width in squares (`"0.025"`) in thousandths of a square.
fn thousandths(css: &str) -> u16 {
    decimal(css).map_or(0, |w| (w * 1000.0).round().clamp(0.0, 500.0) as u16)
}

fn side(p: &SidePaint) -> SideLook {
    SideLook {
        body: fill(p.body),
        edge: rgba(p.edge),
        rim: rgba(p.rim),
        inner: rgba(p.inner),
        crown: (rgba(p.crown.0), rgba(p.crown.1)),
        disc: (rgba(p.disc.0), rgba(p.disc.1), rgba(p.disc.2)),
        star: (rgba(p.star.0), rgba(p.star.1)),
    }
}

/// The colours of `palette`, resolved.
#[must_use]
pub fn look(palette: &Palette) -> Look {
    Look {
        light: rgba(palette.light),
        dark: rgba(palette.dark),
        last: rgba(palette.last),
        label: rgba(palette.label),
        label_edge: rgba(palette.label_edge),
        shadow: palette.shadow,
        edge_width: (thousandths(palette.edge_width.0), thousandths(palette.edge_width.1)),
        white: side(&palette.white),
        black: side(&palette.black),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::look::{BoardTheme, Named, PieceSet};
    use crate::ui::picture::palette::palette;

    #[test]
    fn css_colours_read() {
        assert_eq!(rgba("#ecd9b8"), [0xec, 0xd9, 0xb8, 255]);
        assert_eq!(rgba("#fff"), [255, 255, 255, 255]);
        assert_eq!(rgba("rgba(120,100,80,0.55)"), [120, 100, 80, 140]);
        assert_eq!(rgba("rgb(1, 2, 3)"), [1, 2, 3, 255]);
        assert_eq!(decimal("0.025"), Some(0.025));
        assert_eq!(decimal("1"), Some(1.0));
        assert_eq!(decimal(".5"), Some(0.5));
        for bad in ["", ".", "-1", "1e3", "0.5.5", "1234567890", "a"] {
            assert_eq!(decimal(bad), None, "{bad}");
        }
        for bad in ["none", "", "#12", "#gggggg", "rgba(1,2)", "rgba(1,2,3,4,5)", "rgba(300,0,0,1)", "url(#x)", "#ééé"] {
            assert_eq!(rgba(bad), [0, 0, 0, 0], "{bad}");
        }
        assert_eq!(fill("url(#g-white)"), Fill::Radial([0xff, 0xfa, 0xf0, 255], [0xd8, 0xcc, 0xb4, 255]));
    }

    #[test]
    fn every_palette_resolves_and_the_shading_is_the_svgs() {
        for &theme in crate::look::BoardTheme::ALL {
            for &pieces in crate::look::PieceSet::ALL {
                let l = look(&palette(theme, pieces));
                assert_eq!(l.dark[3], 255, "{theme:?}");
                assert_ne!(l.white.body, l.black.body);
                assert!(l.edge_width.0 > 0);
            }
        }
        let classic = look(&palette(BoardTheme::Wood, PieceSet::Classic));
        assert!(matches!(classic.white.body, Fill::Radial(..)));
        assert_eq!(classic.dark, [0x9a, 0x6a, 0x47, 255]);
        let flat = look(&palette(BoardTheme::Wood, PieceSet::Flat));
        assert_eq!(flat.white.rim[3], 0, "none is transparent");
        // The SVG's gradients use the same stops.
        let svg = crate::ui::picture::svg::write_svg(
            &crate::ui::game::board_game::still_view(&damas_engine::Position::initial(damas_engine::Variant::Brazilian), false, crate::ui::prefs::Coords::Off),
            &crate::ui::picture::svg::Extras::default(),
            &palette(BoardTheme::Wood, PieceSet::Classic),
            512,
        );
        for stop in [GRADIENT_WHITE.0, GRADIENT_WHITE.1, GRADIENT_BLACK.0, GRADIENT_BLACK.1] {
            assert!(svg.contains(&format!("stop-color=\"{stop}\"")), "{stop}");
        }
    }
}
