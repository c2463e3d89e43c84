
## AiText: ai_text

ai-computer = Computador
ai-opponent = Adversário
ai-person = Uma pessoa neste aparelho
ai-the-computer = O computador
ai-level = Nível
ai-hint = Dica
ai-analysis = Análise
ai-thinking = O computador está pensando…
ai-depth = profundidade
ai-best-line = Melhor linha
ai-from-white = em pedras, do lado das brancas
ai-retry = Tentar de novo
ai-failed = O computador não conseguiu responder
ai-unavailable = O computador não pôde iniciar. Se o aparelho está sem conexão, conecte-se à internet uma vez para baixá-lo e tente de novo.
ai-searching = Calculando…
