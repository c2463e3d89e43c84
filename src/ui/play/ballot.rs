//! The ballot opening's name under the page's title ([`ballot_name`]); the new-game form's start
//! choice is the panels' (`ui::panels::view::ballot_select`).

use crate::ballot::Ballot;
use crate::ui::text::ballot_text::{ballot_text, BallotText};
use crate::ui::prefs::Lang;
use damas_engine::GameKind;
use yew::prelude::*;

/// Properties of [`ballot_name`].
pub struct BallotNameProps {
    /// The interface language.
    pub lang: Lang,
    /// The game being played.
    pub game: GameKind,
    /// The ballot the game started from, if any.
    pub ballot: Option<Ballot>,
}

/// `[data-ballot]` with `data-ballot-id`: the start's table and code (`FMJD 1-I`) or a named
/// opening's name, with the name of the opening a start begins with when it has one (names in
/// their published language), and the start's moves or rearrangement as the title (a view
/// function: it keeps no state).
pub fn ballot_name(props: &BallotNameProps) -> Html {
    let Some(b) = props.ballot else { return Html::default() };
    let known = match props.game {
        GameKind::Draughts(variant) => b.known_name(variant),
        GameKind::Lasca => None,
    };
    let name = match known {
        Some(k) => format!("{} \u{b7} {}", b.title(), k.name),
        None => b.title(),
    };
    // The names are Russian as published; a table's code reads the same in every language.
    let lang = (!b.name.is_empty() || known.is_some()).then_some("ru");
    html! {
        <p class="ballot-name" data-ballot="" data-ballot-id={b.id()} title={b.text}>
            <span class="ballot-label">{ ballot_text(props.lang, BallotText::Opening) }{ ": " }</span>
            <span {lang}>{ name }</span>
        </p>
    }
}
