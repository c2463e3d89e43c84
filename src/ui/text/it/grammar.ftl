### This language's own grammar the other files share: terms taking `side: "white"` or `"black"`.
### The sides are named by their colour with a capital ("il Bianco", "il Nero"); the colour of a
### piece is an adjective that agrees with its noun ("pedina bianca", "pezzi neri").

# A side's colour as an adjective: `form` is "ms" (default: "damone bianco"), "fs" ("pedina
# bianca"), "mp" ("pezzi bianchi") or "fp" ("pedine bianche").
-colour = { $side ->
    [white] { $form ->
        [fs] bianca
        [mp] bianchi
        [fp] bianche
       *[ms] bianco
    }
   *[black] { $form ->
        [fs] nera
        [mp] neri
        [fp] nere
       *[ms] nero
    }
}

# A side's name without its article: "(Bianco)", "mossa 12 (Nero)".
-side-name = { $side ->
    [white] Bianco
   *[black] Nero
}

# A side as the subject inside a clause: "il Bianco non ha pezzi".
-side-subject = { $side ->
    [white] il Bianco
   *[black] il Nero
}

# A side as the owner: "il tempo del Bianco", "gli errori del Nero".
-side-of = { $side ->
    [white] del Bianco
   *[black] del Nero
}
