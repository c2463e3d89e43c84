//! How the board and the page look: the board's theme, the piece set and the page's palette. Only
//! names here: the board carries them as `data-theme` / `data-pieces` and the stylesheets
//! (`styles/themes.css`, `styles/page.css`) hold every colour, so a theme costs the wasm a few
//! strings. Native: the preferences, the embed options and the settings share these names.

/// The board's colours (squares, highlights, labels).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum BoardTheme {
    /// Warm wood, the original board.
    #[default]
    Wood,
    /// Green and cream, as on tournament boards.
    Tournament,
    /// Blue and grey.
    Slate,
    /// Strong contrasts for low vision (WCAG non-text contrast for pieces and highlights).
    Contrast,
}

/// How the pieces are drawn.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum PieceSet {
    /// Rounded pieces with a light and a shade, the original set.
    #[default]
    Classic,
    /// Flat colours, no shading.
    Flat,
    /// Outlined white pieces and solid black ones with a clear king mark: prints in black on white.
    Print,
}

/// The page's palette.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Page {
    /// The system's `prefers-color-scheme`, until the player chooses.
    #[default]
    System,
    /// Light page.
    Light,
    /// Dark page.
    Dark,
}

/// A value with a name in links, storage and markup.
pub trait Named: Sized + Copy + 'static {
    /// Every value, in the settings' order.
    const ALL: &'static [Self];
    /// Its name (`data-*` value, stored and linked form).
    fn name(self) -> &'static str;
    /// The value of `name`, if it names one.
    fn from_name(name: &str) -> Option<Self> {
        let name = name.trim();
        Self::ALL.iter().copied().find(|v| v.name() == name)
    }
}

impl Named for BoardTheme {
    const ALL: &'static [BoardTheme] = &[BoardTheme::Wood, BoardTheme::Tournament, BoardTheme::Slate, BoardTheme::Contrast];
    fn name(self) -> &'static str {
        match self {
            BoardTheme::Wood => "wood",
            BoardTheme::Tournament => "tournament",
            BoardTheme::Slate => "slate",
            BoardTheme::Contrast => "contrast",
        }
    }
}

impl Named for PieceSet {
    const ALL: &'static [PieceSet] = &[PieceSet::Classic, PieceSet::Flat, PieceSet::Print];
    fn name(self) -> &'static str {
        match self {
            PieceSet::Classic => "classic",
            PieceSet::Flat => "flat",
            PieceSet::Print => "print",
        }
    }
}

impl Named for Page {
    const ALL: &'static [Page] = &[Page::System, Page::Light, Page::Dark];
    fn name(self) -> &'static str {
        match self {
            Page::System => "system",
            Page::Light => "light",
            Page::Dark => "dark",
        }
    }
}

/// The player's choice of looks.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Look {
    /// The board's colours.
    pub theme: BoardTheme,
    /// The pieces.
    pub pieces: PieceSet,
    /// The page's palette.
    pub page: Page,
}

impl Look {
    /// The stored form: `theme=wood&pieces=classic&page=system`.
    #[must_use]
    pub fn to_text(self) -> String {
        format!("theme={}&pieces={}&page={}", self.theme.name(), self.pieces.name(), self.page.name())
    }

    /// Takes one stored `key=value` pair if it is one of the look's; an unknown value keeps the
    /// current one (a name from a later version, or a typo, never resets the rest).
    pub fn read(&mut self, key: &str, value: &str) {
        match key {
            "theme" => self.theme = BoardTheme::from_name(value).unwrap_or(self.theme),
            "pieces" => self.pieces = PieceSet::from_name(value).unwrap_or(self.pieces),
            "page" => self.page = Page::from_name(value).unwrap_or(self.page),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for &t in BoardTheme::ALL {
            assert_eq!(BoardTheme::from_name(t.name()), Some(t));
        }
        for &p in PieceSet::ALL {
            assert_eq!(PieceSet::from_name(p.name()), Some(p));
        }
        for &p in Page::ALL {
            assert_eq!(Page::from_name(p.name()), Some(p));
        }
        assert_eq!(BoardTheme::ALL.len(), 4);
        assert_eq!(PieceSet::ALL.len(), 3);
        assert_eq!(BoardTheme::from_name(" contrast "), Some(BoardTheme::Contrast));
        assert_eq!(BoardTheme::from_name("Wood"), None);
        assert_eq!(PieceSet::from_name(""), None);
    }

    #[test]
    fn stored_form_is_read_leniently() {
        let look = Look { theme: BoardTheme::Slate, pieces: PieceSet::Print, page: Page::Light };
        let mut read = Look::default();
        for pair in look.to_text().split('&') {
            let (k, v) = pair.split_once('=').unwrap();
            read.read(k, v);
        }
        assert_eq!(read, look);
        read.read("theme", "plaid");
        read.read("pieces", "<b>");
        read.read("page", "dim");
        read.read("colour", "red");
        assert_eq!(read, look, "unknown values keep what was there");
    }

    #[test]
    fn prefs_keep_the_look_and_the_sound_switch() {
        use crate::ui::prefs::{Lang, Prefs};
        let base = Prefs::new(Lang::En);
        assert_eq!(base.look, Look::default());
        assert!(base.sound, "sounds are on until switched off");
        let mut prefs = base;
        prefs.look = Look { theme: BoardTheme::Contrast, pieces: PieceSet::Flat, page: Page::Dark };
        prefs.sound = false;
        let text = prefs.to_text();
        assert!(text.contains("theme=contrast") && text.contains("pieces=flat") && text.contains("page=dark") && text.contains("sound=0"), "{text}");
        assert_eq!(Prefs::from_text(&text, base), prefs);
        // A stored form from before themes keeps the defaults; unknown values keep them too.
        assert_eq!(Prefs::from_text("flip=0&coords=numbers&anim=1&lang=en", base), base);
        let odd = Prefs::from_text("theme=neon&pieces=&page=light&sound=maybe", base);
        assert_eq!(odd.look, Look { page: Page::Light, ..Look::default() });
        assert!(odd.sound);
    }
}
