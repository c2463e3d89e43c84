### The header's links to the study pages and to live play.

learn-learn = Learn the rules
trainer-endings = Endings
puzzle-title = Puzzles
live-play-online = Play online
