### Counted nouns: the form that follows the count `$n`, and the count with it.

noun-taken = { $n ->
    [one] pieza
   *[other] piezas
}
counted-taken = { $n } { noun-taken }
noun-piece = { $n ->
    [one] pieza
   *[other] piezas
}
counted-piece = { $n } { noun-piece }
noun-move = { $n ->
    [one] jugada
   *[other] jugadas
}
counted-move = { $n } { noun-move }
noun-ply = { $n ->
    [one] media jugada
   *[other] medias jugadas
}
counted-ply = { $n } { noun-ply }
noun-char = { $n ->
    [one] carácter
   *[other] caracteres
}
counted-char = { $n } { noun-char }
noun-byte = { $n ->
    [one] byte
   *[other] bytes
}
counted-byte = { $n } { noun-byte }
