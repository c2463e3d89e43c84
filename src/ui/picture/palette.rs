//! The colours of a picture: the board theme's squares and labels and the piece set's pieces, as
//! `styles/themes.css`, `styles/app.css` and `styles/lasca.css` paint the live board. A picture
//! is a file of its own, with no stylesheet, so it carries them as values; the e2e test
//! `pictures.mjs` compares its pixels with the live board's so the two cannot drift apart.

use crate::look::{BoardTheme, PieceSet};

/// How one side's pieces are painted.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SidePaint {
    /// A man's or king's body (a colour or the classic set's gradient, `url(#g-white)`).
    pub body: &'static str,
    /// The body's outline.
    pub edge: &'static str,
    /// The ring inside the body (`none` for none).
    pub rim: &'static str,
    /// A man's inner ring.
    pub inner: &'static str,
    /// A king's crown and its outline.
    pub crown: (&'static str, &'static str),
    /// A Lasca disc's face, side and outline.
    pub disc: (&'static str, &'static str, &'static str),
    /// A Lasca officer's star and its outline.
    pub star: (&'static str, &'static str),
}

/// Every colour a picture is drawn with.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Palette {
    /// Light and dark squares.
    pub light: &'static str,
    /// A dark (playable) square.
    pub dark: &'static str,
    /// A square of the last move.
    pub last: &'static str,
    /// Square numbers and names.
    pub label: &'static str,
    /// Files and ranks on the edges.
    pub label_edge: &'static str,
    /// The pieces' drop shadow (the classic set only).
    pub shadow: bool,
    /// The width of a body's outline, and of a disc's.
    pub edge_width: (&'static str, &'static str),
    /// White's pieces.
    pub white: SidePaint,
    /// Black's pieces.
    pub black: SidePaint,
}

/// The arrow of a better move (the review's colour).
pub const ARROW: &str = "#58c98b";
/// The classic set's shading (`url(#g-white)`, `url(#g-black)` in the SVG): the light spot's
/// colour, then the edge's.
pub const GRADIENT_WHITE: (&str, &str) = ("#fffaf0", "#d8ccb4");
/// Black's shading.
pub const GRADIENT_BLACK: (&str, &str) = ("#5a4a42", "#1b1512");
/// A Lasca column's height badge and its text.
pub const COUNT: (&str, &str) = ("#4fd1c5", "#0f2a2a");

const CLASSIC: [SidePaint; 2] = [
    SidePaint {
        body: "url(#g-white)",
        edge: "#8f8170",
        rim: "rgba(120,100,80,0.55)",
        inner: "rgba(120,100,80,0.4)",
        crown: ("#b8860b", "#7a5a08"),
        disc: ("#f6eee2", "#c9bba5", "#8f8170"),
        star: ("#e0b030", "#7a5a08"),
    },
    SidePaint {
        body: "url(#g-black)",
        edge: "#0c0907",
        rim: "rgba(255,230,200,0.22)",
        inner: "rgba(255,230,200,0.16)",
        crown: ("#f0c75e", "#8a6a18"),
        disc: ("#45372f", "#140f0c", "#0c0907"),
        star: ("#e0b030", "#7a5a08"),
    },
];

const FLAT: [SidePaint; 2] = [
    SidePaint {
        body: "#f4efe6",
        edge: "#6f6456",
        rim: "none",
        inner: "#b5a893",
        crown: ("#c08a12", "none"),
        disc: ("#f4efe6", "#cfc5b5", "#8f8170"),
        star: ("#e0b030", "#7a5a08"),
    },
    SidePaint {
        body: "#2b2724",
        edge: "#0b0908",
        rim: "none",
        inner: "#5d5650",
        crown: ("#f2c14e", "none"),
        disc: ("#2b2724", "#0b0908", "#0c0907"),
        star: ("#e0b030", "#7a5a08"),
    },
];

const PRINT: [SidePaint; 2] = [
    SidePaint {
        body: "#fff",
        edge: "#000",
        rim: "#000",
        inner: "#000",
        crown: ("#000", "#000"),
        disc: ("#fff", "#fff", "#000"),
        star: ("#000", "#000"),
    },
    SidePaint {
        body: "#000",
        edge: "#000",
        rim: "#fff",
        inner: "#fff",
        crown: ("#fff", "#fff"),
        disc: ("#000", "#000", "#fff"),
        star: ("#fff", "#fff"),
    },
];

/// The colours of `theme` with the pieces of `pieces`.
#[must_use]
pub fn palette(theme: BoardTheme, pieces: PieceSet) -> Palette {
    let (light, dark, last, label, label_edge) = match theme {
        BoardTheme::Wood => ("#ecd9b8", "#9a6a47", "#b88a4a", "rgba(255,240,220,0.55)", "rgba(90,55,30,0.8)"),
        BoardTheme::Tournament => ("#eeeed2", "#769656", "#aeb84a", "rgba(255,255,235,0.72)", "rgba(60,90,40,0.9)"),
        BoardTheme::Slate => ("#dee3e6", "#7d96a8", "#a5bccb", "rgba(245,250,255,0.75)", "rgba(50,70,90,0.85)"),
        BoardTheme::Contrast => ("#ffffff", "#6b6b6b", "#000000", "#ffffff", "#000000"),
    };
    let ([mut white, mut black], mut edge_width) = match pieces {
        PieceSet::Classic => (CLASSIC, ("0.025", "0.02")),
        PieceSet::Flat => (FLAT, ("0.025", "0.02")),
        PieceSet::Print => (PRINT, ("0.045", "0.035")),
    };
    if theme == BoardTheme::Contrast {
        // Each piece outlined in the other colour; the classic set's shaded pieces turn plain.
        edge_width = ("0.045", "0.035");
        (white.edge, black.edge, white.disc.2, black.disc.2) = ("#000", "#fff", "#000", "#fff");
        if pieces == PieceSet::Classic {
            (white.body, black.body) = ("#fff", "#111");
            (white.disc.0, white.disc.1, black.disc.0, black.disc.1) = ("#fff", "#d0d0d0", "#111", "#000");
        }
    }
    Palette { light, dark, last, label, label_edge, shadow: pieces == PieceSet::Classic, edge_width, white, black }
}

/// The printed sheets' colours, black and white (as `styles/print.css` prints the board): white
/// and grey squares, the print piece set, black labels.
#[must_use]
pub fn print_palette() -> Palette {
    let [white, black] = PRINT;
    Palette { light: "#fff", dark: "#b8b8b8", last: "#8a8a8a", label: "#000", label_edge: "#000", shadow: false, edge_width: ("0.045", "0.035"), white, black }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::look::Named;

    #[test]
    fn every_theme_and_set_has_its_colours() {
        for &theme in BoardTheme::ALL {
            for &pieces in PieceSet::ALL {
                let p = palette(theme, pieces);
                assert_ne!(p.light, p.dark, "{theme:?}");
                assert_ne!(p.white.body, p.black.body, "{theme:?} {pieces:?}");
                assert_eq!(p.shadow, pieces == PieceSet::Classic);
            }
        }
        assert_eq!(palette(BoardTheme::Tournament, PieceSet::Flat).dark, "#769656");
        assert_eq!(palette(BoardTheme::Contrast, PieceSet::Classic).white.body, "#fff");
        assert_eq!(palette(BoardTheme::Wood, PieceSet::Classic).white.body, "url(#g-white)");
        assert_eq!(palette(BoardTheme::Contrast, PieceSet::Flat).black.edge, "#fff");
        let print = print_palette();
        assert_eq!((print.light, print.white.body, print.black.body), ("#fff", "#fff", "#000"));
    }
}
