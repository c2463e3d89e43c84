
## LearnText: learn_text

learn-title = Aprende a jugar
learn-learn = Aprende las reglas
learn-lessons = Lecciones
learn-done = ¡Muy bien! Esa es la regla.
learn-missed = Esa jugada es válida, pero no es lo que pide esta lección. Inténtalo de nuevo.
learn-next = Siguiente lección
learn-retry = Reintentar
learn-back = Volver a la partida
learn-rules = Reglas:
learn-other-games = Lecciones de otro juego
learn-exposed = Es válida, pero ahí te capturan la dama enseguida. Detente en una casilla donde esté a salvo.
learn-play-computer = Ahora juega contra la computadora
learn-international-note = Las damas internacionales tienen las reglas de las brasileñas, en un tablero de 10×10.
