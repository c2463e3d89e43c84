//! Completeness: every key of every table has a text in every language of `Lang::ALL`. The build
//! already refuses a language that lacks one of English's messages; this test refuses a key with
//! no message, an empty one or a gap, and names the table, the key and the language.

use crate::ui::prefs::Lang;
use crate::ui::text::ai_text::{ai_text, level_description, versus, wins_in, AiText};
use crate::ui::text::ballot_text::{ballot_text, BallotText};
use crate::ui::text::board_text::{board_description, lasca_board_description, last_move};
use crate::ui::text::flow_text::{draw_offer_sent, draw_offered, draw_declined, draw_reason, ending_line, ending_reason, flow_text, Audience, FlowText};
use crate::ui::text::i18n::{draw_countdown, text, Text};
use crate::ui::text::keys::{EndingKey, LessonKey, Noun, PuzzleTheme};
use crate::ui::text::lesson_text::{learn_text, lesson_words, LearnText};
use crate::ui::text::look_text::{look_text, LookText};
use crate::ui::text::names::{game_name, side, variant_name};
use crate::ui::text::plural::{counted, noun};
use crate::ui::text::puzzle_text::{puzzle_text, theme_text, PuzzleText};
use crate::ui::text::review_text::{best_was, learn_from, learn_prompt, poor_try, progress_line, review_text, ReviewText};
use crate::ui::text::picture_text::{picture_text, PictureText};
use crate::ui::text::tools_text::{lasca_tx, tx, LascaTx, Tx};
use crate::ui::text::trainer_text::{ending_words, trainer_text, win_in, TrainerText};
use damas_engine::lasca::LascaPosition;
use damas_engine::{Color, Decision, DrawCount, DrawReason, Ending, GameKind, Outcome, Position, Variant};
use std::fmt::Debug;

/// Fails naming `table`, the key and the language when `word` gives an empty text.
fn every<K: Copy + Debug>(table: &str, keys: &[K], word: impl Fn(Lang, K) -> String) {
    for lang in Lang::ALL {
        for &key in keys {
            let text = word(lang, key);
            assert!(!text.trim().is_empty(), "{table}: {key:?} is empty in {lang:?}");
            // A message the words lack, or one with placeables read as a label, shows as a gap.
            assert!(!text.contains("{…}") && !text.contains("{$"), "{table}: {key:?} is {text:?} in {lang:?}");
        }
    }
}

#[test]
fn every_label_has_a_text_in_every_language() {
    every("i18n", Text::ALL, |l, k| text(l, k).into());
    every("flow_text", FlowText::ALL, |l, k| flow_text(l, k).into());
    every("ai_text", AiText::ALL, |l, k| ai_text(l, k).into());
    every("ballot_text", BallotText::ALL, |l, k| ballot_text(l, k).into());
    every("learn_text", LearnText::ALL, |l, k| learn_text(l, k).into());
    every("look_text", &LookText::all(), |l, k| look_text(l, k).into());
    every("puzzle_text", PuzzleText::ALL, |l, k| puzzle_text(l, k).into());
    every("review_text", ReviewText::ALL, |l, k| review_text(l, k).into());
    every("tx", Tx::ALL, |l, k| tx(l, k).into());
    every("picture_text", PictureText::ALL, |l, k| picture_text(l, k).into());
    every("lasca_tx", LascaTx::ALL, |l, k| lasca_tx(l, k).into());
    every("explorer_text", crate::ui::text::keys::ExplorerText::ALL, |l, k| crate::ui::text::explorer_text::explorer_words(l, k, &[("n", 1), ("total", 2)], &[("move", "22-17")]));
    every("library_text", crate::ui::text::keys::LibraryText::ALL, |l, k| crate::ui::text::library_text::library_words(l, k, &[("shown", 1), ("total", 2), ("n", 3), ("level", 4), ("done", 5), ("added", 6), ("skipped", 7), ("number", 8), ("line", 9), ("max", 10), ("games", 11), ("score", 12), ("accuracy", 13)], &[("reason", "a reason"), ("list", "80 %, 90 %"), ("date", "2026.11.29"), ("game", "Brazilian")]));
    every("trainer_text", TrainerText::ALL, |l, k| trainer_text(l, k).into());
}

#[test]
fn every_lesson_ending_and_theme_has_its_words_in_every_language() {
    every("lesson title", LessonKey::ALL, |l, k| lesson_words(l, k.id())[0].into());
    every("lesson task", LessonKey::ALL, |l, k| lesson_words(l, k.id())[1].into());
    every("ending name", EndingKey::ALL, |l, k| ending_words(l, k.id())[0].into());
    every("ending lesson", EndingKey::ALL, |l, k| ending_words(l, k.id())[1].into());
    every("puzzle theme", PuzzleTheme::ALL, |l, k| theme_text(l, k.id()).into());
    for lang in Lang::ALL {
        for &theme in PuzzleTheme::ALL {
            // Only English may show a theme as the puzzle files name it.
            assert!(lang == Lang::En || theme_text(lang, theme.id()) != theme.id(), "{lang:?} {theme:?}");
        }
    }
}

