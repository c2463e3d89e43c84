### The header's links to the study pages and to live play.

learn-learn = Aprenda as regras
trainer-endings = Finais
puzzle-title = Problemas
live-play-online = Jogar online
