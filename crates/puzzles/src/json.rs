//! The data file: one compact JSON object per variant, a puzzle per line.
//!
//! ```text
//! {"variant":"brazilian","fields":["id","fen","solution","themes","rating","refutations"],"puzzles":[
//! ["b1a2b3c4d","W:W21,22:B13","22-17 13x22 21-17","sacrifice",1400,"21-17>13x22 22-18>13x22"],
//! ...]}
//! ```
//! `solution` and `themes` are space-separated; `refutations` holds one group per solver move,
//! separated by `;`, each a space-separated list of `wrong>reply` (the reply empty when the wrong
//! move ends the game). Every string is plain ASCII with no quote or backslash.

use crate::Puzzle;
use damas_engine::Variant;

/// The file for `puzzles` of `variant`.
#[must_use]
pub fn to_json(variant: Variant, puzzles: &[Puzzle]) -> String {
    let mut out = format!(
        "{{\"variant\":\"{}\",\"fields\":[\"id\",\"fen\",\"solution\",\"themes\",\"rating\",\"refutations\"],\"puzzles\":[\n",
        variant.name()
    );
    for (i, p) in puzzles.iter().enumerate() {
        let themes: Vec<&str> = p.themes.iter().map(|t| t.name()).collect();
        let refutations: Vec<String> = p
            .refutations
            .iter()
            .map(|group| group.iter().map(|(w, r)| format!("{w}>{r}")).collect::<Vec<_>>().join(" "))
            .collect();
        let sep = if i + 1 < puzzles.len() { "," } else { "" };
        out.push_str(&format!(
            "[\"{}\",\"{}\",\"{}\",\"{}\",{},\"{}\"]{sep}\n",
            p.id,
            p.fen,
            p.solution.join(" "),
            themes.join(" "),
            p.rating,
            refutations.join(";")
        ));
    }
    out.push_str("]}\n");
    out
}
