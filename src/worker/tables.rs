//! Which endgame database files the worker fetches, as pure logic (native-tested): the browser
//! build ships the classes of Brazilian, Russian, Spanish, Italian, Czech and Pool up to
//! [`MAX_PIECES`] pieces as `egtb/<variant>/<class>.bin` (gzip of the crate's file, see `scripts/egtb-tables`), and a
//! search of a position with that few pieces wants its class and every class a capture or a
//! crowning can lead to, so each probe in the tree is exact. The fetching is the agent's
//! (`agent.rs`); the runner loads the bytes ([`super::runner::Runner::add_table`]).

use damas_egtb::Material;
use damas_engine::{Color, Position, Variant};

/// The most pieces of the shipped classes.
pub const MAX_PIECES: u32 = 4;

/// Whether the browser build ships databases for `variant`.
#[must_use]
pub fn shipped(variant: Variant) -> bool {
    matches!(variant, Variant::Brazilian | Variant::Russian | Variant::Spanish | Variant::Italian | Variant::Czech | Variant::Pool)
}

/// Men and kings of each side of `pos`: `[white men, white kings, black men, black kings]`.
#[must_use]
pub fn counts(pos: &Position) -> [u8; 4] {
    let kings = pos.kings().0;
    let side = |c: Color| {
        let all = pos.pieces(c).0;
        [(all & !kings).count_ones() as u8, (all & kings).count_ones() as u8]
    };
    let (w, b) = (side(Color::White), side(Color::Black));
    [w[0], w[1], b[0], b[1]]
}

/// The classes a search of `pos` wants, smallest first: none when its variant has no shipped
/// databases or it has more than [`MAX_PIECES`] pieces; else every class whose men and kings each
/// side can reach from here (a side keeps at most its men, and at most its pieces: men crown,
/// pieces are taken), with either side to move.
#[must_use]
pub fn classes_for(pos: &Position) -> Vec<Material> {
    let [wm, wk, bm, bk] = counts(pos);
    if !shipped(pos.variant()) || u32::from(wm + wk + bm + bk) > MAX_PIECES {
        return Vec::new();
    }
    let reach = |men: u8, all: u8| -> Vec<(u8, u8)> {
        (0..=men).flat_map(|m| (0..=all - m).map(move |k| (m, k))).filter(|&(m, k)| m + k > 0).collect()
    };
    let mut out = Vec::new();
    for &(a, b) in &reach(wm, wm + wk) {
        for &(c, d) in &reach(bm, bm + bk) {
            for m in [Material::new(a, b, c, d), Material::new(c, d, a, b)] {
                if m.is_valid() && !out.contains(&m) {
                    out.push(m);
                }
            }
        }
    }
    Material::sort_by_size(&mut out);
    out
}

/// The class file's address, relative to the app's root.
#[must_use]
pub fn path_of(variant: Variant, m: Material) -> String {
    format!("egtb/{}/{m}.bin", variant.name())
}

/// Whether `bytes` are gzip (the shipped files are; a host that sends them with
/// `Content-Encoding: gzip` hands the worker the file itself, which starts with `DEGT`).
#[must_use]
pub fn is_gzip(bytes: &[u8]) -> bool {
    bytes.starts_with(&[0x1f, 0x8b])
}

/// For tests: Brazilian databases up to 3 pieces and three kings against one (`0301`, `0103`),
/// built once per test binary (a few seconds).
#[cfg(test)]
pub(crate) fn test_tables() -> &'static damas_egtb::Tablebase {
    static TB: std::sync::OnceLock<damas_egtb::Tablebase> = std::sync::OnceLock::new();
    TB.get_or_init(|| {
        let mut tb = damas_egtb::build(Variant::Brazilian, 3, 2, &mut |_, _| {}).expect("3 pieces");
        damas_egtb::build_class(&mut tb, Material::new(0, 3, 0, 1), 2).expect("0301");
        tb
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn classes(variant: Variant, fen: &str) -> Vec<String> {
        classes_for(&Position::from_fen(variant, fen).unwrap()).iter().map(ToString::to_string).collect()
    }

    #[test]
    fn a_position_wants_its_class_and_those_it_can_reach() {
        // Three kings against one: the class, its twin, and the classes after a capture.
        assert_eq!(classes(Variant::Brazilian, "W:WK29,K32,K31:BK1"), ["0101", "0102", "0201", "0103", "0301"]);
        // Two kings and a man against a king: the man may crown or be taken, a king be taken.
        let got = classes(Variant::Russian, "B:WK29,K32,22:BK1");
        for want in ["1201", "0112", "0301", "0103", "1101", "0111", "1001", "0110", "0101", "0201", "0102"] {
            assert!(got.contains(&want.to_string()), "{want} in {got:?}");
        }
        assert_eq!(got.len(), 11, "{got:?}");
        assert!(!got.iter().any(|c| c.starts_with("02") && c.ends_with("10")), "black never gets a man: {got:?}");
        // A man against a man reaches kings of either side, never more pieces.
        assert_eq!(classes(Variant::Brazilian, "W:W22:B11"), ["0101", "0110", "1001", "1010"]);
    }

    #[test]
    fn nothing_for_other_variants_or_more_pieces() {
        assert!(classes(Variant::English, "W:WK29:BK1").is_empty());
        assert!(classes(Variant::Brazilian, "W:W21,22,23:B1,2").is_empty());
        assert!(classes(Variant::Brazilian, "W:W21-32:B1-12").is_empty());
        assert_eq!(path_of(Variant::Russian, Material::new(0, 3, 0, 1)), "egtb/russian/0301.bin");
        assert!(is_gzip(&[0x1f, 0x8b, 8]) && !is_gzip(b"DEGT"));
    }
}
