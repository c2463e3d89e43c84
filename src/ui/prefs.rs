//! The player's preferences: interface language, board orientation, square labels, notation,
//! animation, look and sound. A value of their own, apart from the game: their own reducer
//! ([`Prefs::reduce`]) and storage entry; a page holds them beside its game
//! (`shell::use_prefs`) and hands the game state, the words and the views the values they need.
//! A leaf: the game state, the text system and the views all read them without importing each
//! other.

/// Declares [`Lang`] from the list of languages, one line each: its variant, its key (the bare
/// language: its words' folder `src/ui/text/<key>/`, the switch's `data-lang`), its BCP 47 tag,
/// its own name, its plural rule, and the game and notation a first visit in it opens.
macro_rules! languages {
    ($($(#[$doc:meta])* $v:ident = $key:literal, $code:literal, $label:literal, $plural:ident, $game:expr, $notation:ident;)+) => {
        /// An interface language. Each has its words in its own folder of `ui/text` (`en/*.ftl`...);
        /// everything that lists the languages (the switch, the browser's choice, the tests) reads
        /// [`Lang::ALL`].
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum Lang {
            $($(#[$doc])* $v,)+
        }

        /// How many languages there are.
        const LANGUAGES: usize = [$(Lang::$v),+].len();

        impl Lang {
            /// Every language, in the switch's order.
            pub const ALL: [Lang; LANGUAGES] = [$(Lang::$v),+];

            /// The BCP 47 tag (`en`, `pt-BR`, `ru`, `es`): the document's `lang` and the stored preference.
            #[must_use]
            pub const fn code(self) -> &'static str {
                match self { $(Lang::$v => $code,)+ }
            }

            /// The bare language (`en`, `pt`, `ru`, `es`): the folder of its words, the switch's
            /// `data-lang` (a contract for tests and embedding pages) and, upper-cased, its button.
            #[must_use]
            pub const fn key(self) -> &'static str {
                match self { $(Lang::$v => $key,)+ }
            }

            /// The language's own name, for the switch.
            #[must_use]
            pub const fn label(self) -> &'static str {
                match self { $(Lang::$v => $label,)+ }
            }

            /// How the language counts (its words' plural forms).
            #[must_use]
            pub const fn plural(self) -> damas_words::PluralRule {
                match self { $(Lang::$v => damas_words::PluralRule::$plural,)+ }
            }

            /// The game a first visit opens for a browser in this language, where its community
            /// clearly plays one (else Brazilian, the site's own game). The player's own choice,
            /// once saved, wins.
            #[must_use]
            pub const fn home_game(self) -> Option<damas_engine::Variant> {
                match self { $(Lang::$v => $game,)+ }
            }

            /// The notation a first visit writes moves in.
            #[must_use]
            pub const fn home_notation(self) -> Notation {
                match self { $(Lang::$v => Notation::$notation,)+ }
            }
        }
    };
}

languages! {
    /// Português do Brasil.
    Pt = "pt", "pt-BR", "Português", OneOther, None, Numbers;
    /// English.
    En = "en", "en", "English", OneOther, None, Numbers;
    /// Русский: Russian draughts (shashki) has one of the largest 8x8 communities; its players
    /// write files and ranks (`c3-d4`), as their books and lidraughts do.
    Ru = "ru", "ru", "Русский", EastSlavic, Some(damas_engine::Variant::Russian), Algebraic;
    /// Español: for players in Spain and Latin America alike.
    Es = "es", "es", "Español", OneOther, None, Numbers;
    /// Italiano: the home of dama italiana (its game comes with issue 54: Brazilian until then).
    It = "it", "it", "Italiano", OneOther, None, Numbers;
}

impl Lang {
    /// The language for a browser tag (`pt`, `pt-BR`, `en-US`, `ru-RU`, `es-419`...), if
    /// supported: the tag's primary language is a language's [`Lang::key`].
    #[must_use]
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or("").to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.key() == primary)
    }

    /// The first supported language among the browser's preferred tags, English otherwise.
    #[must_use]
    pub fn detect<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter().find_map(Lang::from_tag).unwrap_or(Lang::En)
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

impl Coords {
    /// Every choice, in the settings' order.
    pub const ALL: [Coords; 3] = [Coords::Numbers, Coords::Algebraic, Coords::Off];

    /// The name the settings and storage use.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Coords::Off => "off",
            Coords::Numbers => "numbers",
            Coords::Algebraic => "algebraic",
        }
    }

    /// The choice named `name` ([`Coords::name`]), if any.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Coords> {
        Coords::ALL.into_iter().find(|c| c.name() == name)
    }
}

/// How moves and squares are written in the 8x8 games that number their squares.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Notation {
    /// FMJD square numbers: `22-17`, `28x19`.
    Numbers,
    /// Files and ranks, as Russian players and lidraughts write them: `c3-d4`, `c3:e5`.
    Algebraic,
}

impl Notation {
    /// Every choice, in the settings' order.
    pub const ALL: [Notation; 2] = [Notation::Numbers, Notation::Algebraic];

    /// The name the settings and storage use.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Notation::Numbers => "numbers",
            Notation::Algebraic => "algebraic",
        }
    }

    /// The choice named `name` ([`Notation::name`]), if any.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Notation> {
        Notation::ALL.into_iter().find(|n| n.name() == name)
    }
}

