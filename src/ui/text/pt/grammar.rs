//! Portuguese forms the other files share: the sides with and without their article, and the
//! colours' agreement with the piece ("pedra branca", "soldado branco").

use damas_engine::Color;

/// A side in the middle of a sentence, without its article: "brancas" / "pretas" ("Sua vez
/// (brancas)", "peças brancas", "o tempo das brancas").
pub(super) const fn colour(c: Color) -> &'static str {
    match c {
        Color::White => "brancas",
        Color::Black => "pretas",
    }
}

/// A side as the subject inside a clause: "as brancas" / "as pretas".
pub(super) const fn side_subject(c: Color) -> &'static str {
    match c {
        Color::White => "as brancas",
        Color::Black => "as pretas",
    }
}

/// The colour of a man (feminine: "pedra branca").
pub(super) const fn man(c: Color) -> &'static str {
    match c {
        Color::White => "branca",
        Color::Black => "preta",
    }
}

/// The colour of a Lasca soldier (masculine: "soldado branco").
pub(super) const fn soldier(c: Color) -> &'static str {
    match c {
        Color::White => "branco",
        Color::Black => "preto",
    }
}
