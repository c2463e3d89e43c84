### The header's links to the study pages and live play: words every page has (the rest of
### lessons.ftl, trainer.ftl, puzzles.ftl and live.ftl load only with their pages).

learn-learn = Aprenda as regras
trainer-endings = Finais
puzzle-title = Problemas
live-play-online = Jogar online
