//! The picture page's own link parameters, besides the game (read by `link::read_link`):
//! `picture` opens the page; `arrow=<squares>` draws an arrow (a review's better move: the start
//! square, then each landing, by the board's numbers, joined by `-` or `x`); `title=<text>` is a
//! caption the player may choose (a PDN title). The route reads them (`route::PictureLink`);
//! this checks them against the board and writes the page's link. Pure and native; reading never
//! panics and every problem is a typed [`PictureLinkError`].

use crate::link::route::PictureLink;
use crate::link::{clip_to, encode_component};

/// What the picture draws beside the game: an arrow and a caption.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PictureMarks {
    /// The squares of an arrow, start first.
    pub arrow: Option<Vec<u32>>,
    /// A title for the caption (user text, clipped; never markup).
    pub title: Option<String>,
}

/// Why the picture parameters cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PictureLinkError {
    /// `arrow` is not two to twelve squares of this board (the text, clipped).
    BadArrow(String),
}

/// Most squares an arrow may name.
const MAX_ARROW: usize = 12;
/// Longest title kept, in characters.
const MAX_TITLE: usize = 80;

/// The arrow `text` names on a board of `squares` squares: `22-17`, `28x19x10`.
///
/// # Errors
/// [`PictureLinkError::BadArrow`] when it is not two to twelve squares of the board.
pub fn parse_arrow(text: &str, squares: u32) -> Result<Vec<u32>, PictureLinkError> {
    let bad = || PictureLinkError::BadArrow(clip_to(text, 24));
    let squares: Vec<u32> = text
        .split(['-', 'x', 'X'])
        .map(|s| s.trim().parse::<u32>().ok().filter(|n| (1..=squares).contains(n)))
        .collect::<Option<_>>()
        .ok_or_else(bad)?;
    if squares.len() < 2 || squares.len() > MAX_ARROW || squares.windows(2).any(|w| w[0] == w[1]) {
        return Err(bad());
    }
    Ok(squares)
}

/// The marks the picture link `link` (as the route read it) asks for, on a board of `squares`
/// squares: its arrow checked against the board, its title trimmed and clipped (kept as text:
/// the writer escapes it).
///
/// # Errors
/// [`PictureLinkError::BadArrow`] for an arrow that is not two to twelve squares of the board.
pub fn picture_marks(link: &PictureLink, squares: u32) -> Result<PictureMarks, PictureLinkError> {
    let arrow = link.arrow.as_deref().map(|a| parse_arrow(a, squares)).transpose()?;
    let title = link.title.as_deref().map(str::trim).filter(|t| !t.is_empty()).map(|t| clip_to(t, MAX_TITLE));
    Ok(PictureMarks { arrow, title })
}

/// The query of the picture page of the game `game_query` (a game link's query), with an arrow.
#[must_use]
pub fn picture_query(game_query: &str, arrow: Option<&[u32]>) -> String {
    let mut q = String::from("picture");
    if !game_query.is_empty() {
        q.push('&');
        q.push_str(game_query.trim_start_matches('?'));
    }
    if let Some(squares) = arrow.filter(|a| a.len() >= 2) {
        let text: Vec<String> = squares.iter().map(u32::to_string).collect();
        q.push_str("&arrow=");
        q.push_str(&encode_component(&text.join("-")));
    }
    q
}

/// `game_query` seen from `bottom`: its `side=` (the side of a correspondence link, which may be
/// the friend's) replaced by the side the player's board shows at the bottom, so a picture is
/// drawn as the player sees the board.
#[must_use]
pub fn seen_from(game_query: &str, bottom: damas_engine::Color) -> String {
    let mut pairs: Vec<&str> = game_query.trim_start_matches('?').split('&').filter(|p| !p.is_empty() && !p.starts_with("side=")).collect();
    let side = if bottom == damas_engine::Color::Black { "side=black" } else { "side=white" };
    pairs.push(side);
    pairs.join("&")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_is_seen_from_the_players_side() {
        use damas_engine::Color::{Black, White};
        assert_eq!(seen_from("moves=22-17&side=black", White), "moves=22-17&side=white");
        assert_eq!(seen_from("?moves=22-17", Black), "moves=22-17&side=black");
        assert_eq!(seen_from("", White), "side=white");
        assert_eq!(picture_query(&seen_from("fen=W:W22:B18&side=white", Black), None), "picture&fen=W:W22:B18&side=black");
    }

    #[test]
    fn arrows_are_squares_of_the_board() {
        assert_eq!(parse_arrow("22-17", 32), Ok(vec![22, 17]));
        assert_eq!(parse_arrow("28x19x10", 32), Ok(vec![28, 19, 10]));
        for bad in ["", "22", "22-", "22-33", "0-5", "a-b", "5-5", "1-2-3-4-5-6-7-8-9-10-11-12-13", "-1-2", "22—17"] {
            assert!(matches!(parse_arrow(bad, 32), Err(PictureLinkError::BadArrow(_))), "{bad}");
        }
        assert_eq!(parse_arrow("45-50", 50), Ok(vec![45, 50]));
    }

    #[test]
    fn the_link_reads_its_own_parameters_and_leaves_the_rest() {
        use crate::link::route::Route;
        let marks = |q: &str| match Route::parse(q) {
            Route::Picture(link) => picture_marks(&link, 32),
            other => panic!("{q}: {other:?}"),
        };
        let q = picture_query("variant=russian&moves=c3-d4", Some(&[22, 17]));
        assert_eq!(q, "picture&variant=russian&moves=c3-d4&arrow=22-17");
        assert_eq!(marks(&q), Ok(PictureMarks { arrow: Some(vec![22, 17]), title: None }));
        let titled = marks("?picture&title=%3Cb%3EClub+night%3C%2Fb%3E&arrow=1-5").unwrap();
        assert_eq!(titled.title.as_deref(), Some("<b>Club night</b>"), "kept as text: the writer escapes it");
        let long = "x".repeat(300);
        assert_eq!(marks(&format!("picture&title={long}")).unwrap().title.unwrap().chars().count(), 81);
        assert_eq!(marks("picture&title=%20").unwrap().title, None);
        assert!(matches!(marks("picture&arrow=%zz"), Err(PictureLinkError::BadArrow(_))));
        assert!(matches!(marks("picture&arrow=99-1"), Err(PictureLinkError::BadArrow(_))));
        assert_eq!(picture_query("", None), "picture");
    }
}
