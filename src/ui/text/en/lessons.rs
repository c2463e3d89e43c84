//! The tutorial in English: its labels, and each lesson's title and task (`{1}` is a square the
//! lesson names, written in the player's notation).

use crate::ui::text::keys::LessonKey;

/// A lesson's `[title, task]`.
pub const fn lesson_words(lesson: LessonKey) -> [&'static str; 2] {
    match lesson {
        LessonKey::Move => ["Men move forward", "A man moves one square diagonally forward, onto a free dark square. Move the man on {1}."],
        LessonKey::Capture => ["Capturing is compulsory", "When a piece can capture, you must capture: jump over the enemy piece onto the free square behind it. Try moving the other man first, then take."],
        LessonKey::Backward => ["Men capture backward too", "A man moves only forward, but it captures forward and backward. Take the man behind yours."],
        LessonKey::Majority => ["Take the most pieces", "When several captures are possible, you must play the one that takes the most pieces (the majority rule). Try taking just one piece first, then take two."],
        LessonKey::Crown => ["Crowning", "A man that ends its move on the last row becomes a king. Crown your man."],
        LessonKey::King => ["The flying king", "A king moves any distance along a diagonal and captures from afar, landing on any free square beyond. Capture with your king."],
        LessonKey::Landing => ["Where the king lands", "After a capture the king chooses its square beyond the piece it took. Choose one where it cannot be taken back."],
        LessonKey::Pass => ["Passing the last row", "A man that reaches the last row in the middle of a capture must go on capturing, and it stays a man: it is crowned only if the move ends there. Capture."],
        LessonKey::Choice => ["Free choice of capture", "You must capture, but when several captures are possible you choose any of them, even one that takes fewer pieces. A capture you start must be finished. Take one or two."],
        LessonKey::CrownCapture => ["Crowned during a capture", "A man that reaches the last row during a capture becomes a king at once and goes on capturing as a king. Capture."],
        LessonKey::Forward => ["Men capture forward only", "A man moves and captures only forward. The piece behind yours cannot be taken: take the one in front."],
        LessonKey::CrownEnds => ["Crowning ends the move", "A man that reaches the last row is crowned and its move ends there, even if it could capture more. Capture."],
        LessonKey::ShortKing => ["The king", "A king moves and captures one square in any diagonal direction, backward too. It does not fly. Capture with your king."],
        LessonKey::TurkishMove => ["Men move straight", "A man moves one square forward or sideways, never diagonally or backward. Move the man on {1}."],
        LessonKey::TurkishCapture => ["Capturing is compulsory", "A man captures forward or sideways by jumping over an enemy piece next to it onto the free square behind. Capturing is compulsory: try moving the other man first, then take."],
        LessonKey::TurkishRemoval => ["Taken pieces leave at once", "A piece you take leaves the board at once, so your piece may cross its square later in the same capture. Take all four and end on {1} or beyond."],
        LessonKey::TurkishKing => ["The flying king", "A king moves any distance along a row or a column and captures from afar, landing on any free square beyond. Capture with your king."],
        LessonKey::LascaMove => ["Soldiers move forward", "A soldier moves one square diagonally forward onto a free square. Move your soldier."],
        LessonKey::LascaPrisoner => ["Taking a prisoner", "You capture by jumping over an enemy column next to you. You do not remove the piece you take: it goes under your piece as a prisoner, and your column commands it. Capture."],
        LessonKey::LascaColumn => ["Columns", "A column belongs to the side whose piece is on top. A capture takes only the top piece: the pieces under it stay, and the new top commands them. Take the top of the column and free your own soldier."],
        LessonKey::LascaOfficer => ["Officers", "A soldier that reaches the far row becomes an officer: it moves one square diagonally in any direction, backward too. Promote your soldier."],
        LessonKey::LascaBack => ["Officers capture backward", "An officer captures backward as well as forward; a soldier does not. Capture backward with your officer."],
        LessonKey::DrawBrazilian => ["Draws", "A game is drawn by agreement, when the same position comes back a third time with the same side to move, after 20 moves by each side with only kings moving and nothing taken, or when a small king ending is not won in time (3 pieces against a lone king: 16 moves; 2 or fewer: 5). Move a king and watch the count."],
        LessonKey::DrawInternational => ["Draws", "A game is drawn by agreement, when the same position comes back a third time with the same side to move, after 25 moves by each side with only kings moving and nothing taken, or when a small king ending is not won in time (3 pieces against a lone king: 16 moves; 2 or fewer: 5). Move a king and watch the count."],
        LessonKey::DrawRussian => ["Draws", "A game is drawn by agreement, when the same position comes back a third time, after 15 moves by each side with only kings moving and nothing taken, or when a king ending is not won in time (3 kings against a lone king: 15 moves; 4 to 7 pieces with kings on both sides: 30 or 60 moves without a capture). Move a king and watch the count."],
        LessonKey::DrawEnglish => ["Draws", "A game is drawn by agreement, when the same position comes back a third time, or after 40 moves by each side without a capture or a man moving. Move a king and watch the count."],
        LessonKey::DrawTurkish => ["Draws", "A game is drawn by agreement, when the same position comes back a third time, or when each side has a single piece left. Capture and see."],
    }
}
