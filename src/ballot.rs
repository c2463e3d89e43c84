//! Ballot openings: a game that starts from a named opening's first moves, chosen or drawn by lot,
//! as 64-square tournaments draw their openings so that games do not all follow the same worn
//! theory.
//!
//! # Sources
//!
//! The official three-move ballot tables of the IDF and of the FMJD-64 section were not found
//! published in a form that could be checked and cited, so this table is not that ballot list.
//! It holds named Russian openings, each with the moves its cited source gives, in the source's
//! own words (the names are Russian and stay so):
//!
//! - ru.wikipedia, «Городская партия» (as mirrored at <https://perceptiode.com/Городская_партия>,
//!   read 2026): the City game 1.cd4 dc5 2.bc3 fg5 3.cb4, and the reversed City game
//!   1.cb4 fe5 2.ef4 gf6 3.ba5 fg5 4.bc3 g:e3 5.d:f4.
//! - ru.wikipedia, «Старая партия» (as mirrored at <https://russianwiki.com/wiki/Старая_партия>,
//!   read 2026): 1.cd4 dc5 2.bc3 ed6.
//! - kombinashki.ru, «Дебюты» (<https://kombinashki.ru/debyuty9.php>, read 2026): Kaulen's game
//!   1.gf4 fe5 2.hg3 and Filippov's game 1.ed4 de5 2.ab4 hg5.
//! - v-damki.com, «Дебют "Обратный Тычок"»
//!   (<https://v-damki.com/debuts/103-debyut-obratnyy-tychok.html>, read 2026):
//!   1.cb4 fe5 2.bc3 ef4 3.g:e5 d:f4 4.e:g5 h:f4.
//! - shashkivsem.ru, «Как победить в дебюте чёрными»
//!   (<https://www.shashkivsem.ru/kak-pobedit-v-debyute-chernymi>, read 2026): the reversed Kol
//!   1.gh4 fe5 2.cb4 ef4 3.e:g5 h:f4.
//! - table-games.ru, chapter «4. "Кол"»
//!   (<http://table-games.ru/books/item/f00/s00/z0000010/st029.shtml>, read 2026):
//!   1.cd4 ba5 2.dc5 d:b4 3.a:c5.
//! - Саша Игин, «Методический словарь. Русские шашки», part 2
//!   (<https://knigalit.ru/avtori/sasha-igin/book3608338/chitat/?page=10>, read 2026): the
//!   reversed Crossroads 1.cd4 de5 2.bc3 ed6 3.gh4 dc5.
//! - WikiSort, «Отказанный обратный перекрёсток» (a ru.wikipedia mirror,
//!   <https://chess.wikisort.ru/page/Отказанный_обратный_перекрёсток>, read 2026):
//!   1.cd4 de5 2.bc3 ed6 3.gh4 hg5.
//! - Саша Игин, «Азбука шашечного начала»
//!   (<https://knigalit.ru/avtori/sasha-igin/book3619621/chitat/?page=17>, read 2026): the
//!   Svyatoy–Korshunov defence 1.cd4 fg5 2.bc3 gh4 3.cb4 de5 4.d:f6 e:g5.
//!
//! Brazilian draughts shares the start position and the men's moves, and the 64-square ballot
//! lists are shared between the two games except where a capture is played differently (the
//! ballot files of pydraughts, `draughts/ballot_files/russian.json` and `brazilian.json`, are one
//! list, the Brazilian one without the openings whose captures the majority rule changes). No
//! Brazilian table with names was found, so Brazilian has none here yet: its table is data to add
//! to [`TABLES`], each line checked by the same tests.

use damas_engine::{Move, Playable, Position, Variant};

/// One ballot opening: its stable id (links), its published name, and its moves.
#[derive(Debug, PartialEq, Eq)]
pub struct Ballot {
    /// The id used in links (`ballot=<id>`): lower-case ASCII, never changed once published.
    pub id: &'static str,
    /// The opening's name as published (Russian names stay Russian).
    pub name: &'static str,
    /// The language of [`Ballot::name`] (an HTML `lang`).
    pub lang: &'static str,
    /// The moves in algebraic notation, space separated, as the source gives them.
    pub moves: &'static str,
}

/// The named Russian openings (see the module's sources).
const RUSSIAN: &[Ballot] = &[
    Ballot { id: "gorodskaya", name: "Городская партия", lang: "ru", moves: "c3-d4 d6-c5 b2-c3 f6-g5 c3-b4" },
    Ballot {
        id: "obratnaya-gorodskaya",
        name: "Обратная городская партия",
        lang: "ru",
        moves: "c3-b4 f6-e5 e3-f4 g7-f6 b4-a5 f6-g5 b2-c3 g5:e3 d2:f4",
    },
    Ballot { id: "staraya", name: "Старая партия", lang: "ru", moves: "c3-d4 d6-c5 b2-c3 e7-d6" },
    Ballot { id: "kaulen", name: "Игра Каулена", lang: "ru", moves: "g3-f4 f6-e5 h2-g3" },
    Ballot { id: "filippov", name: "Игра Филиппова", lang: "ru", moves: "e3-d4 d6-e5 a3-b4 h6-g5" },
    Ballot { id: "kol", name: "Кол", lang: "ru", moves: "c3-d4 b6-a5 d4-c5 d6:b4 a3:c5" },
    Ballot { id: "obratny-kol", name: "Обратный кол", lang: "ru", moves: "g3-h4 f6-e5 c3-b4 e5-f4 e3:g5 h6:f4" },
    Ballot {
        id: "obratny-tychok",
        name: "Обратный тычок",
        lang: "ru",
        moves: "c3-b4 f6-e5 b2-c3 e5-f4 g3:e5 d6:f4 e3:g5 h6:f4",
    },
    Ballot {
        id: "obratny-perekrestok",
        name: "Обратный перекрёсток",
        lang: "ru",
        moves: "c3-d4 d6-e5 b2-c3 e7-d6 g3-h4 d6-c5",
    },
    Ballot {
        id: "otkazanny-obratny-perekrestok",
        name: "Отказанный обратный перекрёсток",
        lang: "ru",
        moves: "c3-d4 d6-e5 b2-c3 e7-d6 g3-h4 h6-g5",
    },
    Ballot {
        id: "svyatoy-korshunov",
        name: "Защита Святого – Коршунова",
        lang: "ru",
        moves: "c3-d4 f6-g5 b2-c3 g5-h4 c3-b4 d6-e5 d4:f6 e7:g5",
    },
];

