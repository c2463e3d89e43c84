### The tutorial: its labels, and each lesson's title and task.

## LearnText: learn_text

learn-title = Learn to play
learn-lessons = Lessons
learn-done = Well done! That is the rule.
learn-missed = That move is legal, but it is not what this lesson asks. Try again.
learn-next = Next lesson
learn-retry = Try again
learn-back = Back to the game
learn-rules = Rules:
learn-other-games = Lessons for another game
learn-exposed = Legal, but there your king is taken at once. Land on a square where it is safe.
learn-play-computer = Now play the computer
learn-international-note = International draughts has the Brazilian rules, on a 10×10 board.

## Each lesson's title and task, named by its id (`{1}` in a task is a square the lesson marks,
## written in the player's notation)

lesson-move-title = Men move forward
lesson-move-task = A man moves one square diagonally forward, onto a free dark square. Move the man on {"{"}1{"}"}.
lesson-capture-title = Capturing is compulsory
lesson-capture-task = When a piece can capture, you must capture: jump over the enemy piece onto the free square behind it. Try moving the other man first, then take.
lesson-backward-title = Men capture backward too
lesson-backward-task = A man moves only forward, but it captures forward and backward. Take the man behind yours.
lesson-majority-title = Take the most pieces
lesson-majority-task = When several captures are possible, you must play the one that takes the most pieces (the majority rule). Try taking just one piece first, then take two.
lesson-crown-title = Crowning
lesson-crown-task = A man that ends its move on the last row becomes a king. Crown your man.
lesson-king-title = The flying king
lesson-king-task = A king moves any distance along a diagonal and captures from afar, landing on any free square beyond. Capture with your king.
lesson-landing-title = Where the king lands
lesson-landing-task = After a capture the king chooses its square beyond the piece it took. Choose one where it cannot be taken back.
lesson-pass-title = Passing the last row
lesson-pass-task = A man that reaches the last row in the middle of a capture must go on capturing, and it stays a man: it is crowned only if the move ends there. Capture.
lesson-choice-title = Free choice of capture
lesson-choice-task = You must capture, but when several captures are possible you choose any of them, even one that takes fewer pieces. A capture you start must be finished. Take one or two.
lesson-crown-capture-title = Crowned during a capture
lesson-crown-capture-task = A man that reaches the last row during a capture becomes a king at once and goes on capturing as a king. Capture.
lesson-forward-title = Men capture forward only
lesson-forward-task = A man moves and captures only forward. The piece behind yours cannot be taken: take the one in front.
lesson-crown-ends-title = Crowning ends the move
lesson-crown-ends-task = A man that reaches the last row is crowned and its move ends there, even if it could capture more. Capture.
lesson-short-king-title = The king
lesson-short-king-task = A king moves and captures one square in any diagonal direction, backward too. It does not fly. Capture with your king.
lesson-turkish-move-title = Men move straight
lesson-turkish-move-task = A man moves one square forward or sideways, never diagonally or backward. Move the man on {"{"}1{"}"}.
lesson-turkish-capture-title = Capturing is compulsory
lesson-turkish-capture-task = A man captures forward or sideways by jumping over an enemy piece next to it onto the free square behind. Capturing is compulsory: try moving the other man first, then take.
lesson-turkish-removal-title = Taken pieces leave at once
lesson-turkish-removal-task = A piece you take leaves the board at once, so your piece may cross its square later in the same capture. Take all four and end on {"{"}1{"}"} or beyond.
lesson-turkish-king-title = The flying king
lesson-turkish-king-task = A king moves any distance along a row or a column and captures from afar, landing on any free square beyond. Capture with your king.
lesson-lasca-move-title = Soldiers move forward
lesson-lasca-move-task = A soldier moves one square diagonally forward onto a free square. Move your soldier.
lesson-lasca-prisoner-title = Taking a prisoner
lesson-lasca-prisoner-task = You capture by jumping over an enemy column next to you. You do not remove the piece you take: it goes under your piece as a prisoner, and your column commands it. Capture.
lesson-lasca-column-title = Columns
lesson-lasca-column-task = A column belongs to the side whose piece is on top. A capture takes only the top piece: the pieces under it stay, and the new top commands them. Take the top of the column and free your own soldier.
lesson-lasca-officer-title = Officers
lesson-lasca-officer-task = A soldier that reaches the far row becomes an officer: it moves one square diagonally in any direction, backward too. Promote your soldier.
lesson-lasca-back-title = Officers capture backward
lesson-lasca-back-task = An officer captures backward as well as forward; a soldier does not. Capture backward with your officer.
lesson-draw-brazilian-title = Draws
lesson-draw-brazilian-task = A game is drawn by agreement, when the same position comes back a third time with the same side to move, after 20 moves by each side with only kings moving and nothing taken, or when a small king ending is not won in time (3 pieces against a lone king: 16 moves; 2 or fewer: 5). Move a king and watch the count.
lesson-draw-international-title = Draws
lesson-draw-international-task = A game is drawn by agreement, when the same position comes back a third time with the same side to move, after 25 moves by each side with only kings moving and nothing taken, or when a small king ending is not won in time (3 pieces against a lone king: 16 moves; 2 or fewer: 5). Move a king and watch the count.
lesson-draw-russian-title = Draws
lesson-draw-russian-task = A game is drawn by agreement, when the same position comes back a third time, after 15 moves by each side with only kings moving and nothing taken, or when a king ending is not won in time (3 kings against a lone king: 15 moves; 4 to 7 pieces with kings on both sides: 30 or 60 moves without a capture). Move a king and watch the count.
lesson-draw-english-title = Draws
lesson-draw-english-task = A game is drawn by agreement, when the same position comes back a third time, or after 40 moves by each side without a capture or a man moving. Move a king and watch the count.
lesson-draw-turkish-title = Draws
lesson-draw-turkish-task = A game is drawn by agreement, when the same position comes back a third time, or when each side has a single piece left. Capture and see.
