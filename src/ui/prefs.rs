//! The player's preferences: interface language, board orientation, square labels, animation.
//! Kept apart from the game (own storage entry) and from the text tables, so the game state, the
//! text system and the AI logic can all read them without importing each other.

/// An interface language.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    En,
    /// Português do Brasil.
    Pt,
}

impl Lang {
    /// Both languages.
    pub const ALL: [Lang; 2] = [Lang::Pt, Lang::En];

    /// The BCP 47 tag (`en`, `pt-BR`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pt => "pt-BR",
        }
    }

    /// The language for a browser tag (`pt`, `pt-BR`, `en-US`...), if supported.
    #[must_use]
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or("").to_ascii_lowercase();
        match primary.as_str() {
            "pt" => Some(Lang::Pt),
            "en" => Some(Lang::En),
            _ => None,
        }
    }

    /// The first supported language among the browser's preferred tags, English otherwise.
    #[must_use]
    pub fn detect<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter().find_map(Lang::from_tag).unwrap_or(Lang::En)
    }

    /// The language's own name, for the switch.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Pt => "Português",
        }
    }
}

/// How squares are labelled.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Coords {
    /// No labels.
    Off,
    /// FMJD square numbers.
    Numbers,
    /// Files and ranks (a..h, 1..8) on the edges.
    Algebraic,
}

/// The player's display preferences (kept in local storage apart from the game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prefs {
    /// Black at the bottom.
    pub flipped: bool,
    /// Square labels.
    pub coords: Coords,
    /// Animate moves and captures.
    pub animate: bool,
    /// Interface language.
    pub lang: Lang,
    /// Board theme, piece set and page palette (`ui::look`).
    pub look: super::look::Look,
    /// Sounds on (`ui::sound`).
    pub sound: bool,
}

impl Prefs {
    /// Defaults for a browser whose language is `lang`.
    #[must_use]
    pub fn new(lang: Lang) -> Prefs {
        Prefs { flipped: false, coords: Coords::Numbers, animate: true, lang, look: super::look::Look::default(), sound: true }
    }

    /// The stored form: `flip=1&coords=numbers&anim=1&lang=pt-BR&sound=1&theme=wood&pieces=classic&page=system`.
    #[must_use]
    pub fn to_text(&self) -> String {
        let coords = match self.coords {
            Coords::Off => "off",
            Coords::Numbers => "numbers",
            Coords::Algebraic => "algebraic",
        };
        format!(
            "flip={}&coords={coords}&anim={}&lang={}&sound={}&{}",
            u8::from(self.flipped),
            u8::from(self.animate),
            self.lang.code(),
            u8::from(self.sound),
            self.look.to_text()
        )
    }

    /// Reads the stored form leniently: anything unreadable keeps the value of `base`.
    #[must_use]
    pub fn from_text(text: &str, base: Prefs) -> Prefs {
        let mut prefs = base;
        for pair in text.split('&') {
            let Some((key, value)) = pair.split_once('=') else { continue };
            match (key, value) {
                ("flip", "1") => prefs.flipped = true,
                ("flip", "0") => prefs.flipped = false,
                ("anim", "1") => prefs.animate = true,
                ("anim", "0") => prefs.animate = false,
                ("sound", "1") => prefs.sound = true,
                ("sound", "0") => prefs.sound = false,
                ("coords", "off") => prefs.coords = Coords::Off,
                ("coords", "numbers") => prefs.coords = Coords::Numbers,
                ("coords", "algebraic") => prefs.coords = Coords::Algebraic,
                ("lang", tag) => {
                    if let Some(lang) = Lang::from_tag(tag) {
                        prefs.lang = lang;
                    }
                }
                (key, value) => prefs.look.read(key, value),
            }
        }
        prefs
    }
}
