### Counted nouns: the form that follows the count `$n`, and the count with it.

noun-taken = { $n ->
    [one] pezzo
   *[other] pezzi
}
counted-taken = { $n } { noun-taken }
noun-piece = { $n ->
    [one] pezzo
   *[other] pezzi
}
counted-piece = { $n } { noun-piece }
noun-move = { $n ->
    [one] mossa
   *[other] mosse
}
counted-move = { $n } { noun-move }
noun-ply = { $n ->
    [one] semimossa
   *[other] semimosse
}
counted-ply = { $n } { noun-ply }
noun-char = { $n ->
    [one] carattere
   *[other] caratteri
}
counted-char = { $n } { noun-char }
noun-byte = { $n ->
    [one] byte
   *[other] byte
}
counted-byte = { $n } { noun-byte }