/// Each variant's table; a variant not listed has none.
const TABLES: &[(Variant, &[Ballot])] = &[(Variant::Russian, RUSSIAN)];

/// The ballot openings of `variant` (empty when it has no table).
#[must_use]
pub fn ballots(variant: Variant) -> &'static [Ballot] {
    TABLES.iter().find(|(v, _)| *v == variant).map_or(&[], |(_, table)| table)
}

/// The ballot of `variant` called `id`, if there is one.
#[must_use]
pub fn find(variant: Variant, id: &str) -> Option<&'static Ballot> {
    ballots(variant).iter().find(|b| b.id == id)
}

/// A ballot of `variant` drawn by `seed` (the same seed, the same ballot); none without a table.
#[must_use]
pub fn pick(variant: Variant, seed: u64) -> Option<&'static Ballot> {
    let table = ballots(variant);
    // splitmix64: every bit of the seed moves the pick, so consecutive seeds spread.
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    table.get(usize::try_from(z % table.len().max(1) as u64).unwrap_or(0))
}

impl Ballot {
    /// The move texts, in order.
    pub fn texts(&self) -> impl Iterator<Item = &'static str> {
        self.moves.split(' ').filter(|t| !t.is_empty())
    }

    /// The moves played from `start`, or `None` if one is not legal there (the tests check every
    /// ballot from its variant's initial position, so this is `Some` for those).
    #[must_use]
    pub fn line_from<P: Playable>(&self, start: P) -> Option<Vec<P::Move>> {
        let mut pos = start;
        let mut line = Vec::new();
        for text in self.texts() {
            let mv = pos.parse_move(text).ok()?;
            pos = pos.play(&mv);
            line.push(mv);
        }
        Some(line)
    }

    /// The moves from `variant`'s initial position.
    #[must_use]
    pub fn line(&self, variant: Variant) -> Option<Vec<Move>> {
        self.line_from(Position::initial(variant))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::{Record, Variant};

    #[test]
    fn every_ballot_is_legal_and_leaves_a_game_on() {
        for (variant, table) in TABLES {
            assert!(!table.is_empty());
            for ballot in *table {
                let line = ballot.line(*variant).unwrap_or_else(|| panic!("{} is not legal", ballot.id));
                assert_eq!(line.len(), ballot.texts().count());
                // The record accepts every move, so the game is not over before the ballot ends.
                let mut record = Record::new(Position::initial(*variant));
                for mv in line {
                    record.play(mv).unwrap_or_else(|e| panic!("{}: {e:?}", ballot.id));
                }
                assert!(!record.position().legal_moves().is_empty(), "{} ends the game", ballot.id);
            }
        }
    }

    #[test]
    fn ids_are_unique_link_safe_and_positions_distinct() {
        for (variant, table) in TABLES {
            let mut ids: Vec<&str> = table.iter().map(|b| b.id).collect();
            assert!(ids.iter().all(|id| id.bytes().all(|c| c.is_ascii_lowercase() || c == b'-')));
            assert!(ids.iter().all(|id| *id != "none" && *id != "random"));
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(ids.len(), table.len());
            let mut positions: Vec<String> = table
                .iter()
                .map(|b| {
                    let end = b.line(*variant).unwrap().iter().fold(Position::initial(*variant), |p, m| p.play(m));
                    end.to_fen()
                })
                .collect();
            positions.sort();
            positions.dedup();
            assert_eq!(positions.len(), table.len(), "two ballots of {variant:?} reach one position");
        }
    }

    #[test]
    fn lookup_and_pick() {
        assert_eq!(find(Variant::Russian, "kol").map(|b| b.name), Some("Кол"));
        assert!(find(Variant::Russian, "nope").is_none());
        assert!(find(Variant::English, "kol").is_none());
        assert!(ballots(Variant::Brazilian).is_empty());
        assert!(pick(Variant::Brazilian, 7).is_none());
        assert_eq!(pick(Variant::Russian, 7), pick(Variant::Russian, 7));
        let drawn: std::collections::HashSet<&str> = (0..200).filter_map(|s| pick(Variant::Russian, s)).map(|b| b.id).collect();
        assert_eq!(drawn.len(), RUSSIAN.len(), "every ballot can be drawn");
    }
}