#[test]
fn every_name_count_and_sentence_has_its_words_in_every_language() {
    every("variant_name", &Variant::ALL, |l, v| variant_name(l, v).into());
    every("game_name", &GameKind::ALL, |l, g| game_name(l, g).into());
    every("side", &Color::ALL, |l, c| side(l, c).into());
    for n in [0_u64, 1, 2, 5, 11, 21, 22, 101] {
        every("noun", Noun::ALL, |l, k| noun(l, n, k));
        every("counted", Noun::ALL, |l, k| counted(l, n, k));
    }
    every("level_description", &damas_ai::LEVELS, |l, v| level_description(l, &v));
    every("versus", &Color::ALL, |l, c| versus(l, c, 3));
    every("wins_in", &Color::ALL, |l, c| wins_in(l, c, 2));
    every("draw_offered", &Color::ALL, draw_offered);
    every("draw_offer_sent", &[()], |l, ()| draw_offer_sent(l).into());
    every("draw_declined", &[()], |l, ()| draw_declined(l).into());
    every("learn_from", &Color::ALL, learn_from);
    every("learn_prompt", &Color::ALL, |l, c| learn_prompt(l, c, "9-13", 1, 3));
    every("progress_line", &[0, 40], progress_line);
    every("best_was", &["22-17"], best_was);
    every("poor_try", &["22-17"], poor_try);
    every("win_in", &[1, 2, 5], win_in);
    every("last_move", &["22-17"], last_move);
    every("board_description", &[Position::initial(Variant::Brazilian)], |l, p| board_description(l, crate::ui::prefs::Notation::Numbers, &p));
    every("lasca_board_description", &[LascaPosition::initial()], |l, p| lasca_board_description(l, &p));
    let reasons = [DrawReason::Repetition, DrawReason::KingMoves(20), DrawReason::NoProgress(40), DrawReason::Endgame(5), DrawReason::OnePieceEach];
    every("draw_reason", &reasons, draw_reason);
    every("draw_countdown", &reasons, |l, reason| draw_countdown(l, DrawCount { reason, moves_left: 3 }));
    let mut endings = vec![Ending::Decided(Decision::DrawAgreed)];
    for c in Color::ALL {
        endings.extend([Ending::Rules(Outcome::Win(c)), Ending::Decided(Decision::Resigned(c)), Ending::Decided(Decision::Flagged(c))]);
    }
    for to in [Audience::Players, Audience::Player(Color::White), Audience::Player(Color::Black)] {
        every("ending_line", &endings, |l, e| ending_line(l, e, "2-0", to));
        every("ending_reason", &endings, |l, e| ending_reason(l, e, to, false));
        every("ending_reason, no pieces", &endings, |l, e| ending_reason(l, e, to, true));
    }
}

#[test]
fn every_message_has_its_words_in_every_language() {
    use crate::link::ShareError;
    use crate::ui::text::messages::{Fallback, Message, Source};
    use crate::ui::text::message_text::message;
    let messages: Vec<Message<Position>> = vec![
        Message::NotYourPiece,
        Message::CaptureAvailable { with: vec![21, 22] },
        Message::TakeMaximum { count: 2, with: vec![27] },
        Message::MenForwardOnly,
        Message::PieceCannotMove,
        Message::NotLegal { from: 22, to: 14 },
        Message::Occupied { to: 18 },
        Message::OffLine,
        Message::OneSquare { king: false },
        Message::OneSquare { king: true },
        Message::Blocked,
        Message::ChoosePath { to: 13, options: vec![] },
        Message::GameOver,
        Message::DrawOffered { by: Color::Black },
        Message::DrawOfferSent,
        Message::DrawDeclined,
        Message::ComputerTurn,
        Message::FriendsTurn,
        Message::FriendsTurnLive,
        Message::LessonOver,
        Message::LightSquare { name: "b5".into() },
        Message::BothSides,
        Message::UnreadableMove { text: "abc".into(), example: Some("22-17".into()) },
        Message::UnreadableMove { text: "abc".into(), example: None },
        Message::LinkPartDropped(ShareError::BadLevel("12".into()).into()),
        Message::LinkPartDropped(ShareError::BadSide("up".into()).into()),
        Message::LanguageMissing(crate::ui::prefs::Lang::Ru),
        Message::PreviousKept("moves=22-17".into()),
        Message::StudyMissing(crate::link::study::Study::Trainer),
        Message::StudyMissing(crate::link::study::Study::Puzzles),
        Message::LoadFailed { source: Source::Link, error: ShareError::TooManyMoves(3000).into(), fallback: Fallback::NewGame },
        Message::LoadFailed { source: Source::Saved, error: ShareError::TooManyMoves(3000).into(), fallback: Fallback::LastGame },
    ];
    for game in GameKind::ALL {
        every("message", &messages.iter().collect::<Vec<_>>(), |l, m| message(l, crate::ui::text::names::Naming::numbers(game), m));
    }
}
