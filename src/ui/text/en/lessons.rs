//! The tutorial in English: its labels, and each lesson's title and task.

use crate::ui::text::keys::{LearnText, LessonKey};

/// The label `key`.
pub const fn learn_text(key: LearnText) -> &'static str {
    match key {
        LearnText::Title => "Learn to play",
        LearnText::Learn => "Learn the rules",
        LearnText::Lessons => "Lessons",
        LearnText::Done => "Well done! That is the rule.",
        LearnText::Missed => "That move is legal, but it is not what this lesson asks. Try again.",
        LearnText::Next => "Next lesson",
        LearnText::Retry => "Try again",
        LearnText::Back => "Back to the game",
    }
}

/// A lesson's `[title, task]`.
pub const fn lesson_words(lesson: LessonKey) -> [&'static str; 2] {
    match lesson {
        LessonKey::Move => ["Men move forward", "A man moves one square diagonally forward, onto a free dark square. Move the man on 22."],
        LessonKey::Capture => ["Capturing is compulsory", "When a piece can capture, you must capture: jump over the enemy piece onto the free square behind it. Try moving the other man first, then take."],
        LessonKey::Backward => ["Men capture backward too", "A man moves only forward, but it captures forward and backward. Take the man behind yours."],
        LessonKey::Majority => ["Take the most pieces", "When several captures are possible, you must take the one that takes the most pieces (the majority rule). Try the man on 24, then take two."],
        LessonKey::Crown => ["Crowning", "A man that ends its move on the last row becomes a king. Crown your man."],
        LessonKey::King => ["The flying king", "A king moves any distance along a diagonal and captures from afar, landing on any free square beyond. Capture with your king."],
    }
}
