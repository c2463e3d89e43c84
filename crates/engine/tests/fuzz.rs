//! Deterministic fuzzing of the text parsers: a million generated inputs each for FEN, move text
//! and PDN, biased towards the characters these formats use so the inputs get deep into the
//! parsers. Every call must return (a value or a typed error) without panicking; what parses must
//! write back and parse to the same thing.

use damas_engine::notation::pdn::{read_games, write_game};
use damas_engine::{Position, Variant};

/// xorshift64*: tiny, seeded, reproducible.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn text(&mut self, alphabet: &[&str], max_len: usize) -> String {
        let len = self.below(max_len + 1);
        (0..len).map(|_| alphabet[self.below(alphabet.len())]).collect()
    }
}

const FEN_ALPHABET: &[&str] = &[
    "W", "B", "K", ":", ",", "-", "1", "2", "3", "5", "9", "12", "21", "32", "33", "50", "0", "H", "F", ".", "\"", " ",
    "x", "é", "c3", "k", "w", "b",
];
const MOVE_ALPHABET: &[&str] = &["22", "17", "-", "x", ":", "1", "9", "c3", "d4", " ", "X", "0", "99", "×"];
const PDN_ALPHABET: &[&str] = &[
    "[", "]", "\"", "GameType", "FEN", " ", "\n", "{", "}", "(", ")", ";", "%", "1.", "2...", "22-17", "11-15", "17x10",
    "c3-d4", "f6-g5", "$1", "!?", "2-0", "*", "1-1", "W:W21-32:B1-12", "26", "21", "\\", "Event",
];

const VARIANTS: [Variant; 9] = Variant::ALL;

#[test]
fn a_million_fens_never_panic_and_round_trip() {
    let mut rng = Rng(0x0123_4567_89AB_CDEF);
    let mut parsed = 0;
    for i in 0..1_000_000 {
        let variant = VARIANTS[i % VARIANTS.len()];
        let text = rng.text(FEN_ALPHABET, 24);
        if let Ok(pos) = Position::from_fen(variant, &text) {
            parsed += 1;
            assert_eq!(Position::from_fen(variant, &pos.to_fen()), Ok(pos), "{text:?}");
        }
    }
    assert!(parsed > 1000, "the generator should produce some valid FENs, got {parsed}");
}

#[test]
fn a_million_move_texts_never_panic() {
    let mut rng = Rng(0xFEED_FACE_CAFE_BEEF);
    let positions: Vec<Position> = VARIANTS.iter().map(|&v| Position::initial(v)).collect();
    let mut legal = 0;
    for i in 0..1_000_000 {
        let pos = &positions[i % positions.len()];
        let text = rng.text(MOVE_ALPHABET, 6);
        if let Ok(mv) = pos.parse_move(&text) {
            legal += 1;
            assert_eq!(pos.parse_move(&pos.move_text(&mv)), Ok(mv));
        }
    }
    assert!(legal > 100, "some generated moves should be legal, got {legal}");
}

#[test]
fn a_million_pdn_texts_never_panic() {
    let mut rng = Rng(0xDA4A_5000_0000_0001);
    let mut games = 0;
    for i in 0..1_000_000 {
        let text = rng.text(PDN_ALPHABET, 12);
        if let Ok(read) = read_games(&text, VARIANTS[i % VARIANTS.len()]) {
            games += read.len();
            for g in &read {
                let again = read_games(&write_game(&g.game, &[]), VARIANTS[(i + 1) % VARIANTS.len()]).expect("written PDN reads back");
                assert_eq!(again[0].game, g.game, "{text:?}");
            }
        }
    }
    assert!(games > 1000, "some generated PDN should parse, got {games}");
}
