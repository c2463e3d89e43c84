### Counted nouns: the form that follows the count `$n`, and the count with it.

noun-taken = { $n ->
    [one] piece
   *[other] pieces
}
counted-taken = { $n } { noun-taken }
noun-piece = { $n ->
    [one] piece
   *[other] pieces
}
counted-piece = { $n } { noun-piece }
noun-move = { $n ->
    [one] move
   *[other] moves
}
counted-move = { $n } { noun-move }
noun-ply = { $n ->
    [one] ply
   *[other] plies
}
counted-ply = { $n } { noun-ply }
noun-char = { $n ->
    [one] character
   *[other] characters
}
counted-char = { $n } { noun-char }
noun-byte = { $n ->
    [one] byte
   *[other] bytes
}
counted-byte = { $n } { noun-byte }
