### The computer's words: the opponent's labels, what each level does, the analysis panel's evaluation and who plays whom.

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

## What a level does

ai-decimal-mark = ,
ai-level-description = { $depth ->
        [unlimited] calcula o mais longe que puder
       *[limited] calcula { counted-ply } à frente
    }{ $time ->
        [unlimited] {""}
       *[limited] {" "}em até { $seconds } s
    }; { $errors ->
        [none] sem erros de propósito
        [rare] raros erros pequenos
        [some] alguns erros
        [frequent] erros frequentes
       *[many] muitos erros grandes
    }

## The analysis panel and who plays whom (`$side`: "white" or "black")

ai-wins-in = { $side ->
        [white] { side-white }
       *[black] { side-black }
    } vencem em { $n }
ai-versus = Você joga com { -side-subject(side: $side) } contra o computador (nível { $level }).
