### Counted nouns: the form that follows the count `$n`, and the count with it.

noun-taken = { $n ->
    [one] peça
   *[other] peças
}
counted-taken = { $n } { noun-taken }
noun-piece = { $n ->
    [one] peça
   *[other] peças
}
counted-piece = { $n } { noun-piece }
noun-move = { $n ->
    [one] lance
   *[other] lances
}
counted-move = { $n } { noun-move }
noun-ply = { $n ->
    [one] lance
   *[other] lances
}
counted-ply = { $n } { noun-ply }
noun-char = { $n ->
    [one] caractere
   *[other] caracteres
}
counted-char = { $n } { noun-char }
noun-byte = { $n ->
    [one] byte
   *[other] bytes
}
counted-byte = { $n } { noun-byte }
