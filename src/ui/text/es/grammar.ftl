### This language's own grammar the other files share: terms taking `side: "white"` or `"black"`.

# A side's colour after a noun: "las piezas blancas", "el tiempo de las blancas".
-colour = { $side ->
    [white] blancas
   *[black] negras
}

# A side as the subject inside a clause.
-side-subject = { $side ->
    [white] las blancas
   *[black] las negras
}

# The colour of a man or a Lasca soldier (masculine: "peón blanco").
-masculine = { $side ->
    [white] blanco
   *[black] negro
}
