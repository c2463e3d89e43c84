use super::*;
use crate::offer::{Offer, Phrase};
use damas_engine::{Color, Decision};

fn all_bodies() -> Vec<Body> {
    vec![
        Body::Hello { seat: Color::Black, token: u64::MAX, ply: 7, hash: 0xabc, epoch: 77, next: 3, seen: true },
        Body::Ack,
        Body::Move { ply: 0, text: "22-17".into(), think: 4200, hash: 1 },
        Body::Move { ply: 3, text: "28x19x10".into(), think: 0, hash: u64::MAX },
        Body::Charged { ply: 3, extra: 1_250 },
        Body::SyncRequest,
        Body::Sync { start: "W:W21,22:B1,2".into(), moves: vec!["22-18".into(), "1-5".into()], clocks: None, ran: 0, decision: Some(Decision::Resigned(Color::White)), aborted: false, seen: 7 },
        Body::Sync { start: "W:W21:B1".into(), moves: vec![], clocks: Some([1, 2]), ran: 1500, decision: None, aborted: true, seen: 0 },
        Body::Propose { offer: Offer::Takeback, ply: 4 },
        Body::Answer { offer: Offer::Rematch, accept: true, ply: 30 },
        Body::Answer { offer: Offer::Draw, accept: false, ply: 0 },
        Body::Resign,
        Body::Abort { ply: 1 },
        Body::FlagClaim { ply: 12 },
        Body::FlagFell { ply: 12 },
        Body::NotFlagged { left: 800 },
        Body::Claimed { ply: 12, win: true },
        Body::Claimed { ply: 0, win: false },
        Body::Chat(Phrase::GoodGame),
    ]
}

#[test]
fn every_message_reads_back_as_written() {
    for (i, body) in all_bodies().into_iter().enumerate() {
        let m = Message { game: 0x0123_4567_89ab_cdef, seq: i as u64, ack: 99, body };
        let text = encode(&m);
        assert_eq!(decode(&text), Ok(m), "{text}");
    }
}

#[test]
fn another_version_or_a_broken_message_is_named() {
    assert_eq!(decode("d2|00|1|0|A"), Err(WireError::Version(2)));
    assert_eq!(decode("hello"), Err(WireError::NotOurs));
    assert_eq!(decode(""), Err(WireError::NotOurs));
    assert_eq!(decode("d3|zz|1|0|A"), Err(WireError::Field("game")));
    assert_eq!(decode("d3|01|1|0|Z"), Err(WireError::Kind));
    assert_eq!(decode("d3|01|1|0|A|extra"), Err(WireError::Field("end")));
    assert_eq!(decode("d3|01|1|0|M|0|22 17|1|ff"), Err(WireError::Field("move")), "no spaces: nothing but plain text");
    assert_eq!(decode("d3|01|1|0|M|0|22-17|1|ff|5"), Err(WireError::Field("end")), "a move carries no clocks");
    assert_eq!(decode("d3|01|1|0|T|0|-5"), Err(WireError::Field("time charged")));
    assert_eq!(decode("d3|01|99999999999999999999999|0|A"), Err(WireError::Field("sequence number")));
    assert_eq!(decode("d3|01|1|0|S|W:W21:B1|x;;y|-|0|-|0"), Err(WireError::Field("moves")));
    assert_eq!(decode("d3|01|1|0|S|W:W21:B1||-|0|white-won|0"), Err(WireError::Field("result")));
    assert_eq!(decode(&"x".repeat(MAX_LEN + 1)), Err(WireError::TooLong(MAX_LEN + 1)));
    for e in [WireError::Version(2), WireError::Field("move"), WireError::TooLong(9)] {
        assert!(!e.to_string().is_empty());
    }
}

/// A seeded xorshift (deterministic fuzzing, no dependency).
pub(crate) struct Dice(pub u64);
impl Dice {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// A message mutated at random: bytes changed, cut, repeated, fields swapped.
pub(crate) fn mutate(text: &str, dice: &mut Dice) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..=dice.below(4) {
        match dice.below(6) {
            0 if !bytes.is_empty() => {
                let i = dice.below(bytes.len());
                bytes[i] = dice.next() as u8;
            }
            1 if !bytes.is_empty() => bytes.truncate(dice.below(bytes.len())),
            2 => bytes.insert(dice.below(bytes.len() + 1), b"|;,-x0123456789abcdefwbHMSQPRGXFLNCd"[dice.below(36)]),
            3 if !bytes.is_empty() => {
                let i = dice.below(bytes.len());
                bytes.remove(i);
            }
            4 => {
                let copy = bytes.clone();
                bytes.extend_from_slice(&copy[dice.below(copy.len() + 1)..]);
            }
            _ => bytes.push(dice.next() as u8),
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn a_million_mutated_messages_never_panic_the_reader() {
    let seeds: Vec<String> = all_bodies().into_iter().map(|body| encode(&Message { game: 5, seq: 3, ack: 2, body })).collect();
    let mut dice = Dice(0x2545_F491_4F6C_DD1D);
    let mut read = 0;
    for i in 0..1_000_000 {
        let text = if i % 10 == 0 {
            (0..dice.below(60)).map(|_| (dice.next() as u8 % 96 + 32) as char).collect()
        } else {
            mutate(&seeds[i % seeds.len()], &mut dice)
        };
        if let Ok(m) = decode(&text) {
            read += 1;
            assert_eq!(decode(&encode(&m)), Ok(m.clone()), "what reads writes back the same");
        }
    }
    assert!(read > 0, "some mutations are still messages");
}
