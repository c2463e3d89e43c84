### The computer's words: the opponent's labels, what each level does, the analysis panel's evaluation and who plays whom.

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

## What a level does

# The mark between a number's whole and its decimals, in `$seconds`.
ai-decimal-mark = .
# How far it looks (`$depth`: "limited", to `$n` plies, or "unlimited"), how long it may think
# (`$time`: "limited", to `$seconds`, or "unlimited") and how often it errs on purpose (`$errors`:
# "none", "rare", "some", "frequent" or "many").
ai-level-description = { $depth ->
        [unlimited] looks as far as it can
       *[limited] looks { counted-ply } ahead
    }{ $time ->
        [unlimited] {""}
       *[limited] {" "}in at most { $seconds } s
    }; { $errors ->
        [none] no deliberate errors
        [rare] rare small errors
        [some] some errors
        [frequent] frequent errors
       *[many] many large errors
    }

## The analysis panel and who plays whom (`$side`: "white" or "black")

# A won position: `$side` wins in `$n` of its moves.
ai-wins-in = { $side ->
        [white] { side-white }
       *[black] { side-black }
    } wins in { $n }
# The player plays `$side` against the computer at level `$level`.
ai-versus = You play { $side ->
        [white] { side-white }
       *[black] { side-black }
    } against the computer (level { $level }).
