//! The static skeleton's words (`scripts/skeleton-words.json`, written into the page by the boot
//! script before the wasm has loaded: scripts/skeleton.mjs) are the app's own: the app
//! then draws the same words in the same places, and the page does not change under the reader.

use damas::ui::ai::DEFAULT_LEVEL;
use damas::ui::text::messages::Status;
use damas::ui::prefs::Lang;
use damas::ui::text::ai_text::{ai_text, AiText};
use damas::ui::text::flow_text::{flow_text, Audience, FlowText};
use damas::ui::text::i18n::{status, text, Text};
use damas::ui::text::names::header_name;
use damas::link::study::{study_href, Study};
use damas::ui::text::lesson_text::{learn_text, LearnText};
use damas::ui::text::library_text::{library_text, LibraryText};
use damas::ui::text::live_text::{live_text, LiveText};
use damas::ui::text::puzzle_text::{puzzle_text, PuzzleText};
use damas::ui::text::tools_text::{tx, Tx};
use damas::ui::text::trainer_text::{trainer_text, TrainerText};
use damas_engine::{Color, GameKind, Variant};
use serde_json::{json, Map, Value};

/// What the app writes in each place the skeleton has, in every language.
fn expected() -> Value {
    let mut all = Map::new();
    for lang in Lang::ALL {
        let names: Map<String, Value> =
            Variant::ALL.iter().map(|&v| (v.name().to_string(), json!(header_name(lang, GameKind::Draughts(v), text(lang, Text::Title))))).collect();
        let start = Status::ToMove { turn: Color::White, capture: None };
        let brazilian = GameKind::Draughts(Variant::Brazilian);
        all.insert(
            lang.key().to_string(),
            json!({
                "title": text(lang, Text::Title),
                "tagline": text(lang, Text::Tagline),
                "names": names,
                "playComputer": flow_text(lang, FlowText::PlayComputer),
                "youPlayWhite": flow_text(lang, FlowText::YouPlayWhite),
                "youPlayBlack": flow_text(lang, FlowText::YouPlayBlack),
                "level": ai_text(lang, AiText::Level),
                "play": flow_text(lang, FlowText::Play),
                "whiteToMove": status(lang, &start, brazilian, Audience::Players).0,
                "twoPlayersHere": tx(lang, Tx::TwoPlayersHere),
                "sendToFriend": tx(lang, Tx::SendToFriend),
                "learn": learn_text(lang, LearnText::Learn),
                "trainer": trainer_text(lang, TrainerText::Endings),
                "puzzles": puzzle_text(lang, PuzzleText::Title),
                "playOnline": live_text(lang, LiveText::PlayOnline),
                "library": library_text(lang, LibraryText::Title),
            }),
        );
    }
    // The header's study links each game has, in the page's order (then "play online").
    let studies: Map<String, Value> = Variant::ALL
        .iter()
        .map(|&v| {
            let has = [(Study::Learn, "learn"), (Study::Trainer, "trainer"), (Study::Puzzles, "puzzles")]
                .into_iter()
                .filter(|&(s, _)| study_href(s, GameKind::Draughts(v)).is_some())
                .map(|(_, name)| json!(name));
            (v.name().to_string(), Value::Array(has.collect()))
        })
        .collect();
    // The header's language switch, in the app's order (`languages!`).
    let langs: Vec<Value> = Lang::ALL.iter().map(|l| json!(l.key())).collect();
    json!({ "defaultLevel": DEFAULT_LEVEL, "langs": langs, "levels": damas_ai::LEVELS.len(), "studies": studies, "words": all })
}

#[test]
fn the_skeleton_speaks_the_app_s_words() {
    let file: Value = serde_json::from_str(include_str!("../scripts/skeleton-words.json")).expect("the file is JSON");
    let want = expected();
    assert!(file == want, "scripts/skeleton-words.json should be:\n{}", serde_json::to_string_pretty(&want).unwrap_or_default());
}
