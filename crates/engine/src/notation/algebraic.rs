//! Algebraic notation for the 8x8 diagonal games, as players of Russian draughts and lidraughts
//! write it: squares by file and rank (`c3`), a move `c3-d4`, a capture `c3:e5:c7`. The engine
//! writes square numbers; this writes the same moves by name, and the readers take both.

use crate::Variant;

/// Whether players of `variant` may choose algebraic notation over square numbers: the 8x8
/// games on the FMJD board whose squares are numbered (Turkish is algebraic already; 10x10 keeps
/// its numbers; the mirrored boards of Spanish and Italian are only ever written in numbers).
#[must_use]
pub const fn offers_algebraic(variant: Variant) -> bool {
    matches!(variant, Variant::Brazilian | Variant::Russian | Variant::English | Variant::Czech | Variant::Pool)
}

/// The algebraic name of square `number` of `variant` (`None` for no such square).
#[must_use]
pub fn square(variant: Variant, number: u32) -> Option<String> {
    variant.square(number).map(|sq| variant.algebraic(sq))
}

/// `text` (a move in square numbers: `22-17`, `28x19x10`) in algebraic notation (`c3-d4`,
/// `c3:e5:c7`); a text that is not made of square numbers comes back as it is.
#[must_use]
pub fn move_text(variant: Variant, text: &str) -> String {
    let capture = text.contains(['x', 'X', ':', '×']);
    let names: Option<Vec<String>> = text
        .split(['-', 'x', 'X', ':', '×'])
        .map(|part| part.trim().parse::<u32>().ok().and_then(|n| square(variant, n)))
        .collect();
    match names {
        Some(names) if names.len() >= 2 => names.join(if capture { ":" } else { "-" }),
        _ => text.to_string(),
    }
}

/// The full PDN 3.0 `GameType` of `variant` written in algebraic notation: type, first mover,
/// board size, `A0` (algebraic, a1 at White's lower left), no inversion: `26,W,8,8,A0,0`.
#[must_use]
pub fn game_type(variant: Variant) -> String {
    let first = match crate::with_rules!(variant, R => <R as crate::rules::Rules>::FIRST_TO_MOVE) {
        crate::Color::White => 'W',
        crate::Color::Black => 'B',
    };
    let size = variant.size();
    format!("{},{first},{size},{size},A0,0", variant.pdn_game_type())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;

    #[test]
    fn moves_read_back_in_either_notation() {
        let pos = Position::initial(Variant::Brazilian);
        for mv in pos.legal_moves() {
            let numbers = pos.move_text(&mv);
            let named = move_text(Variant::Brazilian, &numbers);
            assert_eq!(pos.parse_move(&named), Ok(mv), "{numbers} as {named}");
        }
        assert_eq!(move_text(Variant::Brazilian, "22-18"), "c3-d4");
        assert_eq!(move_text(Variant::Russian, "22x13x6"), "c3:a5:c7");
        assert_eq!(move_text(Variant::Brazilian, "c3-d4"), "c3-d4", "already named");
        assert_eq!(game_type(Variant::Brazilian), "26,W,8,8,A0,0");
        assert!(offers_algebraic(Variant::Russian) && !offers_algebraic(Variant::International));
    }
}

#[cfg(test)]
mod pdn_tests {
    use crate::notation::pdn::{read_games, write_game_as};
    use crate::{Game, Position, Variant};

    #[test]
    fn an_algebraic_pdn_reads_back_as_the_same_game() {
        let start = Position::from_fen(Variant::Russian, "W:W21,22,K30:B5,9").unwrap();
        let mut game = Game::from_position(start);
        let mv = start.legal_moves()[0];
        game.play(mv).unwrap();
        let text = write_game_as(&game, &[], "*", true);
        assert!(text.contains("[GameType \"25,W,8,8,A0,0\"]"), "{text}");
        assert!(!text.contains("[FEN \"W:W21"), "the FEN by name too: {text}");
        let back = read_games(&text, Variant::Brazilian).unwrap();
        assert_eq!(back[0].game.start(), &start);
        assert_eq!(back[0].game.moves(), game.moves());
    }
}
