### This language's own grammar the other files share: terms taking `side: "white"` or `"black"`.

# A side's colour after a noun: "peças brancas", "o tempo das brancas".
-colour = { $side ->
    [white] brancas
   *[black] pretas
}

# A side as the subject inside a clause.
-side-subject = { $side ->
    [white] as brancas
   *[black] as pretas
}

# The colour of a man (feminine: "pedra branca").
-man-colour = { $side ->
    [white] branca
   *[black] preta
}

# The colour of a Lasca soldier (masculine: "soldado branco").
-soldier-colour = { $side ->
    [white] branco
   *[black] preto
}
