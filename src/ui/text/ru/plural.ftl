### Counted nouns: the form that follows the count `$n`, and the count with it.

noun-taken = { $n ->
    [one] шашку
    [few] шашки
   *[many] шашек
}
counted-taken = { $n } { noun-taken }
noun-piece = { $n ->
    [one] шашка
    [few] шашки
   *[many] шашек
}
counted-piece = { $n } { noun-piece }
noun-move = { $n ->
    [one] ход
    [few] хода
   *[many] ходов
}
counted-move = { $n } { noun-move }
noun-ply = { $n ->
    [one] полуход
    [few] полухода
   *[many] полуходов
}
counted-ply = { $n } { noun-ply }
noun-char = { $n ->
    [one] символ
    [few] символа
   *[many] символов
}
counted-char = { $n } { noun-char }
noun-byte = { $n ->
    [one] байт
    [few] байта
   *[many] байт
}
counted-byte = { $n } { noun-byte }
