### The header's links to the study pages and to live play.

learn-learn = Правила игры
trainer-endings = Окончания
puzzle-title = Задачи
live-play-online = Играть онлайн
