### The header's links to the study pages and to live play.

learn-learn = Impara le regole
trainer-endings = Finali
puzzle-title = Problemi
live-play-online = Gioca online
