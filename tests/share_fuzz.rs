//! Property test of the link, paste and embed parsers: over a million generated inputs (random
//! text, and valid links, FENs, PDN and lidraughts URLs mutated byte by byte), no parser panics, and
//! every failure is a typed error with a message; whatever parses writes back a link that reads
//! back as the same game. The Lasca page's reader (the same one, for Lasca) is fuzzed alike.

use damas::link::embed::parse_options;
use damas::link::route::Route;
use damas::link::paste::{parse_paste, Pasted};
use damas::link::{parse_query, parse_side, reply_query, to_query};
use damas_game::round::Opened;
use damas_engine::lasca::LascaPosition;
use damas_engine::{Position, Variant};

/// xorshift64*: deterministic, so a failure names its case number.
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
}

const SEEDS: &[&str] = &[
    "moves=22-17+11-15+17-13&ply=2",
    "variant=international&fen=W:W31,32,K45:B10,19&moves=32-28&ply=0&computer=black&level=3",
    "variant=russian&moves=c3-d4+f6-g5&side=black",
    "?fen=W%3AW22%3AB18&moves=22x15",
    "https://example.org/damas/?moves=22-17+11-15&side=white#x",
    "https://lidraughts.org/analysis/brazilian/W:W21,22,23:B1,2,3:H0:F1",
    "https://lidraughts.org/analysis/W:W31,32:B19,20",
    "lidraughts.org/analysis/russian/B:W21,_22:B1,2",
    "W:W22,K31:B18",
    "\"B:W21-24:B1-4\"",
    "[Event \"x\"]\n[GameType \"26\"]\n1. 22-18 11-15 {c} 2. 18x11 (2. 21-17) 8x15 *\n",
    "[GameType \"21\"]\n1. 11-15 23-19 *\n\n[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 1-1\n",
    "1. c3-d4 f6-g5 2. d4-c5 b6xd4 3. e3xc5 *",
    "embed=1&orientation=black&interactive=0&controls=1&theme=dark&moves=22-17",
    "variant=lasca&moves=c3-b4+a5xc3+b2xd4&ply=2&computer=white&level=2",
    "?variant=lasca&fen=W:c3%3Dw,d4%3Dwb,a7%3Db&moves=c3-b4",
];
const ALPHABET: &[u8] = b"moves=fenplyvariantsidecomputerlevelembed&?%+-x:,;WBKH0123456789 _/\\\"[]{}().*\n\t#@lidraughts.org/analysis/https:";

fn random_text(rng: &mut Rng) -> String {
    let len = rng.below(60);
    let mut bytes: Vec<u8> = (0..len).map(|_| ALPHABET[rng.below(ALPHABET.len())]).collect();
    if rng.below(8) == 0 {
        // Raw bytes, invalid UTF-8 replaced: multi-byte characters in odd places.
        bytes.push(0xC3);
        bytes.push(rng.next() as u8);
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

fn mutate(rng: &mut Rng, seed: &str) -> String {
    let mut bytes = seed.as_bytes().to_vec();
    for _ in 0..1 + rng.below(4) {
        if bytes.is_empty() {
            break;
        }
        let at = rng.below(bytes.len());
        match rng.below(4) {
            0 => {
                bytes.remove(at);
            }
            1 => bytes.insert(at, ALPHABET[rng.below(ALPHABET.len())]),
            2 => bytes[at] = ALPHABET[rng.below(ALPHABET.len())],
            _ => {
                let end = (at + rng.below(8)).min(bytes.len());
                let piece = bytes[at..end].to_vec();
                bytes.splice(at..at, piece);
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn a_million_inputs_never_panic_and_errors_are_typed() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let cases: usize = std::env::var("SHARE_FUZZ_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(1_000_000);
    let (mut parsed, mut pasted, mut lasca) = (0usize, 0usize, 0usize);
    for case in 0..cases {
        let text = if rng.below(3) == 0 {
            random_text(&mut rng)
        } else {
            let seed = SEEDS[rng.below(SEEDS.len())];
            mutate(&mut rng, seed)
        };
        match parse_query::<Position>(&text) {
            Ok(game) => {
                parsed += 1;
                let q = to_query(&game);
                assert_eq!(parse_query(&q).as_ref(), Ok(&game), "case {case}: {text:?} -> {q:?}");
                let reply = reply_query(&game);
                assert!(parse_query::<Position>(&reply).is_ok(), "case {case}: reply {reply:?}");
            }
            Err(e) => assert!(!e.to_string().is_empty(), "case {case}"),
        }
        match parse_query::<LascaPosition>(&text) {
            Ok(game) => {
                lasca += 1;
                let q = to_query(&game);
                assert_eq!(parse_query(&q).as_ref(), Ok(&game), "case {case}: {text:?} -> {q:?}");
            }
            Err(e) => assert!(!e.to_string().is_empty(), "case {case}"),
        }
        if let Err(e) = parse_side(&text) {
            assert!(!e.to_string().is_empty(), "case {case}");
        }
        let _ = Route::parse(&text);
        if let Err(e) = parse_options(&text) {
            assert!(!e.to_string().is_empty(), "case {case}");
        }
        let variant = Variant::ALL[case % Variant::ALL.len()];
        match parse_paste::<Position>(&text, variant) {
            Ok(Pasted::Game { game, .. }) => {
                pasted += 1;
                // A link carries the moves and variations, not PDN comments, annotations and header.
                assert_eq!(parse_query(&to_query(&game)), Ok(without_notes(*game)), "case {case}: {text:?}");
            }
            Ok(Pasted::Games(games)) => assert!(games.len() > 1, "case {case}"),
            // Another game's link: always one whose `variant` names that game.
            Ok(Pasted::Elsewhere { kind, query }) => {
                assert_eq!(damas::link::link_game(&query), Ok(kind), "case {case}: {text:?}");
            }
            Err(e) => assert!(!e.to_string().is_empty(), "case {case}"),
        }
        // On the Lasca page every draughts text is sent on as a link, never read there.
        match parse_paste::<LascaPosition>(&text, variant) {
            Ok(Pasted::Elsewhere { kind, query }) => {
                if kind == damas_engine::GameKind::Lasca || query.contains("variant=") {
                    assert_eq!(damas::link::link_game(&query), Ok(kind), "case {case}: {text:?} -> {query:?}");
                }
            }
            Ok(other) => panic!("case {case}: the Lasca page read a draughts game: {other:?}"),
            Err(e) => assert!(!e.to_string().is_empty(), "case {case}"),
        }
    }
    // The generator reaches the parsers' successful paths too, not only their first refusal.
    assert!(parsed > cases / 100 && pasted > cases / 100, "parsed {parsed}, pasted {pasted} of {cases}");
    assert!(lasca > cases / 200, "Lasca parsed {lasca} of {cases}");
}

/// `game` without its PDN comments and annotations (what a link does not carry).
fn without_notes(mut game: Opened<Position>) -> Opened<Position> {
    for i in 0..game.record.node_count() {
        let id = damas_engine::NodeId::from_index(i);
        game.record.set_comment(id, None);
        game.record.set_comment_before(id, None);
        game.record.set_nags(id, Vec::new());
    }
    game.about = damas_game::about::About::default();
    game
}
