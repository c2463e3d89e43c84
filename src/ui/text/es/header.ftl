### The header's links to the study pages and to live play.

learn-learn = Aprende las reglas
trainer-endings = Finales
puzzle-title = Problemas
live-play-online = Jugar en línea
