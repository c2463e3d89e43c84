
## AiText: ai_text

ai-computer = Computer
ai-opponent = Opponent
ai-person = A person on this device
ai-the-computer = The computer
ai-level = Level
ai-hint = Hint
ai-analysis = Analysis
ai-thinking = The computer is thinking…
ai-depth = depth
ai-best-line = Best line
ai-from-white = in men, from White's side
ai-retry = Try again
ai-failed = The computer could not answer
ai-unavailable = The computer could not start. If this device is offline, connect to the internet once to download it, then try again.
ai-searching = Searching…
