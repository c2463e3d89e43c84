### The header's links to the study pages and live play: words every page has (the rest of
### lessons.ftl, trainer.ftl, puzzles.ftl and live.ftl load only with their pages).

learn-learn = Правила игры
trainer-endings = Окончания
puzzle-title = Задачи
live-play-online = Играть онлайн
