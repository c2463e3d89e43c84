### The header's links to the study pages and live play: words every page has (the rest of
### lessons.ftl, trainer.ftl, puzzles.ftl and live.ftl load only with their pages).

learn-learn = Aprende las reglas
trainer-endings = Finales
puzzle-title = Problemas
live-play-online = Jugar en línea