/// The player's display preferences (kept in local storage apart from the game).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Prefs {
    /// Black at the bottom.
    pub flipped: bool,
    /// Square labels.
    pub coords: Coords,
    /// Animate moves and captures.
    pub animate: bool,
    /// Interface language.
    pub lang: Lang,
    /// Moves and squares by number or by name.
    pub notation: Notation,
    /// Board theme, piece set and page palette (`ui::look`).
    pub look: crate::look::Look,
    /// Sounds on (`ui::sound`).
    pub sound: bool,
}

/// A change of the player's preferences. The preferences are a value of their own, apart from
/// the game: their own reducer ([`Prefs::reduce`]), their own handle on a page
/// (`shell::use_prefs::use_prefs`) and their own storage (`Key::Prefs`); no game action changes
/// them (a new game's side at the bottom is dispatched here by the page, beside the game's action).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PrefsAction {
    /// Turn the board around.
    Flip,
    /// Draw this side at the bottom of the board (a new game's, the player's seat, a puzzle's solver).
    Bottom(damas_engine::Color),
    /// Change the square labels.
    Coords(Coords),
    /// Turn animations on or off.
    Animate(bool),
    /// Change the interface language.
    Lang(Lang),
    /// Write moves and squares by number or by name (the board's labels follow, unless off).
    Notation(Notation),
    /// Change the board theme, piece set or page palette.
    Look(crate::look::Look),
    /// Turn sounds on or off.
    Sound(bool),
}

impl Prefs {
    /// Applies `action`.
    pub fn reduce(&mut self, action: PrefsAction) {
        match action {
            PrefsAction::Flip => self.flipped = !self.flipped,
            PrefsAction::Bottom(side) => self.flipped = side == damas_engine::Color::Black,
            PrefsAction::Coords(c) => self.coords = c,
            PrefsAction::Animate(on) => self.animate = on,
            PrefsAction::Lang(lang) => self.lang = lang,
            PrefsAction::Notation(notation) => {
                self.notation = notation;
                if self.coords != Coords::Off {
                    self.coords = match notation {
                        Notation::Numbers => Coords::Numbers,
                        Notation::Algebraic => Coords::Algebraic,
                    };
                }
            }
            PrefsAction::Look(look) => self.look = look,
            PrefsAction::Sound(on) => self.sound = on,
        }
    }

    /// Defaults for a browser whose language is `lang` (its notation, and the board's labels
    /// to match).
    #[must_use]
    pub fn new(lang: Lang) -> Prefs {
        let notation = lang.home_notation();
        Prefs {
            flipped: false,
            coords: match notation {
                Notation::Numbers => Coords::Numbers,
                Notation::Algebraic => Coords::Algebraic,
            },
            animate: true,
            lang,
            notation,
            look: crate::look::Look::default(),
            sound: true,
        }
    }

    /// The stored form: `flip=1&coords=numbers&anim=1&lang=pt-BR&notation=numbers&sound=1&theme=wood&pieces=classic&page=system`.
    #[must_use]
    pub fn to_text(&self) -> String {
        format!(
            "flip={}&coords={}&anim={}&lang={}&notation={}&sound={}&{}",
            u8::from(self.flipped),
            self.coords.name(),
            u8::from(self.animate),
            self.lang.code(),
            self.notation.name(),
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
                ("coords", name) => prefs.coords = Coords::from_name(name).unwrap_or(prefs.coords),
                ("notation", name) => prefs.notation = Notation::from_name(name).unwrap_or(prefs.notation),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_preferences_reducer_changes_only_what_it_is_asked() {
        let mut p = Prefs::new(Lang::Pt);
        p.reduce(PrefsAction::Flip);
        p.reduce(PrefsAction::Sound(false));
        assert!(p.flipped && !p.sound);
        // The board's labels follow the notation, unless they are off.
        p.reduce(PrefsAction::Notation(Notation::Algebraic));
        assert_eq!((p.notation, p.coords), (Notation::Algebraic, Coords::Algebraic));
        p.reduce(PrefsAction::Coords(Coords::Off));
        p.reduce(PrefsAction::Notation(Notation::Numbers));
        assert_eq!((p.notation, p.coords), (Notation::Numbers, Coords::Off));
        p.reduce(PrefsAction::Lang(Lang::Ru));
        p.reduce(PrefsAction::Flip);
        assert_eq!((p.lang, p.flipped, p.animate), (Lang::Ru, false, true));
        // A side at the bottom turns the board to it, whichever way it was.
        for (side, flipped) in [(damas_engine::Color::Black, true), (damas_engine::Color::Black, true), (damas_engine::Color::White, false)] {
            p.reduce(PrefsAction::Bottom(side));
            assert_eq!(p.flipped, flipped);
        }
    }

    #[test]
    fn a_russian_browser_starts_on_russian_draughts_in_algebraic_notation() {
        let ru = Prefs::new(Lang::detect(["ru-RU", "en"]));
        assert_eq!((ru.lang, ru.notation, ru.coords), (Lang::Ru, Notation::Algebraic, Coords::Algebraic));
        assert_eq!(Lang::Ru.home_game(), Some(damas_engine::Variant::Russian));
        for lang in [Lang::Pt, Lang::En, Lang::Es] {
            let prefs = Prefs::new(lang);
            assert_eq!((prefs.notation, prefs.coords, lang.home_game()), (Notation::Numbers, Coords::Numbers, None), "{lang:?}");
        }
        // A choice saved once wins over the browser's defaults.
        let chose = Prefs::from_text("notation=numbers&coords=numbers", Prefs::new(Lang::Ru));
        assert_eq!((chose.notation, chose.coords), (Notation::Numbers, Coords::Numbers));
    }
}
