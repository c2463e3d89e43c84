
## LearnText: learn_text

learn-title = Aprenda a jogar
learn-learn = Aprenda as regras
learn-lessons = Lições
learn-done = Muito bem! É essa a regra.
learn-missed = Esse lance é permitido, mas não é o que a lição pede. Tente de novo.
learn-next = Próxima lição
learn-retry = Tentar de novo
learn-back = Voltar à partida
learn-rules = Regras:
learn-other-games = Lições de outro jogo
learn-exposed = É permitido, mas ali a sua dama é capturada em seguida. Pare numa casa onde ela fique segura.
learn-play-computer = Agora jogue contra o computador
learn-international-note = As damas internacionais têm as regras das brasileiras, num tabuleiro de 10×10.
